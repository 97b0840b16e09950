import L10nModel
import L10nParsing
import L10nAnalysis
import L10nRules

/// A `.l10nlint.json` file, decoded and validated: every value typed, every rule id known,
/// every rule's options already decoded into the rule they configure. Nothing past this type
/// sees configuration strings; the engine reads it in one place (`Configuration.linter(workingDirectory:)`
/// in `L10nEngine/ConfiguredLinter.swift`) into its settings and rule list.
public struct Configuration: Sendable {
    /// The file's display path; nil for the built-in defaults.
    public var path: String?
    /// The file's text, so findings about it (stale waivers) get snippets and fingerprints.
    public var file: SourceFile?
    /// Absolute directory the globs and catalog paths are relative to (the file's directory).
    public var directory: String
    /// Files to lint; empty means every file the paths contain.
    public var include: [Glob] = []
    /// Files never to lint, even when passed explicitly (generated or vendored catalogs).
    public var exclude: [Glob] = []
    public var sourceLanguage: LocaleID?
    /// nil: every locale present in the catalogs is required, at the rules' severities.
    public var requiredLocales: RequiredLocales?
    /// Configured built-in, engine and custom rules; rules not listed keep their defaults.
    public var rules: [RuleID: RuleSetting] = [:]
    /// Waivers, in file order.
    public var ignores: [IgnoreEntry] = []
    /// Which generated catalog each `strings.json` source produces.
    public var catalogPairs: [CatalogPairSetting] = []
    /// Project rules declared as data, in file order.
    public var customRules: [CustomRuleDefinition] = []
    /// Required term translations and do-not-translate names (`glossary-term`).
    public var glossary = Glossary()

    public init(path: String? = nil, directory: String) {
        self.path = path
        self.directory = directory
    }
}


/// One `rules` entry: `"warning"`, or `{ "severity": …, "options": { … } }`.
public struct RuleSetting: Sendable {
    /// nil when only options are given: the rule's default severity (and it is enabled).
    public var severity: ConfiguredSeverity?
    /// The rule built with the configured options; nil keeps the defaults (and for engine
    /// and custom rules, which take no options).
    public var rule: (any Rule)?

    public init(severity: ConfiguredSeverity?, rule: (any Rule)? = nil) {
        self.severity = severity
        self.rule = rule
    }
}



/// A `catalogPairs` entry as written: paths relative to the configuration's directory.
public struct CatalogPairSetting: Sendable, Equatable {
    public var source: String
    public var generated: String

    public init(source: String, generated: String) {
        self.source = source
        self.generated = generated
    }
}
