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

/// The numbers: every state, every exclusion, and the rule columns fed by injected findings.
@Suite struct ReportStatisticsTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "done" : { "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Done" } },
              "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "完成" } },
              "ja" : { "stringUnit" : { "state" : "needs_review", "value" : "完了" } }
            } },
            "stop" : { "localizations" : {
              "zh-Hans" : { "stringUnit" : { "state" : "needs_review", "value" : "停止" } },
              "ja" : { "stringUnit" : { "state" : "new", "value" : "停止" } }
            } },
            "save" : { "localizations" : {
              "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "" } }
            } },
            "%lld lessons" : { "comment" : "Lesson count", "localizations" : {
              "en" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld lesson" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld lessons" } }
              } } },
              "zh-Hans" : { "variations" : { "plural" : {
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld 节课" } }
              } } },
              "ja" : { "variations" : { "plural" : {
                "other" : { "stringUnit" : { "state" : "translated", "value" : "" } }
              } } }
            } },
            "Lingo 🦜" : { "shouldTranslate" : false },
            "Old label" : { "extractionState" : "stale" },
            "Untouched" : { }
          },
          "version" : "1.0"
        }
        """

    private func report(_ files: [(path: String, contents: String)], extra: [Diagnostic] = [], options: TranslationReport.Options = .init()) -> TranslationReport {
        var result = Linter(rules: []).lint(files: files)
        result.diagnostics += extra
        return TranslationReport(result: result, options: options)
    }

    private func statistics(_ report: TranslationReport, _ locale: LocaleID) -> LocaleStatistics? {
        report.locales.first { $0.locale == locale }?.totals
    }

    @Test func countsEveryStateAndExcludesUntranslatableAndStaleKeys() throws {
        let report = report([("App/Localizable.xcstrings", Self.catalog)])
        #expect(report.locales.map(\.locale) == ["ja", "zh-Hans"])
        let chinese = try #require(statistics(report, "zh-Hans"))
        // done, %lld lessons translated; stop needs review (translated); save empty; Untouched missing.
        #expect(chinese.total == 5)
        #expect(chinese.translated == 3)
        #expect(chinese.needsReview == 1)
        #expect(chinese.missing == 1)
        #expect(chinese.empty == 1)
        #expect(chinese.stale == 1)
        #expect(chinese.coverageBasisPoints == 6_000)
        let japanese = try #require(statistics(report, "ja"))
        // done needs review; stop new (missing); %lld lessons has an empty variant; save, Untouched missing.
        #expect([japanese.total, japanese.translated, japanese.needsReview, japanese.missing, japanese.empty] == [5, 1, 1, 3, 1])
        #expect(japanese.translated + japanese.missing + japanese.empty == japanese.total)
    }

    @Test func totalsAddCatalogsAndSkipEachCatalogsSourceLanguage() throws {
        let report = report([
            ("A/strings.json", #"{ "a": { "en": "A", "zh-Hans": "甲" }, "b": { "en": "B" } }"#),
            ("B/Legacy/en.lproj/Main.strings", "\"x\" = \"X\";\n\"y\" = \"Y\";\n"),
            ("B/Legacy/zh-Hans.lproj/Main.strings", "\"x\" = \"艾克斯\";\n\"orphan\" = \"孤儿\";\n"),
            ("C/zh.xcstrings", #"{ "sourceLanguage" : "zh-Hans", "strings" : { "你好" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } } } } } }"#),
        ])
        #expect(report.catalogs.map(\.path) == ["A/strings.json", "B/Legacy/*.lproj/Main", "C/zh.xcstrings"])
        let chinese = try #require(report.locales.first { $0.locale == "zh-Hans" })
        #expect(chinese.catalogs.map(\.catalog.label) == ["strings", "Main"])
        #expect(chinese.catalogs.map(\.statistics.total) == [2, 2])
        #expect(chinese.totals.total == 4)
        #expect(chinese.totals.translated == 2)
        #expect(chinese.totals.missing == 2)
        let english = try #require(report.locales.first { $0.locale == "en" })
        #expect(english.catalogs.map(\.catalog.path) == ["C/zh.xcstrings"])
        #expect(english.totals.coverageBasisPoints == 10_000)
    }

    @Test func ruleColumnsCountDistinctKeysPerCatalogAndLocale() throws {
        let path = "App/Localizable.xcstrings"
        func finding(_ rule: RuleID, _ key: String, _ locale: String, path: String = path) -> Diagnostic {
            Diagnostic(ruleID: rule, severity: .warning, message: "'\(key)' in \(locale) has a problem", location: .file(path), key: key, locale: locale)
        }
        let report = report([(path, Self.catalog), ("Other/strings.json", #"{ "done": { "en": "Done" } }"#)], extra: [
            finding("plural-variants", "%lld lessons", "ja"),
            finding("plural-variants", "%lld lessons", "ja"),  // same key twice: counted once
            finding("format-specifiers", "done", "ja"),
            finding("format-specifiers", "stop", "ja"),
            finding("length-budget", "done", "zh-Hans"),
            finding("length-budget", "done", "zh-Hans", path: "Other/strings.json"),  // another catalog
            finding("length-budget", "Old label", "zh-Hans"),  // stale: not counted
            finding("markdown-bold-parity", "done", "ja"),  // not a counted rule
            finding("unchanged-translation", "done", "zh-Hans"),  // a translated value counted as unchanged
            finding("plural-variants", "no such key", "zh-Hans"),  // a key the catalog lacks: nothing to count
        ])
        let japanese = try #require(report.locales.first { $0.locale == "ja" }?.catalogs.first { $0.catalog.path == path }?.statistics)
        #expect([japanese.pluralGaps, japanese.formatErrors, japanese.overBudget] == [1, 2, 0])
        let chinese = try #require(report.locales.first { $0.locale == "zh-Hans" })
        #expect(chinese.catalogs.map(\.statistics.overBudget) == [1, 1])
        #expect(chinese.totals.overBudget == 2)
        let chineseApp = try #require(chinese.catalogs.first { $0.catalog.path == path }?.statistics)
        #expect([chineseApp.unchanged, chineseApp.translated, chineseApp.pluralGaps] == [1, 2, 0])
    }

    @Test func focusLocaleReportsOnlyThatLocaleEvenWhenAbsent() throws {
        let report = report([("App/Localizable.xcstrings", Self.catalog)], options: .init(focusLocale: "fr"))
        #expect(report.locales.map(\.locale) == ["fr"])
        #expect(report.locales[0].totals.missing == 5)
        #expect(report.locales[0].totals.coverageBasisPoints == 0)
        #expect(report.worklist?.count == 5)
    }

    @Test func coverageRoundsDownSoOnlyCompleteIsHundred() {
        var statistics = LocaleStatistics()
        statistics.total = 10_001
        statistics.translated = 10_000
        #expect(ReportFormatting.percent(statistics) == "99.9%")
        statistics.total = 0
        statistics.translated = 0
        #expect(ReportFormatting.percent(statistics) == "100.0%")
        #expect(ReportFormatting.percent(2, of: 3) == "66.6%")
    }
}
