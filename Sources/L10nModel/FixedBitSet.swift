/// A set of small integers (`0..<capacity`) as bits: a membership test is one load, for
/// filters that turn most candidates away before a hashed look-up (SARIF line hashes,
/// `unchanged-translation`'s word starts).
package struct FixedBitSet: Sendable {
    @usableFromInline var words: [UInt64]

    package init(capacity: Int, members: some Sequence<Int> = []) {
        words = [UInt64](repeating: 0, count: (capacity + 63) / 64)
        for member in members { insert(member) }
    }

    @inlinable package mutating func insert(_ member: Int) {
        words[member >> 6] |= 1 << UInt64(member & 63)
    }

    @inlinable package mutating func remove(_ member: Int) {
        words[member >> 6] &= ~(1 << UInt64(member & 63))
    }

    @inlinable package func contains(_ member: Int) -> Bool {
        words[member >> 6] & (1 << UInt64(member & 63)) != 0
    }
}
