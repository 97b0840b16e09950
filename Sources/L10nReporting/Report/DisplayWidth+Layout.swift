import L10nParsing

/// Column layout for the report's terminal tables, which hold Chinese and Japanese text: the
/// same widths the `length-budget` rule measures.
extension DisplayWidth {
    /// `text` padded with spaces to `width` columns (left-aligned, or right-aligned for numbers).
    static func pad(_ text: String, to width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - of(text)))
        return right ? padding + text : text + padding
    }

    /// `text` cut to at most `width` columns, ending in `…` when cut.
    static func truncate(_ text: String, to width: Int) -> String {
        guard of(text) > width else { return text }
        var result = ""
        var used = 0
        for character in text {
            let next = of(character)
            if used + next > width - 1 { break }
            result.append(character)
            used += next
        }
        return result + "…"
    }
}
