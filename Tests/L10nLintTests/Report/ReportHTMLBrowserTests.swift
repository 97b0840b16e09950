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

/// The HTML report in a real browser: headless Chromium renders the sample's report, runs its
/// script, and takes a screenshot. Skips, saying why, when Chromium is not installed
/// (`Scripts/check-report-html.sh` installs it and also writes light and dark screenshots).
@Suite struct ReportHTMLBrowserTests {
    static var chromium: URL? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].map(URL.init(fileURLWithPath:))
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    @Test func chromiumRendersTheCoverageTableAndRunsTheFilters() throws {
        guard let chromium = Self.chromium else { return print("skipped ReportHTMLBrowserTests: chromium is not installed") }
        let directory = try TemporaryDirectory()
        let html = directory.url.appendingPathComponent("report.html")
        let outcome = L10nCommandLine.run(
            ["report", "strings", "--locale", "zh-Hans", "--format", "html", "--output", html.path],
            environment: CommandEnvironment(workingDirectory: PackagePaths.root.path))
        #expect(outcome.status == .success)

        let dom = try browse(chromium, ["--dump-dom", html.absoluteString + "#state=missing"], profile: directory)
        #expect(dom.contains("<table id=\"coverage-table\">"))
        // One coverage row per catalog, as the text report's BY CATALOG section has them (the
        // generated catalog is counted at its strings.json, so it has no row of its own).
        let textReport = try String(contentsOf: PackagePaths.root.appendingPathComponent("Tests/L10nLintTests/Golden/report-strings-zh-Hans.txt"), encoding: .utf8)
        let catalogRows = textReport.components(separatedBy: "\n\n").first { $0.hasPrefix("BY CATALOG") }?
            .split(separator: "\n").filter { $0.hasPrefix("zh-Hans ") && !$0.contains("(all)") }.count
        #expect(catalogRows == 3)
        #expect(dom.components(separatedBy: "<tr><td>zh-Hans</td>").count - 1 == catalogRows, "one coverage row per catalog; the generated one is counted at its strings.json")
        #expect(dom.contains("data-filters=\"ready\""), "the page's script must run")
        let rows = dom.components(separatedBy: "<tr data-state=").count - 1
        let missing = dom.components(separatedBy: "<tr data-state=\"missing\"").count - 1
        #expect(rows > missing && missing > 0)
        #expect(dom.contains("<output id=\"shown\" class=\"hint\">\(missing) of \(rows) shown</output>"), "the #state=missing filter must apply")

        let screenshot = directory.url.appendingPathComponent("report.png")
        _ = try browse(chromium, ["--screenshot=\(screenshot.path)", html.absoluteString], profile: directory)
        let png = try Data(contentsOf: screenshot)
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(png.count > 20_000, "a blank page compresses to a few kilobytes")
    }

    /// The report of every locale at a laptop's and a phone's width: no table is wider than its
    /// frame (nothing clipped or scrolled sideways) and the page itself does not scroll sideways.
    /// A script appended to the page measures the laid-out DOM and records what overflows.
    @Test(arguments: [1280, 390])
    func nothingIsClippedAtCommonWidths(_ width: Int) throws {
        guard let chromium = Self.chromium else { return print("skipped ReportHTMLBrowserTests: chromium is not installed") }
        let directory = try TemporaryDirectory()
        let outcome = L10nCommandLine.run(["report", "strings", "--format", "html"], environment: CommandEnvironment(workingDirectory: PackagePaths.root.path))
        #expect(outcome.standardOutput.contains("<select id=\"locale-filter\">"), "the worklist is there without --locale")
        // Headless windows are at least 500 px wide, so the page is laid out in a frame of the
        // width under test (a srcdoc frame shares the outer page's origin, where the probe writes).
        let html = outcome.standardOutput.replacingOccurrences(of: "</body>", with: Self.overflowProbe + "</body>")
        let frame = html.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
        let page = try directory.write("frame.html", """
            <!doctype html><html><body style="margin:0"><iframe style="width:\(width)px;height:1600px;border:0" srcdoc="\(frame)"></iframe></body></html>
            """)
        let dom = try browse(chromium, ["--dump-dom", page.absoluteString], profile: directory, width: 1400)
        #expect(dom.contains("data-overflow=\"none\""), "at \(width) px: \(dom.components(separatedBy: "data-overflow=").dropFirst().first?.prefix(80) ?? "no measurement")")
        #expect(dom.contains("data-viewport=\"\(width)\""), "the window must be \(width) px wide")
    }

    /// Records on the outer page's `<body>` the frame's width and what is wider than its box:
    /// `none`, or the ids of overflowing tables and `page` when the page scrolls sideways.
    static let overflowProbe = """
        <script>
        (() => {
          const wide = Array.from(document.querySelectorAll('.table-wrap'))
            .filter(wrap => wrap.scrollWidth > wrap.clientWidth + 1).map(wrap => wrap.querySelector('table').id);
          if (document.documentElement.scrollWidth > window.innerWidth + 1) wide.push('page');
          const target = window.parent.document.body;
          target.dataset.viewport = String(window.innerWidth);
          target.dataset.overflow = wide.length ? wide.join(' ') : 'none';
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
