import L10nModel

/// Project-wide settings every rule may consult. Typed; built from command-line flags and
/// configuration before linting starts.
public struct LintSettings: Sendable, Equatable {
    /// Locales that must be complete; nil means every locale present in the linted catalogs.
    public var requiredLocales: [LocaleID]?
    /// Overrides every catalog's declared source language.
    public var sourceLanguage: LocaleID?
    /// Locales never required, even when ``requiredLocales`` is nil (configured `"off"`).
    public var excludedLocales: Set<LocaleID> = []
    /// How much an incomplete locale matters, for rules about completeness
    /// (`missing-translation`): `zh-Hans` blocking as an error, `ja` only a warning. A locale
    /// not listed gets ``otherLocalesSeverity``, else the rule's severity.
    public var localeSeverities: [LocaleID: Severity] = [:]
    /// Configured `"*"` severity: every required locale not in ``localeSeverities``.
    public var otherLocalesSeverity: Severity?
    /// Configured severities that replace rules' defaults; the engine applies them.
    public var ruleSeverities: [RuleID: Severity] = [:]
    /// Which generated catalog (`.xcstrings`, `.lproj` table) each `strings.json` source
    /// produces, as display paths (``Catalog/path``). For a `catalog-sync` rule; empty when
    /// not configured (such a rule may then pair catalogs by name and directory itself).
    public var catalogPairs: [CatalogPair] = []
    /// The configuration's `glossary`: required term translations and do-not-translate names.
    public var glossary = Glossary()

    public init(requiredLocales: [LocaleID]? = nil, sourceLanguage: LocaleID? = nil) {
        self.requiredLocales = requiredLocales
        self.sourceLanguage = sourceLanguage
    }
}

/// A `strings.json` source and a catalog generated from it, both as ``Catalog/path`` values.
public struct CatalogPair: Sendable, Hashable {
    public var source: String
    public var generated: String

    public init(source: String, generated: String) {
        self.source = source
        self.generated = generated
    }
}
