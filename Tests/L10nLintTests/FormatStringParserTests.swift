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

@Suite struct FormatStringParserTests {
    private func kinds(_ text: String, placeholder: Bool = false) -> [FormatToken.Kind] {
        FormatStringParser.tokens(in: text, allowsArgumentPlaceholder: placeholder).map(\.kind)
    }

    private func specifier(_ text: String) throws -> FormatSpecifier {
        let tokens = FormatStringParser.tokens(in: text)
        #expect(tokens.count == 1, "\(tokens)")
        return try #require(tokens.first?.specifier, "\(text) is not one specifier")
    }

    @Test func plainTextHasNoTokens() {
        #expect(kinds("").isEmpty)
        #expect(kinds("Hello, 世界 🌏").isEmpty)
    }

    @Test func readsFlagsWidthPrecisionLengthAndConversion() throws {
        let padded = try specifier("%-+ #0'12.3lld")
        #expect(padded.flags == "-+ #0'")
        #expect(padded.width == .fixed(12))
        #expect(padded.precision == .fixed(3))
        #expect(padded.length == .ll)
        #expect(padded.conversion == "d")
        #expect(padded.canonicalText == "%lld")
        #expect(try specifier("%.f").precision == .fixed(0))
        #expect(try specifier("%5s").width == .fixed(5))
    }

    @Test func readsEveryLengthModifier() throws {
        let cases: [(String, LengthModifier)] = [
            ("%hhd", .hh), ("%hd", .h), ("%ld", .l), ("%lld", .ll), ("%qd", .q), ("%Lf", .L), ("%zu", .z),
            ("%td", .t), ("%jd", .j), ("%d", .none),
        ]
        for (text, length) in cases {
            #expect(try specifier(text).length == length, "\(text)")
        }
    }

    @Test func readsEveryConversion() throws {
        for conversion in "diouxXfFeEgGaAcCsSp@" {
            let parsed = try specifier("%\(conversion)")
            #expect(parsed.conversion == conversion)
        }
        #expect(kinds("%n") == [.invalid])
    }

    @Test func readsPositionsAndStarArguments() throws {
        let positional = try specifier("%2$@")
        #expect(positional.position == 2)
        let star = try specifier("%*.*f")
        #expect(star.width == .argument(position: nil))
        #expect(star.precision == .argument(position: nil))
        let numberedStar = try specifier("%1$*2$d")
        #expect(numberedStar.position == 1)
        #expect(numberedStar.width == .argument(position: 2))
        // `0$` is no position: the zero is a flag and `$` is not a conversion.
        #expect(kinds("%0$d") == [.invalid])
    }

    @Test func readsPercentLiteralsSubstitutionsAndPlaceholders() {
        #expect(kinds("100%% sure") == [.percentLiteral])
        #expect(kinds("%#@lessons@ left") == [.substitution(name: "lessons", position: nil)])
        #expect(kinds("%1$#@count_posts@") == [.substitution(name: "count_posts", position: 1)])
        #expect(kinds("%arg 人", placeholder: true) == [.argumentPlaceholder])
        // Outside a substitution `%arg` is `%a` (a hexadecimal double) followed by "rg".
        #expect(FormatStringParser.tokens(in: "%arg").map(\.text) == ["%a"])
        // An unterminated reference is the `#` flag on `%@`.
        #expect(FormatStringParser.tokens(in: "%#@name").map(\.text) == ["%#@"])
    }

    @Test func reportsStrayPercentSigns() {
        let tokens = FormatStringParser.tokens(in: "50% 折扣 %y and 100%")
        #expect(tokens.map(\.text) == ["% ", "%y", "%"])
        #expect(tokens.allSatisfy { $0.kind == .invalid })
        // "% d" is valid C (space flag), which is why rules treat it as a likely percent sign.
        let spaced = FormatStringParser.tokens(in: "50 % de réduction")
        #expect(spaced.first?.specifier?.looksLikePercentSign == true)
    }

