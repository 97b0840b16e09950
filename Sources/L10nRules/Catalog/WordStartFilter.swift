import L10nModel

/// Which texts may hold one of a set of lowercased words as a word of their own, answered from
/// the words' first bytes at the places a word may start: a text that holds none cannot hold
/// any of the words, so `unchanged-translation` need not cut it into words to learn what a
/// locale writes.
///
/// Never says no wrongly: a word of a text (``UnchangedTranslationRule/words(in:)``, cut by
/// script and lowercased) is a run of the text's lowercased bytes (Swift lowercases scalar by
/// scalar, without context) that starts where a byte-level look sees a possible start (see
/// ``mayStartAWord(at:in:)``), and a word of at most ``prefixLength`` bytes ending in ASCII
/// also ends where one may end. May say yes wrongly (a longer word that shares the first
/// ``prefixLength`` bytes, a colliding hash), which only costs a closer look.
struct WordStartFilter: Sendable {
    /// How many of a word's first bytes are compared; longer words match on these alone.
    static let prefixLength = 8
    /// Hashes of the words' first bytes (up to ``prefixLength``), and of the short words that
    /// end in ASCII, whose end is checked too.
    private var prefixes: FixedBitSet
    private var wholeWords: FixedBitSet
    /// The hash bits kept: 256 buckets or more per word (one in 256 looks up collides), up to
    /// 2^18 (32 KB a set): a locale's filter is rebuilt each time one of its words is found.
    private let bucketMask: UInt64
    /// Bit `n` set when some prefix (whole word) is `n` bytes long: only those lengths are looked up.
    private var prefixLengths: UInt16 = 0
    private var wholeLengths: UInt16 = 0
    /// True when no word is looked for: no text can hold one.
    private(set) var isEmpty = true

    /// How many words share each bucket (whole words' buckets apart): a word found is taken out
    /// of the filter, and its bucket cleared once no other word needs it.
    private var sharing: [Int: Int] = [:]

    init(_ words: Set<String>) {
        var capacity = 1 << 10
        while capacity < words.count * 256, capacity < 1 << 18 { capacity <<= 1 }
        (prefixes, wholeWords, bucketMask) = (FixedBitSet(capacity: capacity), FixedBitSet(capacity: capacity), UInt64(capacity - 1))
        for word in words {
            guard let (bucket, length, isWhole) = place(of: word) else { continue }
            isEmpty = false
            sharing[bucket << 1 | (isWhole ? 1 : 0), default: 0] += 1
            if isWhole {
                wholeLengths |= 1 << length
                wholeWords.insert(bucket)
            } else {
                prefixLengths |= 1 << length
                prefixes.insert(bucket)
            }
        }
    }

    /// Takes words out: texts that hold only them are turned away from now on.
    mutating func remove(_ words: some Sequence<String>) {
        for word in words {
            guard let (bucket, _, isWhole) = place(of: word), let count = sharing[bucket << 1 | (isWhole ? 1 : 0)] else { continue }
            sharing[bucket << 1 | (isWhole ? 1 : 0)] = count > 1 ? count - 1 : nil
            guard count == 1 else { continue }
            if isWhole { wholeWords.remove(bucket) } else { prefixes.remove(bucket) }
        }
        isEmpty = sharing.isEmpty
    }

    /// Where a word goes: the bucket of its first bytes, how many, and whether it is a whole
    /// word (at most ``prefixLength`` bytes, ending in ASCII: its end is checked too).
    private func place(of word: String) -> (bucket: Int, length: Int, isWhole: Bool)? {
        let bytes = word.utf8
        guard let lastByte = bytes.last else { return nil }
        let length = min(bytes.count, Self.prefixLength)
        var hash = Self.seed
        for byte in bytes.prefix(length) { hash = Self.combine(hash, byte) }
        return (bucket(hash), length, bytes.count <= Self.prefixLength && lastByte < 0x80)
    }

