import Foundation
import Testing
@testable import L10nModel
@testable import L10nParsing
@testable import L10nAnalysis
@testable import L10nRules
@testable import L10nEngine
@testable import L10nConfiguration
@testable import L10nReporting
@testable import L10nWriting
@testable import L10nCLI

/// What each renderer must get right beyond the golden files: CJK alignment, escaping,
/// self-containment, size limits and a JSON that parses into the documented schema.
@Suite struct ReportRendererTests {
    static let files: [(path: String, contents: String)] = [
        ("App/en.lproj/设置.strings", "\"title\" = \"Settings\";\n\"tab.<b>|x\" = \"A | B <b>`code`</b> **bold**\";\n\"done\" = \"Done\";\n"),
        ("App/zh-Hans.lproj/设置.strings", "\"title\" = \"设置标题\";\n\"tab.<b>|x\" = \"\";\n"),
        ("App/en.lproj/Main.strings", "\"ok\" = \"OK\";\n"),
        ("App/zh-Hans.lproj/Main.strings", "\"ok\" = \"好\";\n"),
    ]

    static var report: TranslationReport {
        TranslationReport(result: Linter(rules: []).lint(files: files), options: .init(focusLocale: "zh-Hans"))
    }

    @Test func textTablesAlignByDisplayWidth() throws {
        let text = ReportTextRenderer().render(Self.report)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: "BY CATALOG"))
        let table = Array(lines[(start + 1)...].prefix { !$0.isEmpty })
        #expect(table.count == 4)  // header, Main, 设置, (all)
        #expect(Set(table.map(DisplayWidth.of)).count == 1, "\(table.joined(separator: "\n"))")
        #expect(Set(table.map(\.count)).count > 1, "the CJK row must be shorter in characters")
    }

    @Test func worklistColumnsAfterChineseTextStayAligned() throws {
        var result = Linter(rules: []).lint(files: Self.files)
        result.diagnostics.append(Diagnostic(
            ruleID: "format-specifiers", severity: .error, message: "'title' in zh-Hans has a problem",
            location: .file("App/zh-Hans.lproj/设置.strings"), key: "title", locale: "zh-Hans"))
        let text = ReportTextRenderer().render(TranslationReport(result: result, options: .init(focusLocale: "zh-Hans")))
        let lines = text.split(separator: "\n").map(String.init)
        let title = try #require(lines.first { $0.hasPrefix("  title ") })
        let tab = try #require(lines.first { $0.hasPrefix("  tab.") })
        #expect(title.contains("设置标题"))
        #expect(DisplayWidth.of(title) == DisplayWidth.of(tab), "\(title)\n\(tab)")
        #expect(title.count != tab.count)
        #expect(lines.contains("      format-specifiers: 'title' in zh-Hans has a problem"))
    }

    @Test func textTableAlignsWideAndEmojiCells() {
        var table = TextTable([.init(title: "KEY"), .init(title: "TRANSLATION"), .init(title: "W", alignsRight: true)])
        table.append(["a", "设置标题", "8"])
        table.append(["bb", "Settings", "8"])
        table.append(["c", "🎉 ok", "5"])
        let lines = table.lines()
        #expect(lines == ["KEY  TRANSLATION  W", "a    设置标题     8", "bb   Settings     8", "c    🎉 ok        5"])
        #expect(Set(lines.map(DisplayWidth.of)) == [19])
    }

    @Test func colourOnlyWhenAsked() {
        #expect(!ReportTextRenderer().render(Self.report).contains("\u{1B}["))
        #expect(ReportTextRenderer(usesColor: true).render(Self.report).contains("\u{1B}[31mmissing\u{1B}[0m"))
    }

    @Test func markdownEscapesTableBreakersAndFormatting() {
        let markdown = ReportMarkdownRenderer().render(Self.report)
        #expect(markdown.contains("| `tab.<b>\\|x` | empty | ``A \\| B <b>`code`</b> **bold**`` | \"\" |"))
        #expect(markdown.contains("#### 设置 · `App/*.lproj/设置`"))
        #expect(!markdown.contains("<b>`code`</b> **bold** |"))
    }

    @Test func markdownStaysUnderItsBudget() {
        let keys = (0..<3_000).map { "\"key.\($0)\" = \"Some fairly long English source text number \($0)\";" }.joined(separator: "\n")
        let result = Linter(rules: []).lint(files: [("A/en.lproj/Big.strings", keys), ("A/zh-Hans.lproj/Big.strings", "")])
        let markdown = ReportMarkdownRenderer().render(TranslationReport(result: result, options: .init(focusLocale: "zh-Hans")))
        #expect(markdown.count < 65_536)
        #expect(markdown.contains("more keys are not shown here; run `l10n report --locale zh-Hans --format html` for the full list."))
    }

    @Test func htmlIsSelfContainedAndEscaped() throws {
        let html = ReportHTMLRenderer().render(Self.report)
        #expect(html.hasPrefix("<!doctype html>"))
        #expect(html.contains("<table id=\"coverage-table\">"))
        #expect(html.contains("@media (prefers-color-scheme: dark)"))
        for external in ["src=", "<link", "@import", "url(", "http://", "https://"] {
            #expect(!html.contains(external), "the page must not load \(external)")
        }
        // The worklist is data for the page's script: every string once, `<` written \u003c.
        let data = try Self.worklistJSON(html)
        let strings = try #require(data["strings"] as? [String])
        #expect(strings.contains("tab.<b>|x"))
        #expect(strings.contains("A | B <b>`code`</b> **bold**"))
        #expect(!strings.contains("设置标题"), "translated keys are not on the worklist")
        #expect((data["rows"] as? [Any])?.count == 2)
        // Links only to the linted files, relative, percent-encoded; the script adds `#L` and the line.
        let files = try #require(data["files"] as? [[Any]])
        #expect(files.map { $0[1] as? String } == ["App/en.lproj/%E8%AE%BE%E7%BD%AE.strings", "App/zh-Hans.lproj/%E8%AE%BE%E7%BD%AE.strings"])
        #expect(files.map { $0[2] as? String } == ["#L", "#L"])
    }

    /// A value can hold `</script>`, `<!--`, quotes and line separators: none of it leaves the
    /// data element, and the JSON still parses to the same text.
    @Test func worklistDataCannotCloseItsScriptElement() throws {
        let hostile = "</script><script>alert(1)</script> <!-- \" ' \u{2028} &amp;"
        let files: [(path: String, contents: String)] = [
            ("App/en.lproj/A.strings", "\"k\" = \"\(hostile.replacingOccurrences(of: "\"", with: "\\\""))\";\n"),
            ("App/fr.lproj/A.strings", "\"k\" = \"\";\n"),
        ]
        let html = ReportHTMLRenderer().render(TranslationReport(result: Linter(rules: []).lint(files: files), options: .init(includesWorklist: true)))
        #expect(html.components(separatedBy: "</script>").count - 1 == 2, "the data's and the script's own closing tags only")
        #expect(!html.contains("<!-- \\\""))
        let strings = try #require(try Self.worklistJSON(html)["strings"] as? [String])
        #expect(strings.contains(hostile))
    }

    /// The data element's JSON, as the page's script reads it.
    static func worklistJSON(_ html: String) throws -> [String: Any] {
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"worklist-data\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        return try #require(try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
    }

    /// Without `--locale`: every locale's worklist with a locale filter, locales worst first with
    /// their own names, and a bar of every state per locale, unchanged keys included.
    @Test func htmlWorklistCoversEveryLocaleWorstFirst() throws {
        let files = Self.files + [
            ("App/ja.lproj/設定.strings", ""),
            ("App/ja.lproj/Main.strings", "\"ok\" = \"OK\";\n"),
            ("App/en.lproj/設定.strings", "\"x\" = \"X\";\n"),
        ]
        var result = Linter(rules: []).lint(files: files)
        result.diagnostics.append(Diagnostic(
            ruleID: "unchanged-translation", severity: .warning, message: "is the en source text unchanged",
            location: .file("App/ja.lproj/Main.strings"), key: "ok", locale: "ja"))
        result.rules.append(UnchangedTranslationRule.description)
        let report = TranslationReport(result: result, options: .init(includesWorklist: true))
        let html = ReportHTMLRenderer(linkBase: "../").render(report)
        let chart = html.components(separatedBy: "<div class=\"chart-row\" role=\"listitem\" data-locale=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(chart == ["ja", "zh-Hans"], "ja has less coverage, so it comes first")
        #expect(html.contains("<span class=\"locale\">ja</span> <span class=\"endonym\" lang=\"ja\">日本語</span>"))
        #expect(html.contains("<select id=\"locale-filter\"><option value=\"\">All</option><option value=\"ja\">ja · 日本語</option><option value=\"zh-Hans\">zh-Hans · 简体中文</option></select>"))
        #expect(html.contains("<div class=\"stack\" role=\"img\" aria-label=\"zh-Hans: 2 translated, 0 need review, 0 unchanged, 1 empty, 2 missing, of 5\">"))
        #expect(html.contains("<div class=\"stack\" role=\"img\" aria-label=\"ja: 0 translated, 0 need review, 1 unchanged, 0 empty, 4 missing, of 5\">"))
        #expect(html.contains("<span><b>1</b> unchanged (still the source text)</span>"))
        let coverageRows = html.components(separatedBy: "<tr><td>").dropFirst().map { $0.prefix { $0 != "<" } }
        #expect(coverageRows == ["ja", "ja", "ja", "zh-Hans", "zh-Hans", "zh-Hans"])
        let linked = try #require(try Self.worklistJSON(html)["files"] as? [[Any]])
        #expect(linked.allSatisfy { ($0[1] as? String)?.hasPrefix("../App/") == true }, "links relative to where the page is written")
    }

    /// Note-level findings leave the worklist rows for the notes section; a key with nothing
    /// but notes has no row; a finding a rule reports twice is listed once.
    @Test func notesAreApartAndFindingsAreNotRepeated() throws {
        let files: [(path: String, contents: String)] = [
            ("App/en.lproj/A.strings", "\"a\" = \"A\";\n\"b\" = \"B\";\n"),
            ("App/fr.lproj/A.strings", "\"a\" = \"Aa\";\n"),
        ]
        var result = Linter(rules: []).lint(files: files)
        func finding(_ key: String, _ rule: RuleID, _ severity: Severity, _ message: String) -> Diagnostic {
            Diagnostic(ruleID: rule, severity: severity, message: message, location: .file("App/fr.lproj/A.strings"), key: key, locale: "fr")
        }
        result.diagnostics += [
            finding("a", "some-advice", .note, "could be shorter"),
            finding("b", "some-advice", .note, "has no comment"),
            finding("b", "format-specifiers", .error, "has %@ where the source has %d"),
            finding("b", "format-specifiers", .error, "has %@ where the source has %d"),
        ]
        let report = TranslationReport(result: result, options: .init(includesWorklist: true))
        let item = try #require(report.worklist?.first { $0.key == "b" })
        #expect(item.findings.map(\.message) == ["has %@ where the source has %d", "has no comment"])
        let data = try Self.worklistJSON(ReportHTMLRenderer().render(report))
        let strings = try #require(data["strings"] as? [String])
        let keys = try #require(data["keys"] as? [[Any]])
        let rows = try #require(data["rows"] as? [[Any]])
        let notes = try #require(data["notes"] as? [[Any]])
        #expect(rows.map { strings[keys[$0[0] as! Int][1] as! Int] } == ["b"], "a has only a note: no row")
        #expect(notes.map { strings[$0[3] as! Int] }.sorted() == ["could be shorter", "has no comment"])
        let rowFindings = try #require(rows.first?.count == 7 ? rows.first?[6] as? [Int] : nil)
        #expect(rowFindings.count == 3, "one finding in the row (rule, message, column): the note is not repeated there")
    }

    /// Every icon-only control is listed with what VoiceOver reads and where, unlabelled first.
    @Test func voiceOverListsEachControlWithItsFileAndLine() {
        var report = Self.report
        func at(_ line: Int) -> L10nModel.SourceLocation { L10nModel.SourceLocation(path: "App/Views/Player.swift", start: SourcePosition(line: line, column: 5), end: SourcePosition(line: line, column: 5)) }
        report.voiceOver = VoiceOverCoverage(iconOnlyControls: 2, labelled: 1, localized: 1, controls: [
            .init(name: "Button showing 'play.fill'", location: at(12), status: .localized),
            .init(name: "Button showing '<trash>'", location: at(30), status: .unlabelled),
        ])
        let html = ReportHTMLRenderer().render(report)
        let rows = html.components(separatedBy: "<tr data-status=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(rows == ["unlabelled", "localized"])
        #expect(html.contains("<td>Button showing &#39;&lt;trash&gt;&#39;</td>"))
        #expect(html.contains("<a href=\"App/Views/Player.swift#L30\" title=\"App/Views/Player.swift:30\"><code>Player.swift:30</code></a>"))
    }

    @Test func jsonFollowsTheDocumentedSchema() throws {
        let json = ReportJSONRenderer().render(Self.report)
        let decoded = try JSONDecoder().decode(ReportJSON.self, from: Data(json.utf8))
        #expect(decoded.schemaVersion == 1)
        #expect(decoded.locale == "zh-Hans")
        #expect(decoded.catalogs.map(\.path) == ["App/*.lproj/Main", "App/*.lproj/设置"])
        let totals = try #require(decoded.locales.first?.totals)
        #expect([totals.total, totals.translated, totals.missing, totals.empty] == [4, 2, 1, 1] as [Int])
        #expect(totals.coverage == 50)
        #expect(decoded.worklist?.map(\.key) == ["done", "tab.<b>|x"])
        #expect(decoded.worklist?.first?.units.first?.target == nil)
        #expect(decoded.voiceOver == nil)
    }

    @Test func voiceOverSummaryIsShownInEveryFormat() {
        var report = Self.report
        report.voiceOver = VoiceOverCoverage(iconOnlyControls: 3, labelled: 2, localized: 1)
        let line = "3 icon-only controls, 2 labelled (66.6%), 1 labelled with a translated key (33.3%)"
        #expect(ReportTextRenderer().render(report).contains(line))
        #expect(ReportMarkdownRenderer().render(report).contains(line))
        #expect(ReportHTMLRenderer().render(report).contains(line))
        #expect(ReportJSONRenderer().render(report).contains("\"labelledWithTranslatedKey\": 1"))
    }
}

/// The JSON schema as a reader would decode it (the README documents the same fields).
struct ReportJSON: Decodable {
    struct Statistics: Decodable {
        var total, translated, needsReview, unchanged, missing, empty, stale, noLetters, pluralGaps, formatErrors, overBudget: Int
        var coverage: Double
    }

    struct CatalogRow: Decodable {
        var path: String
        var total, translated, needsReview, unchanged, missing, empty, stale, noLetters: Int
    }

    struct Locale: Decodable {
        var locale: String
        var totals: Statistics
        var catalogs: [CatalogRow]
    }

    struct Catalog: Decodable {
        var name, label, path, role, sourceLanguage: String
    }

    struct Unit: Decodable {
        var variant, source: String
        var target, state: String?
    }

    struct Item: Decodable {
        var catalog, locale, key, state: String
        var comment: String?
        var maxWidth: Int?
        var sourceWidth: Int
        var translationWidth: Int?
        var units: [Unit]
    }

    struct VoiceOver: Decodable {
        var found, labelled, labelledWithTranslatedKey: Int
    }

    var schemaVersion: Int
    var locale: String?
    var unreadableFiles: Int
    var catalogs: [Catalog]
    var locales: [Locale]
    var voiceOver: VoiceOver?
    var worklist: [Item]?
}
