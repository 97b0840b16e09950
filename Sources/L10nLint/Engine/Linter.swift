import Foundation

/// The library's entry point: discover, load, run rules, sort.
public struct Linter: Sendable {
    public var settings: LintSettings
    public var rules: [any Rule]

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
        return run(discovery.files.map { ($0, ProjectLoader.Source.disk) }, extraFailures: discovery.failures)
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
        let perRule = Parallel.map(rules) { rule in
            let description = type(of: rule).description
            return rule.check(RuleContext(project: context, settings: settings, ruleID: description.id, severity: description.defaultSeverity))
        }
        var diagnostics = InlineSuppressions.apply(perRule.flatMap { $0 }, project: project)
        diagnostics.sort(by: Diagnostic.reportOrder)
        let voiceOver = rules.lazy.compactMap { $0 as? VoiceOverLabelRule }.first?.options ?? VoiceOverLabelRule.Options()
        let coverage = VoiceOverCoverage(
            project: project, settings: settings, localizationFunctions: voiceOver.localizationFunctions, labelModifiers: voiceOver.labelModifiers)
        return LintResult(diagnostics: diagnostics, project: project, rules: rules.map { type(of: $0).description }, voiceOverCoverage: coverage)
    }
}
