import L10nModel
import L10nAnalysis

/// A small set of virtual files that shows a rule at work. In failing examples each `↓` marks
/// where a finding starts (it is removed before linting); the example test checks that the rule
/// reports exactly there, and again when every file is shifted down by a line of CJK + emoji.
public struct RuleExample: Sendable {
    public struct File: Sendable {
        public var path: String
        /// Contents with `↓` markers.
        public var contents: String

        public init(_ path: String, _ contents: String) {
            self.path = path
            self.contents = contents
        }
    }

    public static let marker: Character = "↓"

    public var files: [File]
    /// Locales required for the run; nil means every locale present.
    public var requiredLocales: [LocaleID]?
    /// Expected messages, in report order, when the example pins them.
    public var messages: [String]?
    /// False for examples whose text cannot take a leading line (a broken file's first byte).
    public var isShiftable: Bool
    /// The rule's options as configuration JSON (`{"ratio": 1.6}`); nil for the defaults.
    public var options: String?
    /// The configuration's `glossary` for the run, as its JSON (`{"doNotTranslate": ["Lingo"]}`).
    public var glossaryJSON: String?
    /// ``glossaryJSON`` decoded.
    public var glossary: Glossary?
    /// Earlier versions of the (one) file, newest first, as its git history: the oldest is
    /// commit `c0ffee1` of 2026-01-01, the next `c0ffee2` of 2026-01-02, and so on.
    public var history: [String]?

    public init(
        files: [File], requiredLocales: [LocaleID]? = nil, options: String? = nil, messages: [String]? = nil,
        isShiftable: Bool = true
    ) {
        self.files = files
        self.requiredLocales = requiredLocales
        self.options = options
        self.messages = messages
        self.isShiftable = isShiftable
    }

    /// A one-file example run with a configured glossary, given both as the configuration's
    /// JSON (shown on the rule page) and decoded.
    public init(_ path: String, _ contents: String, glossary json: String, _ glossary: Glossary, messages: [String]? = nil) {
        self.init(files: [File(path, contents)], messages: messages)
        self.glossaryJSON = json
        self.glossary = glossary
    }

    /// A one-file example with its git history (see ``history``).
    public init(_ path: String, _ contents: String, history: [String], messages: [String]? = nil) {
        self.init(files: [File(path, contents)], messages: messages)
        self.history = history
    }

    /// A one-file example.
    public init(
        _ path: String, _ contents: String, requiredLocales: [LocaleID]? = nil, options: String? = nil,
        messages: [String]? = nil, isShiftable: Bool = true
    ) {
        self.init(
            files: [File(path, contents)], requiredLocales: requiredLocales, options: options, messages: messages,
            isShiftable: isShiftable)
    }
}

extension RuleExample.File {
    /// A `.stringsdict` of one key whose format reads one plural variable of `lld`, laid out as
    /// Xcode's template writes it: every rule that reads such tables shows the same file. A `↓`
    /// inside `key` or a category marks that `<key>`; one before a value marks its `<string>`
    /// element, where findings about the value point.
    static func stringsDict(_ path: String, key: String, format: String, variable: String, plurals: KeyValuePairs<String, String>) -> Self {
        stringsDict(path, key: key, format: format, variables: [variable: plurals])
    }

    /// The same with several plural variables (`%#@names@%#@others@`), in order.
    static func stringsDict(_ path: String, key: String, format: String, variables: KeyValuePairs<String, KeyValuePairs<String, String>>) -> Self {
        let dicts = variables.map { variable, plurals in
            let cases = plurals.map { category, value in
                let marker = value.first == RuleExample.marker ? String(RuleExample.marker) : ""
                return """
                          <key>\(category)</key>
                          \(marker)<string>\(value.dropFirst(marker.count))</string>
                    """
            }
            return """
                    <key>\(variable)</key>
                    <dict>
                      <key>NSStringFormatSpecTypeKey</key>
                      <string>NSStringPluralRuleType</string>
                      <key>NSStringFormatValueTypeKey</key>
                      <string>lld</string>
                \(cases.joined(separator: "\n"))
                    </dict>
                """
        }
        return Self(path, """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
              <key>\(key)</key>
              <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>\(format)</string>
            \(dicts.joined(separator: "\n"))
              </dict>
            </dict>
            </plist>
            """)
    }
}

/// What `l10n fix` does to a rule's findings, shown as files before and after: the rule page
/// prints it, and a test lints `before` with the rule, applies the findings' fixes and expects
/// exactly the files of `after` to change, to those contents.
public struct RuleCorrection: Sendable {
    /// The project before the fix, without markers.
    public var before: [RuleExample.File]
    /// The files the fix writes, as written; every other file is left as it was.
    public var after: [RuleExample.File]
    /// The rule's options as configuration JSON; nil for the defaults.
    public var options: String?
    /// How far the fixes shown go: `.always` is what `l10n fix` applies by itself,
    /// `.onRequest` what it applies when asked, `.suggestion` what only an editor offers.
    public var applicability: Fix.Applicability

    public init(before: [RuleExample.File], after: [RuleExample.File], options: String? = nil, applicability: Fix.Applicability = .always) {
        self.before = before
        self.after = after
        self.options = options
        self.applicability = applicability
    }
}
