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

/// The HTML report in a real browser: headless Chromium renders the page, runs its script, and
/// a probe appended to the page measures the laid-out DOM. Skips when Chromium is not installed
/// (`Scripts/check-report-html.sh` installs it, times the large report and writes screenshots).
@Suite(.enabled(if: Chromium.executable != nil, "chromium is not installed (apt-get install chromium)"))
struct ReportHTMLBrowserTests {
    static var chromium: URL? { Chromium.executable }

    @Test func chromiumRendersTheWorklistAndAppliesTheFiltersInTheURL() throws {
        let chromium = try #require(Self.chromium)
        let directory = try TemporaryDirectory()
        let html = directory.url.appendingPathComponent("report.html")
        let outcome = L10nCommandLine.run(
            ["report", "strings", "--locale", "zh-Hans", "--format", "html", "--output", html.path],
            environment: CommandEnvironment(workingDirectory: PackagePaths.root.path))
        #expect(outcome.status == .success)
        let data = try Self.worklistData(String(contentsOf: html, encoding: .utf8))
        let states = data.rows.map { data.states[$0.state] }
        let missing = states.filter { $0 == "missing" }.count
        #expect(missing > 0 && missing < states.count)

        // One coverage row per catalog, as the text report's BY CATALOG section has them (the
        // generated catalog is counted at its strings.json, so it has no row of its own).
        let text = L10nCommandLine.run(["report", "strings", "--locale", "zh-Hans"], environment: CommandEnvironment(workingDirectory: PackagePaths.root.path))
        let catalogRows = text.standardOutput.components(separatedBy: "\n\n").first { $0.hasPrefix("BY CATALOG\n") }?
            .split(separator: "\n").filter { $0.hasPrefix("zh-Hans ") && !$0.contains("(all)") }.count ?? 0
        #expect(catalogRows > 1, "the sample has several catalogs")
        // The page's data has the text worklist's missing keys (`  key  missing  Source  —`).
        let textMissing = text.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  ") && $0.split(separator: " ").dropFirst().first == "missing" }.count
        #expect(missing == textMissing)

        let dom = try browse(chromium, ["--dump-dom", html.absoluteString + "#state=missing"], profile: directory)
        #expect(dom.contains("<table id=\"coverage-table\">"))
        #expect(dom.components(separatedBy: "<tr><td>zh-Hans</td>").count - 1 == catalogRows, "one coverage row per catalog")
        #expect(dom.contains("data-filters=\"ready\""), "the page's script must run")
        // Rows drawn in the worklist's table (the page's script, later in the DOM, spells the tag too).
        let worklist = try #require(Self.table("worklist-table", in: dom))
        #expect(worklist.components(separatedBy: "<tr data-state=\"missing\"").count - 1 == missing)
        #expect(worklist.components(separatedBy: "<tr data-state=").count - 1 == missing, "the #state=missing filter must apply")
        #expect(dom.contains("<output id=\"shown\" class=\"hint\">\(missing) of \(states.count) shown</output>"))
        #expect(dom.contains("<li>Translate</li>"), "a missing key's action")

        let screenshot = directory.url.appendingPathComponent("report.png")
        _ = try browse(chromium, ["--screenshot=\(screenshot.path)", html.absoluteString], profile: directory)
        let png = try Data(contentsOf: screenshot)
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(png.count > 20_000, "a blank page compresses to a few kilobytes")
    }

    /// The report of every locale at a laptop's and a phone's width: the page does not scroll
    /// sideways and no table is wider than its frame.
    @Test(arguments: [1280, 390])
    func nothingOverflowsOnTheSample(_ width: Int) throws {
        let outcome = L10nCommandLine.run(["report", "strings", "--format", "html"], environment: CommandEnvironment(workingDirectory: PackagePaths.root.path))
        #expect(outcome.standardOutput.contains("<select id=\"locale-filter\">"), "the worklist is there without --locale")
        let measured = try measure(outcome.standardOutput, width: width)
        #expect(measured.overflow == "none", "at \(width) px")
        #expect(measured.rows > 0)
    }

