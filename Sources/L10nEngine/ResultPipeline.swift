import L10nModel
import L10nParsing
import L10nRules
import L10nConfiguration

/// Everything between "the rules ran" and "render": waivers, the baseline, `--changed-since`
/// and report limiting, in that order and in this one file.
///
/// The order matters. Waivers and the baseline see the whole project's findings, so a waiver
/// or baseline entry is only called stale when it really matches nothing (not merely nothing
/// among the files pre-commit passed). `--changed-since` runs after the baseline, so a
/// baselined finding that also existed at the revision still counts as a matched baseline
/// entry. Limiting to explicit files comes last.
public enum ResultPipeline {
    public struct Options: Sendable {
        public var baseline: Baseline?
        /// `--write-baseline`: the directory of the file to write. A baseline of the current
        /// findings is made, applied (the run then passes) and returned for writing.
        public var baselineDirectoryToWrite: String?
        /// `--changed-since`: a git revision; only findings new since then are reported.
        public var changedSince: String?

        public init(baseline: Baseline? = nil, baselineDirectoryToWrite: String? = nil, changedSince: String? = nil) {
            self.baseline = baseline
            self.baselineDirectoryToWrite = baselineDirectoryToWrite
            self.changedSince = changedSince
        }
    }

    public struct Outcome: Sendable {
        public var result: LintResult
        /// Baseline entries (with the counts left over) that no longer match any finding.
        public var unmatchedBaseline = FingerprintCounts()
        /// The baseline to write for `--write-baseline`.
        public var newBaseline: Baseline?
    }

    /// A failure that stops the run (git could not provide the revision): exit code 2.
    public struct Failure: Error, Sendable, Equatable {
        public var message: String
    }

    public static func run(_ plan: LintPlan, options: Options) throws(Failure) -> Outcome {
        var result = plan.lint()
        // Inline suppressions (`l10n-lint:disable…`) were applied by the linter itself, so plain
        // library use honours them too; what they matched is already in `result.suppressed`.
        applyIgnores(to: &result, plan)
        // The outcome takes the result only at the end: holding it earlier would share the
        // findings' storage, and each later step would then copy every finding.
        var unmatchedBaseline = FingerprintCounts()
        var newBaseline: Baseline?
        var baseline = options.baseline
        if let directory = options.baselineDirectoryToWrite {
            baseline = Baseline(diagnostics: result.diagnostics, directory: directory, workingDirectory: plan.workingDirectory)
            newBaseline = baseline
        }
        if let baseline { unmatchedBaseline = apply(baseline, to: &result, workingDirectory: plan.workingDirectory) }
        var unchanged: [Diagnostic] = []
        if let revision = options.changedSince { unchanged = try keepNew(since: revision, in: &result, plan) }
        limitToReportedFiles(&result, plan)
        if let revision = options.changedSince {
            result.unchangedSince = UnchangedFindings(revision: revision, count: unchanged.count { plan.reports($0.location.path) })
        }
        result.suppressed = Diagnostic.sortedInReportOrder(result.suppressed)
        return Outcome(result: result, unmatchedBaseline: unmatchedBaseline, newBaseline: newBaseline)
    }

    // MARK: Waivers

    /// Moves findings matched by an `ignore` entry to `suppressed` (with the entry's reason) and
    /// reports entries that matched nothing as `unused-ignore`, at the entry.
    static func applyIgnores(to result: inout LintResult, _ plan: LintPlan) {
        let ignores = plan.configuration.ignores
        guard !ignores.isEmpty else { return }
        let anchor = FileFilter(directory: plan.configuration.directory, include: [], exclude: [])
        var used = Array(repeating: false, count: ignores.count)
        var kept: [Diagnostic] = []
        for diagnostic in result.diagnostics {
            let path = anchor.relativePath(FilePaths.absolutePath(diagnostic.location.path, workingDirectory: plan.workingDirectory))
            guard let index = ignores.firstIndex(where: { $0.matches(diagnostic, relativePath: path) }) else {
                kept.append(diagnostic)
                continue
            }
            used[index] = true
            result.suppressed.append(SuppressedDiagnostic(diagnostic: diagnostic, suppression: Suppression(origin: .ignore, justification: ignores[index].reason)))
        }
        let rule = EngineRules.unusedIgnore
        let keptInOrder = kept.count  // kept so far: in report order already
        if let severity = plan.configuration.engineSeverity(rule) {
            result.rules.append(rule)
            if used.contains(false), let file = plan.configuration.file { result.auxiliaryFiles.append(file) }
            for (entry, isUsed) in zip(ignores, used) where !isUsed {
                let message = "ignore entry for '\(entry.rule)' matches no finding; remove it or fix its patterns"
                kept.append(Diagnostic(ruleID: rule.id, severity: severity, message: message, id: "unusedIgnore", location: entry.location))
            }
        }
        result.diagnostics = kept.count == keptInOrder ? kept : Diagnostic.sortedInReportOrder(kept)
    }

