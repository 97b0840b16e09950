import Foundation
import Testing

/// `l10n lsp` driven by a real editor: Neovim's built-in LSP client, headless, runs
/// `Fixtures/lsp/neovim-session.lua` on a copy of the sample: diagnostics as Neovim stores
/// them, hover, definition, two code actions applied as edits (sent back as incremental
/// changes: suppress with a reason, add an accessibility label) and the diagnostics after each.
@Suite struct NeovimClientTests {
    static let neovim: String? = ProcessRunner.output("/usr/bin/env", ["sh", "-c", "command -v nvim"])

    @Test(.enabled(if: neovim != nil && PackagePaths.executable != nil, "needs nvim (apt-get install neovim) and a built l10n"))
    func neovimSessionOnTheSample() throws {
        let directory = try TemporaryDirectory()
        let sample = directory.url.appendingPathComponent("strings")
        try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent("strings"), to: sample)
        let file = sample.appendingPathComponent("Lingo/Views/PracticeView.swift").path
        let original = try String(contentsOfFile: file, encoding: .utf8)
        let output = directory.url.appendingPathComponent("session.txt").path
        let script = PackagePaths.root.appendingPathComponent("Tests/L10nLintTests/Fixtures/lsp/neovim-session.lua").path
        var environment = ProcessInfo.processInfo.environment
        environment["L10N_BIN"] = try #require(PackagePaths.executable).path
        environment["L10N_ROOT"] = sample.path
        environment["L10N_FILE"] = file
        environment["L10N_HOVER"] = "26:46"
        environment["L10N_OUT"] = output
        let run = try ProcessRunner.run(
            try #require(Self.neovim), ["--headless", "-u", "NONE", "-i", "NONE", "-n", "-c", "luafile \(script)"], in: directory.url, environment: environment)
        #expect(run.status == 0, "\(run.standardError)")
        let session = try String(contentsOfFile: output, encoding: .utf8)
        #expect(session == """
            diagnostic unknown-key 11:18 3
            diagnostic unknown-key 12:18 3
            diagnostic voiceover-label 29:17 2
            diagnostic voiceover-label 34:17 2
            diagnostic voiceover-label 39:17 2
            diagnostic inflection-in-plain-string 64:55 2
            hover **`accessibility.play`**
            definition Localizable.xcstrings 4:5
            definition strings.json 42:5
            action Suppress 'inflection-in-plain-string' on this line with a reason
            after unknown-key 11:18 3
            after unknown-key 12:18 3
            after voiceover-label 29:17 2
            after voiceover-label 34:17 2
            after voiceover-label 39:17 2
            line 64 // l10n-lint:disable-next-line inflection-in-plain-string -- reason
            action Add an accessibility label ("Record")
            labelled unknown-key 11:18 3
            labelled unknown-key 12:18 3
            labelled voiceover-label 29:17 2
            labelled voiceover-label 34:17 2
            labelled voiceover-label 39:17 2
            line 29 Button(action: startRecording) {
            line 30 Image(systemName: "mic.fill")
            line 31 }.accessibilityLabel("Record")
            message icon-only Button showing 'mic.fill' has accessibility label 'Record', which no catalog defines

            """)
        // The edit stayed in the buffer: the server never writes a file.
        #expect(try String(contentsOfFile: file, encoding: .utf8) == original)
    }
}
