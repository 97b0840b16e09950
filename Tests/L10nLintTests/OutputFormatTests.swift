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

/// `--format json|github`, several reports from one run, `--max-warnings`, `--quiet`, colour,
/// and explicit files limiting the report.
@Suite struct OutputFormatTests {
    static let strings = """
        {
          "common.back": { "en": "Back", "zh-Hans": "返回" },
          "👋 hello": { "en": "Hello" },
          "common.back": { "en": "Go back", "zh-Hans": "返回" }
        }
        """

    @Test func jsonIsVersionedSortedAndExact() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/strings.json", Self.strings)
        try directory.write(".l10nlint.json", #"{ "rules": { "duplicate-key": "warning" } }"#)
        let outcome = CLI.run(["lint", "--format", "json"], in: directory)
        #expect(outcome.status == .findings)
        #expect(outcome.standardOutput == """
            {
              "findings": [
                {
                  "column": 3,
                  "endColumn": 13,
                  "endLine": 3,
                  "file": "App/strings.json",
                  "key": "👋 hello",
                  "line": 3,
                  "locale": "zh-Hans",
                  "message": "'👋 hello' has no zh-Hans translation",
                  "rule": "missing-translation",
                  "severity": "error",
                  "variant": null
                },
                {
                  "column": 3,
                  "endColumn": 16,
                  "endLine": 4,
                  "file": "App/strings.json",
                  "key": "common.back",
                  "line": 4,
                  "locale": null,
                  "message": "'common.back' is defined twice (first at line 2)",
                  "rule": "duplicate-key",
                  "severity": "warning",
                  "variant": null
                }
              ],
              "schemaVersion": 1,
              "summary": {
                "errors": 1,
                "files": 1,
                "notes": 0,
                "parseFailures": 0,
                "suppressed": {
                  "baseline": 0,
                  "ignore": 0,
                  "inline": 0
                },
                "warnings": 1
              },
              "tool": {
                "name": "l10n",
                "version": "\(ToolInfo.version)"
              }
            }

            """)
        #expect(CLI.run(["lint", "--format", "json"], in: directory) == outcome)
    }

    /// `%`, CR and LF are escaped in the message; `:` and `,` too in properties (here the path).
    /// A key's own CR LF is shown as `\r\n` first, so the annotation stays one line as in text.
    @Test func githubAnnotationsEscapeProperly() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a,b:c/strings.json", #"{ "100%\r\nsure": { "en": "x" }, "ok": { "en": "y", "ja": "ワイ" } }"#)
        let outcome = CLI.run(["lint", "--format", "github"], in: directory)
        #expect(outcome.status == .findings)
        #expect(outcome.standardOutput == """
            ::error file=a%2Cb%3Ac/strings.json,line=1,col=3,endLine=1,endColumn=17,title=missing-translation::'100%25\\r\\nsure' has no ja translation
            Found 1 error, 0 warnings and 0 notes in 1 file.

            """)
        #expect(outcome.standardError == "")
        // One line first (as every text output), then the workflow-command escapes.
        #expect(GitHubReporter.escapeProperty("50%, a:b\n") == "50%25%2C a%3Ab\\n")
        let note = Diagnostic(ruleID: "x-y", severity: .note, message: "m", location: .file("f"))
        #expect(GitHubReporter().command(for: note) == "::notice file=f,line=1,col=1,endLine=1,endColumn=1,title=x-y::m")
    }

    /// A text line byte for byte: many-digit positions, escaped control characters in the path and
    /// message, and the colors a terminal gets (severity bold, rule id dim).
    @Test func textLinesByteForByte() {
        let location = SourceLocation(path: "App/a\tb.strings", start: SourcePosition(line: 120_345, column: 9_007), end: SourcePosition(line: 120_345, column: 9_010))
        let diagnostic = Diagnostic(ruleID: "whitespace-parity", severity: .warning, message: "'k' in ja ends with \n", location: location)
        #expect(TextReporter().line(for: diagnostic) == #"App/a\tb.strings:120345:9007: warning: 'k' in ja ends with \n [whitespace-parity]"#)
        #expect(TextReporter(usesColor: true).line(for: diagnostic)
            == "App/a\\tb.strings:120345:9007: \u{1B}[1;33mwarning\u{1B}[0m: 'k' in ja ends with \\n \u{1B}[2m[whitespace-parity]\u{1B}[0m")
        let note = Diagnostic(ruleID: "x-y", severity: .note, message: "m", location: .file("f"))
        #expect(TextReporter().line(for: note) == "f:1:1: note: m [x-y]")
    }

    /// The digits the text and JSON reports write are `String(value)`'s, for any `Int`.
    @Test func decimalsAreTheStringsDigits() {
        for value in [0, 7, 10, 99, 120_345, -1, -9_007, Int.max, Int.min] {
            var bytes: [UInt8] = Array("x".utf8)
            bytes.appendDecimal(value)
            #expect(String(decoding: bytes, as: UTF8.self) == "x" + String(value))
        }
    }

    /// Text on standard output and SARIF plus JSON in files, from a single lint.
    @Test func severalReportsFromOneRun() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/strings.json", Self.strings)
        try FileManager.default.createDirectory(atPath: directory.path + "/out", withIntermediateDirectories: true)
        let outcome = CLI.run(["lint", "--report", "sarif:out/l10n.sarif", "--report", "json:out/l10n.json"], in: directory)
        #expect(outcome.status == .findings)
        #expect(outcome.standardOutput == """
            App/strings.json:3:3: error: '👋 hello' has no zh-Hans translation [missing-translation]
            App/strings.json:4:3: error: 'common.back' is defined twice (first at line 2) [duplicate-key]

            """)
        #expect(directory.read("out/l10n.json") == CLI.run(["lint", "--format", "json"], in: directory).standardOutput)
        let sarif = try #require(directory.read("out/l10n.sarif"))
        #expect(sarif.contains("\"ruleId\": \"duplicate-key\""))
        try SARIFCheck.validateIfPossible(directory.path + "/out/l10n.sarif", sourceRoot: directory.path)

        let github = CLI.run(["lint", "--format", "github", "--report", "text:out/l10n.txt"], in: directory)
        #expect(github.standardOutput.hasPrefix("::error file=App/strings.json,line=3,"))
        #expect(directory.read("out/l10n.txt") == outcome.standardOutput)
    }

    @Test func reportFlagMistakesAreUsageErrors() throws {
        let directory = try TemporaryDirectory()
        #expect(CLI.run(["lint", "--report", "sarf:x.sarif"], in: directory).standardError.hasPrefix(
            "error: invalid report 'sarf:x.sarif' for '--report' (did you mean 'sarif'?): expected FORMAT or FORMAT:FILE, FORMAT one of text, sarif, json, github\n"))
        #expect(CLI.run(["lint", "--report", "json"], in: directory).standardError ==
            "error: only one report can go to standard output; give the others a file ('--report sarif:l10n.sarif') or use '--output'\n")
        #expect(CLI.run(["lint", "-o", "r.json", "--report", "json:r.json"], in: directory).standardError ==
            "error: '--output r.json' and '--report json:r.json' name the same file; give each output its own file\n")
        #expect(CLI.run(["lint", "--max-warnings", "-1"], in: directory).standardError.hasPrefix(
            "error: invalid value '-1' for '--max-warnings', expected a number of warnings (0 or more)\nUsage: l10n lint "))
    }

    @Test func maxWarningsAndQuiet() throws {
        let directory = try TemporaryDirectory()
        try directory.write("strings.json", Self.strings)
        try directory.write(".l10nlint.json", #"{ "rules": { "duplicate-key": "warning", "missing-translation": "warning" } }"#)
        let within = CLI.run(["lint", "--max-warnings", "2"], in: directory)
        #expect(within.status == .success)
        let over = CLI.run(["lint", "--max-warnings", "1"], in: directory)
        #expect(over.status == .findings)
        #expect(over.standardError == "Found 0 errors, 2 warnings and 0 notes in 1 file.\nerror: too many warnings: 2, --max-warnings allows 1\n")
        let quiet = CLI.run(["lint", "--quiet", "--max-warnings", "1"], in: directory)
        #expect(quiet.standardOutput == over.standardOutput)
        #expect(quiet.standardError == "error: too many warnings: 2, --max-warnings allows 1\n")
        #expect(CLI.run(["lint", "-q"], in: directory).standardError == "")
    }

    /// Colour only on a terminal, never with `NO_COLOR`, never in a file.
    @Test func colourOnlyOnATerminalWithoutNoColor() throws {
        let directory = try TemporaryDirectory()
        try directory.write("strings.json", #"{ "a": { "en": "A" }, "b": { "en": "B", "ja": "ビー" } }"#)
        let line = "strings.json:1:3: \u{1B}[1;31merror\u{1B}[0m: 'a' has no ja translation \u{1B}[2m[missing-translation]\u{1B}[0m\n"
        #expect(CLI.run(["lint"], in: directory, isTerminal: true).standardOutput == line)
        #expect(CLI.run(["lint"], in: directory, variables: ["NO_COLOR": "1"], isTerminal: true).standardOutput == "strings.json:1:3: error: 'a' has no ja translation [missing-translation]\n")
        _ = CLI.run(["lint", "-o", "report.txt"], in: directory, isTerminal: true)
        #expect(directory.read("report.txt") == "strings.json:1:3: error: 'a' has no ja translation [missing-translation]\n")
        #expect(CLI.run(["lint"], in: directory).standardOutput == "strings.json:1:3: error: 'a' has no ja translation [missing-translation]\n")
    }

    /// Explicit files limit the report, but the whole project is loaded: the `ja` required by
    /// the other catalog applies, and a broken file elsewhere neither shows nor fails the run.
    @Test func explicitFilesLimitTheReportNotTheProject() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/strings.json", #"{ "a": { "en": "A", "zh-Hans": "甲" } }"#)
        try directory.write("Other/strings.json", #"{ "b": { "en": "B", "ja": "ビー" } }"#)
        try directory.write("Broken/strings.json", "{ broken")
        try directory.write("Vendor/strings.json", #"{ "v": { "en": "V" } }"#)
        try directory.write(".l10nlint.json", #"{ "exclude": ["Vendor"] }"#)
        let outcome = CLI.run(["lint", "App/strings.json", "Vendor/strings.json"], in: directory)
        #expect(outcome.status == .findings)
        #expect(outcome.standardOutput == "App/strings.json:1:3: error: 'a' has no ja translation [missing-translation]\n")
        #expect(outcome.standardError == "Found 1 error, 0 warnings and 0 notes in 3 files.\n")
    }

    /// A file named from outside the working directory is linted within its own project (the
    /// nearest folder above it with `.git`, `Package.swift` or an Xcode project), not within
    /// the working directory: run from `/` or a home folder, the whole disk was loaded.
    @Test func explicitFilesOutsideTheWorkingDirectoryLoadTheirOwnProject() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/.git/HEAD", "ref: refs/heads/main\n")
        try directory.write("App/Sources/strings.json", #"{ "a": { "en": "A", "zh-Hans": "甲" } }"#)
        try directory.write("App/Resources/strings.json", #"{ "b": { "en": "B", "ja": "ビー" } }"#)
        for index in 0..<4 { try directory.write("Elsewhere/Noise\(index)/strings.json", #"{ "n": { "en": "N" } }"#) }
        let outcome = CLI.run(["lint", directory.path + "/App/Sources/strings.json"], in: directory, subdirectory: "Elsewhere")
        #expect(outcome.status == .findings)
        #expect(outcome.standardOutput == directory.path + "/App/Sources/strings.json:1:3: error: 'a' has no ja translation [missing-translation]\n")
        #expect(outcome.standardError == "Found 1 error, 0 warnings and 0 notes in 2 files.\n")
    }
}
