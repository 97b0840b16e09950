import L10nModel
import L10nParsing
import L10nAnalysis
import L10nRules
import L10nEngine
import L10nConfiguration
import L10nReporting
import L10nWriting

/// `l10n fix [PATH ...] [--dry-run]`: applies the fixes that have exactly one right answer, the
/// ones the reported findings carry: `catalog-sync`, `duplicate-key` in `.strings` files,
/// `whitespace-parity`, `invisible-character`, and `catalog-layout` when it is on.
package enum FixCommand {
    package static let spec = CommandSpec(
        name: "fix",
        abstract: "Apply the fixes that have exactly one right answer (catalog-sync, duplicate-key in .strings, whitespace-parity, invisible-character).",
        discussion: """
            catalog-sync: each generated String Catalog is made to match the strings.json it is
            generated from: missing keys added, changed values updated (plural objects become
            plural variations), keys removed from the source removed, everything else kept.
            The catalog is written in Xcode's layout; strings.json is never regenerated. A fix that
            would lose data (a translation the source lacks) is refused, with the reason.
            duplicate-key: in .strings files, definitions overridden by a later one of the same
            key are removed (Foundation keeps the last).
            whitespace-parity: a translation gets its source's leading and trailing whitespace,
            only that value's bytes replaced (also in strings.json).
            invisible-character: the control characters, zero-width spaces and byte order marks
            a translation has and its source lacks are removed, only that value's bytes replaced.
            catalog-layout, when the rule is on: the catalog rewritten as 'l10n format' does.
            unused-key, only with --remove-unused-keys: the String Catalog keys no code of the
            linted project uses are removed (a .strings table is left for a person to edit).
            Each fix comes with a finding 'l10n lint' reports, from the same configuration: a
            file the configuration excludes, a rule set to "off", a finding under an
            l10n-lint:disable comment, an ignore entry or the baseline is left as it is.
            """,
        arguments: [ArgumentSpec(name: "path", help: "Files or directories of the project (default: .).", isRepeatable: true)],
        options: [
            SharedOptions.dryRun.spec, removeUnusedKeys.spec, SharedOptions.config.spec, baseline.spec,
        ])

    static let removeUnusedKeys = Flag(name: "remove-unused-keys", help: "Also remove the String Catalog keys unused-key reports (never done without this flag).")
    static let baseline = SharedOptions.baseline.helping("Leave the findings recorded in this baseline file unfixed, as lint leaves them unreported.")

    package static let exitCodes = """
        EXIT CODES:
          0  Every fix was applied (or, with --dry-run, could be).
          1  A fix was refused because it would lose data.
          2  A file could not be read, parsed or written, or the invocation was invalid.
        """

    package typealias FileFix = FixApplier.FileFix

    package static func run(_ arguments: ParsedArguments, environment: CommandEnvironment) -> CommandOutcome {
        let paths = arguments.positionals
        do throws(UsageError) {
            try PathArguments.requireExisting(paths, environment: environment)
        } catch {
            return .failure(error.message)
        }
        // The same workspace and pipeline as `lint`: configuration, file filter, rule states,
        // configured pairs, inline suppressions, waivers and the baseline. Fixes come with the
        // findings that survive them, so an excluded file, a rule set to "off", a disabled line
        // or a waived key is never written.
        let workspace: Workspace
        let baseline: Baseline?
        do throws(ConfigurationErrors) {
            workspace = try ConfigurationCommandSupport.workspace(arguments, paths: paths, environment: environment, settingsFiles: [arguments[Self.baseline]].compactMap { $0 })
            baseline = try arguments[Self.baseline].map { path throws(ConfigurationErrors) in
                try Baseline.load(path: path, workingDirectory: environment.workingDirectory)
            }
        } catch {
            return CommandOutcome(status: .failure, standardError: error.description)
        }
        let options = ResultPipeline.Options(baseline: baseline)
        let result: LintResult
        do throws(ResultPipeline.Failure) {
            result = try workspace.lint(options).result
        } catch {
            return .failure(error.message)
        }
        let fixes = FixApplier.fixes(of: result, upTo: arguments[removeUnusedKeys] ? .onRequest : .always)
        let applier = FixApplier(result: result) { path in
            FileReader.read(workspace.absolute(path)).mapError { WriteFailure("\(path): error: \($0.message)\n") }
        }
        let applied = applier.apply(fixes)
        let errors = result.project.parseFailures.map { TextReporter.line(for: $0) + "\n" } + applied.errors
        var (outcome, written) = finish(applied.fixes, workspace: workspace, dryRun: arguments[SharedOptions.dryRun], errors: errors, refusals: applied.refusals)
        outcome.standardError += summary(
            written, dryRun: arguments[SharedOptions.dryRun], refused: applied.refusals.count, before: result, fixable: fixes.count) {
                try? workspace.lint(options).result
            }
        return outcome
    }

    /// Writes the fixes (or prints them as a diff); returns the outcome and the fixes applied.
    private static func finish(_ fixes: [FileFix], workspace: Workspace, dryRun: Bool, errors: [String], refusals: [String]) -> (CommandOutcome, [FileFix]) {
        var outcome = CommandOutcome(status: .success)
        var errors = errors
        var applied: [FileFix] = []
        let changed = fixes.filter { $0.old != $0.new }
        if dryRun {
            for fix in changed {
                outcome.standardOutput += UnifiedDiff.diff(String(decoding: fix.old, as: UTF8.self), String(decoding: fix.new, as: UTF8.self), path: fix.path)
            }
            applied = changed
        } else {
            // Every file or none: a catalog regenerated without the strings.json edit it goes with
            // (or the reverse) would leave the project in a state no command wrote.
            do throws(UsageError) {
                try AtomicFileWriter.writeAll(changed.map { ($0.new, workspace.absolute($0.path)) })
                applied = changed
                outcome.standardOutput += changed.map { "\($0.path.escapingControlCharacters):\n" + $0.changes.map { "  \($0.escapingControlCharacters)\n" }.joined() }.joined()
            } catch {
                errors.append("error: \(error.message.escapingControlCharacters)\n")
            }
        }
        outcome.standardError = refusals.joined() + errors.joined()
        if !errors.isEmpty {
            outcome.status = .failure
        } else if !refusals.isEmpty {
            outcome.status = .findings
        }
        return (outcome, applied)
    }

    /// The closing line on standard error: what was applied, what was refused, and what is left
    /// for a person (counted by linting again after a real fix), so a fix never passes in silence.
    private static func summary(
        _ changed: [FileFix], dryRun: Bool, refused: Int, before: LintResult, fixable: Int, rerun: () -> LintResult?
    ) -> String {
        let applied = changed.reduce(0) { $0 + $1.changes.count }
        var parts: [String] = []
        if applied > 0 {
            let noun = applied == 1 ? "1 fix" : "\(applied) fixes"
            parts.append("\(dryRun ? "Would apply" : "Applied") \(noun) to \(TextReporter.plural(changed.count, "file"))")
        } else {
            parts.append(refused > 0 ? "Nothing fixed" : "Nothing to fix")
        }
        if refused > 0 { parts.append("\(refused) refused (see above)") }
        // What a person still has to do: after a real fix, the findings of a second run; with
        // nothing fixed, the findings of this one. A dry run cannot know without writing.
        let remaining: LintResult? =
            dryRun && applied > 0 ? nil : applied == 0 ? before : rerun()
        if let remaining {
            let count = remaining.diagnostics.count
            if count == 0 {
                parts.append(applied > 0 ? "no finding left" : "no finding")
            } else {
                let left = applied > 0 || refused > 0 || fixable > 0 ? "left" : "with no automatic fix"
                parts.append("\(TextReporter.plural(count, "finding")) \(left) (\(counts(remaining))); 'l10n lint' lists them")
            }
        }
        let head = parts.removeFirst()
        return head + (parts.isEmpty ? "" : (applied > 0 ? "; " : ": ") + parts.joined(separator: "; ")) + ".\n"
    }

    private static func counts(_ result: LintResult) -> String {
        [(Severity.error, "error"), (.warning, "warning"), (.note, "note")]
            .filter { result.count($0.0) > 0 }.map { TextReporter.plural(result.count($0.0), $0.1) }.joined(separator: ", ")
    }
}
