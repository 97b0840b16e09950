import L10nModel
import L10nAnalysis

/// The HTML worklist: filters (locale, state, catalog, free text) above one table, one row per
/// key and locale. Each row links to where the key is edited (`file:line`) and to the Swift
/// sources that use it; translations carry `lang` so the browser picks the right CJK glyphs.
/// Every cell names its column (`data-label`) for the stacked layout of narrow screens.
package struct ReportHTMLWorklist {
    var report: TranslationReport
    var items: [WorkItem]
    var linkBase: String = ""

    private var showsLocale: Bool { report.focusLocale == nil }

    func render() -> String {
        let scope = report.focusLocale.map { " for \($0)" } ?? ""
        var html = "<section id=\"worklist\" aria-labelledby=\"worklist-title\">\n"
        html += "<h2 id=\"worklist-title\">Worklist\(escape(scope)): \(escape(ReportFormatting.workCount(items.count)))</h2>\n"
        html += filters()
        html += "<div class=\"table-wrap\">\n<table id=\"worklist-table\">\n<thead><tr><th>Key</th>"
        if showsLocale { html += "<th>Locale</th>" }
        html += "<th>State</th><th>Source</th><th>Translation</th><th class=\"num\">Width</th><th>Notes</th><th>Used at</th></tr></thead>\n<tbody>\n"
        for item in items { html += row(item) }
        return html + "</tbody>\n</table>\n</div>\n</section>\n"
    }

    private func filters() -> String {
        var html = "<div class=\"filters\">\n"
        if showsLocale {
            var locales: [LocaleID] = []
            for summary in ReportHTMLRenderer.worstFirst(report.locales) where items.contains(where: { $0.locale == summary.locale }) {
                locales.append(summary.locale)
            }
            html += "<label>Locale <select id=\"locale-filter\"><option value=\"\">All</option>"
            html += locales.map { "<option value=\"\(escape($0.identifier))\">\(escape(Self.optionName($0)))</option>" }.joined()
            html += "</select></label>\n"
        }
        let states = WorkItem.State.allCases.filter { state in items.contains { $0.state == state } }
        var catalogs: [CatalogReference] = []
        for item in items where !catalogs.contains(item.catalog) { catalogs.append(item.catalog) }
        html += "<label>State <select id=\"state-filter\"><option value=\"\">All</option>"
        html += states.map { "<option value=\"\($0.rawValue)\">\(escape($0.label))</option>" }.joined()
        html += "</select></label>\n<label>Catalog <select id=\"catalog-filter\"><option value=\"\">All</option>"
        html += catalogs.map { "<option value=\"\(escape($0.path))\">\(escape($0.label))</option>" }.joined()
        html += "</select></label>\n<input id=\"search\" type=\"search\" placeholder=\"Search keys, text, comments\" aria-label=\"Search\">\n"
        return html + "<output id=\"shown\" class=\"hint\">\(items.count) of \(items.count) shown</output>\n</div>\n"
    }

    /// `zh-Hans · 简体中文` for the locale menu.
    private static func optionName(_ locale: LocaleID) -> String {
        guard let name = LanguageNames.endonym(of: locale.identifier), name != locale.identifier else { return locale.identifier }
        return "\(locale.identifier) · \(name)"
    }

    private func row(_ item: WorkItem) -> String {
        var html = "<tr data-state=\"\(item.state.rawValue)\" data-catalog=\"\(escape(item.catalog.path))\" data-locale=\"\(escape(item.locale.identifier))\">"
        html += "<td class=\"key\">" + (item.key.isEmpty ? "<span class=\"none\">empty key</span>" : "<code>\(escape(item.key))</code>")
        html += "<div class=\"where\" title=\"\(escape(item.catalog.label)) · \(escape(item.catalog.path))\">\(editLink(item))</div></td>"
        if showsLocale { html += "<td class=\"locale-cell\" data-label=\"Locale\">\(ReportHTMLRenderer.localeName(item.locale))</td>" }
        html += "<td data-label=\"State\"><span class=\"badge \(item.state.rawValue)\">\(escape(item.state.label))</span></td>"
        html += "<td class=\"text\" data-label=\"Source\" lang=\"\(escape(item.catalog.sourceLanguage.identifier))\">\(texts(item.units.map { ($0.variant, $0.source) }))</td>"
        if let translation = item.translationText, !translation.isEmpty {
            html += "<td class=\"text\" data-label=\"Translation\" lang=\"\(escape(item.locale.identifier))\">\(texts(item.units.map { ($0.variant, $0.target ?? "") }))</td>"
        } else {
            html += "<td class=\"none\" data-label=\"Translation\">\(item.translationText == nil ? "none" : "empty")</td>"
        }
        html += "<td class=\"num\" data-label=\"Width\">\(width(item))</td><td class=\"notes\" data-label=\"Notes\">\(notes(item))</td>"
        html += "<td class=\"usages\" data-label=\"Used at\">" + item.usages.map { link($0) }.joined(separator: "<br>") + "</td></tr>\n"
        return html
    }

    /// The file:line to edit, as a link; the catalog's label when the location is unknown.
    private func editLink(_ item: WorkItem) -> String {
        guard let location = item.location else { return escape(item.catalog.label) }
        return link(location)
    }

    /// `<a href="../App/Localizable.xcstrings#L12">Localizable.xcstrings:12</a>`: the file's
    /// name (with its `.lproj` folder) and line, the whole path in the tooltip. The `#L` fragment
    /// is the line anchor of GitHub and most code browsers.
    private func link(_ location: SourceLocation) -> String {
        let path = location.path
        let href = (path.hasPrefix("/") ? "file://" : linkBase) + SARIFURI.percentEncodedPath(path)
        let components = path.split(separator: "/")
        let shown = components.count >= 2 && components[components.count - 2].hasSuffix(".lproj")
            ? components.suffix(2).joined(separator: "/") : String(components.last ?? "")
        let line = location.start.line
        return "<a href=\"\(escape(href))#L\(line)\" title=\"\(escape(path)):\(line)\"><code>\(escape(shown)):\(line)</code></a>"
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
