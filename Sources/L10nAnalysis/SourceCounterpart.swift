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
    /// The source's units when it has variants or phrases (empty otherwise).
    private let units: [(path: [String], unit: StringUnit)]
    /// The source's one plain unit, or the key when a String Catalog key stands in for the
    /// missing source text: most entries, paired without a search.
    private let plain: SourceCounterpart?
    /// True when ``plain`` is the key, which every translated unit pairs with.
    private let isKeyAsSource: Bool
    /// Where the source-language translation is among the entry's translations (nil when the
    /// key stands in for it): a walk tells the source from the translations by position, not
    /// by comparing each locale's name.
    public let sourcePosition: Int?

    /// Nil for keys only a translation defines (orphans have no source).
    public init?(entry: CatalogEntry, in catalog: Catalog) {
        sourcePosition = entry.translations.firstIndex(where: { $0.locale == catalog.sourceLanguage })
        if let index = sourcePosition {
            let source = entry.translations[index].value
            if source.isPlain {
                units = []
                plain = source.unit.map(Self.counterpart)
            } else {
                units = source.allUnits
                plain = nil
            }
            isKeyAsSource = false
        } else if entry.isSourceKey, let text = entry.keyAsSourceText {
            units = []
            plain = SourceCounterpart(text: text, range: entry.keyRange)
            isKeyAsSource = true
        } else {
            return nil
        }
    }

    /// The unit at the same path, else the same variant's `other`, else (outside substitutions)
    /// the source's plain unit; a plain translation of a plural source pairs with the source's
    /// `other`, an extra phrase of a string set with the source's first phrase.
    public func counterpart(of path: [String]) -> SourceCounterpart? {
        if isKeyAsSource { return plain }
        if let plain {
            // A plain source pairs with the plain translation, and with any variant outside substitutions.
            return path.isEmpty || !path.contains(where: { $0.hasPrefix("%#@") }) ? plain : nil
        }
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

    /// Whether the source has a unit of its own at `path` (a `zero` variant), not one
    /// ``counterpart(of:)`` falls back to.
    public func hasUnit(at path: [String]) -> Bool { units.contains { $0.path == path } }

    private func unit(at path: [String]) -> SourceCounterpart? {
        units.first { $0.path == path }.map { Self.counterpart($0.unit) }
    }

    /// True when `value` has variants and every unit of it is the text of the source unit it
    /// pairs with: the source's variants copied whole into a locale (a `.stringsdict` left in
    /// English, an untranslated export). That is one defect, the text left untranslated,
    /// which `unchanged-translation` reports once; rules about the copy's shape (plural
    /// categories the locale lacks) stay quiet, because translating it is the fix.
    public func isCopied(into value: LocalizedValue) -> Bool {
        guard !value.isPlain || !units.isEmpty else { return false }
        var hasUnits = false
        let differs = value.firstUnit { path, unit in
            hasUnits = true
            return counterpart(of: path)?.text != unit.value
        }
        return hasUnits && differs == nil
    }

    private static func counterpart(_ unit: StringUnit) -> SourceCounterpart {
        SourceCounterpart(text: unit.value, range: unit.range)
    }
}

extension Catalog {
    /// Translations other than the source language's (and `Base`), the ones rules compare
    /// with the source.
    public func targetTranslations(of entry: CatalogEntry) -> [Translation] {
        entry.translations.filter { isTargetLocale($0.locale) }
    }

    /// Whether a translation in `locale` is one of ``targetTranslations(of:)``: neither the
    /// source language nor `Base`.
    public func isTargetLocale(_ locale: LocaleID) -> Bool { locale != sourceLanguage && !locale.isBase }
}

extension Project {
    /// A range inside a unit's literal: `utf8Offset` bytes into its value when the literal spells
    /// the value byte for byte (no escapes), else the start of the literal.
    public func range(in unit: StringUnit, utf8Offset: Int, length: Int) -> SourceRange {
        let start = unit.range.start
        let end = unit.range.end
        let text = files[unit.range.file.rawValue].text
        // Only the literal's bytes: a large file's text is read on demand.
        guard start < end, end <= text.byteCount, end - start >= 2 else { return unit.range.startOnly }
        let literal = text.bytes(in: start..<end)
        guard literal[0] == UInt8(ascii: "\""), literal[1..<(literal.count - 1)].elementsEqual(unit.value.utf8) else { return unit.range.startOnly }
        return SourceRange(file: unit.range.file, start: start + 1 + utf8Offset, end: start + 1 + utf8Offset + length)
    }
}

