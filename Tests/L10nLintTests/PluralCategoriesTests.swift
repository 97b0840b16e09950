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

@Suite struct PluralCategoriesTests {
    private func names(_ locale: LocaleID) -> String? {
        PluralCategories.categories(for: locale).map { $0.sorted().map(\.rawValue).joined(separator: " ") }
    }

    /// CLDR 45 cardinal categories, checked against unicode-org/cldr `plurals.xml`.
    @Test func knownLanguages() {
        let expected: [LocaleID: String] = [
            "en": "one other", "de": "one other", "nl": "one other", "sv": "one other", "tr": "one other",
            "zh": "other", "ja": "other", "ko": "other", "th": "other", "vi": "other", "id": "other", "ms": "other",
            "ru": "one few many other", "uk": "one few many other", "pl": "one few many other", "cs": "one few many other",
            "sk": "one few many other", "be": "one few many other", "lt": "one few many other",
            "ar": "zero one two few many other", "cy": "zero one two few many other",
            "fr": "one many other", "es": "one many other", "it": "one many other", "pt": "one many other", "ca": "one many other",
            "he": "one two other", "sl": "one two few other", "gd": "one two few other",
            "hr": "one few other", "sr": "one few other", "ro": "one few other",
            "ga": "one two few many other", "mt": "one two few many other", "lv": "zero one other",
            "hi": "one other", "fa": "one other", "bn": "one other", "da": "one other", "is": "one other",
        ]
        for (locale, categories) in expected {
            #expect(names(locale) == categories, "\(locale)")
        }
    }

    @Test func localesFallBackToTheirLanguage() {
        #expect(names("pt-PT") == "one many other")
        #expect(names("pt-BR") == "one many other")
        #expect(names("zh-Hant-TW") == "other")
        #expect(names("zh-Hans") == "other")
        #expect(names("sr-Latn") == "one few other")
        #expect(names("en-GB") == "one other")
        #expect(names("EN") == "one other")
        #expect(names("iw") == "one two other")
        #expect(names("mul") == nil)
        #expect(names("Base") == nil)
    }

    @Test func refinements() {
        #expect(PluralCategories.largeNumberCategories(for: "fr-CA") == [.many])
        #expect(PluralCategories.largeNumberCategories(for: "ru").isEmpty)
        #expect(PluralCategories.legacyCategories(for: "he") == [.many])
    }

    @Test func requirementsUnderOptions() throws {
        let defaults = PluralVariantsOptions()
        #expect(defaults.requirement(for: "fr") == PluralRequirement(required: [.one, .other], largeNumber: [], allowed: [.zero, .one, .many, .other]))
        #expect(defaults.requirement(for: "ar").required == [.one, .two, .few, .many, .other])
        #expect(defaults.requirement(for: "he").allowed == [.zero, .one, .two, .many, .other])
        #expect(defaults.requirement(for: "mul") == PluralRequirement(required: [.other], largeNumber: [], allowed: nil))
        #expect(!defaults.requirement(for: "zh-Hans").distinguishesCounts)

        var strict = PluralVariantsOptions()
        strict.largeNumberMany = .error
        #expect(strict.requirement(for: "es").required == [.one, .many, .other])
        strict.largeNumberMany = .warning
        #expect(strict.requirement(for: "es").largeNumber == [.many])
        strict.requiredCategories = ["ar": [.zero, .one, .two, .few, .many, .other]]
        #expect(strict.requirement(for: "ar-SA").required.contains(.zero))
    }

    @Test func optionsDecodeAndRejectBadValues() throws {
        let decoded = try PluralVariantsOptions.decoded(
            json: #"{"largeNumberMany": "warning", "requiredCategories": {"FR": ["one", "many", "other"]}, "spareNonCounts": false}"#,
            ruleID: "plural-variants")
        #expect(decoded.largeNumberMany == .warning)
        #expect(decoded.requiredCategories == ["fr": [.one, .many, .other]])
        #expect(!decoded.spareNonCounts)
        let bad = [
            #"{"largeNumberMany": "sometimes"}"#:
                "1:21: error: option 'largeNumberMany' of 'plural-variants' must be one of ignore, warning, error, found 'sometimes'",
            #"{"requiredCategories": {"fr": ["uno"]}}"#:
                "1:32: error: 'requiredCategories.fr[1]' of 'plural-variants' must be one of zero, one, two, few, many, other, found 'uno' (did you mean 'one'?)",
            #"{"requiredCategory": {}}"#:
                "1:2: error: unknown option 'requiredCategory' for rule 'plural-variants' (did you mean 'requiredCategories'?); known options: requiredCategories, largeNumberMany, reportUnusedCategories, reportSingleForms, spareNonCounts",
        ]
        for (json, message) in bad {
            #expect(throws: JSONInputErrors.self) { try PluralVariantsOptions.decoded(json: json, ruleID: "plural-variants") }
            do {
                _ = try PluralVariantsOptions.decoded(json: json, ruleID: "plural-variants")
            } catch {
                #expect("\(error)" == "<options>:\(message)\n")
            }
        }
    }
}
