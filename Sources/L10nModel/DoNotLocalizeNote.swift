/// A comment that tells translators to leave a key alone: the whole comment ("Do not
/// translate", "DNL"), or the `Note` Xcode exports from an Interface Builder object's Localizer
/// Hint (`Class = "NSTextFieldCell"; title = "Warning Label"; ObjectID = "kYn-pW-tq6"; Note = "Do
/// not localize";`), set on placeholder text the code replaces. A note that asks for care
/// ("Do not translate 'Pro'") is advice, not this.
package enum DoNotLocalizeNote {
    package static func says(_ comment: String) -> Bool {
        if isInstruction(comment) || endsWithInstruction(comment) { return true }
        guard let note = noteValue(in: comment) else { return false }
        return isInstruction(note) || endsWithInstruction(note) || isPlaceholderNote(note)
    }

    /// The instruction as the text's last part, after a dash, comma, colon, semicolon or full
    /// stop: `Placeholder - Do not translate` (a Localizer Hint teams write on dummy text),
    /// `Brand name. Do not translate.`. A quoted term after it (`Do not translate 'Pro'`) is
    /// advice on that term.
    private static func endsWithInstruction(_ text: String) -> Bool {
        // Bytes from the end, at most an instruction's length: every comment of a table passes
        // here, and walking its `Character`s cost more than the rest of a lint of it.
        text.withUTF8Bytes { bytes in
            var end = bytes.count
            trailing: while end > 0 {
                switch bytes[end - 1] {
                case UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: " "), UInt8(ascii: "\n"): end -= 1
                default: break trailing
                }
            }
            var start = end
            scan: while start > 0, end - start <= Self.longestInstruction {
                switch bytes[start - 1] {
                case UInt8(ascii: "-"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "."): break scan
                // `–` and `—` (E2 80 93, E2 80 94).
                case 0x93 where start >= 3 && bytes[start - 3] == 0xE2 && bytes[start - 2] == 0x80,
                    0x94 where start >= 3 && bytes[start - 3] == 0xE2 && bytes[start - 2] == 0x80:
                    break scan
                default: start -= 1
                }
            }
            guard start > 0, start < end, end - start <= Self.longestInstruction else { return false }
            return isInstruction(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
        }
    }

    /// The most bytes an instruction has (``isInstruction(_:)`` reads no more), a space before it included.
    private static let longestInstruction = 33

    /// An Interface Builder note that calls the text a placeholder (`Placeholder`, `Placeholder
    /// text, replaced at run time`): dummy text the code replaces.
    private static func isPlaceholderNote(_ note: String) -> Bool {
        note.utf8.count >= 11 && note.prefix(11).lowercased() == "placeholder"
    }

    /// The text of `Note = "…"` (a byte search: every comment of a table passes here).
    private static func noteValue(in comment: String) -> String? {
        comment.withUTF8Bytes { bytes in
            guard let marker = ByteSearch.firstIndex(of: "Note = \"", in: bytes) else { return nil }
            let start = marker + 8  // past `Note = "`
            guard let end = ByteSearch.firstIndex(of: "\"", in: bytes, from: start) else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
    }

    private static let instructions: Set<String> = [
        "do not localize", "don't localize", "do not translate", "don't translate", "dnl", "dnt", "not localized", "no localization",
        "do not localise", "don't localise", "not to be localized", "not to be translated",
    ]

    /// The whole text is the instruction (`Do not translate`, `DNL`), any case.
    package static func isInstruction(_ text: some StringProtocol) -> Bool {
        guard text.utf8.count <= 32 else { return false }
        // Every instruction starts with a `d` or an `n`: most comments are out at their first letter.
        guard let first = text.utf8.first(where: { $0 != 0x20 && $0 != 0x0A }), "DdNn".utf8.contains(first) else { return false }
        var words = String(text.lowercased().map { $0 == "’" ? "'" : $0 })
        while let last = words.last, last == "." || last == "!" || last == " " || last == "\n" { words.removeLast() }
        while let first = words.first, first == " " || first == "\n" { words.removeFirst() }
        return instructions.contains(words)
    }
}
