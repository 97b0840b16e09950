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

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("Start recording", 15),
        ("开始录音", 8),
        ("播放示范回答", 12),
        ("中文（简体）", 12),
        ("한국어", 6),
        ("日本語テキスト", 14),
        ("ｶﾀｶﾅ", 4),  // halfwidth katakana
        ("ＡＢＣ", 6),  // fullwidth Latin
        ("e\u{301}", 1),  // combining acute
        ("a\u{200B}b", 2),  // zero-width space
        ("a\u{200D}b", 2),  // lone zero-width joiner
        ("\u{AD}", 0),  // soft hyphen
        ("🔥", 2),
        ("👨‍👩‍👧", 2),  // ZWJ family
        ("🇨🇳", 2),  // flag
        ("👍🏽", 2),  // skin tone
        ("❤️", 2),  // VS16 forces emoji presentation
        ("❤", 1),  // text presentation by default
        ("1️⃣", 2),  // keycap
        ("©", 1),
        ("连续 7 天 🔥", 12),
        ("\u{1100}\u{1161}\u{11A8}", 2),  // conjoining jamo 각
        ("", 0),
    ])
    func width(_ text: String, _ expected: Int) {
        #expect(DisplayWidth.of(text) == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func wideRangesAreSortedAndDisjoint() {
        let ranges = DisplayWidth.wideRanges
        for (lower, upper) in zip(ranges, ranges.dropFirst()) {
            #expect(lower.upperBound < upper.lowerBound)
        }
    }

    /// The per-scalar fast path must agree with grapheme-by-grapheme measuring.
    @Test func fastPathAgreesWithClusters() {
        for text in ["开始录音 Start", "한국어 텍스트", "ｶﾀｶﾅ・ひらがな、カタカナ。", "Ünïcödé ǅ ʰ", "〜〇々〆"] {
            #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) }, "\(text)")
        }
    }

    /// Placeholders without Markdown skip the scanner: the visible text must be the scanner's.
    @Test(arguments: [
        "%lld lessons", "50%% off", "%1$@ 和 %2$@", "%#@count@ 件", "%@\u{301}é", "100 % sûr", "%", "连续 %lld 天 🔥",
        "%arg Beiträge", "%1$-3lld%%", "%.2f%", "%ld\u{1F44D}\u{1F3FD}", "%%%@", "%1$@%2$@%3$@",
    ])
    func placeholdersWithoutMarkdownSkipTheScanner(_ text: String) {
        #expect(!MarkdownInline.mayContainMarkup(text))
        #expect(MarkdownInline.visibleTextOfPlainText(text) == MarkdownInline(parsing: text, keepingVisibleText: true).visibleText)
    }

    @Test(arguments: [("%lld lessons", 8), ("50%% off", 7), ("%1$@ 和 %2$@", 4), ("%#@count@ 件", 3), ("连续 %lld 天 🔥", 11)])
    func renderedWidthLeavesPlaceholdersOut(_ text: String, _ width: Int) {
        #expect(DisplayWidth.ofRendered(text) == width)
    }

    /// Every scalar the byte-level fast path measures is a grapheme cluster on its own, next to
    /// anything else of the fast set, and has the width the cluster measuring gives it.
    @Test func fastSetScalarsNeverJoinAndMeasureAsClusters() {
        var wrong: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let width = DisplayWidth.simpleWidth(of: value), let scalar = Unicode.Scalar(value) else { continue }
            let text = "a\(scalar)\(scalar)é\(scalar)开"
            if text.count != 6 || width != DisplayWidth.of(Character(scalar)) || DisplayWidth.of(text) != Self.clusterWidth(text) {
                wrong.append(String(value, radix: 16))
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(20))")
    }

    /// `widest(utf8Count:)` bounds every width without reading the text (length-budget passes
    /// short sources by on it): every scalar alone, those that may start a sequence before each
    /// selector, joiner, mark, keycap and skin tone, and texts of sequences and placeholders,
    /// are no wider than their UTF-8 bytes.
    @Test func noTextIsWiderThanItsBytes() {
        var wrong: [String] = []
        let joiners = ["", "\u{FE0F}", "\u{200D}", "\u{20E3}", "\u{301}", "\u{1F3FD}"]
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            // Sequences for the scalars that may start one: the BMP and the emoji planes' block.
            for joiner in value < 0x10000 || (0x1F000..<0x1FB00).contains(value) ? joiners : [""] {
                let text = "\(scalar)\(joiner)"
                guard DisplayWidth.of(text) > DisplayWidth.widest(utf8Count: text.utf8.count) else { continue }
                wrong.append(String(value, radix: 16) + joiner.unicodeScalars.map { String($0.value, radix: 16) }.joined())
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(20))")
        for text in ["1️⃣", "👨‍👩‍👧", "🇨🇳", "©️", "‼️", "한국어", "ｶﾀｶﾅ", "%@ 件", "**开始**", "[开](https://a.b)", "x"] {
            #expect(DisplayWidth.ofRendered(text) <= DisplayWidth.widest(utf8Count: text.utf8.count), "\(text)")
            #expect(DisplayWidth.of(text) <= DisplayWidth.widest(utf8Count: text.utf8.count), "\(text)")
        }
        #expect(DisplayWidth.widest(utf8Count: 4) == DisplayWidth.of("Stop"))
    }

    /// Widths on bytes (and placeholders skipped on bytes) agree with measuring the visible text
    /// cluster by cluster, on text that joins clusters across and next to placeholders.
    @Test(arguments: [
        "Streak 1 — “es”", "%lld lessons 0 🎉", "👨‍👩‍👧 family", "🇨🇳🇯🇵 flags", "e\u{301}", "%@\u{301}é", "a%lld\u{200D}🎉",
        "‼️ alert", "‼ alert", "한국어 \u{1100}\u{1161}\u{11A8}", "ｶﾀｶﾅ%d", "%ld\u{1F44D}\u{1F3FD}", "🌡 %d°", "🌡️", "…%1$@…",
        "\u{2028}line", "a\u{200B}b", "Lehrer*innen %lld", "%#@count@ 件", "50%% off", "%", "〜%arg〆", "✅ Done", "Done\u{7F}",
    ])
    func bytesAgreeWithClusters(_ text: String) {
        #expect(DisplayWidth.of(text) == Self.clusterWidth(text))
        if !MarkdownInline.mayContainMarkup(text) {
            #expect(DisplayWidth.ofRendered(text) == Self.clusterWidth(MarkdownInline.visibleTextOfPlainText(text)))
        }
    }

    /// The width measured grapheme cluster by cluster, without any fast path.
    private static func clusterWidth(_ text: String) -> Int { text.reduce(0) { $0 + DisplayWidth.of($1) } }

    @Test func ideographsOutsideTheBmpAreWide() {
        #expect(DisplayWidth.isWide("𠀀"))  // U+20000, CJK Extension B
        #expect(!DisplayWidth.isWide("a"))
        #expect(!DisplayWidth.isWide("é"))
    }
}
