import Testing
@testable import L10nModel
@testable import L10nRules
@testable import L10nEngine
@testable import L10nReporting

/// One translation-state decision (issue 26): on catalogs of every mix of states, the report's
/// per-locale counts are the findings `missing-translation` and `translation-state` report, so
/// the two can never tell a team different things.
@Suite struct ReportCountsPropertyTests {
    /// A deterministic linear congruential generator: the same catalogs on every run.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    enum Kind: CaseIterable { case translated, needsReview, machineTranslated, new, empty, missing }

    static let locales = ["de", "fr", "ja"]

    /// A String Catalog of `keys` keys whose units take random states in each locale; every
    /// locale keeps one translated key, so no locale is absent from the whole catalog.
    static func catalog(seed: UInt64, keys: Int) -> String {
        var random = Generator(state: seed)
        var entries: [String] = []
        for index in 0..<keys {
            var localizations = [#""en" : { "stringUnit" : { "state" : "translated", "value" : "Source text \#(index)" } }"#]
            for locale in locales {
                let kind = index == 0 ? Kind.translated : Kind.allCases[random.next(Kind.allCases.count)]
                let unit: (state: String, value: String)? =
                    switch kind {
                    case .translated: ("translated", "Übersetzung \(locale) \(index)")
                    case .needsReview: ("needs_review", "Prüfen \(locale) \(index)")
                    case .machineTranslated: ("machine_translated", "Maschine \(locale) \(index)")
                    case .new: ("new", "Neu \(locale) \(index)")
                    case .empty: ("translated", "")
                    case .missing: nil
                    }
                if let unit { localizations.append(#""\#(locale)" : { "stringUnit" : { "state" : "\#(unit.state)", "value" : "\#(unit.value)" } }"#) }
            }
            entries.append(#""key.\#(index)" : { "localizations" : { \#(localizations.joined(separator: ", ")) } }"#)
        }
        return #"{ "sourceLanguage" : "en", "strings" : { \#(entries.joined(separator: ",\n")) }, "version" : "1.1" }"#
    }

    @Test(arguments: 1...25)
    func reportCountsAreTheFindings(seed: Int) {
        let keys = 5 + seed % 17
        let result = Linter(rules: [MissingTranslationRule.makeDefault(), TranslationStateRule.makeDefault()])
            .lint(files: [("Localizable.xcstrings", Self.catalog(seed: UInt64(seed), keys: keys))])
        #expect(result.project.parseFailures.isEmpty)
        let report = TranslationReport(result: result)
        #expect(report.locales.map(\.locale.identifier) == Self.locales)
        for summary in report.locales {
            let here = result.diagnostics.filter { $0.locale == summary.locale.identifier }
            let missing = here.filter { $0.ruleID == MissingTranslationRule.description.id }.count
            let review = here.filter { $0.ruleID == TranslationStateRule.description.id && $0.messageID == "needsReview" }.count
            let machine = here.filter { $0.ruleID == TranslationStateRule.description.id && $0.messageID == "machineTranslated" }.count
            #expect(summary.totals.total == keys, "seed \(seed), \(summary.locale)")
            #expect(summary.totals.missing + summary.totals.empty == missing, "seed \(seed), \(summary.locale)")
            #expect(summary.totals.needsReview == review, "seed \(seed), \(summary.locale)")
            #expect(summary.totals.machineTranslated == machine, "seed \(seed), \(summary.locale)")
            #expect(summary.totals.translated + summary.totals.unchanged + summary.totals.missing + summary.totals.empty == keys)
        }
    }
}
