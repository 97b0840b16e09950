import L10nModel

/// What `whitespace-parity` reads of a text's lines: how many breaks it has, and whether they
/// wrap prose, end sentences or are HTML's.
extension WhitespaceParityRule {
    /// A text with an HTML line break or closing tag (`<br>`, `<br/>`, `</a>`, `</li>`).
    static func isHTML(_ text: String) -> Bool {
        let bytes = text.utf8
        var previous: UInt8 = 0
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            bytes.formIndex(after: &index)
            defer { previous = byte }
            guard previous == UInt8(ascii: "<"), index != bytes.endIndex else { continue }
            let next = bytes[index]
            if byte == UInt8(ascii: "/"), (0x61...0x7A).contains(next | 0x20) { return true }
            if byte | 0x20 == UInt8(ascii: "b"), next | 0x20 == UInt8(ascii: "r") { return true }
        }
        return false
    }

    /// True when every line break of `text` wraps a sentence (after a word or a comma, not after
    /// a sentence's end, a colon, another break, or at either edge): breaks placed for the
    /// source's line length, not structure such as list items or paragraphs.
    static func isWrappedByHand(_ text: String) -> Bool {
        var previous: Character?
        var sawBreak = false
        var afterBreak = false
        for character in text {
            if character.isNewline {
                guard let last = previous, !afterBreak, !".!?:;…。！？：；".contains(last) else { return false }
                (sawBreak, afterBreak) = (true, true)
            } else if !character.isWhitespace {
                (previous, afterBreak) = (character, false)
            }
        }
        return sawBreak && !afterBreak
    }

    /// Prose of two sentences or more, 60 UTF-8 bytes or longer: a help text or notice that
    /// wraps, not a title or a button whose lines were designed.
    static func isProse(_ text: String) -> Bool {
        guard text.utf8.count >= 60 else { return false }
        var sentences = 0
        var previous: Character?
        for character in text {
            if let last = previous, Self.sentenceEnds.contains(last), character.isWhitespace || "。！？".contains(last) { sentences += 1 }
            previous = character
        }
        if let last = previous, Self.sentenceEnds.contains(last) { sentences += 1 }
        return sentences >= 2
    }

    /// True when `text` has a line break and each comes after a sentence's end (`.`, `。`, `:`
    /// and the like, maybe inside a closing quote) or another break: paragraphs and lines of
    /// whole sentences, none wrapped inside a sentence.
    static func breaksOnlyBetweenSentences(_ text: String) -> Bool {
        var previous: Character?
        var sawBreak = false
        for character in text where !(character.isWhitespace && !character.isNewline) && !"\"”」』)）".contains(character) {
            if character.isNewline {
                guard let last = previous, last.isNewline || Self.sentenceEnds.contains(last) else { return false }
                sawBreak = true
            }
            previous = character
        }
        return sawBreak
    }

    /// The lines of `text` that hold more than whitespace: a block's lines whatever blank
    /// lines space them.
    static func linesWithText(in text: String) -> Int {
        text.split(whereSeparator: \.isNewline).count { line in line.contains { !$0.isWhitespace } }
    }

    /// Line breaks from which a source is a block of lines rather than a laid-out label.
    static let blockLineBreaks = 4

    /// UTF-8 bytes from which a sentence wrapped by hand wraps on any screen without its break
    /// (a notice, an alert's message); a shorter one (`Add to\nHome Screen`) may be a title
    /// laid out on two lines, which the break decides.
    static let wrappingLength = 40

    private static let sentenceEnds: Set<Character> = [".", "!", "?", ":", "…", "。", "！", "？", "：", "；"]

    /// Line breaks, as `Character.isNewline` counts them: `\n`, `\r\n` (one), `\r`, vertical
    /// tab, form feed, U+0085, U+2028 and U+2029. Counted on the UTF-8 bytes: splitting every
    /// value into characters was a sixth of a lint of a large `.lproj` project.
    static func lineBreaks(in text: String) -> Int { text.withUTF8Bytes(lineBreaks(in:)) }

    private static func lineBreaks(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        var last: UInt8 = 0, beforeLast: UInt8 = 0
        var index = 0
        while index < bytes.count {
            // Eight bytes none of which is or ends a line break (nearly all of every text) pass at once.
            let next = ByteWord.firstWord(in: bytes, from: index) { word in
                ByteWord.scanBytesBelow(word, 0x0E) | ByteWord.bytesEqual(word, 0x85) | ByteWord.bytesEqual(word, 0xA8) | ByteWord.bytesEqual(word, 0xA9) != 0
            }
            if next > index { (beforeLast, last) = (bytes[next - 2], bytes[next - 1]) }
            index = next
            for byte in bytes[index..<min(index + 8, bytes.count)] {
                switch byte {
                case 0x0A where last != 0x0D: count += 1
                case 0x0B, 0x0C, 0x0D: count += 1
                case 0x85 where last == 0xC2: count += 1  // U+0085 (0xC2 is never a continuation byte)
                case 0xA8, 0xA9: if last == 0x80, beforeLast == 0xE2 { count += 1 }  // U+2028, U+2029
                default: break
                }
                beforeLast = last
                last = byte
            }
            index = min(index + 8, bytes.count)
        }
        return count
    }
}
