import Testing
@testable import L10nAnalysis
@testable import L10nParsing

/// `InlineLiterals` skips the format-token scan when no token can hold a digit; these check
/// that claim against the format parser itself, on texts built of the pieces tokens are made of.
@Suite struct InlineLiteralsTests {
    @Test func noTokenHoldsADigitWhenTheScanIsSkipped() {
        let pieces = ["%", "@", "d", "l", "lld", "5", "12", ".", "%%", "#@n1@", "(x2)", "(n)", " ", "é", "-", "'", "*", "$", "arg", "f", "值", "\u{301}"]
        var generator = SplitMix64(seed: 17)
        var skipped = 0
        for _ in 0..<20_000 {
            var text = ""
            for _ in 0..<Int.random(in: 1...8, using: &generator) { text += pieces[Int.random(in: 0..<pieces.count, using: &generator)] }
            var bytes = text
            let mayHold = bytes.withUTF8 { FormatStringParser.tokensMayHoldDigits($0) }
            guard !mayHold else { continue }
            skipped += 1
            let utf8 = Array(text.utf8)
            FormatStringParser.forEachValidTokenRange(in: text, allowsArgumentPlaceholder: true) { range in
                #expect(!utf8[range].contains { (0x30...0x39).contains($0) }, "\(text.debugDescription): a token at \(range) holds a digit")
            }
        }
        #expect(skipped > 1_000)
    }