    // MARK: Baseline

    private static func apply(_ baseline: Baseline, to result: inout LintResult, workingDirectory: String) -> FingerprintCounts {
        let split = baseline.fingerprints.match(result.diagnostics) { baseline.fingerprint(of: $0, workingDirectory: workingDirectory) }
        result.suppressed += split.matched.map { SuppressedDiagnostic(diagnostic: $0, suppression: Suppression(origin: .baseline)) }
        result.diagnostics = split.unmatched
        return split.left
    }

    // MARK: Changed since

    /// Lints the revision's snapshot with the same plan and keeps only findings whose
    /// fingerprint (no line numbers) occurs more often now than then; returns the others.
    private static func keepNew(since revision: String, in result: inout LintResult, _ plan: LintPlan) throws(Failure) -> [Diagnostic] {
        let snapshot: GitSnapshot
        do {
            snapshot = try GitSnapshot.export(revision: revision, workingDirectory: plan.workingDirectory)
        } catch {
            throw Failure(message: "--changed-since: \(error.message)")
        }
        defer { snapshot.remove() }
        let referencePlan = plan.rebased(onto: snapshot.workingDirectory)
        var reference = referencePlan.lint()
        applyIgnores(to: &reference, referencePlan)
        let then = FingerprintCounts(reference.diagnostics.map { changeFingerprint($0, workingDirectory: referencePlan.workingDirectory) })
        let split = then.match(result.diagnostics) { changeFingerprint($0, workingDirectory: plan.workingDirectory) }
        result.diagnostics = split.unmatched
        return split.matched
    }

    /// Paths relative to the working directory (`..` allowed), the same for both copies; the
    /// message by its id, so a finding reworded between the revisions is still the same finding.
    package static func changeFingerprint(_ diagnostic: Diagnostic, workingDirectory: String) -> Fingerprint {
        let absolute = FilePaths.absolutePath(diagnostic.location.path, workingDirectory: workingDirectory)
        let file = LintPlan.move(absolute, from: workingDirectory, to: ".")
        return Fingerprint(of: diagnostic, file: file)
    }

    // MARK: Report limiting

    /// A finding stays when its primary *or a related* location is in a reported file: a
    /// staged `strings.json` whose generated catalog was not regenerated has its drift reported
    /// on the catalog, with the `strings.json` as a related location, and must still fail.
    private static func limitToReportedFiles(_ result: inout LintResult, _ plan: LintPlan) {
        guard plan.reportedFiles != nil else { return }
        // One verdict per distinct path: resolving every finding's path on its own was most of
        // the post-processing of a run with 40 000 findings in one file.
        var verdicts: [String: Bool] = [:]
        func reports(_ path: String) -> Bool {
            if let verdict = verdicts[path] { return verdict }
            let verdict = plan.reports(path)
            verdicts[path] = verdict
            return verdict
        }
        func reported(_ diagnostic: Diagnostic) -> Bool {
            reports(diagnostic.location.path) || diagnostic.related.contains { reports($0.location.path) }
        }
        // Checked by index before removing (iterating copies each finding), so a run that keeps
        // everything leaves the arrays untouched.
        let diagnostics = result.diagnostics, suppressed = result.suppressed
        if diagnostics.indices.contains(where: { !reported(diagnostics[$0]) }) { result.diagnostics.removeAll { !reported($0) } }
        if suppressed.indices.contains(where: { !reported(suppressed[$0].diagnostic) }) { result.suppressed.removeAll { !reported($0.diagnostic) } }
        result.project.parseFailures.removeAll { !reports($0.location.path) }
    }
}

extension IgnoreEntry {
    /// Same rule; a key glob matches the finding's key (findings without a key match only
    /// entries without `keys`); a path glob matches its file relative to the configuration.
    func matches(_ diagnostic: Diagnostic, relativePath: String?) -> Bool {
        guard diagnostic.ruleID == rule else { return false }
        if !keys.isEmpty {
            guard let key = diagnostic.key, keys.contains(where: { $0.matches(key) }) else { return false }
        }
        if !paths.isEmpty {
            guard let relativePath, paths.contains(where: { $0.matches(relativePath) }) else { return false }
        }
        return true
    }
}
