import Foundation

/// Reports translations whose display width is out of proportion to the source, and values
/// wider than their key's absolute budget.
struct LengthBudgetRule: Rule {
    static let description = RuleDescription(
        id: "length-budget",
        name: "Length Budget",
        summary: "A value's display width is out of proportion to its source or over its key's maxWidth",
        rationale: """
            Layouts are sized from one language and filled with another. The design rule: English \
            runs about 1.6× the width of Chinese. A Chinese translation far wider than the English \
            budget overflows a button sized from English; an English source far wider than 1.6× its \
            Chinese translation overflows a layout designed in Chinese.

            Widths are display columns, not characters: East Asian Wide and Fullwidth characters and \
            emoji (including ZWJ sequences and flags) take 2, combining marks and zero-width \
            characters 0, everything else 1. Markdown markers, link destinations and format \
            placeholders (`%@`, `%lld`, `%#@count@`) are not counted.

            **Ratio check.** For each target locale (default `zh-Hans`, `zh-Hant`, `ja`, `ko`, matched \
            through likely subtags, so `zh-Hant` covers `zh-TW` and `zh-HK`) the ratio source width ÷ \
            translation width must lie in a band: `ratio` ÷ `tolerance` … `ratio` × `tolerance`, by \
            default 1.6 ÷ 2 … 1.6 × 2 = 0.80 … 3.20, so "Start recording" / "开始录音" (1.9) and \
            "Play model answer" / "播放示范回答" (1.4) pass while "Share" / "分享我的学习进度和成就给朋友们" \
            (0.17) does not. Japanese and Korean do not run 1.6× shorter than English; over real String \
            Catalogs their median ratios are 0.89 and 1.05 with a wider spread, so they default to \
            their own bands: ja ratio 0.9, tolerance 2.5 (0.36–2.25); ko ratio 1.0, tolerance 3 \
            (0.33–3.00). Each default band leaves about 3% of the real pairs measured outside it. Pairs whose wider side is under `minimumWidth` (10) columns are \
            skipped, as are values identical to the source, stale or `shouldTranslate: false` keys, \
            keys containing `accessibility`, `a11y` or `voiceOver` in any case (spoken by VoiceOver, \
            not laid out; option `spokenKeyWords`) and substitution frames (`%#@posts@ from %#@people@`, whose \
            variants are compared on their own), and paragraphs: values over 4 096 UTF-8 bytes \
            (legal text, help articles) wrap rather than overflow. \
            The finding is at the translation, with the source as a related location.

            **Absolute budget.** A key's `maxWidth` in `strings.json` (or `maxWidths` in the options) \
            applies to its value in every locale, source included. A String Catalog or `.lproj` \
            table generated from a `strings.json` uses the `maxWidth` of the same key there (see \
            `catalog-sync` for how catalogs are paired); a value the catalog copied unchanged is \
            reported once, at the `strings.json`.

            Options: `ratio`, `tolerance`, `minRatio` / `maxRatio` (pin the band instead), \
            `minimumWidth`, `targetLocales`, `locales` (per-locale `ratio`, `tolerance`, `minRatio`, \
            `maxRatio`, `minimumWidth`, keyed by locale pattern; the most specific match wins), \
            `maxWidths` (columns by key), `spokenKeyWords`.

            Fix by shortening the longer side, or by giving the layout room for both.
            """,
        defaultSeverity: .warning,
        passingExamples: [
            RuleExample("strings.json", """
                {
                  "recording.start": { "en": "Start recording", "zh-Hans": "开始录音", "maxWidth": 20 },
                  "practice.playModelAnswer": { "en": "Play model answer", "zh-Hans": "播放示范回答" },
                  "common.done": { "en": "Done", "zh-Hans": "好，完成" },
                  "brand.name": { "en": "Lingo 🦜", "zh-Hans": "Lingo 🦜" },
                  "accessibility.record.hint": { "en": "Record", "zh-Hans": "开始录制你的回答，再次轻点即可停止" }
                }
                """),
            RuleExample("Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Your **daily** goal: %lld minutes" : {
                      "localizations" : {
                        "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "每日目标：%lld 分钟" } },
                        "ja" : { "stringUnit" : { "state" : "translated", "value" : "**毎日**の目標：%lld 分" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
        ],
        failingExamples: [
            RuleExample("strings.json", """
                {
                  "share.progress": { "en": "Share", "zh-Hans": ↓"分享我的学习进度和成就给朋友们" },
                  "recording.stop": { "en": "Stop recording", "zh-Hans": ↓"停止" },
                  "practice.streak": { "en": "%lld-day streak 🔥", "zh-Hans": ↓"连续 %lld 天，继续保持学习的好习惯吧 🔥" }
                }
                """, messages: [
                    "'share.progress' in zh-Hans is 30 columns wide, its source 5: ratio 0.17 is below the band 0.80–3.20 around 1.6, the translation overflows a layout sized for en",
                    "'recording.stop' in zh-Hans is 4 columns wide, its source 14: ratio 3.50 is above the band 0.80–3.20 around 1.6, en overflows a layout sized for zh-Hans",
                    "'practice.streak' in zh-Hans is 35 columns wide, its source 14: ratio 0.40 is below the band 0.80–3.20 around 1.6, the translation overflows a layout sized for en",
                ]),
            RuleExample(files: [
                RuleExample.File("Resources/strings.json", """
                    {
                      "recording.start": { "en": ↓"Start recording", "zh-Hans": "开始录音", "maxWidth": 12 }
                    }
                    """),
                RuleExample.File("Resources/Localizable.xcstrings", """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "recording.start" : {
                          "localizations" : {
                            "en" : { "stringUnit" : { "state" : "translated", "value" : ↓"Start a recording" } },
                            "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "开始录音" } }
                          }
                        }
                      },
                      "version" : "1.0"
                    }
                    """),
            ], messages: [
                "'recording.start' in en is 17 columns wide, over its maxWidth of 12",
                "'recording.start' in en is 15 columns wide, over its maxWidth of 12",
            ]),
            RuleExample("Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Play model answer" : {
                      "localizations" : {
                        "zh-HK" : { "stringUnit" : { "state" : "translated", "value" : "播放示範答案" } }
                      }
                    },
                    "Share your progress 🎉" : {
                      "localizations" : {
                        "zh-HK" : { "stringUnit" : { "state" : "translated", "value" : ↓"分享 🎉" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """, options: #"{"targetLocales": ["zh-Hant"], "locales": {"zh-Hant": {"minRatio": 1.2, "maxRatio": 2.4}}, "maxWidths": {"Play model answer": 17}}"#,
                messages: [
                    "'Share your progress 🎉' in zh-HK is 7 columns wide, its source 22: ratio 3.14 is above the band 1.20–2.40 around 1.6, en overflows a layout sized for zh-HK",
                ]),
        ])

    let options: LengthBudgetOptions

    init(options: LengthBudgetOptions) { self.options = options }

    func check(_ context: RuleContext) -> [Diagnostic] {
        let catalogs = context.project.catalogs
        let pairing = CatalogPairing(catalogs: catalogs, configured: context.settings.catalogPairs)
        let targets = options.targetLocales.map(LocalePattern.init)
        var bands: [LocaleID: LengthBudgetOptions.ResolvedBand] = [:]
        for locale in context.project.allLocales where targets.contains(where: { $0.matches(locale) }) {
            bands[locale] = options.band(for: locale)
        }
        var diagnostics: [Diagnostic] = []
        for (index, catalog) in catalogs.enumerated() {
            let paired = pairing.sourceIndex(forCatalogAt: index).map { catalogs[$0] }
            let pairedBudgets = paired.map(Self.budgets(of:)) ?? [:]
            for entry in catalog.entries where !entry.isStale {
                guard let budget = options.maxWidths[entry.key] ?? entry.maxWidth ?? pairedBudgets[entry.key]?.width else { continue }
                let origin = entry.maxWidth == nil ? pairedBudgets[entry.key]?.range : nil
                diagnostics += overBudget(entry, budget: budget, origin: origin, context)
            }
            diagnostics += outOfBand(catalog, bands: bands, context)
        }
        return diagnostics
    }

    /// Ratio findings for one catalog's translated units in target locales.
    /// Longer values are paragraphs, which wrap; measuring them would only cost time.
    static let paragraphBytes = 4_096

    private func outOfBand(_ catalog: Catalog, bands: [LocaleID: LengthBudgetOptions.ResolvedBand], _ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var sourceWidths = LastSourceMemo<Int>()
        var lastEntry: (key: String, isChecked: Bool)?  // units arrive entry by entry
        catalog.forEachTranslatedUnit { pair in
            guard let band = bands[pair.locale] else { return }
            if lastEntry?.key != pair.entry.key {
                lastEntry = (pair.entry.key, pair.entry.shouldTranslate && !options.isSpoken(pair.entry.key))
            }
            guard lastEntry?.isChecked == true else { return }
            if let finding = outOfBand(pair, band: band, sourceLanguage: catalog.sourceLanguage, sourceWidths: &sourceWidths, context) {
                diagnostics.append(finding)
            }
        }
        return diagnostics
    }

    private static func budgets(of source: Catalog) -> [String: (width: Int, range: SourceRange)] {
        var result: [String: (width: Int, range: SourceRange)] = [:]
        for entry in source.entries {
            if let width = entry.maxWidth { result[entry.key] = (width, entry.keyRange) }
        }
        return result
    }

    private func overBudget(_ entry: CatalogEntry, budget: Int, origin: SourceRange?, _ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for translation in entry.translations {
            for (path, unit) in translation.value.allUnits {
                let width = DisplayWidth.ofRendered(unit.value)
                guard width > budget else { continue }
                diagnostics.append(context.diagnostic(
                    "'\(entry.key)' in \(translation.locale)\(Self.variant(path)) is \(width) columns wide, over its maxWidth of \(budget)",
                    at: unit.range, key: entry.key, locale: translation.locale,
                    related: origin.map { [(range: $0, message: "maxWidth \(budget) is set here")] } ?? []))
            }
        }
        return diagnostics
    }

    private func outOfBand(
        _ pair: TranslatedUnit, band: LengthBudgetOptions.ResolvedBand, sourceLanguage: LocaleID,
        sourceWidths: inout LastSourceMemo<Int>, _ context: RuleContext
    ) -> Diagnostic? {
        let (unit, source, locale) = (pair.unit, pair.source, pair.locale)
        guard !unit.value.isEmpty, source.text != unit.value, !Self.hasSubstitutions(unit.value), !Self.hasSubstitutions(source.text),
            unit.value.utf8.count <= Self.paragraphBytes, source.text.utf8.count <= Self.paragraphBytes
        else { return nil }
        let width = DisplayWidth.ofRendered(unit.value)
        let sourceWidth = sourceWidths.value(for: source, DisplayWidth.ofRendered)
        guard width > 0, sourceWidth > 0, max(width, sourceWidth) >= band.minimumWidth else { return nil }
        let ratio = Double(sourceWidth) / Double(width)
        guard ratio < band.lower || ratio > band.upper else { return nil }
        let consequence = ratio < band.lower
            ? "below the band \(Self.bandText(band)), the translation overflows a layout sized for \(sourceLanguage)"
            : "above the band \(Self.bandText(band)), \(sourceLanguage) overflows a layout sized for \(locale)"
        return context.diagnostic(
            "'\(pair.entry.key)' in \(locale)\(pair.variantSuffix) is \(width) columns wide, its source \(sourceWidth): ratio \(Self.format(ratio)) is \(consequence)",
            at: unit.range, key: pair.entry.key, locale: locale,
            related: [(range: source.range, message: "source text, \(sourceWidth) columns wide")])
    }

    /// `%#@posts@ from %#@people@` is a frame whose words live in its substitutions' variants
    /// (compared on their own); the frame's width says nothing.
    private static func hasSubstitutions(_ text: String) -> Bool { TextSearch.contains(text, "%#@") }

    private static func bandText(_ band: LengthBudgetOptions.ResolvedBand) -> String {
        "\(format(band.lower))–\(format(band.upper)) around \(format(band.ratio, digits: 1))"
    }

    private static func format(_ value: Double, digits: Int = 2) -> String {
        String(format: "%.\(digits)f", value)
    }

    private static func variant(_ path: [String]) -> String {
        path.isEmpty ? "" : " (\(path.joined(separator: " ")))"
    }
}
