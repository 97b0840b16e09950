import L10nModel

/// Lowercasing as Swift's `String.lowercased()` does it (scalar by scalar, without context),
/// from tables: the standard library makes a `String` of each scalar's mapping beyond ASCII,
/// some 9,000 instructions for a sentence with accented capitals, and rules fold every text
/// they compare without case.
enum Lowercasing {
    /// `text.lowercased()`, byte for byte.
    static func lowercased(_ text: String) -> String {
        text.withUTF8Bytes { bytes in
            // A scalar's lowercase takes at most 1.5 times its bytes (U+0130 "İ" is 2, "i̇" 3).
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, bytes.count * 2)) { buffer in
                String(decoding: buffer[..<lowercase(bytes, into: buffer)], as: UTF8.self)
            }
        }
    }

    /// Writes `bytes` lowercased as Swift lowercases a string and returns how many bytes it
    /// wrote (at most twice `bytes.count`): ASCII and two-byte scalars from tables, other
    /// scalars that change from Unicode's mapping.
    static func lowercase(_ bytes: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        // The tables read once, not once a scalar (a static read in the loop called
        // `swift_once` for every scalar beyond ASCII, 150 instructions each).
        let (changing, twoByte) = (bmpChangingWhenLowercased, twoByteLowercase)
        var (index, count) = (0, 0)
        while index < bytes.count {
            let (decoded, length) = UTF8Scalar.decode(bytes, at: index)
            let value = decoded.value
            if length == 1 {
                buffer[count] = lowered(bytes[index])
                count += 1
            } else if length == 2, twoByte[Int(value)] != multiScalarLowercase {
                let lowered = twoByte[Int(value)]
                buffer[count] = 0xC0 | UInt8(lowered >> 6)
                buffer[count + 1] = 0x80 | UInt8(lowered & 0x3F)
                count += 2
            } else if !changesWhenLowercased(value, in: changing) {
                for offset in 0..<length { buffer[count + offset] = bytes[index + offset] }
                count += length
            } else {
                for byte in decoded.properties.lowercaseMapping.utf8 {
                    buffer[count] = byte
                    count += 1
                }
            }
            index += length
        }
        return count
    }

    /// Whether lowercasing changes the scalar `value`. `changing`: ``bmpChangingWhenLowercased``,
    /// read once by the caller's loop (a static read per scalar called `swift_once`).
    static func changesWhenLowercased(_ value: UInt32, in changing: FixedBitSet) -> Bool {
        value < 0x10000 ? changing.contains(Int(value)) : Unicode.Scalar(value)?.properties.changesWhenLowercased ?? false
    }

    /// ASCII capitals lowered; every other byte as it is.
    static func lowered(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }

    /// The scalars of the Basic Multilingual Plane beyond ASCII that change when lowercased.
    static let bmpChangingWhenLowercased = FixedBitSet(
        capacity: 0x10000, members: (0x80..<0x10000).filter { Unicode.Scalar($0)?.properties.changesWhenLowercased ?? false })

    /// Each two-byte scalar's lowercase when it is one two-byte scalar (itself when it does not
    /// change), else ``multiScalarLowercase`` (U+0130 "İ" lowercases to "i̇", U+023A to U+2C65).
    private static let twoByteLowercase: [UInt16] = (0..<0x800).map { value in
        guard value >= 0x80, let scalar = Unicode.Scalar(value) else { return UInt16(value) }
        let lowered = scalar.properties.lowercaseMapping.unicodeScalars
        guard lowered.count == 1, let only = lowered.first, (0x80..<0x800).contains(only.value) else { return multiScalarLowercase }
        return UInt16(only.value)
    }
    private static let multiScalarLowercase: UInt16 = 0xFFFF
}
