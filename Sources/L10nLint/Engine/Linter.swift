import Foundation

/// The library's entry point: discover, load, run rules, sort.
public struct Linter: Sendable {
    public var settings: LintSettings
    public var rules: [any Rule]
    /// Which discovered files to load (configuration's `include`/`exclude`); nil loads all.
    public var fileFilter: FileFilter?
    /// Severity of `unused-suppression` findings; nil when configured off.
    public var unusedSuppressionSeverity: Severity? = EngineRules.unusedSuppression.defaultSeverity

    /// A linter with every rule that is enabled by default.
    public init(settings: LintSettings = LintSettings(), rules: [any Rule]? = nil) {
        self.settings = settings
        self.rules = rules ?? RuleRegistry.builtIn.filter { $0.description.isEnabledByDefault }.map { $0.makeDefault() }
    }

    /// Lints files and directories on disk. Relative paths are resolved against
    /// `workingDirectory` (default: the process's), and reported relative to it.
    public func lint(paths: [String], workingDirectory: String? = nil) -> LintResult {
        let directory = workingDirectory ?? FileManager.default.currentDirectoryPath
        let discovery = FileDiscovery.discover(paths: paths, workingDirectory: directory)
        var files = discovery.files
        if let fileFilter {
            files.removeAll { $0.absolutePath.map { !fileFilter.includes(absolutePath: $0) } ?? false }
        }
        return run(files.map { ($0, ProjectLoader.Source.disk) }, extraFailures: discovery.failures)
    }

    /// Lints files given as text (rule examples, tests, editor integrations).
    public func lint(files: [(path: String, contents: String)]) -> LintResult {
        let inputs: [(InputFile, ProjectLoader.Source)] = files.compactMap { file in
            guard let kind = InputFile.kind(ofPath: file.path) else { return nil }
            return (InputFile(path: file.path, absolutePath: nil, kind: kind), .memory(Array(file.contents.utf8)))
        }
        return run(inputs, extraFailures: [])
    }

    private func run(_ inputs: [(InputFile, ProjectLoader.Source)], extraFailures: [ParseFailure]) -> LintResult {
        var project = ProjectLoader(settings: settings).load(inputs.map { (input: $0.0, source: $0.1) })
        project.parseFailures = extraFailures + project.parseFailures
        let context = project
        let settings = self.settings
        let analyses = SharedAnalyses()
        let perRule = Parallel.map(rules) { rule in
            let description = rule.description
            let severity = settings.ruleSeverities[description.id] ?? description.defaultSeverity
            return rule.check(RuleContext(project: context, settings: settings, ruleID: description.id, severity: severity, analyses: analyses))
        }
        let ran = Set(rules.map(\.description.id))
        let partition = InlineSuppressions.partition(perRule.flatMap { $0 }, project: project, ranRules: ran)
        var diagnostics = partition.kept
        var ruleDescriptions = rules.map(\.description)
        if let severity = unusedSuppressionSeverity {
            diagnostics += partition.unused.map { unusedSuppression($0, severity: severity, project: project) }
            ruleDescriptions.append(EngineRules.unusedSuppression)
        }
        diagnostics.sort(by: Diagnostic.reportOrder)
        // The rule's own analysis when it ran (same controls, same verdicts), else the defaults'.
        let coverage = (analyses.computedVoiceOver ?? analyses.voiceOver(VoiceOverLabelRule.Options(), project: project, settings: settings)).coverage
        let suppressed = partition.suppressed.sorted { Diagnostic.reportOrder($0.diagnostic, $1.diagnostic) }
        return LintResult(diagnostics: diagnostics, project: project, rules: ruleDescriptions, suppressed: suppressed, voiceOverCoverage: coverage)
    }

    private func unusedSuppression(_ directive: SuppressionDirective, severity: Severity, project: Project) -> Diagnostic {
        let named = directive.rules.isEmpty ? "any rule" : directive.rules.map { "'\($0)'" }.joined(separator: ", ")
        return Diagnostic(
            ruleID: EngineRules.unusedSuppression.id, severity: severity,
            message: "'l10n-lint:\(directive.kind.rawValue)' of \(named) suppresses no finding",
            location: project.location(of: directive.range))
    }
}
