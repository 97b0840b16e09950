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

/// The `primaryLocationLineHash` port and the reporter's text helpers.
@Suite struct SARIFLineHashTests {
    /// Inputs and expected hashes of github/codeql-action `src/fingerprints.test.ts` ("hash"
    /// test), plus two non-ASCII inputs (astral emoji, flag, CJK; a UTF-8 BOM) whose expected
    /// values were computed once with the Python port of the same algorithm in
    /// `shared/sarif/validate.py` (`github_line_hashes`), which reproduces all codeql vectors.
    static let vectors: [(text: String, hashes: [String])] = [
        ("", ["c129715d7a2bc9a3:1"]),
        (" a\nb\n  \t\tc\n d", ["271789c17abda88f:1", "54703d4cd895b18:1", "180aee12dab6264:1", "a23a3dc5e078b07b:1"]),
        (" hello; \t\nworld!!!\n\n\n  \t\tGreetings\n End", [
            "8b7cf3e952e7aeb2:1", "b1ae1287ec4718d9:1", "bff680108adb0fcc:1", "c6805c5e1288b612:1",
            "b86d3392aea1be30:1", "e6ceba753e1a442:1",
        ]),
        (" hello; \t\nworld!!!\n\n\n  \t\tGreetings\n End\n", greetings),
        (" hello; \t\nworld!!!\r\r\r  \t\tGreetings\r End\r", greetings),
        (" hello; \t\r\nworld!!!\r\n\r\n\r\n  \t\tGreetings\r\n End\r\n", greetings),
        (" hello; \t\nworld!!!\r\n\n\r  \t\tGreetings\r End\r\n", greetings),
        (String(repeating: "Lorem ipsum dolor sit amet.\n", count: 10), [
            "a7f2ff13bc495cf2:1", "a7f2ff13bc495cf2:2", "a7f2ff13bc495cf2:3", "a7f2ff13bc495cf2:4",
            "a7f2ff13bc495cf2:5", "a7f2ff13bc495cf2:6", "a7f2ff1481e87703:1", "a9cf91f7bbf1862b:1",
            "55ec222b86bcae53:1", "cc97dc7b1d7d8f7b:1", "c129715d7a2bc9a3:1",
        ]),
        ("{\n  \"greeting\": { \"en\": \"Hello 👋\", \"ja\": \"こんにちは 🇯🇵\" }\n}\n", [
            "c2b3c3bcd16f072f:1", "54713173559bc216:1", "32dce9ccfdbc9d3e:1", "c129715d7a2bc9a3:1",
        ]),
        ("\u{FEFF}é\n", ["8e66f3fc1b303915:1", "c129715d7a2bc9a3:1"]),
    ]

    static let greetings = [
        "e9496ae3ebfced30:1", "fb7c023a8b9ccb3f:1", "ce8ba1a563dcdaca:1", "e20e36e16fcb0cc8:1",
        "b3edc88f2938467e:1", "c8e28b0b4002a3a0:1", "c129715d7a2bc9a3:1",
    ]

    @Test(arguments: vectors.indices)
    func lineHashesMatchCodeQLAction(index: Int) {
        let vector = Self.vectors[index]
        #expect(PrimaryLocationLineHash.lineHashes(of: vector.text) == vector.hashes)
    }

