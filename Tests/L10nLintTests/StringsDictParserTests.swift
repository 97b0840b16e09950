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

@Suite struct StringsDictParserTests {
    typealias Support = ParserTestSupport

    private func parse(_ text: String) -> (file: SourceFile, entries: [LocaleTableEntry], findings: ParseFindings) {
        let file = Support.file(text, path: "zh-Hans.lproj/Localizable.stringsdict")
        let result = StringsDictParser.parse(file)
        return (file, result.entries, result.findings)
    }

    private func end(_ file: SourceFile, _ range: SourceRange?) -> String {
        range.map { file.text.position(at: $0.end).description } ?? "none"
    }

    /// Indented with tabs (one column each), as Xcode writes it.
    static let realistic = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>plural.count.followers</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@count@</string>
        \t\t<key>count</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>ld</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%ld 位关注者</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%ld 位关注者😀</string>
        \t\t</dict>
        \t</dict>
        \t<key>a11y.notification</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>有 %#@notification_count@ 😀</string>
        \t\t<key>notification_count</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>d</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%d 条未读通知</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>
        """

    @Test func readsPluralRulesAsSubstitutionsWithPositions() throws {
        let (file, entries, findings) = parse(Self.realistic)
        #expect(findings.failures.isEmpty && findings.duplicates.isEmpty)
        #expect(entries.map(\.key) == ["plural.count.followers", "a11y.notification"])
        #expect(entries.map { Support.position(file, $0.keyRange) } == ["5:7", "21:7"])
        let followers = entries[0].value
        #expect(followers.unit?.value == "%#@count@")
        #expect(followers.unit?.state == .translated)
        #expect(Support.position(file, followers.unit?.range) == "8:3")
        #expect(end(file, followers.unit?.range) == "8:29")
        let count = try #require(followers.substitutions.first)
        #expect(followers.substitutions.count == 1)
        #expect(count.name == "count" && count.formatSpecifier == "ld" && count.argumentNumber == nil)
        #expect(Support.position(file, count.nameRange) == "9:8")
        let variations = try #require(count.variations)
        #expect(variations.kind == .plural)
        #expect(variations.variants.map(\.selector) == ["one", "other"])
        #expect(variations.variants.map { Support.position(file, $0.selectorRange) } == ["15:9", "17:9"])
        #expect(variations.variants.map { $0.value.unit?.value } == ["%ld 位关注者", "%ld 位关注者😀"])
        #expect(variations.variants.map { Support.position(file, $0.value.unit?.range) } == ["16:4", "18:4"])
        #expect(end(file, variations.variants.last?.value.unit?.range) == "18:31")
        #expect(entries[1].value.unit?.value == "有 %#@notification_count@ 😀")
        #expect(entries[1].value.substitutions.map(\.formatSpecifier) == ["d"])
        #expect(entries[1].value.hasPluralVariants)
    }

    @Test func decodesEntitiesCDATAAndSkipsComments() throws {
        let (_, entries, findings) = parse("""
            <plist><dict>
            <!-- a comment before the key -->
            <key>rich</key>
            <dict>
              <key>NSStringLocalizedFormatKey</key>
              <string>&lt;b&gt;%#@n@&lt;/b&gt; &amp; &quot;q&quot; &apos;a&apos; &#65;&#x1F600;<!-- inside --> tail</string>
              <key>n</key>
              <dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>lld</string>
                <key>one</key><string><![CDATA[<b>%lld</b> & one]]></string>
                <key>other</key><string xml:space="preserve"/>
              </dict>
            </dict>
            </dict></plist>
            """)
        #expect(findings.failures.isEmpty)
        let value = try #require(entries.first?.value)
        #expect(value.unit?.value == "<b>%#@n@</b> & \"q\" 'a' A😀 tail")
        #expect(value.substitutions.first?.formatSpecifier == "lld")
        #expect(value.substitutions.first?.variations?.variants.map { $0.value.unit?.value } == ["<b>%lld</b> & one", ""])
    }

    @Test func readsDeviceAndWidthRulesAsDeviceVariations() throws {
        let (file, entries, findings) = parse("""
            <plist version="1.0"><dict>
            <key>tap</key>
            <dict>
              <key>NSStringDeviceSpecificRuleType</key>
              <dict>
                <key>iphone</key><string>轻点</string>
                <key>mac</key><string>点按</string>
                <key>appletv</key>
                <dict>
                  <key>NSStringLocalizedFormatKey</key><string>%#@c@</string>
                  <key>c</key>
                  <dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>other</key><string>%d 次</string></dict>
                </dict>
              </dict>
            </dict>
            <key>welcome</key>
            <dict>
              <key>NSStringVariableWidthRuleType</key>
              <dict><key>20</key><string>Hi</string><key>50</key><string>欢迎</string></dict>
            </dict>
            </dict></plist>
            """)
        #expect(findings.failures.isEmpty)
        let tap = try #require(entries.first?.value.variations)
        #expect(entries.first?.value.unit == nil)
        #expect(tap.kind == .device)
        #expect(tap.variants.map(\.selector) == ["iphone", "mac", "appletv"])
        #expect(tap.variants.map { Support.position(file, $0.selectorRange) } == ["6:10", "7:10", "8:10"])
        #expect(tap.variants.map { $0.value.unit?.value } == ["轻点", "点按", "%#@c@"])
        #expect(tap.variants.last?.value.substitutions.first?.variations?.variants.map { $0.value.unit?.value } == ["%d 次"])
        #expect(tap.variants.last?.value.substitutions.first?.formatSpecifier == nil)
        let welcome = try #require(entries.last?.value.variations)
        #expect(welcome.kind == .device && welcome.variants.map(\.selector) == ["20", "50"])
        #expect(welcome.variants.map { $0.value.unit?.value } == ["Hi", "欢迎"])
    }

    @Test func reportsDuplicateKeysInAnyDictAndKeepsTheLast() {
        let (file, entries, findings) = parse("""
            <plist><dict>
            <key>a</key><dict><key>NSStringLocalizedFormatKey</key><string>first</string></dict>
            <key>b</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>one</key><string>1</string><key>one</key><string>uno</string></dict></dict>
            <key>a</key><dict><key>NSStringLocalizedFormatKey</key><string>second</string></dict>
            </dict></plist>
            """)
        #expect(findings.failures.isEmpty)
        #expect(entries.map(\.key) == ["a", "b"])
        #expect(entries.first?.value.unit?.value == "second")
        #expect(Support.position(file, entries.first?.keyRange) == "5:6")
        #expect(entries.last?.value.substitutions.first?.variations?.variants.map { $0.value.unit?.value } == ["uno"])
        #expect(findings.duplicates.map(\.key) == ["one", "a"])
        #expect(findings.duplicates.map { Support.position(file, $0.first) } == ["4:99", "2:6"])
        #expect(findings.duplicates.map { Support.position(file, $0.duplicate) } == ["4:131", "5:6"])
    }

    /// Dicts of 16 keys or more are indexed instead of searched; both paths agree.
    @Test func findsDuplicatesInLargeDicts() {
        let entry = { (key: String, value: String) in
            "<key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>\(value)</string></dict>\n"
        }
        let body = (0..<20).map { entry("k\($0)", "v\($0)") }.joined() + entry("k3", "last") + entry("k19", "again")
        let (file, entries, findings) = parse("<plist><dict>\n" + body + "</dict></plist>")
        #expect(findings.failures.isEmpty)
        #expect(entries.count == 20)
        #expect(entries[3].value.unit?.value == "last" && entries[19].value.unit?.value == "again")
        #expect(findings.duplicates.map(\.key) == ["k3", "k19"])
        #expect(findings.duplicates.map { Support.position(file, $0.first) } == ["5:6", "21:6"])
        #expect(findings.duplicates.map { Support.position(file, $0.duplicate) } == ["22:6", "23:6"])
    }

    @Test func collectsStructuralProblemsAndKeepsReading() {
        let (_, entries, findings) = parse("""
            <plist><dict>
            <key>not.dict</key><string>x</string>
            <key>ok</key><dict><key>NSStringLocalizedFormatKey</key><string>fine</string></dict>
            <key>no.format</key><dict><key>note</key><string>ignored</string></dict>
            <key>bad.format</key><dict><key>NSStringLocalizedFormatKey</key><array/></dict>
            <key>no.spec</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>other</key><string>x</string></dict></dict>
            <key>bad.spec</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringOtherRule</string></dict></dict>
            <key>bad.variant</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>one</key><integer>1</integer><key>other</key><string>ok</string></dict></dict>
            <key>empty</key><dict/>
            </dict></plist>
            """)
        #expect(entries.map(\.key) == ["ok", "no.format", "bad.format", "no.spec", "bad.spec", "bad.variant", "empty"])
        #expect(entries.first { $0.key == "bad.variant" }?.value.substitutions.first?.variations?.variants.map(\.selector) == ["other"])
        #expect(Support.failures(findings) == [
            "2:20: expected <dict> as the value of 'not.dict', found <string>",
            "4:6: expected NSStringLocalizedFormatKey in 'no.format'",
            "5:65: expected <string> as NSStringLocalizedFormatKey in 'bad.format', found <array>",
            "6:89: expected NSStringFormatSpecTypeKey in 'n' of 'no.spec'",
            "7:139: expected NSStringFormatSpecTypeKey NSStringPluralRuleType in 'n' of 'bad.spec', found 'NSStringOtherRule'",
            "8:195: expected <string> for plural category 'one' in 'n' of 'bad.variant', found <integer>",
            "9:6: expected NSStringLocalizedFormatKey in 'empty'",
        ])
    }

    @Test func reportsARootThatIsNotADict() {
        let (_, entries, findings) = parse("<plist><array/></plist>")
        #expect(entries.isEmpty)
        #expect(Support.failures(findings) == ["1:8: expected <dict> as the root of a .stringsdict plist, found <array>"])
    }

    @Test(arguments: [
        (#"<plist><dict><key>a</key><string x="1" <</string></dict></plist>"#, "1:40: expected '>' to close <string>, found '<'"),
        ("<plist><dict><key>a</key><string>x</dict></plist>", "1:35: expected </string>, found </dict>"),
        ("<plist>\n<dict>\n<key>a</key>\n<string>x</string>\n", "2:1: unexpected end of file, expected </dict> to close this <dict>"),
        ("<plist><dict><key>a</key><string>abc", "1:26: unexpected end of file, expected </string> to close this <string>"),
        ("<plist><dict><key>a</key><string>x</string ", "1:44: unexpected end of file, expected '>' to close </string>"),
        ("<plist><dict><key>a</key><strin>x</strin></dict></plist>", "1:26: unknown element <strin>, expected a property list element"),
        ("<plist><string>a &nbsp; b</string></plist>", "1:18: unknown entity '&nbsp;', expected &lt; &gt; &amp; &quot; &apos; or &#…;"),
        ("<plist><string>Terms & Conditions</string></plist>", "1:22: unescaped '&', expected an entity such as '&amp;'"),
        ("<plist><string>&#xD800;</string></plist>", "1:16: invalid character reference '&#xD800;', expected a Unicode scalar value"),
        ("<plist><string>a < b</string></plist>", "1:18: unescaped '<', expected '&lt;' or </string>"),
        ("<!-- never closed", "1:1: unterminated comment, expected '-->'"),
        ("<plist><string><![CDATA[x</string></plist>", "1:16: unterminated CDATA section, expected ']]>'"),
        (#"<?xml version="1.0""#, "1:1: unterminated processing instruction, expected '?>'"),
        ("<!DOCTYPE plist [", "1:1: unterminated <!DOCTYPE>, expected '>'"),
        ("<plist><dict>text</dict></plist>", "1:14: expected <key> or </dict>, found 't'"),
        ("<plist><dict><string>x</string></dict></plist>", "1:14: expected <key> or </dict>, found <string>"),
        ("<plist><dict><![CDATA[x]]></dict></plist>", "1:14: expected <key> or </dict>, found '<![CDATA['"),
        ("<plist><dict><key>a</key></dict></plist>", "1:26: expected a value for key 'a', found </dict>"),
        ("<plist><dict><key>a</key><key>b</key></dict></plist>", "1:26: expected a value for key 'a', found <key>"),
        ("<plist><dict></array></plist>", "1:14: expected </dict>, found </array>"),
        ("<plist><dict><key>a</key><plist/></dict></plist>", "1:26: expected a value for key 'a', found <plist>"),
        ("<plist><array><plist></plist></array></plist>", "1:15: expected a value or </array>, found <plist>"),
        ("<plist><array><key>a</key></array></plist>", "1:15: expected a value or </array>, found <key>"),
        ("<plist></plist>", "1:8: expected a value in <plist>, found </plist>"),
        ("<plist><dict/><dict/></plist>", "1:15: expected </plist>, found <dict>"),
        ("<plist><dict/></plist><dict/>", "1:23: expected end of file after the property list, found <dict>"),
        ("<plist><dict/></plist>\njunk", "2:1: expected end of file after the property list, found 'j'"),
        ("<plist><true>x</true></plist>", "1:8: expected </true> right after <true>, found text"),
        ("</plist>", "1:1: expected a property list, found </plist>"),
        ("hello", "1:1: expected a property list, found 'h'"),
        ("", "1:1: unexpected end of file, expected a property list"),
        ("bplist00\u{1}", "1:1: expected an XML property list, found a binary property list"),
    ])
    func reportsMalformedXMLPrecisely(input: String, expected: String) {
        let (_, entries, findings) = parse(input)
        #expect(Support.failures(findings) == [expected])
        #expect(entries.isEmpty)
    }

    @Test func reportsInvalidUTF8AndNULBytes() {
        let prefix = Array("<plist><dict><key>中".utf8)
        let invalid = StringsDictParser.parse(Support.file(bytes: prefix + [0xC3] + Array("</key></dict></plist>".utf8)))
        #expect(Support.failures(invalid.findings) == ["1:20: invalid UTF-8 byte sequence"])
        let nul = StringsDictParser.parse(Support.file(bytes: prefix + [0] + Array("</key></dict></plist>".utf8)))
        #expect(Support.failures(nul.findings) == ["1:20: expected UTF-8 or UTF-16 text, found a NUL byte"])
    }

    @Test func capsNestingInsteadOfOverflowingTheStack() {
        let deep = StringsDictParser.parse(Support.file(String(repeating: "<array>", count: 100_000)))
        #expect(Support.failures(deep.findings) == ["1:3585: nesting too deep, expected at most 512 nested elements"])
        let limit = PlistXMLParser.maximumDepth
        let allowed = String(repeating: "<array>", count: limit) + String(repeating: "</array>", count: limit)
        let result = allowed.utf8.withContiguousStorageIfAvailable { PlistXMLParser.parse($0) }
        #expect((try? result?.get())?.root.elementName == "<array>")
    }

    @Test func readsEveryScalarElement() throws {
        let text = "<plist><array><true/><false></false><integer> 42 </integer><real>1.5</real><date>2024-01-01T00:00:00Z</date><data>AAE=</data><string/></array></plist>"
        let result = text.utf8.withContiguousStorageIfAvailable { PlistXMLParser.parse($0) }
        let document = try #require(try result?.get())
        guard case .array(let items) = document.root.content else {
            Issue.record("expected an array root")
            return
        }
        #expect(items.map(\.elementName) == ["<true/>", "<false/>", "<integer>", "<real>", "<date>", "<data>", "<string>"])
        #expect(items.map { $0.range.count } == [7, 15, 23, 16, 33, 17, 9])
        if case .integer(let literal) = items[2].content { #expect(literal == " 42 ") }
    }

    @Test func neverTrapsOnTruncatedOrMutatedInput() {
        let sample = Array(Self.realistic.utf8.prefix(900)) + Array("&amp;&#x1F600;<![CDATA[x]]><!-- c --></string></dict></dict></plist>".utf8)
        let alphabet = Array("<>/!?-[]&#;x\"' keydictstring中".utf8) + [0, 0xFF, 0xF0]
        for bytes in Support.mutations(of: sample, alphabet: alphabet, count: 1500, seed: 7) {
            let file = Support.file(bytes: bytes, path: "x.stringsdict")
            let (entries, findings) = StringsDictParser.parse(file)
            let ranges = entries.flatMap { entry in [entry.keyRange] + entry.value.allUnits.map(\.unit.range) }
                + findings.duplicates.flatMap { [$0.first, $0.duplicate] }
            #expect(ranges.allSatisfy { 0 <= $0.start && $0.start <= $0.end && $0.end <= bytes.count })
        }
    }

    @Test func parsesTheSharedCorpus() throws {
        guard let corpus = Support.corpusDirectory() else {
            print("StringsDictParserTests: skipped the corpus test, no shared/corpus next to the package or at /work/shared/corpus")
            return
        }
        let urls = Support.files(in: corpus, withSuffix: ".stringsdict")
        var problems: [String] = []
        var substitutionCount = 0
        for url in urls {
            let raw = try [UInt8](Data(contentsOf: url))
            switch TextDecoder.decode(raw, allowUTF16: true) {
            case .failure(let failure):
                problems.append("\(url.path): \(failure.message)")
            case .success(let decoded):
                let file = SourceFile(id: FileID(0), path: url.path, text: SourceText(bytes: decoded.bytes), encoding: decoded.encoding)
                let result = StringsDictParser.parse(file)
                substitutionCount += result.entries.reduce(0) { $0 + $1.value.substitutions.count }
                problems += result.findings.failures.map { "\($0.location): \($0.message)" }
            }
        }
        print("StringsDictParserTests: \(urls.count) corpus .stringsdict files, \(substitutionCount) plural substitutions")
        #expect(urls.count > 0)
        #expect(problems == [])
    }

    /// Throughput on the corpus files; run with `L10N_BENCHMARK=1` and `-c release`.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["L10N_BENCHMARK"] != nil))
    func throughput() throws {
        guard let corpus = Support.corpusDirectory() else { return }
        let texts = try Support.files(in: corpus, withSuffix: ".stringsdict").map { try [UInt8](Data(contentsOf: $0)) }
        let files = (0..<50).flatMap { _ in texts.map { Support.file(bytes: $0, path: "x.stringsdict") } }
        let start = ContinuousClock.now
        let entries = files.reduce(0) { $0 + StringsDictParser.parse($1).entries.count }
        let seconds = (ContinuousClock.now - start) / .seconds(1)
        let megabytes = Double(files.reduce(0) { $0 + $1.text.bytes.count }) / 1_000_000
        print("StringsDictParser corpus: \(Int(megabytes)) MB, \(entries) entries, \(Int(megabytes / seconds)) MB/s")
    }
}
