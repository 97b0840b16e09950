import L10nModel
import L10nParsing

/// Source texts that are the two halves of a count the code splits by hand: `"%d year"` and
/// `"%d years"`, or `"1 page left"` and `"%i pages left"`, the code picking one by
/// `count == 1` (the idiom of apps older than `.stringsdict`). In a language with just one and
/// other the pair is the plural; the singular half is only ever shown for 1. Also keys named
/// for their category (`pages.one`, `pages.other`; `Stem_few`: the code picks by CLDR category).
package struct SplitPluralPairs: Sendable {
    /// Which half of a pair a text is.
    enum Half: Sendable, Equatable {
        /// Shown for a count of 1 only: needs no variants in any language.
        case singular
        /// Shown for every other count: a language with more categories than one and other
        /// still needs its variants.
        case plural
    }

    private let texts: Set<String>
    /// Keys split by plural category (`SendPhoto_one`, `SendPhoto_other`): the categories of
    /// each stem that has `other` and one more.
    private let categorySets: [Substring: Set<Substring>]

    /// The source texts of `catalog`'s keys.
    init(_ catalog: Catalog) {
        texts = Set(catalog.entries.compactMap { entry in entry.isSourceKey ? catalog.sourceValue(of: entry)?.unit?.value : nil })
        var sets: [Substring: Set<Substring>] = [:]
        for entry in catalog.entries {
            guard let (stem, category) = Self.stemAndCategory(of: entry.key) else { continue }
            sets[stem, default: []].insert(category)
        }
        categorySets = sets.filter { $0.value.count >= 2 && $0.value.contains("other") }
    }

    /// Whether `key` is one form of a plural the code picks by the language's own categories:
    /// a set of keys with a category English never uses (`Stem_few`, `Stem_many` beside
    /// `Stem_one`, `Stem_other`), as Telegram's and i18next's keys are. No key of it needs variants.
    func isCategoryKey(_ key: String) -> Bool {
        guard !categorySets.isEmpty, let (stem, _) = Self.stemAndCategory(of: key), let categories = categorySets[stem] else { return false }
        return !categories.isDisjoint(with: Self.categoriesEnglishNeverUses)
    }

    /// The half `key` is of a pair split by key (`pages.one` beside `pages.other`), whatever
    /// their texts say (`Send Photo`, `among **%d** winners`); nil for a set with categories
    /// English never uses (see ``isCategoryKey(_:)``).
    func half(ofKey key: String) -> Half? {
        guard !categorySets.isEmpty, let (stem, category) = Self.stemAndCategory(of: key), let categories = categorySets[stem],
            categories.isDisjoint(with: Self.categoriesEnglishNeverUses)
        else { return nil }
        switch category {
        case "one": return .singular
        case "other": return .plural
        default: return nil
        }
    }

    /// Categories no English text takes: a key named for one says the code picks by CLDR's
    /// rules. Not `zero`, which apps also name a text for no items (`count == 0`).
    private static let categoriesEnglishNeverUses: Set<Substring> = ["two", "few", "many"]

    /// `key` cut before a final `_one` or `.one` (any CLDR plural category).
    private static func stemAndCategory(of key: String) -> (stem: Substring, category: Substring)? {
        guard let separator = key.utf8.lastIndex(where: { $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") }), separator != key.startIndex,
            key.utf8.distance(from: separator, to: key.utf8.endIndex) <= 6
        else { return nil }
        let category = key[key.index(after: separator)...]
        guard PluralCategory(rawValue: String(category)) != nil else { return nil }
        return (key[..<separator], category)
    }

    /// The half `text` is, when the catalog holds the other one: the same text with the noun
    /// after `count` in the other number (`year`/`years`, `entry`/`entries`, `box`/`boxes`), the
    /// singular with `1` for the count. The noun is one of the first three words after the
    /// count: `%lu Seeds`, `%lu Web Seeds`, `%lu new messages`.
    func half(of text: String, count: FormatToken) -> Half? {
        let bytes = Array(text.utf8)
        var wordStart = count.range.upperBound
        for _ in 0..<3 {
            guard wordStart < bytes.count, bytes[wordStart] == UInt8(ascii: " ") else { return nil }
            wordStart += 1
            var wordEnd = wordStart
            while wordEnd < bytes.count, (0x61...0x7A).contains(bytes[wordEnd] | 0x20) { wordEnd += 1 }
            guard wordEnd - wordStart >= 2 else { return nil }
            if let half = half(of: bytes, count: count, noun: wordStart..<wordEnd) { return half }
            wordStart = wordEnd
        }
        return nil
    }

    /// The half `bytes` is when the word at `noun` is the one in the other number.
    private func half(of bytes: [UInt8], count: FormatToken, noun: Range<Int>) -> Half? {
        let word = String(decoding: bytes[noun], as: UTF8.self)
        let before = String(decoding: bytes[..<count.range.lowerBound], as: UTF8.self)
        let countText = String(decoding: bytes[count.range], as: UTF8.self)
        let between = String(decoding: bytes[count.range.upperBound..<noun.lowerBound], as: UTF8.self)
        let after = String(decoding: bytes[noun.upperBound...], as: UTF8.self)
        let isPlural = word.hasSuffix("s")
        // The verb after the noun agrees with it: "1 channel was checked." beside
        // "%d channels were checked.".
        let afters = [after] + (Self.agreeing(after, withSingular: isPlural).map { [$0] } ?? [])
        func has(count: String, noun: String) -> Bool { afters.contains { texts.contains(before + count + between + noun + $0) } }
        if isPlural {
            var singulars = [String(word.dropLast())]
            if word.hasSuffix("es") { singulars.append(String(word.dropLast(2))) }
            if word.hasSuffix("ies") { singulars.append(String(word.dropLast(3)) + "y") }
            return singulars.contains { has(count: countText, noun: $0) || has(count: "1", noun: $0) } ? .plural : nil
        }
        var plurals = [word + "s", word + "es"]
        if word.hasSuffix("y") { plurals.append(String(word.dropLast()) + "ies") }
        return plurals.contains { has(count: countText, noun: $0) } ? .singular : nil
    }

    /// English verbs that agree with their subject's number, singular and plural.
    private static let agreeingVerbs: [(singular: String, plural: String)] = [("was", "were"), ("is", "are"), ("has", "have")]

    /// `after` (the text after a noun) with its first word, a verb of ``agreeingVerbs``, in the
    /// other number: the form it takes after the noun in the singular (`withSingular`) or the
    /// plural. Nil when the first word is no such verb.
    private static func agreeing(_ after: String, withSingular singular: Bool) -> String? {
        guard after.hasPrefix(" ") else { return nil }
        let rest = after.dropFirst()
        let word = rest.prefix { $0.isLetter }
        guard let verbs = agreeingVerbs.first(where: { (singular ? $0.plural : $0.singular) == word }) else { return nil }
        return " " + (singular ? verbs.singular : verbs.plural) + rest.dropFirst(word.count)
    }
}
