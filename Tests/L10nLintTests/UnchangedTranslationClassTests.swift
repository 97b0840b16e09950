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

    /// `unchanged-translation` spares the language labels `endonym-label` is configured with
    /// (its `keys` and `endonyms` options), not only the default ones: the two rules agree.
    @Test func languageLabelsFollowTheConfiguredEndonymLabelOptions() {
        let strings = #"{ "picker.chinese": { "en": "Show all posts", "ru": "Show all posts", "de": "Alle Beiträge zeigen", "fr": "Afficher tout" } }"#
        var options = EndonymLabelRule.Options()
        options.keys = ["picker.chinese": "zh-Hant"]
        let unchanged = UnchangedTranslationRule(options: .init())
        let defaults = Linter(rules: [unchanged]).lint(files: [("strings.json", strings)]).diagnostics.map(\.message)
        let configured = Linter(rules: [unchanged, EndonymLabelRule(options: options)]).lint(files: [("strings.json", strings)]).diagnostics
        #expect(defaults == ["'picker.chinese' in ru is the en source text unchanged: 'Show all posts'"])
        #expect(configured.filter { $0.ruleID == UnchangedTranslationRule.description.id }.isEmpty)

        var names = EndonymLabelRule.Options()
        names.endonyms = ["ru": ["показать всё"]]
        let endonym = #"{ "k": { "en": "показать всё", "ru": "показать всё", "de": "Zeigen", "fr": "Montrer" } }"#
        let withName = Linter(rules: [unchanged, EndonymLabelRule(options: names)]).lint(files: [("strings.json", endonym)]).diagnostics
        #expect(Linter(rules: [unchanged]).lint(files: [("strings.json", endonym)]).diagnostics.map(\.message) == [
            "'k' in ru is the en source text unchanged: 'показать всё'"
        ])
        #expect(withName.filter { $0.ruleID == UnchangedTranslationRule.description.id }.isEmpty)
    }

    /// The VoiceOver evaluation is the report's and `voiceover-label`'s: a run without the rule
    /// evaluates no control until the coverage is read.
    @Test func noAnalysisRunsForARuleThatIsOff() {
        let swift = #"struct V: View { var body: some View { Button { } label: { Image(systemName: "plus") } } }"#
        let result = Linter(rules: []).lint(files: [("V.swift", swift)])
        #expect(result.analyses?.hasEvaluatedVoiceOver == false)
        #expect(result.voiceOverCoverage == VoiceOverCoverage(iconOnlyControls: 1, labelled: 0, localized: 0))
        #expect(result.analyses?.hasEvaluatedVoiceOver == true)
        #expect(result.keyUsage == nil)
    }
}
