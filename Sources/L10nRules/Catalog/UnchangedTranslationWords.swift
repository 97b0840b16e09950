import Foundation
import L10nModel
import L10nParsing
import L10nAnalysis

/// How `unchanged-translation` reads a text: its words (letters with inner apostrophes and
/// hyphens, those at a word's edges dropped, addresses and handles left out; byte by byte for ASCII, scalar by scalar where a
/// character is one scalar, by `Character` otherwise: the three give the same words), and its
/// letters folded, as a name is compared across locales.
extension UnchangedTranslationRule {
    /// Runs of letters (with inner apostrophes and hyphens): `What's`, `on`, `mind`. Handles,
    /// addresses and links (`@john@example.social`, `https://…`, `example.com`) are names, not
    /// words, and are left out.
    /// Whether `word` of `prose` is a range of letters or one of its ends (`A-Z`, `Z–A`: a sort
    /// order, an index's span), which every language writes so: no word. Read scalar by scalar,
    /// as every judged word asks: most are told apart by their second scalar.
    static func isLetterRange(_ word: Substring, in prose: String) -> Bool {
        var scalars = word.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return false }
        guard let second = scalars.next() else { return first.properties.isAlphabetic && isLoneLetterBesideRange(word, in: prose) }
        // `A-Z` is one word (words keep their inner hyphens).
        guard second == "-", let last = scalars.next(), scalars.next() == nil else { return false }
        return first.properties.isAlphabetic && last.properties.isAlphabetic
    }

    /// A lone letter with a dash and another lone letter beside it (`A–Z`: an en dash splits
    /// the two into words).
    private static func isLoneLetterBesideRange(_ word: Substring, in prose: String) -> Bool {
        let dashes: Set<Character> = ["-", "–", "—"]
        func isLoneLetter(at index: String.Index) -> Bool {
            prose[index].isLetter && (index == prose.startIndex || !prose[prose.index(before: index)].isLetter)
                && (prose.index(after: index) == prose.endIndex || !prose[prose.index(after: index)].isLetter)
        }
        if word.endIndex < prose.endIndex, dashes.contains(prose[word.endIndex]) {
            let next = prose.index(after: word.endIndex)
            if next < prose.endIndex, isLoneLetter(at: next) { return true }
        }
        if word.startIndex > prose.startIndex, dashes.contains(prose[prose.index(before: word.startIndex)]) {
            let dash = prose.index(before: word.startIndex)
            if dash > prose.startIndex, isLoneLetter(at: prose.index(before: dash)) { return true }
        }
        return false
    }

    static func words(in text: String) -> [Substring] {
        // Most texts are ASCII, where a character is a byte (or "\r\n", whitespace either way).
        text.utf8.allSatisfy({ $0 < 0x80 }) ? asciiWords(in: text) : characterWords(in: text)
    }

    /// ``words(in:)`` character by character, for any text.
    static func characterWords(in text: String) -> [Substring] {
        CharacterClass.isOneCharacterPerScalar(text[...]) ? scalarWords(in: text) : graphemeWords(in: text)
    }

    /// ``characterWords(in:)`` by `Character`, for any text.
    static func graphemeWords(in text: String) -> [Substring] {
        text.split(whereSeparator: CharacterClass.isWhitespace).filter { token in
            !isAddress(token.lazy.map { AddressMark($0.unicodeScalars.first ?? " ", isLetter: CharacterClass.isLetter($0)) })
        }.flatMap { token in
            token.split { !(CharacterClass.isLetter($0) || CharacterClass.isNumber($0) || $0 == "'" || $0 == "’" || $0 == "-") }
                .filter { $0.contains(where: CharacterClass.isLetter) }.map(innerWord)
        }
    }

    /// ``characterWords(in:)`` of a text with one character per scalar (``CharacterClass/isOneCharacterPerScalar(_:)``:
    /// most CJK, Cyrillic, Greek and precomposed Latin text), scalar by scalar: the same words
    /// (a test compares the two), without breaking the text into characters.
    static func scalarWords(in text: String) -> [Substring] {
        let scalars = text.unicodeScalars
        var words: [Substring] = []
        var tokenStart: String.Index?
        var index = scalars.startIndex
        while true {
            let atEnd = index == scalars.endIndex
            if atEnd || CharacterClass.isWhitespace(scalar: scalars[index]) {
                if let start = tokenStart { appendScalarWords(of: text[start..<index], to: &words) }
                tokenStart = nil
                if atEnd { return words }
            } else if tokenStart == nil {
                tokenStart = index
            }
            index = scalars.index(after: index)
        }
    }

    /// The words of one whitespace-separated token of ``scalarWords(in:)``, unless it is an address.
    private static func appendScalarWords(of token: Substring, to words: inout [Substring]) {
        let scalars = Array(token.unicodeScalars)
        let isLetter = scalars.map { CharacterClass.isLetter(scalar: $0) }
        if isAddress(zip(scalars, isLetter).lazy.map { AddressMark($0, isLetter: $1) }) { return }
        var start: String.Index?
        var hasLetter = false
        var index = token.unicodeScalars.startIndex
        for position in scalars.indices {
            let scalar = scalars[position]
            if isLetter[position] || CharacterClass.isNumber(scalar: scalar) || scalar == "'" || scalar == "’" || scalar == "-" {
                if start == nil { (start, hasLetter) = (index, false) }
                hasLetter = hasLetter || isLetter[position]
            } else if let wordStart = start {
                if hasLetter { words.append(innerWord(token[wordStart..<index])) }
                start = nil
            }
            index = token.unicodeScalars.index(after: index)
        }
        if let wordStart = start, hasLetter { words.append(innerWord(token[wordStart..<index])) }
    }

    /// ``words(in:)`` of an ASCII text, byte by byte: the same words (a test compares the two
    /// over many texts), without a `Character` per byte.
    static func asciiWords(in text: String) -> [Substring] {
        let utf8 = text.utf8
        var words: [Substring] = []
        var tokenStart = utf8.startIndex
        var index = utf8.startIndex
        while index != utf8.endIndex {
            if isASCIIWhitespace(utf8[index]) {
                appendASCIIWords(of: tokenStart..<index, in: text, to: &words)
                tokenStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        appendASCIIWords(of: tokenStart..<utf8.endIndex, in: text, to: &words)
        return words
    }

    /// The words of one whitespace-separated ASCII token, unless it is an address (see ``isAddress(_:)``).
    private static func appendASCIIWords(of token: Range<String.Index>, in text: String, to words: inout [Substring]) {
        guard !token.isEmpty else { return }
        let bytes = text.utf8[token]
        if isAddress(bytes.lazy.map { AddressMark(Unicode.Scalar($0), isLetter: isASCIILetter($0)) }) { return }
        var start: String.Index?
        var hasLetter = false
        var index = bytes.startIndex
        while true {
            let byte = index == bytes.endIndex ? nil : bytes[index]
            if let byte, isASCIIWordByte(byte) {
                if start == nil { (start, hasLetter) = (index, false) }
                hasLetter = hasLetter || isASCIILetter(byte)
            } else if let wordStart = start {
                if hasLetter { words.append(innerWord(text[wordStart..<index])) }
                start = nil
            }
            guard index != bytes.endIndex else { return }
            index = bytes.index(after: index)
        }
    }

    /// A word without the apostrophes and hyphens at its edges, which belong to the text around
    /// it: `Software` in `(Software->DDC)`, `Settings` in `'Settings'`; inner ones stay (`What's`).
    static func innerWord(_ word: Substring) -> Substring {
        let scalars = word.unicodeScalars
        guard let first = scalars.first, let last = scalars.last, isEdgeMark(first) || isEdgeMark(last),
            let start = scalars.firstIndex(where: { !isEdgeMark($0) }), let end = scalars.lastIndex(where: { !isEdgeMark($0) })
        else { return word }
        return word[start..<scalars.index(after: end)]
    }

    private static func isEdgeMark(_ scalar: Unicode.Scalar) -> Bool { scalar == "'" || scalar == "’" || scalar == "-" }

    /// `Character.isWhitespace` of an ASCII character: tab through carriage return, and space.
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool { (0x09...0x0D).contains(byte) || byte == 0x20 }

    private static func isASCIILetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }

    /// ASCII letters, digits, `'` and `-`: the ASCII a word is made of (``WordStartFilter``
    /// relies on it: a word's ASCII bytes are all of these).
    static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        isASCIILetter(byte) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "-")
    }

    /// What ``isAddress(_:)`` needs to know of one character of a token, so that one check
    /// serves the byte, scalar and `Character` word splits alike.
    private enum AddressMark: Equatable {
        /// `@` (a handle, an e-mail address) or `_` (an identifier, `user_id`).
        case identifierMark
        case colon, slash, dot, letter, other

        init(_ scalar: Unicode.Scalar, isLetter: Bool) {
            switch scalar {
            case "@", "_": self = .identifierMark
            case ":": self = .colon
            case "/": self = .slash
            case ".": self = .dot
            default: self = isLetter ? .letter : .other
            }
        }
    }

    /// `@name`, `a@b`, `scheme://…`, an identifier (`user_id`), or a dot between letters
    /// (`no-such.account`, `v1.2` not), told from the token's marks in one pass.
    private static func isAddress(_ marks: some Sequence<AddressMark>) -> Bool {
        // The two marks before the current one: `://` ends at it, and so does a letter, dot, letter.
        var (beforePrevious, previous): (AddressMark?, AddressMark?) = (nil, nil)
        for mark in marks {
            if mark == .identifierMark { return true }
            if beforePrevious == .colon, previous == .slash, mark == .slash { return true }
            if beforePrevious == .letter, previous == .dot, mark == .letter { return true }
            (beforePrevious, previous) = (previous, mark)
        }
        return false
    }

    /// Letters and digits only, without case and diacritics: how a name is spelled whatever
    /// the typography around it.
    static func folded(_ text: String) -> String {
        // ASCII folds to its letters lowercased and its digits, with no call into Foundation.
        var letters: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): letters.append(byte + 32)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): letters.append(byte)
            case 0x80...: return foldedInFoundation(text)
            default: continue
            }
        }
        return String(decoding: letters, as: UTF8.self)
    }

    /// False when ``folded(_:)`` of `text` surely differs from `folded`, an ASCII folded text,
    /// without asking Foundation: folding keeps each ASCII letter and digit (lowercased) in
    /// order, so they must be found in that order in `folded`; and a letter of a script
    /// without ASCII letters (``foldsOutsideASCII(_:)``) folds to a letter outside ASCII.
    static func mayFold(_ text: String, toASCII folded: String) -> Bool {
        var remaining = folded.utf8[...]
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                var byte = UInt8(scalar.value)
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte += 32
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): break
                default: continue
                }
                guard let found = remaining.firstIndex(of: byte) else { return false }
                remaining = remaining[remaining.index(after: found)...]
            } else if foldsOutsideASCII(scalar) {
                return false
            }
        }
        return true
    }

    /// Letters of the Greek, Cyrillic, Armenian, Hebrew, Arabic, Devanagari and Thai alphabets,
    /// kana, CJK ideographs and Hangul syllables: without case or diacritics they are still
    /// letters, and none is ASCII (a test folds every one).
    static func foldsOutsideASCII(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0386, 0x0388...0x038A, 0x038C, 0x038E...0x03A1, 0x03A3...0x03CE, 0x0400...0x0481, 0x048A...0x052F, 0x0531...0x0556,
            0x0561...0x0587, 0x05D0...0x05EA, 0x0621...0x063A, 0x0641...0x064A, 0x0905...0x0939, 0x0E01...0x0E30, 0x3041...0x3096,
            0x30A1...0x30FA, 0x4E00...0x9FFF, 0xAC00...0xD7A3: true
        default: false
        }
    }

    static func foldedInFoundation(_ text: String) -> String {
        String(text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil).unicodeScalars.filter {
            CharacterSet.alphanumerics.contains($0)
        }.map(Character.init))
    }
}
