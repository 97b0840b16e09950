import Foundation
import Testing
@testable import L10nModel
@testable import L10nAnalysis
@testable import L10nRules
@testable import L10nEngine

/// The rules' fast paths (ASCII scans, the shared unit walk, memoized plural requirements) say
/// exactly what the general code they stand in for says, over many generated inputs.
@Suite struct RuleFastPathTests {
    /// A deterministic generator (SplitMix64), so a failure reproduces.
    struct Generator {
        private var random: SplitMix64

        init(state: UInt64) { random = SplitMix64(seed: state) }

        mutating func next() -> UInt64 { random.next() }

        mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }

        /// A text of up to `length` pieces drawn from `pieces`.
        mutating func text(from pieces: [String], length: Int) -> String {
            (0..<Int(next() % UInt64(length + 1))).map { _ in pick(pieces) }.joined()
        }
    }

    /// Every ASCII character, plus the runs the word scan treats specially.
    static let asciiPieces: [String] = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        + ["\r\n", "://", "@", ".", "'", "-", "a.b", "1.2", " ", "  ", "Word", "iPhone", "%lld", "e.g."]

    @Test func asciiWordsAreTheCharacterWords() {
        var generator = Generator(state: 7)
        for _ in 0..<20_000 {
            let text = generator.text(from: Self.asciiPieces, length: 12)
            #expect(UnchangedTranslationRule.asciiWords(in: text).map(String.init) == UnchangedTranslationRule.graphemeWords(in: text).map(String.init), "\(text.debugDescription)")
        }
    }

    /// Scripts, marks that join the scalar before them (so the text must go by character),
    /// Hangul syllables and jamo, Thai SARA AM, emoji with modifiers and joiners, and the
    /// separators the word scan cares about.
    static let unicodePieces: [String] = [
        "课程", "练习", "：", "。", "的", "Привет", "мир", "Ελλάδα", "café", "naïve", "Ça", "ß", "İ", "ǅ", "١٢٣", "３", "٫",
        "\u{00A0}", "\u{2028}", "\u{3000}", "’", "'", "-", "@", "_", "://", ".", " ", "\r\n", "a", "Z", "7",
        "\u{0301}", "\u{0308}", "\u{200D}", "\u{200C}", "\u{FE0F}", "\u{1F44D}", "\u{1F3FD}", "\u{1F1EB}\u{1F1F7}", "\u{1F1EB}", "\u{1F389}", "\u{1F004}", "\u{1FB00}", "\u{1F9D1}\u{200D}\u{1F4BB}",
        "한국어", "\u{1100}", "\u{1161}", "\u{11A8}", "ำ", "กำ", "क्ष", "\u{0600}", "ﾊﾞ", "\u{FF9E}", "𝟘", "𠀀",
    ]

    @Test func scalarWordsAreTheCharacterWords() {
        var generator = Generator(state: 11)
        var scalarPath = 0
        for _ in 0..<20_000 {
            let text = generator.text(from: Self.unicodePieces, length: 10)
            if CharacterClass.isOneCharacterPerScalar(text[...]) {
                scalarPath += 1
                #expect(UnchangedTranslationRule.scalarWords(in: text).map(String.init) == UnchangedTranslationRule.graphemeWords(in: text).map(String.init), "\(text.debugDescription)")
            }
            #expect(UnchangedTranslationRule.characterWords(in: text).map(String.init) == UnchangedTranslationRule.graphemeWords(in: text).map(String.init), "\(text.debugDescription)")
        }
        #expect(scalarPath > 1_000)  // the scalar path was exercised, not only the fallback
    }

    /// `keyNames(in:)` looks for a key symbol's scalar before comparing characters, and
    /// `isBrandLike` counts letters without making a string of them: both say what the
    /// character comparisons they stand in for say, key symbols with marks and selectors after
    /// them included (`⌘\u{FE0F}` is another character than `⌘`).
    @Test func keyNamesAndBrandWordsAreTheCharacterAnswers() {
        let pieces = Self.unicodePieces + ["⌘", "⌘\u{FE0F}", "⇧", "\u{0301}⌥", "⌥\u{0301}", "🌐", "(", ")", "+", "Shift", "Command", "iPhone", "URL", "OK", "Apple", "x"]
        func characterKeyNames(_ text: String) -> Set<Substring> {
            text.contains(where: UnchangedTranslationRule.keySymbols.contains) ? UnchangedTranslationRule.keyNames(in: text) : []
        }
        func characterBrandLike(_ word: Substring) -> Bool {
            let letters = word.filter(\.isLetter)
            return letters.dropFirst().contains(where: \.isUppercase) || (letters.count > 1 && letters.allSatisfy(\.isUppercase))
        }
        var generator = Generator(state: 29)
        var withSymbols = 0
        for _ in 0..<20_000 {
            let text = generator.text(from: pieces, length: 8)
            let names = UnchangedTranslationRule.keyNames(in: text)
            if text.contains(where: UnchangedTranslationRule.keySymbols.contains) { withSymbols += 1 }
            #expect(names == characterKeyNames(text), "\(text.debugDescription)")
            #expect(WordShape.isBrandLike(text[...]) == characterBrandLike(text[...]), "\(text.debugDescription)")
        }
        #expect(withSymbols > 1_000)  // texts with key symbols were drawn, not only texts without
        #expect(UnchangedTranslationRule.keyNames(in: "Press ⌘\u{FE0F} Command").isEmpty)
        #expect(UnchangedTranslationRule.keyNames(in: "Shift (⇧)") == ["Shift"])
        #expect(["iPhone", "URL", "GitHub"].allSatisfy { WordShape.isBrandLike($0[...]) })
        #expect(!["Apple", "A", "ǅemal", "über"].contains { WordShape.isBrandLike($0[...]) })
    }

    /// The plural category a selector names, told by length and first byte, is the one the
    /// names say: each name, and strings that share a name's length and first byte or differ
    /// in case, in a mark or by a space, are not one.
    @Test func pluralCategoriesByName() {
        for category in PluralCategory.allCases {
            #expect(PluralCategory(rawValue: category.rawValue) == category)
        }
        for selector in ["", "o", "ones", "tWo", "fee", "mane", "otter", "OTHER", "Other", "other ", " one", "zer0", "óne", "one\u{301}", "iphone", "%#@count@"] {
            #expect(PluralCategory(rawValue: selector) == nil, "\(selector.debugDescription)")
        }
    }

    @Test func emojiOfTheirOwnKeepTheScalarPath() {
        // One scalar, one character: plane 1's emoji and symbols alone, as translations write them.
        for text in ["Fertig 🎉", "👍", "🀄 Mahjong", "\u{1FB00}", "课程 🎉 完成"] {
            #expect(CharacterClass.isOneCharacterPerScalar(text[...]), "\(text.debugDescription)")
        }
        // Scalars that join: a flag (two regional indicators, so one alone too), a skin tone, a
        // joined sequence, an emoji presentation selector; and plane 1 outside its emoji blocks
        // (a Brahmi vowel sign).
        for text in ["🇫🇷 Paris", "🇫", "👍🏽", "🧑\u{200D}💻", "❤️", "\u{11000}\u{11038}"] {
            #expect(!CharacterClass.isOneCharacterPerScalar(text[...]), "\(text.debugDescription)")
        }
    }

    @Test func wordsTakeTheCharacterPathOutsideASCII() {
        // Non-ASCII letters, spaces and apostrophes: the general path decides.
        let texts = ["What’s new", "Ça va\u{00A0}bien", "naïve café", "a\u{0301}b c", "Привет мир", "x\u{2028}y"]
        for text in texts {
            #expect(UnchangedTranslationRule.words(in: text) == UnchangedTranslationRule.graphemeWords(in: text))
        }
        #expect(UnchangedTranslationRule.words(in: "What’s new").map(String.init) == ["What’s", "new"])
    }

    @Test func normalizedSkipsTrimmingOnlyWhenThereIsNothingToTrim() {
        var generator = Generator(state: 11)
        let pieces = Self.asciiPieces + ["\u{85}", "\u{A0}", "\u{2028}", "\u{3000}", "É", "ß", "İ", "中文", "\u{301}"]
        for first in Self.asciiPieces.prefix(128) {
            for last in Self.asciiPieces.prefix(128) {
                let text = first + "Mid" + last
                #expect(LanguageNames.normalized(text) == text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased(), "\(text.debugDescription)")
            }
        }
        for _ in 0..<5_000 {
            let text = generator.text(from: pieces, length: 6)
            #expect(LanguageNames.normalized(text) == text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased(), "\(text.debugDescription)")
        }
    }

    /// whitespace-parity's edge check agrees with comparing the edge characters' `isWhitespace`
    /// whenever it answers: `\r\n`, a space carrying a combining mark, a prepended mark before a
    /// digit or a space, non-ASCII spaces at either end, emoji with modifiers and ZWJ, Thai AM,
    /// half-width voiced marks, Indic vowel signs, tags, Hangul jamo.
    @Test func edgesAgreeAsTheEdgeCharactersDo() {
        var generator = Generator(state: 13)
        let pieces = Self.asciiPieces + [
            "\u{85}", "\u{A0}", "\u{2028}", "\u{3000}", "\u{301}", "\u{600}", "中文", "。", " \u{301}", "\u{600}1", "\u{600} ", "🎉", "👍\u{1F3FD}",
            "\u{1F3FD}", "\u{200D}", "👩\u{200D}💻", "\u{0E33}", "ก", "\u{FF9E}", "ｶ", "\u{093F}", "क", "\u{E0067}", "\u{1100}", "\u{1161}", "\u{3000}\u{301}",
            "\t\u{301}", "\u{200C}", "é",
        ]
        var answered = 0
        for _ in 0..<40_000 {
            let text = generator.text(from: pieces, length: 6), source = generator.text(from: pieces, length: 6)
            guard let first = text.first, let last = text.last, let sourceFirst = source.first, let sourceLast = source.last else { continue }
            let characters = first.isWhitespace == sourceFirst.isWhitespace && last.isWhitespace == sourceLast.isWhitespace
            if WhitespaceParityRule.edgesAgree(text, source) {
                answered += 1
                #expect(characters, "\(text.debugDescription) / \(source.debugDescription)")
            }
        }
        #expect(answered > 10_000)
        #expect(WhitespaceParityRule.edgesAgree("Name:\u{A0}", "Name: ") && !WhitespaceParityRule.edgesAgree("Name:\u{A0}", "Name:"))
        #expect(WhitespaceParityRule.edgesAgree("a\r\n", "b\n") && !WhitespaceParityRule.edgesAgree("a\r\n", "b"))
        let listed = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter { CharacterClass.isWhitespace(scalar: $0) }
        #expect(listed == (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter(\.properties.isWhitespace))
        #expect(WhitespaceParityRule.edgesAgree("完成 🎉", "Done 🎉") && WhitespaceParityRule.endsWithWhitespace("👍\u{1F3FD}") == nil)
        #expect(WhitespaceParityRule.endsWithWhitespace("x\u{600} ") == nil && WhitespaceParityRule.endsWithWhitespace("x \u{301}") == nil)
    }

    /// unchanged-translation's ASCII fold is Foundation's fold of the same text, and any
    /// non-ASCII text still goes to Foundation.
    @Test func theASCIIFoldIsFoundationsFold() {
        var generator = Generator(state: 17)
        for _ in 0..<5_000 {
            let text = generator.text(from: Self.asciiPieces, length: 10)
            #expect(UnchangedTranslationRule.folded(text) == UnchangedTranslationRule.foldedInFoundation(text), "\(text.debugDescription)")
        }
        for text in ["App Exposé", "ＡＢＣ１２", "Straße", "İstanbul", "Ice-Cubes 2"] {
            #expect(UnchangedTranslationRule.folded(text) == UnchangedTranslationRule.foldedInFoundation(text))
        }
        #expect(UnchangedTranslationRule.folded("App-Expose!") == "appexpose")
    }

    /// number-parity's fold drops soft hyphens as Foundation's `replacingOccurrences` did,
    /// beside letters, accented letters, emoji and other soft hyphens; and also before a
    /// combining mark, where Foundation kept one.
    @Test func numberWordsFoldDropsSoftHyphensAsFoundationDid() {
        var generator = Generator(state: 29)
        let pieces = ["\u{AD}", "fünf", "hundert", "e\u{301}", "ثمانية", "七", "👍\u{1F3FD}", " ", "Ⅻ", "İ", "\r\n"]
        for _ in 0..<2_000 {
            let text = generator.text(from: pieces, length: 5)
            let foundation = text.replacingOccurrences(of: "\u{AD}", with: "").folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            #expect(NumberParityRule.NumberWords.folded(text) == foundation, "\(text.debugDescription)")
        }
        #expect(NumberParityRule.NumberWords.folded("Fünf\u{AD}hundert") == "funfhundert")
        #expect(NumberParityRule.NumberWords.folded("a\u{AD}\u{301}b") == "ab")
    }

    /// The vote turns a translation away without folding it only when its fold differs: over
    /// texts of ASCII, accented, fullwidth, ligature, Greek, Cyrillic and CJK pieces, and names
    /// spelled apart ("App Exposé" is "App Expose").
    @Test func aTranslationIsTurnedAwayOnlyWhenItsFoldDiffers() {
        var generator = Generator(state: 23)
        let pieces = ["App", "app", " ", "-", "Exposé", "EXPOSE", "é", "e\u{301}", "Ｅ", "ﬁ", "ß", "ss", "İ", "K", "\u{212A}", "Ω", "ω", "Ж", "ж", "中", "が",
            "한", "1", "١", "²", "½", "%@", "…"]
        var turnedAway = 0
        for _ in 0..<4_000 {
            let source = generator.text(from: pieces, length: 4), text = generator.text(from: pieces, length: 4)
            let folded = UnchangedTranslationRule.folded(source)
            guard folded.utf8.allSatisfy({ $0 < 0x80 }) else { continue }
            for candidate in [text, source, source.uppercased()] where !UnchangedTranslationRule.mayFold(candidate, toASCII: folded) {
                turnedAway += 1
                #expect(UnchangedTranslationRule.folded(candidate) != folded, "\(candidate.debugDescription) / \(source.debugDescription)")
            }
        }
        #expect(turnedAway > 1_000)
        #expect(UnchangedTranslationRule.mayFold("App Exposé", toASCII: "appexpose"))
        #expect(!UnchangedTranslationRule.mayFold("Éditer le profil", toASCII: "editprofile"))
        #expect(!UnchangedTranslationRule.mayFold("Редактировать", toASCII: "edit"))
    }

    /// Every letter ``UnchangedTranslationRule/foldsOutsideASCII(_:)`` names folds to a letter
    /// outside ASCII, so a text holding one never folds to an ASCII name.
    @Test func lettersOfOtherAlphabetsFoldOutsideASCII() {
        var named = 0
        for value in 0..<0xE000 {
            guard let scalar = Unicode.Scalar(value), UnchangedTranslationRule.foldsOutsideASCII(scalar) else { continue }
            named += 1
            let folded = UnchangedTranslationRule.foldedInFoundation(String(scalar))
            #expect(folded.unicodeScalars.contains { !$0.isASCII }, "U+\(String(value, radix: 16)) folds to \(folded.debugDescription)")
        }
        #expect(named > 30_000)
    }

    @Test func pluralCategoriesOrderAsTheirCases() {
        for lhs in PluralCategory.allCases {
            for rhs in PluralCategory.allCases {
                #expect((lhs < rhs) == (PluralCategory.allCases.firstIndex(of: lhs) ?? 0 < PluralCategory.allCases.firstIndex(of: rhs) ?? 0))
            }
        }
    }

    @Test func theRequirementAsksTheCountKindOnlyWhenItMatters() {
        var options = PluralVariantsOptions()
        options.requiredCategories = ["uk": [.one, .few, .many, .other]]
        let grouped: [LocaleID] = PluralCategories.groups.flatMap { group in group.0.split(separator: " ").map { LocaleID(String($0)) } }
        let locales: [LocaleID] = grouped + ["pt-PT", "zh-Hant-TW", "sr-Latn", "xx", "uk", "ru-RU"]
        var memo = PluralRequirementMemo(options: options)
        for locale in locales {
            let integer = options.requirement(for: locale, integerCount: true)
            let other = options.requirement(for: locale, integerCount: false)
            for isInteger in [true, false] {
                var asked = false
                let requirement = memo.requirement(for: locale) {
                    asked = true
                    return isInteger
                }
                #expect(requirement == (isInteger ? integer : other), "\(locale)")
                #expect(asked == (integer != other), "\(locale)")
                #expect(memo.requirement(for: locale, integerCount: isInteger) == (isInteger ? integer : other))
            }
        }
        // Languages whose fraction-only categories an integer never selects depend on the kind.
        #expect(options.requirement(for: "ru", integerCount: true) != options.requirement(for: "ru", integerCount: false))
    }

    @Test func aCompleteVariationSetIsToldWithoutSets() {
        var options = PluralVariantsOptions()
        options.largeNumberMany = .warning
        let selectors: [PluralCategory?] = PluralCategory.allCases + [nil]
        for locale: LocaleID in ["en", "ja", "ru", "ar", "fr", "he", "xx", "cy"] {
            for isInteger in [true, false] {
                let requirement = options.requirement(for: locale, integerCount: isInteger)
                // Every subset of the categories, with and without a selector that is none.
                for mask in 0..<(1 << selectors.count) {
                    let categories = selectors.indices.filter { mask & (1 << $0) != 0 }.map { selectors[$0] }
                    let present = Set(categories.compactMap { $0 })
                    let unused = requirement.allowed.map { allowed in present.contains { !allowed.contains($0) } } ?? false
                    let lacking = categories.contains(nil) || !requirement.required.isSubset(of: present) || !requirement.largeNumber.isSubset(of: present)
                    #expect(PluralVariantsRule.mayReport(categories, requirement, reportUnused: true) == (lacking || unused), "\(locale) \(categories)")
                    #expect(PluralVariantsRule.mayReport(categories, requirement, reportUnused: false) == lacking, "\(locale) \(categories)")
                }
            }
        }
    }

    // MARK: The shared unit walk

    /// What ``Catalog/forEachTranslatedUnit(in:_:)`` must yield: every unit of ``LocalizedValue/allUnits``
    /// of every target translation, paired through ``SourceUnits``.
    static func expectedUnits(_ catalog: Catalog) -> [String] {
        var result: [String] = []
        for entry in catalog.entries where entry.isSourceKey && !entry.isStale && !entry.translations.isEmpty {
            guard let sources = SourceUnits(entry: entry, in: catalog) else { continue }
            for translation in entry.translations where translation.locale != catalog.sourceLanguage && translation.locale.identifier != "Base" {
                for (path, unit) in translation.value.allUnits {
                    guard let source = sources.counterpart(of: path) else { continue }
                    result.append(describe(entry.key, translation.locale, path, unit, source))
                }
            }
        }
        return result
    }

    static func describe(_ key: String, _ locale: LocaleID, _ path: [String], _ unit: StringUnit, _ source: SourceCounterpart) -> String {
        "\(key)|\(locale)|\(path)|\(unit.value)|\(unit.range.start)|\(source.text)|\(source.range.start)"
    }

    /// A random value: plain, phrases, plural or device variations nested up to `depth`, substitutions.
    static func value(_ generator: inout Generator, depth: Int, offset: inout Int) -> LocalizedValue {
        func unit() -> StringUnit {
            offset += 10
            return StringUnit(value: ["One", "%lld items", "Other", ""][offset / 10 % 4], state: .translated, range: SourceRange(file: FileID(0), start: offset, end: offset + 5))
        }
        func variations() -> Variations {
            let selectors = generator.next() % 2 == 0 ? ["one", "few", "other"] : ["iphone", "mac", "other"]
            let variants = selectors.prefix(1 + Int(generator.next() % 3)).map { selector in
                Variant(selector: selector, selectorRange: SourceRange(file: FileID(0), start: 0, end: 0), value: depth > 0 ? value(&generator, depth: depth - 1, offset: &offset) : LocalizedValue(unit: unit()))
            }
            return Variations(kind: selectors[0] == "one" ? .plural : .device, variants: variants)
        }
        switch generator.next() % 6 {
        case 0: return LocalizedValue(unit: unit())
        case 1: return LocalizedValue(stringSet: StringSet(state: .translated, values: (0..<Int(generator.next() % 3)).map { _ in unit() }, range: SourceRange(file: FileID(0), start: 1, end: 2)))
        case 2: return LocalizedValue(variations: variations())
        case 3: return LocalizedValue(unit: unit(), substitutions: [Substitution(name: "count", nameRange: SourceRange(file: FileID(0), start: 0, end: 0), variations: variations())])
        case 4: return LocalizedValue(unit: unit(), variations: variations(), substitutions: [Substitution(name: "n", nameRange: SourceRange(file: FileID(0), start: 0, end: 0))])
        default: return LocalizedValue()
        }
    }

    @Test func theWalkPairsEveryUnitAsAllUnitsDoes() {
        var generator = Generator(state: 3)
        var offset = 0
        var entries: [CatalogEntry] = []
        for index in 0..<400 {
            let locales: [LocaleID] = ["en", "de", "Base", "ru", "ja"].filter { _ in generator.next() % 4 != 0 }
            let translations = locales.map { Translation(locale: $0, localeRange: SourceRange(file: FileID(0), start: 0, end: 0), value: Self.value(&generator, depth: 2, offset: &offset)) }
            entries.append(CatalogEntry(
                key: "key\(index)", keyRange: SourceRange(file: FileID(0), start: index, end: index + 1), extractionState: index % 17 == 0 ? "stale" : nil,
                translations: translations, isSourceKey: index % 13 != 0))
        }
        let catalog = Catalog(name: "Localizable", path: "Localizable.xcstrings", directory: "", role: .generated, sourceLanguage: "en", entries: entries, files: [FileID(0)], locales: ["en", "de", "ru", "ja"])
        var walked: [String] = []
        // Keeping every pair checks that a kept pair's path is not changed by the walk afterwards.
        var kept: [TranslatedUnit] = []
        catalog.forEachTranslatedUnit(in: catalog.entries.indices) { pair in
            walked.append(Self.describe(pair.entry.key, pair.locale, pair.path, pair.unit, pair.source))
            kept.append(pair)
        }
        let expected = Self.expectedUnits(catalog)
        #expect(expected.count > 500)
        #expect(walked == expected)
        #expect(kept.map { Self.describe($0.entry.key, $0.locale, $0.path, $0.unit, $0.source) } == expected)
        // Chunks add up to the whole walk.
        var chunked: [String] = []
        for start in stride(from: 0, to: entries.count, by: 37) {
            catalog.forEachTranslatedUnit(in: start..<min(start + 37, entries.count)) { pair in
                chunked.append(Self.describe(pair.entry.key, pair.locale, pair.path, pair.unit, pair.source))
            }
        }
        #expect(chunked == expected)
    }
}

