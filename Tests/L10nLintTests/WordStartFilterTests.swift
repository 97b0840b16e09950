import Foundation
import Testing
@testable import L10nModel
@testable import L10nEngine
@testable import L10nRules

/// `unchanged-translation` reads a locale's values only where one may hold a word it will be
/// asked about (issue 31): the filter must never turn away a text that holds one, and the
/// words it answers with must be the ones a full read gives for every word asked.
@Suite struct WordStartFilterTests {
    /// Words in every script and case the rule meets, and texts built of them and around them.
    static let pieces = [
        "a", "I", "ok", "ID", "the", "Ice", "Cubes", "Öffne", "öffne", "ÉCRAN", "écran", "Straße", "ΟΔΟΣ", "οδος", "Привет",
        "привет", "K", "\u{212A}elvin", "İstanbul", "istanbul", "に聞く", "聞く", "한국어", "Ｆｕｌｌ", "ｆｕｌｌ", "don't", "e-mail", "x", "Z",
    ]

    @Test func aTextHoldingAWordIsNeverTurnedAway() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let asked = (0..<Int.random(in: 1...4, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)!.lowercased() }
            let filter = WordStartFilter(asked)
            let text = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
                Bool.random(using: &generator) ? Self.pieces.randomElement(using: &generator)! : ["zq", "%@", "…", "42", "ß", "ж", "中"].randomElement(using: &generator)!
            }.joined(separator: [" ", "", "-", "に"].randomElement(using: &generator)!)
            let lowered = text.lowercased()
            if asked.contains(where: { lowered.utf8.count >= $0.utf8.count && lowered.range(of: $0, options: .literal) != nil }) {
                #expect(filter.mayHoldAWord(text), "\(asked) in \(text)")
            }
        }
        #expect(!WordStartFilter(["quux"]).mayHoldAWord("Öffne die App"))
        #expect(!WordStartFilter(["istanbul"]).mayHoldAWord("聞く한국어"))
        #expect(WordStartFilter(["öffne"]).mayHoldAWord("ÖFFNE"))
        #expect(WordStartFilter(["kelvin"]).mayHoldAWord("\u{212A}elvin"))
        #expect(!WordStartFilter([String]()).mayHoldAWord("anything"))
    }

    /// The scripts the filter reads without lowercasing (CJK, kana, Hangul) have no case.
    @Test func theScriptsReadAsTheyAreHaveNoCase() {
        for range in [0x3000..<0xA000, 0xB000..<0xD800] {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                #expect(scalar.properties.lowercaseMapping == String(scalar), "U+\(String(value, radix: 16))")
            }
        }
    }

    /// For every word the rule may ask (a word of a kept value), the locale's words are the
    /// same read through the filter as read in full.
    @Test func filteredWordsAnswerEveryAskedWordAsAFullRead() {
        let values = [
            ("k1", "Open the app", "Öffne die App"), ("k2", "Ice Cubes", "Ice Cubes"), ("k3", "Share with %@", "Mit %@ teilen"),
            ("k4", "Straße", "STRASSE"), ("k5", "Done", "Fertig"), ("k6", "Email", "Email"), ("k7", "Settings", "Einstellungen für Ice"),
            ("k8", "Ask Ice Cubes", "Ice Cubesに聞く"), ("k9", "Kelvin scale", "\u{212A}elvin-Skala"), ("k10", "Post", "Beitrag auf Mastodon"),
            ("k11", "Ask the Kelvin Straße to open", "Ask the Kelvin Straße to open"),
        ]
        let strings = values.map { key, source, value in
            #""\#(key)":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"\#(source)"}},"de":{"stringUnit":{"state":"translated","value":"\#(value)"}}}}"#
        }.joined(separator: ",")
        let json = #"{"sourceLanguage":"en","version":"1.0","strings":{\#(strings)}}"#
        let catalog = Linter(rules: []).lint(files: [("Localizable.xcstrings", json)]).project.catalogs[0]
        let full = UnchangedTranslationRule.LocaleEvidence(catalog).words(of: "de")
        let filtered = UnchangedTranslationRule.LocaleEvidence(catalog, glossary: []).words(of: "de")
        // The words of the values `de` keeps (k2, k6, k11): the only ones the rule asks about.
        let asked = ["ice", "cubes", "email", "ask", "the", "kelvin", "straße", "to", "open"]
        for word in asked { #expect(full.contains(word) == filtered.contains(word), "\(word)") }
        #expect(filtered.isSubset(of: full))
        #expect(full.contains("ice") && full.contains("cubes"))
    }
}

@Suite struct FixedBitSetTests {
    @Test func holdsExactlyItsMembersAcrossWordEdges() {
        let members = [0, 1, 62, 63, 64, 65, 127, 128, 4_095, 65_535]
        let set = FixedBitSet(capacity: 65_536, members: members)
        for value in 0..<65_536 { #expect(set.contains(value) == members.contains(value), "\(value)") }
        var grown = FixedBitSet(capacity: 100)
        grown.insert(99)
        #expect(grown.contains(99) && !grown.contains(98))
    }
}
