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

/// `l10n report` on the bundled sample, byte for byte, in every golden-tested format.
///
/// Regenerate after a rule or the sample changes (then review the diff):
/// `L10N_UPDATE_GOLDEN=1 swift test --filter ReportGoldenTests`
@Suite struct ReportGoldenTests {
    static let cases: [(file: String, arguments: [String])] = [
        ("report-strings.txt", ["--format", "text"]),
        ("report-strings-zh-Hans.txt", ["--locale", "zh-Hans", "--format", "text"]),
        ("report-strings-zh-Hans.md", ["--locale", "zh-Hans", "--format", "markdown"]),
        ("report-strings-zh-Hans.json", ["--locale", "zh-Hans", "--format", "json"]),
        ("report-strings-zh-Hans.xlf", ["--locale", "zh-Hans", "--format", "xliff"]),
    ]

    @Test(arguments: cases.map(\.file))
    func matchesGoldenFile(_ file: String) throws {
        let arguments = try #require(Self.cases.first { $0.file == file }?.arguments)
        let outcome = L10nCommandLine.run(["report", "strings"] + arguments, environment: CommandEnvironment(workingDirectory: PackagePaths.root.path))
        #expect(outcome.status == .success, "\(outcome.standardError)")
        let url = PackagePaths.root.appendingPathComponent("Tests/L10nLintTests/Golden/\(file)")
        if ProcessInfo.processInfo.environment["L10N_UPDATE_GOLDEN"] != nil {
            try outcome.standardOutput.write(to: url, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        #expect(outcome.standardOutput == golden, "regenerate with: L10N_UPDATE_GOLDEN=1 swift test --filter ReportGoldenTests")
    }
}
