import Foundation
import L10nModel
import L10nParsing
import L10nRules
import L10nEngine

/// Renders a lint run as a SARIF 2.1.0 log for GitHub code scanning and other SARIF viewers.
///
/// The shape follows `shared/design/SARIF.md`: one run; every rule that ran in `rules[]`; one
/// location per result with a percent-encoded `%SRCROOT%`-relative URI and a full UTF-16
/// region; GitHub's own `primaryLocationLineHash`; parse failures both as `parse-error` results
/// (GitHub shows those) and as tool-execution notifications (which mark the run incomplete).
/// Output is deterministic: nothing machine- or time-dependent appears unless passed in
/// ``Options``, so golden tests can compare bytes.
public struct SARIFReporter: LintResultReporter {
    public struct Options: Sendable {
        /// The invocation's arguments, `argv[0]` included; written as one shell-quoted line.
        public var commandLine: [String]?
        public var startTime: Date?
        public var endTime: Date?
        /// Absolute path of the directory the report's relative paths are relative to (the
        /// working directory, normally the repository root). When nil, `%SRCROOT%` keeps only its
        /// description: the log then has no machine-specific path.
        public var srcRoot: String?
        /// `runAutomationDetails.id`: everything before the last `/` is GitHub's category, so
        /// use `l10n/<target>/` to upload one log per target of a monorepo.
        public var automationID: String

        public init(
            commandLine: [String]? = nil, startTime: Date? = nil, endTime: Date? = nil,
            srcRoot: String? = nil, automationID: String = "l10n/"
        ) {
            self.commandLine = commandLine
            self.startTime = startTime
            self.endTime = endTime
            self.srcRoot = srcRoot
            self.automationID = automationID
        }
    }

    /// `srcRoot` without `.`/`..` segments or duplicate slashes (SARIF forbids `..` in base
    /// URIs); nil unless absolute, since a relative root cannot become a `file:` URI.
    var sourceRoot: String? {
        guard let root = options.srcRoot, root.hasPrefix("/") else { return nil }
        return FilePaths.normalize(root)
    }

    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    /// UTF-8 JSON text without a BOM (upload-sarif's `JSON.parse` rejects one), two-space
    /// indentation, trailing newline.
    /// Results are written a few chunks at a time as they are rendered: no tree of every
    /// result, and no text of the whole log, is ever held.
    public func write(_ result: LintResult, to output: inout some TextOutputStream) {
        let results = results(for: result)
        let root = log(result, results: results, resultObjects: .string(Self.resultsMarker))
        // `runs[0].results` sits at indent 6: the log, `runs`, the run, its members.
        if result.suppressed.isEmpty {
            return root.write(streaming: result.diagnostics, at: Self.resultsMarker, indent: 6, to: &output) { results.write($0, to: &$1) }
        }
        let items = SARIFResults.merged(result.diagnostics, suppressed: result.suppressed)
        root.write(streaming: items, at: Self.resultsMarker, indent: 6, to: &output) { results.write($0.diagnostic, suppression: $0.suppression, to: &$1) }
    }

    /// Stands for `runs[0].results` while the rest of the log is rendered.
    static let resultsMarker = "\u{0}results\u{0}"

    /// The whole log as one tree.
    func log(_ result: LintResult) -> JSONOutput {
        let results = results(for: result)
        let objects = results.results(result.diagnostics, suppressed: result.suppressed)
        return log(result, results: results, resultObjects: objects)
    }

    private func log(_ result: LintResult, results: SARIFResults, resultObjects: JSONOutput) -> JSONOutput {
        ["$schema": .string(Self.schemaURI), "version": "2.1.0", "runs": [run(result, results: results, resultObjects: resultObjects)]]
    }

    /// The results' writer, with the line hash of every line a finding points at computed up
    /// front: results are then written on every core, reading them.
    private func results(for result: LintResult) -> SARIFResults {
        var locations = SARIFLocations(project: result.project, auxiliaryFiles: result.auxiliaryFiles, sourceRoot: sourceRoot)
        // The places only: joining the reported and suppressed findings first copied every one.
        var places = result.diagnostics.map { (path: $0.location.path, line: $0.location.start.line) }
        places += result.suppressed.map { (path: $0.diagnostic.location.path, line: $0.diagnostic.location.start.line) }
        locations.hashLines(places)
        return SARIFResults(locations: locations, rules: result.rules)
    }

    private func run(_ result: LintResult, results: SARIFResults, resultObjects: JSONOutput) -> JSONOutput {
        let locations = results.locations
        return .object(dropping: [
            ("tool", tool(result.rules)),
            ("automationDetails", ["id": .string(options.automationID)]),
            ("invocations", [invocation(result, results: results)]),
            ("originalUriBaseIds", originalURIBaseIDs()),
            ("artifacts", artifacts(locations)),
            ("results", resultObjects),
            ("defaultEncoding", "UTF-8"),
            ("columnKind", "utf16CodeUnits"),
        ])
    }

    private func tool(_ rules: [RuleDescription]) -> JSONOutput {
        [
            "driver": [
                "name": .string(ToolInfo.name),
                "version": .string(ToolInfo.version),
                "semanticVersion": .string(ToolInfo.version),
                "informationUri": .string(ToolInfo.informationURI),
                "rules": SARIFRuleDescriptors.rules(rules),
                "notifications": SARIFRuleDescriptors.notifications(),
            ]
        ]
    }

    /// Findings do not make a run unsuccessful (SARIF §3.20.14); a file we could not read or
    /// parse does, since every rule skipped it (§3.20.21).
    private func invocation(_ result: LintResult, results: SARIFResults) -> JSONOutput {
        .object(dropping: [
            ("executionSuccessful", .bool(!result.hasParseFailures)),
            ("commandLine", options.commandLine.map { .string(SARIFText.commandLine($0)) }),
            ("startTimeUtc", options.startTime.map { .string(SARIFText.timestamp($0)) }),
            ("endTimeUtc", options.endTime.map { .string(SARIFText.timestamp($0)) }),
            ("workingDirectory", sourceRoot.map { ["uri": .string(SARIFURI.directoryURI(absolutePath: $0))] }),
            ("toolExecutionNotifications", results.notifications(result.project.parseFailures)),
        ])
    }

    /// `%SRCROOT%` always has a description; its `uri` only when the caller gave the root, so
    /// default output stays free of machine paths (SARIF §3.14.14 allows that).
    private func originalURIBaseIDs() -> JSONOutput {
        [
            SARIFLocations.sourceRootID: .object(dropping: [
                ("uri", sourceRoot.map { .string(SARIFURI.directoryURI(absolutePath: $0)) }),
                ("description", ["text": "Repository root: the directory l10n's relative paths are relative to."]),
            ])
        ]
    }

    /// Files not stored as UTF-8 (UTF-16 `.strings`), so viewers decode them correctly; columns
    /// still count UTF-16 units of the text, independent of encoding and BOM (SARIF §3.30.2).
    private func artifacts(_ locations: SARIFLocations) -> JSONOutput? {
        guard !locations.artifactFiles.isEmpty else { return nil }
        return .array(locations.artifactFiles.map { file in
            [
                "location": removingIndex(locations.artifactLocation(file.path)),
                "encoding": .string(file.encoding.ianaName),
            ]
        })
    }

    /// An artifact's own location must not point at itself by index.
    private func removingIndex(_ location: JSONOutput) -> JSONOutput {
        guard case .object(let members) = location else { return location }
        return .object(members.filter { $0.0 != "index" })
    }
}
