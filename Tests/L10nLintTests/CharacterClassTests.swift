import Testing
@testable import L10nModel

/// The table behind ``CharacterClass`` answers as the standard library does, for every scalar
/// of the Basic Multilingual Plane alone and with a combining mark, and beyond the plane.
@Suite struct CharacterClassTests {
    @Test func answersAsCharacterPropertiesDo() {
        var mismatches: [String] = []
        for value in Array(0..<0x10000) + [0x1D7CE, 0x1F600, 0x20000, 0x1E950] {
            guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
            let marked = String(scalar) + "\u{301}"
            for character in [Character(scalar)] + (marked.count == 1 ? [Character(marked)] : []) {
                if CharacterClass.isLetter(character) != character.isLetter
                    || CharacterClass.isNumber(character) != character.isNumber
                    || CharacterClass.isWhitespace(character) != character.isWhitespace
                {
                    mismatches.append(String(value, radix: 16))
                }
            }
            let digit = scalar.properties.numericType == .decimal ? scalar.properties.numericValue.map { Int($0) } : nil
            if CharacterClass.decimalDigit(scalar) != digit { mismatches.append("digit " + String(value, radix: 16)) }
        }
        #expect(mismatches == [])
        #expect(CharacterClass.decimalDigit("٣") == 3 && CharacterClass.decimalDigit("３") == 3 && CharacterClass.decimalDigit("a") == nil)
    }
}
