import Foundation
import Testing
@testable import L10nModel
@testable import L10nParsing
@testable import L10nAnalysis
@testable import L10nRules
@testable import L10nEngine
@testable import L10nConfiguration
@testable import L10nReporting
@testable import L10nWriting
@testable import L10nCLI

@Suite struct JSONParserTests {
    private func parse(_ text: String, comments: Bool = false) throws -> (JSONDocument, SourceText) {
        let source = SourceText(text)
        let document = try JSONParser.parse(source.bytes, options: .init(allowsComments: comments)).get()
        return (document, source)
    }

    private func error(_ text: String) -> (message: String, position: String)? {
        let source = SourceText(text)
        guard case .failure(let error) = JSONParser.parse(source.bytes) else { return nil }
        return (error.message, source.position(at: error.offset).description)
    }

    @Test func keepsOrderDuplicatesAndPositionsInUTF16Columns() throws {
        let text = """
            {
              "问候 👋": "你好，世界 🌏",
              "b": [1, -2.5e3, true, false, null],
              "问候 👋": "again"
            }
            """
        let (document, source) = try parse(text)
        let members = Array(document.root.members)
        #expect(members.map { $0.key.string } == ["问候 👋", "b", "问候 👋"])
        #expect(source.position(at: members[0].key.start) == SourcePosition(line: 2, column: 3))
        // `"问候 👋"` is 1 + 2 + 1 + 2 + 1 UTF-16 units wide; then `: `.
        #expect(source.position(at: members[0].value.start) == SourcePosition(line: 2, column: 12))
        #expect(source.position(at: members[0].value.end) == SourcePosition(line: 2, column: 22))
        #expect(members[0].value.string == "你好，世界 🌏")
        let elements = Array(members[1].value.elements)
        #expect(elements.map(\.kind) == [.number, .number, .true, .false, .null])
        #expect(elements[1].double == -2500)
        #expect(elements[0].int == 1)
        #expect(source.position(at: elements[4].start) == SourcePosition(line: 3, column: 33))
        let duplicates = document.duplicateKeys()
        #expect(duplicates.count == 1)
        #expect(duplicates.first.map { source.position(at: $0.duplicate.start) } == SourcePosition(line: 4, column: 3))
    }

