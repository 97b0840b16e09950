import L10nModel
import L10nParsing
import L10nRules
import L10nEngine
import L10nConfiguration

/// The project the editor has open, linted as `l10n lint` lints it from the workspace root:
/// the same configuration search, baseline, discovery, rules, suppressions and waivers
/// (``ResultPipeline``), with open buffers in place of their files on disk.
struct Workspace {
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
        if let baselinePath, FileDiscovery.absolutePath(baselinePath, workingDirectory: root) == path { return true }
        return configuration.path.map { FileDiscovery.absolutePath($0, workingDirectory: root) == path } ?? false
    }

    /// Lints the whole project with `overlays` (absolute path → text) replacing files on disk.
    func lint(overlays: [String: [UInt8]]) -> LintResult {
        var linter = configuration.linter(workingDirectory: root)
        linter.overlays = overlays
        linter.parseCache = parseCache
        let plan = LintPlan(configuration: configuration, linter: linter, paths: ["."], workingDirectory: root)
        // Without `--changed-since` the pipeline has nothing that can fail.
        return (try? ResultPipeline.run(plan, options: ResultPipeline.Options(baseline: baseline)).result) ?? plan.lint()
    }

    func absolute(_ path: String) -> String { FileDiscovery.absolutePath(path, workingDirectory: root) }
}
