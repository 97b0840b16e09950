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
        // Offsets ascend: the first scalar of a byte range is found by bisection, so masking
        // costs the range's length, not the text's (a value of 60,000 `%@` masks each once).
        func mask(utf8 range: Range<Int>) {
            var low = 0, high = scalars.count
            while low < high {
                let middle = (low + high) / 2
                if offsets[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
            }
            while low < scalars.count, offsets[low] < range.upperBound {
                masked[low] = true
                low += 1
            }
        }
        linkDestinations.forEach(mask)
        // The text as written, sliced by UTF-8 offset (constant time on a native string; a
        // number fits a small string, so it allocates nothing).
        func written(_ range: Range<Int>) -> String {
            let start = text.utf8.index(text.utf8.startIndex, offsetBy: offsets[range.lowerBound])
            let end = text.utf8.index(start, offsetBy: offsets[range.upperBound] - offsets[range.lowerBound])
            return String(text[start..<end])
        }
        func literal(_ range: Range<Int>, normalized: String? = nil) -> Literal {
            let text = written(range)
            return Literal(
                text: text, normalized: normalized ?? text, utf8Offset: offsets[range.lowerBound],
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
            numbers.append(literal(index..<end, normalized: Self.value(of: scalars[index..<end])))
            index = end
        }
    }

    /// A number's digits in ASCII, without separators or leading zeros ("0" for zero).
    private static func value(of scalars: ArraySlice<Unicode.Scalar>) -> String {
        var digits: [UInt8] = []
        digits.reserveCapacity(scalars.count)
        for scalar in scalars {
            guard let digit = digit(scalar), digit != 0 || !digits.isEmpty else { continue }
            digits.append(UInt8(ascii: "0") + UInt8(digit))
        }
        return digits.isEmpty ? "0" : String(decoding: digits, as: UTF8.self)
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
