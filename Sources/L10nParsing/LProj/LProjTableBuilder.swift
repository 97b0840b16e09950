import L10nModel

/// One parsed `.strings` or `.stringsdict` file of one locale.
package struct LocaleTableFile: Sendable {
    var table: LProjTable
    var locale: LocaleID
    var file: FileID
    /// True for `.stringsdict`, whose entries take precedence over the `.strings` ones.
    var isPlural: Bool
    var entries: [LocaleTableEntry]

    package init(table: LProjTable, locale: LocaleID, file: FileID, isPlural: Bool, entries: [LocaleTableEntry]) {
        self.table = table
        self.locale = locale
        self.file = file
        self.isPlural = isPlural
        self.entries = entries
    }
}

/// Merges the `.strings` and `.stringsdict` files of each table across its `.lproj` folders into
/// one ``Catalog``. `Base.lproj` is the development language; an explicit folder for the
/// development language (`en.lproj` beside `Base.lproj`) wins where both define a key.
package struct LProjTableBuilder {
    /// Overrides the development language (default `en`).
    var sourceLanguage: LocaleID?

    package func build(_ files: [LocaleTableFile]) -> [Catalog] {
        let byTable = Dictionary(grouping: files, by: \.table)
        // One table per core, the largest first.
        return Parallel.map(byTable.keys.sorted(), costliestFirst: { byTable[$0]?.reduce(0) { $0 + $1.entries.count } ?? 0 }) { table in
            buildCatalog(table, byTable[table] ?? [])
        }
    }

    private func buildCatalog(_ table: LProjTable, _ files: [LocaleTableFile]) -> Catalog {
        let source = sourceLanguage ?? LocaleID("en")
        // Base first, then the explicit source folder, so the explicit one overrides; within a
        // locale `.strings` before `.stringsdict` (plural rules override plain strings at run time).
        // The files of one locale (Base and the source folder are one) are consecutive, so an
        // entry's translation in the locale being merged, if it has one, is its last.
        let ordered = files.sorted { rank($0, source) < rank($1, source) }
        var entries: [CatalogEntry] = []
        var indexByKey: [String: Int] = [:]
        for file in ordered {
            let locale = file.locale.identifier == "Base" ? source : file.locale
            let isSource = locale == source
            for item in file.entries {
                let translation = Translation(locale: locale, localeRange: item.keyRange, value: item.value)
                if let index = indexByKey[item.key] {
                    entries[index].merge(translation, comment: isSource ? item.comment : nil, isSource: isSource, keyRange: item.keyRange)
                } else {
                    indexByKey[item.key] = entries.count
                    entries.append(CatalogEntry(
                        key: item.key, keyRange: item.keyRange, comment: isSource ? item.comment : nil,
                        translations: [translation], isSourceKey: isSource))
                }
            }
        }
        let locales = Set(files.map { $0.locale.identifier == "Base" ? source : $0.locale }).union([source])
        return Catalog(
            name: table.name, path: table.displayPath, directory: table.directory, role: .generated,
            sourceLanguage: source, entries: entries, files: files.map(\.file).sorted(), locales: locales.sorted())
    }

    private func rank(_ file: LocaleTableFile, _ source: LocaleID) -> (Int, String, Int) {
        let group = file.locale.identifier == "Base" ? 0 : (file.locale == source ? 1 : 2)
        return (group, file.locale.identifier, file.isPlural ? 1 : 0)
    }

    package init(sourceLanguage: LocaleID?) {
        self.sourceLanguage = sourceLanguage
    }
}

extension CatalogEntry {
    /// Adds or replaces the translation of `translation.locale`.
    fileprivate mutating func merge(_ translation: Translation, comment: String?, isSource: Bool, keyRange: SourceRange) {
        // Only the last can be of this locale (see `buildCatalog`): no search through all of them.
        if let index = translations.indices.last, translations[index].locale == translation.locale {
            var merged = translation
            if merged.value.unit == nil, merged.value.variations == nil { merged.value.unit = translations[index].value.unit }
            translations[index] = merged
        } else {
            translations.append(translation)
        }
        if isSource {
            if !isSourceKey { self.keyRange = keyRange }
            isSourceKey = true
            if let comment { self.comment = comment }
        }
    }
}
