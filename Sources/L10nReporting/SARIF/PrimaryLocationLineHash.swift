import Foundation
import L10nModel

/// `partialFingerprints.primaryLocationLineHash`, computed exactly like GitHub's `upload-sarif`
/// (a port of `computeFirstMod`/`hash` in github/codeql-action `src/fingerprints.ts`).
///
/// GitHub matches alerts across commits by this value. The action fills it in only when it is
/// absent, so API uploads without it get duplicate alerts; and when it is present but differs
/// from what the action computes, the action logs an "inconsistent fingerprint" warning. Writing
/// the action's own value keeps both upload paths in agreement.
///
/// The algorithm: a rolling hash (base 37, wrapping mod 2^64) over a window of the next 100
/// UTF-16 code units from the start of each line, skipping spaces and tabs and reaching into the
/// following lines. CR, LF and CRLF each end a line (normalized to LF). After the text comes one
/// EOF marker (65535) and zero padding. Each line's value is `hex:n`, where `n` counts how often
/// the same hash was already produced in this file, so repeated lines stay distinct.
public enum PrimaryLocationLineHash {
    static let blockSize = 100
    static let base: UInt64 = 37
    static let endOfFile: UInt16 = 65535
    private static let tab: UInt16 = 0x09
    private static let space: UInt16 = 0x20
    private static let lineFeed: UInt16 = 0x0A
    private static let carriageReturn: UInt16 = 0x0D

    /// base^blockSize mod 2^64: the weight of the code unit that leaves the window. A literal
    /// (a test checks it is 37^100): computed in a closure, it was a lazy global whose
    /// once-check ran for every code unit of the text.
    static let firstMod: UInt64 = 0xe59c_d09a_331c_db71

    /// The hash of every line of `text`; element `i` belongs to line `i + 1`, where CR, LF and
    /// CRLF all end a line (so the count can exceed the number of LF-terminated lines).
    public static func lineHashes(of text: String) -> [String] {
        var state = State(sink: EveryLine())
        for unit in text.utf16 { state.process(unit) }
        state.finish()
        return state.sink.hashes
    }

    /// The hash of one 1-based line (CR, LF and CRLF ending lines), or nil past the end.
    public static func hash(ofLine line: Int, in text: String) -> String? {
        let hashes = lineHashes(of: text)
        return hashes.indices.contains(line - 1) ? hashes[line - 1] : nil
    }

    /// The hashes of only `lines` (1-based; lines past the end have none), read from the text a
    /// part at a time: a large catalog has millions of lines and a few thousand findings, and
    /// formatting and keeping every line's hash cost more than linting it. A line's count is
    /// how often its hash came before: each asked line's own hash is computed first (from its
    /// start), then one pass over the text counts only those hashes, so memory grows with the
    /// lines asked, not the lines read.
    public static func hashes(ofLines lines: Set<Int>, in text: SourceText) -> [Int: String] {
        // Eight sections a core (of 4 MB at least): with two a core, the last section of a
        // 100 MB catalog ran alone for a twentieth of a SARIF run.
        let cores = ProcessInfo.processInfo.activeProcessorCount
        return hashes(ofLines: lines, in: text, partSize: 1 << 20, sections: max(1, min(8 * cores, text.byteCount / (4 << 20))))
    }

    /// ``hashes(ofLines:in:)`` reading `partSize` bytes at a time, in up to `sections` sections
    /// hashed on different cores.
    static func hashes(ofLines lines: Set<Int>, in text: SourceText, partSize: Int, sections: Int = 1) -> [Int: String] {
        guard let last = lines.max(), last >= 1 else { return [:] }
        if let counted = countedHashes(of: lines, in: text, partSize: max(1, partSize), sections: sections) { return counted }
        // A `\r` (a line end the text's line index does not count) or invalid UTF-8: every
        // line's raw hash up to the last one asked for is kept (8 bytes a line) and counted.
        guard let raw = rawHashes(upTo: last, in: text, partSize: max(1, partSize), sections: sections) else {
            // Not valid UTF-8: hashed the slow way, as `String(decoding:as:)` repairs it.
            let all = lineHashes(of: String(decoding: text.bytes, as: UTF8.self))
            return Dictionary(uniqueKeysWithValues: lines.compactMap { all.indices.contains($0 - 1) ? ($0, all[$0 - 1]) : nil })
        }
        let wanted = Set(lines.compactMap { raw.indices.contains($0 - 1) ? raw[$0 - 1] : nil })
        var counts: [UInt64: Int] = [:]
        var hashes: [Int: String] = [:]
        for (index, hash) in raw.enumerated() where wanted.contains(hash) {
            let count = (counts[hash] ?? 0) + 1
            counts[hash] = count
            if lines.contains(index + 1) { hashes[index + 1] = format(hash, count) }
        }
        return hashes
    }

