#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import L10nModel

/// Counting a line's earlier repeats by hashing only the lines that can repeat it.
///
/// A line's hash is a function of its *window*: the first 100 UTF-16 code units from its start,
/// spaces and tabs skipped, then the end-of-file marker and zeros. Two lines with the same
/// window have the same first sixteen bytes of it (the line's *key*), so only the lines whose key
/// is an asked line's key can repeat an asked line's hash (a 64-bit collision of two different
/// windows aside). A line costs its indentation and eight bytes (sixteen when those start an
/// asked line's key), and `memchr` finds the next line; the rolling hash over every code unit of the text cost about 28 instructions
/// a byte, a third of a core-second on a 100 MB catalog, more than the rest of a SARIF run.
extension PrimaryLocationLineHash {
    /// The hashes of the asked `lines` (lines past the end have none), counting each one's
    /// earlier repeats among the lines up to the last asked one. The text is cut into
    /// `sections` read on different cores, each `partSize` bytes at a time; the sections'
    /// counts are summed in order. Nil when the text has a `\r` (which ends a line that the
    /// text's line index does not count) or invalid UTF-8 before the last asked line's window
    /// ends, or in a hashed window.
    static func countedHashes(of lines: Set<Int>, in text: SourceText, partSize: Int, sections: Int) -> [Int: String]? {
        let asked = lines.filter { $0 >= 1 && $0 <= text.lineCount }.sorted()
        guard let lastAsked = asked.last else { return [:] }
        let pieces = stride(from: 0, to: asked.count, by: 1_024).map { asked[$0..<min($0 + 1_024, asked.count)] }
        let ownWindows = Parallel.map(pieces) { windows(ofLines: $0, in: text, partSize: max(1, partSize)) }
        guard ownWindows.allSatisfy({ $0 != nil }) else { return nil }
        let own = ownWindows.flatMap { $0 ?? [] }
        let keys = KeyFilter(keys: own.map(\.key))
        let wanted = Set(own.map(\.hash))
        let filter = FixedBitSet(capacity: 1 << 16, members: wanted.lazy.map(CandidateCounts.topBits))
        let starts = sectionStarts(of: text, before: lastAsked, sections: sections)
        let counted = Parallel.map(Array(starts.indices)) { position -> CandidateCounts? in
            let first = starts[position]
            let isLast = position + 1 == starts.count
            let lastLine = isLast ? lastAsked : starts[position + 1].line - 1
            // The last asked line's window is checked as it is hashed.
            let checkedEnd = isLast ? text.offset(ofLine: lastAsked) : starts[position + 1].offset
            var counts = CandidateCounts(wanted: wanted, filter: filter, asked: asked, own: own.map(\.hash), next: asked.firstIndex { $0 >= first.line } ?? asked.count)
            let scan = CandidateScan(text: text, keys: keys, partSize: max(1, partSize))
            guard scan.run(lines: first.line...lastLine, from: first.offset, checkingUpTo: checkedEnd, into: &counts), !counts.disagrees else { return nil }
            return counts
        }
        guard counted.allSatisfy({ $0 != nil }) else { return nil }
        var before: [UInt64: Int] = [:]
        var hashes: [Int: String] = [:]
        for section in counted.compactMap({ $0 }) {
            for found in section.found { hashes[found.line] = format(found.raw, before[found.raw, default: 0] + found.count) }
            for (raw, count) in section.counts { before[raw, default: 0] += count }
        }
        return hashes.count == asked.count ? hashes : nil
    }

