import Testing
@testable import L10nModel
@testable import L10nParsing

/// The depth-limited parse that skips the text below its depth (`skipsDeeperText`): on valid
/// text it records exactly the nodes of the validating parse, finding each skipped container's
/// end past strings full of brackets, quotes and backslashes.
@Suite struct SkippedJSONTextTests {
    /// Kind, range, sibling link and escape flag of every node.
    static func nodes(_ document: JSONDocument) -> [String] {
        document.nodes.map { "\($0.kind) \($0.start)..<\($0.end) next \($0.next) \($0.hasEscapes)" }
    }

    static let tricky = [
        #"{"a": "}"}"#, #"{"a": "{{{"}"#, #"{"a": "]"}"#, #"{"a": ["[", "]]"]}"#,
        #"{"a": "\"}"}"#, #"{"a": "\\"}"#, #"{"a": "\\\"}"}"#, #"{"a": "\\\\"}"#,
        #"{"a\"}": {"b": "\"{"}}"#, #"{"a": "\u007D"}"#, #"{"é}": "ü{"}"#, #"{}"#, #"[]"#,
        #"[{"a": [[[]]]}, "}", 1, {}]"#, "{\n  \"a\" : [\n    \"x\\\\\\\"]\"\n  ]\n}",
    ]

    @Test func recordsTheNodesOfTheValidatingParseAndCountsWhatItSkipped() throws {
        for inner in Self.tricky {
            // Each container at depth 2 (under `k1`, `k2`) is skipped; `s` at depth 1 is a string.
            let text = #"{"strings": {"k1": \#(inner), "k2": \#(inner)}, "s": "\"{["}"#
            let bytes = Array(text.utf8)
            let validated = try JSONParser.parse(bytes, options: .init(), maximumDepth: 2).get()
            let skipped = try JSONParser.parse(bytes, options: .init(), maximumDepth: 2, skipsDeeperText: true).get()
            #expect(Self.nodes(skipped) == Self.nodes(validated), "\(inner)")
            #expect(validated.skippedContainers == 0)
            #expect(skipped.skippedContainers == 2, "\(inner)")
            let k2 = try #require(skipped.root["strings"]?["k2"])
            #expect(k2.end - k2.start == inner.utf8.count, "\(inner)")
            let full = try #require(skipped.subtree(k2))
            #expect(ShallowJSONTests.outline(full) == ShallowJSONTests.outline(try #require(validated.subtree(k2))), "\(inner)")
        }
    }

    @Test func onlyContainersAtTheDepthAreSkipped() throws {
        let text = #"{"a": {"b": {"c": {"d": 1}}, "e": [2]}, "f": [[3]], "g": 4}"#
        let skipped = try JSONParser.parse(Array(text.utf8), options: .init(), maximumDepth: 2, skipsDeeperText: true).get()
        // `b`'s object, `e`'s array and `f`'s inner array.
        #expect(skipped.skippedContainers == 3)
        #expect(skipped.root["a"]?["b"].map { Array($0.members).isEmpty } == true)
        let unlimited = try JSONParser.parse(Array(text.utf8), options: .init(), maximumDepth: Int.max, skipsDeeperText: true).get()
        #expect(unlimited.skippedContainers == 0)
        #expect(unlimited.root["a"]?["b"]?["c"]?["d"]?.int == 1)
    }

    @Test func textAboveTheDepthIsStillValidated() {
        let cases: [(String, String, Int)] = [
            (#"{"strings": {"k": {"x": tru}} "#, "unexpected end of file, expected ',' or '}' after object member", 30),
            (#"{"strings": {"k" {}}}"#, "expected ':' after object key, found '{'", 17),
            (#"{"strings": {"k": {}} "s": 1}"#, "expected ',' or '}' after object member, found '\"'", 22),
            (#"{"strings": {"\q": {}}}"#, "invalid escape sequence '\\q'", 14),
        ]
        for (text, message, offset) in cases {
            let result = JSONParser.parse(Array(text.utf8), options: .init(), maximumDepth: 2, skipsDeeperText: true)
            #expect(result.failure == JSONSyntaxError(message: message, offset: offset), "\(text)")
        }
    }

    @Test func anUnclosedSkippedContainerIsAnError() {
        for text in [#"{"strings": {"k": {"x": "}"#, #"{"strings": {"k": ["\"]"#, #"{"strings": {"k": {"x": "\"#] {
            let result = JSONParser.parse(Array(text.utf8), options: .init(), maximumDepth: 2, skipsDeeperText: true)
            #expect(result.failure == JSONSyntaxError(message: "unexpected end of file in a skipped value", offset: text.utf8.count), "\(text)")
        }
    }

    /// Skipped text that is not valid JSON is found when the container is read.
    @Test func invalidSkippedTextFailsWhenRead() throws {
        let text = #"{"strings": {"k": {"x": "\q", "y": [}}}}"#
        let skipped = try JSONParser.parse(Array(text.utf8), options: .init(), maximumDepth: 2, skipsDeeperText: true).get()
        let k = try #require(skipped.root["strings"]?["k"])
        #expect(skipped.subtree(k) == nil)
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
