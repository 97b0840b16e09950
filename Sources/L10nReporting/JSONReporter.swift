import L10nModel
import L10nParsing
import L10nEngine

/// `--format json`: findings for scripts and dashboards, in a documented, versioned schema
/// (`docs/json-format.md`). Keys are sorted and findings come in report order, so the same run
/// always gives the same bytes (golden tests can compare them).
public struct JSONReporter: LintResultReporter {
    /// Bumped on any incompatible change; additions of new keys keep the version.
    public static let schemaVersion = 1

    public init() {}

    /// Findings are written a few chunks at a time as they are rendered: no tree of every
    /// finding, and no text of the whole document, is ever held.
    public func write(_ result: LintResult, to output: inout some TextOutputStream) {
        let root: JSONOutput = [
            "schemaVersion": .int(Self.schemaVersion),
            "tool": ["name": .string(ToolInfo.name), "version": .string(ToolInfo.version)],
            "findings": .string(Self.findingsMarker),
            "summary": summary(result),
        ]
        root.write(sortedKeys: true, streaming: result.diagnostics, at: Self.findingsMarker, indent: 2, to: &output, finding)
    }

    /// The whole document as one tree: what ``render(_:)`` writes.
    func document(_ result: LintResult) -> JSONOutput {
        [
            "schemaVersion": .int(Self.schemaVersion),
            "tool": ["name": .string(ToolInfo.name), "version": .string(ToolInfo.version)],
            "findings": .array(result.diagnostics.map(finding)),
            "summary": summary(result),
        ]
    }

    /// Stands for the findings array while the rest of the document is rendered.
    static let findingsMarker = "\u{0}findings\u{0}"


    /// Every key is always present (`key`, `locale` and `variant` are null when the finding has
    /// none), so consumers never have to guess. Columns count UTF-16 code units; `endColumn` is exclusive.
    func finding(_ diagnostic: Diagnostic) -> JSONOutput {
        let location = diagnostic.location
        return [
            "rule": .string(diagnostic.ruleID.rawValue),
            "severity": .string(diagnostic.severity.rawValue),
            "message": .string(diagnostic.message),
            "file": .string(location.path),
            "line": .int(location.start.line),
            "column": .int(location.start.column),
            "endLine": .int(location.end.line),
            "endColumn": .int(location.end.column),
            "key": diagnostic.key.map(JSONOutput.string) ?? .null,
            "locale": diagnostic.locale.map(JSONOutput.string) ?? .null,
            "variant": diagnostic.subject.variantLabel.map(JSONOutput.string) ?? .null,
        ]
    }

    func summary(_ result: LintResult) -> JSONOutput {
        [
            "errors": .int(result.count(.error)),
            "warnings": .int(result.count(.warning)),
            "notes": .int(result.count(.note)),
            "files": .int(result.project.files.count),
            "parseFailures": .int(result.project.parseFailures.count),
            "suppressed": [
                "baseline": .int(result.count(.baseline)),
                "ignore": .int(result.count(.ignore)),
                "inline": .int(result.count(.inline)),
            ],
        ]
    }
}