    /// The walks that only want where tokens are (`forEachToken`, `forEachValidTokenRange`,
    /// `forEachTokenText`) skip building a specifier's parts: they must still see the tokens,
    /// kinds and ranges that `tokens(in:)` builds, on texts made of every piece of the grammar.
    @Test func walksSeeTheTokensThatAreBuilt() {
        let pieces = [
            "%", "%", "%@", "%d", "%1$", "%#@n1@", "%arg", "%(n)", "@", "d", "l", "ll", "h", "q", "5", "12", "1$", "*", "*2$", ".",
            "%%", "#@n1@", "#@", "(x2)", "(n)", "(", ")", " ", "-", "+", "#", "0", "'", "arg", "a", "f", "y", "值", "🔥", "\u{301}",
        ]
        var generator = SplitMix64(seed: 31)
        var (seen, named) = ([FormatToken.Category: Int](), 0)
        for round in 0..<20_000 {
            var text = ""
            for _ in 0..<Int.random(in: 1...9, using: &generator) { text += pieces[Int.random(in: 0..<pieces.count, using: &generator)] }
            let placeholder = round % 2 == 0
            let built = FormatStringParser.tokens(in: text, allowsArgumentPlaceholder: placeholder)
            var walked: [(FormatToken.Category, Range<Int>)] = []
            FormatStringParser.forEachToken(in: text, allowsArgumentPlaceholder: placeholder) { walked.append(($0, $1)) }
            #expect(walked.map(\.0) == built.map { Self.category(of: $0.kind) }, "\(text.debugDescription)")
            #expect(walked.map(\.1) == built.map(\.range), "\(text.debugDescription)")
            var valid: [Range<Int>] = []
            FormatStringParser.forEachValidTokenRange(in: text, allowsArgumentPlaceholder: placeholder) { valid.append($0) }
            #expect(valid == built.filter { $0.kind != .invalid }.map(\.range), "\(text.debugDescription)")
            var texts: [String] = []
            FormatStringParser.forEachTokenText(in: text, allowsArgumentPlaceholder: placeholder) { texts.append(String(decoding: $0, as: UTF8.self)) }
            #expect(texts == built.map(\.text), "\(text.debugDescription)")
            for token in built {
                seen[Self.category(of: token.kind), default: 0] += 1
                guard let specifier = token.specifier else { continue }
                #expect(specifier.text == token.text, "\(text.debugDescription)")
                if specifier.name != nil { named += 1 }
            }
        }
        // Every kind of token, named specifiers too, came up often enough to have been compared.
        #expect(seen[.specifier, default: 0] > 5_000 && seen[.invalid, default: 0] > 4_000, "\(seen)")
        #expect(seen[.percentLiteral, default: 0] > 500 && seen[.substitution, default: 0] > 500 && seen[.argumentPlaceholder, default: 0] > 100, "\(seen)")
        #expect(named > 50, "\(named) named specifiers")
    }

    private static func category(of kind: FormatToken.Kind) -> FormatToken.Category {
        switch kind {
        case .specifier: .specifier
        case .percentLiteral: .percentLiteral
        case .substitution: .substitution
        case .argumentPlaceholder: .argumentPlaceholder
        case .invalid: .invalid
        }
    }

    @Test func rangesAreUTF8OffsetsPastCJKAndEmoji() {
        let text = "连续 🔥 %lld 天"
        let token = FormatStringParser.tokens(in: text).first
        #expect(token?.range == 12..<16)  // 连 续 (3 + 3) space 🔥 (4) space
        #expect(token.map { String(decoding: Array(text.utf8)[$0.range], as: UTF8.self) } == "%lld")
    }

    @Test func numbersArgumentsSequentiallyAndByPosition() {
        let uses = FormatString("%@ has %lld of %*d, %2$@").argumentUses()
        #expect(uses.map(\.index) == [1, 2, 3, 4, 2])
        #expect(uses.map(\.type) == [.object, .integer(bits: 64), .integer(bits: 32), .integer(bits: 32), .object])
        #expect(uses.map(\.isPrinted) == [true, true, false, true, true])
    }

    @Test func substitutionsTakeTheirDeclaredNumberAndPlaceholdersTheirs() {
        let main = FormatString("%#@posts@ from %#@people@").argumentUses { name in
            name == "people" ? (index: 2, type: .integer(bits: 64)) : (index: nil, type: nil)
        }
        #expect(main.map(\.index) == [1, 2])
        #expect(main.map(\.type) == [nil, .integer(bits: 64)])
        #expect(main.allSatisfy { !$0.isPrinted })
        let variant = FormatString("%arg posts, %lld", allowsArgumentPlaceholder: true)
            .argumentUses(firstIndex: 3, placeholder: (index: 3, type: .integer(bits: 64)))
        #expect(variant.map(\.index) == [3, 3])
        #expect(variant.map(\.role) == [.placeholder, .value])
    }

    @Test func typesFollowLengthOnSixtyFourBitPlatforms() {
        #expect(FormatArgumentType(specifier: "lld") == .integer(bits: 64))
        #expect(FormatArgumentType(specifier: "%ld") == .integer(bits: 64))
        #expect(FormatArgumentType(specifier: "zu") == .integer(bits: 64))
        #expect(FormatArgumentType(specifier: "d") == .integer(bits: 32))
        #expect(FormatArgumentType(specifier: "hhd") == .integer(bits: 32))
        #expect(FormatArgumentType(specifier: "@") == .object)
        #expect(FormatArgumentType(specifier: "Lf") == .longDouble)
        #expect(FormatArgumentType(specifier: "lc") == .unichar)
        #expect(FormatArgumentType(specifier: "lld days") == nil)
        #expect(FormatArgumentType(specifier: "") == nil)
        #expect(FormatArgumentType.integer(bits: 32).isSameFamily(as: .integer(bits: 64)))
        #expect(!FormatArgumentType.object.isSameFamily(as: .integer(bits: 64)))
    }
}

