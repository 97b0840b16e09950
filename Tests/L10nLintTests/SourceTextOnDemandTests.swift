import Foundation
import Testing
@testable import L10nModel

/// Reads an array as a file would be read, at most `maximumRead` bytes a call, counting calls.
final class ArrayByteSource: ByteSource, @unchecked Sendable {
    private let bytes: [UInt8]
    private let maximumRead: Int
    private let lock = NSLock()
    private var calls = 0

    /// `bytes` is copied, so that pages a text gives back are not this source's.
    init(_ bytes: [UInt8], maximumRead: Int = .max) {
        self.bytes = bytes.map { $0 }
        self.maximumRead = maximumRead
    }

    var reads: Int { lock.withLock { calls } }

    func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> Int {
        lock.withLock { calls += 1 }
        guard offset < bytes.count, let target = buffer.baseAddress else { return 0 }
        let count = min(buffer.count, bytes.count - offset, maximumRead)
        bytes.withUnsafeBytes { target.copyMemory(from: $0.baseAddress! + offset, byteCount: count) }
        return count
    }
}

/// A large file's text is let go once parsed and read again on demand: every position, line and
/// byte must come out as from the text in memory, from one read per finding.
@Suite struct SourceTextOnDemandTests {
    /// The block-index sample (CRLF, 2- to 4-byte characters, a 3 000-byte line), on demand.
    private static func onDemand(_ bytes: [UInt8], maximumRead: Int = .max) -> (text: SourceText, source: ArrayByteSource) {
        let source = ArrayByteSource(bytes, maximumRead: maximumRead)
        return (SourceText(bytes: bytes.map { $0 }, source: source).readingOnDemand(), source)
    }

    @Test func everyOffsetAndLineResolvesAsInMemory() {
        let bytes = SourceTextBlockIndexTests.sample()
        let memory = SourceText(bytes: bytes)
        // Short reads too: a read may return fewer bytes than asked for.
        for (text, _) in [Self.onDemand(bytes), Self.onDemand(bytes, maximumRead: 7)] {
            #expect(text.readsOnDemand)
            #expect(!memory.readsOnDemand)
            #expect(text.byteCount == bytes.count)
            #expect(text.lineCount == memory.lineCount)
            let expected = SourceTextBlockIndexTests.expectedPositions(bytes)
            let mismatches = (0...bytes.count).filter { text.position(at: $0) != expected[$0] }
            #expect(mismatches.prefix(5) == [])
            for line in 0...(memory.lineCount + 1) {
                #expect(text.lineRange(line) == memory.lineRange(line), "line \(line)")
                #expect(text.line(line) == memory.line(line), "line \(line)")
                // A line's start, from one block read: its column 1's offset.
                #expect(text.offset(ofLine: line) == memory.offset(of: SourcePosition(line: line, column: 1)), "line \(line)")
                #expect(memory.offset(ofLine: line) == memory.offset(of: SourcePosition(line: line, column: 1)), "line \(line)")
            }
            for offset in stride(from: 0, through: bytes.count, by: 53) {
                let position = memory.position(at: offset)
                #expect(text.offset(of: position) == memory.offset(of: position), "offset \(offset)")
            }
            #expect(text.bytes == bytes)
            #expect(text.bytes(in: 1000..<1100) == Array(bytes[1000..<1100]))
            #expect(text.bytes(in: bytes.count - 3..<bytes.count + 50) == Array(bytes[(bytes.count - 3)...]))
        }
    }

