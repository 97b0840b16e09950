import L10nModel

/// What a rule is, for people: rendered into `rules/<id>.md`, `l10n rules`, and SARIF metadata.
public struct RuleDescription: Sendable {
    public var id: RuleID
    /// Title Case name ("Missing Translation").
    public var name: String
    /// One sentence, no trailing period.
    public var summary: String
    /// Markdown: why it matters and how to fix it.
    public var rationale: String
    public var defaultSeverity: Severity
    public var isEnabledByDefault: Bool
    /// Examples that must produce no finding of this rule.
    public var passingExamples: [RuleExample]
    /// Examples whose `↓` markers give every finding's exact start.
    public var failingExamples: [RuleExample]

    public init(
        id: RuleID, name: String, summary: String, rationale: String, defaultSeverity: Severity,
        isEnabledByDefault: Bool = true, passingExamples: [RuleExample], failingExamples: [RuleExample]
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.defaultSeverity = defaultSeverity
        self.isEnabledByDefault = isEnabledByDefault
        self.passingExamples = passingExamples
        self.failingExamples = failingExamples
    }
}
