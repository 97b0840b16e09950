import Foundation
import L10nEngine
import L10nConfiguration
import L10nReporting
import L10nParsing

/// One rendered report of a lint run and where it goes. `--format F --output FILE` is the
/// primary one; each `--report F[:FILE]` adds another, so a CI job can print text (or GitHub
/// annotations) for people and write SARIF for code scanning from a single lint pass.
package struct ReportTarget: Sendable, Equatable {
    package var format: LintCommand.Format
    /// nil: standard output.
    package var path: String?

    package init(format: LintCommand.Format, path: String?) {
        self.format = format
        self.path = path
    }

    /// `sarif:build/l10n.sarif` or `github`; the file may itself contain `:`.
    package static func parse(_ text: String) throws(UsageError) -> ReportTarget {
        let name = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? text
        let path = text.count > name.count ? String(text.dropFirst(name.count + 1)) : nil
        guard let format = LintCommand.Format(rawValue: name) else {
            let names = LintCommand.Format.allCases.map(\.rawValue)
            let hint = DidYouMean.hint(for: name, among: names)
            throw UsageError("invalid report '\(text)' for '--report'\(hint): expected FORMAT or FORMAT:FILE, FORMAT one of \(names.joined(separator: ", "))")
        }
        if path?.isEmpty == true { throw UsageError("invalid report '\(text)' for '--report': the file name after ':' is empty") }
        return ReportTarget(format: format, path: path)
    }

    /// The primary target plus every `--report`; at most one may use standard output (two
    /// naming one file are refused by ``OutputGuard``, which compares file identities).
    package static func targets(_ arguments: ParsedArguments) throws(UsageError) -> [ReportTarget] {
        let primary = ReportTarget(format: arguments[LintCommand.format] ?? .text, path: arguments[SharedOptions.output])
        var targets = [primary]
        for text in arguments[all: LintCommand.report] { targets.append(try parse(text)) }
        if targets.filter({ $0.path == nil }).count > 1 {
            throw UsageError("only one report can go to standard output; give the others a file ('--report sarif:l10n.sarif') or use '--output'")
        }
        return targets
    }
}

/// What the reporters need besides the result: the invocation (for SARIF) and the terminal.
package struct ReportContext: Sendable {
    package var arguments: [String]
    package var startTime: Date
    package var environment: CommandEnvironment

    /// Writes `target`'s report of `result` to `output` as it is rendered.
    package func write(_ result: LintResult, as target: ReportTarget, to output: inout some TextOutputStream) {
        target.format.reporter(self, target.path == nil).write(result, to: &output)
    }
}
