import Foundation
import L10nModel
import L10nParsing
import L10nAnalysis

/// What `unchanged-translation` learns of a whole catalog, once per run: how much each locale
/// keeps as the source text, and the words each locale writes (its names and terms).
extension UnchangedTranslationRule {
    /// How many of a catalog's values each locale keeps as the source text.
    struct KeptShares: Sendable {
        struct Count: Sendable {
            var values = 0
            var kept = 0
            /// Where the locale's first kept value is (in its own file, for `.lproj` tables):
            /// where its finding points.
            var firstKept: SourceRange?
        }

        var counts: [LocaleID: Count] = [:]
        /// Locales where most values (at least 10) are their source text: an untranslated export
        /// or a fallback copy. Reported once, and their kept text says nothing about names.
        var untranslatedLocales: Set<LocaleID> = []
        /// The texts each locale keeps as its source text, but for the untranslated locales:
        /// the rule's candidates, whose words ``LocaleEvidence`` looks for.
        var keptTexts: [LocaleID: [String]] = [:]

        /// One part's tally: each locale's count and kept texts, by the locale's place in the
        /// part (hashing the locale two or three times for every unit cost more than counting).
        struct Tally: Sendable {
            var locales = LocaleSlots()
            var counts: [Count] = []
            var kept: [[String]] = []

            /// `locale`'s place, with an empty count and no kept text when it is new.
            mutating func slot(of locale: LocaleID) -> Int {
                let slot = locales.slot(of: locale)
                if slot == counts.count {
                    counts.append(Count())
                    kept.append([])
                }
                return slot
            }
        }

        /// Counted in one walk of the catalog.
        init(_ catalog: Catalog) {
            self.init(joining: [Self.tally(catalog, entries: catalog.entries.indices)], source: catalog.sourceLanguage)
        }

        /// The tally of the catalog's `entries`.
        static func tally(_ catalog: Catalog, entries: Range<Int>) -> Tally {
            var tally = Tally()
            // The last source text's answer: an entry's translations follow one another.
            var last: (range: SourceRange, hasWord: Bool)?
            catalog.forEachTranslatedUnit(in: entries) { pair in
                guard pair.unit.state != .new, !pair.unit.value.isEmpty, pair.entry.shouldTranslate else { return }
                if last?.range != pair.source.range { last = (pair.source.range, LetterContent.hasWordToTranslate(pair.source.text)) }
                guard last?.hasWord == true else { return }
                let slot = tally.slot(of: pair.locale)
                tally.counts[slot].values += 1
                if pair.unit.value.isSameText(as: pair.source.text) {
                    tally.counts[slot].kept += 1
                    if tally.counts[slot].firstKept == nil { tally.counts[slot].firstKept = pair.unit.range }
                    tally.kept[slot].append(pair.source.text)
                }
            }
            return tally
        }

        /// The parts' tallies added up, in entry order (a locale's first kept value is in the
        /// first part that has one).
        init(joining parts: [Tally], source: LocaleID) {
            var total = Tally()
            for part in parts {
                for (index, locale) in part.locales.locales.enumerated() {
                    let slot = total.slot(of: locale)
                    total.counts[slot].values += part.counts[index].values
                    total.counts[slot].kept += part.counts[index].kept
                    if total.counts[slot].firstKept == nil { total.counts[slot].firstKept = part.counts[index].firstKept }
                    total.kept[slot] += part.kept[index]
                }
            }
            counts = Dictionary(uniqueKeysWithValues: zip(total.locales.locales, total.counts))
            keptTexts = Dictionary(uniqueKeysWithValues: zip(total.locales.locales, total.kept).filter { !$0.1.isEmpty })
            untranslatedLocales = Set(counts.filter { $0.value.values >= 10 && $0.value.kept * 2 > $0.value.values }.keys)
                .filter { !$0.isRegionalVariant(of: source) }
            for locale in untranslatedLocales { keptTexts[locale] = nil }
        }

        /// The catalog's shares, read in parts by the cores of every chunk that asks (once per run).
        static func shared(_ context: RuleContext, catalogAt index: Int) -> KeptShares {
            let catalog = context.project.catalogs[index]
            return context.analyses.runState(of: context.ruleID, part: index) {
                SharedEntryWalk<Tally, KeptShares>(entries: catalog.entries.indices)
            }.value(reading: { tally(catalog, entries: $0) }, joining: { KeptShares(joining: $0, source: catalog.sourceLanguage) })
        }
    }

