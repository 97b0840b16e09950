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

/// The false classes found while tuning `unchanged-translation` on the corpus (issue 11), one
/// regression test each; and the true class it exists for.
@Suite struct UnchangedTranslationClassTests {
    static func findings(_ strings: String) -> [String] {
        Linter(rules: [UnchangedTranslationRule(options: .init())]).lint(files: [("strings.json", strings)]).diagnostics.map(\.message)
    }

    @Test func aWholeLocaleCopiedFromEnglishIsFound() {
        let strings = """
            {
              "a": { "en": "Add Account", "ru": "Add Account", "de": "Konto hinzufügen", "fr": "Ajouter un compte" },
              "b": { "en": "Bookmarks", "ru": "Bookmarks", "de": "Lesezeichen", "fr": "Signets" },
              "c": { "en": "%lld posts", "ru": "%lld posts", "de": "%lld Beiträge", "fr": "%lld messages" }
            }
            """
        #expect(Self.findings(strings) == [
            "'a' in ru is the en source text unchanged: 'Add Account'",
            "'b' in ru is the en source text unchanged: 'Bookmarks'",
            "'c' in ru is the en source text unchanged: '%lld posts'",
        ])
    }

    @Test func aNameMostLocalesKeepIsSpared() {
        // "Ice Cubes" is the app's name: kept in 3 of 4 locales.
        let strings = #"{ "app": { "en": "Ice Cubes", "ru": "Ice Cubes", "ja": "Ice Cubes", "uk": "Ice Cubes", "de": "Eiswürfel" } }"#
        #expect(Self.findings(strings) == [])
    }

    @Test func substitutionArgumentsHandlesAndUnitSymbolsAreNotWords() {
        #expect(Self.findings(#"{ "p": { "en": "%arg participants", "fr": "%arg participants" } }"#) == [])
        #expect(Self.findings(#"{ "h": { "en": "@john@example.social", "ja": "@john@example.social", "de": "x", "fr": "y" } }"#) == [])
        #expect(Self.findings(#"{ "u": { "en": "ms", "el": "ms", "ja": "ms", "ko": "ms", "de": "ms" } }"#) == [])
    }

    /// Handles, links and dotted names are left out of the words; a lone `:` or `/` is not a link.
    @Test func wordsLeaveOutAddresses() {
        #expect(UnchangedTranslationRule.words(in: "Open https://example.com/docs or mail @john now").map(String.init) == ["Open", "or", "mail", "now"])
        #expect(UnchangedTranslationRule.words(in: "Step 1: go/stop, no-such.account").map(String.init) == ["Step", "go", "stop"])
        #expect(UnchangedTranslationRule.words(in: "a:/b ://").map(String.init) == ["a", "b"])
    }

    @Test func languageNamesInTheirOwnLanguageAreSpared() {
        #expect(Self.findings(#"{ "settings.language.zh-Hans": { "en": "简体中文", "zh-Hans": "简体中文" } }"#) == [])
        #expect(Self.findings(#"{ "picker.de": { "en": "Deutsch", "ru": "Deutsch", "ja": "Deutsch", "fr": "Deutsch" } }"#) == [])
    }

    @Test func scriptsComeFromCLDR() {
        #expect(LocaleID("ru").isWritten(inAnotherScriptThan: "en"))
        #expect(LocaleID("hy-AM").isWritten(inAnotherScriptThan: "en"))
        #expect(LocaleID("zh-TW").isWritten(inAnotherScriptThan: "zh-Hans"))
        #expect(!LocaleID("de").isWritten(inAnotherScriptThan: "en"))
        #expect(!LocaleID("sr-Latn").isWritten(inAnotherScriptThan: "hr"))
    }
}
