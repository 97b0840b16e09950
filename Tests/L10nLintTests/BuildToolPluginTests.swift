import Foundation
import Testing

/// `L10nLintBuildToolPlugin` in a real build: `swift build` of `Examples/PluginSample` (which
/// depends on this package by path) prints l10n's findings about the sample's own catalogs in
/// the compiler's diagnostic format, and none about this package's deliberately broken sample
/// app in `strings/`. Building compiles the whole library again, so the test runs only with
/// `L10N_PLUGIN_SAMPLE=1` (set by `.ci/run`); `L10N_PLUGIN_SAMPLE_SCRATCH` may name a build
/// directory to reuse between runs.
@Suite struct BuildToolPluginTests {
    @Test func sampleBuildShowsItsOwnFindingsOnly() throws {
        guard let sample = try ExamplePackageBuild("PluginSample", flag: "L10N_PLUGIN_SAMPLE", suite: "BuildToolPluginTests") else { return }
        let scratch = sample.scratch
        // The report file is the command's output: without it the plugin runs again, as after an edit.
        if let reports = FileManager.default.enumerator(atPath: scratch + "/plugins") {
            for case let path as String in reports where path.hasSuffix("/l10n-Greeting.txt") {
                try FileManager.default.removeItem(atPath: scratch + "/plugins/" + path)
            }
        }
        let build = try sample.build()
        let output = build.standardOutput + build.standardError
        #expect(build.status == 0, "\(output)")
        let findings = output.split(separator: "\n").filter { $0.contains("[missing-translation]") || $0.contains(": error: ") }
        #expect(findings.count == 1, "\(output)")
        let expected = "Sources/Greeting/Resources/en.lproj/Localizable.strings:2:1: warning: 'greeting.farewell' has no zh-Hans translation [missing-translation]"
        #expect(findings.first?.hasSuffix(expected) == true, "\(output)")
        #expect(!output.contains("strings/Lingo"), "the l10n package's own sample must not be linted")
    }
}
