import L10nModel
import L10nEngine

/// `--format github`: GitHub Actions workflow commands, which the runner turns into
/// annotations on the pull request's diff:
/// `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=rule-id::message`.
///
/// GitHub shows at most 10 error and 10 warning annotations per step, so the plain summary
/// line follows the commands: the log always says how many findings there are.
public struct GitHubReporter: Sendable {
    public init() {}

    public func render(_ result: LintResult) -> String {
        var output = ""
        for diagnostic in result.diagnostics {
            output += command(for: diagnostic)
            output += "\n"
        }
        output += TextReporter().summary(result) + "\n"
        return output
    }

    public func command(for diagnostic: Diagnostic) -> String {
        let location = diagnostic.location
        let properties = [
            ("file", location.path.escapingControlCharacters),
            ("line", String(location.start.line)),
            ("col", String(location.start.column)),
            ("endLine", String(location.end.line)),
            ("endColumn", String(location.end.column)),
            ("title", diagnostic.ruleID.rawValue),
        ]
        let list = properties.map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(Self.command(for: diagnostic.severity)) \(list)::\(Self.escapeData(diagnostic.message.escapingControlCharacters))"
    }

    /// `notice` is GitHub's name for the lowest level.
    static func command(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// The message: `%`, CR and LF (actions/toolkit `escapeData`). Messages are put on one line
    /// first (``Swift/String/escapingControlCharacters``), as in the text format, so a key with a
    /// newline or an ESC shows as `\n` or `\u{1b}` in the annotation and the log.
    static func escapeData(_ text: String) -> String { escape(text, isProperty: false) }

    /// Property values also escape the separators `:` and `,` (actions/toolkit `escapeProperty`).
    static func escapeProperty(_ text: String) -> String { escape(text, isProperty: true) }

    private static func escape(_ text: String, isProperty: Bool) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            case ":" where isProperty: escaped += "%3A"
            case "," where isProperty: escaped += "%2C"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
