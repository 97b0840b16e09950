/// The HTML worklist: filters (state, catalog, free text) above one table, one row per key.
/// Translations carry `lang` so the browser picks the right CJK glyphs.
struct ReportHTMLWorklist {
    var report: TranslationReport
    var items: [WorkItem]

    func render() -> String {
        let scope = report.focusLocale.map { " for \($0)" } ?? ""
        var html = "<section id=\"worklist\" aria-labelledby=\"worklist-title\">\n"
        html += "<h2 id=\"worklist-title\">Worklist\(escape(scope)): \(escape(ReportFormatting.workCount(items.count)))</h2>\n"
        html += filters()
        html += "<div class=\"table-wrap\">\n<table id=\"worklist-table\">\n<thead><tr><th>Catalog</th>"
        if report.focusLocale == nil { html += "<th>Locale</th>" }
        html += "<th>Key</th><th>State</th><th>Source</th><th>Translation</th><th class=\"num\">Width</th><th>Notes</th><th>Used at</th></tr></thead>\n<tbody>\n"
        for item in items { html += row(item) }
        return html + "</tbody>\n</table>\n</div>\n</section>\n"
    }

    private func filters() -> String {
        let states = WorkItem.State.allCases.filter { state in items.contains { $0.state == state } }
        var catalogs: [CatalogReference] = []
        for item in items where !catalogs.contains(item.catalog) { catalogs.append(item.catalog) }
        var html = "<div class=\"filters\">\n<label>State <select id=\"state-filter\"><option value=\"\">All</option>"
        html += states.map { "<option value=\"\($0.rawValue)\">\(escape($0.label))</option>" }.joined()
        html += "</select></label>\n<label>Catalog <select id=\"catalog-filter\"><option value=\"\">All</option>"
        html += catalogs.map { "<option value=\"\(escape($0.path))\">\(escape($0.label))</option>" }.joined()
        html += "</select></label>\n<input id=\"search\" type=\"search\" placeholder=\"Search keys, text, comments\" aria-label=\"Search\">\n"
        return html + "<output id=\"shown\" class=\"hint\">\(items.count) of \(items.count) shown</output>\n</div>\n"
    }

    private func row(_ item: WorkItem) -> String {
        var html = "<tr data-state=\"\(item.state.rawValue)\" data-catalog=\"\(escape(item.catalog.path))\">"
        html += "<td title=\"\(escape(item.catalog.path))\">\(escape(item.catalog.label))</td>"
        if report.focusLocale == nil { html += "<td>\(escape(item.locale.identifier))</td>" }
        html += item.key.isEmpty ? "<td class=\"key none\">empty key</td>" : "<td class=\"key\">\(escape(item.key))</td>"
        html += "<td><span class=\"badge \(item.state.rawValue)\">\(escape(item.state.label))</span></td>"
        html += "<td class=\"text\" lang=\"\(escape(item.catalog.sourceLanguage.identifier))\">\(texts(item.units.map { ($0.variant, $0.source) }))</td>"
        if let translation = item.translationText, !translation.isEmpty {
            html += "<td class=\"text\" lang=\"\(escape(item.locale.identifier))\">\(texts(item.units.map { ($0.variant, $0.target ?? "") }))</td>"
        } else {
            html += "<td class=\"none\">\(item.translationText == nil ? "none" : "empty")</td>"
        }
        html += "<td class=\"num\">\(width(item))</td><td class=\"notes\">\(notes(item))</td>"
        html += "<td class=\"usages\">" + item.usages.map { "<code>\(escape(ReportFormatting.usage($0)))</code>" }.joined(separator: "<br>") + "</td></tr>\n"
        return html
    }

    /// A plain string as is; variants one per line, each after its name (`one`, `iphone other`).
    private func texts(_ units: [(variant: String, text: String)]) -> String {
        if units.count == 1, units[0].variant.isEmpty { return escape(units[0].text) }
        return units.map { "<div><span class=\"variant\">\(escape(WorkUnit.shortName($0.variant)))</span> \(escape($0.text))</div>" }.joined()
    }

    /// `14 → 4`, and `max 20` (red when the translation is wider).
    private func width(_ item: WorkItem) -> String {
        var html = "\(item.sourceWidth) → \(item.translationWidth.map { "\($0)" } ?? "–")"
        if let maxWidth = item.maxWidth {
            let over = (item.translationWidth ?? 0) > maxWidth
            html += "<br><span class=\"\(over ? "warn" : "hint")\">max \(maxWidth)</span>"
        }
        return html
    }

    private func notes(_ item: WorkItem) -> String {
        var parts: [String] = []
        if let comment = item.comment, !comment.isEmpty { parts.append("<p>\(escape(comment))</p>") }
        parts += item.findings.map { "<p class=\"finding\"><code>\(escape($0.ruleID.rawValue))</code> \(escape($0.message))</p>" }
        return parts.joined()
    }

    private func escape(_ text: String) -> String { ReportHTMLRenderer.escape(text) }
}
