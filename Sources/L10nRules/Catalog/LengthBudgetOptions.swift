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

        static let fieldNames = ["ratio", "tolerance", "minRatio", "maxRatio", "minimumWidth"]
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

    package static let optionNames = [
        "ratio", "tolerance", "minRatio", "maxRatio", "minimumWidth", "targetLocales", "locales", "extremeFactor", "extremeMinimumWidth",
        "layoutLocales", "maxWidths", "spokenKeyWords",
    ]

    package mutating func decode(from decoder: inout OptionsDecoder) throws(ConfigurationError) {
        if let value = try decoder.double("ratio") { ratio = try positive(value, "ratio", decoder) }
        if let value = try decoder.double("tolerance") { tolerance = try positive(value, "tolerance", decoder, atLeast: 1) }
        minRatio = try decoder.double("minRatio") ?? minRatio
        maxRatio = try decoder.double("maxRatio") ?? maxRatio
        minimumWidth = try decoder.int("minimumWidth") ?? minimumWidth
        targetLocales = try decoder.strings("targetLocales") ?? targetLocales
        if let configured = try decoder.dictionary("locales", Self.band, expected: "an object with \(Band.fieldNames.joined(separator: ", "))") {
            for (locale, band) in configured { locales[locale] = merged(locales[locale], band) }
        }
        if let value = try decoder.double("extremeFactor") { extremeFactor = try positive(value, "extremeFactor", decoder, atLeast: 1) }
        extremeMinimumWidth = try decoder.int("extremeMinimumWidth") ?? extremeMinimumWidth
        layoutLocales = try decoder.strings("layoutLocales") ?? layoutLocales
        spokenKeyWords = try decoder.strings("spokenKeyWords") ?? spokenKeyWords
        maxWidths = try decoder.dictionary("maxWidths", { $0.int.flatMap { $0 > 0 ? $0 : nil } }, expected: "a positive integer") ?? maxWidths
    }

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
        let own = matching.reduce(Band()) { merged($0, locales[$1.identifier] ?? Band()) }
        let ratio = own.ratio ?? self.ratio
        let tolerance = own.tolerance ?? self.tolerance
        let isOwnBand = own.ratio != nil || own.tolerance != nil
        let lower = own.minRatio ?? (isOwnBand ? nil : minRatio) ?? ratio / tolerance
        let upper = own.maxRatio ?? (isOwnBand ? nil : maxRatio) ?? ratio * tolerance
        return ResolvedBand(ratio: ratio, lower: lower, upper: upper, minimumWidth: own.minimumWidth ?? minimumWidth)
    }

    private static func band(_ value: JSONValue) -> Band? {
        guard value.isObject else { return nil }
        var band = Band()
        for member in value.members {
            switch member.key.string ?? "" {
            case "ratio": band.ratio = member.value.double
            case "tolerance": band.tolerance = member.value.double
            case "minRatio": band.minRatio = member.value.double
            case "maxRatio": band.maxRatio = member.value.double
            case "minimumWidth":
                guard let width = member.value.int else { return nil }
                band.minimumWidth = width
                continue
            default: return nil
            }
            guard member.value.double.map({ $0 > 0 }) == true else { return nil }
        }
        return band
    }

    private func merged(_ base: Band?, _ override: Band) -> Band {
        guard var result = base else { return override }
        result.ratio = override.ratio ?? result.ratio
        result.tolerance = override.tolerance ?? result.tolerance
        result.minRatio = override.minRatio ?? result.minRatio
        result.maxRatio = override.maxRatio ?? result.maxRatio
        result.minimumWidth = override.minimumWidth ?? result.minimumWidth
        return result
    }

    private func positive(_ value: Double, _ name: String, _ decoder: OptionsDecoder, atLeast minimum: Double? = nil) throws(ConfigurationError) -> Double {
        let isValid = minimum.map { value >= $0 } ?? (value > 0)
        guard isValid else {
            let requirement = minimum.map { "at least \($0)" } ?? "positive"
            throw ConfigurationError(message: "option '\(name)' of 'length-budget' must be \(requirement)", location: .file(decoder.file.path))
        }
        return value
    }
}
