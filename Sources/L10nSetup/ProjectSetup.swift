import Foundation
import L10nModel
import L10nParsing
import L10nEngine
import L10nConfiguration
import L10nReporting

/// `l10n init`: surveys a repository and plans the files that gate it (configuration, baseline,
/// pre-commit hook, CI workflow). The plan is text only; the command writes it, so nothing here
/// touches the disk and the same plan can be shown, tested or written.
public enum ProjectSetup {
    public struct Plan: Sendable {
        public var survey: ProjectSurvey
        /// Paths relative to the root, in ``SetupFiles/all`` order, with their text.
        public var files: [(path: String, text: String)]
        /// Findings recorded in the baseline.
        public var baselined: Int
        /// Inputs that could not be parsed, as `lint` prints them: the baseline cannot hold them.
        public var parseFailures: [String]
    }

    /// The files of ``SetupFiles/all`` that already exist under `root` (absolute).
    public static func existing(in root: String) -> [String] {
        SetupFiles.all.filter { exists(FilePaths.absolutePath($0, workingDirectory: root)) }
    }

    /// lstat: a dangling symlink is a file in the way too.
    public static func exists(_ absolutePath: String) -> Bool {
        var status = stat()
        return lstat(absolutePath, &status) == 0
    }

    /// Surveys `root` (absolute) and plans every file. Fails when there is nothing to lint.
    public static func plan(root: String) -> Result<Plan, SetupFailure> {
        let defaults = Configuration(directory: root)
        let first = LintPlan(configuration: defaults, linter: defaults.linter(workingDirectory: root), paths: ["."], workingDirectory: root).lint()
        if let message = LintPlan.nothingToLint(first, paths: ["."], configuration: defaults) {
            return .failure(SetupFailure("error: \(message); `l10n init --from PATH/strings.json` creates a String Catalog from a design system's strings.json\n"))
        }
        let survey = ProjectSurvey(first, root: root)
        let configurationText = SetupFiles.configurationText(survey)
        let configuration: Configuration
        do throws(ConfigurationErrors) {
            let file = SourceFile(id: FileID(0), path: SetupFiles.configuration, text: SourceText(bytes: Array(configurationText.utf8)))
            configuration = try ConfigurationLoader.decode(file, directory: root)
        } catch {
            // The text is ours: a failure here is a bug, said plainly rather than written.
            return .failure(SetupFailure("error: the configuration l10n init made is invalid (please report this):\n" + error.description))
        }
        let lint = LintPlan(configuration: configuration, linter: configuration.linter(workingDirectory: root), paths: ["."], workingDirectory: root)
        let outcome: ResultPipeline.Outcome
        do throws(ResultPipeline.Failure) {
            outcome = try ResultPipeline.run(lint, options: ResultPipeline.Options(baselineDirectoryToWrite: root))
        } catch {
            return .failure(SetupFailure("error: \(error.message)\n"))
        }
        let baseline = outcome.newBaseline ?? Baseline(diagnostics: [], directory: root, workingDirectory: root)
        return .success(Plan(
            survey: survey,
            files: [
                (SetupFiles.configuration, configurationText), (SetupFiles.baseline, baseline.rendered()),
                (SetupFiles.preCommit, SetupFiles.preCommitText()), (SetupFiles.workflow, SetupFiles.workflowText()),
            ],
            baselined: baseline.fingerprints.entries.reduce(0) { $0 + $1.count },
            parseFailures: outcome.result.project.parseFailures.map(TextReporter.line(for:))))
    }

    /// What `init` prints once the plan is written: one line per file, then the next command.
    /// `display` turns a root-relative path into the one the user typed from.
    public static func summary(_ plan: Plan, display: (String) -> String) -> String {
        let survey = plan.survey
        let locales = survey.requiredLocales.map(\.identifier).joined(separator: ", ")
        let origin: String
        switch survey.localesOrigin {
        case .knownRegions(let projects): origin = "knownRegions of \(projects.map(display).joined(separator: ", "))"
        case .catalogs: origin = "found in the catalogs"
        }
        let pairs = TextReporter.plural(survey.pairs.count, "catalog pair")
        var lines = [
            "Found \(TextReporter.plural(survey.catalogCount, "catalog")) and \(TextReporter.plural(survey.swiftFileCount, "Swift file")).",
            "wrote \(display(SetupFiles.configuration)): source language \(survey.sourceLanguage.identifier); required locales \(locales) (\(origin)); \(pairs)",
            "wrote \(display(SetupFiles.baseline)): \(TextReporter.plural(plan.baselined, "finding")) of today, which do not fail; new ones do",
            "wrote \(display(SetupFiles.preCommit)): the l10n-lint-system hook on staged files, with the baseline",
            "wrote \(display(SetupFiles.workflow)): lint on push and pull request, annotations and SARIF",
        ]
        let files = SetupFiles.all.map(display).joined(separator: " ")
        lines.append("")
        if survey.gitRoot == nil { lines.append("This is not a git repository yet: run `git init` first.") }
        lines.append("Next: pre-commit install && git add \(files) && git commit -m \"Gate localization with l10n\"")
        return lines.joined(separator: "\n") + "\n"
    }
}