    /// The key and hash of each of `lines` (in increasing order), read `partSize` bytes at a
    /// time from the first line of a part on: reads per line, from a file read on demand, were
    /// system calls per finding. Nil when a window has a `\r` or invalid UTF-8.
    private static func windows(ofLines lines: ArraySlice<Int>, in text: SourceText, partSize: Int) -> [(key: LineKey, hash: UInt64)]? {
        let starts = text.offsets(ofLines: Array(lines))
        var windows: [(key: LineKey, hash: UInt64)] = []
        var next = 0
        while next < starts.count {
            let first = starts[next]
            let read = text.withWindow(first..<(first + partSize + CandidateScan.overhang)) { window -> Bool in
                while next < starts.count {
                    let start = starts[next]
                    // A line near the part's end starts the next part (but the part's first line).
                    guard start == first || start + CandidateScan.overhang <= window.end || window.end == text.byteCount else { return true }
                    let own = reading(text, at: start, in: window) { p, index, isTextEnd -> (key: LineKey, hash: WindowHash)? in
                        guard let hash = windowHash(p, from: index, isTextEnd: isTextEnd) else { return nil }
                        guard case .hash = hash else { return (LineKey(), hash) }
                        return key(p, from: index, isTextEnd: isTextEnd).map { ($0, hash) }
                    }
                    guard case .hash(let hash) = own.hash else { return false }
                    windows.append((own.key, hash))
                    next += 1
                }
                return true
            }
            guard read else { return nil }
        }
        return windows
    }

    /// The first sixteen bytes of a line's window, lane `i` of `low` holding byte `i` and lane
    /// `i` of `high` byte `8 + i`. Eight were too few in a catalog: `"state" :` starts a quarter
    /// of its lines, and a finding on one made every such line a candidate.
    struct LineKey: Hashable, Sendable {
        var low: UInt64 = 0
        var high: UInt64 = 0
    }

    /// The asked lines' keys, most other keys turned away by their first eight bytes' bit.
    struct KeyFilter: Sendable {
        private let keys: Set<LineKey>
        private let starts: FixedBitSet

        init(keys: [LineKey]) {
            self.keys = Set(keys)
            starts = FixedBitSet(capacity: 1 << 16, members: keys.lazy.map { Self.bitIndex($0.low) })
        }

        /// Sixteen well-mixed bits: keys are mostly ASCII, whose high bits are all alike.
        private static func bitIndex(_ word: UInt64) -> Int { Int((word &* 0x9E37_79B9_7F4A_7C15) >> 48) }

        /// False when no asked line's key starts with these eight bytes.
        func mayStart(with low: UInt64) -> Bool { starts.contains(Self.bitIndex(low)) }

        func contains(_ key: LineKey) -> Bool { mayStart(with: key.low) && keys.contains(key) }
    }

    /// One section's lines read in order: each line's key, and the hash of each candidate.
    private struct CandidateScan {
        let text: SourceText
        let keys: KeyFilter
        let partSize: Int
        /// Bytes read past a part, so that most windows of its last lines are in it.
        static let overhang = 512

        init(text: SourceText, keys: KeyFilter, partSize: Int) {
            (self.text, self.keys, self.partSize) = (text, keys, partSize)
        }

        /// Feeds `counts` every candidate among `lines`, the first starting at byte `start`;
        /// false at a `\r` or invalid UTF-8 before `checkedEnd` or in a hashed window.
        func run(lines: ClosedRange<Int>, from start: Int, checkingUpTo checkedEnd: Int, into counts: inout CandidateCounts) -> Bool {
            var line = lines.lowerBound - 1
            var offset = start
            var atLineStart = true
            var checked = start
            var done = false
            while !done, offset < text.byteCount || atLineStart {
                let partEnd = min(offset + partSize, text.byteCount)
                let read = text.withWindow(offset..<min(partEnd + Self.overhang, text.byteCount)) { window -> Bool in
                    if checked < min(partEnd, checkedEnd) {
                        guard let end = PrimaryLocationLineHash.checkedEnd(window, from: checked, to: min(partEnd, checkedEnd)) else { return false }
                        checked = end
                    }
                    var position = offset
                    while true {
                        if atLineStart {
                            line += 1
                            if line > lines.upperBound {
                                done = true
                                return true
                            }
                            guard candidate(line, at: position, in: window, into: &counts) else { return false }
                            atLineStart = false
                        }
                        guard position < partEnd, let base = window.buffer.baseAddress,
                            let found = memchr(base + (position - window.start), Int32(lineFeedByte), partEnd - position)
                        else {
                            position = partEnd
                            break
                        }
                        position = window.start + (UnsafeRawPointer(found) - UnsafeRawPointer(base)) + 1
                        atLineStart = true
                        // The next part starts at this line (at the text's end: its last, empty line).
                        if position >= partEnd { break }
                    }
                    offset = position
                    return true
                }
                guard read else { return false }
            }
            return true
        }

