@testable import L10nModel
@testable import L10nParsing
@testable import L10nAnalysis
@testable import L10nRules
@testable import L10nEngine
@testable import L10nConfiguration
@testable import L10nReporting
@testable import L10nWriting
@testable import L10nCLI

/// One rule's findings on in-memory files, as `line:column severity: message` (`path:` first
/// with `withPath`), for tests that pin exact positions, severities and messages.
func ruleFindings(_ rule: any Rule, _ files: [(path: String, contents: String)], withPath: Bool = false) -> [String] {
    Linter(rules: [rule]).lint(files: files).diagnostics.map { finding in
        let place = withPath ? "\(finding.location.path):\(finding.location.start):" : "\(finding.location.start) \(finding.severity.rawValue):"
        return "\(place) \(finding.message)"
    }
}
