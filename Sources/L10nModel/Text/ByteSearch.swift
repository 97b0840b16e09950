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
    /// Inlinable: rules' pre-filters ask it of every value, and a call into this module per
    /// value cost 21 M instructions on the benchmark's half corpus-merged shape.
    @inlinable
    package static func firstIndex(of pattern: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        guard let first = pattern.first else { return min(max(start, 0), bytes.count) }
        guard let base = bytes.baseAddress, start >= 0, bytes.count - start >= pattern.count else { return nil }
        var index = start
        let last = bytes.count - pattern.count
        search: while index <= last, let found = memchr(base + index, Int32(first), last - index + 1) {
            index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
            var offset = 1
            while offset < pattern.count {
                guard bytes[index + offset] == pattern[offset] else {
                    index += 1
                    continue search
                }
                offset += 1
            }
            return index
        }
        return nil
    }

    /// ``firstIndex(of:in:from:)`` for a literal pattern.
    @inlinable
    package static func firstIndex(of pattern: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        firstIndex(of: UnsafeBufferPointer(start: pattern.utf8Start, count: pattern.utf8CodeUnitCount), in: bytes, from: start)
    }

    /// ``firstIndex(of:in:from:)`` for arrays.
    package static func firstIndex(of pattern: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Int? {
        pattern.withUnsafeBufferPointer { pattern in bytes.withUnsafeBufferPointer { firstIndex(of: pattern, in: $0, from: start) } }
    }
}
