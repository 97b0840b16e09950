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

/// Which case of its rule a message is, independent of its wording: `isEmpty`, `noTranslation`.
/// Baselines, the folding of generated-catalog copies and `--changed-since` identify a finding by
/// (rule, message id, key, locale, variant, file), so rewording a message keeps every baselined
/// finding baselined. A message factory's id is its name (`#function`, parameters dropped), so a
/// new factory needs no extra work; renaming one changes its id, unless it passes the old one.
public struct MessageID: Sendable, Hashable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String

    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A literal id, or `#function` of the factory building the message: `noTranslation(in:)`
    /// becomes `noTranslation`, so adding a parameter to a factory keeps its id.
    public init(stringLiteral value: String) {
        // By byte: a search by `Character` broke the text into graphemes, some 6,000
        // instructions for every finding made.
        self.init(value.utf8.firstIndex(of: UInt8(ascii: "(")).map { String(value[..<$0]) } ?? value)
    }

    public var description: String { rawValue }

    public static func < (lhs: MessageID, rhs: MessageID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The text a rule's message factory builds, as swift-format's `Finding.Message`: rules declare
/// `extension FindingMessage { static func isEmpty() -> FindingMessage }` and the diagnostic puts
/// the subject in front (`'paywall.title' in zh-Hans (one)` + ` is empty`), so every rule words
/// the subject alike. Lowercase, no trailing period.
///
/// Each message has an ``id``, by default the factory's name; a message built inline, or a
/// factory building more than one case, passes an explicit `id:` per case. Declare factories as
/// `static func` or `static var`: `#function` in a `static let` initializer names the type, not
/// the property. Not expressible by a string literal: `T("text")` would then be the literal,
/// and bypass the `#function` default. A plain string (`context.diagnostic("is still a placeholder",
/// about: …)`, as team rules write) is named after the function reporting it
/// (``isIDFromCaller``); built-in rules do not rely on that (a test checks their examples).
public struct FindingMessage: Sendable, Hashable {
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
    /// Which case of the rule this is, whatever the wording (see ``MessageID``).
    public var id: MessageID
    public var lead: Lead
    /// Between the subject and the text: a space, or `: ` for a quoted custom-rule message.
    public var separator: String
    /// Reported as a plain string, so ``id`` is the reporting function's name, not a case's.
    public private(set) var isIDFromCaller = false

    public init(_ text: String, id: MessageID = #function, lead: Lead = .keyInLocale, separator: String = " ") {
        self.text = text
        self.id = id
        self.lead = lead
        self.separator = separator
    }

    /// A message given as a plain string, identified by the function reporting it.
    public init(_ text: String, reportedBy caller: MessageID) {
        self.init(text, id: caller)
        isIDFromCaller = true
    }

    /// The same text, led by the key only.
    public var ledByKey: FindingMessage {
        var message = self
        message.lead = .key
        return message
    }

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
