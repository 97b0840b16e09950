import Synchronization

/// `Character.isLetter`, `isNumber` and `isWhitespace`, answered from a table of the Basic
/// Multilingual Plane and the plane after it (emoji, which translations are full of, live
/// there) filled from Unicode's properties as scalars are met. The standard library
/// judges a character by its first scalar (`isLetter` is the first scalar's `isAlphabetic`),
/// looking the property up every time (about 100 ns): on word-splitting passes over every
/// translation that lookup was a tenth of a lint. Same answers for every character (the table
/// holds the same properties; scalars above the table are looked up as before). The same table
/// gives a scalar's decimal digit value, for ``InlineLiterals``, whether it extends the
/// character before it, and whether a text can be walked by scalar instead of by character.
package enum CharacterClass {
    private static let letter: UInt16 = 1, number: UInt16 = 2, whitespace: UInt16 = 4, standalone: UInt16 = 8, known: UInt16 = 0x100
    private static let extends: UInt16 = 0x200
    /// General categories P* (punctuation) and Zs (space separator), as Markdown's emphasis
    /// rules read the characters around a `*` run.
    private static let punctuation: UInt16 = 0x400, spaceSeparator: UInt16 = 0x800

    /// The scalars the table holds: planes 0 and 1 (256 KB of flags, zeroed when the table is
    /// made; each slot is filled the first time its scalar is met).
    private static let tableLimit: UInt32 = 0x20000

    /// Each scalar's flags (below ``tableLimit``), read from Unicode's properties the first time the scalar is
    /// asked about: a run meets a few thousand distinct scalars, while reading every scalar's
    /// properties up front costs 30 ms (about 100 ns per property per scalar).
    private final class Table: @unchecked Sendable {
        /// The flags, the decimal digit value plus one in bits 4 to 7, and ``known`` once read.
        /// Relaxed atomics: a slot is written whole, and two threads that fill the same slot
        /// write the same value.
        private let slots: UnsafeMutablePointer<Atomic<UInt16>>

        init() {
            slots = .allocate(capacity: Int(tableLimit))
            for index in 0..<Int(tableLimit) { (slots + index).initialize(to: Atomic(0)) }
        }

        subscript(value: UInt32) -> UInt16 {
            let slot = slots[Int(value)].load(ordering: .relaxed)
            if slot != 0 { return slot }
            let flags = CharacterClass.flags(of: Unicode.Scalar(value) ?? "\u{FFFD}") | CharacterClass.known
            slots[Int(value)].store(flags, ordering: .relaxed)
            return flags
        }
    }

    private static let table = Table()

    /// A scalar's flags, read from Unicode's properties: out of line, so a look-up in the table
    /// (which calls it only for a scalar it has not met) does not pay for the metadata and
    /// buffers the standard library's property types need (which made ``decimalDigit(_:)``
    /// some 110 instructions a call).
    @inline(never)
    private static func flags(of scalar: Unicode.Scalar) -> UInt16 {
        let properties = scalar.properties
        var flags: UInt16 = 0
        if properties.isAlphabetic { flags |= letter }
        if properties.isWhitespace { flags |= whitespace }
        if let type = properties.numericType {
            flags |= number
            if type == .decimal, let digit = properties.numericValue, digit >= 0, digit <= 9 { flags |= UInt16(digit + 1) << 4 }
        }
        switch properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation:
            flags |= punctuation
        case .spaceSeparator: flags |= spaceSeparator
        default: break
        }
        let extendsCharacter = extendsPreviousByProperties(scalar)
        if extendsCharacter { flags |= extends }
        if !extendsCharacter, isStandalone(scalar) { flags |= standalone }
        return flags
    }

    /// Whether a scalar that does not extend the character before it (combining and spacing
    /// marks, joiners, variation selectors) is a character of its own whatever surrounds it:
    /// it is no Hangul jamo or prepended mark. Decided from the properties grapheme breaking
    /// uses (UAX #29); a text of such scalars has one character per scalar, so it can be walked
    /// by scalar with the same result.
    private static func isStandalone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0xA960...0xA97F, 0xD7B0...0xD7FF: return false  // Hangul jamo (L, V, T)
        case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x0D4E: return false  // Prepend
        default: return true
        }
    }

    /// Whether the scalar may extend the character before it (UAX #29's GB9 and GB9a: Extend,
    /// ZWJ, SpacingMark): marks, joiners, variation selectors, emoji modifiers, Thai and Lao AM.
    /// A character holds after its first scalar only such scalars unless that first scalar is a
    /// prepended mark, jamo, a regional indicator or a pictograph before a joiner.
    package static func extendsPrevious(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < tableLimit ? table[scalar.value] & extends != 0 : extendsPreviousByProperties(scalar)
    }

    private static func extendsPreviousByProperties(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isGraphemeExtend || properties.isJoinControl || properties.isVariationSelector { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: break
        }
        switch scalar.value {
        case 0x0E33, 0x0EB3: return true  // SpacingMark letters (SARA AM)
        case 0x1F3FB...0x1F3FF: return true  // emoji modifiers: Extend, though not Grapheme_Extend
        default: return false
        }
    }

    /// Whether every scalar of `text` is a character of its own, in the Basic Multilingual Plane
    /// or among the emoji and symbols of plane 1: then ``isLetter(scalar:)`` and friends of its
    /// scalars are those of its characters. A translation's `🎉` or `👍` alone keeps it on the
    /// scalar path; a flag (two regional indicators), a skin tone or a joined sequence does not.
    package static func isOneCharacterPerScalar(_ text: Substring) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            (scalar.value < 0x10000 || emojiAndSymbols.contains(scalar.value) && !regionalIndicators.contains(scalar.value))
                && table[scalar.value] & standalone != 0
        }
    }

    /// Plane 1's emoji and symbol blocks (Mahjong Tiles to Symbols for Legacy Computing): no
    /// prepended mark or jamo among them, and their modifiers and joiners extend (not standalone).
    private static let emojiAndSymbols: ClosedRange<UInt32> = 0x1F000...0x1FBFF
    /// Two regional indicators make one character (a flag), so one is never a character of its own.
    private static let regionalIndicators: ClosedRange<UInt32> = 0x1F1E6...0x1F1FF

    package static func isLetter(scalar: Unicode.Scalar) -> Bool { scalar.value < tableLimit ? table[scalar.value] & letter != 0 : flags(of: scalar) & letter != 0 }
    package static func isNumber(scalar: Unicode.Scalar) -> Bool { scalar.value < tableLimit ? table[scalar.value] & number != 0 : flags(of: scalar) & number != 0 }
    package static func isWhitespace(scalar: Unicode.Scalar) -> Bool { scalar.value < tableLimit ? table[scalar.value] & whitespace != 0 : flags(of: scalar) & whitespace != 0 }

    /// General category P* (any punctuation: `、`, `«`, `—`).
    package static func isPunctuation(scalar: Unicode.Scalar) -> Bool {
        scalar.value < tableLimit ? table[scalar.value] & punctuation != 0 : flags(of: scalar) & punctuation != 0
    }

    /// General category Zs (a space: U+0020, U+00A0, U+3000).
    package static func isSpaceSeparator(scalar: Unicode.Scalar) -> Bool {
        scalar.value < tableLimit ? table[scalar.value] & spaceSeparator != 0 : flags(of: scalar) & spaceSeparator != 0
    }

    /// The value of a decimal digit of any script (`٣`, `３`), nil for any other scalar.
    package static func decimalDigit(_ scalar: Unicode.Scalar) -> Int? {
        let digit = ((scalar.value < tableLimit ? table[scalar.value] : flags(of: scalar)) >> 4) & 0xF
        return digit == 0 ? nil : Int(digit) - 1
    }

    /// A letter of a script written without spaces between words: Han, Hiragana, Katakana,
    /// Thai, Lao, Myanmar, Khmer (UAX #14's ideographic and complex-context classes). Next to
    /// one, a word-separating space of English has no counterpart (`你获得了` + `10 金币`).
    /// Not Hangul: Korean spaces its words.
    package static func isOfUnspacedScript(scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0E01...0x0E3A, 0x0E40...0x0E4E, 0x0E81...0x0EDF, 0x1000...0x103F, 0x1050...0x108F, 0x1780...0x17D3,
            0x3041...0x3096, 0x309D...0x309F, 0x30A1...0x30FA, 0x30FC...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF,
            0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF66...0xFF9F, 0x20000...0x3134F:
            true
        default:
            false
        }
    }

    /// A scalar of the Latin blocks: Basic Latin to Latin Extended-B, Latin Extended
    /// Additional, C and D, and full-width Latin letters (`Ｓ`). A text's other letters are of
    /// another script (`PChome 個人新聞台`).
    package static func isInLatinBlock(scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0...0x24F, 0x1E00...0x1EFF, 0x2C60...0x2C7F, 0xA720...0xA7FF, 0xFF21...0xFF5A: true
        default: false
        }
    }

    package static func isLetter(_ character: Character) -> Bool { isLetter(scalar: character.unicodeScalars.first!) }
    package static func isNumber(_ character: Character) -> Bool { isNumber(scalar: character.unicodeScalars.first!) }
    package static func isWhitespace(_ character: Character) -> Bool { isWhitespace(scalar: character.unicodeScalars.first!) }
}