    @Test func decodesEveryEscapeIncludingSurrogatePairs() throws {
        let (document, _) = try parse(#"["a\"b\\c\/d\b\f\n\r\t", "\u4F60\u597D", "\uD83D\uDE00 ok", "\u00e9"]"#)
        let strings = document.root.elements.map(\.string)
        #expect(strings == ["a\"b\\c/d\u{08}\u{0C}\n\r\t", "你好", "😀 ok", "é"])
    }

    @Test func subscriptFindsFirstMemberWithEscapedOrPlainKey() throws {
        let (document, _) = try parse(#"{"a\u0062": 1, "ab": 2, "c": {"d": "e"}}"#)
        #expect(document.root["ab"]?.int == 1)
        #expect(document.root["c"]?["d"]?.string == "e")
        #expect(document.root["zz"] == nil)
        #expect(document.duplicateKeys().count == 1)
    }

    /// Keys that share their length and first bytes are still told apart, and every kind of
    /// duplicate is found: long keys, escaped spellings, objects of twelve keys and of more.
    @Test func duplicateKeysBeyondTheirFirstBytes() throws {
        let twelve = (0..<10).map { "\"localization-\($0)\": \($0)" }.joined(separator: ", ")
        let twenty = (0..<20).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        let (document, _) = try parse(
            #"{"a": {"abcdefgh1": 1, "abcdefgh2": 2, "abcdefgh1": 3}, "b": {\#(twelve), "localization-9": 0, "localization-90": 1}, "c": {"x\u0079": 1, "xy": 2}, "d": {\#(twenty), "k19": 0}, "e": {"zh-Hans": 1, "zh-Hant": 2}}"#)
        let duplicates = document.duplicateKeys().map { ($0.first.string, $0.duplicate.string, $0.first.start < $0.duplicate.start) }
        #expect(duplicates.map(\.0) == ["abcdefgh1", "localization-9", "xy", "k19"])
        #expect(duplicates.map(\.1) == ["abcdefgh1", "localization-9", "xy", "k19"])
        #expect(duplicates.allSatisfy { $0.2 })
    }

    @Test func toleratesUTF8ByteOrderMark() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"a": "b"}"#.utf8)
        let document = try JSONParser.parse(bytes).get()
        #expect(document.root["a"]?.string == "b")
    }

    @Test func survivesDeepNestingWithoutRecursion() throws {
        let depth = 100_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let (document, _) = try parse(text)
        #expect(document.nodeCount == depth)
        let unclosed = String(repeating: "[", count: depth)
        #expect(error(unclosed)?.message == "unexpected end of file, expected a value")
    }

    @Test(arguments: [
        ("{\"a\": 1 \"b\": 2}", "expected ',' or '}' after object member, found '\"'", "1:9"),
        ("{\"a\": 1,}", "trailing comma: expected a string key after ',', found '}'", "1:9"),
        ("{\"a\" 1}", "expected ':' after object key, found '1'", "1:6"),
        ("[1 2]", "expected ',' or ']' after array element, found '2'", "1:4"),
        ("{\n  \"名前\": \"値\",\n  \"x\": tru\n}", "expected a value, found 't'", "3:8"),
        ("{\"a\": \"b", "unterminated string, expected '\"'", "1:7"),
        ("{\"a\": \"line\nbreak\"}", "unterminated string (line break inside a string)", "1:12"),
        ("", "empty document, expected a JSON value", "1:1"),
        ("{\"a\": 1", "unexpected end of file, expected ',' or '}' after object member", "1:8"),
        ("{\"a\": 01}", "leading zeros are not allowed in numbers, found '1'", "1:8"),
        ("{\"a\": \"\\x\"}", "invalid escape sequence '\\x'", "1:8"),
        ("{\"a\": \"\\uD800\"}", "lone high surrogate \\uD800 in string escape, expected a low surrogate", "1:8"),
        ("{\"a\": \"\\uDC00\"}", "lone low surrogate \\uDC00 in string escape", "1:8"),
        ("{\"a\": \"\\u12G4\"}", "invalid \\u escape, expected 4 hexadecimal digits", "1:8"),
        ("{} {}", "expected end of file after the top-level value, found '{'", "1:4"),
        ("{\"😀\": [1,]}", "expected a value, found ']'", "1:11"),
        ("// comment\n{}", "expected a value, found '/'", "1:1"),
    ])
    func reportsPreciseErrors(text: String, message: String, position: String) {
        let actual = error(text)
        #expect(actual?.message == message)
        #expect(actual?.position == position)
    }

    @Test func rejectsInvalidUTF8AndControlCharactersInStrings() {
        var bytes = Array("{\"a\": \"ok".utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("\"}".utf8)
        guard case .failure(let failure) = JSONParser.parse(bytes) else {
            Issue.record("invalid UTF-8 was accepted")
            return
        }
        #expect(failure.message == "invalid UTF-8 byte sequence in string")
        #expect(failure.offset == 9)
        guard case .failure(let control) = JSONParser.parse(Array("[\"a\u{01}\"]".utf8)) else {
            Issue.record("control character was accepted")
            return
        }
        #expect(control.message == "unescaped control character U+01 in string")
        guard case .failure(let nul) = JSONParser.parse([0x5B, 0x00, 0x5D]) else {
            Issue.record("NUL was accepted")
            return
        }
        #expect(nul.message == "expected a value, found U+00")
    }

    @Test func commentsOnlyWhenAllowed() throws {
        let text = "// settings\n{\n  /* inline */ \"a\": 1 // trailing\n}"
        let (document, source) = try parse(text, comments: true)
        #expect(document.root["a"]?.int == 1)
        #expect(source.position(at: document.root["a"]!.start) == SourcePosition(line: 3, column: 21))
        let unterminated = JSONParser.parse(Array("{ /* open".utf8), options: .init(allowsComments: true))
        #expect((try? unterminated.get()) == nil)
    }

    /// JSONC (configuration) accepts a comma before `}` and `]`; strict JSON (catalogs) rejects it.
    @Test func trailingCommasOnlyInJSONC() throws {
        let text = Array("{ \"a\": [1, 2, ], \"b\": { \"c\": true, },\n}".utf8)
        guard case .success(let document) = JSONParser.parse(text, options: .jsonc) else {
            Issue.record("JSONC with trailing commas was rejected")
            return
        }
        #expect(document.root["a"]?.elements.compactMap(\.int) == [1, 2])
        #expect(document.root["b"]?["c"]?.kind == .true)
        #expect(document.root.members.map { $0.key.string } == ["a", "b"])
        guard case .failure(let strict) = JSONParser.parse(text) else {
            Issue.record("strict JSON accepted a trailing comma")
            return
        }
        #expect(strict.message == "expected a value, found ']'")
        #expect(strict.offset == 14)
        // A comma is still needed between values, and a lone comma is not a value.
        for broken in ["[,]", "{,}", "[1,,]", "{\"a\": 1,,}"] {
            guard case .failure = JSONParser.parse(Array(broken.utf8), options: .jsonc) else {
                Issue.record("\(broken) was accepted")
                continue
            }
        }
    }

    /// Indentation is skipped a word at a time: runs of every length up to a few words, mixed
    /// with line breaks and tabs, before and after every token and at the end of the input,
    /// give the values and the positions they would byte by byte (Foundation's parser agrees
    /// on the values; a token right after a run is where its column says).
    @Test func runsOfSpacesOfEveryLengthAroundEveryToken() throws {
        var generator = SplitMix64(seed: 41)
        func run() -> String {
            let pieces = [" ", "  ", "        ", "\n", "\t", "\r\n"]
            return (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
        }
        for length in 0...26 {
            let spaces = String(repeating: " ", count: length)
            let text = "{" + spaces + "\"k\"" + spaces + ":" + spaces + "[1," + spaces + "\"v\"]" + spaces + "}" + spaces
            let (document, source) = try parse(text)
            #expect(document.root["k"].map { Array($0.elements).map(\.kind) } == [.number, .string], "\(length)")
            #expect(Array(document.root.members).first.map { source.position(at: $0.key.start) } == SourcePosition(line: 1, column: 2 + length))
            #expect(error("[" + spaces + "x]")?.position == "1:\(2 + length)")
            #expect(error("[1" + spaces)?.message.isEmpty == false)
        }
        for _ in 0..<500 {
            let text = run() + "{" + run() + "\"a\"" + run() + ":" + run() + "[" + run() + "true" + run() + "," + run() + "\"b c\"" + run() + "]" + run() + "}" + run()
            let (document, _) = try parse(text)
            let foundation = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: [Any]]
            let elements: [JSONValue] = document.root["a"].map { Array($0.elements) } ?? []
            #expect(elements.map(\.kind) == [.true, .string], "\(text.debugDescription)")
            #expect(elements.last?.string == foundation?["a"]?.last as? String && foundation?["a"]?.count == 2)
        }
    }
}

@Suite struct JSONValueLookupTests {
    @Test func childCountsMembersAndElementsNotNestedValues() throws {
        let document = try JSONParser.parse(Array(#"{"a": {"x": [1, 2]}, "b": [], "c": [[1], {"y": 2}, "s"]}"#.utf8)).get()
        let root = document.root
        #expect(root.childCount == 3)
        #expect(root.member("a")?.childCount == 1)
        #expect(root.member("b")?.childCount == 0)
        #expect(root.member("c")?.childCount == 3)
        #expect(root.member("a")?.member("x")?.childCount == 2)
        #expect(root.member("c")?.elements.first { $0.isString }?.childCount == 0)
    }

    @Test func namesMatchOnDecodedTextWhateverTheSpelling() throws {
        let document = try JSONParser.parse(Array(#"{"v\u0061lue": 1, "valuE": 2, "value": 3, "é": 4}"#.utf8)).get()
        let keys = document.root.members.map(\.key)
        #expect(keys.map { $0.isString("value") } == [true, false, true, false])
        #expect(keys[3].isString("é"))
        #expect(document.root.member("value")?.int == 1)
        #expect(document.root.member("valuE")?.int == 2)
        #expect(document.root.member("missing") == nil)
        #expect(document.root.member("valuE")?.isString("2") == false)
    }
}

@Suite struct SourceTextTests {
    @Test func columnsCountUTF16UnitsAndIgnoreCarriageReturns() {
        let text = SourceText("a👨‍👩‍👧b\r\n日本語\nx")
        // "a" + 8 UTF-16 units of the family emoji, then "b".
        let bIndex = Array("a👨‍👩‍👧".utf8).count
        #expect(text.position(at: bIndex) == SourcePosition(line: 1, column: 10))
        #expect(text.position(at: bIndex + 1) == SourcePosition(line: 1, column: 11))
        #expect(text.position(at: bIndex + 2) == SourcePosition(line: 1, column: 11))
        #expect(text.line(1) == "a👨‍👩‍👧b")
        #expect(text.line(2) == "日本語")
        #expect(text.position(at: text.bytes.count) == SourcePosition(line: 3, column: 2))
        #expect(text.offset(of: SourcePosition(line: 2, column: 3)) == Array("a👨‍👩‍👧b\r\n日本".utf8).count)
    }
}
