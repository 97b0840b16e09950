import L10nModel

/// The keys of a table's development-language `.strings` files, found by their bytes.
///
/// Each translation's file of the table names the same keys again; taking the development
/// language's `String` for a key written the same way spares decoding and allocating it once per
/// locale (a legacy project's keys are often whole English sentences, as long as their values),
/// and the merged table holds one copy of each key, as before. A found key's ``Index`` also
/// stands for it where the file's duplicates are looked for, so it is hashed once.
package struct KnownKeys: Sendable {
    /// A known key's place, from 0 to ``count``.
    package typealias Index = Int

    private var keys: [String] = []
    /// Each key's hash (of its UTF-8 bytes).
    private var hashes: [UInt64] = []
    /// An open-addressed table of indices into `keys` by hash, -1 where empty: a power of two
    /// at least twice the keys, probed linearly.
    private var slots: [Int]
    /// Mixed into every hash, different for every table: a file cannot be written so that its
    /// keys collide.
    private let seed = UInt64.random(in: .min ... .max)

    /// The keys of `files`, each once.
    package init(_ files: [LocaleTableFile]) {
        let count = files.reduce(0) { $0 + $1.entries.count }
        var size = 16
        while size < 2 * count { size *= 2 }
        slots = Array(repeating: -1, count: size)
        for file in files {
            for entry in file.entries { add(entry.key) }
        }
    }

    package var isEmpty: Bool { keys.isEmpty }

    /// How many keys there are: every ``Index`` is below it.
    package var count: Int { keys.count }

    private mutating func add(_ key: String) {
        key.withUTF8Bytes { bytes in
            let hash = hash(bytes)
            let slot = find(bytes, hash: hash)
            guard slots[slot] < 0 else { return }
            slots[slot] = keys.count
            keys.append(key)
            hashes.append(hash)
        }
    }

    /// The place of the known key whose UTF-8 is `bytes`, if any.
    package func index(spelledBy bytes: UnsafeBufferPointer<UInt8>) -> Index? {
        let index = slots[find(bytes, hash: hash(bytes))]
        return index < 0 ? nil : index
    }

    /// The key at `index`.
    package subscript(index: Index) -> String { keys[index] }

    /// The slot holding the key spelled by `bytes`, else the empty slot where it would go.
    private func find(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while case let index = slots[slot], index >= 0 {
            if hashes[index] == hash, keys[index].withUTF8Bytes({ ByteWord.equal($0, bytes) }) { return slot }
            slot = (slot + 1) & mask
        }
        return slot
    }

    /// A multiply-and-rotate hash of eight bytes at a time, finished with MurmurHash3's mix:
    /// `Hasher` (SipHash) of every key of every translation was a twentieth of a `.strings`
    /// project's lint, and the table's seed guards what SipHash's would.
    private func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = seed ^ (UInt64(bytes.count) &* multiplier)
        guard let base = bytes.baseAddress else { return Self.mix(hash) }
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = ((hash ^ ByteWord.load(from: base, at: offset)) &* multiplier).rotated(by: 29)
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(base[offset]) << shift
            shift += 8
            offset += 1
        }
        return Self.mix((hash ^ tail) &* multiplier)
    }

    /// MurmurHash3's 64-bit finalizer: every input bit reaches every bit of the slot index.
    private static func mix(_ value: UInt64) -> UInt64 {
        var value = value
        value ^= value >> 33
        value &*= 0xFF51_AFD7_ED55_8CCD
        value ^= value >> 33
        value &*= 0xC4CE_B9FE_1A85_EC53
        return value ^ (value >> 33)
    }
}

extension UInt64 {
    fileprivate func rotated(by count: UInt64) -> UInt64 { (self << count) | (self >> (64 - count)) }
}