    /// The raw hash of every line up to `last` (fewer when the text ends first); nil when the
    /// text is not valid UTF-8.
    ///
    /// A line's hash depends only on the 100 code units from its start, not on what came
    /// before (the rolling hash subtracts what leaves the window exactly), so the text is cut
    /// into sections just after a `\n`, each hashed from a fresh state on its own core and
    /// read on past its end until its last line has its window. Line numbers come from the
    /// text's own line index, which counts `\n` only: a text with a `\r` (which also ends a
    /// line here) is hashed in one section.
    private static func rawHashes(upTo last: Int, in text: SourceText, partSize: Int, sections: Int) -> [UInt64]? {
        let starts = sectionStarts(of: text, before: last, sections: sections)
        let hashed = Parallel.map(Array(starts.indices)) { position -> Section? in
            let first = starts[position]
            let end = position + 1 < starts.count ? starts[position + 1].line - 1 : last
            var state = State(sink: RawHashes(first: first.line, last: end), lineNumber: first.line - 1)
            guard feed(text, from: first.offset, into: &state, partSize: partSize) else { return nil }
            return Section(raw: state.sink.raw, sawCarriageReturn: state.sawCarriageReturn)
        }
        guard hashed.allSatisfy({ $0 != nil }) else { return nil }
        let sections = hashed.compactMap { $0 }
        if sections.count > 1, sections.contains(where: \.sawCarriageReturn) {
            return rawHashes(upTo: last, in: text, partSize: partSize, sections: 1)
        }
        return sections.flatMap(\.raw)
    }

    private struct Section: Sendable {
        var raw: [UInt64]
        var sawCarriageReturn: Bool
    }

    /// Where each section starts (the first at the text's start), each just after a `\n` and
    /// before the start of line `last`, with its 1-based line.
    static func sectionStarts(of text: SourceText, before last: Int, sections: Int) -> [(offset: Int, line: Int)] {
        var starts = [(offset: 0, line: 1)]
        guard sections > 1, last > 1 else { return starts }
        let end = last <= text.lineCount ? text.offset(ofLine: last) : text.byteCount
        let size = end / sections
        guard size > 0 else { return starts }
        for section in 1..<sections {
            // The first byte after a `\n` at or past the section's share, looked for a little at a time.
            var offset = max(section * size, starts[starts.count - 1].offset + 1)
            var found: Int?
            while found == nil, offset < end {
                let window = text.bytes(in: offset..<min(offset + 4096, end))
                if let newline = window.firstIndex(of: lineFeedByte) { found = offset + newline + 1 } else { offset += window.count }
            }
            guard let start = found, start < end else { break }
            starts.append((start, text.position(at: start).line))
        }
        return starts
    }

    static let lineFeedByte = UInt8(ascii: "\n")

    /// The text's UTF-16 code units from byte `start` (a scalar's first byte), decoded from its
    /// UTF-8 a part at a time, until the sink has every line it wants; false (and nothing
    /// finished) at the first invalid sequence.
    private static func feed<Sink: LineSink>(_ text: SourceText, from start: Int = 0, into state: inout State<Sink>, partSize: Int) -> Bool {
        var offset = start
        while offset < text.byteCount, !state.sink.isComplete {
            // Up to three bytes past the part complete a scalar that starts in it.
            let bytes = text.bytes(in: offset..<min(offset + partSize + 3, text.byteCount))
            let end = min(partSize, bytes.count)
            guard let consumed = bytes.withUnsafeBufferPointer({ decode($0, upTo: end, into: &state) }) else { return false }
            offset += consumed
        }
        state.finish()
        return true
    }

    /// Feeds the scalars starting before `end` and returns the bytes they took; nil when one is
    /// not valid UTF-8.
    private static func decode<Sink: LineSink>(_ p: UnsafeBufferPointer<UInt8>, upTo end: Int, into state: inout State<Sink>) -> Int? {
        var index = 0
        while index < end {
            let lead = p[index]
            if lead < 0x80 {
                state.process(UInt16(lead))
                index += 1
                // A section of the text stops as soon as its last line has its hash.
                if lead == lineFeedByte, state.sink.isComplete { return index }
                continue
            }
            guard let length = UTF8Validation.sequenceLength(p, at: index, end: p.count) else { return nil }
            var scalar = UInt32(lead) & (0xFF >> (length + 1))
            for next in (index + 1)..<(index + length) { scalar = scalar << 6 | UInt32(p[next] & 0x3F) }
            if scalar < 0x10000 {
                state.process(UInt16(scalar))
            } else {
                state.process(UInt16(0xD800 + ((scalar - 0x10000) >> 10)))
                state.process(UInt16(0xDC00 + ((scalar - 0x10000) & 0x3FF)))
            }
            index += length
        }
        return index
    }

