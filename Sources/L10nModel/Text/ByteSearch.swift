#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finding bytes in bytes: the one search that parsers, notes and the language server's framing
/// share, instead of a hand-written loop each.
package enum ByteSearch {
    /// Where `pattern` first starts in `bytes` at or after `start`; nil when it does not occur.
    /// `memchr` (vectorized in the C library) jumps to each candidate first byte: most texts
    /// searched have none at all.
    package static func firstIndex(of pattern: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        guard let first = pattern.first else { return min(max(start, 0), bytes.count) }
        guard let base = bytes.baseAddress, start >= 0, bytes.count - start >= pattern.count else { return nil }
        var index = start
        let last = bytes.count - pattern.count
        while index <= last, let found = memchr(base + index, Int32(first), last - index + 1) {
            index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
            if pattern.indices.allSatisfy({ bytes[index + $0] == pattern[$0] }) { return index }
            index += 1
        }
        return nil
    }

    /// ``firstIndex(of:in:from:)`` for a literal pattern.
    package static func firstIndex(of pattern: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        firstIndex(of: UnsafeBufferPointer(start: pattern.utf8Start, count: pattern.utf8CodeUnitCount), in: bytes, from: start)
    }

    /// ``firstIndex(of:in:from:)`` for arrays.
    package static func firstIndex(of pattern: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Int? {
        pattern.withUnsafeBufferPointer { pattern in bytes.withUnsafeBufferPointer { firstIndex(of: pattern, in: $0, from: start) } }
    }
}
