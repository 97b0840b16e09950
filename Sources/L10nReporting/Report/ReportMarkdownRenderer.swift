import L10nModel

/// The report as GitHub-flavoured Markdown, sized for a pull-request comment (GitHub refuses
/// comments over 65,536 characters) or a job summary: locale overview first, the catalog
/// table folded in `<details>`, then the worklist, cut with a note when it would not fit.
public struct ReportMarkdownRenderer: Sendable {
    /// Characters after which worklist rows are left out.
    public var characterBudget: Int

    public init(characterBudget: Int = 60_000) { self.characterBudget = characterBudget }

    public func render(_ report: TranslationReport) -> String {
        var lines = ["## Translation report", "", Self.text(ReportFormatting.headline(report)), ""]
        if report.unreadableFiles > 0 {
            lines += ["> [!WARNING]", "> \(report.unreadableFiles) file(s) could not be read or parsed; their keys are not counted.", ""]
        }
        lines += overview(report) + [""] + byCatalog(report) + [""]
        lines += ["**VoiceOver:** \(Self.text(ReportFormatting.voiceOverLine(report.voiceOver)))", ""]
        var output = lines.joined(separator: "\n") + "\n"
        if let worklist = report.worklist {
            output += self.worklist(worklist, report: report, used: output.count)
        }
        output += "\n<sub>\(Self.text(ReportFormatting.definitions))</sub>\n"
        return output
    }

    private func overview(_ report: TranslationReport) -> [String] {
        guard !report.locales.isEmpty else { return ["No locales to translate into."] }
        var lines = [
            "| Locale | Coverage | | Translated | Needs review | Machine translated | Unchanged | Missing | Empty | Total |",
            "| :-- | :-- | --: | --: | --: | --: | --: | --: | --: | --: |",
        ]
        for summary in report.locales {
            let t = summary.totals
            lines.append(Self.row([
                "**\(Self.text(summary.locale.identifier))**", "`\(ReportFormatting.bar(t, width: 20))`", ReportFormatting.percent(t),
                "\(t.translated)", "\(t.needsReview)", "\(t.machineTranslated)", "\(t.unchanged)", "\(t.missing)", "\(t.empty)", "\(t.total)",
            ]))
        }
        return lines
    }

    private func byCatalog(_ report: TranslationReport) -> [String] {
        var lines = [
            "<details><summary>By catalog</summary>", "",
            "| Locale | Catalog | Total | Translated | Review | Machine | Unchanged | Missing | Empty | Stale | No letters | Plural | Format | Length | Drift | Coverage |",
            "| :-- | :-- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |",
        ]
        for summary in report.locales {
            for row in summary.catalogs {
                lines.append(Self.row([Self.text(summary.locale.identifier), Self.code(row.catalog.label)] + Self.cells(row.statistics)))
            }
        }
        lines += ["", "Catalogs: " + report.catalogs.map { "\(Self.code($0.label)) \(Self.code($0.path))" }.joined(separator: ", "), "", "</details>"]
        return lines
    }

    private static func cells(_ s: LocaleStatistics) -> [String] {
        [s.total, s.translated, s.needsReview, s.machineTranslated, s.unchanged, s.missing, s.empty, s.stale, s.noLetters, s.pluralGaps, s.formatErrors, s.overBudget, s.drift].map { "\($0)" }
            + [ReportFormatting.percent(s)]
    }

    private func worklist(_ items: [WorkItem], report: TranslationReport, used: Int) -> String {
        let scope = report.focusLocale.map { " for \($0)" } ?? ""
        var output = "### Worklist\(scope): \(ReportFormatting.workCount(items.count))\n"
        var group = ""
        for (index, item) in items.enumerated() {
            if used + output.count > characterBudget {
                let locale = report.focusLocale.map { " --locale \($0)" } ?? ""
                output += "\n_\(items.count - index) more keys are not shown here; run \(Self.code("l10n report\(locale) --format html")) for the full list._\n"
                break
            }
            let itemGroup = "\(item.catalog.path) \(item.locale)"
            if itemGroup != group {
                group = itemGroup
                let locale = report.focusLocale == nil ? " → \(Self.text(item.locale.description))" : ""
                output += "\n#### \(Self.text(item.catalog.label))\(locale) · \(Self.code(item.catalog.path))\n\n"
                output += "| Key | State | Source | Translation | Width | Notes | Used at |\n| :-- | :-- | :-- | :-- | :-- | :-- | :-- |\n"
            }
            output += Self.row(Self.cells(item)) + "\n"
        }
        return output
    }

    private static func cells(_ item: WorkItem) -> [String] {
        let translation = item.translationText.map { $0.isEmpty ? "\"\"" : code($0) } ?? "—"
        var width = "\(item.sourceWidth) → \(item.translationWidth.map { "\($0)" } ?? "—")"
        if let maxWidth = item.maxWidth { width += " (max \(maxWidth))" }
        var notes: [String] = []
        if let comment = item.comment, !comment.isEmpty { notes.append(text(comment) + (item.isCommentAutoGenerated ? " (auto-generated)" : "")) }
        notes += item.findings.map { "⚠️ \(code($0.ruleID.rawValue)) \(text($0.message))" }
        return [
            code(item.key), item.state.label, code(item.sourceText), translation, width,
            notes.joined(separator: "<br>"), item.usages.map { code(ReportFormatting.usage($0)) }.joined(separator: "<br>"),
        ]
    }

    private static func row(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |" }

    /// A code span that survives any content (``OutputEscaping/markdownCode(_:)``).
    static func code(_ raw: String) -> String { OutputEscaping.markdownCode(raw) }

    /// Prose (``OutputEscaping/markdown(_:)``).
    static func text(_ raw: String) -> String { OutputEscaping.markdown(raw) }
}

extension String {
    /// Every occurrence of a character replaced (no Foundation needed).
    func replacingEvery(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}
