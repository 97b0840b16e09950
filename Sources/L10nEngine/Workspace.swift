import L10nModel
import L10nParsing
import L10nAnalysis
import L10nConfiguration

/// One project as every command sees it: the configuration found from the paths (as `lint`
/// finds it), its file filter, rule states and `catalogPairs`, command-line overrides, and the
/// plan of what is loaded and reported. `lint`, `report`, `fix`, `import`, `format`, `config`
/// and the language server all start here, so they see the same files, pairs and rule states:
/// a file the configuration excludes is neither linted nor written, a rule set to `"off"`
/// neither reports nor fixes.
public struct Workspace: Sendable {
    /// Command-line settings that take precedence over the configuration.
    public struct Overrides: Sendable, Equatable {
        /// `--locale`: named locales replace the configuration's whole locale policy.
        public var locales: [LocaleID]
        /// `--source-language`.
        public var sourceLanguage: LocaleID?

        public init(locales: [LocaleID] = [], sourceLanguage: LocaleID? = nil) {
            self.locales = locales
            self.sourceLanguage = sourceLanguage
        }
    }

    /// How explicit files are read (see ``LintPlan``).
    public enum Scope: Sendable {
        /// Files given alone are reported, within the whole project (lint, fix: pre-commit).
        case project
        /// Exactly the given paths (the report counts what it is pointed at).
        case paths
    }

    public let configuration: Configuration
    /// What is loaded and reported, with the configured linter.
    public var plan: LintPlan
    /// The paths as given (empty: the working directory).
    public let paths: [String]

    public var workingDirectory: String { plan.workingDirectory }
    public var linter: Linter { plan.linter }

    /// Finds the configuration (`configurationPath`, else the nearest `.l10nlint.json` at or
    /// above the paths, else at or above the working directory, else the defaults) and plans
    /// the run. `settingsFiles`: files besides the configuration whose change changes every
    /// finding (the baseline), as given on the command line.
    public init(
        paths: [String], configurationPath: String?, workingDirectory: String, overrides: Overrides = Overrides(),
        settingsFiles: [String] = [], scope: Scope = .project
    ) throws(ConfigurationErrors) {
        let configuration = try ConfigurationLoader.resolve(explicitPath: configurationPath, paths: paths, workingDirectory: workingDirectory)
        self.init(configuration: configuration, paths: paths, workingDirectory: workingDirectory, overrides: overrides, settingsFiles: settingsFiles, scope: scope)
    }

    /// A workspace with a configuration already read (the language server keeps its own, to
    /// show a broken one's errors and go on with the defaults).
    public init(
        configuration: Configuration, paths: [String], workingDirectory: String, overrides: Overrides = Overrides(),
        settingsFiles: [String] = [], scope: Scope = .project
    ) {
        self.configuration = configuration
        self.paths = paths
        var linter = configuration.linter(workingDirectory: workingDirectory)
        if !overrides.locales.isEmpty {
            linter.settings.requiredLocales = overrides.locales
            linter.settings.excludedLocales = []
            linter.settings.localeSeverities = [:]
            linter.settings.otherLocalesSeverity = nil
        }
        if let language = overrides.sourceLanguage { linter.settings.sourceLanguage = language }
        plan = LintPlan(
            configuration: configuration, linter: linter, paths: paths, workingDirectory: workingDirectory, settingsFiles: settingsFiles,
            widensExplicitFiles: scope == .project)
    }

    /// The whole run: rules, suppressions, waivers, the baseline, `--changed-since`.
    public func lint(_ options: ResultPipeline.Options = ResultPipeline.Options()) throws(ResultPipeline.Failure) -> ResultPipeline.Outcome {
        try ResultPipeline.run(plan, options: options)
    }

    /// The loaded project and its pairing with no rule run: what `import` writes into and
    /// `config pairs` lists, the same files and pairs as a lint run.
    public func load() -> LintResult {
        var plan = plan
        plan.linter.rules = []
        return plan.lint()
    }

    /// The files of the kinds `accepts` selects under the paths that the configuration's filter
    /// admits (what `format` rewrites), and the paths that could not be listed.
    public func files(accepting accepts: (InputFile.Kind) -> Bool) -> (files: [InputFile], failures: [ParseFailure]) {
        let discovery = FileDiscovery.discover(paths: paths.isEmpty ? ["."] : paths, workingDirectory: workingDirectory)
        let filter = linter.fileFilter
        let files = discovery.files.filter { file in
            accepts(file.kind) && (file.absolutePath.map { filter?.includes(absolutePath: $0) ?? true } ?? true)
        }
        return (files, discovery.failures)
    }

    /// `error: no localization files or Swift sources found under …` for a run that loaded nothing.
    public func nothingToLint(_ result: LintResult) -> String? {
        LintPlan.nothingToLint(result, paths: paths, configuration: configuration)
    }

    /// Notes for configurations the paths lead to besides the one in use: one run applies one
    /// configuration's rules (projects are still scoped), so say how to apply the others.
    public func unusedConfigurationNotes() -> [String] {
        let used = configuration.path.map { FilePaths.absolutePath($0, workingDirectory: workingDirectory) }
        var seen = Set<String>()
        return paths.compactMap { path -> String? in
            guard let found = ConfigurationLoader.find(forPath: path, workingDirectory: workingDirectory),
                found != used, seen.insert(found).inserted
            else { return nil }
            let display = FilePaths.displayPath(found, absolute: found, workingDirectory: workingDirectory)
            return "note: \(display.escapingControlCharacters) is not applied in this run (it uses \((configuration.path ?? "the defaults").escapingControlCharacters)); lint '\(path.escapingControlCharacters)' on its own to apply it"
        }
    }

    /// `path` resolved against the working directory.
    public func absolute(_ path: String) -> String { FilePaths.absolutePath(path, workingDirectory: workingDirectory) }
}
