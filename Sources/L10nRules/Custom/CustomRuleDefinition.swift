import L10nModel
import L10nParsing

/// One `customRules` entry: a project rule declared as data, in the spirit of SwiftLint's
/// custom rules but for catalog values: a regular expression that values in some locales must
/// not contain (ASCII `,` or `?` in Chinese text, a banned term) or must contain (a product
/// name spelled the official way).
///
/// The definition is the rule's typed options, decoded by ``OptionsDecoder`` like any other
/// rule's, so a custom rule is built, configured, suppressed, baselined and listed exactly as a
/// built-in one (see ``CustomRule``).
public struct CustomRuleDefinition: RuleOptions {
    /// Whether a match is the problem or its absence is.
    public enum Expectation: String, Sendable, Equatable {
        case forbid
        case require
    }

    public var id: RuleID = "custom"
    /// Title Case; derived from the id when not given.
    public var name = "Custom"
    /// What is wrong, lowercase; findings read `'<key>' in <locale>: <message>`.
    public var message = ""
    public var severity: Severity = .warning
    /// nil: every locale, the source language included.
    public var locales: [LocaleID]?
    /// Key globs; empty: every key.
    public var keys: [Glob] = []
    /// Empty for the inert default definition, which reports nothing.
    public var pattern = ""
    public var expectation: Expectation = .forbid
    /// Markdown for `l10n rules <id>` and SARIF help; generated when not given.
    public var rationale: String?

    public init() {}

    public static let optionNames = ["id", "name", "message", "severity", "locales", "keys", "forbid", "require", "rationale"]

    public mutating func decode(from decoder: inout OptionsDecoder) throws(ConfigurationError) {
        id = RuleID(try decoder.string("id") ?? id.rawValue)
        name = try decoder.string("name") ?? Self.titleCase(id)
        guard let message = try decoder.string("message"), !message.trimmingWhitespace.isEmpty else {
            throw decoder.error("custom rule '\(id)' needs a non-empty 'message'", at: decoder.object["message"] ?? decoder.object)
        }
        self.message = message
        if let text = try decoder.string("severity") {
            guard let severity = Severity(rawValue: text) else {
                let hint = ConfigurationReader.suggestion(for: text, among: ["note", "warning", "error"])
                throw decoder.error("invalid severity '\(text)' for custom rule '\(id)'\(hint); expected note, warning or error", at: decoder.object["severity"] ?? decoder.object)
            }
            self.severity = severity
        }
        locales = try decodeLocales(&decoder)
        keys = (try decoder.strings("keys") ?? []).map { Glob($0, kind: .key) }
        rationale = try decoder.string("rationale")
        try decodePattern(&decoder)
    }

    private func decodeLocales(_ decoder: inout OptionsDecoder) throws(ConfigurationError) -> [LocaleID]? {
        guard let names = try decoder.strings("locales") else { return nil }
        for (index, name) in names.enumerated() where !LocaleID.isLocaleIdentifier(name) {
            let value = decoder.object["locales"].map { Array($0.elements)[index] } ?? decoder.object
            throw decoder.error("'\(name)' is not a BCP 47 locale identifier (for example en, zh-Hans, pt-BR)", at: value)
        }
        return names.map { LocaleID($0) }
    }

    /// Exactly one of `forbid` and `require`, and a regular expression Swift can compile.
    private mutating func decodePattern(_ decoder: inout OptionsDecoder) throws(ConfigurationError) {
        let forbid = try decoder.string("forbid")
        let require = try decoder.string("require")
        switch (forbid, require) {
        case (let pattern?, nil): (self.pattern, expectation) = (pattern, .forbid)
        case (nil, let pattern?): (self.pattern, expectation) = (pattern, .require)
        case (.some, .some):
            throw decoder.error("custom rule '\(id)' has both 'forbid' and 'require'; give one", at: decoder.object["require"] ?? decoder.object)
        case (nil, nil):
            throw decoder.error("custom rule '\(id)' needs a regular expression in 'forbid' or 'require'", at: decoder.object)
        }
        let key = expectation.rawValue
        guard !pattern.isEmpty else { throw decoder.error("'\(key)' of custom rule '\(id)' must not be empty", at: decoder.object[key] ?? decoder.object) }
        do {
            _ = try Regex(pattern)
        } catch {
            throw decoder.error("invalid regular expression in '\(key)' of custom rule '\(id)': \(error)", at: decoder.object[key] ?? decoder.object)
        }
        if let nested = RegexBacktrackingCheck.nestedRepetition(in: pattern) {
            throw decoder.error(
                "the regular expression in '\(key)' of custom rule '\(id)' repeats '\(nested)', a group that itself repeats or alternates, which can take exponential time on a near-miss; rewrite it without nested repetition (for example '^[\\w\\s]*$' for '^(\\w+\\s?)*$')",
                at: decoder.object[key] ?? decoder.object)
        }
    }

    /// `zh-ascii-punctuation` → `Zh Ascii Punctuation`.
    static func titleCase(_ id: RuleID) -> String {
        id.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// What `l10n rules`, rule pages and SARIF say about the rule.
    public var ruleDescription: RuleDescription {
        let scope = locales.map { "values in \($0.map(\.identifier).joined(separator: ", "))" } ?? "values in every locale"
        let verb = expectation == .forbid ? "must not match" : "must match"
        let keyScope = keys.isEmpty ? "" : " (keys \(keys.map { "`\($0)`" }.joined(separator: ", ")))"
        let generated = "A project rule declared in `.l10nlint.json`: \(scope)\(keyScope) \(verb) `\(pattern)`."
        return RuleDescription(
            id: id, name: name, summary: message.prefix(1).uppercased() + message.dropFirst(),
            rationale: rationale ?? generated, defaultSeverity: severity, passingExamples: [], failingExamples: [])
    }
}
