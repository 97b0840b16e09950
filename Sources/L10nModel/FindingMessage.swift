/// What a finding is about: the catalog key, the locale and the variant path, each optional.
/// Reporters use the parts as data (SARIF `properties`, JSON fields, the report's key and locale
/// columns), so a rule names its subject once instead of spelling `'key' in locale` into its text.
public struct FindingSubject: Sendable, Hashable {
    public var key: String?
    public var locale: String?
    /// Selectors leading to the unit (`["%#@lessons@", "few"]`), empty for a plain value.
    public var variant: [String]

    public static let none = FindingSubject()

    public init(key: String? = nil, locale: String? = nil, variant: [String] = []) {
        self.key = key
        self.locale = locale
        self.variant = variant
    }

    public init(key: String, locale: LocaleID?, variant: [String] = []) {
        self.init(key: key, locale: locale?.identifier, variant: variant)
    }

    /// `%#@lessons@ few`: the variant path for one-line display; nil for a plain value.
    public var variantLabel: String? { variant.isEmpty ? nil : variant.joined(separator: " ") }

    /// ` (%#@lessons@ few)` after the locale, or nothing for a plain value.
    var variantSuffix: String { variantLabel.map { " (\($0))" } ?? "" }
}

/// The text a rule's message factory builds, as swift-format's `Finding.Message`: rules declare
/// `extension FindingMessage { static func isEmpty() -> FindingMessage }` and the diagnostic puts
/// the subject in front (`'paywall.title' in zh-Hans (one)` + ` is empty`), so every rule words
/// the subject alike. Lowercase, no trailing period.
public struct FindingMessage: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// How much of the subject the sentence starts with.
    public enum Lead: Sendable, Hashable {
        /// `'key' in locale (variant) text`: the usual form for a finding about one translation.
        case keyInLocale
        /// `'key' text`: the text names the locale itself (`'key' has no zh-Hans translation`).
        case key
        /// `text` alone: the subject is data only (or there is none).
        case textOnly
    }

    public var text: String
    public var lead: Lead
    /// Between the subject and the text: a space, or `: ` for a quoted custom-rule message.
    public var separator: String

    public init(_ text: String, lead: Lead = .keyInLocale, separator: String = " ") {
        self.text = text
        self.lead = lead
        self.separator = separator
    }

    public init(stringLiteral value: String) { self.init(value) }

    public init(stringInterpolation: DefaultStringInterpolation) { self.init(String(stringInterpolation: stringInterpolation)) }

    /// The same text, led by the key only.
    public var ledByKey: FindingMessage { FindingMessage(text, lead: .key, separator: separator) }

    /// The whole sentence for `subject`: what text, SARIF and baselines show.
    public func rendered(about subject: FindingSubject) -> String {
        switch (lead, subject.key) {
        case (.keyInLocale, let key?):
            let locale = subject.locale.map { " in \($0)" } ?? ""
            return "'\(key)'\(locale)\(subject.variantSuffix)\(separator)\(text)"
        case (.key, let key?): return "'\(key)'\(separator)\(text)"
        default: return text
        }
    }

    /// The sentence without the key and locale, for a row that shows them in columns
    /// (`(one) is empty`); the variant stays, as no column shows it.
    public func rendered(besideColumnsFor subject: FindingSubject) -> String {
        guard lead == .keyInLocale, subject.key != nil, let variant = subject.variantLabel else { return text }
        return "(\(variant))\(separator == " " ? " " : separator)\(text)"
    }
}
