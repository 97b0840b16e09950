/// Options of ``LengthBudgetRule``.
struct LengthBudgetOptions: RuleOptions {
    /// The band of one target locale: the expected source/translation width ratio and how far a
    /// pair may stray from it. Unset fields fall back to the rule-wide values.
    struct Band: Sendable, Equatable {
        var ratio: Double?
        var tolerance: Double?
        var minRatio: Double?
        var maxRatio: Double?
        var minimumWidth: Int?

        static let fieldNames = ["ratio", "tolerance", "minRatio", "maxRatio", "minimumWidth"]
    }

    /// A band with every field resolved.
    struct ResolvedBand: Sendable, Equatable {
        var ratio: Double
        var lower: Double
        var upper: Double
        var minimumWidth: Int
    }

    /// Expected source width / translation width: English runs about 1.6× Chinese.
    var ratio = 1.6
    /// The band is ratio ÷ tolerance … ratio × tolerance unless minRatio / maxRatio set it.
    var tolerance = 2.0
    var minRatio: Double?
    var maxRatio: Double?
    /// Pairs whose wider side is narrower than this many columns are skipped: a two-word label
    /// has no meaningful ratio ("Done" / "完成" is 1.0, "Settings" / "设置" 2.0).
    var minimumWidth = 10
    /// Locales the ratio check applies to (matched through likely subtags: `zh-Hant` covers `zh-HK`).
    var targetLocales = ["zh-Hans", "zh-Hant", "ja", "ko"]
    /// Per-locale bands. Japanese and Korean do not run 1.6× shorter than English: over the
    /// String Catalogs of IceCubes, linearmouse and Xcodes the median ratio is 0.89 for ja (871
    /// pairs) and 1.05 for ko (907), with a wider spread, against 1.5 for zh-Hans and zh-Hant.
    /// Each default band leaves about 3% of those real pairs outside it.
    var locales: [String: Band] = [
        "ja": Band(ratio: 0.9, tolerance: 2.5),
        "ko": Band(ratio: 1.0, tolerance: 3.0),
    ]
    /// Absolute budgets in columns by key, on top of `maxWidth` in `strings.json`.
    var maxWidths: [String: Int] = [:]
    /// Keys containing one of these words (any case) are spoken by VoiceOver, not laid out, so
    /// the ratio check skips them: `accessibility.play.label`, `Media.AccessibilityLabel`,
    /// `history_item_selected_accessibility_value`.
    var spokenKeyWords = ["accessibility", "a11y", "voiceover"]

    static let optionNames = ["ratio", "tolerance", "minRatio", "maxRatio", "minimumWidth", "targetLocales", "locales", "maxWidths", "spokenKeyWords"]

    mutating func decode(from decoder: inout OptionsDecoder) throws(ConfigurationError) {
        if let value = try decoder.double("ratio") { ratio = try positive(value, "ratio", decoder) }
        if let value = try decoder.double("tolerance") { tolerance = try positive(value, "tolerance", decoder, atLeast: 1) }
        minRatio = try decoder.double("minRatio") ?? minRatio
        maxRatio = try decoder.double("maxRatio") ?? maxRatio
        minimumWidth = try decoder.int("minimumWidth") ?? minimumWidth
        targetLocales = try decoder.strings("targetLocales") ?? targetLocales
        if let configured = try decoder.dictionary("locales", Self.band, expected: "an object with \(Band.fieldNames.joined(separator: ", "))") {
            for (locale, band) in configured { locales[locale] = merged(locales[locale], band) }
        }
        spokenKeyWords = try decoder.strings("spokenKeyWords") ?? spokenKeyWords
        maxWidths = try decoder.dictionary("maxWidths", { $0.int.flatMap { $0 > 0 ? $0 : nil } }, expected: "a positive integer") ?? maxWidths
    }

    /// True for keys the ratio check skips because they are spoken, not shown.
    func isSpoken(_ key: String) -> Bool {
        spokenKeyWords.contains { !$0.isEmpty && TextSearch.containsIgnoringASCIICase(key, $0) }
    }

    /// The band for `locale`: its own settings (the most specific matching pattern) over the
    /// rule-wide ones. Rule-wide `minRatio` / `maxRatio` pin the rule-wide band only, so they do
    /// not apply to a locale that sets its own ratio or tolerance.
    func band(for locale: LocaleID) -> ResolvedBand {
        let patterns = locales.keys.map(LocalePattern.init)
        let own = LocalePattern.bestMatch(for: locale, in: patterns).flatMap { locales[$0.identifier] } ?? Band()
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
