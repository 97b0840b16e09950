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

@Suite struct TranslationStatusTests {
    @Test func classifiesEveryState() throws {
        let loaded = Loaded("Localizable.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "done" : { "localizations" : { "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "完成 ✅" } } } },
                "review" : { "localizations" : { "zh-Hans" : { "stringUnit" : { "state" : "needs_review", "value" : "停止" } } } },
                "new" : { "localizations" : { "zh-Hans" : { "stringUnit" : { "state" : "new", "value" : "新" } } } },
                "empty" : { "localizations" : { "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "" } } } },
                "missing" : { },
                "stale" : { "extractionState" : "stale", "localizations" : { "zh-Hans" : { "stringUnit" : { "state" : "new", "value" : "旧" } } } },
                "brand" : { "shouldTranslate" : false },
                "plural" : { "localizations" : { "zh-Hans" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld 天" } },
                  "other" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld 天 🔥" } }
                } } } } }
              },
              "version" : "1.0"
            }
            """)
        #expect(loaded.failures.isEmpty)
        let expected: [String: TranslationStatus] = [
            "done": .translated, "review": .needsReview, "new": .new, "empty": .empty, "missing": .missing,
            "stale": .stale, "brand": .doNotTranslate, "plural": .needsReview,
        ]
        for (key, status) in expected {
            #expect(try #require(loaded.entry(key)).status(in: "zh-Hans") == status, "\(key)")
        }
        #expect(TranslationStatus.allCases.filter(\.needsWork) == [.needsReview, .machineTranslated, .new, .empty, .missing])
        #expect(TranslationStatus.translated < .stale)
    }

    @Test func recognizesSourceUnitsXcodeNumbered() {
        #expect(TranslationStateRule.isNumberedKey("%1$@ of %2$@", of: "%@ of %@"))
        #expect(TranslationStateRule.isNumberedKey("Install theme “%1$@” by %2$@?", of: "Install theme “%@” by %@?"))
        #expect(!TranslationStateRule.isNumberedKey("%1$@ of %2$@", of: "%@ from %@"))
        #expect(!TranslationStateRule.isNumberedKey("%@ of %@", of: "%@ of %@"))
    }
}
