import L10nModel

/// Reads a design-system `strings.json` (the source of truth) into a ``Catalog``.
///
/// Accepted shapes, freely nested:
/// - key-major `{"common.back": {"en": "Back", "zh-Hans": "返回", "comment": "…", "maxWidth": 12}}`;
/// - locale-major `{"en": {"common.back": "Back"}, "zh-Hans": {…}}`;
/// - namespaces `{"common": {"back": {…}}}`, flattened with `.`;
/// - plural objects in place of a string `{"one": "%lld day", "other": "%lld days"}`.
/// Top-level keys starting with `$` are metadata (`$schema`, `$sourceLanguage`, `$comment`).
package enum StringsJSONLoader {
    static let metadataFields: Set<String> = ["comment", "maxWidth", "shouldTranslate"]
    /// Namespaces deeper than this are reported rather than walked (keeps recursion bounded).
    static let maximumDepth = 64

    package static func load(_ file: SourceFile, name: String, directory: String) -> (catalog: Catalog?, findings: ParseFindings) {
        var reader = JSONCatalogReader(file: file)
        guard let document = reader.parse(),
            let root = reader.expect(.object, document.root, for: "a strings.json file")
        else { return (nil, reader.findings) }

        var builder = StringsJSONBuilder(reader: reader)
        var sourceLanguage = LocaleID("en")
        let body = root.members.filter { !($0.key.string ?? "").hasPrefix("$") }
        if let value = root["$sourceLanguage"], let text = builder.reader.string(value, for: "'$sourceLanguage'") {
            sourceLanguage = LocaleID(text)
        }
        let isLocaleMajor = !body.isEmpty && body.allSatisfy {
            $0.value.isObject && LocaleID.isLocaleIdentifier($0.key.string ?? "")
        }
        if isLocaleMajor {
            for member in body {
                let locale = LocaleID(member.key.string ?? "")
                builder.loadLocaleMajor(member.value, locale: locale, localeKey: member.key, prefix: "", depth: 0)
            }
        } else {
            for member in body { builder.loadKeyMajor(member, prefix: "", depth: 0) }
        }
        // Not one key with translations, only objects of other fields: another tool's file of
        // that name (`{"KEY": {"comment": …, "string": …}}`, turned into code by a script),
        // skipped with a note rather than failed value by value.
        if builder.entries.isEmpty, !isLocaleMajor, builder.strayValues > 0, builder.reader.findings.failures.count == builder.strayValues {
            var findings = ParseFindings()
            findings.otherFormat = "no key has an object of translations such as {\"en\": \"…\"}"
            return (nil, findings)
        }
        var locales = Set(builder.entries.flatMap { $0.translations.map(\.locale) })
        locales.insert(sourceLanguage)
        let catalog = Catalog(
            name: name, path: file.path, directory: directory, role: .source, sourceLanguage: sourceLanguage,
            entries: builder.entries, files: [file.id], locales: locales.sorted())
        return (catalog, builder.reader.findings)
    }
}

/// Accumulates entries while walking one `strings.json` document.
private struct StringsJSONBuilder {
    var reader: JSONCatalogReader
    var entries: [CatalogEntry] = []
    /// Values that are neither an object of translations nor a namespace (`"comment": "…"`
    /// beside `"string": "About"`): a file with nothing else is another tool's.
    private(set) var strayValues = 0
    private var indexByKey: [String: Int] = [:]

    init(reader: JSONCatalogReader) { self.reader = reader }

    // MARK: Key-major

