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

/// A `.l10nlint.json` from a pull request is untrusted input: its patterns must not hang or
/// crash CI. Regexes that backtrack exponentially are refused at their position; globs match
/// in segments × parts steps and have a length limit.
@Suite struct HostileConfigurationTests {
    private static func position(of needle: String, in text: String) -> String {
        let lines = text.components(separatedBy: "\n")
        for (index, line) in lines.enumerated() {
            if let range = line.range(of: needle) { return "\(index + 1):\(line.utf16.distance(from: line.startIndex, to: range.lowerBound) + 1)" }
        }
        return "?"
    }

    @Test func aNestedRepetitionInACustomRuleIsAPositionedConfigurationError() throws {
        let directory = try TemporaryDirectory()
        let configuration = """
            {
              "customRules": [
                { "id": "french-words", "message": "words only", "require": "^(\\\\w+\\\\s?)*$" }
              ]
            }

            """
        try directory.write(".l10nlint.json", configuration)
        try directory.write("strings.json", #"{"a": {"en": "Une phrase française de quarante-cinq caractères!"}}"#)
        let outcome = CLI.run(["lint"], in: directory)
        #expect(outcome.status == .failure)
        let at = Self.position(of: #""^("#, in: configuration)
        #expect(outcome.standardError == """
            .l10nlint.json:\(at): error: the regular expression in 'require' of custom rule 'french-words' repeats '(\\w+\\s?)*', a group that itself repeats or alternates, which can take exponential time on a near-miss; rewrite it without nested repetition (for example '^[\\w\\s]*$' for '^(\\w+\\s?)*$')

            """)
    }

    @Test func nestedRepetitionIsFoundAndSafePatternsPass() {
        let unsafe = [
            #"^(\w+\s?)*$"#: #"(\w+\s?)*"#, "(a+)+": "(a+)+", "(a|aa)*$": "(a|aa)*", "((ab)*c)+": "((ab)*c)+",
            "(?:x*y){2,}": "(?:x*y){2,}", "(?<word>[a-z]+ )+": "(?<word>[a-z]+ )+", "((a)?b)*?": "((a)?b)*?",
            // `\Q[\E` is a quoted `[`, not a class that would hide the rest of the pattern.
            #"^(?:\Q[\E)?(\w+\s?)*$"#: #"(\w+\s?)*"#, #"[\Q]\E](a+)+"#: "(a+)+", #"\x{41}(b*)+"#: "(b*)+",
        ]
        for (pattern, nested) in unsafe { #expect(RegexBacktrackingCheck.nestedRepetition(in: pattern) == nested, "\(pattern)") }
        let safe = [#"[,?]"#, "Lingo Pro", #"^\w+$"#, "(abc)+", "(a+)?", #"(?<n>\d+)%"#, "[(]+", #"\(a+\)*"#, "(foo)*bar+", "(a{2})*", "[a(+]*", "(?i)lingo",
            #"\Q(a+)+\E"#, #"\p{Han}{2,}"#, #"(\x{41})+"#]
        for pattern in safe { #expect(RegexBacktrackingCheck.nestedRepetition(in: pattern) == nil, "\(pattern)") }
    }

    /// Issue 28 item 11: shapes the check cannot see (polynomial `.*.*…`) or that it let
    /// through before (`\Q[\E` hiding a nested repeat) stop at the per-value step budget, with a
    /// finding naming the rule, the value and the pattern; the other values are still checked.
    @Test func aPatternThatBacktracksTooMuchGivesUpWithAFinding() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".l10nlint.json", #"""
            { "customRules": [
                { "id": "no-equals", "message": "no '=' at the end", "forbid": "^.*.*.*.*.*.*.*.*=$" },
                { "id": "no-bang", "message": "no '!'", "forbid": "!" }
            ] }
            """#)
        let slow = String(repeating: "a", count: 45) + "!"
        try directory.write("strings.json", #"{"slow": {"en": "\#(slow)"}, "fast": {"en": "x="}}"#)
        let outcome = CLI.run(["lint", "--quiet"], in: directory)
        #expect(outcome.status == .success)
        #expect(outcome.standardOutput == """
            strings.json:1:17: warning: 'slow' in en was not checked: custom rule 'no-equals' gave up on the value "\(slow)" after its step budget; the pattern '^.*.*.*.*.*.*.*.*=$' backtracks too much, rewrite it [no-equals]
            strings.json:1:63: warning: 'slow' in en: no '!' [no-bang]
            strings.json:1:84: warning: 'fast' in en: no '=' at the end [no-equals]

            """)
    }

    @Test func theBudgetStopsMatchingButPassesOrdinaryPatternsOnLongValues() throws {
        let long = String(repeating: "Une phrase française, ", count: 8000)
        #expect(try #require(BoundedPattern(#"\bLingo Pro\b"#)).firstMatch(in: long) == .noMatch)
        #expect(try #require(BoundedPattern("[,?]x")).firstMatch(in: long) == .noMatch)
        #expect(try #require(BoundedPattern("e,")).firstMatch(in: long + "x") != .noMatch)
        #expect(try #require(BoundedPattern(#"^(?:\Q[\E)?(\w+\s?)*$"#)).firstMatch(in: "Une phrase française de quarante-cinq caractères!") == .gaveUp)
    }

    @Test func tenDoubleStarsAgainstASixtyDeepTreeFinish() throws {
        let directory = try TemporaryDirectory()
        let deep = Array(repeating: "a", count: 60).joined(separator: "/")
        try directory.write(deep + "/strings.json", CommandLineTests.goodCatalog)
        let exclude = Array(repeating: "**/a", count: 10).joined(separator: "/") + "/**/nothing"
        try directory.write(".l10nlint.json", "{ \"exclude\": [\"\(exclude)\"] }\n")
        let outcome = CLI.run(["lint"], in: directory)
        #expect(outcome.status == .findings)
        #expect(outcome.standardOutput == deep + "/strings.json:3:3: error: 'common.done' has no zh-Hans translation [missing-translation]\n")
        #expect(Glob(Array(repeating: "**", count: 300).joined(separator: "/") + "/b", kind: .path).matches("x/y/b"))
        #expect(Glob("**/a/**/b", kind: .path).matches("a/x/b/c"))
        #expect(!Glob("**/a/**/b", kind: .path).matches("b/x/a"))
        #expect(Glob("a/**", kind: .path).matches("a"))
    }

    @Test func aHugeGlobIsAPositionedConfigurationError() throws {
        let directory = try TemporaryDirectory()
        let pattern = Array(repeating: "**", count: 300_000).joined(separator: "/")
        try directory.write(".l10nlint.json", "{\n  \"exclude\": [\"\(pattern)\"]\n}\n")
        try directory.write("strings.json", CommandLineTests.goodCatalog)
        let outcome = CLI.run(["lint"], in: directory)
        #expect(outcome.status == .failure)
        #expect(outcome.standardError == ".l10nlint.json:2:15: error: 'exclude' pattern is \(pattern.count) characters long; patterns are limited to 1024\n")
    }
}
