import Foundation
import L10nModel
import L10nParsing

/// The literal content of a unit's text that a translation must carry over as it is: numbers,
/// web addresses and e-mail addresses, with where each is written. What `number-parity` and
/// `url-parity` compare. Format tokens (`%2$lld`, `%.1f`, `%%`) are syntax, not numbers, and
/// Markdown link destinations are `markdown-link-parity`'s, so neither is read here.
package struct InlineLiterals: Sendable, Equatable {
    /// One number or address as written.
    package struct Literal: Sendable, Hashable {
        /// The text as written (`1,000`, `٧`, `https://lingo.app/terms`).
        package var text: String
        /// What compares: a number's digits in ASCII without separators or leading zeros
        /// (`1,000`, `1.000`, `1 000` and `١٠٠٠` are all `1000`); an address as written.
        package var normalized: String
        /// Where it starts in the text, in UTF-8 bytes, and its length.
        package var utf8Offset: Int
        package var utf8Length: Int
    }

    package var numbers: [Literal] = []
    /// URLs (`scheme://…`, `www.…`) and e-mail addresses, in order.
    package var addresses: [Literal] = []

    /// Reads `text`; `linkDestinations` are the UTF-8 ranges of its Markdown link destinations.
    ///
    /// Walks the text's UTF-8 bytes: every value of a catalog passes here, most hold a digit,
    /// and an array of scalars, their offsets and a mask per scalar cost three allocations each
    /// (a fifth of a `.strings` project's lint). Scalars are decoded only where a byte is not ASCII.
    package init(_ text: String, linkDestinations: [Range<Int>] = []) {
        let (numbers, addresses) = text.withUTF8Bytes { bytes in Self.read(text, UTF8Text(bytes: bytes), linkDestinations: linkDestinations) }
        self.numbers = numbers
        self.addresses = addresses
    }

    private static func read(_ string: String, _ text: UTF8Text, linkDestinations: [Range<Int>]) -> (numbers: [Literal], addresses: [Literal]) {
        // Most values have no digit, `@`, `/` or `.`: decided before any array is built. The
        // numbers are looked for from the first digit on (nothing before it is one).
        let (firstDigit, hasAddressMark) = text.firstDigit()
        guard firstDigit != nil || hasAddressMark else { return ([], []) }
        var masks = ByteMask(linkDestinations)
        func literal(_ range: Range<Int>, normalized: String? = nil) -> Literal {
            let written = text.string(range)
            return Literal(text: written, normalized: normalized ?? written, utf8Offset: range.lowerBound, utf8Length: range.count)
        }
        var addresses: [Literal] = []
        if text.mayHoldAddress {
            let scalars = Array(string.unicodeScalars)
            let offsets = MarkdownScanner.utf8Offsets(of: scalars)
            for range in addressRanges(scalars) {
                let bytes = offsets[range.lowerBound]..<offsets[range.upperBound]
                guard !masks.contains(bytes.lowerBound) else { continue }
                addresses.append(literal(bytes))
                masks.add(bytes)
            }
        }
        // Without a digit there is no number, and nothing more to mask.
        guard let firstDigit else { return ([], addresses) }
        // Only digits need masking, and most values' tokens (`%@`, `%lld`) have none: scanning the
        // tokens of every value was a third of reading a `.strings` project's numbers.
        if FormatStringParser.tokensMayHoldDigits(text.bytes) {
            FormatStringParser.forEachValidTokenRange(in: string, allowsArgumentPlaceholder: true) { masks.add($0) }
        }
        var numbers: [Literal] = []
        var index = firstDigit
        while index < text.bytes.count {
            let (scalar, width) = text.scalar(at: index)
            guard !masks.contains(index), digit(scalar) != nil else {
                index += width
                continue
            }
            var end = index + width
            while end < text.bytes.count, !masks.contains(end) {
                let (next, nextWidth) = text.scalar(at: end)
                if digit(next) != nil {
                    end += nextWidth
                } else if end + nextWidth < text.bytes.count, isSeparator(next, before: text, at: end + nextWidth), !masks.contains(end + nextWidth) {
                    end += nextWidth + text.scalar(at: end + nextWidth).width
                } else {
                    break
                }
            }
            if !isInName(index..<end, of: text) {
                if let items = listItems(of: text, in: index..<end) {
                    numbers += items.map { literal($0, normalized: value(of: text, in: $0)) }
                } else {
                    numbers.append(literal(index..<end, normalized: value(of: text, in: index..<end)))
                }
            }
            index = end
        }
        return (numbers, addresses)
    }

    /// Whether the digits at `range` are part of a name, not a number: glued to a Latin letter
    /// before them (`cranci1`, `mp3`, `H264`), unless an ideograph, kana or hangul follows (a
    /// counter in text without spaces: `PIN3次`); or one digit with capitals after it, an
    /// acronym (`2FA`, `3DS`) rather than a count with its unit (`5GB`, `5PM`).
    private static func isInName(_ range: Range<Int>, of text: UTF8Text) -> Bool {
        let end = range.upperBound
        let next = end < text.bytes.count ? text.scalar(at: end).scalar : nil
        if range.lowerBound > 0, isASCIILetter(text.bytes[range.lowerBound - 1]) {
            return !(next.map(isUnspacedLetter) ?? false)
        }
        guard range.count == 1, let next, (0x41...0x5A).contains(next.value) else { return false }
        var letters = end
        while letters < text.bytes.count, isASCIILetter(text.bytes[letters]) { letters += 1 }
        let word = text.string(end..<letters)
        return word.utf8.allSatisfy { (0x41...0x5A).contains($0) } && word != "AM" && word != "PM" && !CountHeuristics.isUnitWord(word)
    }

    /// A letter of a script written without spaces between words: Han, kana, hangul.
    private static func isUnspacedLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF: true
        default: false
        }
    }

    /// The numbers of a list written without spaces (`sectors 1,2,3,4,5`): two commas or more
    /// with a group between them that is not three digits, which neither a decimal (one mark)
    /// nor thousands (groups of three) would write. Nil for one number (`1,234,567`, `2,5`).
    private static func listItems(of text: UTF8Text, in range: Range<Int>) -> [Range<Int>]? {
        // Three items need five bytes (`1,2,3`): most numbers are shorter, and have no comma.
        guard range.count >= 5, text.bytes[range].contains(UInt8(ascii: ",")) else { return nil }
        let commas = text.bytes[range].indices.filter { text.bytes[$0] == UInt8(ascii: ",") }
        guard commas.count >= 2, zip(commas, commas.dropFirst()).contains(where: { $1 - $0 - 1 != 3 }) else { return nil }
        return zip([range.lowerBound] + commas.map { $0 + 1 }, commas + [range.upperBound]).map { $0..<$1 }
    }

    static func isASCIILetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }

    /// Whether `text` has a decimal digit of any script: without one it has no numbers.
    package static func hasDigit(_ text: String) -> Bool { text.withUTF8Bytes { UTF8Text(bytes: $0).firstDigit().offset != nil } }

    /// Whether `text` may have Markdown link destinations, which the number and address scans
    /// leave out (`](`): most texts have none, and then no Markdown is parsed for them.
    package static func mayHaveLinkDestinations(_ text: String) -> Bool { TextSearch.contains(text, "](") }

    /// True when `text`'s ``numbers`` certainly include one of the same `normalized` value as
    /// each of `numbers` but those of value `skipped`; false when that is not certain from its
    /// bytes, and the numbers must be read.
    ///
    /// Most translations write their source's numbers as they are ("item 7", "第7项"): found in
    /// place, without building the text's literals (most of `number-parity`'s cost on a
    /// `.strings` project). Certain when nothing is left out of the scan (no format token with a
    /// digit, no address, no link destination) and each value is written whole: neither a
    /// digit nor a separator that joins one on either side, so the scan reads it as one number.
    package static func certainlyWrites(_ numbers: [Literal], skipping skipped: String? = nil, in text: String) -> Bool {
        guard !mayHaveLinkDestinations(text) else { return false }
        return text.withUTF8Bytes { bytes in
            let text = UTF8Text(bytes: bytes)
            guard !FormatStringParser.tokensMayHoldDigits(bytes), !text.mayHoldAddress else { return false }
            return numbers.allSatisfy { number in number.normalized == skipped || number.normalized.withUTF8Bytes { text.writesWholeNumber($0) } }
        }
    }

    /// A number's digits in ASCII, without separators or leading zeros ("0" for zero); nil
    /// when that is the number as written.
    private static func value(of text: UTF8Text, in range: Range<Int>) -> String? {
        // Most numbers are ASCII digits without a leading zero: their value is their text.
        if text.bytes[range.lowerBound] != UInt8(ascii: "0"), text.bytes[range].allSatisfy({ (0x30...0x39).contains($0) }) { return nil }
        var digits: [UInt8] = []
        digits.reserveCapacity(range.count)
        // Where the last mark was in `digits`, and how many digits the text has after it.
        var (lastMark, sinceMark): (Int?, Int) = (nil, 0)
        var index = range.lowerBound
        while index < range.upperBound {
            let (scalar, width) = text.scalar(at: index)
            index += width
            guard let digit = digit(scalar) else {
                (lastMark, sinceMark) = (digits.count, 0)
                continue
            }
            sinceMark += 1
            guard digit != 0 || !digits.isEmpty else { continue }
            digits.append(UInt8(ascii: "0") + UInt8(digit))
        }
        // One or two digits after the last mark are a decimal fraction (a group of thousands
        // has three): its trailing zeros say nothing, so `4.0` is `4` and `2.50` is `2,5`.
        if let lastMark, (1...2).contains(sinceMark) {
            while digits.count > lastMark, digits.last == UInt8(ascii: "0") { digits.removeLast() }
        }
        return digits.isEmpty ? "0" : String(decoding: digits, as: UTF8.self)
    }

    /// Whether `byte` begins a scalar beyond ASCII that may be a decimal digit: those of the
    /// two-byte scalars U+0640–U+07FF (Arabic-Indic, N'Ko), and of the blocks U+0800–U+1FFF,
    /// U+A000–U+AFFF, U+F000–U+FFFF (full-width) and beyond U+FFFF. A test checks every digit
    /// of Unicode against them.
    static func mayBeginDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case 0xD9...0xDF, 0xE0, 0xE1, 0xEA, 0xEF, 0xF0...0xF4: true
        default: false
        }
    }

    /// A decimal digit of any script (ASCII, full-width, Arabic-Indic, Devanagari…) as its value.
    static func digit(_ scalar: Unicode.Scalar) -> Int? {
        // ASCII without Unicode's property tables (a lookup per scalar was a tenth of a lint).
        if scalar.isASCII { return (0x30...0x39).contains(scalar.value) ? Int(scalar.value - 0x30) : nil }
        return CharacterClass.decimalDigit(scalar)
    }

    /// A grouping or decimal mark between digits: `.` `,` `'` `٫` `٬`, a no-break or thin
    /// space, and a plain space before a group of exactly three digits (`1 000`). `rest` is the
    /// byte offset of the scalar after `scalar`.
    private static func isSeparator(_ scalar: Unicode.Scalar, before text: UTF8Text, at rest: Int) -> Bool {
        guard isSeparatorMark(scalar), rest < text.bytes.count, digit(text.scalar(at: rest).scalar) != nil else { return false }
        switch scalar {
        case " ":
            // Exactly three digits, then the end or a scalar that is not a digit.
            var index = rest
            for _ in 0..<3 {
                guard index < text.bytes.count else { return false }
                let (next, width) = text.scalar(at: index)
                guard digit(next) != nil else { return false }
                index += width
            }
            return index == text.bytes.count || digit(text.scalar(at: index).scalar) == nil
        default: return true
        }
    }

    /// A mark that may join two digits into one number (a plain space only before three).
    fileprivate static func isSeparatorMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case ".", ",", "'", "\u{066B}", "\u{066C}", "\u{00A0}", "\u{202F}", "\u{2009}", " ": true
        default: false
        }
    }

    /// Characters of a URL or address after its start (RFC 3986's, ASCII only: a CJK character
    /// right after an address ends it).
    private static func isAddressCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isLetterOrDigit(scalar) || "-._~:/?#[]@!$&'()*+,;=%".unicodeScalars.contains(scalar)
    }

    /// An ASCII letter or digit, compared by value (no property tables).
    private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value | 0x20  // folds A-Z onto a-z; digits stay digits
        return (0x61...0x7A).contains(value) || (0x30...0x39).contains(scalar.value)
    }

    /// Ranges (in scalars) of `scheme://…` and `www.…` URLs and of `local@domain.tld` addresses,
    /// without the punctuation that ends a sentence around them (`.`, `,`, `)` unopened).
    static func addressRanges(_ scalars: [Unicode.Scalar]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = 0
        func trimmedEnd(_ start: Int, _ end: Int) -> Int {
            var end = end
            while end > start {
                let last = scalars[end - 1]
                if ".,;:!?'*".unicodeScalars.contains(last) {
                    end -= 1
                } else if last == ")", !scalars[start..<end].contains("(") {
                    end -= 1
                } else if last == "]", !scalars[start..<end].contains("[") {
                    end -= 1
                } else {
                    break
                }
            }
            return end
        }
        while index < scalars.count {
            let atWordStart = index == 0 || !isLetterOrDigit(scalars[index - 1])
            // scheme://
            if scalars[index] == ":", index + 2 < scalars.count, scalars[index + 1] == "/", scalars[index + 2] == "/" {
                var start = index
                while start > 0, isLetterOrDigit(scalars[start - 1]) || scalars[start - 1] == "+" { start -= 1 }
                var end = index + 3
                while end < scalars.count, isAddressCharacter(scalars[end]) { end += 1 }
                end = trimmedEnd(start, end)
                if start < index, end > index + 3 {
                    ranges.removeAll { $0.overlaps(start..<end) }
                    ranges.append(start..<end)
                    index = end
                    continue
                }
            }
            // www.
            if atWordStart, index + 4 < scalars.count, scalars[index].value | 0x20 == 0x77, scalars[index + 1].value | 0x20 == 0x77,
                scalars[index + 2].value | 0x20 == 0x77, scalars[index + 3] == ".",
                isLetterOrDigit(scalars[index + 4])
            {
                var end = index + 4
                while end < scalars.count, isAddressCharacter(scalars[end]) { end += 1 }
                end = trimmedEnd(index, end)
                ranges.append(index..<end)
                index = end
                continue
            }
            // local@domain.tld
            if scalars[index] == "@" {
                var start = index
                while start > 0, isLetterOrDigit(scalars[start - 1]) || "._%+-".unicodeScalars.contains(scalars[start - 1]) { start -= 1 }
                var end = index + 1
                while end < scalars.count, isLetterOrDigit(scalars[end]) || scalars[end] == "." || scalars[end] == "-" { end += 1 }
                end = trimmedEnd(index + 1, end)
                let domain = scalars[(index + 1)..<end]
                // `@name@server.social` is a fediverse handle, a name rather than an address.
                let isHandle = start > 0 && scalars[start - 1] == "@"
                if start < index, !isHandle, scalars[start] != ".", let dot = domain.lastIndex(of: "."),
                    scalars[(dot + 1)..<end].count >= 2, scalars[(dot + 1)..<end].allSatisfy({ $0.properties.isAlphabetic }),
                    !ranges.contains(where: { $0.contains(index) })
                {
                    ranges.append(start..<end)
                    index = end
                    continue
                }
            }
            index += 1
        }
        return ranges.sorted { $0.lowerBound < $1.lowerBound }
    }
}

