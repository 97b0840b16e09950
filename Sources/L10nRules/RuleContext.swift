import L10nModel
import L10nAnalysis

/// What a rule gets to look at, plus helpers that turn byte ranges into findings.
public struct RuleContext: Sendable {
    public let project: Project
    public let settings: LintSettings
    public let ruleID: RuleID
    /// The severity findings of this rule get (configured, else the rule's default).
    public let severity: Severity
    /// Which generated catalog comes from which `strings.json`: computed once per run (from
    /// `settings.catalogPairs`, else by content), so every rule pairs catalogs alike.
    public let pairing: CatalogPairing
    /// The run's index stage (key look-ups, per-catalog key positions, VoiceOver verdicts):
    /// shared by every rule of the run and by the report, each computed once.
    package let analyses: SharedAnalyses
    /// The chunk of entries the engine is checking on this core, with its units' facts, shared
    /// by the chunk's entry rules (see ``units(ofCatalogAt:entries:)``); nil outside a chunk.
    package var chunk: UnitFacts?
    /// The Swift files a run reports in, when it reports in Swift sources only (pre-commit with
    /// only code staged): a finding is kept only when it or a related location is in one of
    /// them, so a rule may skip what cannot point there. Nil: every finding is reported.
    package var reportedSwiftFiles: Set<FileID>?

    public init(project: Project, settings: LintSettings, ruleID: RuleID, severity: Severity, pairing: CatalogPairing? = nil) {
        let pairing = pairing ?? CatalogPairing(catalogs: project.catalogs, configured: settings.catalogPairs)
        self.init(project: project, settings: settings, ruleID: ruleID, severity: severity, analyses: SharedAnalyses(project: project, settings: settings, pairing: pairing))
    }

    package init(project: Project, settings: LintSettings, ruleID: RuleID, severity: Severity, analyses: SharedAnalyses) {
        self.project = project
        self.settings = settings
        self.ruleID = ruleID
        self.severity = severity
        self.pairing = analyses.pairing
        self.analyses = analyses
    }

    /// Locales a catalog must be translated into: the configured ones, else its project's
    /// (``Project/defaultRequiredLocales(inProject:)``); never the catalog's own source language.
    /// Regional variants of the source language (`en-GB` when the source is `en`) fall back to
    /// it at run time and ship as partial override sets: they are required only when named
    /// (`--locale en-GB`, listed in `requiredLocales`) or when `includingSourceVariants` asks for them.
    public func requiredLocales(for catalog: Catalog, includingSourceVariants: Bool = false) -> [LocaleID] {
        SharedAnalyses.requiredLocales(for: catalog, in: project, settings: settings, includingSourceVariants: includingSourceVariants)
    }

    /// The severity of a completeness finding in a required locale: the locale's configured
    /// severity (`requiredLocales: {"zh-Hans": "error", "*": "warning"}`), else this rule's.
    public func severity(forRequiredLocale locale: LocaleID) -> Severity {
        settings.localeSeverities[locale] ?? settings.otherLocalesSeverity ?? severity
    }

    /// A finding with a free-form message; `id` tells its cases apart (see ``MessageID``): the
    /// calling function's name unless given.
    public func diagnostic(
        _ message: String, id: MessageID = #function, at range: SourceRange, key: String? = nil, locale: LocaleID? = nil,
        related: [(range: SourceRange, message: String)] = []
    ) -> Diagnostic {
        Diagnostic(
            ruleID: ruleID, severity: severity, message: message, id: id, location: project.location(of: range),
            key: key, locale: locale?.identifier,
            related: related.map { RelatedLocation(location: project.location(of: $0.range), message: $0.message) })
    }

    public func diagnostic(
        _ message: String, id: MessageID = #function, at location: SourceLocation, key: String? = nil, locale: LocaleID? = nil
    ) -> Diagnostic {
        Diagnostic(ruleID: ruleID, severity: severity, message: message, id: id, location: location, key: key, locale: locale?.identifier)
    }

    /// A finding about `subject` with a plain-string message (team rules), identified by
    /// `caller`, the reporting function's name: one case per function.
    public func diagnostic(
        _ message: String, about subject: FindingSubject, at range: SourceRange,
        related: [(range: SourceRange, message: String)] = [], caller: MessageID = #function
    ) -> Diagnostic {
        diagnostic(FindingMessage(message, reportedBy: caller), about: subject, at: range, related: related)
    }

    /// A finding whose message the rule's message factory built, about `subject` (key, locale
    /// and variant path): `context.diagnostic(.isEmpty, about: pair.subject, at: range)`.
    public func diagnostic(
        _ message: FindingMessage, about subject: FindingSubject, at range: SourceRange,
        related: [(range: SourceRange, message: String)] = []
    ) -> Diagnostic {
        Diagnostic(
            ruleID: ruleID, severity: severity, message: message, about: subject, location: project.location(of: range),
            related: related.map { RelatedLocation(location: project.location(of: $0.range), message: $0.message) })
    }
}
