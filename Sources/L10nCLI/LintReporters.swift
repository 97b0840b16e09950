import Foundation
import L10nModel
import L10nEngine
import L10nReporting

/// One output format of `l10n lint --format` and `--report`. Adding a format is one reporter
/// in `Reporting/` and one line in ``LintReporters/all``: the parser, the `--format` help and
/// the `--report` error message are generated from that list.
package struct LintReporter: Sendable, Equatable, RawRepresentable, CaseIterable {
    /// What `--format` and `--report` take: `sarif`.
    package let rawValue: String
    /// What it is for, in the `--format` help.
    package let summary: String
    /// Renders one run; `toTerminal` is true when the report goes to standard output.
    let render: @Sendable (_ result: LintResult, _ context: ReportContext, _ toTerminal: Bool) -> String

    package static func == (lhs: LintReporter, rhs: LintReporter) -> Bool { lhs.rawValue == rhs.rawValue }

    /// The registered reporter of that name.
    package init?(rawValue: String) {
        guard let reporter = LintReporters.all.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = reporter
    }

    init(_ name: String, _ summary: String, render: @escaping @Sendable (LintResult, ReportContext, Bool) -> String) {
        rawValue = name
        self.summary = summary
        self.render = render
    }

    package static var allCases: [LintReporter] { LintReporters.all }

    static let text = LintReporter("text", "people and editors") { result, context, toTerminal in
        TextReporter(usesColor: context.environment.usesColor && toTerminal).render(result)
    }
    static let sarif = LintReporter("sarif", "code scanning") { result, context, _ in
        let options = SARIFReporter.Options(
            commandLine: ["l10n", "lint"] + context.arguments, startTime: context.startTime, endTime: Date(),
            srcRoot: context.environment.workingDirectory)
        return SARIFReporter(options: options).render(result)
    }
    static let json = LintReporter("json", "scripts") { result, _, _ in JSONReporter().render(result) }
    static let github = LintReporter("github", "Actions annotations") { result, _, _ in GitHubReporter().render(result) }
}

/// The registry of `lint` output formats, in the order help lists them.
package enum LintReporters {
    package static let all: [LintReporter] = [.text, .sarif, .json, .github]

    /// `text (…), sarif (…), …`: the `--format` help.
    static var help: String {
        "Output format: " + all.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: ", ") + "."
    }
}
