import Foundation
import Testing
@testable import L10nCLI

/// `l10n import` reads an `.xcloc` bundle (Xcode's `-exportLocalizations` output) as it reads a
/// bare XLIFF: `contents.json` names the locale, `Localized Contents/<locale>.xliff` holds it.
@Suite struct XclocImportTests {
    /// Shaped as Xcode 26 exports it: `contents.json` with `targetLocale` and `toolInfo`, the
    /// translator's XLIFF under `Localized Contents`.
    static let bundle = PackagePaths.root.appendingPathComponent("Tests/L10nLintTests/Fixtures/XcodeExport/zh-Hans.xcloc")

    static func project() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("App/Localizable.xcstrings", ImportCommandTests.catalog)
        return directory
    }

    @Test func anXclocImportsAsItsXLIFFDoes() throws {
        let directory = try Self.project()
        try FileManager.default.copyItem(at: Self.bundle, to: directory.url.appendingPathComponent("zh-Hans.xcloc"))
        let outcome = CLI.run(["import", "zh-Hans.xcloc"], in: directory)
        #expect(outcome == CommandOutcome(status: .success, standardOutput: XLIFFNamespaceTests.expectedOutput))
        #expect(directory.read("App/Localizable.xcstrings") == XLIFFNamespaceTests.expectedCatalog)
    }

    @Test func reportThenImportThroughAnXclocChangesNothing() throws {
        let directory = try Self.project()
        try FileManager.default.createDirectory(at: directory.url.appendingPathComponent("x.xcloc/Localized Contents"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.bundle.appendingPathComponent("contents.json"), to: directory.url.appendingPathComponent("x.xcloc/contents.json"))
        let export = CLI.run(["report", "--locale", "zh-Hans", "--format", "xliff", "-o", "x.xcloc/Localized Contents/zh-Hans.xliff"], in: directory)
        #expect(export.status == .success, "\(export.standardError)")
        let exported = try #require(directory.read("x.xcloc/Localized Contents/zh-Hans.xliff"))
        let xcodeRoot = try #require(String(contentsOf: Self.bundle.appendingPathComponent("Localized Contents/zh-Hans.xliff"), encoding: .utf8).split(separator: "\n").dropFirst().first)
        #expect(exported.split(separator: "\n").dropFirst().first == xcodeRoot, "the report's root element is Xcode's")
        let before = try #require(directory.read("App/Localizable.xcstrings"))
        #expect(CLI.run(["import", "x.xcloc"], in: directory) == CommandOutcome(status: .success, standardOutput: "0 updated, 0 unchanged, 0 unknown\n"))
        #expect(directory.read("App/Localizable.xcstrings") == before)
        // The translator fills in the unit the worklist asked for; the bundle brings it back.
        let translated = exported.replacingOccurrences(of: "<source>Tap</source>\n", with: "<source>Tap</source>\n        <target state=\"translated\">轻点</target>\n")
        #expect(translated != exported)
        try directory.write("x.xcloc/Localized Contents/zh-Hans.xliff", translated)
        #expect(CLI.run(["import", "x.xcloc"], in: directory) == CommandOutcome(
            status: .success, standardOutput: "App/Localizable.xcstrings: 1 updated\n1 updated, 0 unchanged, 0 unknown\n"))
        let new = "\"state\" : \"new\",\n                  \"value\" : \"\""
        #expect(before.contains(new))
        #expect(directory.read("App/Localizable.xcstrings") == before.replacingOccurrences(of: new, with: "\"state\" : \"translated\",\n                  \"value\" : \"轻点\""))
    }

    @Test func aMalformedBundleIsAUsageErrorNamingWhatIsMissing() throws {
        let directory = try Self.project()
        try FileManager.default.createDirectory(at: directory.url.appendingPathComponent("empty.xcloc"), withIntermediateDirectories: true)
        #expect(CLI.run(["import", "empty.xcloc"], in: directory) == CommandOutcome(
            status: .failure, standardError: "empty.xcloc: error: a directory to import must be an .xcloc bundle, and it has no contents.json\n"))
        try directory.write("no-locale.xcloc/contents.json", #"{ "developmentRegion" : "en" }"#)
        #expect(CLI.run(["import", "no-locale.xcloc"], in: directory) == CommandOutcome(
            status: .failure, standardError: "no-locale.xcloc/contents.json: error: expected a JSON object with a 'targetLocale' string\n"))
        try directory.write("no-xliff.xcloc/contents.json", #"{ "targetLocale" : "zh-Hans" }"#)
        #expect(CLI.run(["import", "no-xliff.xcloc"], in: directory) == CommandOutcome(
            status: .failure, standardError: "no-xliff.xcloc: error: the bundle has no 'Localized Contents/zh-Hans.xliff'\n"))
        try directory.write("bad.xcloc/contents.json", #"{ "targetLocale" : "zh-Hans" }"#)
        try directory.write("bad.xcloc/Localized Contents/zh-Hans.xliff", "<xliff version=\"1.2\">\n<file>")
        #expect(CLI.run(["import", "bad.xcloc"], in: directory).standardError.hasPrefix("bad.xcloc/Localized Contents/zh-Hans.xliff:2:1: error: "))
    }
}
