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
    package init(_ text: String, linkDestinations: [Range<Int>] = []) {
        // Most values have no digit, `@`, `/` or `.`: decided on the scalars before any array is built.
        guard text.unicodeScalars.contains(where: { $0 == "@" || $0 == "/" || $0 == "." || Self.digit($0) != nil }) else { return }
        let scalars = Array(text.unicodeScalars)
        let offsets = MarkdownScanner.utf8Offsets(of: scalars)
        var masked = [Bool](repeating: false, count: scalars.count)
        func mask(utf8 range: Range<Int>) {
            for index in scalars.indices where range.contains(offsets[index]) { masked[index] = true }
        }
        linkDestinations.forEach(mask)
        func literal(_ range: Range<Int>, normalized: String? = nil) -> Literal {
            let written = String(String.UnicodeScalarView(scalars[range]))
            return Literal(
                text: written, normalized: normalized ?? written, utf8Offset: offsets[range.lowerBound],
                utf8Length: offsets[range.upperBound] - offsets[range.lowerBound])
        }
        for range in Self.addressRanges(scalars) where !masked[range.lowerBound] {
            addresses.append(literal(range))
            for index in range { masked[index] = true }
        }
        for token in FormatStringParser.tokens(in: text, allowsArgumentPlaceholder: true) {
            if case .invalid = token.kind { continue }
            mask(utf8: token.range)
        }
        var index = 0
        while index < scalars.count {
            guard !masked[index], Self.digit(scalars[index]) != nil else {
                index += 1
                continue
            }
            var end = index + 1
            while end < scalars.count, !masked[end] {
                if Self.digit(scalars[end]) != nil {
                    end += 1
                } else if end + 1 < scalars.count, Self.isSeparator(scalars[end], before: scalars[(end + 1)...]), !masked[end + 1] {
                    end += 2
                } else {
                    break
                }
            }
            let digits = scalars[index..<end].compactMap(Self.digit).map(String.init).joined()
            let trimmed = digits.drop { $0 == "0" }
            numbers.append(literal(index..<end, normalized: trimmed.isEmpty ? "0" : String(trimmed)))
            index = end
        }
    }

    /// A decimal digit of any script (ASCII, full-width, Arabic-Indic, Devanagari…) as its value.
    static func digit(_ scalar: Unicode.Scalar) -> Int? {
        // ASCII without Unicode's property tables (a lookup per scalar was a tenth of a lint).
        if scalar.isASCII { return (0x30...0x39).contains(scalar.value) ? Int(scalar.value - 0x30) : nil }
        return CharacterClass.decimalDigit(scalar)
    }

    /// A grouping or decimal mark between digits: `.` `,` `'` `٫` `٬`, a no-break or thin
    /// space, and a plain space before a group of exactly three digits (`1 000`).
    private static func isSeparator(_ scalar: Unicode.Scalar, before rest: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let next = rest.first, digit(next) != nil else { return false }
        switch scalar {
        case ".", ",", "'", "\u{066B}", "\u{066C}", "\u{00A0}", "\u{202F}", "\u{2009}": return true
        case " ":
            let group = rest.prefix(4)
            return group.prefix(3).count == 3 && group.prefix(3).allSatisfy { digit($0) != nil } && (group.count == 3 || digit(group.last!) == nil)
        default: return false
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