    /// The number scan decodes only scalars whose first byte may begin a digit: every digit of
    /// every script begins with one of those bytes, and a digit after many of the others
    /// (quotes, CJK, Hangul, Cyrillic, emoji) is still found where it is.
    @Test func everyDigitBeginsWithAByteTheScanDecodes() {
        var missed: [String] = []
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), InlineLiterals.digit(scalar) != nil else { continue }
            if !InlineLiterals.mayBeginDigit(String(scalar).utf8.first!) { missed.append(String(value, radix: 16)) }
        }
        #expect(missed.isEmpty, "\(missed.prefix(20))")
        for digit in ["5", "٣", "۵", "߃", "३", "৪", "๓", "၅", "５", "꘣", "𝟓", "🄁"] {
            let text = "“值”안녕Привет🎉 " + digit + " @"
            let numbers = InlineLiterals(text).numbers
            let expected = digit == "🄁" ? [] : [text.utf8.count - digit.utf8.count - 2]
            #expect(numbers.map(\.utf8Offset) == expected, "\(digit)")
        }
    }

    @Test func numbersBesideFormatTokens() {
        #expect(InlineLiterals("%lld of 5 left").numbers.map(\.text) == ["5"])
        #expect(InlineLiterals("%1$@ in 3 days, %2$lld").numbers.map(\.text) == ["3"])
        #expect(InlineLiterals("Save 20%%, %.1f km, 7 stops").numbers.map(\.text) == ["20", "7"])
        #expect(InlineLiterals("%@5 and %(count2)lld").numbers.map(\.text) == ["5"])
        #expect(InlineLiterals("100%").numbers.map(\.text) == ["100"])
    }

    /// A list written without spaces is its numbers; thousands and a decimal are one number.
    @Test func aListWithoutSpacesIsItsNumbers() {
        #expect(InlineLiterals("Show sectors 1,2,3,4,5").numbers.map(\.text) == ["1", "2", "3", "4", "5"])
        #expect(InlineLiterals("Sectors 1,2,3,4,5").numbers.map(\.normalized) == InlineLiterals("Secteurs 1, 2, 3, 4, 5").numbers.map(\.normalized))
        #expect(InlineLiterals("1,234,567 steps, 2,5 km, 1,5,10 m").numbers.map(\.text) == ["1,234,567", "2,5", "1", "5", "10"])
    }

    /// Addresses are found wherever their `@`, `://` or `www.` falls among the eight-byte words
    /// the address test passes over at once.
    @Test func addressesAtEveryOffset() {
        for length in 0...17 {
            let padding = String(repeating: "a ", count: length / 2) + (length % 2 == 1 ? "b " : "")
            #expect(InlineLiterals(padding + "write to me@site.org").addresses.map(\.text) == ["me@site.org"], "offset \(length)")
            #expect(InlineLiterals(padding + "see https://site.org/a").addresses.map(\.text) == ["https://site.org/a"], "offset \(length)")
            #expect(InlineLiterals(padding + "at www.site.org today").addresses.map(\.text) == ["www.site.org"], "offset \(length)")
            #expect(InlineLiterals(padding + "no address in %@ here").addresses.isEmpty, "offset \(length)")
        }
    }

    /// Numbers are found at every offset, after ASCII or another script, and neither a format
    /// token nor a text without digits gives one.
    @Test func numbersAtEveryOffset() {
        for length in 0...17 {
            let padding = String(repeating: "z", count: length)
            #expect(InlineLiterals(padding + " costs 1,000 coins").numbers.map(\.text) == ["1,000"], "offset \(length)")
            #expect(InlineLiterals(padding + "保存 ٣ files, then 42").numbers.map(\.normalized) == ["3", "42"], "offset \(length)")
            #expect(InlineLiterals(padding + " %lld items left").numbers.isEmpty, "offset \(length)")
            #expect(InlineLiterals(padding + " no literal at all here").numbers.isEmpty, "offset \(length)")
        }
    }

    /// `number-parity` skips reading a translation's numbers when its bytes show each source
    /// number written whole: whenever that shortcut says so, the numbers the scan reads agree,
    /// on texts built of digits of several scripts, separators, tokens, addresses and links.
    @Test func aNumberSeenInPlaceIsOneTheScanReads() {
        let pieces = ["7", "42", "0", "1000", "٣", "７", " ", " ", ",", ".", "'", "\u{00A0}", "\u{202F}", "%@", "%lld", "%1$@", "%.1f", "item ", "第", "项", "“", "”",
                      "https://a.io/", "me@a.io", "www.", "[a](", ")", "](7)", "[a](7)", "[b](<42>)", "-", "e", " days ", "天"]
        var generator = SplitMix64(seed: 31)
        var certain = 0
        for _ in 0..<40_000 {
            var text = ""
            for _ in 0..<Int.random(in: 1...7, using: &generator) { text += pieces[Int.random(in: 0..<pieces.count, using: &generator)] }
            // Mostly numbers the text has (the shortcut's common case), sometimes any.
            let links = MarkdownInline(parsing: text).links.map { $0.destinationOffset..<($0.destinationOffset + $0.destination.utf8.count) }
            let own = InlineLiterals(text, linkDestinations: links).numbers.map(\.normalized)
            let values = (own + (Bool.random(using: &generator) ? ["7", "42", "1", "4"] : [])).filter { _ in Bool.random(using: &generator) }
            guard InlineLiterals.certainlyWrites(values.map { .init(text: $0, normalized: $0, utf8Offset: 0, utf8Length: $0.utf8.count) }, in: text) else { continue }
            certain += 1
            let read = Set(own)
            #expect(values.allSatisfy(read.contains), "\(text.debugDescription) reads \(read.sorted()), not all of \(values)")
        }
        #expect(certain > 5_000)
    }

    @Test func numbersSeenInPlace() {
        func writes(_ values: [String], _ text: String, skipping: String? = nil) -> Bool {
            InlineLiterals.certainlyWrites(values.map { .init(text: $0, normalized: $0, utf8Offset: 0, utf8Length: $0.utf8.count) }, skipping: skipping, in: text)
        }
        #expect(writes(["0"], "Review “%@” item 0 (it)"))
        #expect(writes(["3", "7"], "第3项，共7项"))
        #expect(writes(["3"], "免费试用 3 天"))
        #expect(writes(["1"], "%lld reblogs", skipping: "1"))
        #expect(writes([], "no number at all"))
        // Not certain: a separator joins it to more digits, a leading zero, another script's
        // digit beside it, a token holding a digit, an address or a link destination nearby.
        #expect(!writes(["1"], "1,000 coins"))
        #expect(!writes(["000"], "1 000 coins"))
        #expect(!writes(["7"], "07:00"))
        #expect(!writes(["7"], "٣7"))
        #expect(!writes(["7"], "%1$@ in 7 days"))
        #expect(!writes(["7"], "see https://a.io/7 in 7 days"))
        #expect(!writes(["7"], "[step 7](https://a.io) in 7 days"))
        #expect(!writes(["7"], "17 days"))
        #expect(!writes(["1"], "%lld reblogs"))
        #expect(InlineLiterals.hasDigit("Free for ٧ days") && InlineLiterals.hasDigit("7") && !InlineLiterals.hasDigit("一星期 %@") && !InlineLiterals.hasDigit(""))
    }
}
