extension String {
    /// `==` (canonical equivalence: `é` equals `e` + U+0301), settled by the bytes where they
    /// can settle it. Swift compares two differing non-ASCII strings by normalizing them, and the
    /// rules ask it of every translation against its source text, nearly all of which differ.
    ///
    /// Where the two spell the same bytes up to a point and then an ASCII character in both (or
    /// in one, the other having ended), their canonical decompositions differ there: an ASCII
    /// character is a starter that decomposes to itself, and no decomposition drops a character
    /// or moves one past a starter. Any other difference is left to `==`.
    @inlinable
    package func isSameText(as other: String) -> Bool {
        let settled = withUTF8Bytes { left in other.withUTF8Bytes { right in Self.settledByBytes(left, right) } }
        return settled ?? (self == other)
    }

    /// True or false where the bytes settle ``isSameText(as:)``, nil where they do not.
    @usableFromInline
    static func settledByBytes(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool? {
        let shorter = Swift.min(left.count, right.count)
        let index = ByteWord.commonPrefixLength(left, right, upTo: shorter)
        if index == left.count, index == right.count { return true }
        // One ended: the other has characters more, and a decomposition is never empty.
        if index == shorter { return false }
        if left[index] < 0x80, right[index] < 0x80 { return false }
        return nil
    }
}
