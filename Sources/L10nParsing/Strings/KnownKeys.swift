import L10nModel

/// The keys of a table's development-language `.strings` files, found by their bytes.
///
/// Each translation's file of the table names the same keys again; taking the development
/// language's `String` for a key written the same way spares decoding and allocating it once per
/// locale (a legacy project's keys are often whole English sentences, as long as their values),
/// and the merged table holds one copy of each key, as before.
package struct KnownKeys: Sendable {
    private var keys: [String] = []
    /// Each key's hash (of its UTF-8 bytes).
    private var hashes: [Int] = []
    /// An open-addressed table of indices into `keys` by hash, -1 where empty: a power of two
    /// at least twice the keys, probed linearly.
    private var slots: [Int]

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

    private mutating func add(_ key: String) {
        key.withUTF8Bytes { bytes in
            let hash = Self.hash(bytes)
            let slot = find(bytes, hash: hash)
            guard slots[slot] < 0 else { return }
            slots[slot] = keys.count
            keys.append(key)
            hashes.append(hash)
        }
    }

    /// The known key whose UTF-8 is `bytes`, if any.
    package func key(spelledBy bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let index = slots[find(bytes, hash: Self.hash(bytes))]
        return index < 0 ? nil : keys[index]
    }

    /// The slot holding the key spelled by `bytes`, else the empty slot where it would go.
    private func find(_ bytes: UnsafeBufferPointer<UInt8>, hash: Int) -> Int {
        let mask = slots.count - 1
        var slot = hash & mask
        while case let index = slots[slot], index >= 0 {
            if hashes[index] == hash, keys[index].withUTF8Bytes({ $0.elementsEqual(bytes) }) { return slot }
            slot = (slot + 1) & mask
        }
        return slot
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        return hasher.finalize()
    }
}
