import Foundation

extension String {
    /// The text without leading and trailing whitespace and line breaks: exactly Foundation's
    /// `trimmingCharacters(in: .whitespacesAndNewlines)`, whose bridge through `NSString` cost
    /// some 18,000 instructions a value (`inconsistent-translation` trims every value it groups).
    /// Scalars are trimmed, as Foundation trims them, and nothing is copied when nothing is trimmed.
    package var trimmingWhitespacesAndNewlines: String {
        // Most texts begin and end with ASCII that is no whitespace: nothing to trim.
        if let first = utf8.first, let last = utf8.last, first < 0x80, last < 0x80, !Self.isASCIIWhitespace(first), !Self.isASCIIWhitespace(last) {
            return self
        }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !Self.isWhitespaceOrNewline($0) }) else { return "" }
        // A scalar that is not trimmed exists, so the search from the end stops at or after `first`.
        let last = scalars.lastIndex { !Self.isWhitespaceOrNewline($0) } ?? first
        let end = scalars.index(after: last)
        return first == scalars.startIndex && end == scalars.endIndex ? self : String(scalars[first..<end])
    }

    /// A member of `CharacterSet.whitespacesAndNewlines`: tab to carriage return and space in
    /// ASCII, the set itself beyond.
    private static func isWhitespaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x80 ? isASCIIWhitespace(UInt8(scalar.value)) : whitespacesAndNewlines.contains(scalar)
    }

    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }

    /// Made once: Foundation builds the set anew at each read (900 instructions).
    private static let whitespacesAndNewlines = CharacterSet.whitespacesAndNewlines
}
