import Foundation
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

/// The false classes of `missing-translation` found on real apps (issue 11), one regression
/// test each: App Shortcuts `stringSet` values, regional variants of the source language, and
/// strings without letters.
@Suite struct MissingTranslationClassTests {
    static let shortcuts = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Open ${applicationName}" : {
              "localizations" : {
                "de" : { "stringSet" : { "state" : "needs_review", "values" : [ "${applicationName} öffnen", "Starte ${applicationName}" ] } },
                "en" : { "stringSet" : { "state" : "translated", "values" : [ "Open ${applicationName}", "Launch ${applicationName}" ] } },
                "fr" : { "stringSet" : { "state" : "translated", "values" : [ "Ouvrir ${applicationName}" ] } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    static func lint(_ files: [(path: String, contents: String)], requiredLocales: [LocaleID]? = nil) -> [String] {
        Linter(settings: LintSettings(requiredLocales: requiredLocales)).lint(files: files).diagnostics.map {
            "\($0.location.start): \($0.ruleID): \($0.message)"
        }
    }

    @Test func stringSetPhrasesAreValuesWithTheSetsState() throws {
        let loaded = Loaded("AppShortcuts.xcstrings", Self.shortcuts)
        let entry = try #require(loaded.entry("Open ${applicationName}"))
        let german = try #require(entry.translation(for: "de")).value
        #expect(german.allUnits.map { $0.path } == [["phrase 1"], ["phrase 2"]])
        #expect(german.allUnits.map(\.unit.value) == ["${applicationName} öffnen", "Starte ${applicationName}"])
        #expect(german.allUnits.allSatisfy { $0.unit.state == .needsReview })
        #expect(loaded.position(german.allUnits.first?.unit.range) == "6:73")
        #expect(entry.status(in: "de") == .needsReview)
        #expect(entry.status(in: "fr") == .translated)
        #expect(loaded.failures.isEmpty)
    }

    @Test func stringSetsAreNeitherMissingNorUnreviewed() {
        let findings = Self.lint([("AppShortcuts.xcstrings", Self.shortcuts)])
        #expect(findings == [
            "6:73: translation-state: 'Open ${applicationName}' in de needs review (2 of 2 variants: phrase 1, phrase 2)"
        ])
    }

    @Test func stringSetValueOfTheWrongTypeIsAPositionedParseError() {
        let text = #"{ "sourceLanguage" : "en", "strings" : { "a" : { "localizations" : { "de" : { "stringSet" : { "state" : "translated", "values" : [ 1 ] } } } } } }"#
        #expect(Loaded("A.xcstrings", text).failures == ["1:132: a 'stringSet' value must be a string, found a number"])
    }

