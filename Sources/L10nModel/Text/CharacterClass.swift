/// `Character.isLetter`, `isNumber` and `isWhitespace`, answered from a table of the Basic
/// Multilingual Plane built once from Unicode's properties. The standard library judges a
/// character by its first scalar (`isLetter` is the first scalar's `isAlphabetic`), looking
/// the property up every time: on word-splitting passes over every translation that lookup was
/// a tenth of a lint. Same answers for every character (the table is read from the same
/// properties; scalars above the plane are looked up as before). The same table gives a
/// scalar's decimal digit value, for ``InlineLiterals``.
package enum CharacterClass {
    private static let letter: UInt8 = 1, number: UInt8 = 2, whitespace: UInt8 = 4

    private static let table: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 0x10000)
        for value in 0..<0x10000 {
            guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
            let properties = scalar.properties
            var flags: UInt8 = 0
            if properties.isAlphabetic { flags |= letter }
            if properties.numericType != nil { flags |= number }
            if properties.isWhitespace { flags |= whitespace }
            // The decimal digit value plus one in the high four bits (0: not a decimal digit).
            if properties.numericType == .decimal, let digit = properties.numericValue, digit >= 0, digit <= 9 { flags |= UInt8(digit + 1) << 4 }
            table[value] = flags
        }
        return table
    }()

    @inline(__always)
    private static func flags(_ character: Character, _ flag: UInt8, slow: (Unicode.Scalar.Properties) -> Bool) -> Bool {
        let scalar = character.unicodeScalars.first!
        if scalar.value < 0x10000 { return table[Int(scalar.value)] & flag != 0 }
        return slow(scalar.properties)
    }

    /// The value of a decimal digit of any script (`٣`, `３`), nil for any other scalar.
    package static func decimalDigit(_ scalar: Unicode.Scalar) -> Int? {
        if scalar.value < 0x10000 {
            let digit = table[Int(scalar.value)] >> 4
            return digit == 0 ? nil : Int(digit) - 1
        }
        guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else { return nil }
        return Int(value)
    }

    package static func isLetter(_ character: Character) -> Bool { flags(character, letter) { $0.isAlphabetic } }
    package static func isNumber(_ character: Character) -> Bool { flags(character, number) { $0.numericType != nil } }
    package static func isWhitespace(_ character: Character) -> Bool { flags(character, whitespace) { $0.isWhitespace } }
}
