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
        let rule = try #require(RuleRegistry.builtIn.first { $0.description.id == "voiceover-label" })
        return Linter(rules: [rule.makeDefault()]).lint(paths: paths, workingDirectory: directory.path)
    }

    @Test func labelKeysAreLookedUpInTheirOwnProject() throws {
        let separate = try lint(["appA", "appB"], in: TemporaryDirectory())
        #expect(separate.diagnostics.map { "\($0.location.path):\($0.location.start): \($0.message)" } == [
            "appA/HomeView.swift:4:9: icon-only Button showing 'gear' has accessibility label 'settings.title', which no catalog defines"
        ])
        #expect(separate.voiceOverCoverage == VoiceOverCoverage(iconOnlyControls: 1, labelled: 1, localized: 0), "the report agrees")
        let merged = try lint(["."], in: TemporaryDirectory())
        #expect(merged.diagnostics.isEmpty, "one project: appB's catalog defines the key")
        #expect(merged.voiceOverCoverage == VoiceOverCoverage(iconOnlyControls: 1, labelled: 1, localized: 1))
    }
}
