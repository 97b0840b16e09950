import L10nParsing
import L10nModel
import L10nRules
import L10nEngine
import L10nConfiguration

/// Findings as LSP `Diagnostic`s: 0-based lines, UTF-16 columns (what our columns count
/// already), the rule id as `code` with its page as `codeDescription`, related locations.
enum DiagnosticConversion {
    /// Rules with a page under `rules/` (built-in and engine rules; custom rules have none).
    static let documentedRules: Set<RuleID> = Set((RuleRegistry.descriptions + EngineRules.descriptions).map { $0.id })

    static func range(_ location: SourceLocation) -> JSONOutput {
        [
            "start": position(location.start),
            "end": position(max(location.start, location.end)),
        ]
    }

    static func position(_ position: SourcePosition) -> JSONOutput {
        ["line": .int(max(0, position.line - 1)), "character": .int(max(0, position.column - 1))]
    }

    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }

    static func diagnostic(_ finding: Diagnostic, absolute: (String) -> String) -> JSONOutput {
        var members: [(String, JSONOutput)] = [
            ("range", range(finding.location)),
            ("severity", .int(severity(finding.severity))),
            ("code", .string(finding.ruleID.rawValue)),
        ]
        if documentedRules.contains(finding.ruleID) {
            members.append(("codeDescription", ["href": .string(ToolInfo.helpURI(for: finding.ruleID))]))
        }
        members += [("source", "l10n"), ("message", .string(finding.message))]
        if !finding.related.isEmpty {
            members.append((
                "relatedInformation",
                .array(finding.related.map { related in
                    ["location": location(related.location, absolute: absolute), "message": .string(related.message)]
                })
            ))
        }
        return .object(members)
    }

    /// A configuration or baseline error: an error without a rule (unreadable inputs are
    /// `parse-error` findings already, as in `l10n lint`).
    static func failure(_ message: String, at location: SourceLocation) -> JSONOutput {
        ["range": range(location), "severity": 1, "source": "l10n", "message": .string(message)]
    }

    static func location(_ location: SourceLocation, absolute: (String) -> String) -> JSONOutput {
        ["uri": .string(FileURI.uri(absolute(location.path))), "range": range(location)]
    }

    /// Every file's diagnostics, by URI, from one run, and the settings files' errors.
    static func byURI(_ result: LintResult, settingsErrors: [JSONInputError], absolute: (String) -> String) -> [String: [JSONOutput]] {
        var byURI: [String: [JSONOutput]] = [:]
        var uris: [String: String] = [:]
        func uri(_ path: String) -> String {
            if let known = uris[path] { return known }
            let made = FileURI.uri(absolute(path))
            uris[path] = made
            return made
        }
        for index in result.diagnostics.indices {
            let finding = result.diagnostics[index]
            byURI[uri(finding.location.path), default: []].append(diagnostic(finding, absolute: absolute))
        }
        for error in settingsErrors {
            byURI[uri(error.location.path), default: []].append(self.failure(error.message, at: error.location))
        }
        return byURI
    }
}
