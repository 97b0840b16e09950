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

/// `l10n report` in-process: a report is not a gate, so exit codes are about inputs and
/// `--fail-under` only.
@Suite struct ReportCommandTests {
    private func run(_ arguments: [String], in directory: TemporaryDirectory) -> CommandOutcome {
        L10nCommandLine.run(["report"] + arguments, environment: CommandEnvironment(workingDirectory: directory.path))
    }

    private func project() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("App/strings.json", CommandLineTests.goodCatalog)
        return directory
    }

    @Test func missingTranslationsStillExitZero() throws {
        let directory = try project()
        let outcome = run([], in: directory)
        #expect(outcome.status == .success)
        #expect(outcome.standardOutput.hasPrefix("Translation report · 1 catalog · source en · 1 locale\n"))
        #expect(outcome.standardOutput.contains("zh-Hans  ██████████░░░░░░░░░░  50.0%"))
        #expect(outcome.standardError == "Report: 1 catalog · source en · 1 locale; zh-Hans 50.0%\n")
    }

    /// The report runs the configured rules: a rule turned off leaves its column at zero, and
    /// a broken configuration is exit 2 like `lint`.
    @Test func configurationShapesTheReport() throws {
        let directory = try TemporaryDirectory()
        try directory.write("strings.json", #"{ "hi": { "en": "Hi, %@!", "zh-Hans": "你好！" } }"#)
        let counted = run(["--format", "json"], in: directory).standardOutput
        #expect(counted.contains("\"formatErrors\": 1"))
        try directory.write(".l10nlint.json", #"{ "rules": { "format-specifiers": "off" } }"#)
        let off = run(["--format", "json"], in: directory).standardOutput
        #expect(off.contains("\"formatErrors\": 0"))
        #expect(!off.contains("\"formatErrors\": 1"))
        try directory.write(".l10nlint.json", #"{ "rulez": {} }"#)
        let broken = run([], in: directory)
        #expect(broken.status == .failure)
        #expect(broken.standardError.hasPrefix(".l10nlint.json:1:3: error: unknown key 'rulez'"))
    }

    /// `report` runs `lint`'s pipeline: a finding that `.l10nlint.json` waives or an inline
    /// comment suppresses is not counted, in any format; a waiver of another key changes nothing.
    @Test func waivedFindingsAreNotCounted() throws {
        let directory = try TemporaryDirectory()
        try directory.write("strings.json", #"{ "hi": { "en": "Hi, %@!", "zh-Hans": "你好！" }, "bye": { "en": "Bye", "zh-Hans": "再见" } }"#)
        #expect(run(["--format", "json"], in: directory).standardOutput.contains("\"formatErrors\": 1"))
        try directory.write(".l10nlint.json", """
            { "ignore": [ { "rule": "format-specifiers", "keys": ["bye"], "reason": "other key" } ] }
            """)
        #expect(run(["--format", "json"], in: directory).standardOutput.contains("\"formatErrors\": 1"))
        try directory.write(".l10nlint.json", """
            { "ignore": [ { "rule": "format-specifiers", "keys": ["hi"], "reason": "greeting drops the name" } ] }
            """)
        let waived = run(["--format", "json"], in: directory)
        #expect(waived.status == .success)
        #expect(waived.standardOutput.contains("\"formatErrors\": 0"))
        #expect(!waived.standardOutput.contains("\"formatErrors\": 1"))
        let lint = L10nCommandLine.run(["lint"], environment: CommandEnvironment(workingDirectory: directory.path))
        #expect(!lint.standardOutput.contains("format-specifiers"))
    }

    @Test func failUnderGatesOnTotalCoverage() throws {
        let directory = try project()
        let failing = run(["--fail-under", "80"], in: directory)
        #expect(failing.status == .findings)
        #expect(failing.standardError == "error: zh-Hans coverage 50.0% is below --fail-under 80%\nReport: 1 catalog · source en · 1 locale; zh-Hans 50.0%\n")
        #expect(run(["--fail-under=50"], in: directory).status == .success)
        #expect(run(["--fail-under", "50.5%"], in: directory).status == .findings)
        let invalid = run(["--fail-under", "eighty"], in: directory)
        #expect(invalid.status == .failure)
        // A usage error, as every option's bad value: the message, then the usage line.
        #expect(invalid.standardError.hasPrefix("error: '--fail-under' expects a percentage from 0 to 100, got 'eighty'\nUsage: l10n report "))
        #expect(run(["--fail-under", "101"], in: directory).status == .failure)
    }

    @Test func unreadableInputsExitTwoAfterTheReport() throws {
        let directory = try project()
        try directory.write("B/Localizable.xcstrings", "{ \"sourceLanguage\" : ")
        let outcome = run(["--format", "json"], in: directory)
        #expect(outcome.status == .failure)
        #expect(outcome.standardOutput.contains("\"unreadableFiles\": 1"))
        #expect(outcome.standardError.hasPrefix("B/Localizable.xcstrings:1:22: error: unexpected end of file, expected a value [parse-error]\n"))
        #expect(run(["no/such/dir"], in: directory).status == .failure)
    }

    @Test func localeFocusesAndAddsTheWorklist() throws {
        let directory = try project()
        let outcome = run(["--locale", "zh-Hans"], in: directory)
        #expect(outcome.standardOutput.contains("WORKLIST zh-Hans · 1 key needs work"))
        #expect(outcome.standardOutput.contains("  common.done  missing  Done 🎉  —"))
        let japanese = run(["--locale", "ja", "--format", "json"], in: directory)
        #expect(japanese.standardOutput.contains("\"locale\": \"ja\""))
        #expect(japanese.standardError.hasSuffix("; ja 0.0%\n"))
        #expect(run(["--locale", "Chinese"], in: directory).standardError.hasPrefix("error: 'Chinese' for '--locale' is not a BCP 47 locale identifier (for example en, zh-Hans, pt-BR)\nUsage: l10n report "))
    }

    /// The HTML page always has the worklist (every locale without `--locale`), and its links
    /// lead from where the page is written back to the linted files.
    @Test func htmlHasTheWorklistAndLinksFromItsFolder() throws {
        let directory = try project()
        try directory.write("reports/html/README.md", "reports\n")
        #expect(run(["--format", "html", "-o", "reports/html/report.html"], in: directory).status == .success)
        let html = try #require(directory.read("reports/html/report.html"))
        #expect(html.contains("<section id=\"worklist\""))
        // The worklist's files as the page's script links them: path, link, line separator.
        #expect(html.contains("[\"App/strings.json\",\"../../App/strings.json\",\"#L\""))
        let here = run(["--format", "html"], in: directory).standardOutput
        #expect(here.contains("[\"App/strings.json\",\"App/strings.json\",\"#L\""))
    }

    @Test func outputIsAtomicAndNeverAnInput() throws {
        let directory = try project()
        let written = run(["--format", "html", "-o", "report.html"], in: directory)
        #expect(written.status == .success)
        #expect(written.standardOutput == "")
        #expect(directory.read("report.html")?.hasPrefix("<!doctype html>") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["App", "report.html"])
        let refused = run(["--output", "App/strings.json"], in: directory)
        #expect(refused.status == .failure)
        #expect(refused.standardError == "error: refusing to write the report to 'App/strings.json': it is one of the input files\n")
        #expect(directory.read("App/strings.json") == CommandLineTests.goodCatalog)
    }

    @Test func helpDocumentsDefinitionsFormatsAndExitCodes() throws {
        let directory = try TemporaryDirectory()
        let help = run(["--help"], in: directory).standardOutput
        for section in [
            "OVERVIEW: Show translation coverage", "USAGE: l10n report [<options>] [<path> ...]",
            "Coverage = translated ÷ total.", "needs_review", "--fail-under <percent>",
            "(values: text, markdown, html, json, xliff; default: text)", "EXIT CODES:\n  0  The report was produced",
        ] {
            #expect(help.contains(section), "missing \(section)")
        }
        #expect(L10nCommandLine.run([], environment: CommandEnvironment(workingDirectory: directory.path)).standardOutput.contains("\n  report "))
        #expect(run(["--formt", "json"], in: directory).standardError.hasPrefix("error: unknown option '--formt' (did you mean '--format'?)"))
    }
}