    /// A snippet (SARIF's region text) is the bytes between the two ends' offsets, as in memory,
    /// for ends in order or not, on one line or several, past a line's end or the text's, and
    /// reads the file once where the ends are near.
    @Test func aSnippetIsTheTextBetweenItsEnds() {
        let bytes = SourceTextBlockIndexTests.sample()
        let memory = SourceText(bytes: bytes)
        func expected(_ text: SourceText, _ start: SourcePosition, _ end: SourcePosition, _ maximum: Int) -> String? {
            guard start < end, end.line <= text.lineCount else { return nil }
            let (lower, upper) = (text.offset(of: start), text.offset(of: end))
            guard lower < upper, upper - lower <= maximum else { return nil }
            return String(decoding: text.bytes(in: lower..<upper), as: UTF8.self)
        }
        var positions: [SourcePosition] = stride(from: 0, through: bytes.count, by: 37).map { memory.position(at: $0) }
        positions += [SourcePosition(line: 0, column: 1), SourcePosition(line: 3, column: 400), SourcePosition(line: memory.lineCount, column: 9),
            SourcePosition(line: memory.lineCount + 1, column: 1), SourcePosition(line: 2, column: 1), SourcePosition(line: 2, column: 200)]
        for (text, source) in [(memory, nil), Self.onDemand(bytes), Self.onDemand(bytes, maximumRead: 7)] {
            var compared = 0, snippets = 0
            for (index, start) in positions.enumerated() {
                for end in positions[max(0, index - 3)..<min(positions.count, index + 40)] {
                    for maximum in [4_096, 10] {
                        let snippet = text.text(from: start, to: end, maximumBytes: maximum)
                        #expect(snippet == expected(memory, start, end, maximum), "\(start) to \(end), at most \(maximum)")
                        compared += 1
                        if snippet != nil { snippets += 1 }
                    }
                }
            }
            #expect(compared > 10_000 && snippets > 1_000)
            #expect(text.readsOnDemand == (source != nil))
        }
        let (onDemand, source) = Self.onDemand(bytes)
        let before = source.reads
        #expect(onDemand.text(from: SourcePosition(line: 10, column: 3), to: SourcePosition(line: 12, column: 2), maximumBytes: 4_096)
            == expected(memory, SourcePosition(line: 10, column: 3), SourcePosition(line: 12, column: 2), 4_096))
        #expect(source.reads == before + 1)
    }

    /// A finding resolves both ends of its range from one read, on the long line as well.
    @Test func aRangeResolvesFromOneRead() {
        let bytes = SourceTextBlockIndexTests.sample()
        let memory = SourceText(bytes: bytes)
        let (text, source) = Self.onDemand(bytes)
        for start in stride(from: 0, to: bytes.count - 40, by: 97) {
            let before = source.reads
            let positions = text.positions(of: start, start + 40)
            #expect(positions.start == memory.position(at: start) && positions.end == memory.position(at: start + 40), "\(start)")
            // The long line's columns are counted from its blocks' offsets, each block read apart.
            if memory.lineRange(memory.position(at: start).line).count <= 1024 { #expect(source.reads == before + 1, "\(start)") }
        }
        // A line's start is one read.
        let before = source.reads
        #expect(text.offset(ofLine: 40) == memory.lineRange(40).lowerBound && source.reads == before + 1)
        // Ends far apart are resolved one by one.
        #expect(text.positions(of: 10, bytes.count - 1) == (memory.position(at: 10), memory.position(at: bytes.count - 1)))
        #expect(text.positions(of: -4, bytes.count + 4) == (memory.position(at: 0), memory.position(at: bytes.count)))
    }

    /// Many lines' starts at once, as the SARIF writer asks for them: each as ``offset(ofLine:)``
    /// says (lines past either end too, in any order), lines in order sharing reads.
    @Test func manyLinesStartsFromFewReads() {
        let bytes = SourceTextBlockIndexTests.sample() + Array(String(repeating: "\"k\" : \"日本語\",\n", count: 3_000).utf8)
        let memory = SourceText(bytes: bytes)
        let every = Array(-1...(memory.lineCount + 2))
        let expected = every.map { memory.offset(ofLine: $0) }
        #expect(memory.offsets(ofLines: every) == expected)
        #expect(memory.offsets(ofLines: every.reversed()) == expected.reversed())
        for maximumRead in [Int.max, 7] {
            let (text, source) = Self.onDemand(bytes, maximumRead: maximumRead)
            #expect(text.offsets(ofLines: every) == expected)
            let blocks = (bytes.count + 1_023) / 1_024
            if maximumRead == .max { #expect(source.reads <= blocks / 64 + 1, "\(source.reads) reads, \(blocks) blocks") }
            #expect(text.offsets(ofLines: [5, 3_000, 7]) == [5, 3_000, 7].map { memory.offset(ofLine: $0) })
        }
    }

    /// A file truncated after it was parsed reads as zeros where it ended: positions stay within
    /// the text as it was indexed, and nothing traps.
    @Test func aTruncatedFileReadsAsZeros() {
        let bytes = Array(String(repeating: "\"key\" : \"value\",\n", count: 500).utf8)
        let source = ArrayByteSource(Array(bytes[..<4000]))
        let text = SourceText(bytes: bytes, source: source).readingOnDemand()
        #expect(text.bytes(in: 3990..<4010) == Array(bytes[3990..<4000]) + Array(repeating: 0, count: 10))
        #expect(text.position(at: 3000) == SourcePosition(line: 177, column: 9))
        #expect(text.position(at: bytes.count).line <= text.lineCount)
        #expect(text.line(400).allSatisfy { $0 == "\0" })
    }

    /// Pages a loader gave back are read again from the source; a text without one keeps its bytes.
    @Test func discardedPagesAreReadAgainFromTheSource() {
        let bytes = Array(String(repeating: "\"k\" : \"日本語 👍\",\n", count: 8_000).utf8)
        let memory = SourceText(bytes: bytes)
        let source = ArrayByteSource(bytes)
        let loading = SourceText(bytes: bytes.map { $0 }, source: source)
        loading.discardBytes(in: 0..<bytes.count)
        #expect(loading.readAgain().bytes == bytes)
        #expect(!loading.readAgain().readsOnDemand)
        let text = loading.readingOnDemand()
        for offset in stride(from: 0, through: bytes.count, by: 1013) {
            #expect(text.position(at: offset) == memory.position(at: offset), "\(offset)")
        }
        let kept = SourceText(bytes: bytes.map { $0 })
        kept.discardBytes(in: 0..<bytes.count)
        #expect(kept.bytes == bytes)
        #expect(kept.readingOnDemand().bytes == bytes && !kept.readingOnDemand().readsOnDemand)
    }
}