    /// What a catalog's translated values say about each locale: the words each writes. Read
    /// in one walk of the catalog for every locale that asks, cut into parts of entries that
    /// the chunks of the rule read on different cores, at the first question.
    final class LocaleEvidence: Sendable {
        private let catalog: Catalog
        /// The locales whose words are read (those that keep a value as the source text), or
        /// nil for every locale.
        private let locales: Set<LocaleID>?
        /// The terms the rule takes out of a text before judging its words.
        private let glossary: [String]?
        /// What each locale keeps as the source text, when the rule counted it already.
        private let shares: KeptShares?
        /// The catalog's entries in parts, each read once, by every core that asks.
        private let walk: SharedEntryWalk<[LocaleID: Set<String>], [LocaleID: Set<String>]>
        private let askedWordsByLocale = Once<[LocaleID: Set<String>]>()

        /// `locales`: the locales the rule will ask about (nil for every locale); `glossary`:
        /// the terms the rule takes out of a kept text before asking about its words, or nil
        /// when unknown (every value is then cut into words); `shares`: the catalog's kept
        /// texts, when counted already (else counted here, given a glossary).
        init(_ catalog: Catalog, locales: Set<LocaleID>? = nil, glossary: [String]? = nil, shares: KeptShares? = nil) {
            self.catalog = catalog
            self.locales = locales
            self.glossary = glossary
            self.shares = shares
            walk = SharedEntryWalk(entries: catalog.entries.indices, fewestPerPart: Self.fewestEntriesPerPart)
        }

        /// Reads parts of the catalog no one has taken until none is left: the chunks of a
        /// catalog all ask at about the same time, and each reads parts instead of waiting
        /// for the first to read them all.
        func prepare() {
            walk.help(reading: collect)
        }

        /// Words (lowercased) the locale writes in values that differ from their source: its
        /// own language, and the names and terms its translators keep inside translated text
        /// ("Ice Cubes", "Face ID", "Shift" in `Drücke Shift`). A word found there is one the
        /// locale uses as it is. Given the rule's glossary, only the words the rule may ask
        /// about are sure to be there (values that hold none of them are not read).
        func words(of locale: LocaleID) -> Set<String> {
            walk.value(reading: collect) { parts in
                var words: [LocaleID: Set<String>] = [:]
                for part in parts { words.merge(part) { $0.union($1) } }
                return words
            }[locale] ?? []
        }

        /// The fewest entries of a part. A catalog is read in up to two parts per core: each
        /// part looks for every asked word again (a word found in one is looked for in the next).
        private static let fewestEntriesPerPart = 256

        /// What is still looked for in one locale: the words not found yet, and the filter
        /// that turns away values holding none of them. A class, so reading it for every value
        /// from the table by locale costs one retain, not a copy of the set and the filter.
        private final class Pending {
            var words: Set<String>
            var filter: WordStartFilter

            init(words: Set<String>, filter: WordStartFilter) {
                self.words = words
                self.filter = filter
            }

            /// Whether `text` may hold a word not found yet: asked of the filter in place, passed
            /// `inout` (read through the property, the filter was copied for every value, its
            /// three buffers retained and released: 14 M instructions on corpus-merged-half).
            func mayHoldAWord(_ text: String) -> Bool {
                Self.mayHoldAWord(text, in: &filter)
            }

            private static func mayHoldAWord(_ text: String, in filter: inout WordStartFilter) -> Bool {
                filter.mayHoldAWord(text)
            }

            /// Takes found words out of what is looked for.
            func found(_ words: Set<String>) {
                self.words.subtract(words)
                filter.remove(words)
            }
        }

