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

/// The CLI in-process: exact outputs and exit codes.
@Suite struct CommandLineTests {
    private func run(_ arguments: [String], in directory: TemporaryDirectory) -> CommandOutcome {
        L10nCommandLine.run(arguments, environment: CommandEnvironment(workingDirectory: directory.path))
    }

    static let goodCatalog = """
        {
          "common.back": { "en": "Back", "zh-Hans": "返回" },
          "common.done": { "en": "Done 🎉" }
        }
        """

    @Test func lintPrintsCompilerStyleFindingsAndExitsOne() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/strings.json", Self.goodCatalog)
        let outcome = run(["lint"], in: directory)
        #expect(outcome.status == .findings)
        #expect(outcome.standardOutput == "App/strings.json:3:3: error: 'common.done' has no zh-Hans translation [missing-translation]\n")
        #expect(outcome.standardError == "Found 1 error, 0 warnings and 0 notes in 1 file.\n")
    }

    @Test func localeFlagLimitsRequiredLocales() throws {
        let directory = try TemporaryDirectory()
        try directory.write("strings.json", Self.goodCatalog)
        let outcome = run(["lint", "--locale", "ja", "."], in: directory)
        #expect(outcome.standardOutput == """
            strings.json:2:3: error: 'common.back' has no ja translation [missing-translation]
            strings.json:3:3: error: 'common.done' has no ja translation [missing-translation]

            """)
        let clean = run(["lint", "--locale=en"], in: directory)
        #expect(clean.status == .success)
        #expect(clean.standardOutput == "")
        #expect(clean.standardError == "No problems found in 1 file.\n")
    }

    @Test func parseFailuresExitTwoAfterReportingEverythingElse() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a/strings.json", Self.goodCatalog)
        try directory.write("b/Localizable.xcstrings", "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n")
        try directory.write("c/empty.strings.json", "")
        try FileManager.default.createDirectory(atPath: directory.path + "/d/Dir.xcstrings", withIntermediateDirectories: true)
        try directory.write("e/strings.json", Data([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]))
        let outcome = run(["lint"], in: directory)
        #expect(outcome.status == .failure)
        #expect(outcome.standardOutput == """
            a/strings.json:3:3: error: 'common.done' has no zh-Hans translation [missing-translation]
            b/Localizable.xcstrings:4:1: error: unexpected end of file, expected a string key or '}' after '{' [parse-error]
            c/empty.strings.json:1:1: error: empty document, expected a JSON value [parse-error]
            d/Dir.xcstrings:1:1: error: cannot read file: it is a directory [parse-error]
            e/strings.json:1:3: error: invalid UTF-8 byte sequence in string [parse-error]

            """)
        #expect(outcome.standardError == "Found 5 errors, 0 warnings and 0 notes in 5 files. 4 files could not be read or parsed.\n")
    }

    /// Legacy tables' bytes are checked once, by their parsers: invalid UTF-8 and a NUL byte
    /// are reported where they are, and a binary property list is named as one.
    @Test func unreadableTableBytesAreReportedWhereTheyAre() throws {
        let directory = try TemporaryDirectory()
        try directory.write("en.lproj/Localizable.strings", Data(Array("\"a\" = \"A\";\n\"b\" = \"".utf8) + [0xFF] + Array("\";\n".utf8)))
        try directory.write("fr.lproj/Localizable.strings", Data(Array("\"a\" = \"b".utf8) + [0] + Array("\";\n".utf8)))
        try directory.write("en.lproj/Plurals.stringsdict", Data(Array("bplist00".utf8) + [0xD1, 0x01, 0x02, 0xFF]))
        let outcome = run(["lint"], in: directory)
        #expect(outcome.status == .failure)
        #expect(outcome.standardOutput == """
            en.lproj/Localizable.strings:2:8: error: invalid UTF-8 byte sequence [parse-error]
            en.lproj/Plurals.stringsdict:1:1: error: expected an XML property list, found a binary property list [parse-error]
            fr.lproj/Localizable.strings:1:9: error: expected UTF-8 or UTF-16 text, found a NUL byte [parse-error]

            """)
    }

    @Test func utf16StringsFilesLoadWithTheSameColumns() throws {
        let directory = try TemporaryDirectory()
        let english = "/* 标题 */\n\"title\" = \"Settings ⚙️\";\n\"done\" = \"Done\";\n"
        let chinese = "\"title\" = \"设置 ⚙️\";\n\"title\" = \"设置\";\n"
        var littleEndian = Data([0xFF, 0xFE])
        littleEndian.append(english.data(using: .utf16LittleEndian)!)
        try directory.write("Res/en.lproj/Main.strings", littleEndian)
        var bigEndian = Data([0xFE, 0xFF])
        bigEndian.append(chinese.data(using: .utf16BigEndian)!)
        try directory.write("Res/zh-Hans.lproj/Main.strings", bigEndian)
        let outcome = run(["lint"], in: directory)
        #expect(outcome.standardOutput == """
            Res/en.lproj/Main.strings:3:1: error: 'done' has no zh-Hans translation [missing-translation]
            Res/zh-Hans.lproj/Main.strings:2:1: error: 'title' is defined twice (first at line 1) [duplicate-key]

            """)
    }

    /// A path argument that does not exist is the user's mistake, not a file's: a usage error.
    @Test func missingPathIsAUsageError() throws {
        let directory = try TemporaryDirectory()
        let outcome = run(["lint", "no/such/dir"], in: directory)
        #expect(outcome == CommandOutcome(status: .failure, standardError: "error: 'no/such/dir' does not exist (no such file or directory)\n"))
    }

    @Test func unreadableFileIsAParseError() throws {
        guard getuid() != 0 else {
            print("skipped unreadableFileIsAParseError: running as root, which can read any file")
            return
        }
        let directory = try TemporaryDirectory()
        let file = try directory.write("strings.json", Self.goodCatalog)
        chmod(file.path, 0)
        defer { chmod(file.path, 0o644) }
        let outcome = run(["lint"], in: directory)
        #expect(outcome.status == .failure)
        #expect(outcome.standardOutput == "strings.json:1:1: error: cannot read file: permission denied [parse-error]\n")
    }

    @Test func usageErrorsExitTwoWithSuggestions() throws {
        let directory = try TemporaryDirectory()
        let unknownOption = run(["lint", "--formt", "sarif"], in: directory)
        #expect(unknownOption.status == .failure)
        #expect(unknownOption.standardError == """
            error: unknown option '--formt' (did you mean '--format'?)
            Usage: l10n lint [<options>] [<path> ...]
              See 'l10n lint --help' for more information.

            """)
        let badValue = run(["lint", "--format", "xml"], in: directory)
        #expect(badValue.standardError.hasPrefix("error: invalid value 'xml' for '--format', expected one of: text, sarif, json, github"))
        #expect(run(["lint", "--locale"], in: directory).standardError.hasPrefix("error: missing value for '--locale <locale>'"))
        #expect(run(["lint", "--locale", "Chinese"], in: directory).standardError.hasPrefix("error: 'Chinese' for '--locale' is not a BCP 47 locale identifier (for example en, zh-Hans, pt-BR)\nUsage: l10n lint "))
        #expect(run(["lnt"], in: directory).standardError.hasPrefix("error: unknown subcommand 'lnt' (did you mean 'lint'?)"))
        #expect(run(["lint", "--strict=yes"], in: directory).standardError.hasPrefix("error: option '--strict' does not take a value"))
    }

    /// Run from `/` (as Xcode may run a build-tool plugin), paths stay absolute, so the issue
    /// navigator can open them.
    @Test func pathsFromTheRootDirectoryStayAbsolute() throws {
        let directory = try TemporaryDirectory()
        try directory.write("strings.json", #"{ "a": { "en": "A", "zh-Hans": "甲" }, "b": { "en": "B", "ja": "ビー" } }"#)
        let outcome = L10nCommandLine.run(["lint", "--quiet", directory.path], environment: CommandEnvironment(workingDirectory: "/"))
        #expect(outcome.standardOutput.hasPrefix("\(directory.path)/strings.json:1:3: error: 'a' has no ja translation [missing-translation]\n"))
    }

    @Test func helpAndVersion() throws {
        let directory = try TemporaryDirectory()
        #expect(run(["--version"], in: directory) == CommandOutcome(status: .success, standardOutput: "\(ToolInfo.version)\n"))
        let built = CommandEnvironment(workingDirectory: directory.path, buildCommit: "1a2b3c4d5e6f")
        #expect(L10nCommandLine.run(["--version"], environment: built).standardOutput == "\(ToolInfo.version) (commit 1a2b3c4d5e6f)\n")
        let help = run(["lint", "--help"], in: directory).standardOutput
        #expect(help.hasPrefix("OVERVIEW: Check catalogs"))
        for section in ["USAGE: l10n lint [<options>] [<path> ...]", "ARGUMENTS:", "OPTIONS:", "  --format <format>       Output format: text (people and editors), sarif (code scanning), json (scripts), github (Actions annotations). (values: text, sarif, json, github; default: text)", "EXIT CODES:"] {
            #expect(help.contains(section), "missing \(section)")
        }
        #expect(run(["help", "lint"], in: directory).standardOutput == help)
        let root = run([], in: directory).standardOutput
        #expect(root.contains("SUBCOMMANDS:\n  lint"))
    }

    @Test func outputIsWrittenAtomicallyAndNeverOverAnInput() throws {
        let directory = try TemporaryDirectory()
        try directory.write("strings.json", Self.goodCatalog)
        let written = run(["lint", "--output", "out/report.txt"], in: directory)
        #expect(written.status == .failure)
        #expect(written.standardError.hasPrefix("error: cannot write '"))
        #expect(written.standardError.contains("does not exist"))
        try FileManager.default.createDirectory(atPath: directory.path + "/out", withIntermediateDirectories: true)
        let ok = run(["lint", "-o", "out/report.txt"], in: directory)
        #expect(ok.status == .findings)
        #expect(ok.standardOutput == "")
        #expect(directory.read("out/report.txt") == "strings.json:3:3: error: 'common.done' has no zh-Hans translation [missing-translation]\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path + "/out") == ["report.txt"])
        let refused = run(["lint", "--output", "strings.json"], in: directory)
        #expect(refused.status == .failure)
        #expect(refused.standardError == "error: refusing to write the report to 'strings.json': it is one of the linted input files\n")
        #expect(directory.read("strings.json") == Self.goodCatalog)
    }

    @Test func rulesListsAndDescribes() throws {
        let directory = try TemporaryDirectory()
        let list = run(["rules"], in: directory).standardOutput
        #expect(list.hasPrefix("RULE"))
        for id in RuleRegistry.ids { #expect(list.contains(id.rawValue)) }
        let page = run(["rules", "duplicate-key"], in: directory)
        #expect(page.standardOutput == RuleDocumentation.markdown(for: DuplicateKeyRule.description))
        let unknown = run(["rules", "duplicate-keys"], in: directory)
        #expect(unknown.status == .failure)
        #expect(unknown.standardError == "error: unknown rule 'duplicate-keys' (did you mean 'duplicate-key'?); run 'l10n rules' for the list\n")
    }

    /// A Settings bundle's pane, found on disk, says which keys its table shows: a title left
    /// behind by a renamed option is unused, not untranslated (a-Shell's "Enable TeX").
    @Test func settingsBundlePanesDecideTheirTablesKeys() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Settings.bundle/Root.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict><key>PreferenceSpecifiers</key><array>
              <dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Show toolbar</string></dict>
            </array></dict>
            </plist>
            """)
        try directory.write("App/Settings.bundle/en.lproj/Root.strings", "\"Show toolbar\" = \"Show toolbar\";\n\"Enable TeX\" = \"Enable TeX\";\n")
        try directory.write("App/Settings.bundle/fr.lproj/Root.strings", "\"Show toolbar\" = \"Afficher la barre\";\n\"Enable TeX\" = \"Activer TeX\";\n\"Old option\" = \"Ancienne option\";\n")
        try directory.write("App/Settings.bundle/de.lproj/Root.strings", "\"Show toolbar\" = \"Symbolleiste zeigen\";\n")
        let outcome = run(["lint", "."], in: directory)
        #expect(outcome.status == .success)
        #expect(outcome.standardOutput == """
            App/Settings.bundle/en.lproj/Root.strings:2:1: note: 'Enable TeX' is shown by no item of its Settings.bundle's panes [unused-key]
            App/Settings.bundle/fr.lproj/Root.strings:3:1: note: 'Old option' is shown by no item of its Settings.bundle's panes [unused-key]

            """)
        // The pane is an input: no report may replace it.
        let overwrite = run(["lint", ".", "--output", "App/Settings.bundle/Root.plist"], in: directory)
        #expect(overwrite.status == .failure)
        #expect(overwrite.standardError.contains("App/Settings.bundle/Root.plist"))
    }

    /// Another tool's `strings.json` (ChatSecure's, which a script turns into code) is noted and
    /// skipped, not failed value by value with exit 2; ours with a wrong value still fails.
    @Test func otherFormatStringsJSONIsNotedNotFailed() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/strings.json", Self.goodCatalog)
        try directory.write("Strings/strings.json", #"{ "ABOUT_STRING": { "comment": "Title for the about page", "string": "About" } }"#)
        let outcome = run(["lint", "."], in: directory)
        #expect(outcome.status == .findings)
        #expect(outcome.standardOutput == "App/strings.json:3:3: error: 'common.done' has no zh-Hans translation [missing-translation]\n")
        let note = #"note: Strings/strings.json is not a design-system strings.json (no key has an object of translations such as {"en": "…"}): not linted"#
        #expect(outcome.standardError.contains(note + "\n"))
        // `report` says it too, or a translator's table would leave the file out silently.
        let report = run(["report", "."], in: directory)
        #expect(report.status == .success)
        #expect(report.standardError.hasPrefix(note + "\nReport: "))

        try directory.write("Strings/strings.json", #"{ "about": { "en": "About", "de": 5 } }"#)
        let broken = run(["lint", "."], in: directory)
        #expect(broken.status == .failure)
        #expect(broken.standardOutput.hasSuffix("Strings/strings.json:1:35: error: 'about' in de must be a string or a plural object, found a number [parse-error]\n"))
    }

    @Test func discoverySkipsBuildFoldersAndDirectorySymlinks() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/strings.json", Self.goodCatalog)
        try directory.write(".build/checkouts/strings.json", "{ broken")
        try directory.write("Pods/X/strings.json", "{ broken")
        try directory.write("Vendor/Sparkle.framework/Versions/B/Resources/de.lproj/Sparkle.strings", "broken = ")
        try directory.write("Vendor/Sparkle.xcframework/macos/Sparkle.framework/Resources/de.lproj/Sparkle.strings", "broken = ")
        try directory.write("External/Installer.xpc/Contents/MacOS/Updater.app/Contents/Resources/tr.lproj/Sparkle.strings", "broken = ")
        try directory.write("External/Share.appex/Contents/Resources/de.lproj/Localizable.strings", "broken = ")
        try directory.write("App/en-US.xcloc/Source Contents/App/Localizable.xcstrings", "{ broken")
        try directory.write("App/Preview Content/PreviewLocalizable.xcstrings", "{ broken")
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/App/loop", withDestinationPath: directory.path)
        let outcome = run(["lint", "."], in: directory)
        #expect(outcome.status == .findings)
        #expect(outcome.standardOutput == "App/strings.json:3:3: error: 'common.done' has no zh-Hans translation [missing-translation]\n")
    }
}

/// The real executable: what a shell, pre-commit or CI sees.
@Suite struct ExecutableTests {
    @Test func brokenInputGivesOneLineAndNoStackTrace() throws {
        guard let executable = PackagePaths.executable else {
            print("skipped ExecutableTests: the l10n executable is not built")
            return
        }
        let directory = try TemporaryDirectory()
        try directory.write("Localizable.xcstrings", String(repeating: "[", count: 200_000))
        try directory.write("My App 日本語/strings.json", "{\"a\": {\"en\": \"A\"}, }")
        let process = Process()
        process.executableURL = executable
        process.arguments = ["lint", "."]
        process.currentDirectoryURL = directory.url
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(stdout == """
            Localizable.xcstrings:1:200001: error: unexpected end of file, expected a value [parse-error]
            My App 日本語/strings.json:1:20: error: trailing comma: expected a string key after ',', found '}' [parse-error]

            """)
        #expect(stderr == "Found 2 errors, 0 warnings and 0 notes in 2 files. 2 files could not be read or parsed.\n")
    }

    /// `l10n lint | head -1`: the reader closes the pipe after one line; the run ends quietly
    /// with its documented status (1: findings), not killed by SIGPIPE (141).
    @Test(.enabled(if: PackagePaths.executable != nil, "needs the built l10n executable"))
    func aClosedPipeEndsTheRunWithItsStatus() throws {
        let executable = try #require(PackagePaths.executable)
        let directory = try TemporaryDirectory()
        // About 600 KB of findings: far more than a pipe holds, so the write meets the closed end.
        let keys = (0..<6_000).map { #""key.\#($0)": { "en": "Value \#($0)" }"# }.joined(separator: ", ")
        // A tenth of the keys translated: the others are findings one by one.
        let translated = (0..<700).map { #""done.\#($0)": { "en": "Done", "zh-Hans": "完成" }"# }.joined(separator: ", ")
        try directory.write("strings.json", "{ " + translated + ", " + keys + " }")
        let script = "set -o pipefail; '\(executable.path)' lint . 2>/dev/null | head -1"
        let result = try ProcessRunner.run("/bin/bash", ["-c", script], in: directory.url)
        #expect(result.status == 1)
        #expect(result.standardOutput == "strings.json:1:32793: error: 'key.0' has no zh-Hans translation [missing-translation]\n")
        #expect(result.standardError == "")
    }
}
