/// Findings the engine produces about the lint setup itself rather than the project: they
/// have ids like rules (configurable severity, SARIF metadata, `l10n rules`), but no `Rule`
/// type, since no rule could see them: they come from the post-processing stage
/// (``ResultPipeline``) after every rule has run.
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

    // Inline suppressions (`l10n-lint:disable…`) will add `unused-suppression` here.
    public static let descriptions: [RuleDescription] = [unusedIgnore]

    public static var ids: [RuleID] { descriptions.map(\.id) }
}
