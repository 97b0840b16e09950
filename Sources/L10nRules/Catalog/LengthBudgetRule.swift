import Foundation
import L10nModel
import L10nParsing
import L10nAnalysis

/// Reports translations whose display width is out of proportion to the source, and values
/// wider than their key's absolute budget.
package struct LengthBudgetRule: CatalogEntryRule {
    package static let description = RuleDescription(
        id: "length-budget",
        name: "Length Budget",
        summary: "A value is wider than its key's maxWidth, out of its language's band where the code stops it wrapping, or too short to say its source",
        rationale: """
            Layouts are sized from the source language and filled with another. Every label wraps \
            unless something stops it, so a longer translation only breaks a layout where the text \
            cannot take a second line. By default the rule reports only what points at such a \
            constraint, and a translation too short to say its source:

            - **A key's `maxWidth`** in `strings.json` (or `maxWidths` in the options) applies to its \
            value in every locale, source included. A String Catalog or `.lproj` table generated from \
            a `strings.json` uses the `maxWidth` of the same key there (see `catalog-sync` for how \
            catalogs are paired).
            - **A key used where its text cannot wrap** in the Swift sources is held to its language's \
            band: `.lineLimit(1)` on the text or a container around it (only translations at least \
            `singleLineMinimumWidth`, 24, columns wide: a shorter one fits the line of a row), \
            `.tabItem { … }` and `Tab("title", …)`, the options of a segmented picker \
            (`.pickerStyle(.segmented)`) (only translations at least `barItemMinimumWidth`, 15, \
            columns wide: five tabs of an iPhone's bar hold 14 each), and a control (`Text`, `Button`, `Label`, `Toggle`, `Link`…) \
            given a fixed `.frame(width:height:)` of at most 320 points. Not constraints: a \
            `.frame(width:)` alone (the text wraps onto more lines), a frame on a container (a dialog, \
            a sheet, a settings pane sizes the window, not its labels), toolbars (their items size to \
            their labels), and, in an app whose Xcode project builds only for macOS, tab items and \
            segments (a Mac sizes them to their labels). What opens its own surface is not \
            constrained by the place around it: a `Menu`'s or a non-segmented `Picker`'s items, \
            `.sheet`, `.popover`, `.alert`, `.contextMenu` and `.help` tooltips. A use is tied to the \
            catalogs of its own module: code under a package's `Sources/<Target>/` reads that \
            target's catalog when it has one (`bundle: .module`), else the app's. The finding says \
            where: "used with `.lineLimit(1)` at Row.swift:3".
            - **An incomplete translation**, whatever the layout: a source at least \
            `incompleteMinimumWidth` (40) columns wide whose translation is narrower than the source \
            ÷ (the locale's ratio × `incompleteFactor`, 10): a 78-column call to action translated \
            as "开始" ("Start") says a twentieth of it. This rule owns that defect; \
            `missing-translation` reports only translations that are absent, empty or `new`. A \
            value without letters (`-`, `—`, `…`) is no fragment but a placeholder, which apps \
            use to leave a message out in a language, and is not measured.

            **Opt-in: extreme ratios** (`extremeRatios: true`). Where the code constrains nothing, a \
            ratio below the band ÷ `extremeFactor` (2) with a translation at least \
            `extremeMinimumWidth` (30) columns wide. Off by default: measured on real apps, a terse \
            source ("Private", "Share") whose translation is a normal phrase that wraps was most of \
            those findings, although the option still finds translations made for another, longer \
            source ("Use Hold, Then Press" / a 100-column sentence).

            A translation *shorter* than the source never overflows a layout sized from the source, so \
            that direction is reported only for `layoutLocales`, the locales layouts are designed in \
            (none by default): there a source far above the band overflows.

            **One defect, one finding.** A unit marked `needs_review` was made for an older source: \
            `translation-state` reports it, and this rule does not measure it. An Interface Builder \
            catalog entry without a source unit (its key is an object id, `SXx-HZ-GkB.title`, the \
            text lives in the nib) has no source to measure and is skipped.

            **Bands.** The ratio source width ÷ translation width must lie in `ratio` ÷ `tolerance` … \
            `ratio` × `tolerance`. The defaults come from the real String Catalogs and `.lproj` tables \
            of six open-source apps (about 40 000 pairs), each leaving about 3% of the real pairs \
            below it: English runs about 1.6× Chinese (`zh-Hans`, `zh-Hant`: 1.6, tolerance 2, \
            0.80–3.20); Japanese and Korean do not (ja 0.9, tolerance 2.5, 0.36–2.25; ko 1.0, \
            tolerance 3, 0.33–3.00); every other language (de, fr, es, ru and the rest: median about \
            0.8, 3rd percentile about 0.43) has ratio 0.8, tolerance 1.85 (0.43–1.48). Locales are \
            matched through likely subtags (`zh-Hant` covers `zh-TW` and `zh-HK`).

            Widths are display columns, not characters: East Asian Wide and Fullwidth characters and \
            emoji (including ZWJ sequences and flags) take 2, combining marks and zero-width \
            characters 0, everything else 1. Markdown markers, link destinations and format \
            placeholders (`%@`, `%lld`, `%#@count@`) are not counted. Pairs whose wider side is \
            under `minimumWidth` (10) columns are skipped, as are values identical to the source, \
            stale or `shouldTranslate: false` keys, keys containing `accessibility`, `a11y` or \
            `voiceOver` in any case (spoken by VoiceOver, not laid out; option `spokenKeyWords`), \
            substitution frames (`%#@posts@ from %#@people@`, whose variants are compared on their \
            own), and paragraphs: values over 4 096 UTF-8 bytes (legal text, help articles) wrap \
            rather than overflow. The finding is at the translation, with the source (and the \
            constraining code) as related locations. Ratios are printed with as many decimals as it \
            takes to differ from the band's bound.

            Fix by shortening the longer side, or by giving the layout room for both; complete an \
            incomplete translation.
            """,
        defaultSeverity: .warning,
        reportColumn: .overBudget,
        passingExamples: passingExamples,
        failingExamples: failingExamples)

    let options: LengthBudgetOptions

    /// Its findings may point at the layout constraint in Swift code that bounds the text.
    package static let findingsStayInLocalizationFiles = false

    package init(options: LengthBudgetOptions) { self.options = options }

    package func check(_ context: RuleContext, catalog index: Int, entries: Range<Int>) -> [Diagnostic] {
        let catalog = context.project.catalogs[index]
        let analyses = context.analyses
        // Resolving a band asks CLDR for likely subtags: once per run, not per chunk.
        let bands = analyses.runState(of: context.ruleID) {
            var bands: [LocaleID: Band] = [:]
            for locale in context.project.allLocales where options.isTarget(locale) {
                bands[locale] = Band(resolved: options.band(for: locale), isLayout: options.isLayoutLocale(locale))
            }
            return bands
        }
        var constrained = analyses.constrainedKeyUses
        if let reported = context.reportedSwiftFiles {
            // A run that reports in these Swift files keeps only findings tied to a constraint
            // written in one of them: a maxWidth or an incomplete translation points at no code.
            constrained = constrained.filter { reported.contains($0.value.range.file) }
            let keys = catalog.entries[entries].lazy.map { SharedAnalyses.constrainedKey(catalog, $0) }
            guard keys.contains(where: { constrained[$0] != nil }) else { return [] }
            return outOfBand(catalog, at: index, entries: entries, bands: bands, constrained: constrained, constrainedOnly: true, context)
        }
        let pairedBudgets = context.pairing.sourceIndex(forCatalogAt: index).map { source in
            analyses.widthBudgets(ofCatalogAt: source)
        } ?? [:]
        var diagnostics: [Diagnostic] = []
        for entry in catalog.entries[entries] where !entry.isStale {
            guard let budget = options.maxWidths[entry.key] ?? entry.maxWidth ?? pairedBudgets[entry.key]?.width else { continue }
            let origin = entry.maxWidth == nil ? pairedBudgets[entry.key]?.range : nil
            diagnostics += overBudget(entry, budget: budget, origin: origin, context)
        }
        return diagnostics + outOfBand(catalog, at: index, entries: entries, bands: bands, constrained: constrained, constrainedOnly: false, context)
    }

    /// Longer values are paragraphs, which wrap; measuring them would only cost time.
    static let paragraphBytes = 4_096

    /// Ratio findings for one catalog's translated units in target locales; with
    /// `constrainedOnly`, only of the keys in `constrained`.
    private func outOfBand(
        _ catalog: Catalog, at index: Int, entries: Range<Int>, bands: [LocaleID: Band], constrained: [String: ConstrainedKeyUse],
        constrainedOnly: Bool, _ context: RuleContext
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var sourceWidths = RecentSourceFacts<Int>()
        // Units arrive entry by entry: the key's verdicts are worked out once per entry.
        var (lastKey, isChecked, useIndex): (String?, Bool, Int?) = (nil, false, nil)
        // Whether the key is an object id standing in for its text, asked once per key.
        var keyIsIdentifier: Bool?
        // The constrained uses met, each unit pointing at its key's by index: a use is a large
        // value, and copying it into every unit's measure was a tenth of the rule.
        var uses: [ConstrainedKeyUse] = []
        var bandOf = BandLookup(bands: bands)
        context.units(ofCatalogAt: index, entries: entries).forEach { _, pair in
            guard let band = bandOf[pair.locale] else { return }
            if lastKey != pair.entry.key {
                lastKey = pair.entry.key
                isChecked = pair.entry.shouldTranslate && !options.isSpoken(pair.entry.key)
                (useIndex, keyIsIdentifier) = (nil, nil)
                if !constrained.isEmpty, let use = constrained[SharedAnalyses.constrainedKey(catalog, pair.entry)] {
                    uses.append(use)
                    useIndex = uses.count - 1
                }
                if constrainedOnly, useIndex == nil { isChecked = false }
            }
            guard isChecked else { return }
            // An Interface Builder catalog entry without a source unit stands in its object id
            // (`SXx-HZ-GkB.title`) for the text, which lives in the nib: there is no source to measure.
            if pair.source.range == pair.entry.keyRange {
                let isIdentifier = keyIsIdentifier ?? MissingTranslationRule.isIdentifier(pair.entry.key)
                keyIsIdentifier = isIdentifier
                guard !isIdentifier else { return }
            }
            let measured = Measured(band: band, useIndex: useIndex)
            if let finding = outOfBand(pair, measured, uses: uses, sourceLanguage: catalog.sourceLanguage, sourceWidths: &sourceWidths, context) {
                diagnostics.append(finding)
            }
        }
        return diagnostics
    }

    private func overBudget(_ entry: CatalogEntry, budget: Int, origin: SourceRange?, _ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for translation in entry.translations {
            for (path, unit) in translation.value.allUnits {
                let width = DisplayWidth.ofRendered(unit.value)
                guard width > budget else { continue }
                diagnostics.append(context.diagnostic(
                    FindingMessage("is \(width) columns wide, over its maxWidth of \(budget)", id: "overMaxWidth"),
                    about: FindingSubject(key: entry.key, locale: translation.locale, variant: path), at: unit.range,
                    related: origin.map { [(range: $0, message: "maxWidth \(budget) is set here")] } ?? []))
            }
        }
        return diagnostics
    }

    /// ``outOfBand(_:entries:bands:constrained:_:)``'s band per locale, found by comparing the
    /// few locales of a catalog (``LocaleSlots``) rather than hashing one for every unit.
    private struct BandLookup {
        let bands: [LocaleID: Band]
        private var slots = LocaleSlots()
        /// Each slot's band.
        private var known: [Band?] = []

        init(bands: [LocaleID: Band]) { self.bands = bands }

        subscript(locale: LocaleID) -> Band? {
            mutating get {
                let slot = slots.slot(of: locale)
                if slot == known.count { known.append(bands[locale]) }
                return known[slot]
            }
        }
    }

    /// A target locale's band, and whether layouts are designed in that locale.
    private struct Band {
        var resolved: LengthBudgetOptions.ResolvedBand
        var isLayout: Bool
    }

    /// The band a translated unit is held to and, when the code constrains its key, where (an
    /// index into the uses ``outOfBand(_:at:entries:bands:constrained:constrainedOnly:_:)`` met).
    private struct Measured {
        var band: Band
        var useIndex: Int?
    }

    private func outOfBand(
        _ pair: UnitFacts.Unit, _ measured: Measured, uses: [ConstrainedKeyUse], sourceLanguage: LocaleID, sourceWidths: inout RecentSourceFacts<Int>,
        _ context: RuleContext
    ) -> Diagnostic? {
        let band = measured.band.resolved
        let (unit, source, locale) = (pair.unit, pair.source, pair.locale)
        // Most pairs are neither constrained nor designed-in: without the extreme-ratio option
        // only a source at least `incompleteMinimumWidth` columns wide can show an incomplete
        // translation, and most sources cannot be as wide (their bytes tell, before any pass).
        let isUnconstrained = measured.useIndex == nil && !measured.band.isLayout
        if isUnconstrained, !options.extremeRatios, DisplayWidth.widest(utf8Count: source.text.utf8.count) < options.incompleteMinimumWidth {
            return nil
        }
        // A unit to review was made for an older source: `translation-state` reports it (the
        // translation-state decision owns that defect), and its width says nothing new.
        guard !unit.value.isEmpty, !source.text.isSameText(as: unit.value), unit.state != .needsReview, !Self.hasSubstitutions(unit.value),
            !Self.hasSubstitutions(source.text), unit.value.utf8.count <= Self.paragraphBytes, source.text.utf8.count <= Self.paragraphBytes
        else { return nil }
        let sourceWidth = sourceWidths.fact(of: source, DisplayWidth.ofRendered)
        let checksRatio = !isUnconstrained || options.extremeRatios
        // Unconstrained, only a long source can show an incomplete translation, and no other
        // pair is measured; nor is a translation whose bytes cannot make it wide enough for the
        // extreme ratio.
        if isUnconstrained {
            let widest = DisplayWidth.widest(utf8Count: unit.value.utf8.count)
            let mayBeExtreme = options.extremeRatios && widest >= options.extremeMinimumWidth
                && Double(sourceWidth) / Double(widest) < band.lower / options.extremeFactor
            guard mayBeExtreme || sourceWidth >= options.incompleteMinimumWidth else { return nil }
        }
        let width = DisplayWidth.ofRendered(unit.value)
        guard width > 0, sourceWidth > 0, max(width, sourceWidth) >= band.minimumWidth else { return nil }
        let ratio = Double(sourceWidth) / Double(width)
        // A long source said in a few columns is a fragment, whatever the layout; a value
        // without letters (`-`, `—`) is a placeholder the app treats as one (a message left
        // out in this language), said in no words, as `unchanged-translation` reads it too.
        if sourceWidth >= options.incompleteMinimumWidth, ratio >= band.ratio * options.incompleteFactor {
            guard LetterContent.hasLetters(unit.value) else { return nil }
            return context.diagnostic(
                .incompleteTranslation(width: width, sourceWidth: sourceWidth, ratio: ratio, usual: band.ratio),
                about: pair.subject, at: unit.range, related: [(range: source.range, message: "source text, \(sourceWidth) columns wide")])
        }
        guard checksRatio else { return nil }
        // One line of a row, or a tab's share of a bar, holds a short label whatever its ratio:
        // only a wide one is cut.
        let use = measured.useIndex.map { uses[$0] }
        if let use, use.kind == .singleLine, width < options.singleLineMinimumWidth { return nil }
        if let use, use.kind == .barItem, width < options.barItemMinimumWidth { return nil }
        let isBelow = ratio < band.lower
        // A translation shorter than the source overflows only a layout sized from the translation.
        guard isBelow || (ratio > band.upper && measured.band.isLayout) else { return nil }
        let direction = isBelow ? "below" : "above"
        // The sentence's parts, built only for a finding: most measured pairs are within reach
        // of the band, and formatting the figures (`String(format:)`) cost more than measuring.
        func sentence() -> (measured: String, band: String, overflowing: String) {
            let digits = Self.digits(toTell: ratio, from: isBelow ? band.lower : band.upper)
            return (
                "is \(width) columns wide, its source \(sourceWidth): ratio \(Self.format(ratio, digits: digits))",
                Self.bandText(band, digits: digits),
                isBelow ? "the translation overflows a layout sized for \(sourceLanguage)" : "\(sourceLanguage) overflows a layout sized for \(locale)"
            )
        }
        if let use {
            let (measuredText, bandText, overflowing) = sentence()
            let place = context.project.location(of: use.range)
            let file = place.path.split(separator: "/").last.map(String.init) ?? place.path
            return context.diagnostic(
                FindingMessage(
                    "\(measuredText) is \(direction) the band \(bandText) and the key is used \(use.constraint) at \(file):\(place.start.line): \(overflowing)",
                    id: isBelow ? "belowBandWhereConstrained" : "aboveBandWhereConstrained"),
                about: pair.subject, at: unit.range,
                related: [(range: source.range, message: "source text, \(sourceWidth) columns wide"), (range: use.range, message: "used \(use.constraint) here")])
        }
        // Elsewhere labels wrap: only a ratio far outside the band breaks the layout.
        let isExtreme = isBelow
            ? ratio < band.lower / options.extremeFactor && width >= options.extremeMinimumWidth
            : ratio > band.upper * options.extremeFactor && sourceWidth >= options.extremeMinimumWidth
        guard isExtreme else { return nil }
        let (measuredText, bandText, overflowing) = sentence()
        return context.diagnostic(
            FindingMessage("\(measuredText) is far \(direction) the band \(bandText), \(overflowing)", id: isBelow ? "farBelowBand" : "farAboveBand"),
            about: pair.subject, at: unit.range,
            related: [(range: source.range, message: "source text, \(sourceWidth) columns wide")])
    }

    /// `%#@posts@ from %#@people@` is a frame whose words live in its substitutions' variants
    /// (compared on their own); the frame's width says nothing.
    private static func hasSubstitutions(_ text: String) -> Bool { TextSearch.contains(text, "%#@") }

    /// Enough decimals that a value outside the band never prints as the band's bound
    /// ("0.357 is below the band 0.36–2.25", not "0.36 is below the band 0.36–2.25").
    private static func digits(toTell value: Double, from bound: Double) -> Int {
        (2...4).first { format(value, digits: $0) != format(bound, digits: $0) } ?? 4
    }

    private static func bandText(_ band: LengthBudgetOptions.ResolvedBand, digits: Int) -> String {
        "\(format(band.lower, digits: digits))–\(format(band.upper, digits: digits)) around \(format(band.ratio, digits: 1))"
    }

    private static func format(_ value: Double, digits: Int = 2) -> String {
        String(format: "%.\(digits)f", value)
    }
}

extension FindingMessage {
    /// A translation a tenth of its source's expected width or less says only part of it.
    fileprivate static func incompleteTranslation(width: Int, sourceWidth: Int, ratio: Double, usual: Double) -> FindingMessage {
        FindingMessage(
            "is \(width) columns wide, its source \(sourceWidth): ratio \(String(format: "%.1f", ratio)) is over ten times the usual "
                + "\(String(format: "%.1f", usual)), the translation says only part of its source")
    }
}
