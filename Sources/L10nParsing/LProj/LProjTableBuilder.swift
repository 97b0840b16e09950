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

    /// Takes the files (leaving `files` empty) so that each file's entries are let go as soon
    /// as they are merged: a project's parsed tables and its catalogs are never all in memory
    /// at once (a large `.lproj` project's entries are several times its bytes).
    package func build(_ files: inout [LocaleTableFile]) -> [Catalog] {
        var byTable: [LProjTable: TableFiles] = [:]
        for file in files {
            if let box = byTable[file.table] { box.files.append(file) } else { byTable[file.table] = TableFiles(file) }
        }
        files = []
        let tables = byTable.sorted { $0.key < $1.key }
        // One table per core, the largest first.
        return Parallel.map(tables, costliestFirst: { $0.value.files.reduce(0) { $0 + $1.entries.count } }) { table, box in
            buildCatalog(table, box.take())
        }
    }

    /// One table's files, taken out by the task that merges them, so that task holds the only
    /// reference to their entries.
    private final class TableFiles: @unchecked Sendable {
        var files: [LocaleTableFile]

        init(_ file: LocaleTableFile) { files = [file] }

        /// The files, leaving none behind.
        func take() -> [LocaleTableFile] {
            defer { files = [] }
            return files
        }
    }

    private func buildCatalog(_ table: LProjTable, _ files: consuming [LocaleTableFile]) -> Catalog {
        let source = Self.developmentLanguage(sourceLanguage)
        // Base first, then the explicit source folder, so the explicit one overrides; within a
        // locale `.strings` before `.stringsdict` (plural rules override plain strings at run time).
        // The files of one locale (Base and the source folder are one) are consecutive, so an
        // entry's translation in the locale being merged, if it has one, is its last.
        var ordered = consume files
        ordered.sort { rank($0, source) < rank($1, source) }
        let fileIDs = ordered.map(\.file).sorted()
        let locales = Set(ordered.map { Self.tableLocale(ofFolder: $0.locale, developmentLanguage: source) }).union([source]).sorted()
        var entries: [CatalogEntry] = []
        // Keys match by their bytes, as on device (a strings table is a dictionary of NSString
        // keys, equal only when spelled alike): `café` and `cafe\u{301}` are two keys, and a
        // translation filed under the other spelling is never shown.
        var indexByKey: [ExactKey: Int] = [:]
        for position in ordered.indices {
            var fileEntries: [LocaleTableEntry] = []
            swap(&fileEntries, &ordered[position].entries)
            let file = ordered[position]
            let locale = Self.tableLocale(ofFolder: file.locale, developmentLanguage: source)
            let isSource = locale == source
            // Where the file's next key is expected: a table's files list their keys in the same
            // order (Xcode and translation tools write them so), so comparing with the entry after
            // the last one matched spares hashing nearly every key of every translation.
            var expected = 0
            // Read in place, through the buffer: only what the catalog keeps is copied (the value,
            // and the key and comment of a new entry). Reversing the array to pop each entry off
            // its end cost more than these copies (some 300 instructions an entry).
            fileEntries.withUnsafeBufferPointer { items in
                for position in items.indices {
                    let translation = Translation(locale: locale, localeRange: items[position].keyRange, value: items[position].value)
                    let key = ExactKey(items[position].key)
                    let comment = isSource ? items[position].comment : nil
                    if let index = expected < entries.count && ExactKey(entries[expected].key) == key ? expected : indexByKey[key] {
                        entries[index].merge(translation, comment: comment, isSource: isSource, keyRange: items[position].keyRange)
                        expected = index + 1
                    } else {
                        indexByKey[key] = entries.count
                        expected = entries.count + 1
                        var translations = [translation]
                        // Room for every locale up front: growing by doubling left a quarter of
                        // each key's translations unused (16 slots for 12 locales).
                        translations.reserveCapacity(locales.count)
                        entries.append(CatalogEntry(
                            key: items[position].key, keyRange: items[position].keyRange, comment: comment, translations: translations, isSourceKey: isSource))
                    }
                }
            }
            // The file's entries go now: the catalog holds the only other references to their strings.
            fileEntries = []
        }
        var catalog = Catalog(
            name: table.name, path: table.displayPath, directory: table.directory, role: .generated,
            sourceLanguage: source, entries: entries, files: fileIDs, locales: locales)
        catalog.isLProjTable = true
        return catalog
    }

    private func rank(_ file: LocaleTableFile, _ source: LocaleID) -> (Int, String, Int) {
        let group = file.locale.isBase ? 0 : (file.locale == source ? 1 : 2)
        return (group, file.locale.identifier, file.isPlural ? 1 : 0)
    }

    /// The language of `Base.lproj`: the configured source language, else English.
    package static func developmentLanguage(_ sourceLanguage: LocaleID?) -> LocaleID { sourceLanguage ?? LocaleID("en") }

    /// The locale a `<folder>.lproj` file's translations are of in its table: `Base` is the
    /// development language.
    package static func tableLocale(ofFolder folder: LocaleID, developmentLanguage: LocaleID) -> LocaleID {
        folder.isBase ? developmentLanguage : folder
    }

    package init(sourceLanguage: LocaleID?) {
        self.sourceLanguage = sourceLanguage
    }
}

extension CatalogEntry {
    /// Adds or replaces the translation of `translation.locale`.
    fileprivate mutating func merge(_ translation: consuming Translation, comment: String?, isSource: Bool, keyRange: SourceRange) {
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