        /// Hashes line `line` when its key is an asked line's key; false when its window has a
        /// `\r` or invalid UTF-8.
        private func candidate(_ line: Int, at offset: Int, in window: SourceText.Window, into counts: inout CandidateCounts) -> Bool {
            let key = PrimaryLocationLineHash.reading(text, at: offset, in: window) { PrimaryLocationLineHash.key($0, from: $1, isTextEnd: $2, startingLike: keys) }
            guard keys.contains(key) else { return true }
            guard case .hash(let raw) = PrimaryLocationLineHash.reading(text, at: offset, in: window, PrimaryLocationLineHash.windowHash) else { return false }
            counts.add(line: line, raw: raw)
            return true
        }
    }

    /// Per section: how often each wanted hash occurs among the candidates, and each asked
    /// line's hash with its count so far in the section. Lines come in increasing order, so
    /// the asked lines are walked with one cursor (`next`).
    struct CandidateCounts: Sendable {
        let wanted: Set<UInt64>
        /// The top 16 bits of the wanted hashes (``topBits(_:)``).
        let filter: FixedBitSet
        /// The asked lines in order, and each one's own hash.
        let asked: [Int]
        let own: [UInt64]
        var next: Int
        var counts: [UInt64: Int] = [:]
        var found: [(line: Int, raw: UInt64, count: Int)] = []
        /// True when an asked line's hash in the scan is not its own hash.
        var disagrees = false

        init(wanted: Set<UInt64>, filter: FixedBitSet, asked: [Int], own: [UInt64], next: Int) {
            (self.wanted, self.filter, self.asked, self.own, self.next) = (wanted, filter, asked, own, next)
        }

        static func topBits(_ hash: UInt64) -> Int { Int(hash >> 48) }

        mutating func add(line: Int, raw: UInt64) {
            let isAsked = next < asked.count && asked[next] == line
            guard filter.contains(Self.topBits(raw)), wanted.contains(raw) else {
                if isAsked { disagrees = true }
                return
            }
            let count = counts[raw, default: 0] + 1
            counts[raw] = count
            if isAsked {
                if own[next] == raw { found.append((line, raw, count)) } else { disagrees = true }
                next += 1
            }
        }
    }

    // MARK: Reading a window

    /// `body` applied at byte `offset` of `window`, or of ever larger reads of the text where
    /// the window ends too soon (`body` returns nil: it needs bytes past the buffer).
    static func reading<Result>(
        _ text: SourceText, at offset: Int, in window: SourceText.Window?,
        _ body: (UnsafeBufferPointer<UInt8>, Int, Bool) -> Result?
    ) -> Result {
        if let window, let result = body(window.buffer, offset - window.start, window.end == text.byteCount) { return result }
        var size = 1_024
        while true {
            if let result = text.withWindow(offset..<(offset + size), { body($0.buffer, 0, $0.end == text.byteCount) }) { return result }
            size *= 4
        }
    }

    /// The first sixteen bytes of the window at `index`, nil when `p` ends first. Given a
    /// filter, a key whose first eight bytes start no asked line's key is left at those (most
    /// lines are turned away at half the cost).
    static func key(_ p: UnsafeBufferPointer<UInt8>, from index: Int, isTextEnd: Bool, startingLike filter: KeyFilter? = nil) -> LineKey? {
        guard let low = eightBytes(p, from: index, isTextEnd: isTextEnd) else { return nil }
        if let filter, !filter.mayStart(with: low.word) { return LineKey(low: low.word) }
        return eightBytes(p, from: low.next, isTextEnd: isTextEnd).map { LineKey(low: low.word, high: $0.word) }
    }

