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

/// The worklist: which keys, in which order, with what text, width, findings and usages.
@Suite struct ReportWorklistTests {
    private func worklist(_ files: [(path: String, contents: String)], locale: LocaleID = "zh-Hans", extra: [Diagnostic] = [], usages: [String: [L10nModel.SourceLocation]]? = nil) -> [WorkItem] {
        var result = Linter(rules: []).lint(files: files)
        result.diagnostics += extra
        return TranslationReport(result: result, options: .init(focusLocale: locale, keyUsages: usages)).worklist ?? []
    }

    @Test func listsKeysNeedingWorkSortedByCatalogThenKey() {
        let items = worklist([("App/Localizable.xcstrings", ReportStatisticsTests.catalog), ("A/strings.json", #"{ "z": { "en": "Z" }, "a": { "en": "A", "zh-Hans": "甲" } }"#)])
        #expect(items.map { "\($0.catalog.label) \($0.key) \($0.state.rawValue)" } == [
            "strings z missing",
            "Localizable Untouched missing",
            "Localizable save empty",
            "Localizable stop needs_review",
        ])
    }

    @Test func pairsPluralVariantsByTheTranslationsCategories() throws {
        let items = worklist([("App/Localizable.xcstrings", ReportStatisticsTests.catalog)], locale: "ja")
        let lessons = try #require(items.first { $0.key == "%lld lessons" })
        #expect(lessons.state == .empty)
        #expect(lessons.comment == "Lesson count")
        #expect(lessons.units == [WorkUnit(variant: "plural.other", source: "%lld lessons", target: "", targetState: .translated)])
        let untouched = try #require(items.first { $0.key == "Untouched" })
        #expect(untouched.units == [WorkUnit(variant: "", source: "Untouched")])
        #expect(untouched.translationText == nil)
        let missingPlural = worklist([("App/Localizable.xcstrings", ReportStatisticsTests.catalog)], locale: "fr").first { $0.key == "%lld lessons" }
        #expect(missingPlural?.units.map(\.variant) == ["plural.one", "plural.other"])
        #expect(missingPlural?.sourceText == "one: %lld lesson; other: %lld lessons")
    }

    @Test func substitutionsAndPlainTranslationsOfPluralSources() {
        let units = WorklistBuilder.units(
            source: LocalizedValue(variations: Variations(kind: .plural, variants: [
                Variant(selector: "one", selectorRange: Self.range, value: LocalizedValue(unit: Self.unit("%lld day"))),
                Variant(selector: "other", selectorRange: Self.range, value: LocalizedValue(unit: Self.unit("%lld days"))),
            ])),
            target: LocalizedValue(unit: Self.unit("%lld 天"), substitutions: [
                Substitution(name: "count", nameRange: Self.range, variations: Variations(kind: .plural, variants: [
                    Variant(selector: "few", selectorRange: Self.range, value: LocalizedValue(unit: Self.unit("%lld дня"))),
                ])),
            ]),
            key: "days")
        #expect(units.map(\.variant) == ["", "substitutions.count.plural.few"])
        #expect(units.map(\.source) == ["%lld days", "%lld days"])
        #expect(WorkUnit.shortName("substitutions.count.plural.few") == "count few")
        #expect(WorkUnit.shortName("device.iphone.plural.one") == "iphone one")
    }

    @Test func widthsFindingsAndUsages() throws {
        let json = #"{ "title": { "en": "Start", "zh-Hans": "开始录音练习", "maxWidth": 10 } }"#
        let finding = Diagnostic(ruleID: "length-budget", severity: .warning, message: "'title' in zh-Hans is 12 columns wide, budget 10", location: .file("strings.json"), key: "title", locale: "zh-Hans")
        let restated = Diagnostic(ruleID: "translation-state", severity: .warning, message: "restated", location: .file("strings.json"), key: "title", locale: "zh-Hans")
        let usage = L10nModel.SourceLocation(path: "App/View.swift", start: SourcePosition(line: 3, column: 9), end: SourcePosition(line: 3, column: 9))
        let items = worklist([("strings.json", json)], extra: [finding, restated], usages: ["title": [usage]])
        let item = try #require(items.first)
        #expect(item.state == .translated)
        #expect(item.maxWidth == 10)
        #expect(item.sourceWidth == 5)
        #expect(item.translationWidth == 12)
        #expect(item.findings == [WorkItem.Finding(ruleID: "length-budget", message: "'title' in zh-Hans is 12 columns wide, budget 10", column: .overBudget)])
        #expect(item.usages == [usage])
    }

    /// A value that is its own identifier key reads `translated`: the `missing-translation`
    /// finding is the only sign of it, so the worklist keeps it (issue 30 item 8).
    @Test func aValueThatIsItsOwnKeyIsListedWithItsFinding() throws {
        let json = #"{ "settings.title": { "en": "Settings", "zh-Hans": "settings.title" }, "done": { "en": "Done", "zh-Hans": "完成" } }"#
        let result = Linter(rules: [MissingTranslationRule.makeDefault()]).lint(files: [("strings.json", json)])
        let items = TranslationReport(result: result, options: .init(focusLocale: "zh-Hans")).worklist ?? []
        #expect(items.map(\.key) == ["settings.title"])
        #expect(items.first?.state == .translated)
        #expect(items.first?.findings.map(\.ruleID) == ["missing-translation"])
    }

    @Test func usagesComeFromTheSwiftScanner() throws {
        let swift = """
            // Text("common.done") in a comment is not a usage
            struct V: View {
                var body: some View {
                    Button("common.done") {}
                    Text("common.\\(x)")
                    /* Text("common.done") */ Label("common.done", systemImage: "checkmark")
                    let s = \"\"\"
                    "common.done"
                    \"\"\"
                }
            }
            """
        let items = worklist([("strings.json", #"{ "common.done": { "en": "Done" } }"#), ("App/V.swift", swift)])
        let item = try #require(items.first)
        #expect(item.usages.map(\.description) == ["App/V.swift:4:16", "App/V.swift:6:41"])
    }

    @Test func displayWidthCountsEastAsianWideAndEmojiAsTwo() {
        #expect(DisplayWidth.of("Settings") == 8)
        #expect(DisplayWidth.of("设置") == 4)
        #expect(DisplayWidth.of("ｶﾀｶﾅ") == 4)  // halfwidth katakana: 1 each
        #expect(DisplayWidth.of("カタカナ") == 8)
        #expect(DisplayWidth.of("🔥") == 2)
        #expect(DisplayWidth.of("👨‍👩‍👧") == 2)
        #expect(DisplayWidth.of("⚙️") == 2)
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("한국어") == 6)
        #expect(DisplayWidth.truncate("开始录音练习", to: 7) == "开始录…")
        #expect(DisplayWidth.pad("设置", to: 6) + "|" == "设置  |")
    }

    private static let range = SourceRange(file: FileID(0), start: 0, end: 0)
    private static func unit(_ value: String) -> StringUnit { StringUnit(value: value, state: .translated, range: range) }
}