    /// Only the lines findings point at are hashed, from the text's UTF-8 read in parts: each
    /// must equal that line's hash over the whole decoded text, whichever byte a part ends on
    /// (inside a 2-, 3- or 4-byte character too), and repairs of invalid UTF-8 included; and
    /// the same when the text is cut into sections hashed on different cores.
    @Test func hashesOfSomeLinesEqualTheWholeTextsHashes() {
        var texts = Self.vectors.map { Array($0.text.utf8) }
        texts.append(Array(String(repeating: "Lorem ipsum é 日本 👍 dolor\r\n\tsit amet.\n\r\n", count: 40).utf8))
        texts.append(Array("ok \u{1F600}\n".utf8) + [0xFF, 0xE2, 0x82, 0x0A, 0xC3] + Array(" tail\n".utf8))
        // Without `\r`: cut into sections hashed apart (lines shorter and longer than a window,
        // blank and indented lines, repeated lines whose counts run across sections).
        texts.append(Array((0..<300).map { "\t\"k\($0 % 7)\" = \"\(String(repeating: "wört 日本 ", count: $0 % 23))\";\n\n  \n" }.joined().utf8))
        texts.append(Array(String(repeating: "same line\n", count: 500).utf8) + Array("end".utf8))
        // Many lines whose first eight window bytes agree and whose windows do not (a catalog's
        // `"state" : …` lines), and windows reaching past several reads through long runs of
        // spaces and tabs.
        texts.append(Array((0..<400).map { "      \"stringUnit\" : {\n        \"state\" : \"translated\",\n        \"value\" : \"v\($0 % 13)\"\n      }\n" }.joined().utf8))
        texts.append(Array((0..<40).map { "a\(String(repeating: " \t", count: 700 * ($0 % 3)))b\($0 % 2)\n" }.joined().utf8))
        for bytes in texts {
            let all = PrimaryLocationLineHash.lineHashes(of: String(decoding: bytes, as: UTF8.self))
            let text = SourceText(bytes: bytes)
            let asked = Set([1, 2, 3, all.count / 2, all.count - 1, all.count, all.count + 1, all.count + 7].filter { $0 >= 1 })
            let expected = Dictionary(uniqueKeysWithValues: asked.compactMap { all.indices.contains($0 - 1) ? ($0, all[$0 - 1]) : nil })
            for partSize in [1, 2, 3, 5, 64, 1 << 20] {
                #expect(PrimaryLocationLineHash.hashes(ofLines: asked, in: text, partSize: partSize) == expected, "\(bytes.count) bytes, parts of \(partSize)")
            }
            for sections in [2, 3, 7, 40] {
                for partSize in [5, 1 << 20] {
                    #expect(
                        PrimaryLocationLineHash.hashes(ofLines: asked, in: text, partSize: partSize, sections: sections) == expected,
                        "\(bytes.count) bytes, \(sections) sections, parts of \(partSize)")
                }
                #expect(
                    PrimaryLocationLineHash.hashes(ofLines: Set(1...max(1, all.count)), in: text, partSize: 64, sections: sections)
                        .sorted { $0.key < $1.key }.map(\.value) == all, "every line, \(sections) sections")
            }
            let every = Set(1...max(1, all.count))
            // Without `\r`, in valid UTF-8, the asked lines' own hashes are counted in one pass
            // (no fallback to keeping every line's hash); one line asked alone, only the lines
            // that share its first window bytes are hashed, and its count must still be right.
            if !bytes.contains(0x0D), String(bytes: bytes, encoding: .utf8) != nil {
                let single = stride(from: 1, through: all.count, by: max(1, all.count / 40)).map { (Set([$0]), 1 + $0 % 3) }
                for (lines, sections) in [(asked, 1), (asked, 3), (every, 1), (every, 7)] + single {
                    let wanted = Dictionary(uniqueKeysWithValues: lines.compactMap { all.indices.contains($0 - 1) ? ($0, all[$0 - 1]) : nil })
                    let counted = PrimaryLocationLineHash.countedHashes(of: lines, in: text, partSize: 5, sections: sections)
                    #expect(counted == wanted, "\(bytes.count) bytes, \(lines.count) lines, \(sections) sections")
                }
            }
            #expect(PrimaryLocationLineHash.hashes(ofLines: every, in: text, partSize: 3).sorted { $0.key < $1.key }.map(\.value) == all)
        }
        #expect(PrimaryLocationLineHash.hashes(ofLines: [], in: SourceText("a\n")) == [:])
    }

    /// A large catalog's text is read again from its file for SARIF: the hashes are the same as
    /// from memory (short reads too), read a part at a time rather than once per asked line.
    @Test func hashesOfATextReadOnDemand() {
        let bytes = Array((0..<400).map { "    \"k\($0)\" : {\n      \"value\" : \"v\($0 % 13) 日本\"\n    },\n" }.joined().utf8)
        let asked = Set(stride(from: 2, through: 1_200, by: 3))
        let expected = PrimaryLocationLineHash.hashes(ofLines: asked, in: SourceText(bytes: bytes), partSize: 1 << 20, sections: 1)
        #expect(expected.count == asked.count)
        for maximumRead in [Int.max, 7] {
            let source = ArrayByteSource(bytes, maximumRead: maximumRead)
            let text = SourceText(bytes: bytes, source: source).readingOnDemand()
            #expect(PrimaryLocationLineHash.hashes(ofLines: asked, in: text, partSize: 1 << 20, sections: 2) == expected)
            if maximumRead == .max { #expect(source.reads <= 8, "\(source.reads) reads for \(asked.count) lines") }
        }
    }

    @Test func theOutgoingWeightIsThirtySevenToTheHundredth() {
        var power: UInt64 = 1
        for _ in 0..<100 { power = power &* 37 }
        #expect(PrimaryLocationLineHash.firstMod == power)
    }

    @Test func hashOfOneLine() {
        let text = " a\nb\n  \t\tc\n d"
        #expect(PrimaryLocationLineHash.hash(ofLine: 3, in: text) == "180aee12dab6264:1")
        #expect(PrimaryLocationLineHash.hash(ofLine: 5, in: text) == nil)
        #expect(PrimaryLocationLineHash.hash(ofLine: 0, in: text) == nil)
    }

    @Test func pathsArePercentEncoded() {
        #expect(SARIFURI.percentEncodedPath("App Resources/日本語.lproj/Localizable.strings")
            == "App%20Resources/%E6%97%A5%E6%9C%AC%E8%AA%9E.lproj/Localizable.strings")
        #expect(SARIFURI.percentEncodedPath("a-b_c.d~e/F9") == "a-b_c.d~e/F9")
        #expect(SARIFURI.percentEncodedPath("50%+x:y#z?.json") == "50%25%2Bx%3Ay%23z%3F.json")
        #expect(SARIFURI.percentEncodedPath("Café 👋") == "Caf%C3%A9%20%F0%9F%91%8B")
        #expect(SARIFURI.normalizedRelativePath("./App//Resources/./x.strings") == "App/Resources/x.strings")
        #expect(SARIFURI.directoryURI(absolutePath: "/Users/me/My Repo") == "file:///Users/me/My%20Repo/")
        #expect(SARIFURI.directoryURI(absolutePath: "/") == "file:///")
        #expect(SARIFURI.fileURI(absolutePath: "/tmp/ja.lproj/a b.strings") == "file:///tmp/ja.lproj/a%20b.strings")
    }

    @Test func textHelpers() {
        #expect(SARIFRuleDescriptors.pascalCase("Missing Translation") == "MissingTranslation")
        #expect(SARIFRuleDescriptors.pascalCase("format-specifier mismatch") == "FormatSpecifierMismatch")
        #expect(SARIFText.sentence("'a' is missing") == "'a' is missing.")
        #expect(SARIFText.sentence("Done.") == "Done.")
        #expect(SARIFText.resultMessage("'list[0]' is empty") == "'list[0]' is empty.")
        #expect(SARIFText.resultMessage(#"'[x](1)' is empty"#) == #"'\[x\](1)' is empty."#)
        #expect(SARIFText.plainText("Mark it `new` or **stale**; keep needs_review") == "Mark it new or stale; keep needs_review")
        #expect(SARIFText.paragraphs("One\ntwo.\n\n  Three.\n") == ["One two.", "Three."])
        let long = String(repeating: "word ", count: 400)
        let cut = SARIFText.truncated(long, to: 1024)
        #expect(cut.utf16.count <= 1024)
        #expect(cut.hasSuffix("word…"))
        #expect(SARIFText.truncated("short", to: 1024) == "short")
    }

    @Test func timestampsAreRFC3339UTC() {
        #expect(SARIFText.timestamp(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00.000Z")
        #expect(SARIFText.timestamp(Date(timeIntervalSince1970: 951_782_400.5)) == "2000-02-29T00:00:00.500Z")
        #expect(SARIFText.timestamp(Date(timeIntervalSince1970: 1_735_689_599.75)) == "2024-12-31T23:59:59.750Z")
    }
}
