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
        "açıklama", "kaldırılamadı", "naïve", "ǅemal", "it’s", "x\u{345}y", "Notifications", "notificar", "installation", "installato",
    ]

    /// Characters that start, end or join words in the ways the rule's word split meets:
    /// punctuation, digits, a combining mark on its own or on `'`, a prepended mark, a keycap.
    static let joins = [" ", "", "-", "に", "'", ".", ",", "(", "1", "’", "\u{301}", "'\u{301}", "\u{0600}", "1\u{FE0F}\u{20E3}", "🇫🇷", "«", "é", "ı", "\u{345}", "\u{0600}é", "ǅ"]

    @Test func aTextHoldingAWordIsNeverTurnedAway() {
        var generator = SystemRandomNumberGenerator()
        var turnedAway = 0
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
                Bool.random(using: &generator) ? Self.pieces.randomElement(using: &generator)! : ["zq", "%@", "…", "42", "ß", "ж", "中"].randomElement(using: &generator)!
            }.joined(separator: Self.joins.randomElement(using: &generator)!)
            // The words the rule reads in the text, cut by script and lowercased as it cuts them.
            let words = Set(UnchangedTranslationRule.LocaleEvidence.scriptRuns(UnchangedTranslationRule.words(in: text)))
            let asked = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                Bool.random(using: &generator) ? Self.pieces.randomElement(using: &generator)!.lowercased() : words.randomElement(using: &generator) ?? "zq"
            }
            var filter = WordStartFilter(Set(asked))
            if !words.isDisjoint(with: asked) {
                #expect(filter.mayHoldAWord(text), "\(asked) in \(text)")
            } else if !filter.mayHoldAWord(text) {
                turnedAway += 1
            }
            // Words found are taken out; the others are still looked for.
            let found = Set(asked.filter { _ in Bool.random(using: &generator) })
            filter.remove(found)
            let left = Set(asked).subtracting(found)
            if !words.isDisjoint(with: left) { #expect(filter.mayHoldAWord(text), "\(left) in \(text)") }
            if left.isEmpty { #expect(!filter.mayHoldAWord(text)) }
        }
        var filter = WordStartFilter(["ice", "cubes", "mastodon-social"])
        filter.remove(["ice", "mastodon-social"])
        #expect(!filter.mayHoldAWord("Ice Mastodon-Social") && filter.mayHoldAWord("Ice Cubes"))
        filter.remove(["cubes"])
        #expect(filter.isEmpty && !filter.mayHoldAWord("Ice Cubes"))
        // Most texts without an asked word are turned away.
        #expect(turnedAway > 1_000)
        #expect(!WordStartFilter(["quux"]).mayHoldAWord("Öffne die App"))
        #expect(!WordStartFilter(["istanbul"]).mayHoldAWord("聞く한국어"))
        #expect(WordStartFilter(["öffne"]).mayHoldAWord("ÖFFNE"))
        #expect(WordStartFilter(["kelvin"]).mayHoldAWord("\u{212A}elvin"))
        #expect(!WordStartFilter([]).mayHoldAWord("anything"))
        // A word, not a part of one: the start and the end of a short word are where words start and end.
        #expect(!WordStartFilter(["app"]).mayHoldAWord("Apple Music"))
        #expect(!WordStartFilter(["con", "xion"]).mayHoldAWord("Aucune connexion"))
        #expect(WordStartFilter(["connexion"]).mayHoldAWord("Aucune connexion."))
        #expect(WordStartFilter(["ice", "に聞く"]).mayHoldAWord("Ice Cubesに聞く"))
        #expect(WordStartFilter(["cubes"]).mayHoldAWord("Ice Cubesに聞く"))
        #expect(WordStartFilter(["don't"]).mayHoldAWord("I DON'T"))
        // Inside a word with Latin letters beyond ASCII, ASCII starts and ends no word.
        #expect(!WordStartFilter(["kl", "ama", "amad"]).mayHoldAWord("açıklama kaldırılamadı"))
        #expect(WordStartFilter(["ama"]).mayHoldAWord("ıama ama"))
        // English words are not looked for at every character of another script.
        #expect(!WordStartFilter(["ice", "it’s"]).mayHoldAWord("今すぐ入手できます"))
        #expect(WordStartFilter(["ice", "it’s"]).mayHoldAWord("今すぐIce"))
        // Long words are compared on their first twelve bytes.
        #expect(!WordStartFilter(["installation", "automatically"]).mayHoldAWord("installato automaticamente"))
        #expect(WordStartFilter(["notifications"]).mayHoldAWord("Notificationsxyz"))
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
        // 60 copies of the values (660 entries): the catalog is read in parts, each looking for every asked word.
        let strings = (0..<60).flatMap { copy in
            values.map { key, source, value in
                #""\#(key)-\#(copy)":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"\#(source)"}},"de":{"stringUnit":{"state":"translated","value":"\#(value)"}}}}"#
            }
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
