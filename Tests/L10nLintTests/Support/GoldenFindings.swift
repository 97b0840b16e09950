import Foundation
@testable import L10nEngine
@testable import L10nReporting

/// The sample's findings as the golden file records them (`l10n lint strings`). Tests derive
/// counts from it, so a rule that changes the sample's findings changes regenerated files
/// (`Scripts/regenerate`), not literals in tests.
struct GoldenFindings {
    static let url = PackagePaths.root.appendingPathComponent("Tests/L10nLintTests/Golden/strings-lint.txt")

    /// One finding per line: `path:line:column: severity: message [rule-id]`.
    let lines: [Substring]

    init() throws {
        lines = try String(contentsOf: Self.url, encoding: .utf8).split(separator: "\n")
    }

    func count(_ severity: String) -> Int { lines.count { $0.contains(": \(severity): ") } }

    func count(rule: String) -> Int { lines.count { $0.hasSuffix("[\(rule)]") } }

    /// The summary `l10n lint strings` prints: `Found 12 errors, 14 warnings and 11 notes in 10 files.`
    var summary: String {
        let files = FileDiscovery.discover(paths: ["strings"], workingDirectory: PackagePaths.root.path).files.count
        let counts = [("error", count("error")), ("warning", count("warning")), ("note", count("note"))].map { TextReporter.plural($0.1, $0.0) }
        return "Found \(counts[0]), \(counts[1]) and \(counts[2]) in \(files) files."
    }
}
