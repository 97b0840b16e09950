import Foundation
import L10nModel
import L10nParsing

/// Whether a text holds words, the part a translator translates. `%`, `-`, `400`, `ⓘ`,
/// `▶︎ ⋯`, `%@` and `%lld.` hold none: they read the same in every language, so they need no
/// translation and an identical "translation" is right. Letters are judged by Unicode general
/// category (L*: Lu, Ll, Lt, Lm, Lo), so symbols such as `ⓘ` (So, although Unicode calls it
/// alphabetic, which `Character.isLetter` follows) and digits are not words,
/// while every script's letters are; format specifiers and App Intents placeholders
/// (`${applicationName}`) are removed first, since their ASCII letters are syntax.
package enum LetterContent {
    package static func hasLetters(_ text: String) -> Bool {
        // A `${` can only be where a `{` is: without one, the prose is the text between its
        // format tokens, read in place here where ``prose(_:)`` builds a new string (every
        // source text of every key, for `missing-translation`).
        guard !TextSearch.contains(text, "{"), !TextSearch.contains(text, "<") else { return prose(text).unicodeScalars.contains { $0.isLetter } }
        return text.withUTF8Bytes { bytes in
            var (next, found) = (0, false)
            FormatStringParser.forEachToken(inUTF8: bytes, allowsArgumentPlaceholder: true) { _, token in
                guard !found, token.lowerBound >= next else { return }
                found = hasLetter(bytes, next..<token.lowerBound)
                next = token.upperBound
            }
            return found || hasLetter(bytes, min(next, bytes.count)..<bytes.count)
        }
    }

    /// Whether a source text has a word a translator would change: a run of three letters,
    /// or a letter of a script without word spaces (`设置`). Not a button's `A`, `L1`, `#` or
    /// `✕`, nor `%@`: every locale keeps those, so they tell no untranslated copy.
    package static func hasWordToTranslate(_ text: String) -> Bool {
        var run = 0
        // English sources are ASCII, and most answer within their first letters.
        for byte in text.utf8 {
            guard byte < 0x80 else { return hasWordToTranslate(scalarsOf: text) }
            let lower = byte | 0x20
            guard lower >= UInt8(ascii: "a"), lower <= UInt8(ascii: "z") else {
                run = 0
                continue
            }
            run += 1
            if run >= 3 { return true }
        }
        return false
    }

    /// ``hasWordToTranslate(_:)`` of a text beyond ASCII, letter by letter.
    private static func hasWordToTranslate(scalarsOf text: String) -> Bool {
        var run = 0
        for scalar in text.unicodeScalars {
            let isLetter = scalar.isASCII ? (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value) : scalar.properties.isAlphabetic
            guard isLetter else {
                run = 0
                continue
            }
            run += 1
            if run >= 3 || scalar.value >= 0x2E80 { return true }
        }
        return false
    }

    /// Whether a source text in a Latin-script language has letters of another script (a site's
    /// name, `PChome 個人新聞台`): no English a translator left, but a name every locale keeps.
    package static func hasLetters(ofAnotherScriptThan language: LocaleID, in text: String) -> Bool {
        guard text.utf8.contains(where: { $0 >= 0xC0 }), !language.isWritten(inAnotherScriptThan: LocaleID("en")) else { return false }
        return text.unicodeScalars.contains { $0.properties.isAlphabetic && !CharacterClass.isInLatinBlock(scalar: $0) }
    }

    /// Whether a scalar of `bytes` in `range` is a letter (ASCII ones by value).
    private static func hasLetter(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte < 0x80 {
                if (0x61...0x7A).contains(byte | 0x20) { return true }
                index += 1
                continue
            }
            let (scalar, width) = UTF8Scalar.decode(bytes, at: index)
            if scalar.isLetter { return true }
            index += width
        }
        return false
    }

    /// The text with format tokens (`%1$@`, `%lld`, `%%`, `%#@count@`, a substitution's `%arg`),
    /// `${name}` placeholders and HTML tags (`<u>`, `</b>`, `<a href="…">`) removed.
    package static func prose(_ text: String) -> String {
        var result = text
        let tokens = FormatStringParser.tokens(in: text, allowsArgumentPlaceholder: true)
        if !tokens.isEmpty {
            var bytes: [UInt8] = []
            var next = 0
            let utf8 = Array(text.utf8)
            for token in tokens where token.range.lowerBound >= next {
                bytes += utf8[next..<token.range.lowerBound]
                next = token.range.upperBound
            }
            bytes += utf8[min(next, utf8.count)...]
            result = String(decoding: bytes, as: UTF8.self)
        }
        if TextSearch.contains(result, "<") { result = withoutMarkupTags(result) }
        // Bytes first: Foundation's search is slow, and finds no `${` the bytes lack.
        guard TextSearch.contains(result, "${"), result.contains("${") else { return result }
        var stripped = ""
        var rest = Substring(result)
        while let start = rest.range(of: "${"), let end = rest[start.upperBound...].firstIndex(of: "}") {
            stripped += rest[..<start.lowerBound]
            rest = rest[rest.index(after: end)...]
        }
        return stripped + rest
    }
}

extension LetterContent {
    /// The HTML tags apps' strings use for markup (`%1$@ <u>(%2$@)</u>`, `<b>%@</b>`): their
    /// names are syntax, not words. Other angle-bracketed words are text (`<Untitled>`).
    static let markupTagNames: Set<String> = [
        "a", "b", "i", "u", "s", "em", "strong", "br", "p", "span", "font", "small", "big", "sup", "sub", "strike", "del",
        "ins", "code", "tt", "mark", "li", "ul", "ol", "div", "h1", "h2", "h3", "h4", "h5", "h6",
    ]

    /// `text` with each HTML tag of ``markupTagNames`` (`<b>`, `</u>`, `<br/>`, `<a href="…">`)
    /// replaced by a space.
    static func withoutMarkupTags(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), let end = markupTagEnd(bytes, from: index) {
                result.append(UInt8(ascii: " "))
                index = end
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Where the tag that opens at `start` (a `<`) ends, past its `>`; nil when no tag of
    /// ``markupTagNames`` opens there.
    private static func markupTagEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start + 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "/") { index += 1 }
        let nameStart = index
        while index < bytes.count, isASCIILetterOrDigit(bytes[index]) { index += 1 }
        guard index > nameStart, index < bytes.count, index - nameStart <= 6,
            markupTagNames.contains(String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased()),
            bytes[index] == UInt8(ascii: ">") || bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "/")
        else { return nil }
        // Attributes up to the `>`, on one line (`<a href="…">`, `<br/>`).
        let limit = min(bytes.count, index + 500)
        while index < limit {
            switch bytes[index] {
            case UInt8(ascii: ">"): return index + 1
            case UInt8(ascii: "<"), UInt8(ascii: "\n"): return nil
            default: index += 1
            }
        }
        return nil
    }

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (0x61...0x7A).contains(byte | 0x20) || (0x30...0x39).contains(byte)
    }
}

extension Catalog {
    /// True when no source text of the entry has a letter (see ``LetterContent``): nothing in
    /// it can be translated. A String Catalog key without source text stands for its own text.
    package func hasLetterlessSource(_ entry: CatalogEntry) -> Bool {
        guard let source = sourceValue(of: entry) else { return false }
        return source.firstUnitIgnoringPath { _ in true } != nil && source.firstUnitIgnoringPath { LetterContent.hasLetters($0.value) } == nil
    }
}

extension Unicode.Scalar {
    /// General category L* (letters of every script).
    fileprivate var isLetter: Bool {
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
        default: false
        }
    }
}