/// One unit of a translation together with the source text it translates.
public struct TranslatedUnit: Sendable {
    public var entry: CatalogEntry
    /// The entry's position in its catalog's ``Catalog/entries``.
    public var entryIndex: Int
    public var locale: LocaleID
    /// Selectors leading to the unit (`["one"]`), empty for a plain value.
    public var path: [String]
    public var unit: StringUnit
    public var source: SourceCounterpart

    package init(entry: CatalogEntry, entryIndex: Int, locale: LocaleID, path: [String], unit: StringUnit, source: SourceCounterpart) {
        (self.entry, self.entryIndex, self.locale, self.path, self.unit, self.source) = (entry, entryIndex, locale, path, unit, source)
    }

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

    /// ``forEachTranslatedUnit(_:)`` over some entries only (one chunk of a catalog rule), and
    /// of one locale only when `locale` is given.
    public func forEachTranslatedUnit(in entries: Range<Int>, locale only: LocaleID? = nil, _ body: (TranslatedUnit) -> Void) {
        // One path buffer for the whole walk, pushed and popped (a new array per unit cost an
        // allocation each), and handed to the pair by swapping, so no unit copies it.
        var path: [String] = []
        path.reserveCapacity(4)
        let sourceLanguage = self.sourceLanguage
        for index in entries {
            let entry = self.entries[index]
            guard entry.isSourceKey, !entry.isStale, !entry.translations.isEmpty,
                only.map({ only in entry.translations.contains { $0.locale == only } }) ?? true,
                let sourceUnits = SourceUnits(entry: entry, in: self)
            else { continue }
            // One pair per entry, updated unit by unit: copying the entry into every pair cost
            // more than the rules' work on most units.
            let placeholder = SourceCounterpart(text: "", range: entry.keyRange)
            var pair = TranslatedUnit(
                entry: entry, entryIndex: index, locale: sourceLanguage, path: [], unit: StringUnit(value: "", state: .unspecified, range: entry.keyRange), source: placeholder)
            // By index, recursing with the pair `inout` rather than through closures: a pair a
            // closure captures is copied for every call, and so is a value bound to a local.
            // Through the buffer, so each value is borrowed rather than copied (a retain per string).
            // A plain value (nearly all) pairs with the source's plain unit, set in the pair once
            // for all of them rather than looked up and assigned (a retain) for each.
            let plainSource = sourceUnits.counterpart(of: [])
            var holdsPlainSource = false
            entry.translations.withUnsafeBufferPointer { translations in
                for position in translations.indices where position != sourceUnits.sourcePosition {
                    let locale = translations[position].locale
                    guard !locale.isBase, only.map({ $0 == locale }) ?? true else { continue }
                    pair.locale = locale
                    guard !translations[position].value.isPlain else {
                        guard let plainSource, let unit = translations[position].value.unit else { continue }
                        if !holdsPlainSource { (pair.source, holdsPlainSource) = (plainSource, true) }
                        pair.unit = unit
                        body(pair)
                        continue
                    }
                    holdsPlainSource = false
                    Self.visitTranslatedUnits(of: translations[position].value, path: &path, pair: &pair, sources: sourceUnits, body)
                }
            }
        }
    }

    /// The units of `value` in ``LocalizedValue/allUnits`` order, each paired with its source
    /// and handed to `body` in `pair`; `path` holds the selectors leading to `value` and is
    /// restored on return.
    private static func visitTranslatedUnits(
        of value: LocalizedValue, path: inout [String], pair: inout TranslatedUnit, sources: SourceUnits, _ body: (TranslatedUnit) -> Void
    ) {
        if let unit = value.unit, let source = sources.counterpart(of: path) {
            swap(&pair.path, &path)
            pair.unit = unit
            pair.source = source
            body(pair)
            swap(&pair.path, &path)
        }
        if value.isPlain { return }
        if let phrases = value.stringSet?.values {
            for index in phrases.indices {
                path.append(LocalizedValue.phraseSelector(index))
                if let source = sources.counterpart(of: path) {
                    swap(&pair.path, &path)
                    pair.unit = phrases[index]
                    pair.source = source
                    body(pair)
                    swap(&pair.path, &path)
                }
                path.removeLast()
            }
        }
        if let variants = value.variations?.variants {
            for index in variants.indices {
                path.append(variants[index].selector)
                visitTranslatedUnits(of: variants[index].value, path: &path, pair: &pair, sources: sources, body)
                path.removeLast()
            }
        }
        for substitution in value.substitutions {
            guard let variants = substitution.variations?.variants else { continue }
            path.append("%#@\(substitution.name)@")
            for index in variants.indices {
                path.append(variants[index].selector)
                visitTranslatedUnits(of: variants[index].value, path: &path, pair: &pair, sources: sources, body)
                path.removeLast()
            }
            path.removeLast()
        }
    }
}
