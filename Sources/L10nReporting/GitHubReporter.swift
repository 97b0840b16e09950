import L10nModel
import L10nEngine

/// `--format github`: GitHub Actions workflow commands, which the runner turns into
/// annotations on the pull request's diff:
/// `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=rule-id::message`.
///
/// GitHub shows at most 10 error and 10 warning annotations per step, so the plain summary
/// line follows the commands: the log always says how many findings there are.
public struct GitHubReporter: LintResultReporter {
    public init() {}

    /// One command per finding (in chunks rendered on every core, written in order), then the summary.
    public func write(_ result: LintResult, to output: inout some TextOutputStream) {
        writeLines(of: result, to: &output) { command(for: $0) }
        output.write(TextReporter().summary(result) + "\n")
    }

    public func command(for diagnostic: Diagnostic) -> String {
        let location = diagnostic.location
        let properties = [
            ("file", location.path),
            ("line", String(location.start.line)),
            ("col", String(location.start.column)),
            ("endLine", String(location.end.line)),
            ("endColumn", String(location.end.column)),
            ("title", diagnostic.ruleID.rawValue),
        ]
        let list = properties.map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(Self.command(for: diagnostic.severity)) \(list)::\(Self.escapeData(diagnostic.message))"
    }

    /// `notice` is GitHub's name for the lowest level.
    static func command(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// The message (``OutputEscaping/gitHubData(_:)``).
    static func escapeData(_ text: String) -> String { OutputEscaping.gitHubData(text) }

    /// A property value (``OutputEscaping/gitHubProperty(_:)``).
    static func escapeProperty(_ text: String) -> String { OutputEscaping.gitHubProperty(text) }
}