    /// False only when `text`, lowercased, holds none of the words as a word.
    func mayHoldAWord(_ text: String) -> Bool {
        guard !isEmpty else { return false }
        var text = text
        // ASCII is lowercased byte by byte as it is read, so a text of ASCII and scripts
        // without case is read as it is; any other is read as it is first (a word found there
        // is enough) and then lowercased as Swift lowercases it, scalar by scalar.
        let (found, hasCase) = text.withUTF8 { (holdsAWord($0), Self.mayChangeWhenLowercased($0)) }
        guard !found, hasCase else { return found }
        let scalars = text.unicodeScalars
        // A scalar's lowercase takes at most 1.5 times its bytes (U+0130 "İ" is 2, "i̇" 3).
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: text.utf8.count * 3) { buffer in
            var (count, changed) = (0, false)
            func append(_ scalar: Unicode.Scalar) {
                for byte in UTF8.encode(scalar)! {
                    buffer[count] = byte
                    count += 1
                }
            }
            for scalar in scalars {
                if !scalar.isASCII, scalar.properties.changesWhenLowercased {
                    changed = true
                    scalar.properties.lowercaseMapping.unicodeScalars.forEach(append)
                } else {
                    append(scalar)
                }
            }
            return changed && holdsAWord(UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// True when lowercasing may change a scalar of `bytes` other than ASCII (lowered as
    /// read): a two-byte scalar that changes (an accented capital, Greek, Cyrillic: looked up),
    /// or any longer one outside U+3000–U+9FFF (CJK, kana) and U+B000–U+DFFF (Hangul), which
    /// have no case (a test checks every scalar of those ranges).
    private static func mayChangeWhenLowercased(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            switch lead {
            case 0xC2...0xDF where index + 1 < bytes.count:
                if twoByteCapitals.contains(Int(lead & 0x1F) << 6 | Int(bytes[index + 1] & 0x3F)) { return true }
                index += 2
            case 0xE3...0xE9, 0xEB...0xED: index += 3
            case 0xC0...: return true
            default: index += 1
            }
        }
        return false
    }

    /// The scalars U+0080–U+07FF that change when lowercased.
    private static let twoByteCapitals = FixedBitSet(
        capacity: 0x800, members: (0x80..<0x800).filter { Unicode.Scalar($0).map(\.properties.changesWhenLowercased) ?? false })

    /// True when `bytes` (ASCII capitals lowered as read) hold one of the words where a word
    /// may start (and, for a whole word, end). A word's ASCII bytes are all ``isWordByte(_:)``,
    /// and it starts on a scalar's first byte.
    private func holdsAWord(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for start in bytes.indices {
            let first = bytes[start]
            guard first < 0x80 ? Self.isWordByte(first) : first >= 0xC0, Self.mayStartAWord(at: start, in: bytes) else { continue }
            var hash = Self.seed
            for length in 1...min(Self.prefixLength, bytes.count - start) {
                let byte = Self.lowered(bytes[start + length - 1])
                if byte < 0x80, !Self.isWordByte(byte) { break }
                hash = Self.combine(hash, byte)
                if prefixLengths & (1 << length) != 0, prefixes.contains(bucket(hash)) { return true }
                if wholeLengths & (1 << length) != 0, Self.mayEndAWord(at: start + length, in: bytes), wholeWords.contains(bucket(hash)) { return true }
            }
        }
        return false
    }

    /// Whether a word may start at `index`: a word starts after a character that is no part
    /// of a word (ASCII other than letters, digits, `'` and `-`), or where the script changes
    /// (a byte of another script than ASCII on one side). Any byte of a multi-byte scalar
    /// around it may be such a character, and so may an ASCII byte that ends a character
    /// begun by another scalar (a prepended mark), so those count as possible starts too.
    static func mayStartAWord(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        index == 0 || bytes[index] >= 0x80 || bytes[index - 1] >= 0x80 || !isWordByte(bytes[index - 1])
            || (index >= 2 && bytes[index - 2] >= 0x80)
    }

    /// Whether a word whose last byte is ASCII may end before `index`: at the end, before a
    /// byte that is no part of a word, before another script, or before an ASCII byte that a
    /// combining mark after it makes another character.
    static func mayEndAWord(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        index == bytes.count || bytes[index] >= 0x80 || !isWordByte(bytes[index])
            || (index + 1 < bytes.count && bytes[index + 1] >= 0x80)
    }

    /// ASCII letters, digits, `'` and `-`: the ASCII a word is made of.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "'"), UInt8(ascii: "-"): true
        default: false
        }
    }

    /// ASCII capitals lowered; every other byte as it is.
    private static func lowered(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }

    private static let seed: UInt64 = 0xcbf2_9ce4_8422_2325

    /// FNV-1a, one byte at a time.
    private static func combine(_ hash: UInt64, _ byte: UInt8) -> UInt64 { (hash ^ UInt64(byte)) &* 0x0100_0000_01b3 }

    private func bucket(_ hash: UInt64) -> Int { Int(truncatingIfNeeded: (hash ^ hash >> 29) & bucketMask) }
}
