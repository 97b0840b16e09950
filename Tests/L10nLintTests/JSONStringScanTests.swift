import Testing
@testable import L10nParsing

/// The JSON scanner skips plain string bytes eight at a time: a quote, a backslash, a control
/// character or a non-ASCII byte at any offset within a word must still be seen exactly there.
@Suite struct JSONStringScanTests {
    /// `"` + `prefix` a's + `middle` + 11 b's + `"`, parsed as a whole document.
    private static func parse(_ middle: [UInt8], after prefix: Int) -> Result<JSONDocument, JSONSyntaxError> {
        JSONParser.parse([UInt8(ascii: "\"")] + Array(repeating: UInt8(ascii: "a"), count: prefix) + middle + Array("bbbbbbbbbbb\"".utf8))
    }

    private static func error(_ middle: [UInt8], after prefix: Int) -> JSONSyntaxError? {
        guard case .failure(let error) = parse(middle, after: prefix) else { return nil }
        return error
    }

    @Test(arguments: 0..<17)
    func specialBytesAreSeenAtEveryOffset(prefix: Int) throws {
        let a = String(repeating: "a", count: prefix)
        #expect(try Self.parse(Array(#"\""#.utf8), after: prefix).get().root.string == a + "\"bbbbbbbbbbb")
        #expect(try Self.parse(Array(#"\u00e9"#.utf8), after: prefix).get().root.string == a + "ébbbbbbbbbbb")
        #expect(try Self.parse(Array("中文🎉".utf8), after: prefix).get().root.string == a + "中文🎉bbbbbbbbbbb")
        #expect(Self.error([0x09], after: prefix) == JSONSyntaxError(message: "unescaped control character U+09 in string", offset: 1 + prefix))
        #expect(Self.error([0x0A], after: prefix) == JSONSyntaxError(message: "unterminated string (line break inside a string)", offset: 1 + prefix))
        #expect(Self.error([0xFF], after: prefix) == JSONSyntaxError(message: "invalid UTF-8 byte sequence in string", offset: 1 + prefix))
        #expect(Self.error([0x1F], after: prefix) == JSONSyntaxError(message: "unescaped control character U+1F in string", offset: 1 + prefix))
    }

    /// A quote in the middle ends the string there: what follows is reported where it starts.
    @Test(arguments: 0..<17)
    func aQuoteEndsTheStringAtItsOffset(prefix: Int) {
        guard case .failure(let error) = Self.parse(Array("\"".utf8), after: prefix) else {
            Issue.record("parsed text after the string's end")
            return
        }
        #expect(error.offset == 2 + prefix)
    }
}
