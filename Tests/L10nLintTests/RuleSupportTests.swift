import Testing
@testable import L10nModel
@testable import L10nParsing
@testable import L10nAnalysis
@testable import L10nRules
@testable import L10nEngine
@testable import L10nConfiguration
@testable import L10nReporting
@testable import L10nWriting
@testable import L10nCLI

@Suite struct CatalogPairingTests {
    private func catalog(_ path: String, role: Catalog.Role, keys: [String] = [], project: String = "") -> Catalog {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let name = file.hasSuffix(".xcstrings") ? String(file.dropLast(".xcstrings".count))
            : file == "strings.json" ? "strings" : String(file.dropLast(".strings.json".count))
        let range = SourceRange(file: FileID(0), start: 0, end: 0)
        var catalog = Catalog(
            name: name, path: path, directory: FilePaths.directory(of: path), role: role, sourceLanguage: "en",
            entries: keys.map { CatalogEntry(key: $0, keyRange: range) }, files: [], locales: [])
        catalog.project = project
        return catalog
    }

    /// The seed's layout: `design/strings.json` beside the app folder, no common directory.
    @Test func pairsSiblingFoldersByTheirKeys() {
        let catalogs = [
            catalog("design/strings.json", role: .source, keys: ["a", "b", "c", "d"]),
            catalog("App/Resources/Localizable.xcstrings", role: .generated, keys: ["a", "b", "x"]),
            catalog("App/InfoPlist.xcstrings", role: .generated, keys: ["CFBundleDisplayName"]),
        ]
        let pairing = CatalogPairing(catalogs: catalogs)
        #expect(pairing.sourceIndex(forCatalogAt: 1) == 0)
        #expect(pairing.reasons[1] == .sharedKeys(shared: 2, total: 3, distance: 3))
        #expect(pairing.sourceIndex(forCatalogAt: 2) == nil)
        #expect(pairing.unpaired == [CatalogPairing.Unpaired(generated: 2, candidate: 0, shared: 0, total: 1)])
        #expect(pairing.generatedIndices(forSourceAt: 0) == [1])
    }

    /// Exactly half the generated keys is enough; less is not; an empty catalog pairs with nothing.
    @Test func needsHalfOfTheGeneratedKeys() {
        let catalogs = [
            catalog("strings.json", role: .source, keys: ["a", "b"]),
            catalog("Half.xcstrings", role: .generated, keys: ["a", "x"]),
            catalog("Third.xcstrings", role: .generated, keys: ["a", "x", "y"]),
            catalog("Empty.xcstrings", role: .generated),
        ]
        let pairing = CatalogPairing(catalogs: catalogs)
        #expect(pairing.sourceIndex(forCatalogAt: 1) == 0)
        #expect(pairing.sourceIndex(forCatalogAt: 2) == nil)
        #expect(pairing.sourceIndex(forCatalogAt: 3) == nil)
        #expect(pairing.unpaired.map(\.generated) == [2, 3])
    }

    /// The best overlap wins; equal overlaps go to the nearest folder, then the same table name.
    @Test func bestOverlapThenNearestThenSameName() {
        let catalogs = [
            catalog("Far/Away/strings.json", role: .source, keys: ["a", "b", "c"]),
            catalog("App/strings.json", role: .source, keys: ["a", "b"]),
            catalog("App/Onboarding.strings.json", role: .source, keys: ["a", "b"]),
            catalog("App/Localizable.xcstrings", role: .generated, keys: ["a", "b", "c"]),
            catalog("App/Onboarding.xcstrings", role: .generated, keys: ["a", "b"]),
        ]
        let pairing = CatalogPairing(catalogs: catalogs)
        #expect(pairing.sourceIndex(forCatalogAt: 3) == 0)
        #expect(pairing.sourceIndex(forCatalogAt: 4) == 2)
        #expect(pairing.pairs.map(\.source) == [0, 2])
    }

