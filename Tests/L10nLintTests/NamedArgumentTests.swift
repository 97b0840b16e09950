import Testing
@testable import L10nModel
@testable import L10nParsing
@testable import L10nAnalysis

/// Xcode 26's named format specifiers (`%(count)lld`) and Foundation's attribute markup
/// (`^[%lld day](inflect: true)`), as the parser, the argument model and the heuristics read them.
@Suite struct NamedArgumentTests {
    private func specifier(_ text: String) throws -> FormatSpecifier {
        let tokens = FormatStringParser.tokens(in: text)
        #expect(tokens.count == 1, "\(tokens)")
        return try #require(tokens.first?.specifier, "\(text) is not one specifier")
    }

    private static let range = SourceRange(file: FileID(0), start: 0, end: 4)

    @Test func aNamedSpecifierIsOneArgumentWithItsNameAndType() throws {
        let count = try specifier("%(count)lld")
        #expect(count.name == "count")
        #expect(count.argumentType == .integer(bits: 64))
        #expect(count.canonicalText == "%(count)lld")
        let city = try specifier("%(city)@")
        #expect(city.name == "city" && city.argumentType == .object)
        let padded = try specifier("%(price_2)-8.2f")
        #expect(padded.name == "price_2" && padded.flags == "-" && padded.width == .fixed(8) && padded.precision == .fixed(2))
        #expect(padded.argumentType == .double && padded.canonicalText == "%(price_2)f")
        let size = try specifier("%(size)zu")
        #expect(size.length == .z)
    }

    @Test func textThatIsNotANamedSpecifierReadsAsBefore() {
        // Not an identifier, never closed, or no conversion after the name: what it was before.
        for text in ["50%(approx.)", "%(2x)d", "%(count", "100%() done", "%(name)y"] {
            #expect(FormatStringParser.tokens(in: text).allSatisfy { $0.specifier?.name == nil }, "\(text)")
        }
        #expect(FormatStringParser.tokens(in: "%(name)y").map(\.kind) == [.invalid])
        #expect(FormatStringParser.tokens(in: "%%(count)lld").map(\.kind) == [.percentLiteral])
    }

    @Test func namesAreNumberedByFirstUseWithTheUnnamedOnes() {
        let uses = FormatString("%(count)lld in %@, %(count)lld again, %(city)@").argumentUses()
        #expect(uses.map(\.index) == [1, 2, 1, 3])
        #expect(uses.map(\.type) == [.integer(bits: 64), .object, .integer(bits: 64), .object])
    }

    @Test func aTranslationsNamesAreItsSourcesArguments() {
        let source = ValueArguments(LocalizedValue(unit: StringUnit(value: "%(count)lld visits to %(city)@", state: .translated, range: Self.range)))
        #expect(source.names == ["count": 1, "city": 2])
        let reordered = ValueArguments(LocalizedValue(unit: StringUnit(value: "À %(city)@ : %(count)lld", state: .translated, range: Self.range)), sourceNames: source.names)
        #expect(reordered.indices == [1, 2])
        #expect(reordered.reads(of: 1).first?.use.type == .integer(bits: 64))
        let renamed = ValueArguments(LocalizedValue(unit: StringUnit(value: "%(count)lld a %(town)@ y %(town)@", state: .translated, range: Self.range)), sourceNames: source.names)
        #expect(renamed.indices == [1, ValueArguments.unknownNameIndex])
    }

    @Test func attributeMarkupSpansAndTheirAttributes() {
        let text = "^[%lld day](inflect: true) with ^[Bäckerei](morphology: {partOfSpeech: \"noun\", number: \"one\"}) and [a link](https://x.com)"
        let spans = AttributeMarkup.spans(in: text)
        #expect(spans.map(\.attributes) == ["inflect: true", "morphology: {partOfSpeech: \"noun\", number: \"one\"}"])
        #expect(spans.allSatisfy { $0.isGrammarAgreement })
        #expect(AttributeMarkup.spans(in: "Press \\^[x](y) or ^[never closed](inflect: true").isEmpty)
        #expect(AttributeMarkup.spans(in: "^[Bold](custom: 1)").first?.isGrammarAgreement == false)
    }

    @Test func inflectedCountsNeedNoPluralVariants() {
        let counts = { (text: String) in CountHeuristics.countTokens(in: text, spareNonCounts: true).map(\.text) }
        #expect(counts("^[%lld day](inflect: true)").isEmpty)
        #expect(counts("%lld ^[apple](agreeWithArgument: 1)").isEmpty)
        #expect(counts("^[Level](inflect: true) %lld visits") == ["%lld"])
        #expect(counts("%(count)lld landmarks") == ["%(count)lld"])
    }

    /// length-budget measures, and unchanged-translation compares, the text around them.
    @Test func widthAndProseLeaveNamedSpecifiersAndMarkupOut() {
        #expect(DisplayWidth.ofRendered("%(count)lld visits") == DisplayWidth.ofRendered("%lld visits"))
        #expect(DisplayWidth.ofRendered("^[%(count)lld day](inflect: true)") == DisplayWidth.of(" day"))
        #expect(LetterContent.prose("%(count)lld · %(city)@") == " · ")
    }

    @Test func attributeMarkupIsNeitherALinkNorVisibleSyntax() {
        let markdown = MarkdownInline(parsing: "^[**%lld** day](inflect:true) · [Terms](https://x.com)", keepingVisibleText: true)
        #expect(markdown.links.map(\.destination) == ["https://x.com"])
        #expect(markdown.boldCount == 1)
        #expect(markdown.visibleText == " day · Terms")
    }
}
