import L10nModel
import L10nParsing

/// One `customRules` entry: a project rule declared as data, in the spirit of SwiftLint's
/// custom rules but for catalog values: a regular expression that values in some locales must
/// not contain (ASCII `,` or `?` in Chinese text, a banned term) or must contain (a product
/// name spelled the official way).
///
/// The definition is the rule's typed options (read by ``decode(_:reader:)`` through the one
/// ``JSONReader``, its keys declared once in ``fields`` for the decoder and the schema), so a
/// custom rule is built, configured, suppressed, baselined and listed exactly as a built-in one
/// (see ``CustomRule``). It has no `options` of its own in `rules`.
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

    public static var declarations: [RuleOption<CustomRuleDefinition>] { [] }

    /// The keys of a `customRules` entry: what the decoder accepts and the schema describes.
    public static let fields = [
        OptionField("id", .string, "The rule's id, kebab-case and not the id of another rule."),
        OptionField("name", .string, "Title Case name; derived from the id when not given."),
        OptionField("message", .string, "What is wrong, lowercase; findings read `'<key>' in <locale>: <message>`."),
        OptionField("severity", .choice(["note", "warning", "error"]), "The default severity (warning)."),
        OptionField("locales", .array(.string), "Locales whose values are checked (default: every locale, the source included)."),
        OptionField("keys", .array(.string), "Key globs the rule applies to (default: every key)."),
        OptionField("forbid", .string, "A regular expression no value may match (give this or `require`)."),
        OptionField("require", .string, "A regular expression every value must match (give this or `forbid`)."),
        OptionField("rationale", .string, "Markdown for `l10n rules <id>` and SARIF help."),
    ]

    /// The definition of the object `object`, whose keys are known; nil after recording what is
    /// wrong with it.
    package static func decode(_ object: JSONValue, id: RuleID, reader: inout JSONReader) -> CustomRuleDefinition? {
        let errorCount = reader.errors.count
        var definition = CustomRuleDefinition()
        definition.id = id
        definition.name = object["name"].flatMap { reader.string($0, "'name' of custom rule '\(id)'") } ?? titleCase(id)
        if let value = object["message"] {
            if let message = reader.string(value, "'message' of custom rule '\(id)'") {
                if message.contains(where: { !$0.isWhitespace }) {
                    definition.message = message
                } else {
                    reader.fail("custom rule '\(id)' needs a non-empty 'message'", at: value)
                }
            }
        } else {
            reader.fail("custom rule '\(id)' needs a non-empty 'message'", at: object)
        }
        if let value = object["severity"], let text = reader.string(value, "'severity' of custom rule '\(id)'") {
            if let severity = Severity(rawValue: text) {
                definition.severity = severity
            } else {
                let hint = JSONReader.suggestion(for: text, among: ["note", "warning", "error"])
                reader.fail("invalid severity '\(text)' for custom rule '\(id)'\(hint); expected note, warning or error", at: value)
            }
        }
        if let value = object["locales"], let names = reader.strings(value, "'locales' of custom rule '\(id)'") {
            definition.locales = names.compactMap { reader.locale($0.text, at: $0.value) }
        }
        if let value = object["keys"] { definition.keys = reader.globs(value, "'keys' of custom rule '\(id)'", kind: .key) }
        definition.rationale = object["rationale"].flatMap { reader.string($0, "'rationale' of custom rule '\(id)'") }
        definition.decodePattern(object, &reader)
        return reader.errors.count == errorCount ? definition : nil
    }

    /// Exactly one of `forbid` and `require`, and a regular expression ICU can compile.
    private mutating func decodePattern(_ object: JSONValue, _ reader: inout JSONReader) {
        let forbid = object["forbid"].map { ($0, reader.string($0, "'forbid' of custom rule '\(id)'")) }
        let require = object["require"].map { ($0, reader.string($0, "'require' of custom rule '\(id)'")) }
        let given: (value: JSONValue, text: String?)
        switch (forbid, require) {
        case (let pattern?, nil): (given, expectation) = (pattern, .forbid)
        case (nil, let pattern?): (given, expectation) = (pattern, .require)
        case (.some, .some(let second)):
            return reader.fail("custom rule '\(id)' has both 'forbid' and 'require'; give one", at: second.0)
        case (nil, nil):
            return reader.fail("custom rule '\(id)' needs a regular expression in 'forbid' or 'require'", at: object)
        }
        guard let text = given.text else { return }
        let key = expectation.rawValue
        guard !text.isEmpty else { return reader.fail("'\(key)' of custom rule '\(id)' must not be empty", at: given.value) }
        if let error = BoundedPattern.compileError(text) {
            return reader.fail("invalid regular expression in '\(key)' of custom rule '\(id)': \(error)", at: given.value)
        }
        if let nested = RegexBacktrackingCheck.nestedRepetition(in: text) {
            return reader.fail(
                "the regular expression in '\(key)' of custom rule '\(id)' repeats '\(nested)', a group that itself repeats or alternates, which can take exponential time on a near-miss; rewrite it without nested repetition (for example '^[\\w\\s]*$' for '^(\\w+\\s?)*$')",
                at: given.value)
        }
        pattern = text
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
