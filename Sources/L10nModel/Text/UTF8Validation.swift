/// Strict UTF-8 validation (no overlongs, no surrogates, nothing above U+10FFFF), shared by
/// every parser so invalid bytes are reported at their exact offset instead of being replaced.
package enum UTF8Validation {
    /// The length of the valid sequence starting at `index`, or nil when it is invalid.
    @inline(__always)
    package static func sequenceLength(_ p: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Int? {
        let lead = p[index]
        if lead < 0x80 { return 1 }
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            index + offset < end && range.contains(p[index + offset])
        }
        switch lead {
        case 0xC2...0xDF:
            return continuation(1) ? 2 : nil
        case 0xE0:
            return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : nil
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(1) && continuation(2) ? 3 : nil
        case 0xED:
            return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : nil
        case 0xF0:
            return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF1...0xF3:
            return continuation(1) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF4:
            return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : nil
        default:
            return nil
        }
    }

    static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { p in
            var index = 0
            let end = p.count
            guard let base = UnsafeRawPointer(p.baseAddress) else { return nil }
            while index < end {
                // Eight ASCII bytes at a time: most of a catalog is ASCII.
                if index + 8 <= end, ByteWord.nonASCIIBytes(ByteWord.load(from: base, at: index)) == 0 {
                    index += 8
                    continue
                }
                if p[index] < 0x80 {
                    index += 1
                    continue
                }
                guard let length = sequenceLength(p, at: index, end: end) else { return index }
                index += length
            }
            return nil
        }
    }
}

/// Decoding one scalar of a Swift string's bytes, which are valid UTF-8: for scanners that walk
/// bytes and look at a character's class only where a byte is not ASCII.
public enum UTF8Scalar {
    /// The scalar whose encoding starts at `index`, and its length in bytes; a sequence cut
    /// short by the end of `bytes` reads as far as it goes.
    @inlinable
    public static func decode<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at index: Int) -> (scalar: Unicode.Scalar, width: Int)
    where Bytes.Index == Int {
        let lead = bytes[index]
        guard lead >= 0x80 else { return (Unicode.Scalar(lead), 1) }
        let width = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = UInt32(lead) & (0xFF >> (width + 1))
        for offset in 1..<width where index + offset < bytes.endIndex { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", width)
    }

    /// Where the scalar that ends just before `end` starts: the last byte before `end` that is
    /// no continuation byte (`10xxxxxx`), at most three bytes back.
    @inlinable
    public static func start<Bytes: RandomAccessCollection<UInt8>>(endingBefore end: Int, in bytes: Bytes) -> Int where Bytes.Index == Int {
        var start = end - 1
        while start > bytes.startIndex, end - start < 4, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return start
    }
}
