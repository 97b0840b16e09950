import Testing
@testable import L10nModel
@testable import L10nRules

/// `punctuation-parity` decides from a text's last scalar when no mark can end it (issue 31):
/// that must never differ from reading its last characters.
@Suite struct PunctuationEndingTests {
    /// Every scalar of the Basic Multilingual Plane last, after letters, marks, spaces and
    /// joiners, and texts whose last character is a space or a mark with something joined to it.
    @Test func theLastScalarDecidesAsTheCharactersDo() {
        // Before it: a mark, a space (a space and the marks joined to it are one character, and
        // whitespace), and what a following scalar may join (prepended, regional indicator,
        // leading jamo, zero-width joiner).
        let befores = ["Open.", "Open ", "\u{600}", "🇫", "\u{1100}", "e\u{200D}"]
        var texts: [String] = []
        for value in 0..<0x10000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            texts += befores.map { "\($0)\(scalar)" }
        }
        for text in texts {
            #expect(PunctuationParityRule.ending(of: text, locale: "en") == PunctuationParityRule.endingOfCharacters(text, locale: "en"), "\(text.debugDescription)")
        }
        // Greek writes its question mark as ';'.
        let more = [
            "Save. \u{301}", "Save.\u{301}", "Save \u{FF9E}", "Save.\u{FF9E}", "Note:\u{0E33}", "Why? \u{200D}", "…\u{1F3FB}", "Ok!\r\n", "ok;",
            "Καλημέρα;", "Wait\u{037E}", "Ещё", "続く", "다음", "数字", "Next\u{3000}", "Next\u{A0}", "",
        ]
        for text in more {
            for locale in [LocaleID("en"), LocaleID("el")] {
                #expect(PunctuationParityRule.ending(of: text, locale: locale) == PunctuationParityRule.endingOfCharacters(text, locale: locale), "\(text.debugDescription)")
            }
        }
    }

    /// The letters decided at once are the common ones; a mark or a space is read in full.
    @Test func lettersAreDecidedAtOnceAndMarksAreRead() {
        #expect(PunctuationParityRule.endsNoMark("n"))
        #expect(PunctuationParityRule.endsNoMark("я"))
        #expect(PunctuationParityRule.endsNoMark("字"))
        #expect(!PunctuationParityRule.endsNoMark("."))
        #expect(!PunctuationParityRule.endsNoMark(" "))
        #expect(!PunctuationParityRule.endsNoMark("\u{301}"))
        #expect(PunctuationParityRule.ending(of: "Settings :", locale: "fr") == .init(mark: .colon, form: " :", utf8Offset: 8))
    }
}
