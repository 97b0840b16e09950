import Foundation
import Testing
@testable import L10nModel
@testable import L10nRules
@testable import L10nEngine
@testable import L10nReporting

/// One translation-state decision (issue 26): the report's per-locale counts equal the
/// findings of `missing-translation` and `translation-state`, on random catalogs whose values
/// mix states, empty texts, plural variants and values without any unit.
@Suite struct TranslationStateAgreementTests {
    static func unit(_ random: inout SplitMix64) -> String {
        let state = ["translated", "new", "needs_review", "machine_translated"].randomElement(using: &random)!
        let value = Bool.random(using: &random) || Int.random(in: 0..<4, using: &random) > 0 ? "Wort" : ""
        return #"{ "stringUnit" : { "state" : "\#(state)", "value" : "\#(value)" } }"#
    }

    /// A localization: a plain unit, plural variants, a value without units, or none (nil).
    static func localization(_ random: inout SplitMix64) -> String? {
        switch Int.random(in: 0..<5, using: &random) {
        case 0: return nil
        case 1: return #"{ "variations" : { "plural" : { "one" : \#(unit(&random)), "other" : \#(unit(&random)) } } }"#
        case 2: return #"{ "variations" : { "plural" : { } } }"#
        default: return unit(&random)
        }
    }

    static func catalog(seed: UInt64) -> String {
        var random = SplitMix64(seed: seed)
        let entries = (0..<12).map { index in
            let localizations = ["de", "fr"].compactMap { locale in localization(&random).map { "\"\(locale)\" : \($0)" } }
            return #""key\#(index)" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Word \#(index)" } }\#(localizations.isEmpty ? "" : ", ")\#(localizations.joined(separator: ", ")) } }"#
        }
        return #"{ "sourceLanguage" : "en", "strings" : { \#(entries.joined(separator: ", ")) }, "version" : "1.0" }"#
    }

    @Test(arguments: UInt64(1)...UInt64(40))
    func reportCountsEqualTheFindings(seed: UInt64) throws {
        // Key by key: a locale barely started is otherwise one finding, and the report lists its keys.
        var options = MissingTranslationRule.Options()
        options.groupAbsentLocaleFrom = 1_000
        let rules: [any Rule] = [MissingTranslationRule(options: options), TranslationStateRule.makeDefault()]
        let result = Linter(rules: rules).lint(files: [("App/Localizable.xcstrings", Self.catalog(seed: seed))])
        #expect(result.project.parseFailures.isEmpty)
        let report = TranslationReport(result: result)
        for summary in report.locales {
            let locale = summary.locale.identifier
            func findings(_ rule: RuleID, _ id: MessageID? = nil) -> Int {
                result.diagnostics.count { $0.ruleID == rule && $0.locale == locale && (id == nil || $0.messageID == id) }
            }
            let totals = summary.totals
            #expect(totals.missing + totals.empty == findings("missing-translation"), "seed \(seed), \(locale)")
            #expect(totals.empty == findings("missing-translation", "isEmpty"), "seed \(seed), \(locale)")
            #expect(totals.needsReview == findings("translation-state", "needsReview"), "seed \(seed), \(locale)")
            #expect(totals.machineTranslated == findings("translation-state", "machineTranslated"), "seed \(seed), \(locale)")
        }
        #expect(report.locales.map(\.locale.identifier) == ["de", "fr"])
        // Not vacuous: every seed's 24 values leave work in some state.
        #expect(report.locales.reduce(0) { $0 + $1.totals.missing + $1.totals.empty + $1.totals.needsReview + $1.totals.machineTranslated } > 0)
    }
}