/// `unchanged-translation`'s words of a locale are the same whether the catalog has many
/// locales or few (all are read in one walk: issue 28's one key with 20,000 localizations was
/// quadratic when each locale was read on its own).
@Suite struct LocaleEvidenceWalkTests {
    private func catalog(locales: [String]) -> Catalog {
        let units = locales.enumerated().map { index, locale in
            let value = index % 3 == 0 ? "Öffne Ice Cubes \(index)" : index % 3 == 1 ? "Open the app" : "Ouvrir l'appli Ice Cubes"
            return #""\#(locale)":{"stringUnit":{"state":"translated","value":"\#(value)"}}"#
        }.joined(separator: ",")
        let json = #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Open the app"}},\#(units)}},"#
            + #""l":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Ice Cubes"}}}}}}"#
        return Linter(rules: []).lint(files: [("Localizable.xcstrings", json)]).project.catalogs[0]
    }

    @Test func oneWalkForManyLocalesGivesEachLocalesWords() {
        let many = (0..<70).map { "zz-\(String($0, radix: 16))" }
        let all = UnchangedTranslationRule.LocaleEvidence(catalog(locales: many))
        for (index, locale) in many.enumerated() where index < 9 {
            // The same locale, alone in its catalog (read on its own), with the same value.
            let alone = (0...index).map { $0 == index ? locale : "yy-\($0)" }
            let single = UnchangedTranslationRule.LocaleEvidence(catalog(locales: alone))
            #expect(all.words(of: LocaleID(locale)) == single.words(of: LocaleID(locale)), "\(locale)")
        }
        #expect(all.words(of: LocaleID("zz-0")) == ["öffne", "ice", "cubes"])
        #expect(all.words(of: LocaleID("zz-1")) == [])
    }

    /// Runs are cut where Latin letters meet another script, not at every non-ASCII letter.
    @Test func scriptRunsKeepLatinWordsWithDiacriticsWhole() {
        let runs = { (word: String) in UnchangedTranslationRule.LocaleEvidence.scriptRuns([Substring(word)]) }
        #expect(runs("Öffne") == ["öffne"])
        #expect(runs("Cubesに聞く") == ["cubes", "に聞く"])
        #expect(runs("iPhoneで") == ["iphone", "で"])
        #expect(runs("Привет") == ["привет"])
        #expect(runs("Ça") == ["ça"])
    }
}
