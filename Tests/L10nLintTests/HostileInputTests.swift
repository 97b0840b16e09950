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

/// Inputs a linter meets on real machines: each gets a positioned message and exit code 2,
/// in bounded time, and never a crash.
@Suite struct HostileInputTests {
    private func lint(_ directory: TemporaryDirectory, _ paths: [String] = ["."]) -> CommandOutcome {
        L10nCommandLine.run(["lint"] + paths, environment: CommandEnvironment(workingDirectory: directory.path))
    }

    @Test func millionLevelsOfNestingAreAnErrorNotAStackOverflow() throws {
        let directory = try TemporaryDirectory()
        let depth = 1_000_000
        try directory.write("Arrays.xcstrings", String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        try directory.write("objects.strings.json", String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth))
        let outcome = lint(directory)
        #expect(outcome.status == .failure)
        #expect(outcome.standardOutput == """
            Arrays.xcstrings:1:1: error: a String Catalog must be an object, found an array [parse-error]
            objects.strings.json:1:\(5 * 64 + 6 - 5 + 1): error: namespaces nested too deeply at '\(Array(repeating: "a", count: 65).joined(separator: "."))' [parse-error]

            """)
    }

    @Test func twoHundredMegabyteSingleLineStringIsLinted() throws {
        let directory = try TemporaryDirectory()
        var text = Data("{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"localizations\":{\"zh-Hans\":{\"stringUnit\":{\"state\":\"new\",\"value\":\"".utf8)
        text.append(Data(repeating: UInt8(ascii: "x"), count: 200_000_000))
        text.append(Data("\"}}}}},\"version\":\"1.0\"}".utf8))
        try directory.write("Huge.xcstrings", text)
        let outcome = lint(directory)
        #expect(outcome.status == .findings)
        #expect(outcome.standardOutput == "Huge.xcstrings:1:104: error: 'k' in zh-Hans is marked new (not translated yet) [missing-translation]\n")
    }

    @Test func emptyBinaryAndNULFilesOfEveryFormat() throws {
        let directory = try TemporaryDirectory()
        for name in ["A.xcstrings", "a.strings.json", "en.lproj/A.strings", "en.lproj/A.stringsdict"] {
            try directory.write("empty/" + name, Data())
        }
        var generator = SplitMix64(seed: 42)
        let binary = Data((0..<4096).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
        try directory.write("binary/B.xcstrings", binary)
        try directory.write("binary/en.lproj/B.strings", binary)
        try directory.write("nul/en.lproj/C.strings", Data("\"a\" = \"b\0c\";\n".utf8))
        try directory.write("nul/C.xcstrings", Data("{\"sourceLanguage\": \"en\"\0}".utf8))
        let outcome = lint(directory)
        #expect(outcome.status == .failure)
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.hasSuffix("[parse-error]") }, "\(lines)")
        #expect(lines.first { $0.hasPrefix("empty/A.xcstrings:") } == "empty/A.xcstrings:1:1: error: empty document, expected a JSON value [parse-error]")
        #expect(lines.first { $0.hasPrefix("empty/a.strings.json:") } == "empty/a.strings.json:1:1: error: empty document, expected a JSON value [parse-error]")
        #expect(lines.contains { $0.hasPrefix("empty/en.lproj/A.stringsdict:1:1: error: ") })
        #expect(!lines.contains { $0.hasPrefix("empty/en.lproj/A.strings:") }, "an empty .strings file is valid")
        #expect(lines.contains { $0.hasPrefix("binary/B.xcstrings:1:1: error: ") })
        #expect(lines.contains { $0.hasPrefix("binary/en.lproj/B.strings:") })
        #expect(lines.contains { $0.hasPrefix("nul/en.lproj/C.strings:1:") })
        #expect(lines.contains("nul/C.xcstrings:1:24: error: expected ',' or '}' after object member, found U+00 [parse-error]"))
    }

    @Test func directoriesNamedLikeCatalogsAndSymlinkLoops() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.path + "/en.lproj/Localizable.strings", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/Loop.xcstrings", withDestinationPath: directory.path + "/Loop2.xcstrings")
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/Loop2.xcstrings", withDestinationPath: directory.path + "/Loop.xcstrings")
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/en.lproj/up", withDestinationPath: "..")
        let outcome = lint(directory)
        #expect(outcome.status == .failure)
        #expect(outcome.standardOutput == """
            Loop.xcstrings:1:1: error: cannot read file: too many levels of symbolic links [parse-error]
            Loop2.xcstrings:1:1: error: cannot read file: too many levels of symbolic links [parse-error]
            en.lproj/Localizable.strings:1:1: error: cannot read file: it is a directory [parse-error]

            """)
    }

    /// A folder named like Swift code (a vendored `Reachability.swift` package) is walked, and a
    /// source file's dangling link (a header generated at build time) is no file: neither fails
    /// the run. A localization file's dangling link is still reported.
    @Test func foldersNamedLikeCodeAreWalkedAndDanglingCodeLinksSkipped() throws {
        let directory = try TemporaryDirectory()
        try directory.write("External/Reachability.swift/Sources/Reachability.swift", "let title = NSLocalizedString(\"a\", comment: \"\")\n")
        try directory.write("App/en.lproj/Localizable.strings", "\"a\" = \"A\";\n")
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/App/config.h", withDestinationPath: "../png/config.h")
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/App/Gone.swift", withDestinationPath: "Generated/Gone.swift")
        var outcome = lint(directory)
        #expect(outcome.status == .success)
        #expect(outcome.standardOutput == "")
        #expect(outcome.standardError == "No problems found in 2 files.\n")
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/App/en.lproj/Gone.strings", withDestinationPath: "../gen/Gone.strings")
        outcome = lint(directory)
        #expect(outcome.status == .failure)
        #expect(outcome.standardOutput == "App/en.lproj/Gone.strings:1:1: error: cannot read file: no such file or directory [parse-error]\n")
    }

    /// A named pipe called like a catalog: reported, and never waited on (open would block).
    @Test func fifoNamedLikeACatalogDoesNotHang() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.path + "/en.lproj", withIntermediateDirectories: true)
        #expect(mkfifo(directory.path + "/en.lproj/Pipe.strings", 0o644) == 0)
        let outcome = lint(directory)
        #expect(outcome.status == .failure)
        #expect(outcome.standardOutput == "en.lproj/Pipe.strings:1:1: error: cannot read file: not a regular file [parse-error]\n")
    }

    /// Globs are relative to the configuration's folder: one that climbs out of the project could
    /// never match and would silently lint nothing, so it is an error at its place.
    @Test func configurationGlobsCannotEscapeTheProject() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/strings.json", #"{ "a": { "en": "A", "zh-Hans": "甲" } }"#)
        try directory.write("App/.l10nlint.json", """
            {
              "include": ["../../**/*.xcstrings", "Sources/**"],
              "exclude": ["/etc/**"],
              "ignore": [ { "rule": "missing-translation", "paths": ["../Other/**"], "reason": "not ours" } ]
            }
            """)
        let outcome = L10nCommandLine.run(["lint"], environment: CommandEnvironment(workingDirectory: directory.path + "/App"))
        #expect(outcome.status == .failure)
        #expect(outcome.standardOutput == "")
        #expect(outcome.standardError == """
            .l10nlint.json:2:15: error: 'include' pattern '../../**/*.xcstrings' leaves the project: patterns are relative to the folder of the configuration file and cannot use '..' or start with '/'
            .l10nlint.json:3:15: error: 'exclude' pattern '/etc/**' leaves the project: patterns are relative to the folder of the configuration file and cannot use '..' or start with '/'
            .l10nlint.json:4:58: error: 'paths' pattern '../Other/**' leaves the project: patterns are relative to the folder of the configuration file and cannot use '..' or start with '/'

            """)
    }

    @Test func unreadableDirectoryIsReported() throws {
        guard getuid() != 0 else {
            print("skipped unreadableDirectoryIsReported: running as root, which can read any directory")
            return
        }
        let directory = try TemporaryDirectory()
        try directory.write("locked/strings.json", "{}")
        chmod(directory.path + "/locked", 0)
        defer { chmod(directory.path + "/locked", 0o755) }
        let outcome = lint(directory)
        #expect(outcome.status == .failure)
        #expect(outcome.standardOutput == "locked:1:1: error: cannot read directory: permission denied [parse-error]\n")
    }

    @Test func pathsWithSpacesAndNonASCIICharacters() throws {
        let directory = try TemporaryDirectory()
        try directory.write("My App/Ressources été/日本語.lproj/Main.strings", "\"a\" = \"b\";\n\"a\" = \"c\";\n")
        let outcome = lint(directory, ["My App"])
        #expect(outcome.standardOutput == "My App/Ressources été/日本語.lproj/Main.strings:2:1: error: 'a' is defined twice (first at line 1) [duplicate-key]\n")
    }
}
