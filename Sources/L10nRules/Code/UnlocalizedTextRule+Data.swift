import Foundation

/// Literals that are data, not words a translator translates: shown as they are in every
/// language, so never `unlocalized-text`'s.
extension UnlocalizedTextRule {
    /// Hexadecimal bytes or a copyright notice (see each).
    static func isData(_ text: String) -> Bool { isHexBytes(text) || isCopyrightNotice(text) }

    /// Bytes written out in hexadecimal (`11 FF 00 01 1B 04 00 ...`): two or more pairs of
    /// digits and capitals A–F, with dots between or after them; data, not words.
    private static func isHexBytes(_ text: String) -> Bool {
        let tokens = text.split(whereSeparator: \.isWhitespace)
        let isPair = { (token: Substring) in token.count == 2 && token.allSatisfy { $0.isHexDigit && !$0.isLowercase } }
        return tokens.count(where: isPair) >= 2 && tokens.allSatisfy { isPair($0) || $0.allSatisfy { $0 == "." || $0 == "…" } }
    }

    /// `©`, a year and the holder's name (`© 2024 Blockstream Corporation Inc.`): the same in
    /// every language; "All rights reserved" is prose.
    private static func isCopyrightNotice(_ text: String) -> Bool {
        guard text.hasPrefix("©") || text.hasPrefix("Copyright ©") else { return false }
        return text.split(whereSeparator: { !isWordLetter($0) }).allSatisfy { $0.first?.isUppercase ?? true }
    }

    /// Configuration shown as an example to copy: a JSON object (`{"id": …}`), or YAML of two
    /// lines or more, each a lowercase key (`- platform: tag`, `  tag_id: …`). Translating it
    /// would break it; "Name: …" lines are labels, not keys.
    static func isCode(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix("{"), trimmed.hasSuffix("}"), trimmed.contains("\":") { return true }
        // A template expression (`{{ now() }}`, Jinja's and Home Assistant's): code a user types.
        if trimmed.hasPrefix("{{"), trimmed.hasSuffix("}}") { return true }
        let lines = trimmed.split(whereSeparator: \.isNewline).map { $0.drop { $0 == " " } }.filter { !$0.isEmpty }
        return lines.count >= 2 && lines.allSatisfy(isYAMLKeyLine)
    }

    /// `key:` or `key: value`, after an optional `- `: a key of lowercase letters, digits and `_`.
    private static func isYAMLKeyLine(_ line: Substring) -> Bool {
        let entry = line.hasPrefix("- ") ? line.dropFirst(2) : line
        let key = entry.prefix { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "_") }
        guard let first = key.first, first.isLetter || first == "_" else { return false }
        let rest = entry.dropFirst(key.count)
        return rest == ":" || rest.hasPrefix(": ")
    }
}
