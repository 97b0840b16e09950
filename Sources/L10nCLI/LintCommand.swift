import Foundation
import L10nModel
import L10nParsing
import L10nEngine
import L10nConfiguration
import L10nReporting
import L10nWriting

/// `l10n lint [PATH ...]`: the linter as a command. Parses flags into typed settings, loads the
/// configuration, runs the library's pipeline once, renders every requested report, and picks
/// the exit status.
package enum LintCommand {
    /// Output formats `--format` and `--report` accept: the registered reporters.
    package typealias Format = LintReporter

    package static let spec = CommandSpec(
        name: "lint",
        abstract: "Check catalogs (strings.json, .xcstrings, .lproj) and Swift sources.",
        discussion: """
            Finds \(FileFormats.patterns.joined(separator: ", "))
            under each path (skipping .build, .git, DerivedData, Pods, Carthage, node_modules and vendored built bundles: *.framework, *.app, *.xpc),
            parses them concurrently and runs every enabled rule. Findings print as
            path:line:column: severity: message [rule-id]; columns count UTF-16 code units.
            When every path is a file (as pre-commit passes them), only those files are reported,
            but the whole project is still loaded for cross-file checks. Configuration comes from
            --config, else the nearest .l10nlint.json at or above a linted path, else at or above
            the working directory. --verbose lists which catalog is paired with which strings.json.
            """,
        arguments: [ArgumentSpec(name: "path", help: "Files or directories to lint (default: .).", isRepeatable: true)],
        options: [
            SharedOptions.config.spec, format.spec, SharedOptions.output.spec, report.spec, SharedOptions.baseline.spec, writeBaseline.spec,
            changedSince.spec, SharedOptions.locales.spec, SharedOptions.sourceLanguage.spec, strict.spec, maxWarnings.spec, quiet.spec, verbose.spec,
        ])

    static let format = Option<Format>(choice: "format", valueName: "format", help: LintReporters.help, default: .text)
    static let report = Option<String>(
        name: "report", valueName: "format[:file]", help: "Another report from the same run, e.g. sarif:l10n.sarif; repeatable.", isRepeatable: true)
    static let writeBaseline = Option<String>(name: "write-baseline", valueName: "file", help: "Record every current finding in a baseline file (and apply it).")
    static let changedSince = Option<String>(name: "changed-since", valueName: "ref", help: "Report only findings that are new since this git revision.")
    static let strict = Flag(name: "strict", help: "Exit with status 1 on warnings too.")
    static let maxWarnings = Option<Int>(
        count: "max-warnings", help: "Exit with status 1 when there are more than n warnings.", expected: "a number of warnings (0 or more)")
    static let quiet = Flag(name: "quiet", shortName: "q", help: "Print findings only: no summary or notes on standard error.")
    static let verbose = Flag(name: "verbose", help: "Also list on standard error which catalog is generated from which strings.json, and why.")

    package static func run(_ arguments: ParsedArguments, environment: CommandEnvironment) -> CommandOutcome {
        let startTime = Date()
        let targets: [ReportTarget]
        let maxWarnings: Int?
        do throws(UsageError) {
            targets = try ReportTarget.targets(arguments)
            maxWarnings = try validate(arguments, environment)
            try OutputGuard.requireDistinct(outputs(targets, arguments, environment))
        } catch {
            return .failure(error.message)
        }
        let workspace: Workspace
        let baseline: Baseline?
        do throws(ConfigurationErrors) {
            workspace = try ConfigurationCommandSupport.workspace(
                arguments, paths: arguments.positionals, environment: environment, settingsFiles: [arguments[SharedOptions.baseline]].compactMap { $0 })
            baseline = try arguments[SharedOptions.baseline].flatMap { path throws(ConfigurationErrors) in
                if Baseline.missingNote(path: path, workingDirectory: environment.workingDirectory) != nil { return nil }
                return try Baseline.load(path: path, workingDirectory: environment.workingDirectory)
            }
        } catch {
            return CommandOutcome(status: .failure, standardError: error.description)
        }
        let configuration = workspace.configuration
        let options = ResultPipeline.Options(
            baseline: baseline,
            baselineDirectoryToWrite: arguments[writeBaseline].map { FilePaths.directory(of: absolute($0, environment)) },
            changedSince: arguments[changedSince])
        let outcome: ResultPipeline.Outcome
        do throws(ResultPipeline.Failure) {
            outcome = try workspace.lint(options)
        } catch {
            return .failure(error.message)
        }
        if let message = workspace.nothingToLint(outcome.result) { return .failure(message) }
        let context = ReportContext(arguments: argumentsForLog(arguments), startTime: startTime, environment: environment)
        do throws(UsageError) {
            try OutputGuard.requireUnprotected(outputs(targets, arguments, environment), protected: protectedFiles(outcome.result, configuration, arguments, environment))
        } catch {
            return .failure(error.message)
        }
        var notes = workspace.unusedConfigurationNotes()
        notes += arguments[SharedOptions.baseline].flatMap { Baseline.missingNote(path: $0, workingDirectory: environment.workingDirectory) }.map { [$0] } ?? []
        notes += arguments[verbose] ? PairingNotes.pairs(outcome.result) : []
        notes += PairingNotes.unpaired(outcome.result, configuration: configuration, workingDirectory: environment.workingDirectory)
        notes += PairingNotes.drift(outcome.result)
        notes += UnusedKeyNotes.undecided(outcome.result)
        notes += outcome.result.project.otherFormatFiles.map(\.note)
        notes += ValueHistoryNotes.skipped(outcome.result)
        var finished = finish(outcome, targets: targets, context: context, arguments: arguments, maxWarnings: maxWarnings, notes: notes)
        finished.keptUntilExit = outcome
        return finished
    }

    /// Every file this run writes: the baseline, then the reports.
    private static func outputs(_ targets: [ReportTarget], _ arguments: ParsedArguments, _ environment: CommandEnvironment) -> [OutputGuard.Output] {
        var outputs: [OutputGuard.Output] = []
        if let path = arguments[writeBaseline] {
            outputs.append(OutputGuard.Output(role: "baseline", option: "--write-baseline \(path)", path: path, absolutePath: absolute(path, environment)))
        }
        for (index, target) in targets.enumerated() {
            guard let path = target.path else { continue }
            let option = index == 0 ? "--output \(path)" : "--report \(target.format.rawValue):\(path)"
            outputs.append(OutputGuard.Output(role: "report", option: option, path: path, absolutePath: absolute(path, environment)))
        }
        return outputs
    }

    /// What no output may replace: the linted files, the configuration and the baseline in use.
    private static func protectedFiles(
        _ result: LintResult, _ configuration: Configuration, _ arguments: ParsedArguments, _ environment: CommandEnvironment
    ) -> [(path: String, what: String)] {
        var files = result.project.files.map { (path: absolute($0.path, environment), what: "one of the linted input files") }
        files += result.otherInputs.map { (path: absolute($0, environment), what: "an input file l10n reads") }
        if let path = configuration.path { files.append((absolute(path, environment), "the configuration file in use")) }
        if let path = arguments[SharedOptions.baseline] { files.append((absolute(path, environment), "the baseline in use")) }
        return files
    }

    /// Writes the baseline and every report, then assembles standard output, standard error
    /// and the exit status.
    private static func finish(
        _ outcome: ResultPipeline.Outcome, targets: [ReportTarget], context: ReportContext, arguments: ParsedArguments, maxWarnings: Int?,
        notes pairingNotes: [String]
    ) -> CommandOutcome {
        let environment = context.environment
        let result = outcome.result
        var notes = pairingNotes
        if let path = arguments[writeBaseline], let baseline = outcome.newBaseline {
            do { try AtomicFileWriter.write(baseline.rendered(), to: absolute(path, environment)) } catch { return .failure(error.message) }
            let total = baseline.fingerprints.entries.reduce(0) { $0 + $1.count }
            notes.append("Wrote \(TextReporter.plural(total, "finding")) to the baseline \(path.escapingControlCharacters).")
        }
        var standardOutput: ReportOutput?
        for target in targets {
            guard let path = target.path else {
                standardOutput = ReportOutput(result: result, target: target, context: context)
                continue
            }
            do {
                try AtomicFileWriter.write(to: absolute(path, environment)) { context.write(result, as: target, to: &$0) }
            } catch {
                return .failure(error.message)
            }
        }
        if let path = arguments[SharedOptions.baseline] { notes += unmatchedBaselineNotes(outcome.unmatchedBaseline, path: path) }
        var status = status(of: result, strict: arguments[strict])
        var standardError = ""
        if !arguments[quiet] {
            // GitHub annotations already end with the summary; once in the log is enough.
            let summaryOnStandardOutput = targets.contains { $0.path == nil && $0.format == .github }
            standardError = notes.map { $0 + "\n" }.joined() + (summaryOnStandardOutput ? "" : TextReporter().summary(result) + "\n")
        }
        if let maxWarnings, result.count(.warning) > maxWarnings {
            standardError += "error: too many warnings: \(result.count(.warning)), --max-warnings allows \(maxWarnings)\n"
            if status == .success { status = .findings }
        }
        guard let standardOutput else { return CommandOutcome(status: status, standardError: standardError) }
        return CommandOutcome(status: status, streamingStandardOutput: standardOutput, standardError: standardError)
    }

    /// The report for standard output, rendered as `main` writes it.
    private struct ReportOutput: StreamedOutput {
        let result: LintResult
        let target: ReportTarget
        let context: ReportContext

        func write(to output: inout some TextOutputStream) {
            context.write(result, as: target, to: &output)
        }
    }

    /// Locale flags and `--max-warnings`; returns the warning limit.
    private static func validate(_ arguments: ParsedArguments, _ environment: CommandEnvironment) throws(UsageError) -> Int? {
        try PathArguments.requireExisting(arguments.positionals, environment: environment)
        if let read = arguments[SharedOptions.baseline], let write = arguments[writeBaseline],
            read == write || FileIdentity(path: absolute(read, environment)) == FileIdentity(path: absolute(write, environment))
        {
            throw UsageError("'--baseline' and '--write-baseline' name the same file; to refresh a baseline, give only '--write-baseline'")
        }
        return arguments[maxWarnings]
    }

    /// `l10n-baseline.json: note: 1 baseline entry matches no finding; …`, then one line per entry.
    private static func unmatchedBaselineNotes(_ unmatched: FingerprintCounts, path: String) -> [String] {
        guard !unmatched.isEmpty else { return [] }
        let total = unmatched.entries.reduce(0) { $0 + $1.count }
        let noun = total == 1 ? "baseline entry matches" : "baseline entries match"
        var lines = ["\(path.escapingControlCharacters): note: \(total) \(noun) no finding any more (fixed or changed); refresh the file with --write-baseline"]
        for (fingerprint, count) in unmatched.entries {
            lines.append("  \(fingerprint.file.escapingControlCharacters): \(fingerprint.summary.escapingControlCharacters) [\(fingerprint.rule.rawValue.escapingControlCharacters)]\(count > 1 ? " (\(count) times)" : "")")
        }
        return lines
    }

    /// 2 when an input could not be parsed, else 1 for errors (warnings too with `--strict`), else 0.
    package static func status(of result: LintResult, strict: Bool) -> ExitStatus {
        if result.hasParseFailures { return .failure }
        let worst = result.diagnostics.map(\.severity).max()
        if worst == .error || (strict && worst == .warning) { return .findings }
        return .success
    }

    private static func absolute(_ path: String, _ environment: CommandEnvironment) -> String {
        FilePaths.absolutePath(path, workingDirectory: environment.workingDirectory)
    }

    private static func argumentsForLog(_ arguments: ParsedArguments) -> [String] {
        var words: [String] = []
        for (name, values) in arguments.values.sorted(by: { $0.key < $1.key }) {
            for value in values { words += ["--\(name)", value] }
        }
        words += arguments.flags.sorted().map { "--\($0)" }
        return words + arguments.positionals
    }
}
