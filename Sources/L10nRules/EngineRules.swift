import L10nModel

/// Findings the engine produces about the lint setup itself rather than the project: they
/// have ids like rules (configurable severity, SARIF metadata, `l10n rules`), but no `Rule`
/// type, since no rule could see them: they come from the engine's result stage
/// (`ResultPipeline`) after every rule has run. Described here, beside every other rule id, so
/// the configuration (which precedes the engine) knows them.
public enum EngineRules {
    /// A configuration `ignore` entry that waived nothing: the problem it excused is gone (or
    /// the entry never matched), and a stale waiver would silently hide the next one.
    public static let unusedIgnore = RuleDescription(
        id: "unused-ignore",
        name: "Unused Ignore",
        summary: "An ignore entry in the configuration matches no finding",
        rationale: """
            A waiver in `.l10nlint.json` (`ignore`) that matches nothing is stale: the finding it \
            excused was fixed, or the rule id, key or path pattern never matched. Left in place, \
            it would silently hide the next real problem that happens to match it.

            Remove the entry, or correct its `keys` / `paths` patterns. The finding points at the \
            entry in the configuration file.
            """,
        defaultSeverity: .warning,
        passingExamples: [],
        failingExamples: [])

    /// An `l10n-lint:disable…` comment that suppressed nothing.
    public static let unusedSuppression = RuleDescription(
        id: "unused-suppression",
        name: "Unused Suppression",
        summary: "An inline l10n-lint:disable comment suppresses no finding",
        rationale: """
            A `// l10n-lint:disable-next-line <rule>` or `l10n-lint:disable <rule>` comment in a \
            Swift or `.strings` file that suppresses nothing is stale: the problem was fixed, the \
            comment sits on the wrong line, or it names the wrong rule. Left in place it would hide \
            the next real problem on that line or in that region.

            Delete the comment, or move it next to the finding it is meant for. Comments that name \
            a rule that did not run (turned off in configuration) are not reported.
            """,
        defaultSeverity: .warning,
        passingExamples: [],
        failingExamples: [])

    public static let descriptions: [RuleDescription] = [unusedIgnore, unusedSuppression]

    public static var ids: [RuleID] { descriptions.map(\.id) }
}
