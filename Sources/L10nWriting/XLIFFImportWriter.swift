import L10nModel
import L10nParsing
import L10nEngine

/// Writes resolved XLIFF units into the files of one catalog:
/// - a String Catalog through the tree editor, in Xcode's layout (value and `state`);
/// - a `strings.json` (the source of truth) by splicing only the changed values' bytes, and
///   inserting a missing translation after the entry's last value (key-major files only);
///   it has no states, so a state-only change is not written;
/// - a `.lproj` `.strings` table by splicing the value, in the file's own encoding (a missing
///   definition, or a `.stringsdict` variant, is not written).
package struct XLIFFImportWriter {
    /// One file's new content.
    package struct Edit {
        package var file: FileID
        package var new: [UInt8]
        package var updated: Int
    }

    package struct Result {
        package var edits: [Edit] = []
        package var notImported: [(XLIFFImportPlan.Resolved, String)] = []
        package var errors: [String] = []
    }

    let project: Project

    package init(project: Project) {
        self.project = project
    }

    package func write(_ units: [XLIFFImportPlan.Resolved], catalog: Catalog, raw: (FileID) -> [UInt8]?) -> Result {
        var result = Result()
        guard !units.isEmpty else { return result }
        if let file = catalog.files.first, catalog.files.count == 1, case .xcstrings = InputFile.kind(ofPath: project.file(file).path) {
            writeCatalog(units, file: file, raw: raw, into: &result)
        } else {
            splice(units, catalog: catalog, raw: raw, into: &result)
        }
        return result
    }

    private func writeCatalog(_ units: [XLIFFImportPlan.Resolved], file: FileID, raw: (FileID) -> [UInt8]?, into result: inout Result) {
        let path = project.file(file).path
        guard let bytes = raw(file) else { return result.errors.append("\(path.escapingControlCharacters): error: cannot read the file\n") }
        let parsed: CatalogFormatter.Parsed
        switch CatalogFormatter.parse(bytes) {
        case .success(let value): parsed = value
        case .failure(let error): return result.errors.append(WriteFailure.syntax(path, bytes, error).line)
        }
        var tree = parsed.tree
        let sourceLanguage = project.catalogs[units[0].catalog].sourceLanguage
        tree.editMembers { root in
            // JSON's last definition of a member is the live one, as the catalog reader reads it.
            guard let strings = root.lastIndex(where: { $0.key == "strings" }) else { return }
            root[strings].value.editMembers { entries in
                var index: [ExactKey: Int] = [:]
                for (position, member) in entries.enumerated() { index[ExactKey(member.key)] = position }
                for unit in units {
                    guard case .update(let value, let state) = unit.outcome else { continue }
                    let position = index[ExactKey(unit.key)] ?? {
                        entries.append(JSONTree.Member(unit.key, .object([])))
                        index[ExactKey(unit.key)] = entries.count - 1
                        return entries.count - 1
                    }()
                    Self.apply(unit, value: value, state: state, sourceLanguage: sourceLanguage, to: &entries[position].value)
                }
            }
        }
        let text = Array(XcodeJSONWriter.text(tree, trailingNewline: parsed.trailingNewline).utf8)
        if text != bytes { result.edits.append(Edit(file: file, new: text, updated: units.count)) }
    }

    /// Writes one unit into its entry, under the locale as the catalog spells it (`zh_Hans`
    /// stays `zh_Hans`: a second spelling would be a second localization).
    private static func apply(_ unit: XLIFFImportPlan.Resolved, value: String?, state: String?, sourceLanguage: LocaleID, to entry: inout JSONTree) {
        let localizations = entry["localizations"]?.members ?? []
        let locale = spelling(of: unit.locale, in: localizations)
        if unit.variant.count == 2, unit.variant[0] == "stringSet", let number = Int(unit.variant[1]) {
            // A phrase of a string set: a plain string in `values`; the state is the set's.
            let set = ["localizations", locale, "stringSet"]
            if let state { entry[path: set + ["state"]] = .string(state) }
            guard let value else { return }
            var phrases: [JSONTree] = []
            if case .array(let existing)? = entry[path: set + ["values"]] { phrases = existing }
            if phrases.indices.contains(number - 1) { phrases[number - 1] = .string(value) } else { phrases.append(.string(value)) }
            entry[path: set + ["values"]] = .array(phrases)
            return
        }
        let base = ["localizations", locale] + XLIFFImportPlan.catalogPath(unit.variant)
        if let state { entry[path: base + ["state"]] = .string(state) }
        if let value { entry[path: base + ["value"]] = .string(value) }
        // A substitution new to a locale gets the source's `argNum` and `formatSpecifier`, as
        // Xcode repeats them in every localization.
        guard unit.variant.first == "substitutions", unit.variant.count > 1 else { return }
        let substitution = ["substitutions", unit.variant[1]]
        let source = spelling(of: sourceLanguage, in: localizations)
        for field in ["argNum", "formatSpecifier"] {
            let target = ["localizations", locale] + substitution + [field]
            guard entry[path: target] == nil, let value = entry[path: ["localizations", source] + substitution + [field]] else { continue }
            entry[path: target] = value
        }
    }

    /// The member name a catalog uses for `locale`: an existing one that names the same locale
    /// in another spelling (`zh_Hans`, `zh-hans`), else the canonical identifier.
    static func spelling(of locale: LocaleID, in localizations: [JSONTree.Member]) -> String {
        let wanted = LocaleID.canonical(locale.identifier) ?? locale
        return localizations.last { (LocaleID.canonical($0.key) ?? LocaleID($0.key)) == wanted }?.key ?? locale.identifier
    }

    /// Byte splices for `strings.json` and `.strings`, grouped by file.
    private func splice(_ units: [XLIFFImportPlan.Resolved], catalog: Catalog, raw: (FileID) -> [UInt8]?, into result: inout Result) {
        var splices: [FileID: [(range: Range<Int>, bytes: [UInt8])]] = [:]
        var missing: [String: [XLIFFImportPlan.Resolved]] = [:]
        var counts: [FileID: Int] = [:]
        let isSource = catalog.role == .source
        for unit in units {
            guard case .update(let value, _) = unit.outcome else { continue }
            guard let value else {
                result.notImported.append((unit, isSource ? "strings.json has no translation states" : ".strings files have no translation states"))
                continue
            }
            guard let existing = unit.existing else {
                if isSource {
                    let group = "\(unit.key)\u{0}\(unit.locale)"
                    missing[group, default: []].removeAll { $0.variant == unit.variant }
                    missing[group, default: []].append(unit)
                } else {
                    result.notImported.append((unit, "the .lproj table has no definition to replace"))
                }
                continue
            }
            // A unit given twice: the last one wins, as one splice.
            let range = existing.range.start..<existing.range.end
            splices[existing.range.file, default: []].removeAll { $0.range == range }
            splices[existing.range.file, default: []].append((range, literal(value, in: existing.range.file)))
            counts[existing.range.file, default: 0] += 1
        }
        for group in missing.values.sorted(by: { $0[0].unit.offset < $1[0].unit.offset }) {
            // A variant the locale's value lacks: a second locale key would be a duplicate key,
            // and rewriting the value is not an import's to do.
            if group[0].entry.map({ catalog.entries[$0] })?.translation(for: group[0].locale) != nil {
                result.notImported += group.map { ($0, "strings.json's \($0.locale) value has no such variant to replace; add it there first") }
                continue
            }
            guard let file = catalog.files.first, let insertion = insertion(group, catalog: catalog) else {
                result.notImported += group.map { ($0, "no place to insert it (only key-major strings.json entries get new translations)") }
                continue
            }
            splices[file, default: []].append((insertion.offset..<insertion.offset, insertion.bytes))
            counts[file, default: 0] += group.count
        }
        for (file, edits) in splices.sorted(by: { $0.key < $1.key }) {
            let source = project.file(file)
            guard let bytes = raw(file) else { result.errors.append("\(source.path.escapingControlCharacters): error: cannot read the file\n"); continue }
            if source.path.hasSuffix(".strings"), StringsPlistReader.isPropertyList(bytes) {
                result.errors.append("\(source.path.escapingControlCharacters): error: a .strings file written as a property list is not edited\n")
                continue
            }
            var text = source.text.bytes
            for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) { text.replaceSubrange(edit.range, with: edit.bytes) }
            let new = isSource ? text : StringsTableWriter.encode(text, like: bytes, encoding: source.encoding)
            if new != bytes { result.edits.append(Edit(file: file, new: new, updated: counts[file] ?? 0)) }
        }
    }

    /// `, "LOCALE": "text"` (or a plural object) after the last value of a key-major entry.
    private func insertion(_ group: [XLIFFImportPlan.Resolved], catalog: Catalog) -> (offset: Int, bytes: [UInt8])? {
        guard let first = group.first, let entry = first.entry.map({ catalog.entries[$0] }),
            let file = catalog.files.first
        else { return nil }
        let text = project.file(file).text.bytes
        guard Self.isKeyMajor(entry, in: text) else { return nil }
        var end = 0
        for translation in entry.translations {
            for unit in translation.value.allUnits where unit.unit.range.file == file { end = max(end, unit.unit.range.end) }
            if translation.value.unit == nil {  // a plural object: past its closing brace
                while end < text.count, TextScanning.isASCIIWhitespace(text[end]) { end += 1 }
                guard end < text.count, text[end] == UInt8(ascii: "}") else { return nil }
                end += 1
            }
        }
        guard end > 0 else { return nil }
        var bytes = Array(", ".utf8) + Self.jsonLiteral(first.locale.identifier) + Array(": ".utf8)
        if group.count == 1, first.variant.isEmpty, let value = Self.value(first) {
            bytes += Self.jsonLiteral(value)
        } else {
            guard group.allSatisfy({ $0.variant.count == 2 && $0.variant[0] == "plural" && Self.value($0) != nil }) else { return nil }
            bytes += Array("{ ".utf8)
            for (index, unit) in group.enumerated() {
                if index > 0 { bytes += Array(", ".utf8) }
                bytes += Self.jsonLiteral(unit.variant[1]) + Array(": ".utf8) + Self.jsonLiteral(Self.value(unit) ?? "")
            }
            bytes += Array(" }".utf8)
        }
        return (end, bytes)
    }

    private static func value(_ unit: XLIFFImportPlan.Resolved) -> String? {
        if case .update(let value?, _) = unit.outcome { return value }
        return nil
    }

    /// Key-major when the key is followed by `: {` and a locale key (locale-major: a string, or
    /// a plural object whose first key is a category).
    static func isKeyMajor(_ entry: CatalogEntry, in text: [UInt8]) -> Bool {
        var index = entry.keyRange.end
        func skip() { while index < text.count, TextScanning.isASCIIWhitespace(text[index]) { index += 1 } }
        skip()
        guard index < text.count, text[index] == UInt8(ascii: ":") else { return false }
        index += 1
        skip()
        guard index < text.count, text[index] == UInt8(ascii: "{") else { return false }
        index += 1
        skip()
        let rest = text[index...].prefix(16)
        return !PluralCategory.allCases.contains { rest.starts(with: Array("\"\($0.rawValue)\"".utf8)) }
    }

    static func jsonLiteral(_ text: String) -> [UInt8] { ValueLiteral.jsonLiteral(text) }

    /// The bytes that replace a unit's value, in its file's literal syntax (``ValueLiteral``).
    private func literal(_ value: String, in file: FileID) -> [UInt8] {
        Array(ValueLiteral.text(value, inFileAt: project.file(file).path).utf8)
    }
}
