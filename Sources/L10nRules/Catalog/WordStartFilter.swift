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
    static let prefixLength = 12
    /// Hashes of the words' first bytes (up to ``prefixLength``), and of the short words that
    /// end in ASCII, whose end is checked too.
    private var prefixes: FixedBitSet
    private var wholeWords: FixedBitSet
    /// The hash bits kept: 256 buckets or more per word (one in 256 look-ups collides), up to
    /// 2^18 (32 KB a set), from 1,024 (a locale asked about one word).
    private let bucketMask: UInt64
    /// Bit `n` set when some prefix (whole word) is `n` bytes long: only those lengths are looked up.
    private var prefixLengths: UInt16 = 0
    private var wholeLengths: UInt16 = 0
    /// True when no word is looked for: no text can hold one.
    private(set) var isEmpty = true
    /// True when every word starts with an ASCII byte (the English words a locale is asked
    /// about): the starts a text of another script has at every character are not looked up.
    private var startsOnlyInASCII = true
    /// True when every word is ASCII: a look-up ends at a byte beyond ASCII.
    private var hasOnlyASCIIWords = true

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
            startsOnlyInASCII = startsOnlyInASCII && word.utf8.first! < 0x80
            hasOnlyASCIIWords = hasOnlyASCIIWords && word.utf8.allSatisfy { $0 < 0x80 }
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
        // ASCII is lowercased byte by byte as it is read, so a text of ASCII and scripts
        // without case is read as it is; any other is read as it is first (a word found there
        // is enough) and then lowercased as Swift lowercases it, scalar by scalar.
        return text.withUTF8Bytes { bytes in
            guard !holdsAWord(bytes) else { return true }
            // Lowercase brings ASCII out of two scalars only (U+0130 "İ" is "i̇", U+212A KELVIN
            // SIGN "k"): the only way the lowercase of a text holds an ASCII word its bytes do not.
            // The tables read once a text: a static read in the loop called `swift_once` for
            // every scalar beyond ASCII (150 instructions each).
            let changing = Lowercasing.bmpChangingWhenLowercased
            let holdsOne =
                hasOnlyASCIIWords
                ? Self.holdsScalar(in: bytes) { $0 < 0x10000 ? Self.loweringToASCII(Int($0), in: changing) : Self.lowercaseHoldsASCII($0) }
                : Self.holdsScalar(in: bytes) { Lowercasing.changesWhenLowercased($0, in: changing) }
            guard holdsOne else { return false }
            // A scalar's lowercase takes at most 1.5 times its bytes (U+0130 "İ" is 2, "i̇" 3).
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count * 2) { buffer in
                holdsAWord(UnsafeBufferPointer(rebasing: buffer[..<Lowercasing.lowercase(bytes, into: buffer)]))
            }
        }
    }

    /// True when lowercasing changes a scalar of `bytes` other than ASCII (one of the Basic
    /// Multilingual Plane looked up, one beyond it, an emoji most often, asked of Unicode).
    /// Whether a scalar beyond ASCII in `bytes` is one `predicate` holds for.
    private static func holdsScalar(in bytes: UnsafeBufferPointer<UInt8>, where predicate: (UInt32) -> Bool) -> Bool {
        var index = 0
        while index < bytes.count {
            guard bytes[index] >= 0x80 else {
                index += 1
                continue
            }
            let (decoded, length) = UTF8Scalar.decode(bytes, at: index)
            if predicate(decoded.value) { return true }
            index += length
        }
        return false
    }

    /// Whether the Basic Multilingual Plane scalar `value` lowercases to something holding ASCII
    /// (U+0130 "İ", U+212A KELVIN SIGN): only scalars that change (`changing`) are asked.
    private static func loweringToASCII(_ value: Int, in changing: FixedBitSet) -> Bool {
        changing.contains(value) && bmpLoweringToASCII.contains(value)
    }

    private static func lowercaseHoldsASCII(_ scalar: UInt32) -> Bool {
        Lowercasing.changesWhenLowercased(scalar, in: Lowercasing.bmpChangingWhenLowercased) && Unicode.Scalar(scalar)?.properties.lowercaseMapping.utf8.contains { $0 < 0x80 } == true
    }

    private static let bmpLoweringToASCII = FixedBitSet(capacity: 0x10000, members: (0x80..<0x10000).filter { lowercaseHoldsASCII(UInt32($0)) })

    /// True when `bytes` (ASCII capitals lowered as read) hold one of the words where a word
    /// may start (and, for a whole word, end). A word's ASCII bytes are all
    /// ``UnchangedTranslationRule/isASCIIWordByte(_:)``,
    /// and it starts on a scalar's first byte.
    private func holdsAWord(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for start in bytes.indices {
            let first = bytes[start]
            guard first < 0x80 ? UnchangedTranslationRule.isASCIIWordByte(first) : first >= 0xC0 && !startsOnlyInASCII,
                Self.mayStartAWord(at: start, in: bytes) else { continue }
            var hash = Self.seed
            for length in 1...min(Self.prefixLength, bytes.count - start) {
                let byte = Lowercasing.lowered(bytes[start + length - 1])
                // No ASCII word holds a byte beyond ASCII.
                if byte < 0x80 ? !UnchangedTranslationRule.isASCIIWordByte(byte) : hasOnlyASCIIWords { break }
                hash = Self.combine(hash, byte)
                if prefixLengths & (1 << length) != 0, prefixes.contains(bucket(hash)) { return true }
                if wholeLengths & (1 << length) != 0, Self.mayEndAWord(at: start + length, in: bytes), wholeWords.contains(bucket(hash)) { return true }
            }
        }
        return false
    }

    /// Whether a word may start at `index`: a word starts after a character that is no part
    /// of a word (ASCII other than letters and digits), or where the script changes
    /// (a byte of another script than ASCII on one side). An ASCII byte after a Latin letter
    /// that begins its character goes on with the letter's word (`açıklama`, `naïve`); after
    /// any other scalar it may start one, and so may an ASCII byte that ends a character begun
    /// by another scalar (a prepended mark: no Latin letter is one).
    private static func mayStartAWord(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard index > 0, bytes[index] < 0x80 else { return true }
        let before = bytes[index - 1]
        guard before >= 0x80 else {
            return !UnchangedTranslationRule.isASCIIWordByte(before) || isEdgeMark(before)
                || index >= 2 && bytes[index - 2] >= 0x80 && !endsInLatinLetter(index - 1, in: bytes)
        }
        guard endsInLatinLetter(index, in: bytes) else { return true }
        // The letter begins its character unless a prepended mark comes before it.
        let letterStart = UTF8Scalar.start(endingBefore: index, in: bytes)
        return letterStart > 0 && bytes[letterStart - 1] >= 0x80 && !endsInLatinLetter(letterStart, in: bytes)
    }

    /// Whether a word whose last byte is ASCII may end before `index`: at the end, before a
    /// byte that is no part of a word, before a scalar other than a Latin letter (another
    /// script, a mark), or before an ASCII byte that a mark after it makes another character.
    private static func mayEndAWord(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard index < bytes.count else { return true }
        guard bytes[index] < 0x80 else { return !isLatinLetter(UTF8Scalar.decode(bytes, at: index).scalar) }
        return !UnchangedTranslationRule.isASCIIWordByte(bytes[index]) || isEdgeMark(bytes[index])
            || index + 1 < bytes.count && bytes[index + 1] >= 0x80 && CharacterClass.extendsPrevious(UTF8Scalar.decode(bytes, at: index + 1).scalar)
    }

    /// `'` or `-`: a word byte inside a word, dropped at its edges
    /// (``UnchangedTranslationRule/innerWord(_:)``), so a word may start or end beside one.
    private static func isEdgeMark(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "'") || byte == UInt8(ascii: "-") }

    /// Whether the scalar that ends before `end` is a Latin letter (see ``isLatinLetter(_:)``).
    private static func endsInLatinLetter(_ end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        isLatinLetter(UTF8Scalar.decode(bytes, at: UTF8Scalar.start(endingBefore: end, in: bytes)).scalar)
    }

    /// A letter of the Latin script that is a character's first scalar, never a mark after
    /// one: a word's ASCII next to it is in the same word and the same script run.
    private static func isLatinLetter(_ scalar: Unicode.Scalar) -> Bool {
        CharacterClass.isLetter(scalar: scalar) && UnchangedTranslationRule.isLatin(scalar) && !CharacterClass.extendsPrevious(scalar)
    }

    private static let seed: UInt64 = 0xcbf2_9ce4_8422_2325

    /// FNV-1a, one byte at a time.
    private static func combine(_ hash: UInt64, _ byte: UInt8) -> UInt64 { (hash ^ UInt64(byte)) &* 0x0100_0000_01b3 }

    private func bucket(_ hash: UInt64) -> Int { Int(truncatingIfNeeded: (hash ^ hash >> 29) & bucketMask) }
}
