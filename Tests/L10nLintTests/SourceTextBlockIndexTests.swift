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

/// `SourceText` keeps one index entry per 1 KB block, not per line: every offset and line must
/// still resolve as a per-line table would, across block edges, CRLF, multi-byte and long lines.
@Suite struct SourceTextBlockIndexTests {
    /// Short lines (some CRLF, some with 2-, 3- and 4-byte characters, some empty), a 3 000-byte
    /// line in the middle and a last line without a terminator: many blocks of every kind.
    static func sample() -> [UInt8] {
        var text = ""
        for index in 0..<400 {
            switch index % 7 {
            case 0: text += "plain line \(index)\n"
            case 1: text += "crlf é line \(index)\r\n"
            case 2: text += "\n"
            case 3: text += "日本語 \(index) 👍\n"
            case 4: text += "\r\n"
            case 5: text += String(repeating: "x", count: index % 50) + "\n"
            default: text += "\"k\" : \"v 🎉\",\n"
            }
            if index == 200 { text += String(repeating: "long é 👍 ", count: 250) + "\r\n" }
        }
        return Array((text + "last \r").utf8)
    }

    /// Line and UTF-16 column of every offset, computed in one forward pass.
    static func expectedPositions(_ bytes: [UInt8]) -> [SourcePosition] {
        var result: [SourcePosition] = []
        var line = 1
        var column = 1
        for offset in 0...bytes.count {
            // A `\r` just before the `\n` at `offset` is not part of the line's columns.
            let crBeforeNewline = offset > 0 && offset < bytes.count && bytes[offset] == 0x0A && bytes[offset - 1] == 0x0D
            result.append(SourcePosition(line: line, column: crBeforeNewline ? column - 1 : column))
            guard offset < bytes.count else { break }
            if bytes[offset] == 0x0A {
                line += 1
                column = 1
            } else {
                column += bytes[offset] & 0xC0 == 0x80 ? 0 : bytes[offset] >= 0xF0 ? 2 : 1
            }
        }
        return result
    }

    @Test func everyOffsetResolvesAsALineTableWould() {
        let bytes = Self.sample()
        let text = SourceText(bytes: bytes)
        let expected = Self.expectedPositions(bytes)
        #expect(bytes.count > 8 * 1024)
        var mismatches: [String] = []
        for offset in 0...bytes.count where text.position(at: offset) != expected[offset] {
            mismatches.append("\(offset): \(text.position(at: offset)) != \(expected[offset])")
        }
        #expect(mismatches.prefix(5) == [])
        #expect(text.position(at: -5) == SourcePosition(line: 1, column: 1))
        #expect(text.position(at: bytes.count + 9) == expected[bytes.count])
    }

    @Test func everyLineHasItsRangeWithoutTerminator() {
        let bytes = Self.sample()
        let text = SourceText(bytes: bytes)
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        #expect(text.lineCount == lines.count)
        for (index, line) in lines.enumerated() {
            // Only a `\r` before a `\n` is a terminator: the last line keeps its `\r`.
            let body = index < lines.count - 1 && line.last == 0x0D ? line.dropLast() : line
            #expect(text.lineRange(index + 1) == body.startIndex..<body.endIndex, "line \(index + 1)")
            #expect(text.line(index + 1) == String(decoding: body, as: UTF8.self))
        }
        #expect(text.lineRange(0) == bytes.count..<bytes.count)
        #expect(text.lineRange(lines.count + 1) == bytes.count..<bytes.count)
        #expect(text.line(lines.count) == "last \r")
    }

    @Test func offsetOfIsTheInverseOfPositionOnCharacterStarts() {
        let bytes = Self.sample()
        let text = SourceText(bytes: bytes)
        for offset in stride(from: 0, through: bytes.count, by: 37) where offset == bytes.count || bytes[offset] & 0xC0 != 0x80 {
            guard offset == bytes.count || bytes[offset] != 0x0A || offset == 0 || bytes[offset - 1] != 0x0D else { continue }
            #expect(text.offset(of: text.position(at: offset)) == offset, "offset \(offset)")
        }
    }

    @Test func aMillionLinesResolveAtBothEnds() {
        let text = SourceText(bytes: Array(String(repeating: "ab\n", count: 1_000_000).utf8))
        #expect(text.lineCount == 1_000_001)
        for line in [1, 2, 341, 342, 343, 500_000, 999_999, 1_000_000] {
            #expect(text.position(at: 3 * (line - 1) + 1) == SourcePosition(line: line, column: 2))
            #expect(text.lineRange(line) == 3 * (line - 1)..<3 * (line - 1) + 2)
            #expect(text.offset(of: SourcePosition(line: line, column: 3)) == 3 * (line - 1) + 2)
        }
        #expect(text.position(at: 3_000_000) == SourcePosition(line: 1_000_001, column: 1))
        #expect(text.lineRange(1_000_001) == 3_000_000..<3_000_000)
    }

    @Test func textsOfExactlyOneBlockAndEmptyTexts() {
        let empty = SourceText(bytes: [])
        #expect(empty.lineCount == 1)
        #expect(empty.position(at: 0) == SourcePosition(line: 1, column: 1))
        #expect(empty.lineRange(1) == 0..<0)
        let block = Array(String(repeating: "abc\n", count: 256).utf8)
        #expect(block.count == 1024)
        let text = SourceText(bytes: block)
        #expect(text.lineCount == 257)
        #expect(text.position(at: 1024) == SourcePosition(line: 257, column: 1))
        #expect(text.position(at: 1023) == SourcePosition(line: 256, column: 4))
        #expect(text.lineRange(256) == 1020..<1023)
        #expect(text.lineRange(257) == 1024..<1024)
    }
}

@Suite struct SourceTextNewlineCountTests {
    @Test func vectorCountAgreesWithBytes() {
        // Bytes next to `\n` in value or bit pattern, at every alignment and length.
        let alphabet: [UInt8] = [0x0A, 0x0B, 0x09, 0x8A, 0x80, 0x0A, 0x00, 0xFF, 0x7F, 0x2A, 0x0A, 0x4A]
        var bytes: [UInt8] = []
        for index in 0..<997 { bytes.append(alphabet[(index * 7 + index / 13) % alphabet.count]) }
        bytes.withUnsafeBufferPointer { buffer in
            for start in 0..<17 {
                for end in stride(from: start, through: buffer.count, by: 5) {
                    let expected = buffer[start..<end].filter { $0 == 0x0A }.count
                    #expect(SourceText.newlines(in: buffer, start..<end) == expected, "\(start)..<\(end)")
                }
            }
        }
    }

    /// A lane counts up to 255 before it is added up: runs of `\n` long enough to fill every
    /// lane, and more, count every one.
    @Test func longRunsOfLineFeedsCountEveryOne() {
        let lineFeeds = [UInt8](repeating: 0x0A, count: 16 * 255 * 3 + 21)
        lineFeeds.withUnsafeBufferPointer { buffer in
            for range in [0..<buffer.count, 3..<buffer.count, 0..<16 * 255, 0..<16 * 256, 5..<16 * 255 + 5] {
                #expect(SourceText.newlines(in: buffer, range) == range.count, "\(range)")
            }
        }
    }
}
