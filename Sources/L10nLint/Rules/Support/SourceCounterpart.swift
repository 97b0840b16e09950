/// The source-language text a translated unit was translated from, and where it is. Rules that
/// compare a translation with its source (Markdown parity, length budgets) pair units the same
/// way through this.
public struct SourceCounterpart: Sendable, Hashable {
    public var text: String
    /// The source unit, or the key when a String Catalog key stands in for the source text.
    public var range: SourceRange

    /// The source unit for the translated unit at `path` (see ``LocalizedValue/allUnits``):
    /// the unit at the same path, else the same variant's `other`, else (outside substitutions)
    /// the source's plain unit; a plain translation of a plural source pairs with the source's
    /// `other`.
    public static func of(path: [String], entry: CatalogEntry, in catalog: Catalog) -> SourceCounterpart? {
        guard let source = entry.translation(for: catalog.sourceLanguage)?.value else {
            guard entry.isSourceKey else { return nil }
            return SourceCounterpart(text: entry.key, range: entry.keyRange)
        }
        let units = source.allUnits
        var candidates: [[String]] = [path]
        if let last = path.last, last != "other" { candidates.append(Array(path.dropLast()) + ["other"]) }
        // A substitution's variant ("%arg Beitrag") is a fragment, never a whole source text.
        if !path.contains(where: { $0.hasPrefix("%#@") }) { candidates.append([]) }
        for candidate in candidates {
            if let unit = units.first(where: { $0.path == candidate })?.unit {
                return SourceCounterpart(text: unit.value, range: unit.range)
            }
        }
        if path.isEmpty, let other = units.first(where: { $0.path.last == "other" })?.unit {
            return SourceCounterpart(text: other.value, range: other.range)
        }
        return nil
    }
}

extension Catalog {
    /// Translations other than the source language's (and `Base`), the ones rules compare
    /// with the source.
    public func targetTranslations(of entry: CatalogEntry) -> [Translation] {
        entry.translations.filter { $0.locale != sourceLanguage && $0.locale.identifier != "Base" }
    }
}

extension Project {
    /// A range inside a unit's literal: `utf8Offset` bytes into its value when the literal spells
    /// the value byte for byte (no escapes), else the start of the literal.
    public func range(in unit: StringUnit, utf8Offset: Int, length: Int) -> SourceRange {
        let bytes = files[unit.range.file.rawValue].text.bytes
        let start = unit.range.start
        let end = unit.range.end
        guard start < end, end <= bytes.count, bytes[start] == UInt8(ascii: "\""), end - start >= 2,
            bytes[(start + 1)..<(end - 1)].elementsEqual(unit.value.utf8)
        else { return unit.range.startOnly }
        return SourceRange(file: unit.range.file, start: start + 1 + utf8Offset, end: start + 1 + utf8Offset + length)
    }
}

/// One unit of a translation together with the source text it translates.
public struct TranslatedUnit: Sendable {
    public var entry: CatalogEntry
    public var locale: LocaleID
    /// Selectors leading to the unit (`["one"]`), empty for a plain value.
    public var path: [String]
    public var unit: StringUnit
    public var source: SourceCounterpart

    /// `" (one)"`, `" (%#@count@ other)"`, or nothing for a plain value: for messages.
    public var variantSuffix: String { path.isEmpty ? "" : " (\(path.joined(separator: " ")))" }
}

extension Catalog {
    /// Calls `body` with every unit of every translation (source language and `Base` excluded)
    /// of every current source key, paired with its source text. Stale keys are skipped: they
    /// are no longer shown.
    public func forEachTranslatedUnit(_ body: (TranslatedUnit) -> Void) {
        for entry in entries where entry.isSourceKey && !entry.isStale {
            for translation in targetTranslations(of: entry) {
                for (path, unit) in translation.value.allUnits {
                    guard let source = SourceCounterpart.of(path: path, entry: entry, in: self) else { continue }
                    body(TranslatedUnit(entry: entry, locale: translation.locale, path: path, unit: unit, source: source))
                }
            }
        }
    }
}
