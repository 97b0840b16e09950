import Foundation
import Testing
@testable import L10nParsing
@testable import L10nLanguageServer
@testable import L10nCLI

/// The server on the bundled sample reports exactly what `l10n lint strings` reports.
@Suite struct LanguageServerSampleTests {
    @Test func publishesTheSameFindingsAsLint() throws {
        let root = PackagePaths.root.path
        let lint = L10nCommandLine.run(["lint", "strings"], environment: CommandEnvironment(workingDirectory: root))
        // `path:line:column: severity: message [rule]` → path → `rule line:column severity`.
        var expected: [String: [String]] = [:]
        for line in lint.standardOutput.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 4).map(String.init)
            guard parts.count == 5, let open = line.lastIndex(of: "[") else { continue }
            let rule = line[line.index(after: open)..<line.index(before: line.endIndex)]
            expected[parts[0], default: []].append("\(rule) \(parts[1]):\(parts[2]) \(parts[3].trimmingCharacters(in: .whitespaces))")
        }
        let golden = try String(contentsOfFile: root + "/Tests/L10nLintTests/Golden/strings-lint.txt", encoding: .utf8)
        #expect(expected.values.reduce(0) { $0 + $1.count } == golden.split(separator: "\n").count)

        var session = LanguageServerSession(root: root + "/strings")
        let published = session.notify("initialized", [:])
        var actual: [String: [String]] = [:]
        let severities = [1: "error", 2: "warning", 3: "note"]
        for message in published {
            guard let uri = message["params"]?["uri"]?.string, let path = FileURI.path(uri) else { continue }
            let relative = "strings" + path.dropFirst(session.root.count)
            actual[relative] = message["params"]?["diagnostics"]?.array?.map { diagnostic in
                LanguageServerSession.summary(diagnostic) + " " + (severities[diagnostic["severity"]?.int ?? 0] ?? "?")
            }
        }
        #expect(actual == expected)
    }
}
