import Testing
@testable import L10nModel

/// The table behind ``CharacterClass`` answers as the standard library does, for every scalar
/// of the planes it holds (0 and 1) alone and with a combining mark, and beyond them.
@Suite struct CharacterClassTests {
    @Test func answersAsCharacterPropertiesDo() {
        var mismatches: [String] = []
        for value in Array(0..<0x20000) + [0x20000, 0x2F800, 0xE0020, 0xE0100] {
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
            let category = scalar.properties.generalCategory
            let isPunctuation = [.connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation].contains(category)
            if CharacterClass.isPunctuation(scalar: scalar) != isPunctuation || CharacterClass.isSpaceSeparator(scalar: scalar) != (category == .spaceSeparator) {
                mismatches.append("category " + String(value, radix: 16))
            }
        }
        #expect(mismatches == [])
        #expect(CharacterClass.isPunctuation(scalar: "、") && CharacterClass.isSpaceSeparator(scalar: "\u{3000}") && !CharacterClass.isPunctuation(scalar: "a"))
        #expect(CharacterClass.decimalDigit("٣") == 3 && CharacterClass.decimalDigit("３") == 3 && CharacterClass.decimalDigit("a") == nil)
    }

    /// `extendsPrevious` never says no where grapheme breaking joins the scalar to the letter
    /// before it (GB9, GB9a), from the table and beyond it; and it says yes for the marks,
    /// joiners, selectors and modifiers translations carry.
    @Test func extendsPreviousWhereGraphemeBreakingJoins() {
        var missed: [String] = []
        for value in Array(0..<0x20000) + [0x20000, 0xE0020, 0xE007F, 0xE0100, 0xE01EF] {
            guard let scalar = Unicode.Scalar(UInt32(value)), value >= 0x20 else { continue }
            if ("a" + String(scalar)).count == 1, !CharacterClass.extendsPrevious(scalar) { missed.append(String(value, radix: 16)) }
        }
        #expect(missed == [])
        #expect(["\u{301}", "\u{200D}", "\u{FE0F}", "\u{1F3FB}", "\u{0E33}", "\u{E0100}"].allSatisfy { CharacterClass.extendsPrevious($0.unicodeScalars.first!) })
        #expect(!["a", " ", "中", "😀", "\u{1F1E6}"].contains { CharacterClass.extendsPrevious($0.unicodeScalars.first!) })
    }
}