        /// The words of the locales read, by locale, in `entries`. Given the glossary, only the
        /// words the rule may ask about matter (those of the values the locale keeps as their
        /// source text): a value that cannot hold one of them not found yet is not cut into
        /// words, since none of its words would ever be asked for.
        private func collect(_ entries: Range<Int>) -> [LocaleID: Set<String>] {
            let pending = askedWords.map { asked in
                asked.filter { locales?.contains($0.key) ?? true }.mapValues { Pending(words: $0, filter: WordStartFilter($0)) }
            }
            var words: [LocaleID: Set<String>] = [:]
            var source: (key: String, words: Set<String>) = ("", [])
            // What each locale still looks for, by the slot the walk gives it: the walk meets the
            // locales in turn, so finding the slot spares hashing the locale for every value.
            var slots = LocaleSlots()
            var pendingBySlot: [Pending?] = []
            catalog.forEachTranslatedUnit(in: entries) { pair in
                guard pair.unit.state != .new, !pair.unit.value.isEmpty, pair.unit.value != pair.source.text else { return }
                var asked: Pending?
                if let pending {
                    let slot = slots.slot(of: pair.locale)
                    if slot == pendingBySlot.count { pendingBySlot.append(pending[pair.locale]) }
                    guard let here = pendingBySlot[slot] else { return }
                    asked = here
                } else if let locales, !locales.contains(pair.locale) {
                    return
                }
                let prose = LetterContent.prose(pair.unit.value)
                if let asked, !asked.mayHoldAWord(prose) { return }
                let translated = Self.scriptRuns(UnchangedTranslationRule.words(in: prose))
                // Given the words asked about, only those the value holds are kept: a value that
                // holds none (the filter may say yes wrongly) is not compared with its source.
                let found = asked.map { $0.words.intersection(translated) }
                if let found, found.isEmpty { return }
                if source.key != pair.entry.key || source.key.isEmpty { source = (pair.entry.key, sourceWords(of: pair)) }
                // Only a real translation tells what the locale writes: more of its letters are
                // new than copied ("%lld new posts" for "%lld new post", or "Posts and replies"
                // for "Posts & Replies", are the source re-typed, and say nothing).
                // A word in another script than ASCII is always new (`今すぐIce Cubes Proを入手`).
                var (new, copied, foreign) = (0, 0, false)
                for word in translated {
                    if source.words.contains(word) { copied += word.count } else { new += word.count }
                    foreign = foreign || !source.words.contains(word) && !word.unicodeScalars.allSatisfy(\.isASCII)
                }
                guard new > copied || foreign else { return }
                guard let asked, let found else {
                    words[pair.locale, default: []].formUnion(translated)
                    return
                }
                words[pair.locale, default: []].formUnion(found)
                // A word found needs no more looking for.
                asked.found(found)
            }
            return words
        }

        /// The words of every unit of the pair's source value (every variant), lowercased.
        private func sourceWords(of pair: TranslatedUnit) -> Set<String> {
            let texts = catalog.sourceValue(of: pair.entry)?.unitTexts ?? [pair.source.text]
            return Set(texts.flatMap { UnchangedTranslationRule.words(in: LetterContent.prose($0)).map { $0.lowercased() } })
        }

        /// Every word the rule may ask each locale about, lowercased as it asks: the judged words
        /// of each value the locale keeps as its source text (its candidates; none in a locale
        /// that keeps most of the catalog, which the rule does not ask about). Nil when the
        /// rule's glossary is unknown.
        private var askedWords: [LocaleID: Set<String>]? {
            guard let glossary else { return nil }
            return askedWordsByLocale.value {
                (shares ?? KeptShares(catalog)).keptTexts.mapValues { texts in
                    Set(texts.flatMap { UnchangedTranslationRule.judgedWords(of: $0, glossary: glossary).words.map { $0.lowercased() } })
                }
            }
        }

        /// Words lowercased and cut where Latin letters meet another script: Japanese and
        /// Chinese write Latin names without spaces (`Ice Cubesに聞く` is `ice`, `cubes`,
        /// `に聞く`). Latin letters with diacritics are Latin (`öffne` stays one word).
        static func scriptRuns(_ words: [Substring]) -> [String] {
            words.flatMap { word -> [String] in
                let lowered = word.lowercased()
                guard !lowered.unicodeScalars.allSatisfy(isLatin) else { return [lowered] }
                var runs: [String] = []
                var current = ""
                var latin: Bool?
                for character in lowered {
                    let isLatin = isLatin(character.unicodeScalars.first!)
                    if latin != nil, latin != isLatin {
                        runs.append(current)
                        current = ""
                    }
                    latin = isLatin
                    current.append(character)
                }
                if !current.isEmpty { runs.append(current) }
                return runs.filter { $0.contains(where: CharacterClass.isLetter) }
            }
        }
    }

    /// Basic Latin, Latin-1, Latin Extended A to E and Additional, and combining diacritics.
    static func isLatin(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x0250, 0x0300..<0x0370, 0x1E00..<0x1F00, 0x2C60..<0x2C80, 0xA720..<0xA800, 0xAB30..<0xAB70: true
        default: false
        }
    }
}
