import L10nModel

/// The source-language text a translated unit was translated from, and where it is. Rules that
/// compare a translation with its source (Markdown parity, length budgets) pair units the same
/// way through this.
public struct SourceCounterpart: Sendable, Hashable {
    public var text: String
    /// The source unit, or the key when a String Catalog key stands in for the source text.
    public var range: SourceRange

    /// The source unit for the translated unit at `path` (see ``LocalizedValue/allUnits``).
    /// Rules pairing many units of one entry should build ``SourceUnits`` once instead.
    public static func of(path: [String], entry: CatalogEntry, in catalog: Catalog) -> SourceCounterpart? {
        SourceUnits(entry: entry, in: catalog)?.counterpart(of: path)
    }
}

/// The source-language units of one entry, ready to pair with translated units.
public struct SourceUnits: Sendable {
    private let units: [(path: [String], unit: StringUnit)]
    /// The key, when a String Catalog key stands in for the missing source text.
    private let keyAsSource: SourceCounterpart?

    /// Nil for keys only a translation defines (orphans have no source).
    public init?(entry: CatalogEntry, in catalog: Catalog) {
        if let source = entry.translation(for: catalog.sourceLanguage)?.value {
            units = source.allUnits
            keyAsSource = nil
        } else if entry.isSourceKey {
            units = []
            keyAsSource = SourceCounterpart(text: entry.key, range: entry.keyRange)
        } else {
            return nil
        }
    }

    /// The unit at the same path, else the same variant's `other`, else (outside substitutions)
    /// the source's plain unit; a plain translation of a plural source pairs with the source's
    /// `other`, an extra phrase of a string set with the source's first phrase.
    public func counterpart(of path: [String]) -> SourceCounterpart? {
        if let keyAsSource { return keyAsSource }
        if units.count == 1, path.isEmpty, units[0].path.isEmpty { return Self.counterpart(units[0].unit) }
        if let unit = unit(at: path) { return unit }
        if let last = path.last, last != "other", let unit = unit(at: Array(path.dropLast()) + ["other"]) { return unit }
        // A phrase a translation adds to a string set reads like the source's first phrase.
        if let last = path.last, last.hasPrefix("phrase "), let unit = unit(at: Array(path.dropLast()) + [LocalizedValue.phraseSelector(0)]) {
            return unit
        }
        // A substitution's variant ("%arg Beitrag") is a fragment, never a whole source text.
        if !path.contains(where: { $0.hasPrefix("%#@") }), let unit = unit(at: []) { return unit }
        if path.isEmpty, let other = units.first(where: { $0.path.last == "other" })?.unit { return Self.counterpart(other) }
        return nil
    }

    private func unit(at path: [String]) -> SourceCounterpart? {
        units.first { $0.path == path }.map { Self.counterpart($0.unit) }
    }

    private static func counterpart(_ unit: StringUnit) -> SourceCounterpart {
        SourceCounterpart(text: unit.value, range: unit.range)
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

    /// The key, locale and variant path a finding about this unit names.
    public var subject: FindingSubject { FindingSubject(key: entry.key, locale: locale, variant: path) }
}

extension Catalog {
    /// Calls `body` with every unit of every translation (source language and `Base` excluded)
    /// of every current source key, paired with its source text. Stale keys are skipped: they
    /// are no longer shown.
    public func forEachTranslatedUnit(_ body: (TranslatedUnit) -> Void) {
        forEachTranslatedUnit(in: entries.indices, body)
    }

    /// ``forEachTranslatedUnit(_:)`` over some entries only (one chunk of a catalog rule).
    public func forEachTranslatedUnit(in entries: Range<Int>, _ body: (TranslatedUnit) -> Void) {
        for entry in self.entries[entries] where entry.isSourceKey && !entry.isStale && !entry.translations.isEmpty {
            guard let sourceUnits = SourceUnits(entry: entry, in: self) else { continue }
            for translation in entry.translations where translation.locale != sourceLanguage && translation.locale.identifier != "Base" {
                translation.value.forEachUnit { path, unit in
                    guard let source = sourceUnits.counterpart(of: path) else { return }
                    body(TranslatedUnit(entry: entry, locale: translation.locale, path: path, unit: unit, source: source))
                }
            }
        }
    }
}

/// Remembers the value last computed for a source range. Units are visited entry by entry, so
/// every translation of a key asks about the same source text in a row; this parses it once.
package struct LastSourceMemo<Value> {
    package init() {}

    private var last: (range: SourceRange, value: Value)?

    package mutating func value(for source: SourceCounterpart, _ compute: (String) -> Value) -> Value {
        if let last, last.range == source.range { return last.value }
        let value = compute(source.text)
        last = (source.range, value)
        return value
    }
}
