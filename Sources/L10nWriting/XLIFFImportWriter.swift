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
        guard let bytes = raw(file) else { return result.errors.append("\(path): error: cannot read the file\n") }
        let parsed: CatalogFormatter.Parsed
        switch CatalogFormatter.parse(bytes) {
        case .success(let value): parsed = value
        case .failure(let error): return result.errors.append(WriteFailure.syntax(path, bytes, error).line)
        }
        var tree = parsed.tree
        for unit in units {
            guard case .update(let value, let state) = unit.outcome else { continue }
            let base = ["strings", unit.key, "localizations", unit.locale.identifier] + XLIFFImportPlan.catalogPath(unit.variant)
            if let state { tree[path: base + ["state"]] = .string(state) }
            if let value { tree[path: base + ["value"]] = .string(value) }
            if unit.variant.first == "substitutions", unit.variant.count > 1 {
                copySubstitutionFormat(unit, sourceLanguage: project.catalogs[unit.catalog].sourceLanguage, in: &tree)
            }
        }
        let text = Array(XcodeJSONWriter.text(tree, trailingNewline: parsed.trailingNewline).utf8)
        if text != bytes { result.edits.append(Edit(file: file, new: text, updated: units.count)) }
    }

    /// A substitution new to a locale gets the source's `argNum` and `formatSpecifier`, as
    /// Xcode repeats them in every localization.
    private func copySubstitutionFormat(_ unit: XLIFFImportPlan.Resolved, sourceLanguage: LocaleID, in tree: inout JSONTree) {
        let localizations = ["strings", unit.key, "localizations"]
        let substitution = ["substitutions", unit.variant[1]]
        for field in ["argNum", "formatSpecifier"] {
            let target = localizations + [unit.locale.identifier] + substitution + [field]
            guard tree[path: target] == nil, let value = tree[path: localizations + [sourceLanguage.identifier] + substitution + [field]] else { continue }
            tree[path: target] = value
        }
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
            splices[existing.range.file, default: []].append((range, literal(value, in: existing.range.file, isSource: isSource)))
            counts[existing.range.file, default: 0] += 1
        }
        for group in missing.values.sorted(by: { $0[0].unit.offset < $1[0].unit.offset }) {
            // A variant the locale's value lacks: a second locale key would be a duplicate key,
            // and rewriting the value is not an import's to do.
            if catalog.entries.first(where: { $0.key == group[0].key })?.translation(for: group[0].locale) != nil {
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
            guard let bytes = raw(file) else { result.errors.append("\(source.path): error: cannot read the file\n"); continue }
            var text = source.text.bytes
            for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) { text.replaceSubrange(edit.range, with: edit.bytes) }
            let new = isSource ? text : StringsTableWriter.encode(text, like: bytes, encoding: source.encoding)
            if new != bytes { result.edits.append(Edit(file: file, new: new, updated: counts[file] ?? 0)) }
        }
    }

    /// `, "LOCALE": "text"` (or a plural object) after the last value of a key-major entry.
    private func insertion(_ group: [XLIFFImportPlan.Resolved], catalog: Catalog) -> (offset: Int, bytes: [UInt8])? {
        guard let first = group.first, let entry = catalog.entries.first(where: { $0.key == first.key }),
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

    static func jsonLiteral(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        XcodeJSONWriter.appendString(text, to: &bytes)
        return bytes
    }

    /// The bytes that replace a unit's value: a JSON string in `strings.json`, a `<string>`
    /// element in a `.stringsdict` (its range is the element), else a quoted `.strings` literal.
    private func literal(_ value: String, in file: FileID, isSource: Bool) -> [UInt8] {
        if isSource { return Self.jsonLiteral(value) }
        if case .stringsdict? = InputFile.kind(ofPath: project.file(file).path) { return Array(("<string>" + XMLText.content(value) + "</string>").utf8) }
        return Self.stringsLiteral(value)
    }

    /// What `.strings` literals escape: quotes, backslashes, line breaks and tabs.
    private static let stringsEscapes: [Unicode.Scalar: String] = ["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"]

    /// A quoted `.strings` literal.
    static func stringsLiteral(_ text: String) -> [UInt8] {
        var result = "\""
        for scalar in text.unicodeScalars {
            if let escape = stringsEscapes[scalar] { result += escape } else { result.unicodeScalars.append(scalar) }
        }
        return Array((result + "\"").utf8)
    }
}
