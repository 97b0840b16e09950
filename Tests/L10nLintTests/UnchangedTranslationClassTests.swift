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

    /// The rule asks for the vote only when a text is reportable with no word excused as a
    /// name: excusing name-like words must only ever take a verdict away. The locale's words
    /// are read only when a word gets past the checks of the text itself.
    @Test func excusingNamesOnlyTakesVerdictsAway() {
        let rule = UnchangedTranslationRule(options: .init())
        let texts = [
            "Open Settings", "Ice Cubes Pro", "Face ID", "Shift (⇧)", "yyyy-mm-dd", "Add Account", "Bookmarks", "OK", "iCloud Drive",
            "%lld new posts", "Press ⌘ Command", "Lingo Pro Max", "Sign in with Apple", "Über uns", "Mastodon", "GitHub", "sync now",
        ]
        var reportableWithoutNames = 0
        for text in texts {
            for otherScript in [false, true] {
                for words in [Set<String>(), ["settings", "account", "sync"]] {
                    let strict = rule.isReportable(text, inAnotherScript: otherScript, mayBeName: false, localeWords: { words })
                    let lenient = rule.isReportable(text, inAnotherScript: otherScript, mayBeName: true, localeWords: { words })
                    #expect(!lenient || strict, "\(text)")
                    if strict { reportableWithoutNames += 1 }
                }
            }
        }
        #expect(reportableWithoutNames > 10)
        var asked = false
        #expect(!rule.isReportable("yyyy-mm-dd", inAnotherScript: false, localeWords: { asked = true; return [] }))
        #expect(!asked)
        #expect(!rule.isReportable("Open Settings", inAnotherScript: false, mayBeName: false, localeWords: { asked = true; return ["open", "settings"] }))
        #expect(asked)
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
    /// (its `keys` option), not only the default ones: the two rules agree.
    @Test func languageLabelsFollowTheConfiguredEndonymLabelOptions() {
        let strings = #"{ "picker.chinese": { "en": "Show all posts", "ru": "Show all posts", "de": "Alle Beiträge zeigen", "fr": "Afficher tout" } }"#
        var options = EndonymLabelRule.Options()
        options.keys = ["picker.chinese": "zh-Hant"]
        let unchanged = UnchangedTranslationRule(options: .init())
        let defaults = Linter(rules: [unchanged]).lint(files: [("strings.json", strings)]).diagnostics.map(\.message)
        let configured = Linter(rules: [unchanged, EndonymLabelRule(options: options)]).lint(files: [("strings.json", strings)]).diagnostics
        #expect(defaults == ["'picker.chinese' in ru is the en source text unchanged: 'Show all posts'"])
        #expect(configured.filter { $0.ruleID == UnchangedTranslationRule.description.id }.isEmpty)
    }

    /// The VoiceOver evaluation is the report's and `voiceover-label`'s: a run without the rule
    /// evaluates no control until the coverage is read.
    @Test func noAnalysisRunsForARuleThatIsOff() {
        let swift = #"struct V: View { var body: some View { Button { } label: { Image(systemName: "plus") } } }"#
        let result = Linter(rules: []).lint(files: [("V.swift", swift)])
        #expect(result.analyses?.hasEvaluatedVoiceOver == false)
        let coverage = result.voiceOverCoverage
        #expect(coverage.iconOnlyControls == 1 && coverage.labelled == 0 && coverage.localized == 0)
        #expect(coverage.controls.map { "\($0.name) \($0.status)" } == ["icon-only Button showing 'plus' unlabelled"])
        #expect(result.analyses?.hasEvaluatedVoiceOver == true)
        #expect(result.keyUsage == nil)
    }

    // Issue 27: the false classes on String Catalog apps and the recall misses, one test each.

    /// A name the locale's translators keep inside their translated sentences is a name there:
    /// the spoken app name, a product term, a brand with a version.
    @Test func namesTheLocaleKeepsInsideItsTranslationsAreSpared() {
        let strings = """
            {
              "app.name": { "en": "Ice Cubes", "ja": "Ice Cubes", "de": "Eiswürfel", "fr": "Glaçons", "ko": "아이스 큐브" },
              "app.version": { "en": "Ice Cubes Pro", "ja": "Ice Cubes Pro", "de": "Eiswürfel Pro", "fr": "Glaçons Pro", "ko": "아이스 큐브 Pro" },
              "siri.phrase": { "en": "Ask Ice Cubes", "ja": "Ice Cubesに聞く", "de": "Frag Ice Cubes", "fr": "Demander à Glaçons" },
              "pro.upsell": { "en": "Get Ice Cubes Pro now", "ja": "今すぐIce Cubes Proを入手", "de": "Hol dir jetzt Ice Cubes Pro", "fr": "Obtenez Glaçons Pro" }
            }
            """
        #expect(Self.findings(strings) == [])
    }

    /// A name most translating locales keep with an accent or a hyphen ("App Exposé") is kept.
    @Test func aNameKeptWithOtherTypographyIsKept() {
        let strings = #"{ "e": { "en": "App Expose", "es": "App Expose", "de": "App Exposé", "fr": "App-Exposé", "it": "App Exposé", "tr": "Uygulama Gösterimi" } }"#
        #expect(Self.findings(strings) == [])
    }

    /// Input masks, identifier placeholders and keys named beside their symbols are no words.
    @Test func masksIdentifiersAndKeyNamesAreNotWords() {
        #expect(Self.findings(#"{ "m": { "en": "yyyy-mm-dd", "ru": "yyyy-mm-dd", "de": "JJJJ-MM-TT", "fr": "aaaa-mm-jj" } }"#) == [])
        #expect(Self.findings(#"{ "i": { "en": "amazing_%@", "ru": "amazing_%@", "de": "toll_%@", "fr": "super_%@" } }"#) == [])
        #expect(Self.findings(#"{ "k": { "en": "Shift (⇧)", "ja": "Shift (⇧)", "de": "Umschalt (⇧)", "fr": "Maj (⇧)" } }"#) == [])
        #expect(WordShape.isMask("XXXX-XXXX"))
        #expect(!WordShape.isMask("Zoom"))
    }

    /// Text already in the target language: every word is one the locale writes elsewhere.
    @Test func sourceTextAlreadyInTheTargetLanguageIsSpared() {
        let strings = """
            {
              "greeting": { "en": "Guten Morgen", "de": "Guten Morgen", "fr": "Bonjour" },
              "a": { "en": "Good evening", "de": "Guten Abend", "fr": "Bonsoir" },
              "b": { "en": "Tomorrow morning", "de": "Morgen früh", "fr": "Demain matin" }
            }
            """
        #expect(Self.findings(strings) == [])
    }

    /// Recall: Title Case labels in a Latin-script locale are not names when the translating
    /// locales translate them ("Kiosk Mode Active" in ca-ES).
    @Test func titleCaseLabelsInLatinScriptLocalesAreFound() {
        let strings = #"{ "kiosk": { "en": "Kiosk Mode Active", "ca-ES": "Kiosk Mode Active", "de": "Kioskmodus aktiv", "fr": "Mode kiosque actif", "es": "Modo quiosco activo" } }"#
        #expect(Self.findings(strings) == ["'kiosk' in ca-ES is the en source text unchanged: 'Kiosk Mode Active'"])
    }

    /// Recall: locales that are untranslated copies of the source do not vote a text a name;
    /// each is one finding (issue 27: one fact, one finding), with the count.
    @Test func fallbackLocalesDoNotMakeANameByVote() {
        var keys = (1...10).map { #""k\#($0)": { "en": "Item \#($0) Title", "nb": "Item \#($0) Title", "nl": "Item \#($0) Title", "sv": "Objekt \#($0)", "de": "Element \#($0)" }"# }
        keys.append(#""hide": { "en": "Hide Window", "nb": "Hide Window", "nl": "Hide Window", "sv": "Hide Window", "de": "Fenster ausblenden", "fr": "Masquer la fenêtre" }"#)
        #expect(Self.findings("{" + keys.joined(separator: ",\n") + "}") == [
            "11 of 11 nb values of strings are the en source text unchanged: an untranslated export or fallback copy; 'l10n report --locale nb' lists them",
            "11 of 11 nl values of strings are the en source text unchanged: an untranslated export or fallback copy; 'l10n report --locale nl' lists them",
            "'hide' in sv is the en source text unchanged: 'Hide Window'",
        ])
    }

    /// Recall: one brand-like word spares itself, not the phrase around it ("URL Encode").
    @Test func aBrandLikeWordSparesOnlyItself() {
        let strings = """
            {
              "url": { "en": "URL Encode", "ja": "URL Encode", "ru": "URL Encode", "de": "URL-Kodierung", "fr": "Encoder l’URL", "ko": "URL 인코딩" },
              "tts": { "en": "TTS Audio Session", "ja": "TTS Audio Session", "de": "TTS-Audiositzung", "fr": "Session audio TTS", "ko": "TTS 오디오 세션" }
            }
            """
        #expect(Self.findings(strings) == [
            "'url' in ja is the en source text unchanged: 'URL Encode'",
            "'url' in ru is the en source text unchanged: 'URL Encode'",
            "'tts' in ja is the en source text unchanged: 'TTS Audio Session'",
        ])
    }
}

