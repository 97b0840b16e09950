import Testing
@testable import L10nModel
@testable import L10nParsing

/// How the `.lproj` files of each table merge into one catalog: Base is the development
/// language and the explicit source folder overrides it, `.stringsdict` overrides `.strings`,
/// and every key keeps one translation per locale, in locale order.
@Suite struct LProjTableBuilderTests {
    static let table = LProjTable(directory: "App", name: "Localizable")

    /// A file of `locale` whose entries' values are `"<key>@<tag>"`, ranges at `file`'s offsets.
    static func file(_ locale: String, _ file: Int, plural: Bool = false, table: LProjTable = table, _ keys: [String], tag: String) -> LocaleTableFile {
        let entries = keys.enumerated().map { index, key in
            let range = SourceRange(file: FileID(file), start: index, end: index + 1)
            let value = plural ? LocalizedValue() : LocalizedValue(unit: StringUnit(value: "\(key)@\(tag)", state: .translated, range: range))
            return LocaleTableEntry(key: key, keyRange: range, value: value, comment: "\(tag) comment")
        }
        return LocaleTableFile(table: table, locale: LocaleID(locale), file: FileID(file), isPlural: plural, entries: entries)
    }

    static func describe(_ entry: CatalogEntry) -> String {
        let translations = entry.translations.map { "\($0.locale)=\($0.value.unit?.value ?? "-")" }
        return "\(entry.key) [\(translations.joined(separator: " "))] \(entry.comment ?? "no comment") file \(entry.keyRange.file.rawValue)"
    }

    @Test func filesOfEveryLocaleMergeInLocaleOrderWithOverrides() throws {
        // Given in an order unlike the merge order; `fr` has both a `.strings` and a `.stringsdict`.
        var files = [
            Self.file("fr", 4, plural: true, ["a"], tag: "fr-dict"),
            Self.file("fr", 3, ["a", "b"], tag: "fr"),
            Self.file("de", 2, ["c", "a"], tag: "de"),
            Self.file("en", 1, ["a"], tag: "en"),
            Self.file("Base", 0, ["a", "b"], tag: "base"),
        ]
        let catalogs = LProjTableBuilder(sourceLanguage: nil).build(&files)
        #expect(files.isEmpty, "the builder takes the files")
        let catalog = try #require(catalogs.first)
        #expect(catalogs.count == 1)
        #expect(catalog.locales == ["de", "en", "fr"])
        #expect(catalog.files == (0..<5).map { FileID($0) })
        #expect(catalog.entries.map(Self.describe) == [
            // `en` overrides Base (the key stays where Base defines it); a `.stringsdict` value without
            // a unit keeps the `.strings` one.
            "a [en=a@en de=a@de fr=a@fr] en comment file 0",
            "b [en=b@base fr=b@fr] base comment file 0",
            "c [de=c@de] no comment file 2",
        ])
    }

    @Test func tablesAreBuiltInTheirOrderAndWithTheGivenSourceLanguage() {
        let other = LProjTable(directory: "App", name: "InfoPlist")
        var files = [
            Self.file("de", 0, ["x"], tag: "de"),
            Self.file("de", 1, table: other, ["y"], tag: "de"),
            Self.file("Base", 2, table: other, ["y"], tag: "base"),
        ]
        let catalogs = LProjTableBuilder(sourceLanguage: LocaleID("de")).build(&files)
        #expect(catalogs.map(\.name) == ["InfoPlist", "Localizable"])
        #expect(catalogs.map { $0.entries.map(Self.describe) } == [
            ["y [de=y@de] de comment file 2"],
            ["x [de=x@de] de comment file 0"],
        ])
        #expect(catalogs.map(\.locales) == [["de"], ["de"]])
    }

    /// Keys match as the device matches them, by their bytes: a translation filed under another
    /// normalization of its key (`cafe` + U+0301 for `café`) is a key of its own, which the
    /// source does not define, and the source's key has no translation in that locale.
    @Test func keysMatchByTheirBytesAsOnDevice() throws {
        let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
        #expect(composed == decomposed, "one key to Swift's String equality")
        var files = [
            Self.file("Base", 0, [composed, "tea"], tag: "base"),
            Self.file("fr", 1, [decomposed, "tea"], tag: "fr"),
            Self.file("de", 2, ["tea", composed], tag: "de"),
        ]
        let catalog = try #require(LProjTableBuilder(sourceLanguage: nil).build(&files).first)
        #expect(catalog.entries.map { Array($0.key.utf8).count } == [5, 3, 6])
        #expect(catalog.entries.map(\.isSourceKey) == [true, true, false])
        #expect(catalog.entries.map { $0.translations.map(\.locale) } == [["en", "de"], ["en", "de", "fr"], ["fr"]])
    }
}
