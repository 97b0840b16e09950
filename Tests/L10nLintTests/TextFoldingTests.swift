import Foundation
import Testing
@testable import L10nModel
@testable import L10nRules

/// The folds rules compare texts by, written without Foundation's bridge and the standard
/// library's per-scalar `String`s (issue 31), must give exactly what those give.
@Suite struct TextFoldingTests {
    /// Every scalar of the Basic Multilingual Plane, alone and in texts, and some beyond it.
    static let texts: [String] = {
        var texts = (0..<0x10000).compactMap { Unicode.Scalar($0).map { String($0) } }
        texts += [
            "", "\u{10400}", "\u{1E900}", "Ice 🧊 CUBES 👍🏽", "ΟΔΟΣ Straße İstanbul \u{212A}ELVIN Ⱥ ǅ", "Ice Cubesに聞く ÉCRAN", "Ｆｕｌｌ 𐐀𐐁",
            " \u{301}Überprüfen ", "\u{3000}全角スペース\u{3000}", "\u{85}Next line\u{85}", "\u{2028}\u{2029}", "\t\r\n \u{A0}\u{200B}x\u{FEFF}",
            "\u{1680}\u{180E}Ogham\u{202F}\u{205F}", " \u{1F}\u{1C}unit separators\u{1E} ", "   ", "\n\n", "a", "À l’écran", "e\u{301} ",
        ]
        return texts
    }()

    /// `Lowercasing.lowercased` is `String.lowercased()`, byte for byte.
    @Test func lowercasingIsSwifts() {
        for text in Self.texts { #expect(Lowercasing.lowercased(text) == text.lowercased(), "\(text.debugDescription)") }
    }

    /// `trimmingWhitespacesAndNewlines` is Foundation's `trimmingCharacters(in:
    /// .whitespacesAndNewlines)`: every scalar of the plane at each end of a word and alone, and
    /// texts of mixed spaces, marks and line breaks.
    @Test func trimmingIsFoundations() {
        var texts = Self.texts
        texts += (0..<0x10000).compactMap { Unicode.Scalar($0).map { "\($0)word\($0)" } }
        for text in texts {
            let trimmed = text.trimmingWhitespacesAndNewlines
            #expect(trimmed.unicodeScalars.elementsEqual(text.trimmingCharacters(in: .whitespacesAndNewlines).unicodeScalars), "\(text.debugDescription)")
        }
    }

    /// Nothing trimmed, nothing copied: the same string comes back.
    @Test func anUntrimmedTextIsReturnedAsItIs() {
        let text = String(repeating: "Speichern ", count: 10) + "x"
        #expect(text.trimmingWhitespacesAndNewlines == text)
        #expect(" \(text)\n".trimmingWhitespacesAndNewlines == text)
        #expect(" \n\u{3000}".trimmingWhitespacesAndNewlines.isEmpty)
    }
}
