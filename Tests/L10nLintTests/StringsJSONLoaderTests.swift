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

@Suite struct StringsJSONLoaderTests {
    @Test func keyMajorWithNamespacesPluralsAndMetadata() throws {
        let loaded = Loaded("App/strings.json", """
            {
              "$schema": "https://example.com/strings.schema.json",
              "common": {
                "back": { "en": "Back", "zh-Hans": "返回 🔙", "comment": "Nav button", "maxWidth": 12 },
                "days": {
                  "en": { "one": "%lld day", "other": "%lld days" },
                  "zh-Hans": "%lld 天"
                }
              },
              "brand": { "en": "Lingo", "shouldTranslate": false }
            }
            """)
        #expect(loaded.failures.isEmpty)
        let catalog = try #require(loaded.catalog)
        #expect(catalog.role == .source)
        #expect(catalog.name == "strings")
        #expect(catalog.directory == "App")
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.locales == ["en", "zh-Hans"])
        #expect(catalog.entries.map(\.key) == ["common.back", "common.days", "brand"])

        let back = try #require(loaded.entry("common.back"))
        #expect(back.comment == "Nav button")
        #expect(back.maxWidth == 12)
        #expect(loaded.position(back.keyRange) == "4:5")
        let zh = try #require(back.translation(for: "zh-Hans"))
        #expect(zh.value.unit?.value == "返回 🔙")
        #expect(loaded.position(zh.localeRange) == "4:29")
        #expect(loaded.position(zh.value.unit?.range) == "4:40")
        #expect(zh.value.unit?.state == .translated)

        let days = try #require(loaded.entry("common.days"))
        let en = try #require(days.translation(for: "en"))
        #expect(en.value.variations?.kind == .plural)
        #expect(en.value.variations?.pluralCategories == [.one, .other])
        #expect(en.value.variations?.variants.map { loaded.position($0.value.unit?.range) } == ["6:22", "6:43"])
        #expect(days.translation(for: "zh-Hans")?.value.hasPluralVariants == false)
        #expect(loaded.entry("brand")?.shouldTranslate == false)
    }

    @Test func localeMajorWithNestedNamespacesAndSourceLanguage() throws {
        let loaded = Loaded("Design/app.strings.json", """
            {
              "$sourceLanguage": "en",
              "en": { "settings": { "title": "Settings", "days": { "one": "%lld day", "other": "%lld days" } }, "ok": "OK" },
              "zh-Hans": { "settings": { "title": "设置 ⚙️" }, "extra": "多余" }
            }
            """)
        #expect(loaded.failures.isEmpty)
        let catalog = try #require(loaded.catalog)
        #expect(catalog.name == "app")
        #expect(catalog.entries.map(\.key) == ["settings.title", "settings.days", "ok", "extra"])
        let title = try #require(loaded.entry("settings.title"))
        #expect(title.translations.map(\.locale) == ["en", "zh-Hans"])
        #expect(loaded.position(title.keyRange) == "3:25")
        #expect(loaded.position(title.translation(for: "zh-Hans")?.value.unit?.range) == "4:39")
        #expect(loaded.entry("settings.days")?.translation(for: "en")?.value.hasPluralVariants == true)
    }

    @Test func languageLabelNamespacesAreNotMistakenForEntries() throws {
        let loaded = Loaded("strings.json", """
            {
              "settings": { "language": { "en": { "en": "English", "zh-Hans": "英语" }, "zh-Hans": { "en": "简体中文", "zh-Hans": "简体中文" } } }
            }
            """)
        #expect(loaded.failures.isEmpty)
        #expect(loaded.catalog?.entries.map(\.key) == ["settings.language.en", "settings.language.zh-Hans"])
    }

    @Test func sourceLanguageOverrideWins() {
        let loaded = Loaded([("strings.json", #"{"a": {"en": "A", "de": "A"}}"#)], settings: LintSettings(sourceLanguage: "de"))
        #expect(loaded.catalog?.sourceLanguage == "de")
    }

    @Test(arguments: [
        (#"{"a": {"en": 3}}"#, "1:14: 'a' in en must be a string or a plural object, found a number"),
        (#"{"b": {"en": "B"}, "a": "text"}"#, "1:25: 'a' must be an object of translations or a namespace, found a string"),
        (#"{"a": {"en": "A", "maxWidth": "wide"}}"#, "1:31: 'maxWidth' of 'a' must be an integer, found a string"),
        (#"{"a": {"en": {"one": 1, "other": "x"}}}"#, "1:22: plural 'one' of 'a' in en must be a string, found a number"),
        (#"["not", "an", "object"]"#, "1:1: a strings.json file must be an object, found an array"),
    ])
    func wrongTypesArePositioned(text: String, failure: String) {
        #expect(Loaded("strings.json", text).failures == [failure])
    }

    /// Nothing but values where translations belong: another tool's file of that name, skipped
    /// with the reason `lint` notes, not failed value by value.
    @Test(arguments: [
        #"{"a": "text"}"#,
        #"{"ABOUT": {"comment": "Title for the about page", "string": "About"}, "DONE": {"string": "Done"}}"#,
    ])
    func anotherToolsFileIsSkippedWithItsReason(text: String) {
        let loaded = Loaded("strings.json", text)
        #expect(loaded.failures.isEmpty)
        #expect(loaded.catalog == nil)
        #expect(loaded.project.otherFormatFiles.map(\.path) == ["strings.json"])
        #expect(loaded.project.otherFormatFiles.first?.reason == #"no key has an object of translations such as {"en": "…"}"#)
    }

    @Test func deepNamespacesAreBoundedNotRecursedForever() {
        let depth = 200
        let text = String(repeating: "{\"n\": ", count: depth) + "{\"en\": \"x\"}" + String(repeating: "}", count: depth)
        let failures = Loaded("strings.json", text).failures
        #expect(failures.count == 1)
        #expect(failures.first?.hasSuffix("namespaces nested too deeply at '\(Array(repeating: "n", count: 65).joined(separator: "."))'") == true)
    }
}
