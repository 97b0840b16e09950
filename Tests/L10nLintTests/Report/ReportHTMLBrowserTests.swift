import Foundation
import Testing
@testable import L10nLint

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
        #expect(dom.components(separatedBy: "<tr><td>zh-Hans</td>").count - 1 == 2, "one coverage row per catalog; the generated one is counted at its strings.json")
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

    /// Runs headless Chromium (no sandbox: CI containers run as root) with its own profile;
    /// gives up after a minute.
    private func browse(_ chromium: URL, _ arguments: [String], profile: TemporaryDirectory) throws -> String {
        let process = Process()
        process.executableURL = chromium
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1200,1600",
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
