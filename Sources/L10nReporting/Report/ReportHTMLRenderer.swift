import L10nModel
import L10nAnalysis
import L10nRules

/// The report as one self-contained HTML page: a chart of every locale's keys by state
/// (worst locale first, with its name in its own language), the catalog × locale table
/// (`#coverage-table`), VoiceOver coverage with every icon-only control, and the worklist
/// (``ReportHTMLWorklist``), each row linking to its `file:line`. Inline CSS and script only,
/// so it opens offline and can be attached to a CI run; every piece of catalog text is
/// HTML-escaped. Tables turn into stacked rows on a phone-sized screen, so nothing is clipped.
public struct ReportHTMLRenderer: Sendable {
    /// Where `file:line` links go: the repository's web host, an editor, or the files on disk.
    public var links: SourceLinks

    public init(links: SourceLinks) { self.links = links }

    /// Links relative to where the page is written (`../`), so they work opened from disk.
    public init(linkBase: String = "") { self.links = SourceLinks(style: .relative(base: linkBase)) }

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
        if let worklist = report.worklist { html += ReportHTMLWorklist(report: report, items: worklist, links: links).render() }
        html += "</main>\n<footer><p>\(Self.escape(ReportFormatting.definitions))</p></footer>\n"
        html += "<script>\n\(ReportHTMLScript.source)\n</script>\n</body>\n</html>\n"
        return html
    }

    private func overview(_ report: TranslationReport) -> String {
        var html = "<section aria-labelledby=\"overview-title\">\n<h2 id=\"overview-title\">Coverage by language</h2>\n"
        guard !report.locales.isEmpty else { return html + "<p class=\"hint\">No locales to translate into.</p>\n</section>\n" }
        html += "<div class=\"chart\" role=\"list\">\n"
        for summary in Self.worstFirst(report.locales) {
            let t = summary.totals
            html += "<div class=\"chart-row\" role=\"listitem\" data-locale=\"\(Self.escape(summary.locale.identifier))\">"
            html += "<div class=\"chart-label\">\(Self.localeName(summary.locale))</div>"
            html += Self.stackedBar(t, label: summary.locale.identifier)
            html += "<div class=\"chart-pct\">\(ReportFormatting.percent(t))</div>"
            html += "<div class=\"counts chart-counts\"><span><b>\(t.translated)</b> of <b>\(t.total)</b> translated</span>"
            html += "<span><b>\(t.needsReview)</b> to review</span><span><b>\(t.machineTranslated)</b> machine-translated</span><span><b>\(t.unchanged)</b> unchanged (still the source text)</span><span><b>\(t.missing)</b> missing</span><span><b>\(t.empty)</b> empty</span></div></div>\n"
        }
        html += "</div>\n<p class=\"legend\">Worst first. Keys by state:"
        for (css, label) in [("done", "translated"), ("review", "needs review (counts as translated)"), ("unchanged", "unchanged"), ("empty", "empty"), ("missing", "missing")] {
            html += "<span class=\"swatch \(css)\"></span>\(label)"
        }
        return html + "</p>\n</section>\n"
    }

    /// Locales by coverage, lowest first (ties by identifier): the one needing most work leads.
    static func worstFirst(_ locales: [LocaleSummary]) -> [LocaleSummary] {
        locales.sorted { ($0.totals.coverageBasisPoints, $0.locale.identifier) < ($1.totals.coverageBasisPoints, $1.locale.identifier) }
    }

    /// `zh-Hans 简体中文`: the code, then the language's name in itself (from Foundation's
    /// CLDR data) when there is one, marked with its language for the right glyphs.
    static func localeName(_ locale: LocaleID) -> String {
        let code = "<span class=\"locale\">\(escape(locale.identifier))</span>"
        guard let name = LanguageNames.endonym(of: locale.identifier), name != locale.identifier else { return code }
        return code + " <span class=\"endonym\" lang=\"\(escape(locale.identifier))\">\(escape(name))</span>"
    }

    private func catalogTable(_ report: TranslationReport) -> String {
        var html = "<section aria-labelledby=\"catalogs-title\">\n<h2 id=\"catalogs-title\">By catalog</h2>\n<div class=\"table-wrap\">\n"
        html += "<table id=\"coverage-table\">\n<thead><tr><th>Locale</th><th>Catalog</th>"
        html += Self.columns.map { "<th class=\"num\">\($0)</th>" }.joined() + "<th>Coverage</th></tr></thead>\n<tbody>\n"
        for summary in Self.worstFirst(report.locales) {
            for row in summary.catalogs {
                let catalog = "<span class=\"catalog-name\" title=\"\(Self.escape(row.catalog.path))\">\(Self.escape(row.catalog.label))</span>"
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

    private static let columns = ["Total", "Translated", "Review", "Machine", "Unchanged", "Missing", "Empty", "Stale", "No letters", "Plural", "Format", "Length", "Drift"]

    /// Cells after the first two carry their column name (`data-label`), shown when the table
    /// is stacked on a narrow screen.
    private static func statisticsRow(locale: LocaleID, catalog: String, _ s: LocaleStatistics, isTotal: Bool) -> String {
        let counts = [s.total, s.translated, s.needsReview, s.machineTranslated, s.unchanged, s.missing, s.empty, s.stale, s.noLetters]
        let problems = [s.pluralGaps, s.formatErrors, s.overBudget, s.drift]
        var html = "<tr\(isTotal ? " class=\"total\"" : "")><td>\(escape(locale.identifier))</td><td>\(catalog)</td>"
        let classes = counts.map { $0 == 0 ? " zero" : "" } + problems.map { $0 == 0 ? " zero" : " warn" }
        for (index, value) in (counts + problems).enumerated() {
            html += "<td class=\"num\(classes[index])\" data-label=\"\(columns[index])\">\(value)</td>"
        }
        html += "<td class=\"num\" data-label=\"Coverage\">\(bar(s, label: "\(locale) coverage", mini: true))\(ReportFormatting.percent(s))</td></tr>\n"
        return html
    }

    /// The percentages, then every icon-only control with what VoiceOver reads and where it is:
    /// unlabelled ones first, each linking to its `file:line`.
    private func voiceOver(_ report: TranslationReport) -> String {
        var html = "<section aria-labelledby=\"voiceover-title\">\n<h2 id=\"voiceover-title\">VoiceOver</h2>\n<p>"
            + Self.escape(ReportFormatting.voiceOverLine(report.voiceOver).capitalizingFirst()) + ".</p>\n"
        guard let controls = report.voiceOver?.controls, !controls.isEmpty else { return html + "</section>\n" }
        let order = VoiceOverCoverage.Control.Status.allCases
        let sorted = controls.enumerated().sorted {
            (order.firstIndex(of: $0.element.status) ?? 0, $0.offset) < (order.firstIndex(of: $1.element.status) ?? 0, $1.offset)
        }.map(\.element)
        html += "<details id=\"voiceover-controls\"\(controls.count <= 50 ? " open" : "")><summary>\(controls.count == 1 ? "1 control" : "\(controls.count) controls")</summary>\n"
        html += "<div class=\"table-wrap\">\n<table id=\"voiceover-table\">\n<thead><tr><th scope=\"col\">Control</th><th scope=\"col\">Label</th><th scope=\"col\">Where</th></tr></thead>\n<tbody>\n"
        for control in sorted {
            let location = control.location
            html += "<tr data-status=\"\(control.status.rawValue)\"><td>\(Self.escape(control.name))</td>"
            html += "<td data-label=\"Label\"><span class=\"badge voiceover-\(control.status.rawValue)\">\(Self.escape(Self.statusLabel(control.status)))</span></td>"
            html += "<td class=\"where\" data-label=\"Where\">\(link(location.path, line: location.start.line))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</div>\n</details>\n</section>\n"
    }

    private static func statusLabel(_ status: VoiceOverCoverage.Control.Status) -> String {
        switch status {
        case .unlabelled: "no label"
        case .conditional: "label only under #if"
        case .labelled: "label not translated"
        case .localized: "translated label"
        }
    }

    /// `<a href="…#L12" title="App/View.swift:12"><code>View.swift:12</code></a>`: the file's
    /// name (with its `.lproj` folder) and line; the whole path in the tooltip.
    func link(_ path: String, line: Int) -> String {
        let components = path.split(separator: "/")
        let shown = components.count >= 2 && components[components.count - 2].hasSuffix(".lproj")
            ? components.suffix(2).joined(separator: "/") : String(components.last ?? "")
        return "<a href=\"\(Self.escape(links.href(path, line: line)))\" title=\"\(Self.escape(links.title(path, line: line)))\"><code>\(Self.escape(shown)):\(line)</code></a>"
    }

    /// A progress bar: translated in green, its needs-review part in amber, the rest the track.
    static func bar(_ s: LocaleStatistics, label: String, mini: Bool = false) -> String {
        let reviewPoints = points(s.needsReview, of: s.total)
        let donePoints = max(0, s.coverageBasisPoints - reviewPoints)
        return "<span class=\"bar\(mini ? " mini" : "")\" role=\"img\" aria-label=\"\(escape(label)) \(ReportFormatting.percent(s))\">"
            + "<span class=\"done\" style=\"width:\(cssPercent(donePoints))\"></span>"
            + "<span class=\"review\" style=\"width:\(cssPercent(reviewPoints))\"></span></span>"
    }

    /// Every key of a locale by state: translated, needs review, empty, missing.
    static func stackedBar(_ s: LocaleStatistics, label: String) -> String {
        let segments = [
            ("done", s.translated - s.needsReview, "translated"), ("review", s.needsReview, "need review"),
            ("unchanged", s.unchanged, "unchanged"), ("empty", s.empty, "empty"), ("missing", s.missing, "missing"),
        ]
        let description = segments.map { "\($0.1) \($0.2)" }.joined(separator: ", ")
        var html = "<div class=\"stack\" role=\"img\" aria-label=\"\(escape(label)): \(description), of \(s.total)\">"
        for (css, count, name) in segments where count > 0 {
            html += "<span class=\"\(css)\" style=\"width:\(cssPercent(points(count, of: s.total)))\" title=\"\(count) \(name)\"></span>"
        }
        return html + "</div>"
    }

    private static func points(_ part: Int, of whole: Int) -> Int { whole == 0 ? 0 : part * 10_000 / whole }

    private static func cssPercent(_ basisPoints: Int) -> String { "\(basisPoints / 100).\(basisPoints % 100 < 10 ? "0" : "")\(basisPoints % 100)%" }

    /// Text for element content and attribute values alike (``OutputEscaping/html(_:)``).
    static func escape(_ text: String) -> String { OutputEscaping.html(text) }
}

extension String {
    func capitalizingFirst() -> String { prefix(1).uppercased() + dropFirst() }
}
