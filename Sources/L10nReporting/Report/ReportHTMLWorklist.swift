import L10nModel
import L10nAnalysis

/// The HTML worklist for translators: one row per key and locale, with what that translator
/// can do about it (translate, fill in, review, shorten…) and where to do it. The rows are
/// data (``ReportHTMLWorklistData``) that the page's script renders a page at a time, sorted by
/// any column, grouped by file or by rule, with filters kept in the URL; note-level findings
/// (advice, not work) are in a collapsed section of their own. Without script the page still
/// shows every summary above, and says how to get the list as text.
package struct ReportHTMLWorklist {
    var report: TranslationReport
    var items: [WorkItem]
    var links = SourceLinks()

    private var showsLocale: Bool { report.focusLocale == nil }

    func render() -> String {
        let locales = ReportHTMLRenderer.worstFirst(report.locales).map(\.locale).filter { locale in items.contains { $0.locale == locale } }
        var catalogs: [CatalogReference] = []
        var seen = Set<String>()
        for item in items where seen.insert(item.catalog.path).inserted { catalogs.append(item.catalog) }
        let data = ReportHTMLWorklistData(items: items, locales: locales, catalogs: catalogs, links: links)
        let scope = report.focusLocale.map { " for \($0)" } ?? ""
        var html = "<section id=\"worklist\" aria-labelledby=\"worklist-title\">\n"
        html += "<h2 id=\"worklist-title\">Worklist\(escape(scope)): \(escape(ReportFormatting.workCount(data.rowCount)))</h2>\n"
        html += filters(locales: locales, catalogs: catalogs)
        html += "<noscript><p class=\"warning\">The worklist is drawn by the page's script, which is off. "
        html += "The summaries above are complete; for the list as text run <code>l10n report --locale \(escape(report.focusLocale?.identifier ?? "LOCALE"))</code>.</p></noscript>\n"
        html += "<div class=\"table-wrap\">\n<table id=\"worklist-table\" class=\"worklist\">\n<thead><tr>"
        html += Self.header("Key", sort: "key")
        if showsLocale { html += Self.header("Locale", sort: "locale") }
        html += Self.header("State", sort: "state") + Self.header("Source", sort: "source") + Self.header("Translation", sort: "translation")
        html += Self.header("Width", sort: "width", numeric: true) + "<th scope=\"col\">To do</th><th scope=\"col\">Notes</th></tr></thead>\n"
        html += "<tbody></tbody>\n</table>\n</div>\n"
        html += Self.pager("worklist-pager")
        html += notes(count: data.noteCount)
        html += "<script type=\"application/json\" id=\"worklist-data\">\(data.json())</script>\n"
        return html + "</section>\n"
    }

    /// A column header whose button sorts by it; `aria-sort` says the current order.
    private static func header(_ title: String, sort: String, numeric: Bool = false) -> String {
        "<th scope=\"col\"\(numeric ? " class=\"num\"" : "")><button type=\"button\" class=\"sort\" data-sort=\"\(sort)\">\(title)</button></th>"
    }

    private static func pager(_ id: String) -> String {
        "<nav class=\"pager\" id=\"\(id)\" aria-label=\"Pages\"><button type=\"button\" data-page=\"prev\">‹ Previous</button>"
            + "<span class=\"page-of\" aria-live=\"polite\"></span><button type=\"button\" data-page=\"next\">Next ›</button></nav>\n"
    }

    private func filters(locales: [LocaleID], catalogs: [CatalogReference]) -> String {
        var html = "<div class=\"filters\">\n"
        if showsLocale {
            html += "<label>Locale <select id=\"locale-filter\"><option value=\"\">All</option>"
            html += locales.map { "<option value=\"\(escape($0.identifier))\">\(escape(Self.optionName($0)))</option>" }.joined()
            html += "</select></label>\n"
        }
        let states = WorkItem.State.allCases.filter { state in items.contains { $0.state == state } }
        html += "<label>State <select id=\"state-filter\"><option value=\"\">All</option>"
        html += states.map { "<option value=\"\($0.rawValue)\">\(escape($0.label))</option>" }.joined()
        html += "</select></label>\n<label>Catalog <select id=\"catalog-filter\"><option value=\"\">All</option>"
        html += catalogs.map { "<option value=\"\(escape($0.path))\">\(escape($0.label))</option>" }.joined()
        html += "</select></label>\n<label>Rule <select id=\"rule-filter\"><option value=\"\">All</option></select></label>\n"
        html += "<label>Group <select id=\"group-by\"><option value=\"\">None</option><option value=\"file\">By file</option><option value=\"rule\">By rule</option></select></label>\n"
        html += "<input id=\"search\" type=\"search\" placeholder=\"Search keys, text, comments\" aria-label=\"Search\">\n"
        return html + "<output id=\"shown\" class=\"hint\"></output>\n</div>\n"
    }

    /// Note-level findings: advice for whoever owns the key, not translation work; collapsed.
    private func notes(count: Int) -> String {
        guard count > 0 else { return "" }
        var html = "<details id=\"notes\" class=\"notes-section\"><summary>Notes: \(count == 1 ? "1 finding" : "\(count) findings") (advice, not translation work)</summary>\n"
        html += "<div class=\"table-wrap\">\n<table id=\"notes-table\" class=\"worklist\">\n<thead><tr><th scope=\"col\">Key</th>"
        if showsLocale { html += "<th scope=\"col\">Locale</th>" }
        html += "<th scope=\"col\">Note</th></tr></thead>\n<tbody></tbody>\n</table>\n</div>\n"
        return html + Self.pager("notes-pager") + "</details>\n"
    }

    /// `zh-Hans · 简体中文` for the locale menu.
    private static func optionName(_ locale: LocaleID) -> String {
        guard let name = LanguageNames.endonym(of: locale.identifier), name != locale.identifier else { return locale.identifier }
        return "\(locale.identifier) · \(name)"
    }

    private func escape(_ text: String) -> String { ReportHTMLRenderer.escape(text) }
}