    /// What is done with each line's raw hash, in line order.
    private protocol LineSink {
        mutating func emit(line: Int, raw: UInt64)
        /// True once no later line matters.
        var isComplete: Bool { get }
    }

    /// Every line's `hex:n`, counting every hash.
    private struct EveryLine: LineSink {
        var hashCounts: [UInt64: Int] = [:]
        var hashes: [String] = []
        var isComplete: Bool { false }

        mutating func emit(line: Int, raw: UInt64) {
            let count = (hashCounts[raw] ?? 0) + 1
            hashCounts[raw] = count
            hashes.append(PrimaryLocationLineHash.format(raw, count))
        }
    }

    /// The raw hash of every line from `first` to `last` (element `i` is line `first + i`).
    private struct RawHashes: LineSink {
        let first: Int
        let last: Int
        var raw: [UInt64] = []
        var isComplete: Bool { raw.count > last - first }

        mutating func emit(line: Int, raw hash: UInt64) {
            if line >= first, line <= last { raw.append(hash) }
        }
    }

    static func format(_ raw: UInt64, _ count: Int) -> String { String(raw, radix: 16) + ":" + String(count) }

    /// The rolling state of `hash()` in fingerprints.ts; field names follow the original. The
    /// window and its line numbers live in one fixed buffer: the state runs per code unit.
    private struct State<Sink: LineSink> {
        var sink: Sink
        private let ring = Ring()
        /// The ring's buffers, held directly: read per code unit without going through the ring.
        private let window: UnsafeMutablePointer<UInt16>
        private let lineNumbers: UnsafeMutablePointer<Int>
        var hashRaw: UInt64 = 0
        var index = 0
        var lineNumber = 0
        var lineStart = true
        var previousWasCR = false
        /// True once a `\r` was read (it ends a line, which the text's line index does not count).
        var sawCarriageReturn = false

        /// `lineNumber`: the lines before the first one this state reads.
        init(sink: Sink, lineNumber: Int = 0) {
            self.sink = sink
            self.lineNumber = lineNumber
            window = ring.window
            lineNumbers = ring.lineNumbers
        }

        @inline(__always)
        mutating func process(_ unit: UInt16) {
            var current = unit
            if current == space || current == tab || (previousWasCR && current == lineFeed) {
                previousWasCR = false
                return
            }
            if current == carriageReturn {
                current = lineFeed
                previousWasCR = true
                sawCarriageReturn = true
            } else {
                previousWasCR = false
            }
            if lineNumbers[index] != -1 { outputHash() }
            if lineStart {
                lineStart = false
                lineNumber += 1
                lineNumbers[index] = lineNumber
            }
            if current == lineFeed { lineStart = true }
            update(current)
        }

        /// The end-of-file marker, then the zero padding that flushes the last lines.
        mutating func finish() {
            process(endOfFile)
            for _ in 0..<blockSize {
                if lineNumbers[index] != -1 { outputHash() }
                update(0)
            }
        }

        /// Lines are emitted in increasing order: each output is the oldest pending line.
        mutating func outputHash() {
            sink.emit(line: lineNumbers[index], raw: hashRaw)
            lineNumbers[index] = -1
        }

        @inline(__always)
        mutating func update(_ current: UInt16) {
            let begin = window[index]
            window[index] = current
            hashRaw = (base &* hashRaw) &+ UInt64(current) &- (firstMod &* UInt64(begin))
            index = index + 1 == blockSize ? 0 : index + 1
        }
    }

    /// The window of the last ``blockSize`` code units and the line that starts at each slot
    /// (-1 for none), indexed without bounds or uniqueness checks (`index` stays below the size).
    private final class Ring {
        let window = UnsafeMutablePointer<UInt16>.allocate(capacity: blockSize)
        let lineNumbers = UnsafeMutablePointer<Int>.allocate(capacity: blockSize)

        init() {
            window.initialize(repeating: 0, count: blockSize)
            lineNumbers.initialize(repeating: -1, count: blockSize)
        }

        deinit {
            window.deallocate()
            lineNumbers.deallocate()
        }
    }
}
