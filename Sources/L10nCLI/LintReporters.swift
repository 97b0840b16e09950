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
    /// The reporter for one run; `toTerminal` is true when the report goes to standard output.
    let reporter: @Sendable (_ context: ReportContext, _ toTerminal: Bool) -> any LintResultReporter

    package static func == (lhs: LintReporter, rhs: LintReporter) -> Bool { lhs.rawValue == rhs.rawValue }

    /// The registered reporter of that name.
    package init?(rawValue: String) {
        guard let reporter = LintReporters.all.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = reporter
    }

    init(_ name: String, _ summary: String, reporter: @escaping @Sendable (ReportContext, Bool) -> any LintResultReporter) {
        rawValue = name
        self.summary = summary
        self.reporter = reporter
    }

    package static var allCases: [LintReporter] { LintReporters.all }

    static let text = LintReporter("text", "people and editors") { context, toTerminal in
        TextReporter(usesColor: context.environment.usesColor && toTerminal)
    }
    static let sarif = LintReporter("sarif", "code scanning") { context, _ in
        let options = SARIFReporter.Options(
            commandLine: ["l10n", "lint"] + context.arguments, startTime: context.startTime, endTime: Date(),
            srcRoot: context.environment.workingDirectory)
        return SARIFReporter(options: options)
    }
    static let json = LintReporter("json", "scripts") { _, _ in JSONReporter() }
    static let github = LintReporter("github", "Actions annotations") { _, _ in GitHubReporter() }
}

/// The registry of `lint` output formats, in the order help lists them.
package enum LintReporters {
    package static let all: [LintReporter] = [.text, .sarif, .json, .github]

    /// `text (…), sarif (…), …`: the `--format` help.
    static var help: String {
        "Output format: " + all.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: ", ") + "."
    }
}
