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

/// `l10n-lint:` comments in `.strings` and Swift files, through the engine and the CLI.
@Suite struct InlineSuppressionEngineTests {
    static let english = """
        /* l10n-lint:disable-next-line missing-translation -- launched in English first */
        "promo.title" = "Spring sale 🌸";
        // l10n-lint:disable missing-translation
        "promo.body" = "Everything is 20% off";
        "promo.footer" = "Ends Sunday";
        // l10n-lint:enable missing-translation
        "promo.cta" = "Shop now";
        // l10n-lint:disable-next-line duplicate-key
        "promo.extra" = "Extra";

        """
    static let chinese = "\"promo.extra\" = \"额外\";\n"

    @Test func stringsCommentsSuppressAndStaleOnesAreReported() throws {
        let directory = try TemporaryDirectory()
        try directory.write("en.lproj/Promo.strings", Self.english)
        try directory.write("zh-Hans.lproj/Promo.strings", Self.chinese)
        let outcome = L10nCommandLine.run(["lint"], environment: CommandEnvironment(workingDirectory: directory.path))
        #expect(outcome.standardOutput == """
            en.lproj/Promo.strings:7:1: error: 'promo.cta' has no zh-Hans translation [missing-translation]
            en.lproj/Promo.strings:8:1: warning: 'l10n-lint:disable-next-line' of 'duplicate-key' suppresses no finding [unused-suppression]

            """)
        let result = Linter().lint(paths: ["."], workingDirectory: directory.path)
        #expect(result.suppressed.map { "\($0.diagnostic.location.start.line) \($0.suppression.justification ?? "-")" } == [
            "2 launched in English first", "4 -", "5 -",
        ])
        #expect(result.suppressed.allSatisfy { $0.suppression.kind == .inSource })
    }

    @Test func sarifCarriesInlineSuppressionsAsInSource() throws {
        let directory = try TemporaryDirectory()
        try directory.write("en.lproj/Promo.strings", Self.english)
        try directory.write("zh-Hans.lproj/Promo.strings", Self.chinese)
        let result = Linter().lint(paths: ["."], workingDirectory: directory.path)
        let sarif = SARIFReporter(options: .init()).render(result)
        let document = try JSONParser.parse(Array(sarif.utf8)).get()
        let run = try #require(document.root["runs"].flatMap { Array($0.elements).first })
        let results = Array(try #require(run["results"]).elements)
        let kinds = results.compactMap { result in result["suppressions"].flatMap { Array($0.elements).first }?["kind"]?.string }
        #expect(kinds == ["inSource", "inSource", "inSource"])
        #expect(results.count == 5)
    }

    @Test func turningTheEngineRuleOffSilencesStaleComments() throws {
        let directory = try TemporaryDirectory()
        try directory.write("en.lproj/Promo.strings", Self.english)
        try directory.write("zh-Hans.lproj/Promo.strings", Self.chinese)
        try directory.write(".l10nlint.json", #"{ "rules": { "unused-suppression": "off" } }"#)
        let outcome = L10nCommandLine.run(["lint"], environment: CommandEnvironment(workingDirectory: directory.path))
        #expect(outcome.standardOutput == "en.lproj/Promo.strings:7:1: error: 'promo.cta' has no zh-Hans translation [missing-translation]\n")
    }

    @Test func commentsNamingRulesThatDidNotRunAreNotStale() throws {
        let directory = try TemporaryDirectory()
        try directory.write("en.lproj/Promo.strings", "// l10n-lint:disable-next-line missing-translation\n\"a\" = \"A\";\n")
        try directory.write("zh-Hans.lproj/Promo.strings", "\"a\" = \"甲\";\n")
        try directory.write(".l10nlint.json", #"{ "rules": { "missing-translation": "off" } }"#)
        let outcome = L10nCommandLine.run(["lint"], environment: CommandEnvironment(workingDirectory: directory.path))
        #expect(outcome.status == .success)
        #expect(outcome.standardOutput == "")
    }

    /// A translation's file is read without notes (the table's notes are the development
    /// language's) but its directives still apply; with another source language, that
    /// language's file holds the notes.
    @Test func aTranslationsDirectivesApplyAndItsNotesAreNotTheTables() throws {
        let directory = try TemporaryDirectory()
        try directory.write("en.lproj/Promo.strings", "/* Greets the user by name. */\n\"greet\" = \"Hello %@\";\n")
        let chinese = "/* A translator's note. */\n// l10n-lint:disable-next-line format-specifiers -- the name is in the greeting's context\n\"greet\" = \"你好\";\n"
        try directory.write("zh-Hans.lproj/Promo.strings", chinese)
        let result = Linter().lint(paths: ["."], workingDirectory: directory.path)
        #expect(result.diagnostics.isEmpty)
        #expect(result.suppressed.map { "\($0.diagnostic.ruleID) \($0.diagnostic.location.path):\($0.diagnostic.location.start)" } == [
            "format-specifiers zh-Hans.lproj/Promo.strings:3:11",
        ])
        #expect(result.project.catalogs.flatMap(\.entries).map(\.comment) == ["Greets the user by name."])

        var settings = LintSettings()
        settings.sourceLanguage = LocaleID("zh-Hans")
        let chineseSource = Linter(settings: settings).lint(paths: ["."], workingDirectory: directory.path)
        #expect(chineseSource.project.catalogs.flatMap(\.entries).map(\.comment) == ["A translator's note."])
    }
}
