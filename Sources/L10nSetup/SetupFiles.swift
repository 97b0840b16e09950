import L10nModel
import L10nParsing

/// The texts `l10n init` writes. Each file says in comments who wrote it, what it found and what
/// to change, since a team reads it in review before it reads any documentation.
public enum SetupFiles {
    public static let configuration = ".l10nlint.json"
    public static let baseline = "l10n-baseline.json"
    public static let preCommit = ".pre-commit-config.yaml"
    public static let workflow = ".github/workflows/l10n.yml"
    /// Every file `init` writes, in the order it prints them.
    public static let all = [configuration, baseline, preCommit, workflow]

    /// The release the hooks and the Action are pinned to: the one that wrote the files, so a
    /// team's CI and commits run the rules the developer just saw.
    static var releaseTag: String { "v" + ToolInfo.version }
    static var repository: String { ToolInfo.informationURI }
    /// `owner/name` for `uses:`.
    static var actionName: String { String(repository.split(separator: "/").suffix(2).joined(separator: "/")) }

    /// A commented `.l10nlint.json` holding what the survey found.
    public static func configurationText(_ survey: ProjectSurvey) -> String {
        var lines = [
            "// .l10nlint.json, written by `l10n init` from what it found in this repository.",
            "// JSON with comments and trailing commas. Paths are relative to this file.",
            "// `l10n config print-default` shows every key and rule with its default;",
            "// `l10n config check` validates this file; `l10n rules ID` explains a rule.",
            "{",
            "  // The development language the catalogs declare.",
            "  \"sourceLanguage\": \(string(survey.sourceLanguage.identifier)),",
            "",
        ]
        switch survey.localesOrigin {
        case .knownRegions(let projects):
            lines.append("  // Locales that must be complete: the knownRegions (minus Base) of \(projects.joined(separator: ", ")).")
        case .catalogs:
            lines.append("  // Locales that must be complete: every locale found in the catalogs.")
        }
        lines += [
            "  // An object gives each its own severity: { \"zh-Hans\": \"error\", \"*\": \"warning\" }.",
            "  \"requiredLocales\": [\(survey.requiredLocales.map { string($0.identifier) }.joined(separator: ", "))],",
            "",
            "  // Which catalog is generated from which strings.json (catalog-sync compares them, and each",
            "  // defect is reported once, at the strings.json). Found by content; when set, these replace",
            "  // the pairing by content, so add a pair here when you add a generated catalog.",
        ]
        if survey.pairs.isEmpty {
            lines.append("  // None found: { \"source\": \"Design/strings.json\", \"generated\": \"App/Localizable.xcstrings\" }.")
            lines.append("  \"catalogPairs\": [],")
        } else {
            lines.append("  \"catalogPairs\": [")
            for (index, pair) in survey.pairs.enumerated() {
                lines.append("    // \(pair.generated): \(pair.evidence) with \(pair.source).")
                let comma = index == survey.pairs.count - 1 ? "" : ","
                lines.append("    { \"source\": \(string(pair.source)), \"generated\": \(string(pair.generated)) }\(comma)")
            }
            lines.append("  ],")
        }
        lines += [
            "",
            "  // Rule severities: \"off\", \"note\", \"warning\", \"error\" (every rule is at its default).",
            "  \"rules\": {},",
            "",
            "  // Waivers, each with a reason: { \"rule\": \"missing-translation\", \"keys\": [\"debug.*\"], \"reason\": \"…\" }.",
            "  // Today's findings are in \(baseline) instead; fix them, then `l10n lint --write-baseline \(baseline)`.",
            "  \"ignore\": []",
            "}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The pre-commit framework's configuration: the lint hook on the staged files, with the
    /// baseline, from the released binary (no Swift build on each developer's machine).
    public static func preCommitText() -> String {
        """
        # pre-commit (https://pre-commit.com), written by `l10n init`. Once per clone:
        #   pip install pre-commit && pre-commit install
        # Then each commit lints its staged catalogs, strings.json and Swift files (the whole project
        # is loaded for cross-file checks). Findings recorded in \(baseline) do not fail a commit;
        # new errors do, and warnings print. `pre-commit run --all-files` lints everything.
        repos:
          - repo: \(repository)
            rev: \(releaseTag)
            hooks:
              # Runs the released l10n binary of this rev (downloaded once and cached), else the
              # l10n on PATH; `id: l10n-lint` builds it from source with Swift instead.
              - id: l10n-lint-system
                args: [--baseline, \(baseline)]

        """
    }

    /// A GitHub Actions workflow: findings as annotations on the pull request, SARIF to code
    /// scanning, the baseline applied.
    public static func workflowText() -> String {
        """
        # Localization lint, written by `l10n init`: every push and pull request is linted with l10n;
        # findings become annotations on the pull request and go to code scanning (SARIF). Findings
        # recorded in \(baseline) do not fail the job; new errors do.
        name: Localization
        on: [push, pull_request]

        jobs:
          l10n:
            runs-on: ubuntu-latest       # the Action runs the released binary (macOS and Linux runners)
            permissions:
              contents: read
              security-events: write     # upload SARIF to code scanning
            steps:
              - uses: actions/checkout@v4
              - name: Lint
                id: l10n
                uses: \(actionName)@\(releaseTag)
                with:
                  baseline: \(baseline)
              - name: Upload SARIF
                if: always()             # also when the lint step failed on findings
                uses: github/codeql-action/upload-sarif@v3
                with:
                  sarif_file: ${{ steps.l10n.outputs.sarif }}
                  category: l10n

        """
    }

    /// A JSON string literal.
    private static func string(_ text: String) -> String {
        String(JSONOutput.string(text).rendered().prefix { $0 != "\n" })
    }
}