    /// Sources of another project are never candidates.
    @Test func staysWithinItsProject() {
        let catalogs = [
            catalog("A/strings.json", role: .source, keys: ["a"], project: "/A"),
            catalog("B/Localizable.xcstrings", role: .generated, keys: ["a"], project: "/B"),
        ]
        let pairing = CatalogPairing(catalogs: catalogs)
        #expect(pairing.sourceIndex(forCatalogAt: 1) == nil)
        #expect(pairing.unpaired.isEmpty, "no source in its project: nothing to note")
    }

    @Test func configuredPairsReplaceTheContentPairing() {
        let catalogs = [
            catalog("A/strings.json", role: .source, keys: ["a"]),
            catalog("B/strings.json", role: .source, keys: ["z"]),
            catalog("A/Localizable.xcstrings", role: .generated, keys: ["a"]),
        ]
        let pairing = CatalogPairing(catalogs: catalogs, configured: [CatalogPair(source: "B/strings.json", generated: "A/Localizable.xcstrings")])
        #expect(pairing.sourceIndex(forCatalogAt: 2) == 1)
        #expect(pairing.reasons[2] == .configured)
    }

    @Test func folderDistance() {
        #expect(CatalogPairing.distance("a/b", "a/b") == 0)
        #expect(CatalogPairing.distance("a/b", "a") == 1)
        #expect(CatalogPairing.distance("design", "App/Resources") == 3)
        #expect(CatalogPairing.distance(".", "a") == 1)
    }
}

@Suite struct LocalePatternTests {
    @Test(arguments: [
        ("zh-Hans", "zh-Hans", true), ("zh-Hans", "zh", true), ("zh-Hans", "zh-CN", true),
        ("zh-Hans", "zh-HK", false), ("zh-Hant", "zh-HK", true), ("zh-Hant", "zh-TW", true),
        ("zh-Hant", "zh-Hant-TW", true), ("ja", "ja-JP", true), ("ja", "ko", false), ("ko", "ko", true),
        ("zh-Hant-TW", "zh-HK", false),
    ])
    func matching(_ pattern: String, _ locale: String, _ expected: Bool) {
        #expect(LocalePattern(pattern).matches(LocaleID(locale)) == expected)
    }

    @Test func mostSpecificWins() {
        let patterns = ["zh", "zh-Hant", "zh-Hant-TW"].map(LocalePattern.init)
        #expect(LocalePattern.bestMatch(for: "zh-Hant-TW", in: patterns)?.identifier == "zh-Hant-TW")
        #expect(LocalePattern.bestMatch(for: "zh-HK", in: patterns)?.identifier == "zh-Hant")
        #expect(LocalePattern.bestMatch(for: "zh-Hans", in: patterns)?.identifier == "zh")
    }
}

@Suite struct LanguageNamesTests {
    @Test(arguments: [
        ("zh-Hans", "简体中文"), ("zh-Hans", "中文（简体）"), ("zh-Hans", "中文 (简体)"), ("zh-Hant", "繁體中文"),
        ("zh-Hant", "中文（繁體）"), ("ja", "日本語"), ("ko", "한국어"), ("en", "English"), ("fr", "Français"),
        ("fr", "français"), ("pt-BR", "Português (Brasil)"), ("de", "Deutsch"),
    ])
    func endonymsAreAccepted(_ language: String, _ name: String) {
        #expect(LanguageNames.names(of: language, in: language).contains(LanguageNames.normalized(name)))
    }

    @Test func exonymsAreNot() {
        #expect(!LanguageNames.names(of: "en", in: "en").contains("英语"))
        #expect(LanguageNames.names(of: "en", in: "zh-Hans").contains("英语"))
        #expect(!LanguageNames.names(of: "zh-Hans", in: "zh-Hans").contains(LanguageNames.normalized("Chinese (Simplified)")))
    }
}

@Suite struct LengthBudgetOptionsTests {
    private func options(_ json: String) throws -> LengthBudgetOptions {
        try LengthBudgetOptions.decoded(json: json, ruleID: "length-budget")
    }