    /// The next eight bytes of a window from `index`, lane `i` holding byte `i`, and where the
    /// window goes on; spaces and tabs skipped, a word at a time where a word holds none. Past
    /// the text's end come the marker's UTF-8 (EF BF BF) and zeros (`index` counts on into them).
    /// Nil when `p` ends before the text does.
    private static func eightBytes(_ p: UnsafeBufferPointer<UInt8>, from index: Int, isTextEnd: Bool) -> (word: UInt64, next: Int)? {
        var index = index
        if let base = UnsafeRawPointer(p.baseAddress) {
            while index + 8 <= p.count {
                let word = ByteWord.load(from: base, at: index)
                let blanks = ByteWord.bytesEqual(word, 0x20) | ByteWord.bytesEqual(word, 0x09)
                if blanks == 0 { return (word, index + 8) }
                // Past the blanks that start the word; from the first one after a byte, bytewise.
                let leading = (~blanks & ByteWord.highBits).trailingZeroBitCount >> 3
                if leading == 0 { break }
                index += leading
            }
        }
        var word: UInt64 = 0
        var taken: UInt64 = 0
        while taken < 8 {
            let byte: UInt8
            if index < p.count {
                byte = p[index]
            } else {
                guard isTextEnd else { return nil }
                let padding = index - p.count
                byte = padding == 0 ? 0xEF : padding < 3 ? 0xBF : 0
            }
            index += 1
            if byte == 0x20 || byte == 0x09 { continue }
            word |= UInt64(byte) << (8 * taken)
            taken += 1
        }
        return (word, index)
    }

    /// A window's hash, or why there is none.
    enum WindowHash {
        case hash(UInt64)
        /// The window has a `\r` or invalid UTF-8: the rolling pass decides.
        case unusable
    }

    /// The hash of the window at `index` by Horner's rule (what the rolling hash holds when
    /// the line is output: the units that left the window were zeros), nil when `p` ends first.
    static func windowHash(_ p: UnsafeBufferPointer<UInt8>, from index: Int, isTextEnd: Bool) -> WindowHash? {
        var hash: UInt64 = 0
        var units = 0
        var index = index
        while units < blockSize {
            guard index < p.count else {
                guard isTextEnd else { return nil }
                hash = hash &* base &+ UInt64(endOfFile)
                units += 1
                while units < blockSize {
                    hash = hash &* base
                    units += 1
                }
                break
            }
            let lead = p[index]
            if lead < 0x80 {
                index += 1
                if lead == 0x20 || lead == 0x09 { continue }
                if lead == 0x0D { return .unusable }
                hash = hash &* base &+ UInt64(lead)
                units += 1
                continue
            }
            guard let length = UTF8Validation.sequenceLength(p, at: index, end: p.count) else {
                // A sequence cut short by the end of a read is read again from a longer one.
                return !isTextEnd && index + 4 > p.count ? nil : .unusable
            }
            var scalar = UInt32(lead) & (0xFF >> (length + 1))
            for next in (index + 1)..<(index + length) { scalar = scalar << 6 | UInt32(p[next] & 0x3F) }
            index += length
            if scalar < 0x10000 {
                hash = hash &* base &+ UInt64(scalar)
                units += 1
            } else {
                hash = hash &* base &+ UInt64(0xD800 + ((scalar - 0x10000) >> 10))
                units += 1
                // The low surrogate of a pair whose high one is the window's last unit is outside it.
                if units < blockSize {
                    hash = hash &* base &+ UInt64(0xDC00 + ((scalar - 0x10000) & 0x3FF))
                    units += 1
                }
            }
        }
        return .hash(hash)
    }

    /// Where the bytes from `from` on, valid UTF-8 without a `\r`, end at or past `to` (sixteen
    /// ASCII bytes at a time); nil at a `\r` or an invalid sequence.
    static func checkedEnd(_ window: SourceText.Window, from: Int, to: Int) -> Int? {
        let p = window.buffer
        guard let base = UnsafeRawPointer(p.baseAddress) else { return from >= to ? from : nil }
        var index = from - window.start
        let end = to - window.start
        while index < end {
            if index + 16 <= end {
                let first = ByteWord.load(from: base, at: index)
                let second = ByteWord.load(from: base, at: index + 8)
                if ByteWord.nonASCIIBytes(first | second) == 0, ByteWord.bytesEqual(first, 0x0D) | ByteWord.bytesEqual(second, 0x0D) == 0 {
                    index += 16
                    continue
                }
            }
            let byte = p[index]
            if byte < 0x80 {
                if byte == 0x0D { return nil }
                index += 1
                continue
            }
            guard let length = UTF8Validation.sequenceLength(p, at: index, end: p.count) else { return nil }
            index += length
        }
        return window.start + index
    }
}
