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

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every file discovery sees is linted or reported: names that are not UTF-8 and paths longer
/// than PATH_MAX used to vanish, leaving "No problems found in 0 files" and exit 0.
@Suite struct DiscoveryCompletenessTests {
    private static let expected = ":3:3: error: 'common.done' has no zh-Hans translation [missing-translation]\n"

    /// Creates the directories of `components` under `root` one at a time (relative to the
    /// previous descriptor, so the whole path may exceed PATH_MAX), then writes `name` there.
    private func makeTree(_ root: String, _ components: [[UInt8]], file name: String, contents: String) throws {
        var directory = open(root, O_RDONLY | O_DIRECTORY)
        try #require(directory >= 0)
        for component in components {
            let made = (component + [0]).withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { mkdirat(directory, $0.baseAddress!, 0o755) } }
            try #require(made == 0)
            let next = (component + [0]).withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { openat(directory, $0.baseAddress!, O_RDONLY | O_DIRECTORY) } }
            close(directory)
            directory = next
            try #require(directory >= 0)
        }
        let file = openat(directory, name, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        close(directory)
        try #require(file >= 0)
        let bytes = Array(contents.utf8)
        #expect(bytes.withUnsafeBytes { write(file, $0.baseAddress, $0.count) } == bytes.count)
        close(file)
    }

    @Test func aFolderWhoseNameIsNotUTF8IsLintedAndShownEscaped() throws {
        let directory = try TemporaryDirectory()
        try makeTree(directory.path, [Array("caf".utf8) + [0xE9], Array("ok".utf8)], file: "strings.json", contents: CommandLineTests.goodCatalog)
        let outcome = CLI.run(["lint"], in: directory)
        #expect(outcome.status == .findings)
        #expect(outcome.standardOutput == "caf\\xE9/ok/strings.json" + Self.expected)
        #expect(outcome.standardError == "Found 1 error, 0 warnings and 0 notes in 1 file.\n")
    }

    @Test func aCatalogBeyondPathMaxIsLinted() throws {
        let directory = try TemporaryDirectory()
        let components = (0..<45).map { Array(String(format: "%03d", $0).utf8) + Array(repeating: UInt8(ascii: "d"), count: 97) }
        try makeTree(directory.path, components, file: "strings.json", contents: CommandLineTests.goodCatalog)
        let relative = components.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "/") + "/strings.json"
        #expect((directory.path + "/" + relative).utf8.count > 4096)
        let outcome = CLI.run(["lint"], in: directory)
        #expect(outcome.status == .findings)
        #expect(outcome.standardOutput == relative + Self.expected)
        #expect(outcome.standardError == "Found 1 error, 0 warnings and 0 notes in 1 file.\n")
    }
}

/// The summary counts files that failed, not their errors.
@Suite struct ParseFailureSummaryTests {
    @Test func oneFileWithThreeParseErrorsIsOneFile() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Bad.xcstrings", #"{"sourceLanguage":"en","strings":{"a":1,"b":2,"c":3},"version":"1.0"}"#)
        let outcome = CLI.run(["lint"], in: directory)
        #expect(outcome.status == .failure)
        #expect(outcome.standardOutput.split(separator: "\n").count == 3)
        #expect(outcome.standardError == "Found 3 errors, 0 warnings and 0 notes in 1 file. 1 file could not be read or parsed.\n")
    }
}
