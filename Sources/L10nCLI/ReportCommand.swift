import L10nModel
import L10nParsing
import L10nEngine
import L10nConfiguration
import L10nReporting
import L10nWriting

/// `l10n report [PATH ...]`: where each language stands, for translators and localization
/// managers. Runs the linter (so rule findings fill the plural, format and length columns),
/// builds a ``TranslationReport`` and renders it. A report is not a gate: it exits 0 unless an
/// input could not be read, or `--fail-under` is given and a locale falls below it.
package enum ReportCommand {
    package enum Format: String, CaseIterable, Sendable {
        case text, markdown, html, json, xliff
    }

    /// `--editor`: where the HTML report's `file:line` links open instead of the web host.
    package enum Editor: String, CaseIterable, Sendable {
        case vscode, xed
    }

    package static let exitCodes = """
        EXIT CODES:
          0  The report was produced (whatever the coverage).
          1  --fail-under was given and a locale's coverage is below it.
          2  An input could not be read or parsed, or the invocation was invalid
             (the report is still written first).
        """

    package static let spec = CommandSpec(
        name: "report",
        abstract: "Show translation coverage per catalog and locale, and what is left to translate.",
        discussion: """
            Counts, per catalog and locale: total keys, translated, needs review, missing, empty,
            stale, keys with plural-category gaps, format-specifier errors or over their length
            budget, and coverage; totals per locale; VoiceOver coverage of icon-only controls.
            With --locale, adds a worklist: every key needing work with its source text, comment,
            current translation and state, width budget and where Swift sources use it.

            \(ReportFormatting.wrap(ReportFormatting.definitions, width: 90).joined(separator: "\n"))

            Formats: text (terminal table), markdown (PR comment or GitHub job summary), html
            (one self-contained page), json (schema in the README), xliff (XLIFF 1.2 of the
            worklist units, for translation tools; every locale when --locale is not given).
            """,
        arguments: [ArgumentSpec(name: "path", help: "Files or directories to read (default: .).", isRepeatable: true)],
        options: [
            focusLocale.spec, format.spec, SharedOptions.output.spec, editor.spec, failUnder.spec, SharedOptions.sourceLanguage.spec, SharedOptions.config.spec,
        ])

    /// Also the locale the workspace requires (``SharedOptions/locales`` by name).
    static let focusLocale = Option<LocaleID>(locale: "locale", help: "Report on one locale and list its worklist.")
    static let format = Option<Format>(choice: "format", valueName: "format", help: "Output format.", default: .text)
    static let editor = Option<Editor>(
        choice: "editor", valueName: "editor",
        help: "HTML: open file:line links in this editor instead of the repository's web host (the git remote origin on GitHub, GitLab or Bitbucket, at HEAD's commit).")
    static let failUnder: Option<Double> = {
        var spec = OptionSpec(name: "fail-under", valueName: "percent", help: "Exit with status 1 when a locale's total coverage is below this percentage.")
        spec.check = { text in percentage(text) == nil ? "'--fail-under' expects a percentage from 0 to 100, got '\(text)'" : nil }
        return Option(spec, convert: percentage)
    }()

    /// `80`, `80%` or `99.5`: a number from 0 to 100.
    private static func percentage(_ text: String) -> Double? {
        Double(text.hasSuffix("%") ? String(text.dropLast()) : text).flatMap { (0...100).contains($0) ? $0 : nil }
    }

    package static func run(_ arguments: ParsedArguments, environment: CommandEnvironment) -> CommandOutcome {
        let format = arguments[Self.format] ?? .text
        let threshold = arguments[failUnder]
        let focus = arguments[focusLocale]
        do throws(UsageError) {
            try PathArguments.requireExisting(arguments.positionals, environment: environment)
        } catch {
            return .failure(error.message)
        }
        // The same workspace and pipeline as `lint` (inline suppressions, `.l10nlint.json`
        // waivers), so a waived finding is not counted here either. Explicit files are the
        // report's scope.
        let workspace: Workspace
        do throws(ConfigurationErrors) {
            workspace = try ConfigurationCommandSupport.workspace(arguments, paths: arguments.positionals, environment: environment, scope: .paths)
        } catch {
            return CommandOutcome(status: .failure, standardError: error.description)
        }
        let configuration = workspace.configuration
        let result: LintResult
        do throws(ResultPipeline.Failure) {
            result = try workspace.lint().result
        } catch {
            return .failure(error.message)
        }
        if let message = workspace.nothingToLint(result) { return .failure(message) }
        let scanned = !result.project.swiftSources.isEmpty
        let options = TranslationReport.Options(
            focusLocale: focus, includesWorklist: focus != nil || format == .xliff || format == .html,
            voiceOver: scanned ? result.voiceOverCoverage : nil)
        let report = TranslationReport(result: result, options: options)
        let toFile = arguments[SharedOptions.output] != nil
        let linkBase = arguments[SharedOptions.output].map { relativeRoot(from: $0, environment) } ?? ""
        let links = format == .html ? sourceLinks(editor: arguments[editor], linkBase: linkBase, environment) : SourceLinks()
        let rendered = render(report, as: format, usesColor: environment.usesColor && !toFile, links: links)

        var outcome = CommandOutcome(status: .success)
        outcome.keptUntilExit = result
        if let output = arguments[SharedOptions.output] {
            let target = FilePaths.absolutePath(output, workingDirectory: environment.workingDirectory)
            var protected = (result.project.files.map(\.path) + result.otherInputs).map {
                (path: FilePaths.absolutePath($0, workingDirectory: environment.workingDirectory), what: "one of the input files")
            }
            if let path = configuration.path {
                protected.append((FilePaths.absolutePath(path, workingDirectory: environment.workingDirectory), "the configuration file in use"))
            }
            do throws(UsageError) {
                try OutputGuard.requireUnprotected([OutputGuard.Output(role: "report", option: "--output \(output)", path: output, absolutePath: target)], protected: protected)
                try AtomicFileWriter.write(rendered, to: target)
            } catch {
                return .failure(error.message)
            }
        } else {
            outcome.standardOutput = rendered
        }
        var messages = result.project.parseFailures.map(TextReporter.line(for:)) + result.project.otherFormatFiles.map(\.note)
        if let threshold {
            let below = report.locales.filter { Double($0.totals.translated) * 100 < threshold * Double($0.totals.total) }
            messages += below.map { "error: \($0.locale.identifier.escapingControlCharacters) coverage \(ReportFormatting.percent($0.totals)) is below --fail-under \(text(threshold))%" }
            if !below.isEmpty { outcome.status = .findings }
        }
        if result.hasParseFailures { outcome.status = .failure }
        messages.append(summary(report))
        outcome.standardError = messages.joined(separator: "\n") + "\n"
        return outcome
    }

    /// The working directory as seen from the report file's folder (`../..`, or `` when they are
    /// the same), so the HTML report's `file:line` links work wherever it is written.
    private static func relativeRoot(from output: String, _ environment: CommandEnvironment) -> String {
        let folder = FilePaths.directory(of: FilePaths.absolutePath(output, workingDirectory: environment.workingDirectory))
        let relative = LintPlan.move(environment.workingDirectory, from: folder, to: ".")
        return relative.isEmpty || relative == "." ? "" : relative + "/"
    }

    /// Where the HTML report's `file:line` links go: the editor when `--editor` names one; else
    /// the web host of `git remote get-url origin` at HEAD's commit (the branch before the first
    /// commit); else the files, relative to where the page is written.
    static func sourceLinks(editor: Editor?, linkBase: String, _ environment: CommandEnvironment) -> SourceLinks {
        switch editor {
        case .vscode: return SourceLinks(style: .vscode(root: environment.workingDirectory))
        case .xed: return SourceLinks(style: .xed(root: environment.workingDirectory))
        case nil: break
        }
        let directory = environment.workingDirectory
        func git(_ arguments: [String]) -> String? { try? GitSnapshot.git(arguments, in: directory, what: "read the repository") }
        guard let remote = git(["remote", "get-url", "origin"]).flatMap(RepositoryRemote.init),
              let revision = git(["rev-parse", "--verify", "--quiet", "HEAD"]) ?? git(["symbolic-ref", "--short", "HEAD"]),
              let prefix = git(["rev-parse", "--show-prefix"])
        else { return SourceLinks(style: .relative(base: linkBase)) }
        return remote.links(revision: revision, repositoryPrefix: prefix)
    }

    package static func render(_ report: TranslationReport, as format: Format, usesColor: Bool = false, links: SourceLinks = SourceLinks()) -> String {
        switch format {
        case .text: ReportTextRenderer(usesColor: usesColor).render(report)
        case .markdown: ReportMarkdownRenderer().render(report)
        case .html: ReportHTMLRenderer(links: links).render(report)
        case .json: ReportJSONRenderer().render(report)
        case .xliff: ReportXLIFFRenderer().render(report)
        }
    }

    /// One line for standard error: `Report: 3 catalogs · source en · 1 locale; zh-Hans 81.2%`.
    private static func summary(_ report: TranslationReport) -> String {
        let shown = report.locales.prefix(5).map { "\($0.locale.identifier.escapingControlCharacters) \(ReportFormatting.percent($0.totals))" }
        let more = report.locales.count > 5 ? ", …" : ""
        return "Report: \(ReportFormatting.headline(report).escapingControlCharacters)" + (shown.isEmpty ? "" : "; \(shown.joined(separator: ", "))\(more)")
    }

    private static func text(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
