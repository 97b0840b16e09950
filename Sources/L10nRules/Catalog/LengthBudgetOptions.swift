import L10nModel
import L10nParsing
import L10nAnalysis

/// Options of ``LengthBudgetRule``.
package struct LengthBudgetOptions: RuleOptions {
    package init() {}
    /// The band of one target locale: the expected source/translation width ratio and how far a
    /// pair may stray from it. Unset fields fall back to the rule-wide values.
    package struct Band: Sendable, Equatable {
        var ratio: Double?
        var tolerance: Double?
        var minRatio: Double?
        var maxRatio: Double?
        var minimumWidth: Int?

    }

    /// A band with every field resolved.
    package struct ResolvedBand: Sendable, Equatable {
        var ratio: Double
        var lower: Double
        var upper: Double
        var minimumWidth: Int
    }

    /// Expected source width / translation width for every language without a band of its own:
    /// over the corpus's String Catalogs and `.lproj` tables, European and most other
    /// translations of English have a median of about 0.8 (de 0.78, fr 0.72, ru 0.78).
    var ratio = 0.8
    /// The band is ratio ÷ tolerance … ratio × tolerance unless minRatio / maxRatio set it:
    /// 0.43 … 1.48 by default, the real pairs' 3rd percentile (about 0.43) at the bottom.
    var tolerance = 1.85
    var minRatio: Double?
    var maxRatio: Double?
    /// Pairs whose wider side is narrower than this many columns are skipped: a two-word label
    /// has no meaningful ratio ("Done" / "完成" is 1.0, "Settings" / "设置" 2.0).
    var minimumWidth = 10
    /// Locales the ratio check applies to (matched through likely subtags: `zh-Hant` covers
    /// `zh-HK`); `*` is every locale.
    var targetLocales = ["*"]
    /// Per-locale bands. English runs about 1.6× Chinese; Japanese and Korean do not run 1.6×
    /// shorter than English: over the String Catalogs of IceCubes, linearmouse and Xcodes the
    /// median ratio is 0.89 for ja (871 pairs) and 1.05 for ko (907), with a wider spread,
    /// against 1.5 for zh-Hans and zh-Hant. Each default band leaves about 3% of those real
    /// pairs outside it.
    var locales: [String: Band] = [
        "zh-Hans": Band(ratio: 1.6, tolerance: 2.0),
        "zh-Hant": Band(ratio: 1.6, tolerance: 2.0),
        "ja": Band(ratio: 0.9, tolerance: 2.5),
        "ko": Band(ratio: 1.0, tolerance: 3.0),
    ]
    /// Outside a constrained place (see ``ConstrainedKeyUse``) a label wraps, so only a ratio
    /// this many times below the band is reported: 0.22 for most languages, a 4.6× blow-up.
    var extremeFactor = 2.0
    /// ... and only when the translation is at least this wide: a shorter one fits one line of
    /// most controls ("Unpin" / "Biriktirishni olib tashlash" is 0.19, and fits a menu).
    var extremeMinimumWidth = 30
    /// Under `.lineLimit(1)` a translation narrower than this fits the line of a row (an
    /// iPhone row holds about 40 columns of body text; an icon and a value take some).
    var singleLineMinimumWidth = 24
    /// A tab bar item or a segment narrower than this fits its share of the bar: five tabs of an
    /// iPhone's bar hold about 14 columns of their 10-point labels each ("Erregistroak" for "Logs").
    var barItemMinimumWidth = 15
    /// Report extreme ratios where no constraint is known (opt-in): labels wrap there, so a
    /// long translation of a terse source is usually right ("Unpin" / "ピン留めを外す").
    var extremeRatios = false
    /// A translation at most `1 / (ratio × incompleteFactor)` of its source's width says only
    /// part of it ("Tap to start your first lesson…" / "开始"), reported whatever the layout ...
    var incompleteFactor = 10.0
    /// ... when the source is at least this many columns wide (a short source may be
    /// abbreviated: "Add to your reading list" / "Merken").
    var incompleteMinimumWidth = 40
    /// Locales layouts are designed in: for these, a source far wider than the translation is
    /// reported too (it overflows a layout sized for the translation). None by default: an app
    /// whose layouts are sized from its English source never overflows with a shorter translation.
    var layoutLocales: [String] = []
    /// Absolute budgets in columns by key, on top of `maxWidth` in `strings.json`.
    var maxWidths: [String: Int] = [:]
    /// Keys containing one of these words (any case) are spoken by VoiceOver, not laid out, so
    /// the ratio check skips them: `accessibility.play.label`, `Media.AccessibilityLabel`,
    /// `history_item_selected_accessibility_value`.
    var spokenKeyWords = ["accessibility", "a11y", "voiceover"]

    package static let declarations: [RuleOption<LengthBudgetOptions>] = [
        RuleOption("ratio", \.ratio, .positive, summary: "Expected source width ÷ translation width for every locale without a band of its own."),
        RuleOption("tolerance", \.tolerance, .atLeast(1), summary: "The band is `ratio` ÷ `tolerance` … `ratio` × `tolerance`."),
        RuleOption("minRatio", \.minRatio, .positive, summary: "Pins the lower end of the rule-wide band instead of `ratio` ÷ `tolerance`."),
        RuleOption("maxRatio", \.maxRatio, .positive, summary: "Pins the upper end of the rule-wide band instead of `ratio` × `tolerance`."),
        RuleOption("minimumWidth", \.minimumWidth, .atLeast(0), summary: "Pairs whose wider side is narrower than this many columns are skipped."),
        RuleOption("targetLocales", \.targetLocales, summary: "Locales the ratio check applies to (matched through likely subtags); `*` is every locale."),
        RuleOption(
            "locales", \.locales, summary: "Bands by locale pattern, merged field by field into the built-in ones; more specific patterns refine less specific ones.",
            merge: { defaults, configured in defaults.merging(configured) { Band.merged($0, $1) } }),
        RuleOption("singleLineMinimumWidth", \.singleLineMinimumWidth, .atLeast(0), summary: "Under `.lineLimit(1)`, translations narrower than this many columns fit the line and are not reported."),
        RuleOption("barItemMinimumWidth", \.barItemMinimumWidth, .atLeast(0), summary: "In a tab item or a segmented picker's option, translations narrower than this many columns fit their share of the bar and are not reported."),
        RuleOption("extremeRatios", \.extremeRatios, summary: "Also report ratios `extremeFactor` times outside the band where the code constrains nothing (labels wrap there)."),
        RuleOption("extremeFactor", \.extremeFactor, .atLeast(1), summary: "With `extremeRatios`, outside a constrained place, only a ratio this many times below the band is reported."),
        RuleOption("extremeMinimumWidth", \.extremeMinimumWidth, .atLeast(0), summary: "… and only when the translation is at least this many columns wide."),
        RuleOption("incompleteFactor", \.incompleteFactor, .atLeast(1), summary: "A translation whose ratio is this many times the locale's `ratio` says only part of its source."),
        RuleOption("incompleteMinimumWidth", \.incompleteMinimumWidth, .atLeast(0), summary: "… when the source is at least this many columns wide."),
        RuleOption("layoutLocales", \.layoutLocales, summary: "Locales layouts are designed in: for these, a source far wider than the translation is reported too."),
        RuleOption("maxWidths", \.maxWidths, .positive, summary: "Budgets in columns by key, on top of `maxWidth` in `strings.json`."),
        RuleOption("spokenKeyWords", \.spokenKeyWords, summary: "Keys containing one of these words (any case) are spoken by VoiceOver, not laid out: the ratio check skips them."),
    ]

    /// True when the ratio check applies to `locale`.
    func isTarget(_ locale: LocaleID) -> Bool {
        targetLocales.contains { $0 == "*" || LocalePattern($0).matches(locale) }
    }

    /// True when layouts are designed in `locale`, so a source wider than it overflows.
    func isLayoutLocale(_ locale: LocaleID) -> Bool {
        layoutLocales.contains { LocalePattern($0).matches(locale) }
    }

    /// True for keys the ratio check skips because they are spoken, not shown.
    func isSpoken(_ key: String) -> Bool {
        spokenKeyWords.contains { !$0.isEmpty && TextSearch.containsIgnoringASCIICase(key, $0) }
    }

    /// The band for `locale`: its own settings (every matching pattern, the most specific
    /// winning field by field) over the rule-wide ones. Rule-wide `minRatio` / `maxRatio` pin the rule-wide band only, so they do
    /// not apply to a locale that sets its own ratio or tolerance.
    func band(for locale: LocaleID) -> ResolvedBand {
        // Less specific patterns first, so `zh-Hant-TW` settings refine the `zh-Hant` band.
        let matching = locales.keys.map(LocalePattern.init).filter { $0.matches(locale) }
            .sorted { ($0.specificity, $0.identifier) < ($1.specificity, $1.identifier) }
        let own = matching.reduce(Band()) { Band.merged($0, locales[$1.identifier] ?? Band()) }
        let ratio = own.ratio ?? self.ratio
        let tolerance = own.tolerance ?? self.tolerance
        let isOwnBand = own.ratio != nil || own.tolerance != nil
        let lower = own.minRatio ?? (isOwnBand ? nil : minRatio) ?? ratio / tolerance
        let upper = own.maxRatio ?? (isOwnBand ? nil : maxRatio) ?? ratio * tolerance
        return ResolvedBand(ratio: ratio, lower: lower, upper: upper, minimumWidth: own.minimumWidth ?? minimumWidth)
    }
}

