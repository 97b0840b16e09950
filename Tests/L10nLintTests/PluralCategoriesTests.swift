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

    /// CLDR 45 integer rules, checked against unicode-org/cldr `plurals.xml`: the numbers each
    /// category selects, as the countless-variant message names them.
    @Test func integersEachCategorySelects() {
        let expected: [(LocaleID, PluralCategory, [Int]?)] = [
            ("en", .one, [1]), ("en-GB", .other, [0, 2, 3, 4]), ("de", .one, [1]), ("es", .one, [1]), ("es", .many, []),
            ("fr", .one, [0, 1]), ("fr-CA", .other, [2, 3, 4, 5]), ("pt-BR", .one, [0, 1]), ("pt-PT", .one, [1]), ("hi", .one, [0, 1]),
            ("ru", .one, [1, 21, 31, 41]), ("ru", .few, [2, 3, 4, 22]), ("ru", .many, [0, 5, 6, 7]), ("uk", .many, [0, 5, 6, 7]),
            ("hr", .one, [1, 21, 31, 41]), ("sr-Latn", .other, [0, 5, 6, 7]), ("pl", .one, [1]), ("pl", .few, [2, 3, 4, 22]),
            ("pl", .many, [0, 5, 6, 7]), ("cs", .few, [2, 3, 4]), ("lt", .one, [1, 21, 31, 41]), ("lt", .other, [0, 10, 11, 12]),
            ("lv", .zero, [0, 10, 11, 12]), ("is", .one, [1, 21, 31, 41]), ("fil", .one, [0, 1, 2, 3]), ("fil", .other, [4, 6, 9, 14]),
            ("sl", .one, [1, 101, 201, 301]), ("sl", .two, [2, 102, 202, 302]), ("ro", .few, [0, 2, 3, 4]), ("ro", .other, [20, 21, 22, 23]),
            ("ar", .two, [2]), ("ar", .few, [3, 4, 5, 6]), ("ar", .many, [11, 12, 13, 14]), ("ar", .other, [100, 101, 102, 200]),
            ("he", .two, [2]), ("cy", .few, [3]), ("cy", .many, [6]), ("ga", .many, [7, 8, 9, 10]), ("gd", .one, [1, 11]),
            ("mt", .few, [0, 3, 4, 5]), ("zh-Hans", .other, [0, 1, 2, 3]), ("ja", .one, []),
            ("br", .one, nil), ("mul", .one, nil),
        ]
        for (locale, category, numbers) in expected {
            #expect(PluralCategories.integers(selecting: category, in: locale, limit: 4) == numbers, "\(locale) \(category)")
        }
    }

    /// Every category an integer selects is one of the language's categories, and every category
    /// the language requires of an integer count is selected by some integer (CLDR samples go
    /// up to 1,000,000 for the large-number `many`).
    @Test func integerRulesAgreeWithTheCategoryTable() {
        for (languages, categories) in PluralCategories.groups {
            for language in languages.split(separator: " ").map({ LocaleID(String($0)) }) {
                guard PluralCategories.category(ofInteger: 1, in: language) != nil else { continue }
                var selected = Set((0..<1_000).compactMap { PluralCategories.category(ofInteger: $0, in: language) })
                selected.formUnion([1_000_000].compactMap { PluralCategories.category(ofInteger: $0, in: language) })
                let integerCategories = categories.subtracting(PluralCategories.fractionOnlyCategories(for: language))
                #expect(selected.isSubset(of: categories), "\(language)")
                #expect(integerCategories.subtracting(selected).isEmpty, "\(language): \(integerCategories.subtracting(selected))")
            }
        }
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
