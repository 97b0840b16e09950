import L10nModel

/// Reads an Xcode String Catalog (`.xcstrings`, format versions 1.0 to 1.3) into a ``Catalog``.
/// Unknown fields are ignored, as Xcode does (`commentGenerationVersion`, which Xcode 26 writes
/// beside a generated comment, among them; the writers keep every field); wrong types are
/// reported where they are and the rest of the file still loads. Shapes Xcode compiles but
/// loses are recorded in ``Catalog/structureIssues`` for `catalog-structure`.
package enum XCStringsLoader {
    /// How many `variations` / `substitutions` levels a value may nest. Xcode writes two or
    /// three (device, then plural, then a substitution's plural); the limit keeps every walk of
    /// the model (rules, reports) far from the stack's end on hostile input.
    static let maximumNesting = 32

    package static func load(_ file: SourceFile, name: String, directory: String) -> (catalog: Catalog?, findings: ParseFindings) {
        // The entries' text is first only skipped, and validated as they are built, on every
        // core. Unless that validated all of it without an error, the file is read again the
        // way it always was, for the same findings and positions.
        if let loaded = load(file, name: name, directory: directory, validatesFirst: false) { return loaded }
        // The first pass may have given back the pages of the entries it built.
        var file = file
        file.text = file.text.readAgain()
        return load(file, name: name, directory: directory, validatesFirst: true) ?? (nil, ParseFindings())
    }

    /// The catalog and findings; nil when `validatesFirst` is false and the file is not one
    /// whose every entry was built from valid text (see ``JSONDocument/skippedContainers``).
    static func load(
        _ file: SourceFile, name: String, directory: String, validatesFirst: Bool
    ) -> (catalog: Catalog?, findings: ParseFindings)? {
        var reader = JSONCatalogReader(file: file)
        // Down to the entries (root, `strings`, each key's object): each entry's values are
        // parsed when it is built, so the node table of the whole file never exists at once.
        guard let document = reader.parse(maximumDepth: 2, skipsDeeperText: !validatesFirst) else {
            return validatesFirst ? (nil, reader.findings) : nil
        }
        /// What `reader` found stands for the validating parse's findings only when nothing
        /// skipped was left unread or failed to parse.
        func validated(_ catalog: Catalog?, _ reader: JSONCatalogReader) -> (catalog: Catalog?, findings: ParseFindings)? {
            validatesFirst || reader.subtreesRead == document.skippedContainers ? (catalog, reader.findings) : nil
        }
        guard let root = reader.expect(.object, document.root, for: "a String Catalog") else { return validated(nil, reader) }

        var sourceLanguage = LocaleID("en")
        if let value = root["sourceLanguage"] {
            if let text = reader.string(value, for: "'sourceLanguage'") { sourceLanguage = LocaleID(text) }
        } else {
            reader.fail(at: root.start, "missing 'sourceLanguage' in String Catalog")
        }
        if root["version"] == nil {
            reader.structureIssues.append(CatalogStructureIssue(kind: .missingVersion, range: SourceRange(file: file.id, start: root.start, end: root.start + 1)))
        }
        // Xcode reads entries only inside `strings`: an object beside it is an entry it never sees.
        for member in root.members where member.value.isObject {
            guard let name = member.key.string, !["sourceLanguage", "strings", "version"].contains(name) else { continue }
            reader.structureIssues.append(CatalogStructureIssue(kind: .outsideStrings(name: name), range: reader.range(of: member.key)))
        }
        var entries: [CatalogEntry] = []
        var locales: Set<LocaleID> = [sourceLanguage]
        if let strings = root["strings"], let object = reader.expect(.object, strings, for: "'strings'") {
            entries = loadEntries(Array(object.members), reader: &reader, locales: &locales)
        }
        var catalog = Catalog(
            name: name, path: file.path, directory: directory, role: .generated, sourceLanguage: sourceLanguage,
            entries: entries, files: [file.id], locales: locales.sorted())
        catalog.structureIssues = reader.structureIssues
        return validated(catalog, reader)
    }

    /// Keys per chunk of ``loadEntries(_:reader:locales:)``: enough work to outweigh handing it to a core.
    static let entriesPerChunk = 256

    /// Builds the entries in chunks over the cores, each chunk with its own reader and set of
    /// locales; entries and findings are joined in file order, exactly as one pass would list
    /// them. Each chunk builds its entries in place, in its own slots of the result: joining
    /// them only closes the gaps left by entries that could not be built (no copy, no release).
    private static func loadEntries(_ members: [JSONMember], reader: inout JSONCatalogReader, locales: inout Set<LocaleID>) -> [CatalogEntry] {
        let file = reader.file
        let starts = Array(stride(from: 0, to: members.count, by: entriesPerChunk))
        var loaded: [(built: Int, reader: JSONCatalogReader, locales: Set<LocaleID>)] = []
        let entries = [CatalogEntry](unsafeUninitializedCapacity: members.count) { buffer, count in
            guard let base = buffer.baseAddress else { return }
            let slots = DisjointWrites(base)
            loaded = Parallel.map(starts) { start in
                var chunkReader = JSONCatalogReader(file: file)
                var chunkLocales = Set<LocaleID>()
                var built = 0
                let chunk = members[start..<min(start + entriesPerChunk, members.count)]
                for member in chunk {
                    guard let entry = loadEntry(member, reader: &chunkReader) else { continue }
                    for translation in entry.translations { chunkLocales.insert(translation.locale) }
                    (slots.base + start + built).initialize(to: entry)
                    built += 1
                }
                // Built: a large file's text gives back the chunk's memory as the model grows.
                if let first = chunk.first, let last = chunk.last { file.text.discardBytes(in: first.key.start..<last.value.end) }
                return (built, chunkReader, chunkLocales)
            }
            for (start, chunk) in zip(starts, loaded) {
                if start != count { (base + count).moveInitialize(from: base + start, count: chunk.built) }
                count += chunk.built
            }
        }
        for chunk in loaded {
            reader.append(chunk.reader)
            // A locale keeps the spelling it first had in the file, as when inserted entry by entry.
            locales.formUnion(chunk.locales)
        }
        return entries
    }

    private static func loadEntry(_ member: JSONMember, reader: inout JSONCatalogReader) -> CatalogEntry? {
        let key = member.key.string ?? ""
        guard let shallow = reader.expect(.object, member.value, for: "key '\(key)'"), let object = reader.subtree(shallow) else { return nil }
        var entry = CatalogEntry(key: key, keyRange: reader.range(of: member.key))
        for field in object.members {
            let value = field.value
            // Member names are matched on their bytes (see `isString`), in the order Xcode writes them.
            let name = field.key
            if name.isString("localizations") {
                guard let localizations = reader.expect(.object, value, for: "'localizations'") else { continue }
                entry.translations.reserveCapacity(localizations.childCount)
                for localization in localizations.members {
                    let locale = LocaleID(localization.key.string ?? "")
                    let issues = reader.structureIssues.count
                    let content = loadValue(localization.value, reader: &reader, what: "localization '\(locale)'", depth: 0)
                    for index in issues..<reader.structureIssues.count {
                        reader.structureIssues[index].key = key
                        reader.structureIssues[index].locale = locale
                    }
                    guard let content else { continue }
                    entry.translations.append(
                        Translation(locale: locale, localeRange: reader.range(of: localization.key), value: content))
                }
            } else if name.isString("comment") {
                entry.comment = reader.string(value, for: "'comment'")
            } else if name.isString("extractionState") {
                entry.extractionState = reader.string(value, for: "'extractionState'")
            } else if name.isString("generatesSymbol") {
                entry.generatesSymbol = reader.bool(value, for: "'generatesSymbol'")
            } else if name.isString("shouldTranslate") {
                entry.shouldTranslate = reader.bool(value, for: "'shouldTranslate'") ?? true
            } else if name.isString("isCommentAutoGenerated") {
                entry.isCommentAutoGenerated = reader.bool(value, for: "'isCommentAutoGenerated'") ?? false
            }
        }
        return entry
    }

    /// A localization node: `stringUnit`, `stringSet`, `variations` (plural/device, nestable), `substitutions`.
    private static func loadValue(_ json: JSONValue, reader: inout JSONCatalogReader, what: @autoclosure () -> String, depth: Int) -> LocalizedValue? {
        guard depth <= maximumNesting else {
            reader.fail(at: json.start, "\(what()) is nested too deeply: more than \(maximumNesting) levels of 'variations' and 'substitutions'")
            return nil
        }
        guard let object = reader.expect(.object, json, for: what()) else { return nil }
        // Collected first and built once: the value boxes its rare parts.
        var unit: StringUnit?
        var stringSet: StringSet?
        var variations: Variations?
        var substitutions: [Substitution] = []
        var variationsName: JSONValue?
        var substitutionsName: JSONValue?
        for field in object.members {
            let name = field.key
            if name.isString("variations") { variationsName = name }
            if name.isString("substitutions") { substitutionsName = name }
            if name.isString("stringUnit") {
                unit = loadUnit(field.value, reader: &reader)
            } else if name.isString("variations") {
                variations = loadVariations(field.value, reader: &reader, depth: depth)
            } else if name.isString("stringSet") {
                stringSet = loadStringSet(field.value, reader: &reader)
            } else if name.isString("substitutions") {
                guard let list = reader.expect(.object, field.value, for: "'substitutions'") else { continue }
                substitutions.reserveCapacity(list.childCount)
                for member in list.members {
                    if let substitution = loadSubstitution(member, reader: &reader, depth: depth) { substitutions.append(substitution) }
                }
            }
        }
        if unit != nil, let variationsName {
            reader.structureIssues.append(CatalogStructureIssue(kind: .unitAndVariations, range: reader.range(of: variationsName)))
        }
        if unit == nil, variationsName == nil, let substitutionsName {
            reader.structureIssues.append(CatalogStructureIssue(kind: .substitutionsWithoutUnit, range: reader.range(of: substitutionsName)))
        }
        return LocalizedValue(unit: unit, stringSet: stringSet, variations: variations, substitutions: substitutions)
    }

    private static func loadUnit(_ json: JSONValue, reader: inout JSONCatalogReader) -> StringUnit? {
        guard let object = reader.expect(.object, json, for: "'stringUnit'") else { return nil }
        let state = loadState(object, reader: &reader)
        guard let valueJSON = object.member("value") else {
            return StringUnit(value: "", state: state, range: reader.range(of: json))
        }
        guard let text = reader.string(valueJSON, for: "'value'") else { return nil }
        return reader.unit(valueJSON, text: text, state: state)
    }

    /// A unit's or a string set's `state`; the common `translated` is matched on its bytes.
    private static func loadState(_ object: JSONValue, reader: inout JSONCatalogReader) -> TranslationState {
        guard let value = object.member("state") else { return .unspecified }
        if value.isString("translated") { return .translated }
        return reader.string(value, for: "'state'").map { TranslationState(rawValue: $0) } ?? .unspecified
    }

    /// `stringSet: {state, values: [...]}`: App Shortcuts phrases, each a unit in the set's state.
    private static func loadStringSet(_ json: JSONValue, reader: inout JSONCatalogReader) -> StringSet? {
        guard let object = reader.expect(.object, json, for: "'stringSet'") else { return nil }
        let state = loadState(object, reader: &reader)
        var set = StringSet(state: state, values: [], range: reader.range(of: json))
        guard let valuesJSON = object.member("values"), let values = reader.expect(.array, valuesJSON, for: "'values' of 'stringSet'") else { return set }
        set.values.reserveCapacity(values.childCount)
        for element in values.elements {
            if let text = reader.string(element, for: "a 'stringSet' value") { set.values.append(reader.unit(element, text: text, state: state)) }
        }
        return set
    }

    private static func loadVariations(_ json: JSONValue, reader: inout JSONCatalogReader, depth: Int) -> Variations? {
        guard let object = reader.expect(.object, json, for: "'variations'") else { return nil }
        // Xcode keeps one kind per level: a second one (plural beside device) is lost.
        if let second = object.members.filter({ Variations.Kind(rawValue: $0.key.string ?? "") != nil }).dropFirst().first {
            reader.structureIssues.append(CatalogStructureIssue(kind: .pluralAndDevice, range: reader.range(of: second.key)))
        }
        for field in object.members {
            let kindName = field.key.string ?? ""
            guard let kind = Variations.Kind(rawValue: kindName),
                let cases = reader.expect(.object, field.value, for: "'\(kindName)' variations")
            else { continue }
            var variants: [Variant] = []
            variants.reserveCapacity(cases.childCount)
            for member in cases.members {
                let selector = member.key.string ?? ""
                guard let value = loadValue(member.value, reader: &reader, what: "variation '\(selector)'", depth: depth + 1) else { continue }
                variants.append(Variant(selector: selector, selectorRange: reader.range(of: member.key), value: value))
            }
            return Variations(kind: kind, variants: variants)
        }
        return nil
    }

    private static func loadSubstitution(_ member: JSONMember, reader: inout JSONCatalogReader, depth: Int) -> Substitution? {
        let name = member.key.string ?? ""
        guard let object = reader.expect(.object, member.value, for: "substitution '\(name)'") else { return nil }
        var substitution = Substitution(name: name, nameRange: reader.range(of: member.key))
        for field in object.members {
            let name = field.key
            if name.isString("argNum") {
                substitution.argumentNumber = reader.int(field.value, for: "'argNum'")
            } else if name.isString("formatSpecifier") {
                substitution.formatSpecifier = reader.string(field.value, for: "'formatSpecifier'")
            } else if name.isString("variations") {
                substitution.variations = loadVariations(field.value, reader: &reader, depth: depth)
            }
        }
        return substitution
    }
}
