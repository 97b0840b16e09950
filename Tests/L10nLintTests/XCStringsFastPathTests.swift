import Foundation
import Testing
@testable import L10nModel
@testable import L10nParsing

/// A catalog is first read with its entries' text skipped and validated entry by entry on every
/// core; anything that path cannot vouch for is read again the validating way. Both must give
/// the same catalog and the same findings, message for message and position for position.
@Suite struct XCStringsFastPathTests {
    static let keyCount = XCStringsLoader.entriesPerChunk * 3 + 5

    static func unit(_ value: String) -> String { #"{"stringUnit": {"state": "translated", "value": "\#(value)"}}"# }

    /// `k<i>` with a German unit whose value has brackets, quotes and backslashes in it.
    static func line(_ index: Int) -> String {
        #""k\#(index)": {"localizations": {"de": \#(unit(#"}{v\#(index)\"]\\"#))}},"#
    }

    static func catalog(_ lines: [String]) -> String {
        var lines = lines
        lines[lines.count - 1].removeLast()
        return "{\"sourceLanguage\": \"en\", \"strings\": {\n" + lines.joined(separator: "\n") + "\n}, \"version\": \"1.0\"}\n"
    }

    static func load(_ bytes: [UInt8], validatesFirst: Bool? = nil) -> (catalog: Catalog?, findings: ParseFindings)? {
        let file = ParserTestSupport.file(bytes: bytes, path: "Localizable.xcstrings")
        guard let validatesFirst else { return XCStringsLoader.load(file, name: "Localizable", directory: "") }
        return XCStringsLoader.load(file, name: "Localizable", directory: "", validatesFirst: validatesFirst)
    }

    /// Failures and duplicates as text, to compare both paths.
    static func describe(_ loaded: (catalog: Catalog?, findings: ParseFindings)?, _ bytes: [UInt8]) -> [String] {
        guard let loaded else { return ["fell back"] }
        let text = SourceText(bytes: bytes)
        let failures = loaded.findings.failures.map { "\($0.location.start): \($0.message)" }
        let duplicates = loaded.findings.duplicates.map { "\($0.key) \(text.position(at: $0.first.start)) \(text.position(at: $0.duplicate.start))" }
        let entries = loaded.catalog.map { $0.entries.map { "\($0.key) \($0.translations.map { "\($0.locale)=\($0.value.unit?.value ?? "-")" })" } } ?? ["no catalog"]
        let locales = loaded.catalog.map { $0.locales.map(\.identifier).joined(separator: ",") } ?? ""
        return failures + duplicates + [locales] + entries
    }

    @Test func aValidCatalogIsBuiltOnTheFastPathAsTheValidatingPathBuildsIt() throws {
        var lines = (0..<Self.keyCount).map(Self.line)
        // Unbuilt entries in three chunks (the first three keys of the second one included), a
        // type error, duplicates at both levels, and keys with escapes and brackets.
        for index in [3, 256, 257, 258, 600] { lines[index] = #""k\#(index)": 5,"# }
        lines[9] = #""k9": {"comment": 1, "localizations": {"fr": \#(Self.unit("a")), "fr": \#(Self.unit("b"))}},"#
        lines[700] = #""k\"{700": {"localizations": {"ja": \#(Self.unit("x"))}},"#
        lines[Self.keyCount - 1] = #""k1": {},"#
        let bytes = Array(Self.catalog(lines).utf8)
        let fast = try #require(Self.load(bytes, validatesFirst: false))
        #expect(Self.describe(fast, bytes) == Self.describe(Self.load(bytes, validatesFirst: true), bytes))
        let entries = try #require(fast.catalog?.entries)
        let expectedKeys = (0..<(Self.keyCount - 1)).filter { ![3, 256, 257, 258, 600].contains($0) }.map { $0 == 700 ? "k\"{700" : "k\($0)" } + ["k1"]
        #expect(entries.map(\.key) == expectedKeys)
        #expect(entries[4].translations.first?.value.unit?.value == #"}{v5"]\"#)
        #expect(fast.catalog?.locales == ["de", "en", "fr", "ja"])
        #expect(ParserTestSupport.failures(fast.findings) == [
            "5:7: key 'k3' must be an object, found a number",
            "11:19: 'comment' must be a string, found a number",
            "258:9: key 'k256' must be an object, found a number",
            "259:9: key 'k257' must be an object, found a number",
            "260:9: key 'k258' must be an object, found a number",
            "602:9: key 'k600' must be an object, found a number",
        ])
        let text = SourceText(bytes: bytes)
        let duplicates = fast.findings.duplicates.map { "\($0.key) \(text.position(at: $0.first.start)) \(text.position(at: $0.duplicate.start))" }
        let fr = Self.columns(of: #""fr""#, in: lines[9])
        #expect(duplicates == ["k1 3:1 \(Self.keyCount + 1):1", "fr 11:\(fr[0]) 11:\(fr[1])"])
    }

    /// Each malformed or unusual catalog: whether the fast path gives up, and the findings.
    @Test func anythingTheFastPathCannotVouchForIsReadTheValidatingWay() throws {
        let text = Self.catalog((0..<Self.keyCount).map(Self.line))
        let line500 = Self.line(500)
        let value500 = Self.columns(of: #""}{v500"#, in: line500)[0]
        let cases: [(name: String, text: [UInt8], fallsBack: Bool, failures: [String])] = [
            ("valid", Array(text.utf8), false, []),
            ("truncated in an entry", Array(text.utf8.prefix(Self.offset(of: "v500", in: text) + 2)), true,
             ["502:\(value500): unterminated string, expected '\"'"]),
            ("bad escape", Self.replacing(#"v500\""#, with: #"v500\q"#, in: text), true,
             ["502:\(value500 + 7): invalid escape sequence '\\q'"]),
            ("invalid UTF-8", Self.replacing("v500", with: [0xFF, 0x35, 0x30, 0x30], in: text), true,
             ["502:\(value500 + 3): invalid UTF-8 byte sequence in string"]),
            ("array for an object", Self.replacing(#""k500": {"localizations": {"#, with: #""k500": {"localizations": ["#, in: text), true,
             ["502:\(Self.columns(of: ": {\"stringUnit", in: line500)[0]): expected ',' or ']' after array element, found ':'"]),
            ("unread invalid container", Self.replacing(#""en", "#, with: #""en", "extra": {"x": {"y": tru}}, "#, in: text), true,
             ["1:\(#"{"sourceLanguage": "en", "extra": {"x": {"y": "#.utf8.count + 1): expected a value, found 't'"]),
            ("unread valid container", Self.replacing(#""en", "#, with: #""en", "extra": {"x": {"y": true}}, "#, in: text), true, []),
            ("second strings", Self.replacing(#""version""#, with: #""strings": {"z": {"comment": 1}}, "version""#, in: text), true, []),
            ("truncated after the entries", Array(text.utf8.dropLast(2)), true,
             ["\(Self.keyCount + 2):\(#"}, "version": "1.0""#.utf8.count + 1): unexpected end of file, expected ',' or '}' after object member"]),
        ]
        for (name, bytes, fallsBack, failures) in cases {
            let fast = Self.load(bytes, validatesFirst: false)
            #expect((fast == nil) == fallsBack, "\(name)")
            let loaded = try #require(Self.load(bytes))
            #expect(Self.describe(loaded, bytes) == Self.describe(Self.load(bytes, validatesFirst: true), bytes), "\(name)")
            #expect(ParserTestSupport.failures(loaded.findings) == failures, "\(name)")
            #expect((loaded.catalog == nil) == !failures.isEmpty, "\(name)")
        }
    }

    /// 1-based columns where `marker` starts in `line`, in order.
    static func columns(of marker: String, in line: String) -> [Int] {
        var result: [Int] = []
        var searched = line.startIndex..<line.endIndex
        while let range = line.range(of: marker, range: searched) {
            result.append(line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1)
            searched = range.upperBound..<line.endIndex
        }
        return result
    }

    static func offset(of marker: String, in text: String) -> Int {
        guard let range = text.range(of: marker) else { return 0 }
        return text.utf8.distance(from: text.startIndex, to: range.lowerBound)
    }

    /// `text`'s bytes with the first `marker` replaced.
    static func replacing(_ marker: String, with replacement: String, in text: String) -> [UInt8] {
        replacing(marker, with: Array(replacement.utf8), in: text)
    }

    static func replacing(_ marker: String, with replacement: [UInt8], in text: String) -> [UInt8] {
        let bytes = Array(text.utf8)
        let start = offset(of: marker, in: text)
        return Array(bytes[..<start]) + replacement + Array(bytes[(start + marker.utf8.count)...])
    }
}
