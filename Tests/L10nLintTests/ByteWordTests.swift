import Testing
@testable import L10nModel

/// `ByteWord`'s eight-bytes-at-once tests are the parsers' inner loops: each must give what a
/// walk over the word's bytes gives, for every byte value in every lane, whatever its neighbours.
@Suite struct ByteWordTests {
    /// The byte in `lane` (0 is the lowest) of `word`.
    private static func byte(_ word: UInt64, lane: Int) -> UInt8 { UInt8(truncatingIfNeeded: word >> (8 * lane)) }

    /// The word's bytes, lane 0 first.
    private static func lanes(_ word: UInt64) -> [UInt8] { (0..<8).map { byte(word, lane: $0) } }

    /// The mask a byte walk gives: the high bit of each lane whose byte satisfies `matches`.
    private static func referenceMask(_ word: UInt64, _ matches: (UInt8) -> Bool) -> UInt64 {
        var mask: UInt64 = 0
        for lane in 0..<8 where matches(byte(word, lane: lane)) { mask |= 0x80 << (8 * lane) }
        return mask
    }

    /// Bytes where the tricks' carries and borrows turn: zero and its neighbours, the bytes the
    /// scanners look for, the ASCII edge.
    private static let edgeBytes: [UInt8] = [0x00, 0x01, 0x02, 0x09, 0x0A, 0x0D, 0x1F, 0x20, 0x21, 0x22, 0x5B, 0x5C, 0x5D, 0x7B, 0x7D, 0x7E, 0x7F, 0x80, 0x81, 0xFE, 0xFF]

    /// Every byte value in every lane over neighbours that are all one edge byte, or random;
    /// then random words, and words of random edge bytes (many matches in one word).
    private static let words: [UInt64] = {
        var random = SplitMix64(seed: 0xB7_1E_30_5D)
        var backgrounds = ([0x00, 0x01, 0x0A, 0x20, 0x7F, 0x80, 0xFF] as [UInt8]).map { ByteWord.broadcast($0) }
        backgrounds += (0..<3).map { _ in random.next() }
        var words: [UInt64] = []
        for background in backgrounds {
            for lane in 0..<8 {
                for value in 0...UInt64(255) { words.append(background & ~(0xFF << (8 * lane)) | value << (8 * lane)) }
            }
        }
        words += (0..<2_000).map { _ in random.next() }
        words += (0..<4_000).map { _ in
            (0..<8).reduce(UInt64(0)) { word, lane in word | UInt64(edgeBytes[Int(random.next() % UInt64(edgeBytes.count))]) << (8 * lane) }
        }
        return words
    }()

    /// A scan mask must be nonzero exactly when the byte walk finds a match, set nothing but
    /// high bits, and have its lowest lane at the first match.
    private static func scanMaskAgrees(_ mask: UInt64, _ reference: UInt64) -> Bool {
        (mask == 0) == (reference == 0) && mask & ~ByteWord.highBits == 0 && ByteWord.lowestLane(mask) == ByteWord.lowestLane(reference)
    }

