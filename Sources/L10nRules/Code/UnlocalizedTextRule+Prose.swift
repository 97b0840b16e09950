import Foundation
import L10nModel
import L10nParsing
import L10nAnalysis

/// What `unlocalized-text` counts as text a translator translates: prose, not an identifier,
/// symbol name, URL or address; shared with `unknown-key`'s English text no table holds.
extension UnlocalizedTextRule {
    /// `names` (the team's words, the app's names) and Apple's, as ``isProse(_:untranslatable:)``
    /// takes them: lowercased and longest first, so that "Watch" (an app's target) does not take
    /// "Watch" out of "Apple Watch" and leave "Apple".
    static func untranslatableWords(_ names: some Sequence<String>) -> [String] {
        (Array(names) + platformNames).map { $0.lowercased() }.sorted { $0.count > $1.count }
    }

    /// Whether the literal words are text a translator translates: letters outside format
    /// specifiers and untranslatable words; not an identifier, symbol name, URL or e-mail address.
    static func isProse(_ text: String, untranslatable: [String]) -> Bool {
        var words = LetterContent.prose(text.replacingOccurrences(of: "…", with: " "))
        let trimmed = words.trimmingSpaces
        if trimmed.contains("://") || trimmed.hasPrefix("www.") || (trimmed.contains("@") && !trimmed.contains(" ")) { return false }
        if isData(trimmed) || isCode(text) { return false }
        if !text.contains(" ") {
            // One token: `star.fill`, `cell_id`, `postCell`, `default`, `#tag`. A word's
            // closing period or ellipsis is text (`"Preferences..."`, `"Done."`).
            let token = trimmed[..<(trimmed.lastIndex(where: { $0 != "." }).map(trimmed.index(after:)) ?? trimmed.startIndex)]
            if token.contains(where: { "._/#:=<>{}[]".contains($0) }) { return false }
            if token.dropFirst().contains(where: \.isUppercase), token.contains(where: \.isLowercase) { return false }
            if token.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }) { return false }
        }
        for word in untranslatable where !word.isEmpty {
            words = words.replacingOccurrences(of: word, with: " ", options: .caseInsensitive)
        }
        return words.split(whereSeparator: { !isWordLetter($0) }).contains(where: isTranslatableWord)
            || hasUnitAfterValue(text)
    }

    /// A letter right after an interpolation or a digit, spaced or not (`"\(size)B"`,
    /// `"\(current) mA"`, `"0 W"`): a unit, which other languages write otherwise (French `o`
    /// for bytes, Russian `В` for volts).
    private static func hasUnitAfterValue(_ text: String) -> Bool {
        var afterValue = false
        for character in text {
            if afterValue, isWordLetter(character) { return true }
            afterValue = character == "…" || character.isNumber || (afterValue && character.isWhitespace)
        }
        return false
    }

    /// A word a translator translates: two letters or more (`g` in `"\(version)+g\(sha)"` is
    /// none; a unit after a value is, see ``hasUnitAfterValue(_:)``), or one of a script without
    /// spaces (`个`), and not spelled like a brand or an identifier: a capital after a
    /// lowercase letter (`iCloud`, `postCell`), or capitals running into a lowercase word
    /// (`FFmpeg`, `HTTPServer`; `URLs` and `IDs` are words).
    private static func isTranslatableWord(_ word: Substring) -> Bool {
        let letters = word.unicodeScalars.filter { $0.properties.isAlphabetic }
        guard letters.count >= 2 || letters.contains(where: { $0.value >= 0x2E80 }) else { return false }
        // A mask (`XXXX-XXXX`, `yyyy`) shows where input goes, in every language.
        if WordShape.isMask(word) { return false }
        var (leadingCapitals, lowercase) = (0, 0)
        for character in word {
            if lowercase > 0, character.isUppercase { return false }
            if character.isLowercase { lowercase += 1 } else if lowercase == 0, character.isUppercase { leadingCapitals += 1 }
        }
        return !(leadingCapitals >= 2 && lowercase >= 2)
    }

    /// A letter of a word: alphabetic, not a math letter or a symbol (`ℹ`, `℃`).
    static func isWordLetter(_ character: Character) -> Bool {
        character.unicodeScalars.contains { $0.properties.isAlphabetic && !$0.properties.isMath && $0.properties.generalCategory != .otherSymbol }
    }
}
