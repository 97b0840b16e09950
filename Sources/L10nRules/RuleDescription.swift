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
    /// What the findings are about, for the stages that treat findings by kind (folding of
    /// generated-catalog copies, pairing notes, the report's drift column) without naming rules.
    public var subject: Subject = .text
    /// How the translators' report counts a key with this rule's findings; nil: listed only.
    public var reportColumn: ReportColumn?
    /// Whether the rule reads when values last changed (git history of `strings.json`): the
    /// engine loads ``Project/valueHistories`` only for a run with such a rule.
    public var needsValueHistory = false
    /// Whether the rule reads the strings of the property lists (`Settings.bundle` panes among
    /// them), storyboards and xibs among the linted paths: the engine reads those files only
    /// for a run with such a rule.
    public var needsResourceStrings = false
    /// What `l10n fix` changes, as before/after files: a rule whose findings carry a ``Fix``
    /// shows one here, and a test applies the rule's fixes to `before` and expects `after`.
    public var corrections: [RuleCorrection]

    /// What a rule's findings are about.
    public enum Subject: Sendable, Hashable {
        /// The text of a value: a generated catalog that inherits the text inherits the finding,
        /// which is folded into the source's.
        case text
        /// A file's structure or syntax (a duplicate definition, a parse failure): never inherited.
        case file
        /// A generated catalog that differs from the `strings.json` it is generated from: the
        /// report's drift column, the pairing notes' "regenerate" advice. Never inherited.
        case pairDrift
    }

    /// The report column counting keys with a finding of the rule, per locale.
    public enum ReportColumn: Sendable, Hashable {
        case pluralGaps, formatErrors, overBudget
        /// The key's translated values count as unchanged, not translated.
        case unchanged
        /// The findings restate the state column (new, needs review): not repeated in the worklist.
        case translationState
        /// The findings say a value is missing or empty, which the state column shows; on a value
        /// the state calls translated (a value that is its own key) they say more, and are listed.
        case completeness
    }

    public init(
        id: RuleID, name: String, summary: String, rationale: String, defaultSeverity: Severity,
        isEnabledByDefault: Bool = true, subject: Subject = .text, reportColumn: ReportColumn? = nil,
        passingExamples: [RuleExample], failingExamples: [RuleExample], corrections: [RuleCorrection] = []
    ) {
        self.subject = subject
        self.reportColumn = reportColumn
        self.corrections = corrections
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

extension RuleDescription {
    /// The description of a rule that reads an input the engine loads only on request
    /// (``needsValueHistory``, ``needsResourceStrings``).
    package func needing(_ input: WritableKeyPath<RuleDescription, Bool>) -> RuleDescription {
        var description = self
        description[keyPath: input] = true
        return description
    }
}
