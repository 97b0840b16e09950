import L10nParsing

/// Finds the integer arguments of a source text that are used as counts ("%lld sessions"), and
/// spares the ones that obviously are not, so `plural-variants` does not ask for "1 Level"
/// / "2 Levels". Each heuristic is listed in the rule's page.
package enum CountHeuristics {
    /// English words that, right before a number, make it a name or an ordinal ("Level 3",
    /// "Page 2", "Day 5"): the number never agrees with a noun.
    static let labelWords: Set<String> = [
        "level", "page", "step", "chapter", "lesson", "part", "section", "episode", "season", "round",
        "stage", "track", "version", "build", "day", "week", "month", "year", "row", "column", "line",
        "item", "question", "exercise", "unit", "tier", "rank", "slot", "player", "team", "room", "floor",
        "gate", "seat", "no", "no.", "number", "ios", "macos", "watchos", "tvos", "visionos", "swift", "xcode",
        "code", "error", "id",
    ]

    /// Comparatives that, after "or"/"and", end a bound without a noun ("%lld or higher",
    /// "%d or more."): the number names a threshold, the same for 1.
    static let boundComparatives: Set<String> = [
        "higher", "lower", "more", "less", "fewer", "greater", "above", "below", "over", "under", "later", "earlier", "longer", "shorter",
    ]

    /// Unit abbreviations, which do not change with the number ("took %d ms", "%li min", "%d px").
    static let unitWords: Set<String> = [
        "ms", "s", "sec", "min", "h", "hr", "d", "wk", "mo", "yr", "km", "m", "cm", "mm", "mi", "ft", "in.", "kg", "g", "lb", "lbs",
        "b", "kb", "mb", "gb", "tb", "kib", "mib", "gib", "px", "pt", "pts", "fps", "dpi", "ppi", "bpm", "hz", "khz", "mhz", "ghz",
        "bps", "kbps", "mbps", "gbps", "kbit", "mbit", "gbit", "x", "×", "°", "°c", "°f",
        "l", "ml", "cl", "dl", "kwh", "wh", "mah", "mph", "kph", "mg", "mcg", "µg", "mol", "mmol", "db", "dbm", "dbi",
    ]

    /// A unit abbreviation (``unitWords``): `kbps`, `MHz`, `ms`.
    package static func isUnitWord(_ word: some StringProtocol) -> Bool { unitWords.contains(word.lowercased()) }

    /// English words with no plural form that have no telling suffix (``isInvariant(_:)`` covers
    /// participles in -ed and adjectives in -able/-ible): adjectives ("%d unread", "%li open",
    /// "%d new"), irregular participles ("%d done", "%d sent"), and particles and adverbs
    /// ("%li on", "+%lld more", "%d left"). Not nouns: "%d unread messages" is a count.
    static let invariantWords: Set<String> = [
        // adjectives
        "unread", "new", "old", "open", "free", "busy", "idle", "live", "full", "empty", "due", "late", "early", "ready",
        "total", "online", "offline", "active", "inactive", "pending", "remaining", "max", "min", "maximum", "minimum",
        "visible", "hidden", "private", "public", "unique", "valid", "invalid", "missing", "running", "waiting", "loading",
        "syncing", "playing", "following", "upcoming", "ongoing", "outstanding", "overdue", "current", "recent", "downloading",
        "uploading", "seeding", "incoming", "outgoing",
        // irregular participles
        "done", "seen", "shown", "written", "taken", "given", "chosen", "known", "sent", "kept", "found", "lost", "won",
        "made", "paid", "sold", "held", "built", "left", "read", "broken", "frozen", "drawn", "grown",
        // particles, adverbs, comparatives
        "on", "off", "in", "out", "up", "down", "over", "ahead", "behind", "away", "back", "ago", "apart", "here", "there",
        "now", "today", "more", "less", "fewer", "else", "too",
    ]

    /// Words that, after an invariant word, show no noun follows it: "%d liked your post".
    package static let determiners: Set<String> = ["the", "a", "an", "your", "my", "his", "her", "its", "their", "our", "this", "that", "these", "those", "you", "me", "it", "them", "us"]

    /// A word that never takes a plural: in ``invariantWords``, a past participle ("loaded",
    /// "selected", "blocked"; not "-eed": "feed", "speed") or an adjective in -able/-ible
    /// ("available", "editable", "visible").
    static func isInvariant(_ word: String) -> Bool {
        if invariantWords.contains(word) { return true }
        guard word.count >= 5, word.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        if word.hasSuffix("ed") { return !word.hasSuffix("eed") }
        return word.hasSuffix("able") || word.hasSuffix("ible")
    }

    /// Singular nouns that, between a number and another noun, form a compound adjective:
    /// "the %d digit code", "an %d character password", "a %d star rating".
    static let compoundNouns: Set<String> = [
        "digit", "character", "letter", "word", "day", "week", "month", "year", "hour", "minute", "second", "step", "star",
        "point", "pixel", "bit", "byte", "page", "inch", "foot", "mile", "meter", "metre", "person", "seat", "player",
    ]

    /// Prepositions that, right after a number, show no noun agrees with it ("%d for a user
    /// phrase", "%d per day", "%d to %d"). Not "of": "%d of them" is a count of them.
    static let prepositions: Set<String> = ["for", "per", "to", "at", "by", "from", "with", "within", "until", "since", "before", "after"]

    /// Words that, after "%d day", show the number is a plain count: "%d day ago", "%d day left".
    static let countContinuations: Set<String> = [
        "ago", "left", "remaining", "more", "of", "in", "on", "at", "to", "from", "for", "and", "or", "per", "each", "before",
        "after", "later", "since", "until", "with", "without", "by", "is", "are", "was", "were", "has", "have",
    ]

    /// Tokens of `text` that take an integer count: `%d %i %u` with any length modifier, positional
    /// or not, and `%#@name@` references. With `spareNonCounts`, tokens that are obviously not
    /// counts are left out. Counts Foundation's grammar agreement inflects are never returned:
    /// inside `^[%lld day](inflect: true)` (any agreement attribute), and every count of a text
    /// where a word agrees with an argument (`%lld ^[apple](agreeWithArgument: 1)`).
    package static func countTokens(in text: String, spareNonCounts: Bool) -> [FormatToken] {
        let format = FormatString(text)
        let agreement = AttributeMarkup.spans(in: text).filter(\.isGrammarAgreement)
        if agreement.contains(where: \.agreesWithArgument) { return [] }
        let candidates = format.tokens.filter { token in
            if agreement.contains(where: { $0.textRange.contains(token.range.lowerBound) }) { return false }
            switch token.kind {
            case .specifier(let specifier): return specifier.isIntegerCount
            case .substitution: return true
            default: return false
            }
        }
        guard spareNonCounts, !candidates.isEmpty else { return candidates }
        let bytes = Array(text.utf8)
        return candidates.filter { token in
            if case .substitution = token.kind { return true }  // a reference always selects by plural
            return !isObviouslyNotACount(token, in: bytes, tokens: format.tokens)
        }
    }

    private static func isObviouslyNotACount(_ token: FormatToken, in bytes: [UInt8], tokens: [FormatToken]) -> Bool {
        guard let specifier = token.specifier else { return false }
        // `%02d`, `%5d`: padded numbers are clock times, codes and tables.
        if specifier.flags.contains("0") || specifier.width != nil { return true }
        // "%1$d Open **%2$@**\n%3$d Click Import": numbers that start lines are a list's steps.
        if startsLine(token, in: bytes), tokens.count(where: { $0.specifier?.isIntegerCount == true && startsLine($0, in: bytes) }) >= 2 { return true }
        let before = token.range.lowerBound > 0 ? bytes[token.range.lowerBound - 1] : nil
        // `#%d`, `v%d`, `%d:%02d`, `%d.%d`, `%dx%d`, `%d-%d`: IDs, versions, times, sizes, ranges.
        if let before, isGlued(before) { return true }
        let rest = String(decoding: bytes[token.range.upperBound...].prefix(4), as: UTF8.self)
        if let separator = rest.first, ":/.,x×-–".contains(separator),
            let next = rest.dropFirst().first, next.isASCII, next.isNumber || next == "%"
        {
            return true
        }
        // "(%d / %d) in %@": a spaced fraction is a position too.
        if rest.hasPrefix(" / "), let next = rest.dropFirst(3).first, next.isASCII, next.isNumber || next == "%" { return true }
        // "[%lld]", "[^%lld]": a reference or footnote number; "(%lld)" alone in parentheses, an
        // aside ("Maximum number of colors (%lld) reached"): no noun inside agrees with it.
        if let before, before == UInt8(ascii: "[") || before == UInt8(ascii: "^"), rest.first == "]" { return true }
        if before == UInt8(ascii: "("), rest.first == ")" { return true }
        // "in query %ld, after %@", "(max %d)": punctuation right after the number ends its
        // phrase before any noun.
        if let next = rest.first, ",;)".contains(next) { return true }
        // "%lld-day streak", "%d-minute break": a hyphenated compound adjective stays singular.
        if rest.first == "-", let next = rest.dropFirst().first, next.isASCII, next.isLetter { return true }
        // "%dpx", "%dth", "‘%quick’": letters glued to the number are a unit, an ordinal or no
        // number at all (a `%` word the text shows as it is).
        if let next = rest.first, next.isASCII, next.isLetter { return true }
        let following = plainText(after: token, in: bytes, tokens: tokens)
        // `%lld%%`, `%lld %%`: percentages.
        if startsWithPercent(token, tokens: tokens) { return true }
        // "Level %lld", "Inbox (%lld)", "Items: %lld": no word follows for the number to agree
        // with; nor in its clause ("…value %d. Please check…", "Volume: %d (Muted)").
        if !following.prefix(while: { !".!?;\n(".contains($0) }).contains(where: \.isLetter) { return true }
        // "Page %lld of %lld", "%lld/%lld": a position in a sequence.
        if following.hasPrefix(" of "), nextToken(after: token, tokens: tokens)?.specifier?.isIntegerCount == true,
            !plainTextBetween(token, and: tokens, in: bytes).dropFirst(4).contains(where: \.isLetter)
        {
            return true
        }
        // "%lld of 12 characters entered": the noun agrees with the fixed total, not the count.
        if following.hasPrefix(" of "), let total = following.dropFirst(4).first, total.isASCII, total.isNumber { return true }
        if isUnitOrInvariant(following) { return true }
        // "at least %lld or higher.", "%d or more": a bound whose clause names no noun.
        if isBareBound(following) { return true }
        // "%lu DHT", "from %d API": an acronym alone after the number names a kind, written the
        // same for any number ("%d APIs", "%d PDF files" and "%d ITEMS" still count).
        if isAcronymAlone(following) { return true }
        // "%d for a user phrase", "%d per day": a preposition right after the number, no noun
        // that agrees with it.
        if let first = following.split(separator: " ").first, prepositions.contains(first.lowercased()) { return true }
        let previousWord = word(before: token, in: bytes)
        // "a %d digit code", "an %d-hour flight": the number modifies a compound in the singular.
        if ["a", "an"].contains(previousWord.lowercased()) { return true }
        if labelWords.contains(previousWord.lowercased()) { return true }
        // "an HTTP %d error", "ISO %d": a number after an acronym is a code or a standard's
        // number (in a text not written in capitals: "DELETE ALL %d ITEMS" counts).
        if previousWord.count >= 2, previousWord.allSatisfy({ $0.isASCII && $0.isUppercase }),
            hasLowercaseLetter(bytes, outside: tokens)
        {
            return true
        }
        // "between %ld and %ld": a range's bounds ("from %d to %d" is spared by its "to").
        if previousWord.lowercased() == "between", following.hasPrefix(" and ") { return true }
        // "© %d", "Copyright %d".
        return previousWord == "©" || previousWord.lowercased() == "copyright"
    }

    /// "ms" in " ms", "min." in " min.", "digit code" in " digit code", or "unread" ending
    /// " unread" / " unread)" or before a function word (" loaded of "): the words right
    /// after the number do not agree with it.
    private static func isUnitOrInvariant(_ following: String) -> Bool {
        let phrase = following.prefix { $0.isLetter || $0 == " " || $0 == "." || $0 == "°" || $0 == "×" }
        let words = phrase.split(separator: " ").map { $0.lowercased() }
        guard let first = words.first else { return false }
        // "min.", and "more..." (an ellipsis of three dots, as "more…" is one).
        let bare = first.hasSuffix("..") ? String(first.reversed().drop { $0 == "." }.reversed()) : first.hasSuffix(".") && first != "in." ? String(first.dropLast()) : first
        if unitWords.contains(bare) { return true }
        // "d.p", "d.p.", "s.f.": letters and dots, an abbreviation that never inflects.
        let letters = bare.split(separator: ".", omittingEmptySubsequences: false)
        if letters.count >= 2, letters.allSatisfy({ $0.count == 1 }) { return true }
        if words.count >= 2, compoundNouns.contains(bare), !countContinuations.contains(words[1]) { return true }
        // "%lld loaded", "%li on", "%lld synced of %lld", "%d liked your post": alone, or before a function word.
        return isInvariant(bare) && (words.count == 1 || countContinuations.contains(words[1]) || determiners.contains(words[1]))
    }

    /// " or higher.", " and above": "or"/"and" and a comparative (``boundComparatives``) with
    /// nothing after them in the clause; " or more files" names a noun and counts.
    private static func isBareBound(_ following: String) -> Bool {
        let clause = following.prefix { !".!?;,\n(".contains($0) }
        let words = clause.split(separator: " ").map { $0.lowercased() }
        return words.count == 2 && (words[0] == "or" || words[0] == "and") && boundComparatives.contains(words[1])
    }

    /// " DHT", " PEX, …": the only word of the phrase after the number is an acronym of two
    /// or more capitals, not one in -S (a plural in a text written in capitals).
    private static func isAcronymAlone(_ following: String) -> Bool {
        let words = following.prefix { $0.isLetter || $0 == " " }.split(separator: " ")
        guard words.count == 1, let word = words.first, word.count >= 2, word.last != "S" else { return false }
        return word.allSatisfy { $0.isASCII && $0.isUppercase }
    }

    /// Whether `token` opens the text or a line of it.
    private static func startsLine(_ token: FormatToken, in bytes: [UInt8]) -> Bool {
        token.range.lowerBound == 0 || bytes[token.range.lowerBound - 1] == UInt8(ascii: "\n")
    }

    /// A character that, directly before a number, makes it part of a larger token.
    private static func isGlued(_ byte: UInt8) -> Bool {
        if byte >= 0x80 { return false }  // CJK and other scripts write numbers without spaces
        let scalar = Unicode.Scalar(byte)
        // Not `/`: in "%1$lld/%2$lld files" the second number is the count the noun agrees with
        // (the first is spared as a fraction's numerator; "%lld/%lld" alone has no word after it).
        return scalar.properties.isAlphabetic || "#:.,0123456789_".unicodeScalars.contains(scalar)
    }

    private static func nextToken(after token: FormatToken, tokens: [FormatToken]) -> FormatToken? {
        tokens.first { $0.range.lowerBound >= token.range.upperBound }
    }

    /// True when a `%%` follows the token, directly or after one space.
    private static func startsWithPercent(_ token: FormatToken, tokens: [FormatToken]) -> Bool {
        guard let next = nextToken(after: token, tokens: tokens), next.kind == .percentLiteral else { return false }
        return next.range.lowerBound - token.range.upperBound <= 1
    }

    /// The text after `token` with every other `%` token removed.
    private static func plainText(after token: FormatToken, in bytes: [UInt8], tokens: [FormatToken]) -> String {
        var result: [UInt8] = []
        var cursor = token.range.upperBound
        for other in tokens where other.range.lowerBound >= cursor {
            result += bytes[cursor..<other.range.lowerBound]
            cursor = other.range.upperBound
        }
        result += bytes[cursor...]
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether the text, its `%` tokens left out, has a lowercase ASCII letter.
    private static func hasLowercaseLetter(_ bytes: [UInt8], outside tokens: [FormatToken]) -> Bool {
        var cursor = 0
        for token in tokens where token.range.lowerBound >= cursor {
            if bytes[cursor..<token.range.lowerBound].contains(where: isLowercase) { return true }
            cursor = token.range.upperBound
        }
        return bytes[cursor...].contains(where: isLowercase)
    }

    private static func isLowercase(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }

    /// The text between `token` and the next token.
    private static func plainTextBetween(_ token: FormatToken, and tokens: [FormatToken], in bytes: [UInt8]) -> String {
        let end = nextToken(after: token, tokens: tokens)?.range.lowerBound ?? bytes.count
        return String(decoding: bytes[token.range.upperBound..<end], as: UTF8.self)
    }

    /// The word (run of non-space characters) right before `token`, after one space: a plain
    /// one, or a no-break space that keeps a label with its number (`version\u{A0}%ld`,
    /// U+00A0 or U+202F).
    private static func word(before token: FormatToken, in bytes: [UInt8]) -> String {
        var end = token.range.lowerBound
        if end > 0, bytes[end - 1] == UInt8(ascii: " ") {
            end -= 1
        } else if end >= 2, bytes[(end - 2)..<end].elementsEqual([0xC2, 0xA0]) {
            end -= 2
        } else if end >= 3, bytes[(end - 3)..<end].elementsEqual([0xE2, 0x80, 0xAF]) {
            end -= 3
        } else {
            return ""
        }
        var start = end
        while start > 0, bytes[start - 1] != UInt8(ascii: " ") { start -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
