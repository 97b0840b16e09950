/// What a rule gets to look at, plus helpers that turn byte ranges into findings.
public struct RuleContext: Sendable {
    public let project: Project
    public let settings: LintSettings
    public let ruleID: RuleID
    /// The severity findings of this rule get (configured, else the rule's default).
    public let severity: Severity
    /// Analyses shared by every rule of the run and by the report (computed once).
    let analyses: SharedAnalyses

    public init(project: Project, settings: LintSettings, ruleID: RuleID, severity: Severity) {
        self.init(project: project, settings: settings, ruleID: ruleID, severity: severity, analyses: SharedAnalyses())
    }

    init(project: Project, settings: LintSettings, ruleID: RuleID, severity: Severity, analyses: SharedAnalyses) {
        self.project = project
        self.settings = settings
        self.ruleID = ruleID
        self.severity = severity
        self.analyses = analyses
    }

    /// Locales a catalog must be translated into: the configured ones, else every locale of
    /// every linted catalog; never the catalog's own source language.
    public func requiredLocales(for catalog: Catalog) -> [LocaleID] {
        (settings.requiredLocales ?? project.allLocales).filter {
            $0 != catalog.sourceLanguage && $0.identifier != "Base" && !settings.excludedLocales.contains($0)
        }
    }

    /// The severity of a completeness finding in a required locale: the locale's configured
    /// severity (`requiredLocales: {"zh-Hans": "error", "*": "warning"}`), else this rule's.
    public func severity(forRequiredLocale locale: LocaleID) -> Severity {
        settings.localeSeverities[locale] ?? settings.otherLocalesSeverity ?? severity
    }

    public func diagnostic(
        _ message: String, at range: SourceRange, key: String? = nil, locale: LocaleID? = nil,
        related: [(range: SourceRange, message: String)] = []
    ) -> Diagnostic {
        Diagnostic(
            ruleID: ruleID, severity: severity, message: message, location: project.location(of: range),
            key: key, locale: locale?.identifier,
            related: related.map { RelatedLocation(location: project.location(of: $0.range), message: $0.message) })
    }

    public func diagnostic(_ message: String, at location: SourceLocation, key: String? = nil, locale: LocaleID? = nil) -> Diagnostic {
        Diagnostic(ruleID: ruleID, severity: severity, message: message, location: location, key: key, locale: locale?.identifier)
    }
}