    /// A translation's table that does not parse is read by no device: `parse-error` reports it
    /// once, and its keys are not also reported one by one (MonitorControl: 151 such findings).
    @Test func aTableThatDoesNotParseIsOneFindingNotOnePerKey() {
        let files = [
            ("en.lproj/Localizable.strings", "\"a\" = \"Open\";\n\"b\" = \"Close\";\n\"c\" = \"Save\";\n"),
            ("de.lproj/Localizable.strings", "\"a\" = \"Öffnen\"\n\"b\" = \"Schließen\";\n\"c\" = \"Sichern\";\n"),
            ("fr.lproj/Localizable.strings", "\"a\" = \"Ouvrir\";\n\"b\" = \"Fermer\";\n"),
        ]
        let findings = Linter().lint(files: files).diagnostics.map { "\($0.location.path):\($0.location.start): \($0.ruleID): \($0.message)" }
        #expect(findings == [
            "de.lproj/Localizable.strings:2:1: parse-error: expected ';' after value, found '\"'",
            "en.lproj/Localizable.strings:3:1: missing-translation: 'c' has no fr translation",
        ])
    }

    /// A locale no folder has is reported at the development language's table, where the keys
    /// to translate are, not at another locale's (AdguardForiOS put hu's at `be-BY.lproj`).
    @Test func anAbsentLocaleIsReportedAtTheSourceTable() {
        let source = (1...12).map { "\"key\($0)\" = \"Text \($0)\";\n" }.joined()
        let files = [("be-BY.lproj/Localizable.strings", source), ("en.lproj/Localizable.strings", source)]
        let findings = Linter(settings: LintSettings(requiredLocales: ["hu"])).lint(files: files).diagnostics
        #expect(findings.map { "\($0.location.path):\($0.location.start): \($0.message)" } == [
            "en.lproj/Localizable.strings:1:1: Localizable has no hu translation at all: 12 keys to translate"
        ])
    }

    /// A key no code uses (a table shared with an Android app, deltachat-ios: 4,455 findings)
    /// is `unused-key`'s one note, to remove it, not a translation missing in every locale, nor
    /// a count without variants, nor a value left in English (Monal: 139 on its 56 dead keys),
    /// nor a space a translation drops (iAPS: 48 of 115 whitespace warnings); with `unused-key`
    /// off, `missing-translation` still reports it.
    @Test func aKeyNoCodeUsesIsUnusedKeysFindingNotOnePerLocale() {
        let files = [
            ("en.lproj/Localizable.strings", "\"greeting\" = \"Hello\";\n\"android_hint\" = \"Long-press the home screen\";\n\"android_files\" = \"%d files\";\n\"Past Month \" = \"Past Month \";\n"),
            ("de.lproj/Localizable.strings", "\"greeting\" = \"Hallo\";\n\"android_hint\" = \"Long-press the home screen\";\n\"Past Month \" = \"Letzter Monat\";\n"),
            ("App.swift", "let greeting = NSLocalizedString(\"greeting\", comment: \"\")\n"),
        ]
        #expect(Self.lint(files, requiredLocales: ["de"]) == [
            "2:1: unused-key: 'android_hint' is used by no code of the linted project",
            "3:1: unused-key: 'android_files' is used by no code of the linted project",
            "4:1: unused-key: 'Past Month ' is used by no code of the linted project",
        ])
        let withoutUnusedKey = Linter(settings: LintSettings(requiredLocales: ["de"]), rules: [MissingTranslationRule.makeDefault()]).lint(files: files)
        #expect(withoutUnusedKey.diagnostics.map { "\($0.location.start): \($0.message)" } == ["3:1: 'android_files' has no de translation"])
    }

    /// A locale whose table exists but has no value for any key to translate (an empty file, or
    /// only keys the source dropped) lacks the whole table: one finding, not one per key
    /// (Swiftfin: 5 such locales × 905 keys).
    @Test(arguments: ["", "\"gone\" = \"Weg\";\n"])
    func aLocaleWithATableButNoValueIsOneFinding(translation: String) {
        let source = (1...12).map { "\"key\($0)\" = \"Text \($0)\";\n" }.joined()
        let files = [("en.lproj/Localizable.strings", source), ("de.lproj/Localizable.strings", translation)]
        #expect(Self.lint(files, requiredLocales: ["de"]) == ["1:1: missing-translation: Localizable has no de translation at all: 12 keys to translate"])
    }

    @Test func regionalVariantsOfTheSourceAreOverrideSets() {
        let files = [("Localizable.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Color" : { "localizations" : { "en-GB" : { "stringUnit" : { "state" : "translated", "value" : "Colour" } },
                                                "en-AU" : { "stringUnit" : { "state" : "translated", "value" : "Colour" } } } },
                "Done" : { }
              },
              "version" : "1.0"
            }
            """)]
        #expect(Self.lint(files) == [])
        #expect(Self.lint(files, requiredLocales: ["en-GB"]) == ["6:5: missing-translation: 'Done' has no en-GB translation"])
        #expect(LocaleID("en-GB").isRegionalVariant(of: "en"))
        #expect(LocaleID("en-AU").isRegionalVariant(of: "en-US"))
        #expect(LocaleID("zh-Hans-SG").isRegionalVariant(of: "zh-Hans"))
        #expect(!LocaleID("zh-TW").isRegionalVariant(of: "zh-Hans"))
        #expect(!LocaleID("sr-Latn").isRegionalVariant(of: "sr"))
        #expect(!LocaleID("en").isRegionalVariant(of: "en"))
        #expect(!LocaleID("pt-BR").isRegionalVariant(of: "en"))
    }

    @Test(arguments: ["%", "-", "400", "ⓘ", "▶︎ ⋯", "%@", "%lld.", "%1$@ / %2$@", "${applicationName}", "12:30", "→", "…", "🎉", "%1$@ <u>(%2$@)</u>", "<b>%@</b><br/>", "<a href='https://example.com'>%@</a>"])
    func stringsWithoutLettersNeedNoTranslation(_ text: String) {
        #expect(!LetterContent.hasLetters(text))
        let strings = #"{ "a": { "en": "\#(text)" }, "b": { "en": "B", "zh-Hans": "乙" } }"#
        #expect(Self.lint([("strings.json", strings)]) == [])
    }

    @Test(arguments: ["%lld days", "OK", "中文", "Ω", "x", "%@ ago", "Ελληνικά", "ß", "<Untitled>", "<b>Bold</b>", "a <b", "x < y > z"])
    func stringsWithLettersAreWords(_ text: String) {
        #expect(LetterContent.hasLetters(text))
    }

    /// Read in place between format tokens, a text has letters exactly when its prose does;
    /// a `${` that only appears once a token is taken out is still a placeholder.
    @Test(arguments: [
        "%lld days", "%1$@ / %2$@", "%@%@x", "x%@", "%#@count@", "%(count)lld", "%(count)lld · %(city)@", "%arg", "%a%rg",
        "100%", "%%", "% d", "%1$", "%", "${name}", "$%@{x}", "${x} y", "{x}", "Lesson “%@” item 0 (de)", "٣ %@",
        "%@ ⓘ", "🎉%@é", "%ld 个", "%1$@%2$@", "%-5.2f", "%Z", "%@\u{301}", "<u>%@</u>", "<b>x</b>", "<bx>", "<b", "<>",
    ])
    func lettersAreReadAsInProse(_ text: String) {
        #expect(LetterContent.hasLetters(text) == LetterContent.prose(text).unicodeScalars.contains { $0.properties.generalCategory.isLetter })
    }
}

extension Unicode.GeneralCategory {
    /// L*: what `LetterContent` counts as a letter.
    fileprivate var isLetter: Bool {
        switch self {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
        default: false
        }
    }
}
