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

/// The positioned XML reader behind `l10n import`.
@Suite struct XMLReaderTests {
    @Test func readsAttributesTextEntitiesCDATAAndSelfClosingTags() throws {
        let text = "<?xml version=\"1.0\"?>\n<a k='&quot;x&#10;y&quot;' j=\"1\"><b/>A&amp;B &#x1F600;<![CDATA[<中>]]>\r\nz</a>\n"
        let events = try XMLReader.read(Array(text.utf8)).get()
        #expect(events == [
            .start(name: "a", attributes: [.init(name: "k", value: "\"x\ny\"", offset: 25), .init(name: "j", value: "1", offset: 49)], offset: 22),
            .start(name: "b", attributes: [], offset: 55),
            .end(name: "b", offset: 55),
            .text("A&B 😀<中>\nz", offset: 59),
            .end(name: "a", offset: 96),
        ])
    }

    @Test func malformedInputIsAnErrorAtItsOffset() {
        func error(_ text: String) -> TextSyntaxError? {
            if case .failure(let error) = XMLReader.read(Array(text.utf8)) { return error }
            return nil
        }
        #expect(error("<a><b></a>") == TextSyntaxError("expected </b>, found </a>", at: 6))
        #expect(error("<a x=1/>") == TextSyntaxError("expected a quoted value for attribute 'x', found '1'", at: 5))
        #expect(error("<a x='1' x='2'/>") == TextSyntaxError("duplicate attribute 'x' in <a>", at: 9))
        #expect(error("<a>&bogus;</a>") == TextSyntaxError("unknown entity '&bogus;', expected &lt; &gt; &amp; &quot; &apos; or &#…;", at: 3))
        #expect(error("<a/><b/>") == TextSyntaxError("unexpected <b> after the root element", at: 4))
        #expect(error("<a>") == TextSyntaxError("unexpected end of file, expected </a> to close this <a>", at: 0))
        #expect(error("<!DOCTYPE a><a/>") == TextSyntaxError("<!DOCTYPE> is not allowed (entities are never expanded)", at: 0))
    }

    @Test func deepNestingDoesNotRecurse() throws {
        let depth = 100_000
        let text = String(repeating: "<g>", count: depth) + String(repeating: "</g>", count: depth)
        #expect(try XMLReader.read(Array(text.utf8)).get().count == 2 * depth)
    }

    @Test func idsWithEscapedControlCharactersGiveTheirKeyBack() {
        for key in ["a\u{1}b", "back\\slash\u{7}", "\u{1F}"] {
            #expect(XcodeUnitID.unescaped(ReportXLIFFRenderer.id(key: key, variant: "")) == key)
        }
        #expect(XcodeUnitID.unescaped("plain") == nil)
    }
}
