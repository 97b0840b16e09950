/// A dictionary key that compares strings by their UTF-8 bytes, as Foundation compares the keys
/// of a strings table, instead of by Swift's canonical equivalence: `"é"` and `"e\u{301}"` are two
/// different keys on device, so they must not be reported as duplicates of each other.
package struct ExactKey: Hashable, Sendable {
    package let text: String

    package init(_ text: String) { self.text = text }

    package static func == (lhs: ExactKey, rhs: ExactKey) -> Bool {
        let fast = lhs.text.utf8.withContiguousStorageIfAvailable { left in
            rhs.text.utf8.withContiguousStorageIfAvailable { right in
                ByteWord.equal(left, right)
            }
        }
        return (fast ?? nil) ?? lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    package func hash(into hasher: inout Hasher) {
        let hashed: Void? = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        if hashed == nil {
            for byte in text.utf8 { hasher.combine(byte) }
        }
    }
}
