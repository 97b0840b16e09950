import Foundation
import L10nModel
import L10nParsing

/// The report for a terminal: a coverage bar per locale, a catalog × locale table, VoiceOver
/// coverage, and with `--locale` the worklist. Columns align by display width (CJK = 2).
public struct ReportTextRenderer: Sendable {
    public var usesColor: Bool

    public init(usesColor: Bool = false) { self.usesColor = usesColor }

    /// Longest source or translation shown in a worklist row; the JSON and HTML have it all.
    static let cellWidth = 32

    public func render(_ report: TranslationReport) -> String {
        var lines = [paint("Translation report", "1") + " · " + ReportFormatting.singleLine(ReportFormatting.headline(report))]
        if report.unreadableFiles > 0 {
            lines.append("warning: \(report.unreadableFiles) file(s) could not be read or parsed; their keys are not counted")
        }
        lines += [""] + overview(report) + [""] + byCatalog(report)
        lines += ["", paint("CATALOGS", "1")] + catalogLegend(report)
        lines += ["", paint("VOICEOVER", "1"), "  " + ReportFormatting.voiceOverLine(report.voiceOver)]
        if let worklist = report.worklist {
            lines += [""] + self.worklist(worklist, report: report)
        }
        lines += [""] + ReportFormatting.wrap(ReportFormatting.definitions, width: 100)
        return lines.joined(separator: "\n") + "\n"
    }

    private func overview(_ report: TranslationReport) -> [String] {
        var table = TextTable([
            .init(title: "LOCALE"), .init(title: "COVERAGE"), .init(title: "", alignsRight: true),
            .init(title: "TRANSLATED", alignsRight: true), .init(title: "NEEDS REVIEW", alignsRight: true),
            .init(title: "MACHINE TRANSLATED", alignsRight: true),
            .init(title: "UNCHANGED", alignsRight: true), .init(title: "MISSING", alignsRight: true), .init(title: "EMPTY", alignsRight: true),
            .init(title: "TOTAL", alignsRight: true),
        ])
        for summary in report.locales {
            let totals = summary.totals
            table.append([
                ReportFormatting.singleLine(summary.locale.identifier), ReportFormatting.bar(totals, width: 20), ReportFormatting.percent(totals),
                "\(totals.translated)", "\(totals.needsReview)", "\(totals.machineTranslated)", "\(totals.unchanged)", "\(totals.missing)", "\(totals.empty)", "\(totals.total)",
            ])
        }
        guard !report.locales.isEmpty else { return ["No locales to translate into."] }
        return colorBars(table.lines(), report: report)
    }

    /// Colours each overview bar by coverage once alignment is done (escapes have no width).
    private func colorBars(_ lines: [String], report: TranslationReport) -> [String] {
        guard usesColor else { return lines }
        return [paint(lines[0], "1")] + zip(lines.dropFirst(), report.locales).map { line, summary in
            let bar = ReportFormatting.bar(summary.totals, width: 20)
            return line.replacingFirst(bar, with: paint(bar, Self.color(summary.totals)))
        }
    }

    private func byCatalog(_ report: TranslationReport) -> [String] {
        var table = TextTable(
            [.init(title: "LOCALE"), .init(title: "CATALOG")]
                + ["TOTAL", "TRANSLATED", "REVIEW", "MACHINE", "UNCHANGED", "MISSING", "EMPTY", "STALE", "NO LETTERS", "PLURAL", "FORMAT", "LENGTH", "DRIFT", "COVERAGE"]
                .map { .init(title: $0, alignsRight: true) })
        for summary in report.locales {
            for row in summary.catalogs {
                table.append([ReportFormatting.singleLine(summary.locale.identifier), Self.cell(row.catalog.label)] + Self.cells(row.statistics))
            }
            if summary.catalogs.count > 1 {
                table.append([ReportFormatting.singleLine(summary.locale.identifier), "(all)"] + Self.cells(summary.totals))
            }
        }
        let lines = table.lines()
        return [paint("BY CATALOG", "1"), usesColor ? paint(lines[0], "2") : lines[0]] + lines.dropFirst()
    }