/// One defect, one finding (issue 27): a plural value left in English in a locale that needs
/// more categories is untranslated text, reported once by `unchanged-translation`, not also
/// by `plural-variants` and once per variant.
@Suite struct CopiedPluralOwnershipTests {
    private static func stringsDict(_ one: String, _ other: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
          <key>files.count</key>
          <dict>
            <key>NSStringLocalizedFormatKey</key>
            <string>%#@files@</string>
            <key>files</key>
            <dict>
              <key>NSStringFormatSpecTypeKey</key>
              <string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key>
              <string>d</string>
              <key>one</key>
              <string>\(one)</string>
              <key>other</key>
              <string>\(other)</string>
            </dict>
          </dict>
        </dict>
        </plist>
        """
    }

    private static func findings(ru: (String, String)) -> [String] {
        let files = [
            ("en.lproj/Localizable.stringsdict", stringsDict("%d file", "%d files")),
            ("ru.lproj/Localizable.stringsdict", stringsDict(ru.0, ru.1)),
        ]
        return Linter().lint(files: files).diagnostics.map { "\($0.ruleID) \($0.message)" }
    }

    @Test func aStringsDictLeftInEnglishIsOneFinding() {
        #expect(Self.findings(ru: ("%d file", "%d files")) == [
            "unchanged-translation 'files.count' in ru is the en source text unchanged in every variant of %#@files@: '%d file' (one), '%d files' (other)",
        ])
    }

    @Test func aHalfTranslatedValueKeepsItsFindings() {
        // Translated, but with English's categories only: the categories are the defect.
        #expect(Self.findings(ru: ("%d файл", "%d файлов")) == [
            "plural-variants 'files.count' in ru (%#@files@) lacks plural categories few, many (has one, other); those counts show the other variant",
        ])
        // One variant left in English: that variant, and the categories.
        #expect(Self.findings(ru: ("%d файл", "%d files")) == [
            "plural-variants 'files.count' in ru (%#@files@) lacks plural categories few, many (has one, other); those counts show the other variant",
            "unchanged-translation 'files.count' in ru (%#@files@ other) is the en source text unchanged: '%d files'",
        ])
    }
}
