import Foundation
import L10nModel

/// Substring tests on UTF-8 bytes. Foundation's `contains` bridges through `NSString` and showed
/// up as a hot spot when rules pre-filter hundreds of thousands of values.
package enum TextSearch {
    package static func contains(_ text: String, _ needle: StaticString) -> Bool {
        text.withUTF8Bytes { contains($0, needle) }
    }

    /// The same search on bytes: a file's comments, searched before any becomes a String.
    package static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: StaticString) -> Bool {
        ByteSearch.firstIndex(of: needle, in: bytes) != nil
    }

    /// `needle` in `text`, ignoring ASCII case (key names and configured words).
    package static func containsIgnoringASCIICase(_ text: String, _ needle: String) -> Bool {
        // In place, both texts' bytes: a lowercased copy of the needle per call (an allocation)
        // was most of `length-budget`'s cost on a `.strings` project, which asks for every key.
        text.withUTF8Bytes { bytes in
            needle.withUTF8Bytes { pattern in
                guard let first = pattern.first.map(lowercased) else { return true }
                guard bytes.count >= pattern.count else { return false }
                for start in 0...(bytes.count - pattern.count) where lowercased(bytes[start]) == first {
                    var matched = 1
                    while matched < pattern.count, lowercased(bytes[start + matched]) == lowercased(pattern[matched]) { matched += 1 }
                    if matched == pattern.count { return true }
                }
                return false
            }
        }
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte + 0x20 : byte }

    /// True when the text has any of the (ASCII) `bytes`: a cheap first filter before parsing.
    package static func containsAnyByte(_ text: String, of bytes: StaticString) -> Bool {
        let wanted = UnsafeBufferPointer(start: bytes.utf8Start, count: bytes.utf8CodeUnitCount)
        return text.withUTF8Bytes { buffer in wanted.contains { containsByte(buffer, $0) } }
    }

    /// `memchr`: vectorized in the C library, so even huge values are scanned at memory speed.
    static func containsByte(_ buffer: UnsafeBufferPointer<UInt8>, _ byte: UInt8) -> Bool {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return false }
        return memchr(base, Int32(byte), buffer.count) != nil
    }
}