/// A string's UTF-8 bytes, read scalar by scalar where they are not ASCII.
private struct UTF8Text {
    let bytes: UnsafeBufferPointer<UInt8>

    /// The scalar starting at byte `index` and its width in bytes (the bytes are valid UTF-8:
    /// they are a Swift string's).
    func scalar(at index: Int) -> (scalar: Unicode.Scalar, width: Int) { UTF8Scalar.decode(bytes, at: index) }

    /// The offset of the first decimal digit (of any script), and whether an `@`, `/` or `.`
    /// comes before it (anywhere, when there is no digit).
    ///
    /// Byte by byte, decoding only a scalar whose first byte may begin a digit
    /// (``InlineLiterals/mayBeginDigit(_:)``): no byte of a multi-byte scalar is ASCII, so the
    /// ASCII tests are exact, and most scripts (CJK, Hangul, Cyrillic, quotes) never decode.
    func firstDigit() -> (offset: Int?, hasAddressMark: Bool) {
        var hasAddressMark = false
        for index in bytes.indices {
            let byte = bytes[index]
            if byte < 0x80 {
                if (0x30...0x39).contains(byte) { return (index, hasAddressMark) }
                if byte == UInt8(ascii: "@") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ".") { hasAddressMark = true }
            } else if InlineLiterals.mayBeginDigit(byte), InlineLiterals.digit(scalar(at: index).scalar) != nil {
                return (index, hasAddressMark)
            }
        }
        return (nil, hasAddressMark)
    }

    /// True when the text may hold an address: an `@` before a domain's first character (not
    /// the `@` of `%@`), a `://` or a `www.` (any case).
    var mayHoldAddress: Bool {
        guard bytes.count >= 3 else { return false }
        let bytes = self.bytes
        // Only `@`, `:` and `.` are read (most of every text passes eight bytes at a time).
        return ByteWord.containsCandidate(in: bytes, candidates: Self.addressMarks) { index in
            switch bytes[index] {
            case UInt8(ascii: "@"): index + 1 < bytes.count && Self.mayContinueDomain(bytes[index + 1])
            case UInt8(ascii: ":"): index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "/") && bytes[index + 2] == UInt8(ascii: "/")
            case UInt8(ascii: "."): index >= 3 && bytes[(index - 3)..<index].allSatisfy({ $0 | 0x20 == UInt8(ascii: "w") })
            default: false
            }
        }
    }

    /// The mask of a word's `@`, `:` and `.` bytes.
    private static func addressMarks(_ word: UInt64) -> UInt64 {
        ByteWord.bytesEqual(word, UInt8(ascii: "@")) | ByteWord.bytesEqual(word, UInt8(ascii: ":")) | ByteWord.bytesEqual(word, UInt8(ascii: "."))
    }

    private static func mayContinueDomain(_ byte: UInt8) -> Bool {
        let folded = byte | 0x20
        return (0x61...0x7A).contains(folded) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
    }

    /// True when `digits` (ASCII) are written here as a number of their own: no digit, nor a
    /// separator mark next to a digit, before or after them, so the number scan reads exactly them.
    func writesWholeNumber(_ digits: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = digits.first, digits.count <= bytes.count else { return false }
        var start = 0
        while start + digits.count <= bytes.count {
            guard let found = bytes[start...(bytes.count - digits.count)].firstIndex(of: first) else { return false }
            let end = found + digits.count
            // Not certain before a capital either: one digit there may be an acronym's (`2FA`).
            if bytes[found..<end].elementsEqual(digits), !joinsDigit(before: found), !joinsDigit(from: end),
                !(end < bytes.count && (0x41...0x5A).contains(bytes[end])) { return true }
            start = found + 1
        }
        return false
    }

    /// Whether the scalar ending at `offset` is a digit, or a separator mark after one.
    private func joinsDigit(before offset: Int) -> Bool {
        guard offset > 0 else { return false }
        let start = UTF8Scalar.start(endingBefore: offset, in: bytes)
        let previous = scalar(at: start).scalar
        if InlineLiterals.digit(previous) != nil || InlineLiterals.isASCIILetter(bytes[start]) { return true }
        return InlineLiterals.isSeparatorMark(previous) && start > 0
            && InlineLiterals.digit(scalar(at: UTF8Scalar.start(endingBefore: start, in: bytes)).scalar) != nil
    }

    /// Whether the scalar at `offset` is a digit, or a separator mark before one.
    private func joinsDigit(from offset: Int) -> Bool {
        guard offset < bytes.count else { return false }
        let (next, width) = scalar(at: offset)
        if InlineLiterals.digit(next) != nil { return true }
        return InlineLiterals.isSeparatorMark(next) && offset + width < bytes.count && InlineLiterals.digit(scalar(at: offset + width).scalar) != nil
    }

    func string(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
}

