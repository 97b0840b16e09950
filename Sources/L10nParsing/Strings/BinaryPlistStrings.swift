/// The string table of a binary property list (`bplist00`), read without Foundation: its
/// `PropertyListSerialization` crashes on some malformed binary lists (a mutated file made it
/// dereference a bad pointer), and a linter must read any file without crashing. Only what a
/// `.strings` table holds is read: a dictionary of strings (ASCII, UTF-16 and UTF-8 strings).
struct BinaryPlistStrings {
    private let bytes: [UInt8]
    private let offsetSize: Int
    private let referenceSize: Int
    private let offsetTable: Int
    private let objectCount: Int
    private let top: Int

    /// nil when `bytes` are no well-formed binary property list.
    init?(_ bytes: [UInt8]) {
        guard bytes.count >= 40, bytes.starts(with: Array("bplist".utf8)) else { return nil }
        self.bytes = bytes
        let trailer = bytes.count - 32
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
            let count = Self.integer(bytes, at: trailer + 8, size: 8), let top = Self.integer(bytes, at: trailer + 16, size: 8),
            let table = Self.integer(bytes, at: trailer + 24, size: 8),
            count > 0, top < count, table >= 8, count <= (trailer - table) / offsetSize
        else { return nil }
        (objectCount, self.top, offsetTable) = (count, top, table)
    }

    /// The top object as a dictionary of strings, in the list's order; nil when it is none
    /// (`String` for a key or value that is no string).
    func table() -> [(key: String, value: String?)]? {
        guard let top = object(top), top.marker >> 4 == 0xD, let count = self.count(of: top) else { return nil }
        var entries: [(key: String, value: String?)] = []
        entries.reserveCapacity(min(count.count, objectCount))
        for index in 0..<count.count {
            guard let key = reference(at: count.start + index * referenceSize).flatMap(string(ofObject:)),
                let value = reference(at: count.start + (count.count + index) * referenceSize)
            else { return nil }
            entries.append((key, string(ofObject: value)))
        }
        return entries
    }

    /// An object's marker and where its data starts.
    private func object(_ index: Int) -> (marker: UInt8, start: Int)? {
        guard index >= 0, index < objectCount, let offset = Self.integer(bytes, at: offsetTable + index * offsetSize, size: offsetSize),
            offset >= 8, offset < offsetTable
        else { return nil }
        return (bytes[offset], offset + 1)
    }

    /// The element count of a string, array or dictionary (in its marker, or an integer after
    /// it) and where its elements start.
    private func count(of object: (marker: UInt8, start: Int)) -> (count: Int, start: Int)? {
        let low = Int(object.marker & 0x0F)
        guard low == 0x0F else { return (low, object.start) }
        guard object.start < bytes.count, bytes[object.start] >> 4 == 0x1 else { return nil }
        let size = 1 << Int(bytes[object.start] & 0x0F)
        guard size <= 8, let count = Self.integer(bytes, at: object.start + 1, size: size), count <= bytes.count else { return nil }
        return (count, object.start + 1 + size)
    }

    private func reference(at offset: Int) -> Int? {
        Self.integer(bytes, at: offset, size: referenceSize).flatMap { $0 < objectCount ? $0 : nil }
    }

    private func string(ofObject index: Int) -> String? {
        guard let object = object(index), let count = count(of: object) else { return nil }
        switch object.marker >> 4 {
        case 0x5, 0x7:  // ASCII, UTF-8
            guard count.start + count.count <= offsetTable else { return nil }
            return String(decoding: bytes[count.start..<(count.start + count.count)], as: UTF8.self)
        case 0x6:  // UTF-16, big-endian
            guard count.count <= (offsetTable - count.start) / 2 else { return nil }
            let units = (0..<count.count).map { UInt16(bytes[count.start + 2 * $0]) << 8 | UInt16(bytes[count.start + 2 * $0 + 1]) }
            return String(decoding: units, as: UTF16.self)
        default:
            return nil
        }
    }

    /// A big-endian unsigned integer of `size` bytes at `offset`, if it is inside `bytes` and fits.
    private static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int? {
        guard offset >= 0, size <= bytes.count, offset <= bytes.count - size else { return nil }
        var value: UInt64 = 0
        for byte in bytes[offset..<(offset + size)] { value = value << 8 | UInt64(byte) }
        return value <= UInt64(Int.max / 2) ? Int(value) : nil
    }
}