    /// Long file paths, keys and notes, values that try to close the script: nothing is wider
    /// than a phone, and every value reaches the page as text.
    @Test(arguments: [1280, 390])
    func longPathsAndHostileValuesStayInsideTheirCells(_ width: Int) throws {
        let long = "Modules/" + String(repeating: "VeryLongFeatureFolderName/", count: 8) + "Resources/zh-Hans.lproj/Localizable.strings"
        let catalog = CatalogReference(name: "Localizable", path: long, label: long, role: .generated, sourceLanguage: "en")
        let location = L10nModel.SourceLocation(path: long, start: SourcePosition(line: 12, column: 1), end: SourcePosition(line: 12, column: 1))
        let item = WorkItem(
            catalog: catalog, locale: "zh-Hans", key: "settings.notifications." + String(repeating: "nested.", count: 12) + "title", state: .translated,
            comment: "</script><script>document.body.dataset.injected='yes'</script>",
            units: [WorkUnit(variant: "", source: "Quote \" and ' and <b>bold</b>", target: "</script><img src=x onerror=alert(1)>")],
            sourceWidth: 30, translationWidth: 38,
            findings: [
                WorkItem.Finding(ruleID: "format-specifiers", message: "has %@ where the source has %lld; " + String(repeating: "word ", count: 40), column: .formatErrors),
                WorkItem.Finding(ruleID: "voiceover-label", message: "a note about it", severity: .note),
            ],
            location: location)
        var statistics = LocaleStatistics()
        statistics.total = 1
        statistics.translated = 1
        let report = TranslationReport(
            catalogs: [catalog], locales: [LocaleSummary(locale: "zh-Hans", totals: statistics, catalogs: [CatalogStatistics(catalog: catalog, statistics: statistics)])],
            worklist: [item], voiceOver: VoiceOverCoverage(iconOnlyControls: 1, controls: [.init(name: "Button showing 'trash'", location: location, status: .unlabelled)]))
        let html = ReportHTMLRenderer().render(report)
        let measured = try measure(html, width: width)
        #expect(measured.overflow == "none", "at \(width) px")
        #expect(measured.rows == 1)
        #expect(!measured.dom.contains("data-injected"), "a value must not run as script")
        #expect(measured.dom.contains("&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;"))
        #expect(measured.dom.contains("<li>Use the source’s placeholders (%@, %lld…) unchanged</li>"))
        #expect(measured.dom.contains("<code class=\"rule\">voiceover-label</code> a note about it"), "the note is in the notes section")
    }

    /// 50 locales × 10,000 keys (its size is ``ReportHTMLBudgetTests``): the first page of rows
    /// renders, paging, sorting and grouping come from the URL, and nothing overflows. (Its
    /// render time is timed by `Scripts/check-report-html.sh`, not here: tests are not timed.)
    @Test(arguments: [1280, 390])
    func fiftyLocalesTimesTenThousandKeysStayWithinBudget(_ width: Int) throws {
        let html = ReportHTMLRenderer().render(LargeReport.make())
        let data = try Self.worklistData(html)
        #expect(data.rows.count > 15_000)
        let measured = try measure(html, width: width, fragment: "page=3&sort=-width&group=file")
        #expect(measured.overflow == "none", "at \(width) px")
        #expect(measured.rows == 100, "one page of rows")
        #expect(measured.dom.contains("Page 3 of \((data.rows.count + 99) / 100)"))
        #expect(measured.dom.contains("aria-sort=\"descending\""), "sorted by width, widest first")
        #expect(measured.dom.contains("<tr class=\"group\"><th colspan="), "grouped by file")
    }

    /// The table with this id in a dumped DOM, from its start tag to its end tag.
    static func table(_ id: String, in dom: String) -> Substring? {
        guard let start = dom.range(of: "<table id=\"\(id)\""),
              let end = dom.range(of: "</table>", range: start.upperBound..<dom.endIndex) else { return nil }
        return dom[start.lowerBound..<end.upperBound]
    }

