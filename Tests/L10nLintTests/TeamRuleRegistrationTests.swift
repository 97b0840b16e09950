import Foundation
import Testing
@testable import L10nModel
@testable import L10nAnalysis
@testable import L10nRules
@testable import L10nEngine
@testable import L10nCLI

/// A team's rule, as a package depending on `L10nLint` would write it.
private struct NoTodoTestRule: Rule {
    static let description = RuleDescription(
        id: "team-no-todo", name: "No TODO", summary: "A translation still says TODO",
        rationale: "Placeholders must not ship.", defaultSeverity: .error,
        passingExamples: [RuleExample("strings.json", #"{ "k": { "en": "Hi", "de": "Hallo" } }"#)],
        failingExamples: [RuleExample("strings.json", #"{ "k": { "en": "Hi", "de": ↓"TODO" } }"#)])

    init(options: NoOptions) {}

    func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for catalog in context.project.catalogs {
            catalog.forEachTranslatedUnit { pair in
                if pair.unit.value.contains("TODO") {
                    diagnostics.append(context.diagnostic("still says TODO", about: pair.subject, at: pair.unit.range))
                }
            }
        }
        return diagnostics
    }
}

/// `L10nCommandLine.run(_:environment:rules:)`: every command knows the team's rules, for
/// that run only, and an id that is already taken is refused.
@Suite struct TeamRuleRegistrationTests {
    private func run(_ arguments: [String], in directory: TemporaryDirectory, rules: [any Rule.Type] = [NoTodoTestRule.self]) -> CommandOutcome {
        L10nCommandLine.run(arguments, environment: CommandEnvironment(workingDirectory: directory.path), rules: rules)
    }

    private func project() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("strings.json", """
            {
              "greeting": { "en": "Hello", "de": "TODO Hallo" }
            }
            """)
        return directory
    }

    @Test func lintRunsTheTeamRule() throws {
        let directory = try project()
        let outcome = run(["lint", "--quiet", "strings.json"], in: directory)
        #expect(outcome.status == .findings, "\(outcome.standardError)")
        #expect(outcome.standardOutput == "strings.json:2:38: error: 'greeting' in de still says TODO [team-no-todo]\n")
        // Without registration the same project is clean: the rule belongs to that run only.
        #expect(CLI.run(["lint", "--quiet", "strings.json"], in: directory).standardOutput == "")
    }

    @Test func rulesConfigAndSARIFKnowTheTeamRule() throws {
        let directory = try project()
        let rules = run(["rules"], in: directory).standardOutput.split(separator: "\n")
        let line = try #require(rules.first { $0.hasPrefix("team-no-todo ") })
        #expect(line.hasSuffix("error     yes      A translation still says TODO"))
        #expect(run(["rules", "team-no-todo"], in: directory).standardOutput.contains("Placeholders must not ship."))
        #expect(run(["config", "print-default"], in: directory).standardOutput.contains(#""team-no-todo""#))
        // The configuration accepts the id (and would reject it without the rule).
        try directory.write(".l10nlint.json", #"{ "rules": { "team-no-todo": "warning" } }"#)
        let configured = run(["lint", "--quiet", "strings.json"], in: directory)
        #expect(configured.status == .success, "\(configured.standardError)")
        #expect(configured.standardOutput.hasSuffix("warning: 'greeting' in de still says TODO [team-no-todo]\n"))
        #expect(CLI.run(["lint", "strings.json"], in: directory).status == .failure)
        let sarif = run(["lint", "--format", "sarif", "strings.json"], in: directory).standardOutput
        #expect(sarif.contains(#""id": "team-no-todo""#), "\(sarif.prefix(400))")
        #expect(sarif.contains("A translation still says TODO"))
    }

    @Test func takenIDsAreRefused() throws {
        let directory = try project()
        let twice = run(["rules"], in: directory, rules: [NoTodoTestRule.self, NoTodoTestRule.self])
        #expect(twice.status == .failure)
        #expect(twice.standardError == "error: rule id 'team-no-todo' of NoTodoTestRule is already taken\n")
        let builtIn = run(["rules"], in: directory, rules: [DuplicateKeyRule.self])
        #expect(builtIn.standardError == "error: rule id 'duplicate-key' of DuplicateKeyRule is already taken\n")
    }
}
