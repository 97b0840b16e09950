import Foundation
import Testing
@testable import L10nModel
@testable import L10nParsing
@testable import L10nAnalysis
@testable import L10nRules
@testable import L10nEngine
@testable import L10nConfiguration
@testable import L10nReporting
@testable import L10nWriting
@testable import L10nCLI

/// The README's main command on the bundled sample: exact findings, exit code and summary.
@Suite struct SampleProjectTests {
    static let goldenPath = PackagePaths.root.appendingPathComponent("Tests/L10nLintTests/Golden/strings-lint.txt")

    private func lintSample(_ extra: [String] = []) -> CommandOutcome {
        L10nCommandLine.run(["lint", "strings"] + extra, environment: CommandEnvironment(workingDirectory: PackagePaths.root.path))
    }

    @Test func findingsMatchTheGoldenFile() throws {
        let outcome = lintSample()
        let golden = try String(contentsOf: Self.goldenPath, encoding: .utf8)
        #expect(outcome.standardOutput == golden, "update with: Scripts/regenerate")
        #expect(outcome.status == .findings)
        let findings = try GoldenFindings()
        #expect(outcome.standardError == """
            note: strings/Lingo/Resources/Localizable.xcstrings differs from strings/design/strings.json (\(findings.count(rule: "catalog-sync")) catalog-sync findings): \
            regenerate it from strings/design/strings.json, or move hand edits into strings/design/strings.json first
            note: unused-key cannot judge strings/Lingo/Resources/Widgets.xcstrings: no linted code uses any of its keys, \
            so the code that uses it is elsewhere; lint them together
            note: unused-key cannot judge strings/Lingo/Legacy/*.lproj/Onboarding: no linted code uses any of its keys, \
            so the code that uses it is elsewhere; lint them together
            \(findings.summary)

            """)
    }

    @Test func everyDefaultRuleFiresOnTheSample() throws {
        let result = Linter().lint(paths: ["strings"], workingDirectory: PackagePaths.root.path)
        let fired = Set(result.diagnostics.map(\.ruleID))
        #expect(result.project.parseFailures.isEmpty, "the sample must parse: \(result.project.parseFailures)")
        // parse-error is shown by its examples: a broken sample would make the main command exit 2.
        // glossary-term acts only on a configured glossary, and the sample is linted without configuration.
        for id in RuleRegistry.descriptions.filter(\.isEnabledByDefault).map(\.id) where id != "parse-error" && id != "glossary-term" {
            #expect(fired.contains(id), "strings/ has no defect for \(id)")
        }
    }
}