    @Test func exactMasksEqualTheByteWalk() {
        var failures: [String] = []
        for word in Self.words {
            if ByteWord.zeroBytes(word) != Self.referenceMask(word, { $0 == 0 }) { failures.append("zeroBytes \(word)") }
            if ByteWord.nonASCIIBytes(word) != Self.referenceMask(word, { $0 >= 0x80 }) { failures.append("nonASCIIBytes \(word)") }
            for byte in Self.edgeBytes + [Self.byte(word, lane: 3)] where ByteWord.bytesEqual(word, byte) != Self.referenceMask(word, { $0 == byte }) {
                failures.append("bytesEqual \(word) \(byte)")
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    @Test func exactMasksCountTheMatches() {
        let word = ByteWord.load(from: Array("a\n\n\0b\n\0\n".utf8), at: 0)
        #expect(ByteWord.bytesEqual(word, 0x0A).nonzeroBitCount == 4)
        #expect(ByteWord.zeroBytes(word).nonzeroBitCount == 2)
        // A borrow out of the zero byte at lane 2 marks the 0x01 bytes above it in a scan mask only.
        let borrowing: UInt64 = 0x0101_0101_0100_0101
        #expect(ByteWord.zeroBytes(borrowing).nonzeroBitCount == 1)
        #expect(ByteWord.scanZeroBytes(borrowing).nonzeroBitCount > 1)
        #expect(ByteWord.lowestLane(ByteWord.scanZeroBytes(borrowing)) == 2)
    }

    @Test func scanMasksFindTheFirstMatch() {
        var failures: [String] = []
        for word in Self.words {
            if !Self.scanMaskAgrees(ByteWord.scanZeroBytes(word), Self.referenceMask(word, { $0 == 0 })) { failures.append("scanZeroBytes \(word)") }
            for byte in Self.edgeBytes + [Self.byte(word, lane: 5)]
            where !Self.scanMaskAgrees(ByteWord.scanBytesEqual(word, byte), Self.referenceMask(word, { $0 == byte })) {
                failures.append("scanBytesEqual \(word) \(byte)")
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    @Test func scanBytesBelowHoldsForEveryBoundUpTo0x80() {
        var failures: [String] = []
        for (index, word) in Self.words.enumerated() where index % 4 == 0 {
            for bound in 0...UInt8(0x80)
            where !Self.scanMaskAgrees(ByteWord.scanBytesBelow(word, bound), Self.referenceMask(word, { $0 < bound })) {
                failures.append("scanBytesBelow \(word) \(bound)")
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    @Test func broadcastFillsEveryLane() {
        for byte in 0...UInt8.max {
            #expect(Self.lanes(ByteWord.broadcast(byte)) == Array(repeating: byte, count: 8))
        }
    }

    /// Lane `i` is the byte at `offset + i`, at every alignment.
    @Test func loadReadsLanesInMemoryOrderAtAnyOffset() {
        var random = SplitMix64(seed: 0x10AD)
        let bytes = (0..<64).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        for offset in 0...(bytes.count - 8) {
            let word = bytes.withUnsafeBytes { ByteWord.load(from: $0.baseAddress!, at: offset) }
            #expect(Self.lanes(word) == Array(bytes[offset..<(offset + 8)]), "offset \(offset)")
        }
    }

    /// The common prefix found eight bytes at a time is the byte walk's, wherever the first
    /// difference falls and whatever the limit.
    @Test func commonPrefixLengthEqualsTheByteWalk() {
        var random = SplitMix64(seed: 0xC0DE)
        let base = (0..<40).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        for difference in 0...base.count {
            var other = base
            if difference < other.count { other[difference] ^= UInt8(truncatingIfNeeded: random.next() | 1) }
            for limit in [0, 1, 7, 8, 9, 15, 16, 17, 39, 40] {
                let walked = zip(base.prefix(limit), other.prefix(limit)).prefix { $0 == $1 }.count
                let found = base.withUnsafeBufferPointer { left in other.withUnsafeBufferPointer { ByteWord.commonPrefixLength(left, $0, upTo: limit) } }
                #expect(found == walked, "difference at \(difference), limit \(limit)")
            }
        }
    }

    /// Every ASCII byte in every lane: the digit mask marks exactly the lanes holding `0` to `9`.
    @Test func asciiDigitMaskMarksExactlyTheDigits() {
        for byte in UInt8(0)..<0x80 {
            for lane in 0..<8 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                bytes[lane] = byte
                let word = bytes.withUnsafeBytes { ByteWord.load(from: $0.baseAddress!, at: 0) }
                let expected: UInt64 = (0x30...0x39).contains(byte) ? 0x80 << (8 * UInt64(lane)) : 0
                #expect(ByteWord.asciiDigitBytes(ofASCII: word) == expected, "byte \(byte) in lane \(lane)")
            }
        }
    }

    /// The first word a scan accepts is where a word-by-word walk from the offset finds it, and
    /// the tail too short for a word when none is.
    @Test func firstWordIsWhereTheWalkFindsIt() {
        for length in 0...40 {
            for zero in [nil] + Array(0..<length) {
                var bytes = [UInt8](repeating: 0x41, count: length)
                if let zero { bytes[zero] = 0 }
                for from in stride(from: 0, through: length, by: 3) {
                    var walked = from
                    while walked + 8 <= length, !bytes[walked..<(walked + 8)].contains(0) { walked += 8 }
                    let found = bytes.withUnsafeBufferPointer { ByteWord.firstWord(in: $0, from: from) { ByteWord.zeroBytes($0) != 0 } }
                    #expect(found == walked, "length \(length), zero at \(String(describing: zero)), from \(from)")
                }
            }
        }
    }

    /// A candidate scan finds what a walk of every byte finds: the first offset the test accepts,
    /// with decoys (candidates the test refuses) before it in the same word and in others.
    @Test func containsCandidateIsTheByteWalk() {
        var random = SplitMix64(seed: 0xCA_4D_1D)
        for _ in 0..<2_000 {
            let length = Int(random.next() % 40)
            // 0x41 is no candidate; 0x40 a candidate the test refuses; 0x00 one it accepts.
            let bytes = (0..<length).map { _ -> UInt8 in
                switch random.next() % 10 { case 0: 0x00; case 1, 2: 0x40; default: 0x41 }
            }
            let walked = bytes.contains(0x00)
            let found = bytes.withUnsafeBufferPointer { buffer in
                ByteWord.containsCandidate(in: buffer, candidates: { ByteWord.zeroBytes($0) | ByteWord.bytesEqual($0, 0x40) }) { buffer[$0] == 0x00 }
            }
            #expect(found == walked, "\(bytes)")
        }
    }
}
