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

/// A realistic multi-file SwiftUI app (`Fixtures/VoiceOverSample`: a podcast player with
/// toolbars, lists, sheets, custom button styles) and the exact findings of the Swift rules on
/// it. Lines a reviewer judged to be defects carry a `// truth: <rule>` comment (`-` for a
/// finding that is not a defect), so the test also measures precision and recall.
@Suite struct VoiceOverSampleTests {
    static let root = PackagePaths.root.appendingPathComponent("Tests/L10nLintTests/Fixtures/VoiceOverSample")
    static let rules: [RuleID] = ["voiceover-label", "unknown-key", "spoken-symbol-name"]

    private func lint() -> LintResult {
        let rules = RuleRegistry.builtIn.filter { Self.rules.contains($0.description.id) }.map { $0.makeDefault() }
        return Linter(rules: rules).lint(paths: ["Podcasts"], workingDirectory: Self.root.path)
    }

    /// `path:line: rule` for every `// truth: rule` comment.
    private func truth() throws -> Set<String> {
        var lines: Set<String> = []
        let directory = Self.root.appendingPathComponent("Podcasts")
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() where name.hasSuffix(".swift") {
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let marker = line.range(of: "// truth: ") else { continue }
                for rule in line[marker.upperBound...].split(separator: " ").prefix(1) where rule != "-" {
                    lines.insert("Podcasts/\(name):\(offset + 1): \(rule)")
                }
            }
        }
        return lines
    }

    @Test func findingsMatchTheExpectedList() throws {
        let result = lint()
        #expect(result.project.parseFailures.isEmpty)
        let actual = result.diagnostics.map { "\($0.location.path):\($0.location.start): \($0.severity.rawValue): \($0.message) [\($0.ruleID)]" }
        let expected = try String(contentsOf: Self.root.appendingPathComponent("expected-findings.txt"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        #expect(actual == expected, "\(actual.joined(separator: "\n"))")
    }

    @Test func precisionAndRecall() throws {
        let found = Set(lint().diagnostics.map { "\($0.location.path):\($0.location.start.line): \($0.ruleID)" })
        let truth = try truth()
        let truePositives = found.intersection(truth)
        let precision = Double(truePositives.count) / Double(max(found.count, 1))
        let recall = Double(truePositives.count) / Double(max(truth.count, 1))
        print(String(format: "VoiceOverSample: %d findings, %d defects, %d found: precision %.2f, recall %.2f", found.count, truth.count, truePositives.count, precision, recall))
        for rule in Self.rules {
            let ruleFound = found.filter { $0.hasSuffix(" \(rule)") }
            let ruleTruth = truth.filter { $0.hasSuffix(" \(rule)") }
            let hits = ruleFound.intersection(ruleTruth).count
            print("  \(rule): \(ruleFound.count) findings, \(ruleTruth.count) defects, \(hits) found")
        }
        print("false positives: \(found.subtracting(truth).sorted())")
        print("false negatives: \(truth.subtracting(found).sorted())")
        #expect(precision >= 0.9)
        #expect(recall >= 0.9)
    }

    @Test func coverageCountsIconOnlyControls() {
        let coverage = lint().voiceOverCoverage
        #expect(coverage.counts == VoiceOverCoverage(iconOnlyControls: 38, labelled: 14, localized: 8).counts, "\(coverage)")
    }

    /// The report's figure and the rule's findings are one evaluation: every unlabelled control
    /// the coverage counts is a finding, and every labelled one with a problem is too.
    @Test func coverageAgreesWithTheRule() {
        let result = lint()
        let all = result.diagnostics + result.suppressed.map(\.diagnostic)  // suppressed inline: still unlabelled
        let findings = all.filter { $0.ruleID == "voiceover-label" && !$0.message.hasPrefix("Slider") }
        let unlabelled = findings.filter { $0.message.contains("has no accessibility label") || $0.message.contains("has an accessibility label only when") }
        let coverage = result.voiceOverCoverage
        #expect(unlabelled.count == coverage.iconOnlyControls - coverage.labelled)
        let problems = findings.count - unlabelled.count
        #expect(problems > 0 && problems <= coverage.labelled - coverage.localized, "\(problems) labelled findings, coverage \(coverage)")
        #expect(VoiceOverCoverage(project: result.project) == coverage)
    }
}