/// Byte ranges left out of the number scan (link destinations, addresses, format tokens), kept
/// sorted and merged, so a look-up is a bisection: a value of 60,000 `%@` stays linear-ish.
private struct ByteMask {
    private var ranges: [Range<Int>] = []

    init(_ ranges: [Range<Int>]) { ranges.forEach { add($0) } }

    mutating func add(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        // Tokens and addresses arrive in order: appending is the common case.
        if let last = ranges.last, last.upperBound < range.lowerBound {
            ranges.append(range)
            return
        }
        var merged = range
        let first = insertionPoint(merged.lowerBound)
        var end = first
        while end < ranges.count, ranges[end].lowerBound <= merged.upperBound {
            merged = min(merged.lowerBound, ranges[end].lowerBound)..<max(merged.upperBound, ranges[end].upperBound)
            end += 1
        }
        if first > 0, ranges[first - 1].upperBound >= merged.lowerBound {
            merged = ranges[first - 1].lowerBound..<max(merged.upperBound, ranges[first - 1].upperBound)
            ranges.replaceSubrange((first - 1)..<end, with: [merged])
        } else {
            ranges.replaceSubrange(first..<end, with: [merged])
        }
    }

    func contains(_ offset: Int) -> Bool {
        guard !ranges.isEmpty else { return false }
        let index = insertionPoint(offset + 1)
        return index > 0 && ranges[index - 1].contains(offset)
    }

    /// The first range starting at or after `offset`.
    private func insertionPoint(_ offset: Int) -> Int {
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].lowerBound < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
