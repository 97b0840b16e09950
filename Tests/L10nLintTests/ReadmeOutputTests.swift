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

/// Every command output the README and docs/ show comes from the command itself. A fenced block right
/// after a marker comment is the output of the marked command, run in the package root:
///
///     <!-- output: l10n lint strings | grep endonym-label | head 2 -->
///     ```text
///     …
///     ```
///
/// Stages after ` | `: `stderr` (standard error instead of output), `grep REGEX` (lines that
/// match), `from REGEX` (from the first line that matches), `until REGEX` (up to the first line
/// that matches, without it), `head N`. Trailing empty lines are dropped. The test fails when a
/// block differs;
/// `L10N_UPDATE_README=1 swift test --filter ReadmeOutputTests` (part of `Scripts/regenerate`)
/// rewrites the blocks and the rule table.
@Suite(.serialized) struct ReadmeOutputTests {
    struct Block {
        var command: String
        /// Character range of the block's content (between the fences).
        var content: Range<String.Index>
    }

    /// A marker is a line of its own.
    static let marker = "\n<!-- output: "

    static func blocks(in readme: String) throws -> [Block] {
        var blocks: [Block] = []
        var searchStart = readme.startIndex
        while let markerRange = readme.range(of: marker, range: searchStart..<readme.endIndex) {
            let close = try #require(readme.range(of: " -->\n", range: markerRange.upperBound..<readme.endIndex))
            let command = String(readme[markerRange.upperBound..<close.lowerBound])
            #expect(!command.contains("\n"), "a marker ends on its own line with ' -->'")
            let fence = try #require(readme.range(of: "```text\n", range: close.upperBound..<readme.endIndex))
            #expect(fence.lowerBound == close.upperBound, "the marker for '\(command)' must be followed by a ```text block")
            // From the fence's own newline, so an empty block closes at once.
            let end = try #require(readme.range(of: "\n```\n", range: readme.index(before: fence.upperBound)..<readme.endIndex))
            blocks.append(Block(command: command, content: fence.upperBound..<readme.index(after: end.lowerBound)))
            searchStart = end.upperBound
        }
        return blocks
    }

    /// The marked command's output after its stages, ending with a newline.
    static func output(of command: String) throws -> String {
        var stages = command.components(separatedBy: " | ")
        let words = stages.removeFirst().split(separator: " ").map(String.init)
        #expect(words.first == "l10n", "README commands start with l10n: \(command)")
        let outcome = L10nCommandLine.run(Array(words.dropFirst()), environment: CommandEnvironment(workingDirectory: PackagePaths.root.path))
        var lines = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for stage in stages {
            let parts = stage.split(separator: " ", maxSplits: 1).map(String.init)
            let argument = parts.count > 1 ? parts[1] : ""
            switch parts[0] {
            case "stderr":
                lines = outcome.standardError.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            case "grep":
                let expression = try NSRegularExpression(pattern: argument)
                lines = lines.filter { expression.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil }
            case "head":
                lines = Array(lines.prefix(try #require(Int(argument))))
            case "from":
                let expression = try NSRegularExpression(pattern: argument)
                lines = Array(lines.drop { expression.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) == nil })
            case "until":
                let expression = try NSRegularExpression(pattern: argument)
                lines = Array(lines.prefix { expression.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) == nil })
            default:
                Issue.record("unknown stage '\(stage)' in README marker '\(command)'")
            }
        }
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The README and the reference pages under docs/.
    static func documents() throws -> [URL] {
        let docs = PackagePaths.root.appendingPathComponent("docs")
        let pages = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
        return [PackagePaths.root.appendingPathComponent("README.md")] + pages.map { docs.appendingPathComponent($0) }
    }

    @Test func readmeOutputsAreWhatTheCommandsPrint() throws {
        var total = 0
        let update = ProcessInfo.processInfo.environment["L10N_UPDATE_README"] == "1"
        for url in try Self.documents() {
            var readme = try String(contentsOf: url, encoding: .utf8)
            let blocks = try Self.blocks(in: readme)
            total += blocks.count
            // From the end, so earlier ranges stay valid while rewriting.
            for block in blocks.reversed() {
                let expected = try Self.output(of: block.command)
                if update {
                    readme.replaceSubrange(block.content, with: expected)
                } else {
                    #expect(String(readme[block.content]) == expected, "\(url.lastPathComponent) block for '\(block.command)' is stale; run L10N_UPDATE_README=1 swift test --filter ReadmeOutputTests")
                }
            }
            if update, !blocks.isEmpty { try AtomicFileWriter.write(readme, to: url.path) }
        }
        #expect(total >= 3, "the README's lint and summary examples and the report's are marked")
    }

    /// The rule table of docs/rules.md (the README links to it) is generated from the rules'
    /// descriptions.
    @Test func ruleTableIsTheRulesDescriptions() throws {
        let url = PackagePaths.root.appendingPathComponent("docs/rules.md")
        var readme = try String(contentsOf: url, encoding: .utf8)
        let start = try #require(readme.range(of: "\n| Rule | Default | What it reports |\n"), "docs/rules.md has no rule table")
        let end = try #require(readme.range(of: "\n\n", range: start.upperBound..<readme.endIndex))
        let table = readme.index(after: start.lowerBound)..<readme.index(after: end.lowerBound)
        let expected = RuleDocumentation.ruleTable(RulesCommand.documentedRules, pagesFolder: "../rules")
        if ProcessInfo.processInfo.environment["L10N_UPDATE_README"] == "1" {
            readme.replaceSubrange(table, with: expected)
            try AtomicFileWriter.write(readme, to: url.path)
        } else {
            #expect(String(readme[table]) == expected, "docs/rules.md's rule table is stale; run Scripts/regenerate")
        }
    }
}
