/// The report as one self-contained HTML page: coverage cards with bars per locale, the
/// catalog × locale table (`#coverage-table`), VoiceOver coverage, and the worklist with state,
/// catalog and text filters. Inline CSS and script only, so it opens offline and can be
/// attached to a CI run; every piece of catalog text is HTML-escaped.
public struct ReportHTMLRenderer: Sendable {
    public init() {}

    public func render(_ report: TranslationReport) -> String {
        let title = "Translation report" + (report.focusLocale.map { " — \($0)" } ?? "")
        var html = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <meta name="generator" content="\(ToolInfo.name) \(ToolInfo.version)">
            <title>\(Self.escape(title))</title>
            <style>
            \(ReportHTMLAssets.style)
            </style>
            </head>
            <body>
            <header>
            <h1>\(Self.escape(title))</h1>
            <p class="meta">\(Self.escape(ReportFormatting.headline(report)))</p>

            """
        if report.unreadableFiles > 0 {
            html += "<p class=\"warning\">\(report.unreadableFiles) file(s) could not be read or parsed; their keys are not counted.</p>\n"
        }
        html += "</header>\n<main>\n" + overview(report) + catalogTable(report) + voiceOver(report)
        if let worklist = report.worklist { html += ReportHTMLWorklist(report: report, items: worklist).render() }
        html += "</main>\n<footer><p>\(Self.escape(ReportFormatting.definitions))</p></footer>\n"
        html += "<script>\n\(ReportHTMLAssets.script)\n</script>\n</body>\n</html>\n"
        return html
    }

    private func overview(_ report: TranslationReport) -> String {
        var html = "<section aria-labelledby=\"overview-title\">\n<h2 id=\"overview-title\">Coverage by language</h2>\n"
        guard !report.locales.isEmpty else { return html + "<p class=\"hint\">No locales to translate into.</p>\n</section>\n" }
        html += "<div class=\"locales\">\n"
        for summary in report.locales {
            let t = summary.totals
            html += """
                <article class="card">
                <div class="card-head"><span class="locale">\(Self.escape(summary.locale.identifier))</span><span class="pct">\(ReportFormatting.percent(t))</span></div>
                \(Self.bar(t, label: "\(summary.locale) coverage"))
                <p class="counts"><span><b>\(t.translated)</b> of <b>\(t.total)</b> translated</span><span><b>\(t.needsReview)</b> to review</span><span><b>\(t.missing)</b> missing</span><span><b>\(t.empty)</b> empty</span></p>
                </article>

                """
        }
        html += "</div>\n<p class=\"legend\">Bars:<span class=\"swatch\" style=\"background:var(--ok)\"></span>translated"
        html += "<span class=\"swatch\" style=\"background:var(--review)\"></span>needs review (counts as translated)"
        html += "<span class=\"swatch\" style=\"background:var(--track)\"></span>missing or empty</p>\n</section>\n"
        return html
    }

    private func catalogTable(_ report: TranslationReport) -> String {
        let headers = ["Total", "Translated", "Review", "Unchanged", "Missing", "Empty", "Stale", "No letters", "Plural", "Format", "Length", "Drift"]
        var html = "<section aria-labelledby=\"catalogs-title\">\n<h2 id=\"catalogs-title\">By catalog</h2>\n<div class=\"table-wrap\">\n"
        html += "<table id=\"coverage-table\">\n<thead><tr><th>Locale</th><th>Catalog</th>"
        html += headers.map { "<th class=\"num\">\($0)</th>" }.joined() + "<th>Coverage</th></tr></thead>\n<tbody>\n"
        for summary in report.locales {
            for row in summary.catalogs {
                let catalog = "<span title=\"\(Self.escape(row.catalog.path))\">\(Self.escape(row.catalog.label))</span>"
                html += Self.statisticsRow(locale: summary.locale, catalog: catalog, row.statistics, isTotal: false)
            }
            if summary.catalogs.count > 1 {
                html += Self.statisticsRow(locale: summary.locale, catalog: "All catalogs", summary.totals, isTotal: true)
            }
        }
        html += "</tbody>\n</table>\n</div>\n<ul class=\"catalog-list\">\n"
        for catalog in report.catalogs {
            html += "<li><b>\(Self.escape(catalog.label))</b> <code>\(Self.escape(catalog.path))</code> · "
            html += "\(Self.escape(ReportFormatting.kind(of: catalog))), source \(Self.escape(catalog.sourceLanguage.identifier))</li>\n"
        }
        return html + "</ul>\n</section>\n"
    }

    private static func statisticsRow(locale: LocaleID, catalog: String, _ s: LocaleStatistics, isTotal: Bool) -> String {
        let counts = [s.total, s.translated, s.needsReview, s.unchanged, s.missing, s.empty, s.stale, s.noLetters]
        let problems = [s.pluralGaps, s.formatErrors, s.overBudget, s.drift]
        var html = "<tr\(isTotal ? " class=\"total\"" : "")><td>\(escape(locale.identifier))</td><td>\(catalog)</td>"
        html += counts.map { "<td class=\"num\(($0 == 0) ? " zero" : "")\">\($0)</td>" }.joined()
        html += problems.map { "<td class=\"num\(($0 == 0) ? " zero" : " warn")\">\($0)</td>" }.joined()
        html += "<td class=\"num\">\(bar(s, label: "\(locale) coverage", mini: true))\(ReportFormatting.percent(s))</td></tr>\n"
        return html
    }

    private func voiceOver(_ report: TranslationReport) -> String {
        "<section aria-labelledby=\"voiceover-title\">\n<h2 id=\"voiceover-title\">VoiceOver</h2>\n<p>"
            + Self.escape(ReportFormatting.voiceOverLine(report.voiceOver).capitalizingFirst()) + ".</p>\n</section>\n"
    }

    /// A progress bar: translated in green, its needs-review part in amber, the rest the track.
    static func bar(_ s: LocaleStatistics, label: String, mini: Bool = false) -> String {
        let reviewPoints = s.total == 0 ? 0 : s.needsReview * 10_000 / s.total
        let donePoints = max(0, s.coverageBasisPoints - reviewPoints)
        return "<span class=\"bar\(mini ? " mini" : "")\" role=\"img\" aria-label=\"\(escape(label)) \(ReportFormatting.percent(s))\">"
            + "<span class=\"done\" style=\"width:\(cssPercent(donePoints))\"></span>"
            + "<span class=\"review\" style=\"width:\(cssPercent(reviewPoints))\"></span></span>"
    }

    private static func cssPercent(_ basisPoints: Int) -> String { "\(basisPoints / 100).\(basisPoints % 100 < 10 ? "0" : "")\(basisPoints % 100)%" }

    /// Text for element content and attribute values alike.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default:
                if scalar.value < 0x20, scalar != "\n", scalar != "\t" { result += "\u{FFFD}" } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }
}

extension String {
    func capitalizingFirst() -> String { prefix(1).uppercased() + dropFirst() }
}