    @Test func defaultBands() throws {
        let defaults = try options("{}")
        let chinese = defaults.band(for: "zh-Hans")
        #expect(chinese.lower == 0.8 && chinese.upper == 3.2 && chinese.minimumWidth == 10)
        let german = defaults.band(for: "de")
        #expect(german.ratio == 0.8 && abs(german.lower - 0.8 / 1.85) < 1e-9)
        #expect(defaults.isTarget("de") && defaults.isTarget("zh-HK") && !defaults.isLayoutLocale("zh-Hans"))
        let japanese = defaults.band(for: "ja-JP")
        #expect(japanese.ratio == 0.9 && abs(japanese.upper - 2.25) < 1e-9)
    }

    @Test func perLocaleSettingsMergeOverDefaults() throws {
        let configured = try options(#"{"ratio": 1.5, "minRatio": 1.0, "locales": {"ja": {"minimumWidth": 6}, "zh-Hant": {"maxRatio": 2.5}}}"#)
        #expect(configured.band(for: "de").lower == 1.0)
        #expect(abs(configured.band(for: "de").upper - 1.5 * 1.85) < 1e-9)
        #expect(configured.band(for: "zh-Hans").lower == 0.8)  // zh-Hans has a band of its own
        #expect(configured.band(for: "zh-TW").upper == 2.5)  // configured zh-Hant settings refine the default zh-Hant band
        #expect(configured.band(for: "zh-TW").lower == 0.8)
        #expect(configured.band(for: "ja").ratio == 0.9)  // the default ja band keeps its ratio
        #expect(configured.band(for: "ja").minimumWidth == 6)
    }

    @Test(arguments: [
        (#"{"tolerance": 0.5}"#, "1:15: error: option 'tolerance' of 'length-budget' must be a number of at least 1, found 0.5"),
        (#"{"locales": {"ja": {"ratio": "wide"}}}"#, "1:30: error: 'locales.ja.ratio' of 'length-budget' must be a positive number, found a string"),
        (
            #"{"locales": {"ja": {"speed": 1}}}"#,
            "1:21: error: unknown key 'speed' in 'locales.ja' of 'length-budget'; expected one of: ratio, tolerance, minRatio, maxRatio, minimumWidth"
        ),
        (#"{"maxWidths": {"a": -3}}"#, "1:21: error: 'maxWidths.a' of 'length-budget' must be a positive integer, found -3"),
        (#"{"minimumWidth": 2.5}"#, "1:18: error: option 'minimumWidth' of 'length-budget' must be an integer of at least 0, found a fraction"),
        (
            #"{"ratios": 1.6}"#,
            "1:2: error: unknown option 'ratios' for rule 'length-budget' (did you mean 'ratio'?); known options: ratio, tolerance, minRatio, maxRatio, minimumWidth, targetLocales, locales, singleLineMinimumWidth, barItemMinimumWidth, extremeRatios, extremeFactor, extremeMinimumWidth, incompleteFactor, incompleteMinimumWidth, layoutLocales, maxWidths, spokenKeyWords"
        ),
    ])
    func rejectsBadValues(json: String, message: String) {
        #expect(throws: JSONInputErrors.self) { try options(json) }
        do {
            _ = try options(json)
        } catch {
            #expect("\(error)" == "<options>:\(message)\n")
        }
    }

    @Test func spokenKeys() throws {
        let defaults = try options("{}")
        #expect(defaults.isSpoken("accessibility.play"))
        #expect(defaults.isSpoken("Common.Controls.Status.Media.AccessibilityLabel"))
        #expect(!defaults.isSpoken("share.progress"))
    }
}

/// How translated units pair with their source: a plain source is found without a search, and
/// must pair exactly as the general path search does.
@Suite struct SourceUnitsTests {
    private let range = SourceRange(file: FileID(0), start: 1, end: 5)

    private func entry(source: LocalizedValue?, key: String = "greeting", isSourceKey: Bool = true) -> (CatalogEntry, Catalog) {
        let translations = source.map { [Translation(locale: "en", localeRange: range, value: $0)] } ?? []
        let entry = CatalogEntry(key: key, keyRange: range, translations: translations, isSourceKey: isSourceKey)
        let catalog = Catalog(name: "Localizable", path: "Localizable.xcstrings", directory: "", role: .generated, sourceLanguage: "en", entries: [entry], files: [], locales: ["en"])
        return (entry, catalog)
    }

    @Test func plainSourcePairsWithEveryVariantOutsideSubstitutions() throws {
        let source = StringUnit(value: "Hello", state: .translated, range: range)
        let (entry, catalog) = entry(source: LocalizedValue(unit: source))
        let units = try #require(SourceUnits(entry: entry, in: catalog))
        for path in [[], ["one"], ["other"], ["iphone", "one"], ["phrase 2"]] {
            #expect(units.counterpart(of: path) == SourceCounterpart(text: "Hello", range: range), "\(path)")
        }
        #expect(units.counterpart(of: ["%#@count@", "one"]) == nil)
        #expect(units.counterpart(of: ["iphone", "%#@count@", "other"]) == nil)
    }

    @Test func keyStandsInAndOrphansHaveNoSource() throws {
        let (entry, catalog) = entry(source: nil, key: "Hello %lld")
        let units = try #require(SourceUnits(entry: entry, in: catalog))
        #expect(units.counterpart(of: ["%#@count@", "one"]) == SourceCounterpart(text: "Hello %lld", range: range))
        let (orphan, orphanCatalog) = self.entry(source: nil, isSourceKey: false)
        #expect(SourceUnits(entry: orphan, in: orphanCatalog) == nil)
        // A source without any unit pairs with nothing.
        let (empty, emptyCatalog) = self.entry(source: LocalizedValue())
        #expect(try #require(SourceUnits(entry: empty, in: emptyCatalog)).counterpart(of: []) == nil)
    }

    @Test func pluralSourcePairsByCategoryThenOther() throws {
        let variant = { (selector: String, text: String) in
            Variant(selector: selector, selectorRange: self.range, value: LocalizedValue(unit: StringUnit(value: text, state: .translated, range: self.range)))
        }
        let plural = LocalizedValue(variations: Variations(kind: .plural, variants: [variant("one", "1 day"), variant("other", "%lld days")]))
        let (entry, catalog) = entry(source: plural)
        let units = try #require(SourceUnits(entry: entry, in: catalog))
        #expect(units.counterpart(of: ["one"])?.text == "1 day")
        #expect(units.counterpart(of: ["few"])?.text == "%lld days")
        #expect(units.counterpart(of: [])?.text == "%lld days")
    }
}

/// Rules that ask one question of every unit's source keep the last few answers: an entry's
/// locales ask about the same sources in a row, so each is worked out once per entry.
@Suite struct RecentSourceFactsTests {
    private func source(_ text: String, at start: Int) -> SourceCounterpart {
        SourceCounterpart(text: text, range: SourceRange(file: FileID(0), start: start, end: start + text.utf8.count))
    }

    @Test func eachSourceIsWorkedOutOnceWhileItIsRecent() {
        var facts = RecentSourceFacts<Int>()
        var computed: [String] = []
        func width(_ text: String) -> Int {
            computed.append(text)
            return text.count
        }
        let (one, other) = (source("1 day", at: 0), source("%lld days", at: 10))
        // Twelve locales of a plural key, `one` then `other` for each.
        for _ in 0..<12 {
            #expect(facts.fact(of: one, width) == 5)
            #expect(facts.fact(of: other, width) == 9)
        }
        #expect(computed == ["1 day", "%lld days"])
        // Sources are told apart by where they are, not by their text: the same text of another
        // key is another source.
        #expect(facts.fact(of: source("1 day", at: 40), width) == 5)
        #expect(computed.count == 3)
        // Four are kept: after four others, the first is worked out again.
        for start in [50, 60, 70, 80] { _ = facts.fact(of: source("x", at: start), width) }
        _ = facts.fact(of: one, width)
        #expect(computed.count == 8 && computed.last == "1 day")
    }
}