    /// What the page's data says, decoded as the script reads it.
    struct WorklistData: Decodable {
        struct Row: Decodable {
            var state: Int
            init(from decoder: Decoder) throws {
                var container = try decoder.unkeyedContainer()
                _ = try container.decode(Int.self)
                _ = try container.decode(Int.self)
                state = try container.decode(Int.self)
            }
        }

        var rows: [Row]
        var stateNames: [[String]]
        var states: [String] { stateNames.map { $0[0] } }

        enum CodingKeys: String, CodingKey {
            case rows
            case stateNames = "states"
        }
    }

    static func worklistData(_ html: String) throws -> WorklistData {
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"worklist-data\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        return try JSONDecoder().decode(WorklistData.self, from: Data(html[start.upperBound..<end.lowerBound].utf8))
    }

    /// Lays the page out in a frame `width` px wide (headless windows are at least 500 px wide;
    /// a srcdoc frame shares the outer page's origin, where the probe writes) and returns what
    /// the probe recorded: `none` or what is wider than its box, and the worklist rows drawn.
    private func measure(_ html: String, width: Int, fragment: String = "") throws -> (overflow: String, rows: Int, dom: String) {
        let chromium = try #require(Self.chromium)
        let directory = try TemporaryDirectory()
        var page = html.replacingOccurrences(of: "</body>", with: Self.overflowProbe + "</body>")
        if !fragment.isEmpty {
            // A srcdoc frame's address cannot take a fragment: the script reads it from here instead.
            page = page.replacingOccurrences(of: "new URLSearchParams(location.hash.slice(1))", with: "new URLSearchParams('\(fragment)')")
        }
        let frame = page.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
        let outer = try directory.write("frame.html", """
            <!doctype html><html><body style="margin:0"><iframe style="width:\(width)px;height:1600px;border:0" srcdoc="\(frame)"></iframe></body></html>
            """)
        let dom = try browse(chromium, ["--dump-dom", outer.absoluteString], profile: directory, width: 1400)
        #expect(dom.contains("data-viewport=\"\(width)\""), "the frame must be \(width) px wide")
        let overflow = dom.components(separatedBy: "data-overflow=\"").dropFirst().first?.prefix { $0 != "\"" } ?? "no measurement"
        let rows = dom.components(separatedBy: "data-rows=\"").dropFirst().first.flatMap { Int($0.prefix { $0 != "\"" }) } ?? -1
        let inner = dom.components(separatedBy: "data-dom=\"").dropFirst().first.map { String($0.prefix { $0 != "\"" }) } ?? ""
        return (String(overflow), rows, Self.unescape(inner))
    }

    private static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// Records on the outer page's `<body>` the frame's width, what is wider than its box
    /// (`none`, `page` when the page scrolls sideways — `document.documentElement.scrollWidth`
    /// against the viewport — and the ids of tables wider than their frame), the worklist rows
    /// drawn, and the frame's DOM.
    static let overflowProbe = """
        <script>
        (() => {
          const wide = Array.from(document.querySelectorAll('.table-wrap'))
            .filter(wrap => wrap.scrollWidth > wrap.clientWidth + 1).map(wrap => wrap.querySelector('table').id);
          if (document.documentElement.scrollWidth > window.innerWidth + 1) wide.push('page');
          const target = window.parent.document.body;
          target.dataset.viewport = String(window.innerWidth);
          target.dataset.overflow = wide.length ? wide.join(' ') : 'none';
          target.dataset.rows = String(document.querySelectorAll('#worklist-table tbody tr[data-state]').length);
          target.dataset.dom = document.body.outerHTML;
        })();
        </script>

        """

    /// Runs headless Chromium (no sandbox: CI containers run as root) with its own profile;
    /// gives up after a minute.
    private func browse(_ chromium: URL, _ arguments: [String], profile: TemporaryDirectory, width: Int = 1200) throws -> String {
        let process = Process()
        process.executableURL = chromium
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=\(width),1600",
            "--user-data-dir=\(profile.path)/chromium-profile",
        ] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: deadline)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        deadline.cancel()
        return String(decoding: data, as: UTF8.self)
    }
}
