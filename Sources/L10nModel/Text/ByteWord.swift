/// Eight bytes tested at once (SWAR on a `UInt64`): the scanners' word-at-a-time loops share
/// these tests so each bit trick is written, and checked against a byte walk, once. They are
/// the inner loops of parsers in other modules, so they must inline there: `@inlinable` alone
/// does not inline a `package` type's members across modules, `@usableFromInline` makes it.
///
/// A *mask* has the high bit (0x80) of a lane set where the lane's byte matches, nothing else.
/// Lane `i` is the byte at `offset + i` of a ``load(from:at:)``, so `lowestLane(_:)` of a mask
/// is the first match in memory order.
@usableFromInline package enum ByteWord {
    /// The high bit of every lane.
    @inlinable package static var highBits: UInt64 { 0x8080_8080_8080_8080 }

    /// Every bit but the high one of every lane.
    @inlinable package static var lowBits: UInt64 { 0x7F7F_7F7F_7F7F_7F7F }

    /// `byte` in each of a word's eight lanes.
    @inlinable @inline(__always)
    package static func broadcast(_ byte: UInt8) -> UInt64 { 0x0101_0101_0101_0101 &* UInt64(byte) }

    /// The eight bytes at `base + offset`, at any alignment, lane `i` holding byte `offset + i`.
    @inlinable @inline(__always)
    package static func load(from base: UnsafeRawPointer, at offset: Int) -> UInt64 {
        UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The lane of a mask's lowest set bit: the first match (8 when there is none).
    @inlinable @inline(__always)
    package static func lowestLane(_ mask: UInt64) -> Int { mask.trailingZeroBitCount >> 3 }

    // MARK: Exact masks (no carry crosses lanes: safe to count with `nonzeroBitCount`)

    /// Exactly the zero bytes of `word`.
    @inlinable @inline(__always)
    package static func zeroBytes(_ word: UInt64) -> UInt64 {
        ~(((word & lowBits) &+ lowBits) | word | lowBits)
    }

    /// Exactly the bytes of `word` equal to `byte`.
    @inlinable @inline(__always)
    package static func bytesEqual(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        zeroBytes(word ^ broadcast(byte))
    }

    /// Exactly the bytes of `word` at or above 0x80.
    @inlinable @inline(__always)
    package static func nonASCIIBytes(_ word: UInt64) -> UInt64 { word & highBits }

    /// Exactly the ASCII digits of `word`, whose bytes must all be ASCII (a byte at or above
    /// 0x80 would carry into the lane above).
    @inlinable @inline(__always)
    package static func asciiDigitBytes(ofASCII word: UInt64) -> UInt64 {
        // A lane's high bit: set by adding 0x50 from "0" up, by adding 0x46 from ":" up.
        (word &+ broadcast(0x50)) & ~(word &+ broadcast(0x46)) & highBits
    }

    // MARK: Scan masks (cheaper; exact up to the first match only)

    // These subtract across the whole word: a borrow out of a matching lane can also mark the
    // lanes above it. So a scan mask is nonzero exactly when some byte matches, and its
    // `lowestLane` is the first match, but it must not be counted.

    /// The bytes of `word` below `bound` (at most 0x80), up to the first.
    @inlinable @inline(__always)
    package static func scanBytesBelow(_ word: UInt64, _ bound: UInt8) -> UInt64 {
        (word &- broadcast(bound)) & ~word & highBits
    }

    /// The zero bytes of `word`, up to the first.
    @inlinable @inline(__always)
    package static func scanZeroBytes(_ word: UInt64) -> UInt64 { scanBytesBelow(word, 1) }

    /// The bytes of `word` equal to `byte`, up to the first.
    @inlinable @inline(__always)
    package static func scanBytesEqual(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        scanZeroBytes(word ^ broadcast(byte))
    }

    // MARK: Whole buffers

    /// Where the first eight-byte word at or after `offset` that `mayMatter` accepts starts, or
    /// the last bytes too few for a word: the words passed over hold nothing a scan looks for,
    /// so it walks byte by byte only from there.
    @inlinable @inline(__always)
    package static func firstWord(in bytes: UnsafeBufferPointer<UInt8>, from offset: Int, where mayMatter: (UInt64) -> Bool) -> Int {
        guard let base = bytes.baseAddress else { return offset }
        var offset = offset
        while offset + 8 <= bytes.count, !mayMatter(load(from: base, at: offset)) { offset += 8 }
        return offset
    }

    /// Whether `test` accepts an offset of `bytes`, asked in order of the bytes `candidates`
    /// marks (a mask, or a scan mask: its lowest lane is the first match): words without one
    /// pass eight bytes at a time, and a word with one is tested from its first candidate, not
    /// walked from its start (a text's typographic quotes, its `%@`, are candidates of many
    /// scans). The last bytes, too few for a word, are all tested: `test` takes any byte.
    @inlinable
    package static func containsCandidate(
        in bytes: UnsafeBufferPointer<UInt8>, candidates: (UInt64) -> UInt64, where test: (Int) -> Bool
    ) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var index = 0
        while index < bytes.count {
            index = firstWord(in: bytes, from: index) { candidates($0) != 0 }
            guard index + 8 <= bytes.count else { break }
            index += lowestLane(candidates(load(from: UnsafeRawPointer(base), at: index)))
            if test(index) { return true }
            index += 1
        }
        while index < bytes.count {
            if test(index) { return true }
            index += 1
        }
        return false
    }

    /// How many leading bytes `left` and `right` share, reading no further than `limit` (at
    /// most the shorter's count), eight bytes at a time: texts are compared with their source
    /// text, and a byte walk was a percent of a lint.
    @inlinable
    package static func commonPrefixLength(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>, upTo limit: Int) -> Int {
        guard limit > 0, let a = left.baseAddress, let b = right.baseAddress else { return 0 }
        var offset = 0
        while offset + 8 <= limit {
            let difference = load(from: a, at: offset) ^ load(from: b, at: offset)
            if difference != 0 { return offset + lowestLane(difference) }
            offset += 8
        }
        while offset < limit, a[offset] == b[offset] { offset += 1 }
        return offset
    }

    /// Whether two buffers hold the same bytes, eight at a time, and at once when they are the
    /// same memory (two `String`s sharing storage): keys are compared by their bytes wherever
    /// tables are merged and looked up, and a generic byte walk was a few percent of a `.strings`
    /// project's lint.
    @inlinable
    package static func equal(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        guard left.count == right.count else { return false }
        guard let a = left.baseAddress, let b = right.baseAddress, a != b else { return true }
        let count = left.count
        var offset = 0
        while offset + 8 <= count {
            if load(from: a, at: offset) != load(from: b, at: offset) { return false }
            offset += 8
        }
        while offset < count {
            if a[offset] != b[offset] { return false }
            offset += 1
        }
        return true
    }
}