/// `format-specifiers` skips a translation whose ``FormatSignature`` equals its source's: equal
/// signatures must mean equal argument reads, and a changed specifier, place or declaration
/// must change the signature.
@Suite struct FormatSignatureTests {
    private static let range = SourceRange(file: FileID(0), start: 0, end: 4)

    private static func plain(_ text: String) -> LocalizedValue {
        LocalizedValue(unit: StringUnit(value: text, state: .translated, range: range))
    }

    private static func plural(_ one: String, _ other: String, kind: Variations.Kind = .plural) -> LocalizedValue {
        LocalizedValue(variations: Variations(kind: kind, variants: [
            Variant(selector: "one", selectorRange: range, value: plain(one)), Variant(selector: "other", selectorRange: range, value: plain(other)),
        ]))
    }

    private static func substituted(_ frame: String, argumentNumber: Int?, specifier: String?, _ one: String, _ other: String) -> LocalizedValue {
        var value = plain(frame)
        value.substitutions = [Substitution(
            name: "count", nameRange: range, argumentNumber: argumentNumber, formatSpecifier: specifier,
            variations: plural(one, other).variations)]
        return value
    }

    private static let values: [LocalizedValue] = [
        plain("Hello"), plain("Hallo"), plain("%lld lessons"), plain("%lld Lektionen"), plain("%d lessons"), plain("%1$@ and %2$@"),
        plain("%2$@ und %1$@"), plain("50%% off"), plain("50 % de réduction"), plain("% d"), plain("%arg"), plain("%"),
        plural("%lld lesson", "%lld lessons"), plural("%lld Lektion", "%lld Lektionen"), plural("One lesson", "%lld lessons"),
        plural("%lld lesson", "%lld lessons", kind: .device), plural("%@", "%lld"),
        substituted("%#@count@ left", argumentNumber: nil, specifier: "lld", "%arg lesson", "%arg lessons"),
        substituted("noch %#@count@", argumentNumber: nil, specifier: "lld", "%arg Lektion", "%arg Lektionen"),
        substituted("%#@count@ left", argumentNumber: 2, specifier: "lld", "%arg lesson", "%arg lessons"),
        substituted("%#@count@ left", argumentNumber: nil, specifier: "d", "%arg lesson", "%arg lessons"),
        substituted("%#@count@ left", argumentNumber: nil, specifier: "lld", "%d lesson", "%d lessons"),
    ]

    /// What a comparison of arguments looks at: every read with its place, the strays, whether it formats.
    private static func reads(_ value: LocalizedValue) -> [String] {
        let arguments = ValueArguments(value)
        return arguments.reads.map { "\($0.path) \($0.use.index) \(String(describing: $0.use.type)) \($0.use.role) \($0.use.token.text)" }
            + arguments.strays.map { "stray \($0.path) \($0.token.text)" } + ["format \(arguments.isFormat)"]
    }

    @Test func equalSignaturesReadTheSameArguments() {
        var equalPairs = 0
        for (first, a) in Self.values.enumerated() {
            for (second, b) in Self.values.enumerated() where first != second {
                guard FormatSignature(a) == FormatSignature(b) else { continue }
                equalPairs += 1
                #expect(Self.reads(a) == Self.reads(b), "\(first) vs \(second)")
            }
        }
        #expect(equalPairs == 14)  // 0-1, 2-3, 8-9, 17-18 and 12, 13, 15 (the device kind reads alike)
    }

    @Test func specifiersPlacesAndDeclarationsChangeTheSignature() {
        let signature = { (index: Int) in FormatSignature(Self.values[index]) }
        #expect(signature(2) == signature(3))  // same specifier, other words
        #expect(signature(2) != signature(4))  // %lld vs %d
        #expect(signature(12) == signature(13))
        #expect(signature(12) != signature(14))  // `one` without the count
        #expect(signature(17) == signature(18))
        #expect(signature(17) != signature(19))  // argNum
        #expect(signature(17) != signature(20))  // formatSpecifier
        #expect(signature(17) != signature(21))  // %d instead of %arg
        #expect(signature(0) == signature(1))
    }

    /// The rule compares a translation with its source's signature as it walks it: the same
    /// verdict as building the translation's signature, on every pair.
    @Test func matchingAWalkedValueIsComparingSignatures() {
        var matches = 0
        for a in Self.values {
            for b in Self.values {
                #expect(FormatSignature(a).matches(b) == (FormatSignature(a) == FormatSignature(b)))
                if FormatSignature(a).matches(b) { matches += 1 }
            }
        }
        #expect(matches == Self.values.count + 14)
    }
}
