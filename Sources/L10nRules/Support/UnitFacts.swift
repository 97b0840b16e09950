import L10nModel
import L10nParsing
import L10nAnalysis

/// The translated units of one chunk of a catalog's entries, each paired with its source text
/// once, and what several entry rules read about each unit (its Markdown spans, its numbers
/// and addresses), computed on first use and kept in arrays indexed by the unit's position.
///
/// The engine checks a chunk on one core, every entry rule in a row (``RuleContext/chunk``), so
/// these facts are shared from rule to rule without a lock, and go when the chunk is done; a
/// rule run outside the engine's chunks (its examples, the benchmark's rows) builds its own.
///
/// Its state is marked `@exclusivity(unchecked)`: one core reads and fills it, never overlapping
/// a write with another access to the same array, and the run-time check of every access (a
/// search of the thread's open accesses) cost more than the look-up it guarded, 2% of a lint.
package final class UnitFacts: @unchecked Sendable {
    package let catalog: Int
    package let entries: Range<Int>
    private let source: Catalog
    @exclusivity(unchecked) private var isBuilt = false
    /// Every translated unit of the chunk with a translation (neither empty nor marked new) in a
    /// locale the project builds, in ``Catalog/forEachTranslatedUnit(in:_:)`` order,
    /// by its entry's position and its source's slot: a whole `TranslatedUnit` per unit copied
    /// its entry (every string and array of it) for each of the entry's locales.
    @exclusivity(unchecked) private var units: [Stored] = []
    /// The source texts by slot (units share sources).
    @exclusivity(unchecked) private var sources: [SourceCounterpart] = []
    /// Each entry's source slots, by the entry's position in the chunk: an entry's units come
    /// one after another, so their sources are found among its own few (one, or one per
    /// variant) without hashing where each sits.
    @exclusivity(unchecked) private var sourceSlots: [Range<Int>] = []
    @exclusivity(unchecked) private var markdowns: [MarkdownInline?] = []
    @exclusivity(unchecked) private var sourceMarkdowns: [MarkdownInline?] = []
    @exclusivity(unchecked) private var literals: [InlineLiterals?] = []
    @exclusivity(unchecked) private var sourceLiterals: [InlineLiterals?] = []

    /// Locales whose units are left out: those the project does not build.
    private let skippedLocales: Set<LocaleID>

    /// Nothing is read until a rule asks: a chunk whose rules never pair units costs nothing.
    package init(_ catalog: Catalog, index: Int, entries: Range<Int>, skipping skippedLocales: Set<LocaleID>) {
        self.catalog = index
        self.entries = entries
        source = catalog
        self.skippedLocales = skippedLocales
    }

    /// Pairs the chunk's units with their sources, once.
    private func build() {
        guard !isBuilt else { return }
        isBuilt = true
        sourceSlots = Array(repeating: 0..<0, count: entries.count)
        // Room for a unit per localization (each plain one is at most one): growing the array
        // by doubling copied its units over and over, half a percent of a `.strings` lint.
        units.reserveCapacity(source.entries.withUnsafeBufferPointer { all in all[entries].reduce(0) { $0 + $1.translations.count } })
        source.forEachTranslatedUnit(in: entries) { pair in
            // Not a unit with nothing translated yet (empty, or marked new): `missing-translation`
            // reports it, and a Markdown span, a number or a link it lacks is that same gap.
            guard pair.unit.state != .new, !pair.unit.value.isEmpty else { return }
            // Nor a unit of a locale the project does not build: no user reads it.
            if !skippedLocales.isEmpty, skippedLocales.contains(pair.locale) { return }
            let position = pair.entryIndex - entries.lowerBound
            var slots = sourceSlots[position]
            if slots.isEmpty { slots = sources.count..<sources.count }
            let slot: Int
            if let known = slots.first(where: { sources[$0].range == pair.source.range }) {
                slot = known
            } else {
                slot = sources.count
                sources.append(pair.source)
                sourceSlots[position] = slots.lowerBound..<slot + 1
            }
            units.append(Stored(entry: pair.entryIndex, sourceSlot: slot, locale: pair.locale, path: pair.path, unit: pair.unit))
        }
        markdowns = Array(repeating: nil, count: units.count)
        literals = Array(repeating: nil, count: units.count)
        sourceMarkdowns = Array(repeating: nil, count: sources.count)
        sourceLiterals = Array(repeating: nil, count: sources.count)
    }

    /// A unit as kept: what is its own, and where its entry and source are.
    fileprivate struct Stored {
        let entry: Int
        let sourceSlot: Int
        let locale: LocaleID
        let path: [String]
        let unit: StringUnit
    }

    /// Calls `body` with each unit's position and the unit, in order. The unit is read where
    /// it is stored: handing `body` a `TranslatedUnit` copied it (a retain and a release of each
    /// of its strings and arrays) for every rule that walks the chunk, a tenth of a `.strings`
    /// project's lint, though most rules look at two of its texts and move on.
    package func forEach(_ body: (Int, Unit) -> Void) {
        build()
        source.entries.withUnsafeBufferPointer { entries in
            sources.withUnsafeBufferPointer { sources in
                units.withUnsafeBufferPointer { units in
                    guard let entries = entries.baseAddress, let sources = sources.baseAddress, let base = units.baseAddress else { return }
                    for index in units.indices {
                        body(index, Unit(stored: base + index, entries: entries, sources: sources))
                    }
                }
            }
        }
    }

    /// A unit of the chunk, borrowed for the length of a ``forEach(_:)`` call (it must not be
    /// kept past it): its parts are read in place, and copied only when a rule keeps one.
    package struct Unit {
        fileprivate let stored: UnsafePointer<Stored>
        fileprivate let entries: UnsafePointer<CatalogEntry>
        fileprivate let sources: UnsafePointer<SourceCounterpart>

        package var entry: CatalogEntry { _read { yield entries[stored.pointee.entry] } }
        package var unit: StringUnit { _read { yield stored.pointee.unit } }
        package var source: SourceCounterpart { _read { yield sources[stored.pointee.sourceSlot] } }
        package var locale: LocaleID { _read { yield stored.pointee.locale } }
        /// Selectors leading to the unit (`["one"]`), empty for a plain value.
        package var path: [String] { _read { yield stored.pointee.path } }
        package var subject: FindingSubject { FindingSubject(key: entry.key, locale: locale, variant: path) }
        /// The unit itself, for a rule that keeps it.
        package var copied: TranslatedUnit {
            TranslatedUnit(entry: entry, entryIndex: stored.pointee.entry, locale: locale, path: path, unit: unit, source: source)
        }
    }

    /// The Markdown of the unit at `index`.
    package func markdown(ofUnit index: Int) -> MarkdownInline {
        if let known = markdowns[index] { return known }
        let value = MarkdownInline(parsing: units[index].unit.value)
        markdowns[index] = value
        return value
    }

    /// The Markdown of the source text the unit at `index` translates.
    package func markdown(ofSourceOf index: Int) -> MarkdownInline { sourceMarkdown(slot: units[index].sourceSlot) }

    /// The Markdown of a source text at `range` (a source unit, or a key standing in for one).
    package func markdown(ofSource text: String, at range: SourceRange, entry: Int) -> MarkdownInline {
        build()
        let slots = entries.contains(entry) ? sourceSlots[entry - entries.lowerBound] : 0..<0
        return slots.first { sources[$0].range == range }.map(sourceMarkdown(slot:)) ?? MarkdownInline(parsing: text)
    }

    /// The numbers and addresses of the unit at `index`, outside its Markdown link destinations.
    package func inlineLiterals(ofUnit index: Int) -> InlineLiterals {
        if let known = literals[index] { return known }
        let text = units[index].unit.value
        let value = Self.inlineLiterals(text) { markdown(ofUnit: index) }
        literals[index] = value
        return value
    }

    /// The numbers and addresses of the source text the unit at `index` translates.
    package func inlineLiterals(ofSourceOf index: Int) -> InlineLiterals {
        let slot = units[index].sourceSlot
        if let known = sourceLiterals[slot] { return known }
        let value = Self.inlineLiterals(sources[slot].text) { sourceMarkdown(slot: slot) }
        sourceLiterals[slot] = value
        return value
    }

    private func sourceMarkdown(slot: Int) -> MarkdownInline {
        if let known = sourceMarkdowns[slot] { return known }
        let value = MarkdownInline(parsing: sources[slot].text)
        sourceMarkdowns[slot] = value
        return value
    }

    /// Link destinations only when the text may have a link: most texts have none.
    private static func inlineLiterals(_ text: String, markdown: () -> MarkdownInline) -> InlineLiterals {
        let destinations = InlineLiterals.mayHaveLinkDestinations(text)
            ? markdown().links.map { $0.destinationOffset..<($0.destinationOffset + $0.destination.utf8.count) } : []
        return InlineLiterals(text, linkDestinations: destinations)
    }
}

extension RuleContext {
    /// The translated units of a chunk with their shared facts: the engine's chunk when it is
    /// this one, else built for the caller.
    package func units(ofCatalogAt catalog: Int, entries: Range<Int>) -> UnitFacts {
        if let chunk, chunk.catalog == catalog, chunk.entries == entries { return chunk }
        return UnitFacts(project.catalogs[catalog], index: catalog, entries: entries, skipping: analyses.unbuiltLocales(ofCatalogAt: catalog))
    }
}
