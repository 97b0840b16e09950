@testable import L10nLint

/// One rule's findings on in-memory files, as `line:column severity: message` (`path:` first
/// with `withPath`), for tests that pin exact positions, severities and messages.
func ruleFindings(_ rule: any Rule, _ files: [(path: String, contents: String)], withPath: Bool = false) -> [String] {
    Linter(rules: [rule]).lint(files: files).diagnostics.map { finding in
        let place = withPath ? "\(finding.location.path):\(finding.location.start):" : "\(finding.location.start) \(finding.severity.rawValue):"
        return "\(place) \(finding.message)"
    }
}
