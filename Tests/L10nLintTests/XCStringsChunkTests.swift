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

/// A catalog of several chunks (`XCStringsLoader.entriesPerChunk` keys each) is built in
/// parallel: entries, type errors and duplicate keys must come out in file order, as one pass.
@Suite struct XCStringsChunkTests {
    static let keyCount = XCStringsLoader.entriesPerChunk * 2 + 88

    /// One key per line, from line 2: `k<i>` with a German unit, except a few broken keys.
    static func line(_ index: Int) -> String {
        let unit = #"{"stringUnit": {"state": "translated", "value": "v\#(index)"}}"#
        switch index {
        case 10: return #""k10": {"comment": 5, "localizations": {"de": \#(unit)}},"#
        case 300: return #""k300": {"localizations": []},"#
        case 590: return #""k590": {"localizations": {"de": \#(unit), "de": \#(unit)}},"#
        case keyCount - 1: return #""k5": {"extractionState": "manual"}"#
        default: return #""k\#(index)": {"localizations": {"de": \#(unit)}},"#
        }
    }

    @Test func entriesAndFindingsOfEveryChunkComeInFileOrder() throws {
        let text = "{\"sourceLanguage\": \"en\", \"strings\": {\n" + (0..<Self.keyCount).map(Self.line).joined(separator: "\n") + "\n}}\n"
        let file = ParserTestSupport.file(text, path: "Localizable.xcstrings")
        let (catalog, findings) = XCStringsLoader.load(file, name: "Localizable", directory: "")
        let entries = try #require(catalog?.entries)
        #expect(entries.map(\.key) == (0..<(Self.keyCount - 1)).map { "k\($0)" } + ["k5"])
        #expect(entries[7].translations.map { $0.value.unit?.value } == ["v7"])
        #expect(ParserTestSupport.position(file, entries[7].translations.first?.value.unit?.range) == "9:\(Self.line(7).utf8.count - #""v7"}}}},"#.utf8.count + 1)")
        #expect(entries[300].translations.isEmpty)
        #expect(entries[590].translations.count == 2)
        #expect(entries.last?.extractionState == "manual")
        #expect(ParserTestSupport.failures(findings) == [
            "12:\(#""k10": {"comment": "#.utf8.count + 1): 'comment' must be a string, found a number",
            "302:\(#""k300": {"localizations": "#.utf8.count + 1): 'localizations' must be an object, found an array",
        ])
        let duplicates = findings.duplicates.map { "\($0.key) \(file.text.position(at: $0.first.start).line) \(file.text.position(at: $0.duplicate.start).line)" }
        #expect(duplicates == ["k5 7 \(Self.keyCount + 1)", "de 592 592"])
    }

    @Test func aSyntaxErrorInALaterChunkIsTheOnlyFinding() {
        // Key 10's type error is in an entry that is never built: the file does not parse.
        var lines = (0..<Self.keyCount).map(Self.line)
        lines[400] = #""k400": {"localizations": {"de": {"stringUnit": {"state": "translated" "value": "v"}}}},"#
        let text = "{\"sourceLanguage\": \"en\", \"strings\": {\n" + lines.joined(separator: "\n") + "\n}}\n"
        let file = ParserTestSupport.file(text, path: "Localizable.xcstrings")
        let (catalog, findings) = XCStringsLoader.load(file, name: "Localizable", directory: "")
        #expect(catalog == nil)
        let column = #""k400": {"localizations": {"de": {"stringUnit": {"state": "translated" "#.utf8.count + 1
        #expect(ParserTestSupport.failures(findings) == ["402:\(column): expected ',' or '}' after object member, found '\"'"])
        #expect(findings.duplicates.isEmpty)
    }
}
