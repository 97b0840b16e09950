import L10nModel
import L10nRules

/// Wording and number formats every report renderer shares, so the formats never disagree.
package enum ReportFormatting {
    /// The definitions printed under every report and in `l10n report --help`.
    package static let definitions = """
        Coverage = translated ÷ total. Total counts the source keys to translate: keys marked \
        shouldTranslate: false or with empty source text are left out, and so are stale keys (no \
        longer in code) and keys whose source has no letter (%@, 400, ⓘ), which are shown apart. \
        Translated includes needs_review, as Xcode counts it, and shows it separately; unchanged \
        values (still the source text, an unchanged-translation finding) are not translated; \
        new counts as missing; empty means the value (or one of its variants) is "". Plural, \
        format and length count keys with a plural-variants, format-specifiers or length-budget \
        finding. A catalog generated from a strings.json is counted once, at the strings.json; \
        drift counts its keys whose generated copy differs (catalog-sync). Percentages are rounded \
        down, so 100% means complete.
        """

    /// `81.2%`, rounded down to a tenth.
    package static func percent(_ statistics: LocaleStatistics) -> String {
        percent(basisPoints: statistics.coverageBasisPoints)
    }

    static func percent(basisPoints: Int) -> String {
        let tenths = basisPoints / 10
        return "\(tenths / 10).\(tenths % 10)%"
    }

    /// `part` of `whole` as a percentage, rounded down (100% when `whole` is 0).
    static func percent(_ part: Int, of whole: Int) -> String {
        percent(basisPoints: whole == 0 ? 10_000 : part * 10_000 / whole)
    }

    /// A bar of `width` cells, filled in proportion to coverage (rounded down).
    static func bar(_ statistics: LocaleStatistics, width: Int) -> String {
        let filled = statistics.coverageBasisPoints * width / 10_000
        return String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    }

    /// Catalog kinds for people.
    static func kind(of catalog: CatalogReference) -> String {
        if catalog.role == .source { return "strings.json" }
        let kind = catalog.path.hasSuffix(".xcstrings") ? "String Catalog" : ".lproj table"
        return catalog.generatedFrom.map { "\(kind) generated from \($0) (counted there)" } ?? kind
    }

    /// One line of text: newlines, tabs and other control characters shown as escapes.
    static func singleLine(_ text: String) -> String { text.escapingControlCharacters }

    /// `path:line` for people (the column adds nothing when reading a list of usages).
    static func usage(_ location: SourceLocation) -> String { "\(location.path):\(location.start.line)" }

    /// `VoiceOver: 3 icon-only controls, 2 labelled (66.6%), 1 with a translated key (33.3%)`.
    static func voiceOverLine(_ coverage: VoiceOverCoverage?) -> String {
        guard let coverage else { return "not available: no Swift sources were linted" }
        let found = coverage.iconOnlyControls
        let controls = found == 1 ? "1 icon-only control" : "\(found) icon-only controls"
        return "\(controls), \(coverage.labelled) labelled (\(percent(coverage.labelled, of: found))), "
            + "\(coverage.localized) labelled with a translated key (\(percent(coverage.localized, of: found)))"
    }

    /// The report's headline: `3 catalogs · source en · 1 locale`.
    package static func headline(_ report: TranslationReport) -> String {
        let catalogs = report.catalogs.count == 1 ? "1 catalog" : "\(report.catalogs.count) catalogs"
        let sources = report.sourceLanguages.map(\.identifier).joined(separator: ", ")
        let locales = report.locales.count == 1 ? "1 locale" : "\(report.locales.count) locales"
        return [catalogs, sources.isEmpty ? nil : "source \(sources)", locales].compactMap { $0 }.joined(separator: " · ")
    }

    /// `9 keys need work` / `1 key needs work` / `nothing to do`.
    static func workCount(_ count: Int) -> String {
        switch count {
        case 0: "nothing to do"
        case 1: "1 key needs work"
        default: "\(count) keys need work"
        }
    }

    /// Words of `text` in lines of at most `width` characters (for terminal paragraphs).
    package static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty, current.count + 1 + word.count > width {
                lines.append(current)
                current = ""
            }
            current += current.isEmpty ? String(word) : " " + word
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
