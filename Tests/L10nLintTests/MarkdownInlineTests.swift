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

@Suite struct MarkdownInlineTests {
    private func counts(_ text: String) -> [Int] {
        let markdown = MarkdownInline(parsing: text)
        return [markdown.boldCount, markdown.italicCount, markdown.codeCount, markdown.links.count, markdown.unmatchedStrongOffsets.count]
    }

    @Test(arguments: [
        // text, [bold, italic, code, links, unmatched **]
        ("Unlock **all** lessons", [1, 0, 0, 0, 0]),
        ("解锁**全部**课程", [1, 0, 0, 0, 0]),
        ("**Bold** and *italic* and `code`", [1, 1, 1, 0, 0]),
        ("__strong__ _em_", [1, 1, 0, 0, 0]),
        ("5 * 3 = 15", [0, 0, 0, 0, 0]),
        ("Price*", [0, 0, 0, 0, 0]),
        ("Lehrer*innen und Schüler*innen", [0, 0, 0, 0, 0]),
        ("snake_case_name", [0, 0, 0, 0, 0]),
        ("policy for **%@**, you can go back", [1, 0, 0, 0, 0]),
        ("**%@**のモデレータ", [1, 0, 0, 0, 0]),
        ("Use %*d here", [0, 0, 0, 0, 0]),
        ("Unlock **all lessons", [0, 0, 0, 0, 1]),
        ("** Note **", [0, 0, 0, 0, 2]),
        ("引用**“原文”**后", [0, 0, 0, 0, 2]),  // punctuation inside the run: not bold in CommonMark
        ("***both***", [1, 1, 0, 0, 0]),
        ("Card ending in ****1234", [0, 0, 0, 0, 0]),
        ("* * *", [0, 0, 0, 0, 0]),
        ("***", [0, 0, 0, 0, 0]),
        ("`**not bold**`", [0, 0, 1, 0, 0]),
        ("\\*\\*literal\\*\\*", [0, 0, 0, 0, 0]),
        ("Read the [terms](https://lingo.app/terms)", [0, 0, 0, 1, 0]),
        ("[**Terms**](https://x.com/a_(b)_c)", [1, 0, 0, 1, 0]),
        ("Thanks to [@_saagarjha](https://twitter.com/_saagarjha)", [0, 0, 0, 1, 0]),
        ("[not a link] (x)", [0, 0, 0, 0, 0]),
        ("<https://a.com/*x*>", [0, 0, 0, 0, 0]),
    ] as [(String, [Int])])
    func spans(_ text: String, _ expected: [Int]) {
        #expect(counts(text) == expected, "\(text)")
    }

    @Test func linkDestinations() {
        let markdown = MarkdownInline(parsing: "See [Terms](https://lingo.app/terms \"Terms\") and [隐私](https://lingo.app/privacy)")
        #expect(markdown.links.map(\.destination) == ["https://lingo.app/terms", "https://lingo.app/privacy"])
        #expect(markdown.links.map(\.text) == ["Terms", "隐私"])
    }

    @Test func visibleTextDropsMarkersDestinationsAndPlaceholders() {
        #expect(MarkdownInline(parsing: "Unlock **all** lessons", keepingVisibleText: true).visibleText == "Unlock all lessons")
        #expect(MarkdownInline(parsing: "连续 %lld 天 🔥", keepingVisibleText: true).visibleText == "连续  天 🔥")
        #expect(MarkdownInline(parsing: "Read [terms](https://x.com) `now`", keepingVisibleText: true).visibleText == "Read terms now")
        #expect(MarkdownInline(parsing: "100%% *sure*", keepingVisibleText: true).visibleText == "100% sure")
        #expect(MarkdownInline(parsing: "Unlock **all lessons", keepingVisibleText: true).visibleText == "Unlock **all lessons")
    }

    @Test func unmatchedOffsetsAreUTF8OffsetsInTheText() {
        let text = "解锁**全部课程"
        #expect(MarkdownInline(parsing: text).unmatchedStrongOffsets == [6])
    }

    /// Unpaired markers must not make the scanner quadratic: each of these would take minutes.
    /// A hang guard (the time limit), not a speed measure: speed lives in the benchmark.
    @Test(.timeLimit(.minutes(2))) func pathologicalValuesStayFast() {
        for unit in ["*a ", "[", "`a", "[a](", "[a](b \"", "** ", "_a_b "] {
            let text = String(repeating: unit, count: 60_000)
            #expect(MarkdownInline(parsing: text).boldCount == 0, "\(unit)")
        }
    }
}
