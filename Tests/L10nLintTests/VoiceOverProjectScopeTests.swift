import Foundation
import Testing
@testable import L10nLint

/// `voiceover-label` looks a label's key up in the Swift file's own project, as `unknown-key`
/// does: a key another app of the same run defines does not name this app's control.
@Suite struct VoiceOverProjectScopeTests {
    static let view = """
        import SwiftUI
        struct HomeView: View {
            var body: some View {
                Button(action: {}) { Image(systemName: "gear") }.accessibilityLabel("settings.title")
            }
        }

        """

    private func lint(_ paths: [String], in directory: TemporaryDirectory) throws -> LintResult {
        try directory.write("appA/strings.json", #"{ "home.title": { "en": "Home" } }"#)
        try directory.write("appA/HomeView.swift", Self.view)
        try directory.write("appB/strings.json", #"{ "settings.title": { "en": "Settings" } }"#)
        return try voiceOverLint(paths, in: directory)
    }

    private func voiceOverLint(_ paths: [String], in directory: TemporaryDirectory) throws -> LintResult {
        let rule = try #require(RuleRegistry.builtIn.first { $0.description.id == "voiceover-label" })
        return Linter(rules: [rule.makeDefault()]).lint(paths: paths, workingDirectory: directory.path)
    }

    @Test func labelKeysAreLookedUpInTheirOwnProject() throws {
        let separate = try lint(["appA", "appB"], in: TemporaryDirectory())
        #expect(separate.diagnostics.map { "\($0.location.path):\($0.location.start): \($0.message)" } == [
            "appA/HomeView.swift:4:9: icon-only Button showing 'gear' has accessibility label 'settings.title', which no catalog defines"
        ])
        #expect(separate.voiceOverCoverage.counts == VoiceOverCoverage(iconOnlyControls: 1, labelled: 1, localized: 0).counts, "the report agrees")
        let merged = try lint(["."], in: TemporaryDirectory())
        #expect(merged.diagnostics.isEmpty, "one project: appB's catalog defines the key")
        #expect(merged.voiceOverCoverage.counts == VoiceOverCoverage(iconOnlyControls: 1, labelled: 1, localized: 1).counts)
    }

    /// Two apps whose SwiftGen files both declare `L10n.close`, reading different keys: each
    /// app's labels resolve through its own generated file, then its own catalogs.
    @Test func generatedAccessorsAreResolvedInTheirOwnProject() throws {
        let directory = try TemporaryDirectory()
        let buttons = """
            import SwiftUI
            struct HomeView: View {
                var body: some View {
                    Button(action: {}) { Image(systemName: "xmark") }.accessibilityLabel(L10n.close)
                    Button(action: {}) { Image(systemName: "folder") }.accessibilityLabel(L10n.open)
                }
            }

            """
        func strings(_ members: [(String, String)]) -> String {
            "enum L10n {\n" + members.map { "  static let \($0.0) = L10n.tr(\"Localizable\", \"\($0.1)\")\n" }.joined() + "}\n"
        }
        try directory.write("appA/strings.json", #"{ "a.close": { "en": "Close" } }"#)
        try directory.write("appA/Strings+Generated.swift", strings([("close", "a.close"), ("open", "a.open")]))
        try directory.write("appA/HomeView.swift", buttons)
        try directory.write("appB/strings.json", #"{ "b.close": { "en": "Close" }, "a.open": { "en": "Open" } }"#)
        try directory.write("appB/Strings+Generated.swift", strings([("close", "b.close")]))
        try directory.write("appB/HomeView.swift", buttons)
        let result = try voiceOverLint(["appA", "appB"], in: directory)
        // appA's `L10n.close` reads `a.close` (appB's generated file would say `b.close`); appB
        // declares no `L10n.open`, so appA's `a.open` does not reach appB's catalog.
        #expect(result.diagnostics.map { "\($0.ruleID) \($0.location.path):\($0.location.start): \($0.message)" } == [
            "voiceover-label appA/HomeView.swift:5:9: icon-only Button showing 'folder' has accessibility label L10n.open ('a.open'), which no catalog defines"
        ])
        #expect(result.voiceOverCoverage.counts == VoiceOverCoverage(iconOnlyControls: 4, labelled: 4, localized: 2).counts, "both `L10n.close` labels verified")
    }
}
