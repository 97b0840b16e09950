import L10nModel

/// What a word's spelling says about it, whatever the language around it: a brand, a name, a
/// placeholder mask. Rules that decide whether a text needs a translator (kept translations,
/// literals shown on screen) ask the same questions, so they get the same answers.
package enum WordShape {
    /// A placeholder mask: every part a run of one repeated letter (`yyyy-mm-dd`, `XXXX`, `hh`),
    /// which shows where input goes in every language.
    package static func isMask(_ word: Substring) -> Bool {
        let parts = word.split { !$0.isLetter }
        return !parts.isEmpty && parts.allSatisfy { part in part.count >= 2 && part.allSatisfy { $0.lowercased() == part.first!.lowercased() } }
    }

    /// A word spelled like a brand or an acronym: an inner capital (`iPhone`, `GitHub`,
    /// `macOS`) or all capitals (`ID`, `OK`, `URL`).
    package static func isBrandLike(_ word: Substring) -> Bool {
        // A capital after the first letter, found in one pass without making a string of the
        // letters (every judged word is asked); all capitals (`ID`) have one too.
        var afterFirstLetter = false
        for character in word where character.isLetter {
            if afterFirstLetter, character.isUppercase { return true }
            afterFirstLetter = true
        }
        return false
    }

    /// A word that reads as part of a name: capitalised or with an inner capital (`Apple`,
    /// `ID`, `iPhone`). `Music` is name-like, `music` is not; words of scripts without case
    /// never are.
    package static func isNameLike(_ word: Substring) -> Bool {
        guard let first = word.first(where: \.isLetter) else { return true }
        return first.isUppercase || word.dropFirst().contains(where: \.isUppercase)
    }

    /// English words that make a phrase of the words around them (articles, pronouns,
    /// prepositions, conjunctions, copulas): "Open In Rosetta" is a phrase, "Sora Sompeng" may
    /// be a name. Lowercased.
    package static let englishFunctionWords: Set<String> = CountHeuristics.determiners.union([
        "in", "on", "of", "to", "for", "with", "by", "at", "from", "and", "or", "as", "into", "onto",
        "is", "are", "be", "not", "no", "all", "if", "when",
    ])
}