    private static func cells(_ s: LocaleStatistics) -> [String] {
        [s.total, s.translated, s.needsReview, s.machineTranslated, s.unchanged, s.missing, s.empty, s.stale, s.noLetters, s.pluralGaps, s.formatErrors, s.overBudget, s.drift].map { "\($0)" }
            + [ReportFormatting.percent(s)]
    }

    private func catalogLegend(_ report: TranslationReport) -> [String] {
        var table = TextTable([.init(title: ""), .init(title: ""), .init(title: "")])
        for catalog in report.catalogs {
            table.append([Self.cell(catalog.label), ReportFormatting.singleLine(catalog.path), ReportFormatting.singleLine("\(ReportFormatting.kind(of: catalog)), source \(catalog.sourceLanguage)")])
        }
        return Array(table.lines(indent: "  ").dropFirst())
    }

    private func worklist(_ items: [WorkItem], report: TranslationReport) -> [String] {
        let scope = report.focusLocale.map { " \(ReportFormatting.singleLine($0.description))" } ?? ""
        var lines = [paint("WORKLIST\(scope)", "1") + " · \(ReportFormatting.workCount(items.count)) · sorted by catalog, then key"]
        lines.append("  widths in display columns (CJK and emoji = 2): SRC source, TR translation, MAX budget (maxWidth)")
        var groups: [(key: String, items: [WorkItem])] = []
        for item in items {
            let group = "\(item.catalog.path)\u{0}\(item.locale)"
            if groups.last?.key == group { groups[groups.count - 1].items.append(item) } else { groups.append((group, [item])) }
        }
        for group in groups {
            guard let first = group.items.first else { continue }
            let locale = report.focusLocale == nil ? " → \(ReportFormatting.singleLine(first.locale.description))" : ""
            lines += ["", "\(paint(Self.cell(first.catalog.label), "1"))\(locale) · \(ReportFormatting.singleLine(first.catalog.path))"]
            lines += worklistTable(group.items)
        }
        return lines
    }

    private func worklistTable(_ items: [WorkItem]) -> [String] {
        var table = TextTable([
            .init(title: "KEY"), .init(title: "STATE"), .init(title: "SOURCE"), .init(title: "TRANSLATION"),
            .init(title: "SRC", alignsRight: true), .init(title: "TR", alignsRight: true), .init(title: "MAX", alignsRight: true),
        ])
        for item in items {
            let translation = item.translationText.map { $0.isEmpty ? "\"\"" : Self.cell($0) } ?? "—"
            table.append([
                item.key.isEmpty ? "(empty key)" : Self.cell(item.key), item.state.label, Self.cell(item.sourceText), translation,
                "\(item.sourceWidth)", item.translationWidth.map { "\($0)" } ?? "", item.maxWidth.map { "\($0)" } ?? "",
            ])
        }
        let rows = table.lines(indent: "  ")
        var lines = [usesColor ? paint(rows[0], "2") : rows[0]]
        for (item, row) in zip(items, rows.dropFirst()) {
            lines.append(usesColor ? row.replacingFirst(item.state.label, with: paint(item.state.label, Self.color(item.state))) : row)
            if let comment = item.comment, !comment.isEmpty {
                lines.append("      comment\(item.isCommentAutoGenerated ? " (auto-generated)" : ""): \(ReportFormatting.singleLine(comment))")
            }
            for finding in item.findings { lines.append("      \(finding.ruleID): \(ReportFormatting.singleLine(finding.message))") }
            if !item.usages.isEmpty { lines.append("      used at: \(ReportFormatting.singleLine(item.usages.map(ReportFormatting.usage).joined(separator: ", ")))") }
        }
        return lines
    }

    private static func cell(_ text: String) -> String {
        DisplayWidth.truncate(ReportFormatting.singleLine(text), to: cellWidth)
    }

    private static func color(_ statistics: LocaleStatistics) -> String {
        statistics.coverageBasisPoints >= 9_500 ? "32" : statistics.coverageBasisPoints >= 7_000 ? "33" : "31"
    }

    private static func color(_ state: WorkItem.State) -> String {
        switch state {
        case .missing, .new, .empty: "31"
        case .needsReview, .machineTranslated: "33"
        case .translated: "36"
        }
    }

    private func paint(_ text: String, _ code: String) -> String {
        usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

extension String {
    /// The string with the first occurrence of `target` replaced (for colouring aligned cells).
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
