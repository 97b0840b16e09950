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

/// Hostile shapes of valid-looking input: nesting deep enough to exhaust a recursive walk's
/// stack, and sizes that expose quadratic steps. Each ends with a positioned message or a
/// normal result, never a crash.
@Suite struct DepthAndScaleTests {
    private static let prefix = #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":"#
    private static let unit = #"{"stringUnit":{"state":"translated","value":"x"}}"#

    /// A catalog whose `en` value nests `level` `depth` times around a plain unit.
    private static func nested(_ level: String, closing: String, depth: Int) -> String {
        prefix + String(repeating: level, count: depth) + unit + String(repeating: closing, count: depth) + "}}}}"
    }

    @Test func sevenThousandNestedVariationsAreAPositionedParseError() throws {
        let directory = try TemporaryDirectory()
        let level = #"{"variations":{"device":{"iphone":"#
        try directory.write("Deep.xcstrings", Self.nested(level, closing: "}}}", depth: 7_000))
        let column = Self.prefix.utf8.count + (XCStringsLoader.maximumNesting + 1) * level.utf8.count + 1
        let expected = "Deep.xcstrings:1:\(column): error: variation 'iphone' is nested too deeply: more than 32 levels of 'variations' and 'substitutions' [parse-error]"
        let lint = CLI.run(["lint", "-q"], in: directory)
        #expect(lint.status == .failure)
        #expect(lint.standardOutput.split(separator: "\n").filter { $0.hasSuffix("[parse-error]") } == [Substring(expected)])
        let report = CLI.run(["report"], in: directory)
        #expect(report.status == .failure)
        #expect(report.standardError.hasPrefix(expected + "\n"), "report prints the line lint prints")
    }

    @Test func eightThousandNestedSubstitutionsAreAPositionedParseError() throws {
        let directory = try TemporaryDirectory()
        let level = #"{"substitutions":{"n":{"variations":{"plural":{"other":"#
        try directory.write("Deep.xcstrings", Self.nested(level, closing: "}}}}}", depth: 8_000))
        let column = Self.prefix.utf8.count + (XCStringsLoader.maximumNesting + 1) * level.utf8.count + 1
        let lint = CLI.run(["lint", "-q"], in: directory)
        #expect(lint.status == .failure)
        #expect(lint.standardOutput.split(separator: "\n").filter { $0.hasSuffix("[parse-error]") } == [
            "Deep.xcstrings:1:\(column): error: variation 'other' is nested too deeply: more than 32 levels of 'variations' and 'substitutions' [parse-error]"
        ])
        #expect(CLI.run(["report", "--format", "json"], in: directory).status == .failure)
    }

    @Test func thirtyTwoLevelsStillLoad() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Deep.xcstrings", Self.nested(#"{"variations":{"device":{"iphone":"#, closing: "}}}", depth: 32))
        let lint = CLI.run(["lint", "-q"], in: directory)
        #expect(!lint.standardOutput.contains("[parse-error]"))
        #expect(lint.status == .success)
    }

    @Test func hundredsOfThousandsOfOpenParenthesesInSwiftAreScanned() throws {
        let directory = try TemporaryDirectory()
        let deep = String(repeating: "(", count: 300_000)
        try directory.write("View.swift", "struct V: View { var body: some View { Button(action: save) { Image(systemName: \"gear\") } } }\n" + deep)
        let lint = CLI.run(["lint"], in: directory)
        #expect(lint.status == .success)
        #expect(lint.standardOutput == "View.swift:1:40: warning: icon-only Button showing 'gear' has no accessibility label [voiceover-label]\n")
    }

    /// Columns on long lines come from the block table: they must equal a direct UTF-16 count
    /// at every character boundary, around `\r\n` and at the end.
    @Test func longLineColumnsEqualADirectUTF16Count() {
        var generator = SplitMix64(seed: 7)
        let pieces = ["a", "é", "中", "😀", "\r\n", "\n", "\r", " "]
        var text = ""
        for index in 0..<40_000 {
            let roll = Int(generator.next() % 1000)
            text += roll == 0 ? pieces[4 + index % 2] : pieces[roll % 4]
        }
        let source = SourceText(text)
        let bytes = Array(text.utf8)
        var boundaries: [Int] = []
        var offset = 0
        for scalar in text.unicodeScalars {
            boundaries.append(offset)
            offset += String(scalar).utf8.count
        }
        boundaries.append(bytes.count)
        var line = 1
        var lineStart = 0
        var checked = 0
        for boundary in boundaries {
            if boundary > 0, bytes[boundary - 1] == 0x0A { line += 1; lineStart = boundary }
            guard boundary % 7 == 0 || boundary == bytes.count || bytes[min(boundary, bytes.count - 1)] == 0x0A else { continue }
            var end = boundary
            if end < bytes.count, bytes[end] == 0x0A, end > lineStart, bytes[end - 1] == 0x0D { end -= 1 }
            let expected = SourcePosition(line: line, column: String(decoding: bytes[lineStart..<end], as: UTF8.self).utf16.count + 1)
            #expect(source.position(at: boundary) == expected, "offset \(boundary)")
            checked += 1
        }
        #expect(checked > 1000)
    }

    /// Found by the `config` fuzz target: the end of a one-line text whose length is an exact
    /// multiple of the block size has no block entry of its own.
    @Test(arguments: [1025, 2048, 3072])
    func columnAtTheEndOfABlockSizedLine(_ length: Int) {
        let source = SourceText(String(repeating: "a", count: length))
        #expect(source.position(at: length) == SourcePosition(line: 1, column: length + 1))
        #expect(source.position(at: length - 1) == SourcePosition(line: 1, column: length))
    }
}
