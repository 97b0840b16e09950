import L10nModel
import L10nParsing
import L10nRules
import L10nEngine
import L10nConfiguration

/// The editor's side of a ``Workspace``: the workspace root, the settings the client gave and
/// the configuration and baseline as last read (kept with their errors, shown as diagnostics,
/// while the server goes on with the defaults). Each run opens the same ``Workspace`` as
/// `l10n lint` from the root, with open buffers in place of their files on disk.
struct EditorSession {
    var root: String
    /// `--config` / `initializationOptions.config`; nil searches as `l10n lint` does.
    var explicitConfiguration: String?
    /// `--baseline` / `initializationOptions.baseline`.
    var baselinePath: String?
    private(set) var configuration: Configuration
    private(set) var baseline: Baseline?
    /// Errors in the configuration or baseline: shown as diagnostics in those files, while the
    /// server goes on with the defaults (no configuration) or no baseline.
    private(set) var settingsErrors: [JSONInputError] = []
    /// Files parsed by earlier runs: an edit re-parses the edited file only. Dropped when the
    /// settings change (the source language changes what a load gives).
    private var parseCache = ProjectLoader.ParseCache()
    /// Per-catalog analyses of earlier runs, taken again while a catalog is unchanged; dropped
    /// with the parse cache.
    private var carryOver = RunCarryOver()

    init(root: String, explicitConfiguration: String?, baselinePath: String?) {
        self.root = root
        self.explicitConfiguration = explicitConfiguration
        self.baselinePath = baselinePath
        configuration = Configuration(directory: root)
        reload()
    }

    /// Reads the configuration and baseline again (they changed on disk).
    mutating func reload() {
        settingsErrors = []
        parseCache = ProjectLoader.ParseCache()
        carryOver = RunCarryOver()
        do throws(ConfigurationErrors) {
            configuration = try ConfigurationLoader.resolve(explicitPath: explicitConfiguration, workingDirectory: root)
        } catch {
            configuration = Configuration(directory: root)
            settingsErrors += error.errors
        }
        baseline = nil
        guard let baselinePath else { return }
        do throws(ConfigurationErrors) {
            baseline = try Baseline.load(path: baselinePath, workingDirectory: root)
        } catch {
            settingsErrors += error.errors
        }
    }

    /// Files whose change changes every finding: the configuration and the baseline.
    func isSettingsFile(_ path: String) -> Bool {
        if path.hasSuffix("/" + ConfigurationLoader.fileName) { return true }
        if let baselinePath, FilePaths.absolutePath(baselinePath, workingDirectory: root) == path { return true }
        return configuration.path.map { FilePaths.absolutePath($0, workingDirectory: root) == path } ?? false
    }

    /// Lints the whole project with `overlays` (absolute path → text) replacing files on disk.
    func lint(overlays: [String: [UInt8]]) -> LintResult {
        var workspace = Workspace(configuration: configuration, paths: ["."], workingDirectory: root)
        workspace.plan.linter.overlays = overlays
        workspace.plan.linter.parseCache = parseCache
        workspace.plan.linter.carryOver = carryOver
        // Without `--changed-since` the pipeline has nothing that can fail.
        return (try? workspace.lint(ResultPipeline.Options(baseline: baseline)).result) ?? workspace.plan.lint()
    }

    func absolute(_ path: String) -> String { FilePaths.absolutePath(path, workingDirectory: root) }
}
