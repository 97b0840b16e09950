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

@Suite struct SwiftLexerTests {
    /// `kind:text` for every token.
    private func lex(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        return SwiftLexer.tokenize(bytes).tokens.map { token in
            "\(token.kind):\(String(decoding: bytes[token.start..<token.end], as: UTF8.self))"
        }
    }

    @Test func commentsAreNotTokens() {
        let source = "a // Button {\n/* b /* nested */ c */ d"
        #expect(lex(source) == ["identifier:a", "identifier:d"])
        let comments = SwiftLexer.tokenize(Array(source.utf8)).comments
        #expect(comments.count == 2)
        #expect(comments[1].isBlock)
    }

    @Test func unterminatedBlockCommentRunsToTheEnd() {
        #expect(lex("x /* /* */ y") == ["identifier:x"])
    }

    @Test func stringsWithInterpolationNest() {
        #expect(lex(#"Text("a \(f("b \(c)")) d")"#) == [
            "identifier:Text", "leftParen:(", "stringBegin:\"", "stringSegment:a ", "interpolationBegin:\\(",
            "identifier:f", "leftParen:(", "stringBegin:\"", "stringSegment:b ", "interpolationBegin:\\(", "identifier:c",
            "interpolationEnd:)", "stringEnd:\"", "rightParen:)", "interpolationEnd:)", "stringSegment: d", "stringEnd:\"",
            "rightParen:)",
        ])
    }

    @Test func rawAndMultilineStrings() {
        #expect(lex(##"#"a "b" \(c) \#(d)"#"##) == [
            "stringBegin:#\"", "stringSegment:a \"b\" \\(c) ", "interpolationBegin:\\#(", "identifier:d", "interpolationEnd:)",
            "stringEnd:\"#",
        ])
        #expect(lex("\"\"\"\n  Button(\"x\")\n  \"\"\" + y") == [
            "stringBegin:\"\"\"", "stringSegment:\n  Button(\"x\")\n  ", "stringEnd:\"\"\"", "operator:+", "identifier:y",
        ])
    }

    @Test func unterminatedStringEndsAtTheLineBreak() {
        #expect(lex("let s = \"abc\nButton") == [
            "identifier:let", "identifier:s", "operator:=", "stringBegin:\"", "stringSegment:abc", "stringEnd:", "identifier:Button",
        ])
        #expect(lex("\"a \\(b\nc") == ["stringBegin:\"", "stringSegment:a ", "interpolationBegin:\\(", "identifier:b", "stringEnd:", "identifier:c"])
    }

    @Test func operatorsPeriodsAndNumbers() {
        #expect(lex("a?.b ?? 1...2 .foo 0x1p-3 1.5e+3") == [
            "identifier:a", "operator:?", "period:.", "identifier:b", "operator:??", "number:1", "operator:...", "number:2",
            "period:.", "identifier:foo", "number:0x1p-3", "number:1.5e+3",
        ])
    }

    @Test func regexLiterals() {
        #expect(lex("let r = /a\"b/; x = y / z / w") == [
            "identifier:let", "identifier:r", "operator:=", "regex:/a\"b/", "semicolon:;", "identifier:x", "operator:=", "identifier:y",
            "operator:/", "identifier:z", "operator:/", "identifier:w",
        ])
        #expect(lex("#/a\"/#") == ["regex:#/a\"/#"])
    }

    @Test func poundDirectivesAndBackticks() {
        #expect(lex("#if os(iOS)\n`default`\n#endif") == [
            "pound:#if", "identifier:os", "leftParen:(", "identifier:iOS", "rightParen:)", "identifier:`default`", "pound:#endif",
        ])
    }

    @Test func flagsMarkLinesAndStrings() {
        let bytes = Array("a\n  b \"\\(c)\"".utf8)
        let tokens = SwiftLexer.tokenize(bytes).tokens
        #expect(tokens[1].flags.contains(.newlineBefore))
        #expect(!tokens[2].flags.contains(.inString))  // the literal's opening quote
        #expect(tokens[4].flags.contains(.inString))  // c
    }
}
