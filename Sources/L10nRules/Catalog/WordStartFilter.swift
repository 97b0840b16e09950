import L10nModel

/// Which texts may hold one of a set of lowercased words, answered from the first one, two or
/// three UTF-8 bytes of each word: a text whose lowercased bytes hold none of those starts
/// cannot hold any of the words, so `unchanged-translation` need not cut it into words to learn
/// what a locale writes. Never says no wrongly (a word of a text is a run of its lowercased
/// bytes: Swift lowercases scalar by scalar, without context); may say yes wrongly (a shared
/// start, a colliding hash), which only costs a closer look.
struct WordStartFilter: Sendable {
    /// Bit set of every word's first byte: most places in a text start no word and are passed
    /// after one look.
    private var firsts = FixedBitSet(capacity: 256)
    /// Bit sets of the words' first byte (one-byte words), first two bytes (two-byte words)
    /// and a hash of the first three (longer words).
    private var ones = FixedBitSet(capacity: 256)
    private var twos = FixedBitSet(capacity: 65_536)
    private var threes = FixedBitSet(capacity: 65_536)
    /// True when no word is looked for: no text can hold one.
    private(set) var isEmpty = true

    init(_ words: some Sequence<String>) {
        for word in words {
            let bytes = Array(word.utf8.prefix(3))
            guard !bytes.isEmpty else { continue }
            isEmpty = false
            firsts.insert(Int(bytes[0]))
            switch bytes.count {
            case 1: ones.insert(Int(bytes[0]))
            case 2: twos.insert(Int(bytes[0]) << 8 | Int(bytes[1]))
            default: threes.insert(Self.hash(bytes[0], bytes[1], bytes[2]))
            }
        }
    }

    /// False only when `text`, lowercased, holds none of the words' starts.
    func mayHoldAWord(_ text: String) -> Bool {
        guard !isEmpty else { return false }
        var text = text
        // ASCII is lowercased byte by byte as it is read, so a text of ASCII and scripts
        // without case is read as it is; any other is read as it is first (a start found there
        // is enough) and then as Swift lowercases it.
        let (found, hasCase) = text.withUTF8 { (holdsAStart($0), $0.contains(where: Self.mayStartACasedScalar)) }
        guard !found, hasCase else { return found }
        var lowered = text.lowercased()
        return lowered.withUTF8(holdsAStart)
    }

    /// True when the lead byte starts a scalar that lowercasing may change: not ASCII (lowered
    /// as read), U+3000–U+9FFF (CJK, kana) or U+B000–U+DFFF (Hangul), which have no case (a
    /// test checks every scalar of those ranges).
    private static func mayStartACasedScalar(_ byte: UInt8) -> Bool {
        byte >= 0xC0 && !(0xE3...0xE9).contains(byte) && !(0xEB...0xED).contains(byte)
    }

    /// True when `bytes` (ASCII capitals lowered as read) hold a word's start.
    private func holdsAStart(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let first = Self.lowered(bytes[index])
            guard firsts.contains(Int(first)) else {
                index += 1
                continue
            }
            if ones.contains(Int(first)) { return true }
            if index + 1 < bytes.count {
                let second = Self.lowered(bytes[index + 1])
                if twos.contains(Int(first) << 8 | Int(second)) { return true }
                if index + 2 < bytes.count, threes.contains(Self.hash(first, second, Self.lowered(bytes[index + 2]))) { return true }
            }
            index += 1
        }
        return false
    }

    /// ASCII capitals lowered; every other byte as it is.
    private static func lowered(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }

    private static func hash(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> Int {
        (Int(a) &* 0x9E37 ^ Int(b) &* 0x85EB ^ Int(c) &* 0xC2B3) & 0xFFFF
    }
}
