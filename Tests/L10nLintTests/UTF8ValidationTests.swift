import Testing
@testable import L10nModel

/// `UTF8Validation.firstInvalidOffset` skips ASCII eight bytes at a time: it must report the
/// same offset as a byte-by-byte walk wherever the bad byte falls relative to a word.
@Suite struct UTF8ValidationTests {
    /// The byte-by-byte walk the word-at-a-time loop must agree with.
    private static func reference(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { p in
            var index = 0
            while index < p.count {
                guard let length = UTF8Validation.sequenceLength(p, at: index, end: p.count) else { return index }
                index += length
            }
            return nil
        }
    }

    @Test func agreesWithTheByteWalkAtEveryOffset() {
        let valid = Array("abc défg 中文 🎉 hijklmnopqrstuvwxyz 0123456789".utf8)
        let bad: [[UInt8]] = [[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80], [0x80]]
        for sequence in bad {
            for offset in 0...valid.count {
                // Only between whole characters, so that the valid part stays valid.
                guard offset == valid.count || valid[offset] & 0xC0 != 0x80 else { continue }
                let bytes = Array(valid[..<offset]) + sequence + Array(valid[offset...])
                #expect(UTF8Validation.firstInvalidOffset(in: bytes) == Self.reference(bytes), "bad \(sequence) at \(offset)")
                #expect(UTF8Validation.firstInvalidOffset(in: bytes) == offset)
            }
        }
        #expect(UTF8Validation.firstInvalidOffset(in: valid) == nil)
        #expect(UTF8Validation.firstInvalidOffset(in: []) == nil)
    }

    @Test func randomBytesAgreeWithSwiftsValidation() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let count = Int.random(in: 0..<40, using: &generator)
            // Mostly ASCII with some high bytes, as real files are.
            let bytes = (0..<count).map { _ in Bool.random(using: &generator) ? UInt8.random(in: 0x20..<0x7F, using: &generator) : UInt8.random(in: 0..<0xFF, using: &generator) }
            let offset = UTF8Validation.firstInvalidOffset(in: bytes)
            #expect(offset == Self.reference(bytes))
            #expect((offset == nil) == (String(validating: bytes, as: UTF8.self) != nil))
        }
    }
}
