import Testing
@testable import L10nRules

/// The rules' byte prefilters, which pass eight bytes at a time where none can matter, answer
/// as a walk of every character does, wherever in a word the telling bytes fall.
@Suite struct ByteScanPrefilterTests {
    /// Pieces whose bytes straddle word boundaries at every offset once shifted by a prefix.
    static let pieces = [
        "a", " ", "\n", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}", "保", "é", "€", "\u{2027}", "…",
        "₨", "7", "٣", "%@", "x", "\u{200B}", "\u{FEFF}", "\u{18}", "\u{7F}", "\u{85}", "“", "”", "\t",
    ]

    /// Texts made of every piece after every prefix length from 0 to 16, and a few mixes.
    static var texts: [String] {
        var texts: [String] = []
        for piece in pieces {
            for length in 0...16 { texts.append(String(repeating: "b", count: length) + piece + "tail") }
        }
        var random = SplitMix64(seed: 0x5EED)
        for _ in 0..<200 {
            texts.append((0..<Int(random.next() % 24)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined())
        }
        return texts
    }

    @Test func lineBreaksAreTheNewlineCharacters() {
        for text in Self.texts {
            // Counted, not filtered: a filtered "\r" and "\n" would join into one "\r\n".
            let newlines = text.reduce(0) { $0 + ($1.isNewline ? 1 : 0) }
            #expect(WhitespaceParityRule.lineBreaks(in: text) == newlines, "\(text.debugDescription)")
        }
    }

    @Test func hasInvisibleWhereAScalarIsInvisible() {
        for text in Self.texts + ["", "abcdefgh", "“abcdefg”\u{200B}", "“”“”“”“”\u{FEFF}"] {
            let expected = text.unicodeScalars.contains(where: InvisibleCharacterRule.isInvisible)
            #expect(InvisibleCharacterRule.hasInvisible(text) == expected, "\(text.debugDescription)")
        }
    }

    @Test func mayHaveDigitsWhereAByteIsADigitOrNotASCII() {
        for text in Self.texts + ["", "abcdefgh", "abcdefgh9", "abcdefghijklmnop", "é"] {
            let expected = text.utf8.contains { (0x30...0x39).contains($0) || $0 >= 0x80 }
            #expect(NumberParityRule.mayHaveDigits(text) == expected, "\(text.debugDescription)")
        }
    }
}