extension LengthBudgetOptions.Band: OptionValue {
    static let fields = [
        OptionField("ratio", .number(.positive), "Expected source width ÷ translation width in this locale."),
        OptionField("tolerance", .number(.positive), "How far a pair may stray from the ratio, as a factor."),
        OptionField("minRatio", .number(.positive), "Pins the lower end of the band."),
        OptionField("maxRatio", .number(.positive), "Pins the upper end of the band."),
        OptionField("minimumWidth", .integer(nil), "Pairs narrower than this many columns are skipped in this locale."),
    ]

    package static func optionType(_ bound: OptionBound?) -> OptionType { .record(fields) }

    package static func read(_ value: JSONValue, _ path: OptionPath, _ bound: OptionBound?, _ reader: inout JSONReader) -> Self? {
        let errorCount = reader.errors.count
        guard let members = reader.members(of: value, known: fields.map(\.name), in: path.description) else { return nil }
        func number(_ name: String) -> Double? { members[name].flatMap { Double.read($0.value, path.member(name), .positive, &reader) } }
        var band = Self()
        band.ratio = number("ratio")
        band.tolerance = number("tolerance")
        band.minRatio = number("minRatio")
        band.maxRatio = number("maxRatio")
        band.minimumWidth = members["minimumWidth"].flatMap { Int.read($0.value, path.member("minimumWidth"), nil, &reader) }
        return reader.errors.count == errorCount ? band : nil
    }

    package var json: JSONOutput {
        .object(dropping: [
            ("ratio", ratio?.json), ("tolerance", tolerance?.json), ("minRatio", minRatio?.json), ("maxRatio", maxRatio?.json),
            ("minimumWidth", minimumWidth?.json),
        ])
    }

    /// `override`'s fields over `base`'s.
    static func merged(_ base: Self?, _ override: Self) -> Self {
        guard var result = base else { return override }
        result.ratio = override.ratio ?? result.ratio
        result.tolerance = override.tolerance ?? result.tolerance
        result.minRatio = override.minRatio ?? result.minRatio
        result.maxRatio = override.maxRatio ?? result.maxRatio
        result.minimumWidth = override.minimumWidth ?? result.minimumWidth
        return result
    }
}
