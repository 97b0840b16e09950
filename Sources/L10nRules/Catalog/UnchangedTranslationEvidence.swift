import Synchronization
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

        init(_ catalog: Catalog) {
            catalog.forEachTranslatedUnit { pair in
                guard pair.unit.state != .new, !pair.unit.value.isEmpty, pair.entry.shouldTranslate else { return }
                counts[pair.locale, default: Count()].values += 1
                if pair.unit.value == pair.source.text {
                    counts[pair.locale, default: Count()].kept += 1
                    if counts[pair.locale]?.firstKept == nil { counts[pair.locale]?.firstKept = pair.unit.range }
                }
            }
            untranslatedLocales = Set(counts.filter { $0.value.values >= 10 && $0.value.kept * 2 > $0.value.values }.keys)
                .filter { !$0.isRegionalVariant(of: catalog.sourceLanguage) }
        }
    }

    /// What a catalog's translated values say about each locale, each part computed on first
    /// use and shared by the chunks: a locale is read only when one of its values is the
    /// source text, and different locales are read on different cores.
    final class LocaleEvidence: Sendable {
        private let catalog: Catalog
        private let sourceWords = Once<[String: Set<String>]>()
        private let localeWords = OnceMap<LocaleID, Set<String>>()
        /// The locales whose words ``prepare()`` reads (those that keep a value as the source
        /// text), most values first, and how many of them a caller has taken.
        private let preparing: [LocaleID]
        private let taken = Mutex(0)
        /// The terms the rule takes out of a text before judging its words.
        private let glossary: [String]?

        /// `preparing`: the locales chunks will ask about; `glossary`: the terms the rule takes
        /// out of a kept text before asking about its words, or nil when unknown (every value
        /// of a locale is then read).
        init(_ catalog: Catalog, preparing: [LocaleID] = [], glossary: [String]? = nil) {
            self.catalog = catalog
            self.preparing = preparing
            self.glossary = glossary
        }

        /// Reads the words of every locale in `preparing`, each caller taking the next one no one
        /// has taken, until none is left. The chunks of a catalog ask for the same locales in
        /// the same order; left to ``words(of:)`` alone, the first chunk would read a locale
        /// while every other waited for it, so the locales were read one core at a time.
        func prepare() {
            guard catalog.locales.count <= Self.perLocaleLimit else { return }
            while true {
                let next = taken.withLock { taken -> Int in
                    defer { taken += 1 }
                    return taken
                }
                guard next < preparing.count else { return }
                _ = words(of: preparing[next])
            }
        }

        /// Words (lowercased) the locale writes in values that differ from their source: its
        /// own language, and the names and terms its translators keep inside translated text
        /// ("Ice Cubes", "Face ID", "Shift" in `Drücke Shift`). A word found there is one the
        /// locale uses as it is. Given the rule's glossary, only the words the rule may ask
        /// about are sure to be there (values that hold none of them are not read).
        func words(of locale: LocaleID) -> Set<String> {
            // A walk per locale reads every entry's translations each time: with many locales
            // (one key with 20,000 localizations, issue 28) that is quadratic, so beyond a
            // handful of locales one walk reads them all.
            if catalog.locales.count > Self.perLocaleLimit { return allLocaleWords.value { collect(nil) }[locale] ?? [] }
            return localeWords.value(for: locale) { collect(locale)[locale] ?? [] }
        }

        /// The most locales a catalog has for each locale's words to be collected on its own.
        static let perLocaleLimit = 64
        private let allLocaleWords = Once<[LocaleID: Set<String>]>()

        /// The words of `only` (every locale when nil), by locale. For one locale, only the
        /// words the rule may ask about matter (those of the values the locale keeps as their
        /// source text): a value that cannot hold one of them not found yet is not cut into
        /// words, since none of its words would ever be asked for.
        private func collect(_ only: LocaleID?) -> [LocaleID: Set<String>] {
            let sources = sourceWordsByKey
            var pending = only.flatMap { only in askedWords.map { $0[only] ?? [] } }
            var filter = pending.map(WordStartFilter.init)
            var words: [LocaleID: Set<String>] = [:]
            catalog.forEachTranslatedUnit(in: catalog.entries.indices, locale: only) { pair in
                guard pair.unit.state != .new, !pair.unit.value.isEmpty, pair.unit.value != pair.source.text else { return }
                let prose = LetterContent.prose(pair.unit.value)
                if let filter, !filter.mayHoldAWord(prose) { return }
                let sourceWords = sources[pair.entry.key] ?? []
                // Only a real translation tells what the locale writes: more of its letters are
                // new than copied ("%lld new posts" for "%lld new post", or "Posts and replies"
                // for "Posts & Replies", are the source re-typed, and say nothing).
                // A word in another script than ASCII is always new (`今すぐIce Cubes Proを入手`).
                let translated = Self.scriptRuns(UnchangedTranslationRule.words(in: prose))
                var (new, copied, foreign) = (0, 0, false)
                for word in translated {
                    if sourceWords.contains(word) { copied += word.count } else { new += word.count }
                    foreign = foreign || !sourceWords.contains(word) && !word.unicodeScalars.allSatisfy(\.isASCII)
                }
                guard new > copied || foreign else { return }
                words[pair.locale, default: []].formUnion(translated)
                // A word found needs no more looking for.
                if var asked = pending {
                    let before = asked.count
                    asked.subtract(translated)
                    if asked.count != before { (pending, filter) = (asked, WordStartFilter(asked)) }
                }
            }
            return words
        }

        /// Every word the rule may ask each locale about, lowercased as it asks: the judged words
        /// of each value the locale keeps as its source text (a superset of its candidates), read
        /// in one walk for every locale. Nil when the rule's glossary is unknown.
        private var askedWords: [LocaleID: Set<String>]? {
            guard let glossary else { return nil }
            return askedWordsByLocale.value {
                var words: [LocaleID: Set<String>] = [:]
                catalog.forEachTranslatedUnit { pair in
                    guard pair.unit.value == pair.source.text else { return }
                    for word in UnchangedTranslationRule.judgedWords(of: pair.source.text, glossary: glossary).words {
                        words[pair.locale, default: []].insert(word.lowercased())
                    }
                }
                return words
            }
        }
        private let askedWordsByLocale = Once<[LocaleID: Set<String>]>()

        /// The words of each key's source text, every variant, lowercased: once for all locales.
        private var sourceWordsByKey: [String: Set<String>] {
            sourceWords.value {
                var result: [String: Set<String>] = [:]
                catalog.forEachTranslatedUnit { pair in
                    guard result[pair.entry.key] == nil else { return }
                    let texts = catalog.sourceValue(of: pair.entry)?.allUnits.map(\.unit.value) ?? [pair.source.text]
                    result[pair.entry.key] = Set(texts.flatMap { UnchangedTranslationRule.words(in: LetterContent.prose($0)).map { $0.lowercased() } })
                }
                return result
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

        /// Basic Latin, Latin-1, Latin Extended A to E and Additional, and combining diacritics.
        private static func isLatin(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0..<0x0250, 0x0300..<0x0370, 0x1E00..<0x1F00, 0x2C60..<0x2C80, 0xA720..<0xA800, 0xAB30..<0xAB70: true
            default: false
            }
        }
    }
}
