import L10nModel
import L10nAnalysis

/// Empty values a translation leaves on purpose: a variant the source leaves empty or the
/// locale never shows, a fragment the language does without.
extension MissingTranslationRule {
    /// Whether an empty plain value is a fragment the language does without: the source is a
    /// piece the code joins to other text (`"You gain "`, a lone lowercase connective `"and"`),
    /// two or more locales leave it empty and another fills it. Japanese puts the verb in the
    /// key after the list (`[start, reward, end].joined()`), Chinese needs no "and" between
    /// "1日" and "2時間". A key every translation leaves empty is still untranslated.
    static func isFragmentLeftOut(_ entry: CatalogEntry, _ lookup: TranslationLookup, sourceLanguage: LocaleID) -> Bool {
        guard let index = lookup.index(of: sourceLanguage), let source = entry.translations[index].value.unit?.value, isJoinedFragment(source) else { return false }
        var (empty, filled) = (0, 0)
        for (position, translation) in entry.translations.enumerated() where position != index && translation.value.isPlain {
            if translation.value.unit?.value.isEmpty == true { empty += 1 } else { filled += 1 }
        }
        return empty >= 2 && filled >= 1
    }

    /// A text made to be joined to others: whitespace at an edge, or one or two lowercase words
    /// without punctuation (`and`, `of the`).
    static func isJoinedFragment(_ text: String) -> Bool {
        guard let first = text.first, let last = text.last, text.contains(where: \.isLetter) else { return false }
        if first.isWhitespace || last.isWhitespace { return true }
        let words = text.split(separator: " ")
        return words.count <= 2 && text.allSatisfy { $0.isLowercase || $0 == " " }
    }

    /// Whether the source leaves the unit at `path` (a variant) empty on purpose: its own unit
    /// there is empty, or every unit of the variable it belongs to is (a `.stringsdict` variable
    /// that only consumes an argument, `%#@names@` with empty `one` and `other`).
    static func sourceLeavesEmpty(_ path: [String], of entry: CatalogEntry, _ lookup: TranslationLookup, _ sourceLanguage: LocaleID) -> Bool {
        guard !path.isEmpty, let index = lookup.index(of: sourceLanguage) else { return false }
        let source = entry.translations[index].value
        if let unit = source.unit(at: path) { return unit.value.isEmpty }
        let variable = path.dropLast()
        var hasUnits = false
        let written = source.firstUnit { unitPath, unit in
            guard unitPath.starts(with: variable) else { return false }
            hasUnits = true
            return !unit.value.isEmpty
        }
        return hasUnits && written == nil
    }

    /// Whether a unit's path goes through a plural category `locale` never selects (CLDR's
    /// categories, `zero` and `other`, which Foundation honours in every language, and those
    /// older runtimes still select are all selected).
    static func isNeverShown(_ path: [String], in locale: LocaleID) -> Bool {
        guard !path.isEmpty, let selected = PluralCategories.categories(for: locale) else { return false }
        let shown = selected.union([.zero, .other]).union(PluralCategories.legacyCategories(for: locale))
        return path.contains { PluralCategory(rawValue: $0).map { !shown.contains($0) } ?? false }
    }
}