    mutating func loadKeyMajor(_ member: JSONMember, prefix: String, depth: Int) {
        let name = member.key.string ?? ""
        let key = prefix.isEmpty ? name : prefix + "." + name
        guard depth < StringsJSONLoader.maximumDepth else {
            reader.fail(at: member.key.start, "namespaces nested too deeply at '\(key)'")
            return
        }
        guard let object = reader.expect(.object, member.value, for: "'\(key)'", expected: "an object of translations or a namespace") else {
            strayValues += 1
            return
        }
        guard isEntry(object) else {
            for child in object.members { loadKeyMajor(child, prefix: key, depth: depth + 1) }
            return
        }
        var entry = CatalogEntry(key: key, keyRange: reader.range(of: member.key))
        for field in object.members {
            let fieldName = field.key.string ?? ""
            switch fieldName {
            case "comment": entry.comment = reader.string(field.value, for: "'comment' of '\(key)'")
            case "maxWidth": entry.maxWidth = reader.int(field.value, for: "'maxWidth' of '\(key)'")
            case "shouldTranslate": entry.shouldTranslate = reader.bool(field.value, for: "'shouldTranslate' of '\(key)'") ?? true
            default:
                if let value = localizedValue(field.value, key: key, locale: fieldName) {
                    entry.translations.append(Translation(locale: LocaleID(fieldName), localeRange: reader.range(of: field.key), value: value))
                }
            }
        }
        entries.append(entry)
    }

    /// An object of translations: locale keys (and metadata) whose values are strings or plural
    /// objects. `{"en": {"en": "English"}}` is a namespace of language labels, not an entry.
    private func isEntry(_ object: JSONValue) -> Bool {
        var sawLocale = false
        for member in object.members {
            let name = member.key.string ?? ""
            if StringsJSONLoader.metadataFields.contains(name) { continue }
            guard LocaleID.isLocaleIdentifier(name) else { return false }
            // A non-plural object under a locale key makes this a namespace (language labels).
            if member.value.isObject, !isPluralObject(member.value) { return false }
            sawLocale = true
        }
        return sawLocale
    }

    // MARK: Locale-major

    mutating func loadLocaleMajor(_ object: JSONValue, locale: LocaleID, localeKey: JSONValue, prefix: String, depth: Int) {
        for member in object.members {
            let name = member.key.string ?? ""
            let key = prefix.isEmpty ? name : prefix + "." + name
            let value = member.value
            if value.isObject, !isPluralObject(value) {
                guard depth < StringsJSONLoader.maximumDepth else {
                    reader.fail(at: member.key.start, "namespaces nested too deeply at '\(key)'")
                    continue
                }
                loadLocaleMajor(value, locale: locale, localeKey: localeKey, prefix: key, depth: depth + 1)
                continue
            }
            guard let localized = localizedValue(value, key: key, locale: locale.identifier) else { continue }
            let translation = Translation(locale: locale, localeRange: reader.range(of: member.key), value: localized)
            if let index = indexByKey[key] {
                entries[index].translations.append(translation)
            } else {
                indexByKey[key] = entries.count
                entries.append(CatalogEntry(key: key, keyRange: reader.range(of: member.key), translations: [translation]))
            }
        }
    }

    // MARK: Values

    private func isPluralObject(_ value: JSONValue) -> Bool {
        var sawMember = false
        for member in value.members {
            sawMember = true
            guard PluralCategory(rawValue: member.key.string ?? "") != nil else { return false }
        }
        return sawMember
    }

    /// A string, or a plural object `{"one": …, "other": …}`.
    private mutating func localizedValue(_ value: JSONValue, key: String, locale: String) -> LocalizedValue? {
        if let text = value.string {
            return LocalizedValue(unit: reader.unit(value, text: text, state: .translated))
        }
        guard value.isObject, isPluralObject(value) else {
            reader.mismatch(value, "'\(key)' in \(locale)", expected: "a string or a plural object")
            return nil
        }
        var variants: [Variant] = []
        for member in value.members {
            let category = member.key.string ?? ""
            guard let text = reader.string(member.value, for: "plural '\(category)' of '\(key)' in \(locale)") else { continue }
            variants.append(Variant(
                selector: category, selectorRange: reader.range(of: member.key),
                value: LocalizedValue(unit: reader.unit(member.value, text: text, state: .translated))))
        }
        return LocalizedValue(variations: Variations(kind: .plural, variants: variants))
    }
}
