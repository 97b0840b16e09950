import Testing
@testable import L10nModel
@testable import L10nRules
@testable import L10nEngine
@testable import L10nWriting
@testable import L10nCLI

/// The worked example of docs/ARCHITECTURE.md, `EllipsisCharacterRule`: a catalog rule with
/// one option and one fix, added by its file and one registration, works in every command.
@Suite struct WorkedExampleTests {
    private func run(_ arguments: [String], in directory: TemporaryDirectory) -> CommandOutcome {
        L10nCommandLine.run(arguments, environment: CommandEnvironment(workingDirectory: directory.path), rules: [EllipsisCharacterRule.self])
    }

    @Test func itsExamplesAndCorrectionHold() throws {
        let description = EllipsisCharacterRule.description
        let failing = try #require(description.failingExamples.first?.files.first)
        let marked = MarkedText(failing.contents)
        let result = Linter(rules: [EllipsisCharacterRule.makeDefault()]).lint(files: [(failing.path, marked.text)])
        #expect(result.diagnostics.map { "\($0.location.start)" } == marked.markers.map { "\($0)" })
        let passing = try #require(description.passingExamples.first?.files.first)
        #expect(Linter(rules: [EllipsisCharacterRule.makeDefault()]).lint(files: [(passing.path, passing.contents)]).diagnostics.isEmpty)
        let correction = try #require(description.corrections.first)
        let before = try #require(correction.before.first)
        let linted = Linter(rules: [EllipsisCharacterRule.makeDefault()]).lint(files: [(before.path, before.contents)])
        let outcome = FixApplier(result: linted) { _ in .success(Array(before.contents.utf8)) }.apply(FixApplier.fixes(of: linted))
        #expect(outcome.fixes.map { String(decoding: $0.new, as: UTF8.self) } == correction.after.map(\.contents))
    }

    @Test func fixWritesTheConfiguredCharacterInTheFilesEncodingAndLintIsThenClean() throws {
        let directory = try TemporaryDirectory()
        try directory.write("strings.json", """
            {
              "more": { "en": "More…", "de": "Mehr...", "ja": "もっと見る..." },
              "done": { "en": "Done", "de": "Fertig...", "ja": "完了" }
            }
            """)
        try directory.write(".l10nlint.json", #"{ "rules": { "ellipsis-character": { "options": { "character": "⋯" } } } }"#)
        let lint = run(["lint", "--quiet"], in: directory)
        #expect(lint.standardOutput == """
            strings.json:2:39: warning: 'more' in de writes three periods where the source writes an ellipsis [ellipsis-character]
            strings.json:2:57: warning: 'more' in ja writes three periods where the source writes an ellipsis [ellipsis-character]

            """)
        let fix = run(["fix"], in: directory)
        #expect(fix.standardOutput == "strings.json:\n  Write ⋯\n  Write ⋯\n", "\(fix.standardError)")
        #expect(directory.read("strings.json") == """
            {
              "more": { "en": "More…", "de": "Mehr⋯", "ja": "もっと見る⋯" },
              "done": { "en": "Done", "de": "Fertig...", "ja": "完了" }
            }
            """)
        #expect(run(["lint", "--quiet"], in: directory).standardOutput == "")
    }
}
