import L10nEngine

/// One output format of a lint run. A reporter writes to any text stream: the CLI hands it
/// standard output or a report file as they are written (a SARIF log of 100,000 findings is
/// never held whole), tests hand it a `String`.
public protocol LintResultReporter: Sendable {
    func write(_ result: LintResult, to output: inout some TextOutputStream)
}

extension LintResultReporter {
    /// The whole report as one text (tests, golden files).
    public func render(_ result: LintResult) -> String {
        var text = ""
        write(result, to: &text)
        return text
    }
}
