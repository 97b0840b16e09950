import L10nModel
import L10nParsing
import L10nAnalysis
import L10nRules
import L10nEngine
import L10nConfiguration
import L10nReporting
import L10nWriting

/// `l10n fix [PATH ...] [--dry-run]`: applies the fixes that have exactly one right answer:
/// `catalog-sync` (a generated String Catalog made to match its `strings.json`) and
/// `duplicate-key` in `.strings` files (the definition that wins at run time stays).
package enum FixCommand {
    package static let spec = CommandSpec(
        name: "fix",
        abstract: "Apply the fixes that have exactly one right answer (catalog-sync, duplicate-key in .strings).",
        discussion: """
            catalog-sync: each generated String Catalog is made to match the strings.json it is
            generated from: missing keys added, changed values updated (plural objects become
            plural variations), keys removed from the source removed, everything else kept.
            The catalog is written in Xcode's layout; strings.json is never written. A fix that
            would lose data (a translation the source lacks) is refused, with the reason.
            duplicate-key: in .strings files, definitions overridden by a later one of the same
            key are removed (Foundation keeps the last).
            unused-key, only with --remove-unused-keys: the String Catalog keys no code of the
            linted project uses are removed (a .strings table is left for a person to edit).
            """,
        arguments: [ArgumentSpec(name: "path", help: "Files or directories of the project (default: .).", isRepeatable: true)],
        options: [
            OptionSpec(name: "dry-run", help: "Write nothing; print what would change as a unified diff."),
            OptionSpec(name: "remove-unused-keys", help: "Also remove the String Catalog keys unused-key reports (never done without this flag)."),
            OptionSpec(name: "config", valueName: "file", help: "The configuration file (default: the nearest .l10nlint.json)."),
        ])

    package static let exitCodes = """
        EXIT CODES:
          0  Every fix was applied (or, with --dry-run, could be).
          1  A fix was refused because it would lose data.
          2  A file could not be read, parsed or written, or the invocation was invalid.
        """

    /// One file's fix: its new content and what changed, or why it was refused.
    package struct FileFix {
        var path: String
        var absolutePath: String
        var old: [UInt8]
        var new: [UInt8]
        var changes: [String]
    }

    package static func run(_ arguments: ParsedArguments, environment: CommandEnvironment) -> CommandOutcome {
        let paths = arguments.positionals
        do throws(UsageError) {
            try PathArguments.requireExisting(paths, environment: environment)
        } catch {
            return .failure(error.message)
        }
        let configuration: Configuration
        do throws(ConfigurationErrors) {
            configuration = try ConfigurationCommandSupport.load(arguments.value("config"), paths: paths, environment: environment)
        } catch {
            return CommandOutcome(status: .failure, standardError: error.description)
        }
        // The same run as `lint`: configuration, file filter, rule states, configured pairs,
        // inline suppressions and waivers. A fix is applied only where a finding it fixes is
        // reported, so an excluded file, a rule set to "off" or a waived key is never written.
        let plan = LintPlan(
            configuration: configuration, linter: ConfigurationCommandSupport.linter(configuration, arguments, environment),
            paths: paths, workingDirectory: environment.workingDirectory)
        let result: LintResult
        do throws(ResultPipeline.Failure) {
            result = try ResultPipeline.run(plan, options: ResultPipeline.Options()).result
        } catch {
            return .failure(error.message)
        }
        let project = result.project
        var errors: [String] = project.parseFailures.map { TextReporter.line(for: $0) + "\n" }
        var refusals: [String] = []
        var fixes: [FileFix] = []
        let fixable = FixableFindings(result, removesUnusedKeys: arguments.has("remove-unused-keys"))
        catalogSyncFixes(result, fixable, environment, into: &fixes, errors: &errors, refusals: &refusals)
        duplicateKeyFixes(project, fixable, environment, into: &fixes, errors: &errors)
        unusedKeyFixes(fixable, environment, into: &fixes, errors: &errors, refusals: &refusals)
        var (outcome, applied) = finish(fixes, dryRun: arguments.has("dry-run"), errors: errors, refusals: refusals)
        outcome.standardError += summary(applied, dryRun: arguments.has("dry-run"), refused: refusals.count, before: result, fixable: fixable, rerun: plan)
        return outcome
    }

    /// The reported findings a fix exists for: `catalog-sync` keys per generated catalog (a
    /// missing key is reported at the source, with the catalog as a related location) and the
    /// `.strings` files with `duplicate-key` findings.
    struct FixableFindings {
        var catalogSyncKeys: [String: Set<String>] = [:]
        var duplicateKeyFiles: Set<String> = []
        /// `unused-key` keys per catalog file, with `--remove-unused-keys` only.
        var unusedKeys: [String: Set<String>] = [:]
        var count = 0

        init(_ result: LintResult, removesUnusedKeys: Bool = false) {
            let syncing = result.ruleIDs { $0.fix == .syncFromSource }
            let deduplicating = result.ruleIDs { $0.fix == .removeDuplicateDefinitions }
            let removing = removesUnusedKeys ? result.ruleIDs { $0.fix == .removeKeyOnRequest } : []
            for diagnostic in result.diagnostics {
                switch diagnostic.ruleID {
                case let id where syncing.contains(id):
                    guard let key = diagnostic.key else { continue }
                    let places = [diagnostic.location.path] + diagnostic.related.map(\.location.path)
                    for path in places { catalogSyncKeys[path, default: []].insert(key) }
                    count += 1
                case let id where deduplicating.contains(id):
                    duplicateKeyFiles.insert(diagnostic.location.path)
                    count += 1
                case let id where removing.contains(id):
                    guard let key = diagnostic.key else { continue }
                    unusedKeys[diagnostic.location.path, default: []].insert(key)
                    count += 1
                default: continue
                }
            }
        }
    }

    private static func catalogSyncFixes(
        _ result: LintResult, _ fixable: FixableFindings, _ environment: CommandEnvironment,
        into fixes: inout [FileFix], errors: inout [String], refusals: inout [String]
    ) {
        let project = result.project
        let catalogs = project.catalogs
        let pairing = result.pairing
        let unparsed = Set(project.parseFailures.map(\.location.path))
        for pair in pairing.pairs {
            let generated = catalogs[pair.generated]
            guard generated.files.count == 1, let fileID = generated.files.first else { continue }  // .lproj tables: regenerate them
            let file = project.file(fileID)
            guard case .xcstrings = InputFile.kind(ofPath: file.path), let keys = fixable.catalogSyncKeys[file.path] else { continue }
            let source = catalogs[pair.source]
            // A source that did not parse is not a source: nothing derived from it is written.
            if let broken = source.files.map({ project.file($0).path }).first(where: unparsed.contains) {
                refusals.append("\(file.path.escapingControlCharacters): refused catalog-sync fix: \(broken.escapingControlCharacters) could not be parsed; fix it first, then run 'l10n fix' again\n")
                continue
            }
            // A key written twice is two values for one key: which one a fix would edit is a guess.
            if let duplicate = project.duplicateKeys.first(where: { $0.duplicate.file == fileID }) {
                let line = project.location(of: duplicate.duplicate).start.line
                refusals.append(
                    "\(file.path.escapingControlCharacters): refused catalog-sync fix: '\(duplicate.key.escapingControlCharacters)' is defined twice (again at line \(line)); remove one definition first, then run 'l10n fix' again\n")
                continue
            }
            let siblings = catalogs.indices.filter { $0 != pair.generated && pairing.sourceIndex(forCatalogAt: $0) == pair.source }
            let fixer = CatalogSyncFixer(
                source: source, generated: generated,
                keysElsewhere: Set(siblings.flatMap { catalogs[$0].entries.map(\.key) }), generatedCount: siblings.count + 1, keys: keys)
            let absolute = FileDiscovery.absolutePath(file.path, workingDirectory: environment.workingDirectory)
            guard let (old, parsed) = readCatalog(file.path, absolute, errors: &errors) else { continue }
            switch fixer.fix(parsed.tree) {
            case .unchanged: continue
            case .refused(let reason): refusals.append("\(file.path.escapingControlCharacters): refused catalog-sync fix: \(reason.escapingControlCharacters)\n")
            case .changed(let tree, let changes):
                let text = XcodeJSONWriter.text(tree, trailingNewline: parsed.trailingNewline)
                fixes.append(FileFix(path: file.path, absolutePath: absolute, old: old, new: Array(text.utf8), changes: changes.map { "catalog-sync: \($0)" }))
            }
        }
    }

    /// A String Catalog's bytes and editable tree; nil after recording why it cannot be edited.
    private static func readCatalog(_ path: String, _ absolute: String, errors: inout [String]) -> ([UInt8], CatalogFormatter.Parsed)? {
        let old: [UInt8]
        switch FileReader.read(absolute) {
        case .success(let bytes): old = bytes
        case .failure(let error):
            errors.append("\(path.escapingControlCharacters): error: \(error.message.escapingControlCharacters)\n")
            return nil
        }
        switch CatalogFormatter.parse(old) {
        case .success(let parsed): return (old, parsed)
        case .failure(let error):
            errors.append(WritableFiles.message(path, old, error).line)
            return nil
        }
    }

    /// `--remove-unused-keys`: the keys `unused-key` reported, removed from their String
    /// Catalogs (in Xcode's layout). `.strings` tables span one file per language: refused.
    private static func unusedKeyFixes(
        _ fixable: FixableFindings, _ environment: CommandEnvironment, into fixes: inout [FileFix], errors: inout [String], refusals: inout [String]
    ) {
        for (path, keys) in fixable.unusedKeys.sorted(by: { $0.key < $1.key }) {
            guard case .xcstrings = InputFile.kind(ofPath: path) else {
                refusals.append("\(path.escapingControlCharacters): refused unused-key fix: only String Catalogs are edited; remove \(TextReporter.plural(keys.count, "key")) from every language's table by hand\n")
                continue
            }
            let absolute = FileDiscovery.absolutePath(path, workingDirectory: environment.workingDirectory)
            guard let (old, parsed) = readCatalog(path, absolute, errors: &errors) else { continue }
            var tree = parsed.tree
            var changes: [String] = []
            for key in keys.sorted() where tree[path: ["strings", key]] != nil {
                tree[path: ["strings", key]] = nil
                changes.append("unused-key: removed '\(key.escapingControlCharacters)' (no code of the linted project uses it)")
            }
            guard !changes.isEmpty else { continue }
            let text = XcodeJSONWriter.text(tree, trailingNewline: parsed.trailingNewline)
            fixes.append(FileFix(path: path, absolutePath: absolute, old: old, new: Array(text.utf8), changes: changes))
        }
    }

    private static func duplicateKeyFixes(
        _ project: Project, _ fixable: FixableFindings, _ environment: CommandEnvironment, into fixes: inout [FileFix], errors: inout [String]
    ) {
        let files = Set(project.duplicateKeys.map(\.duplicate.file)).sorted { $0.rawValue < $1.rawValue }
        for id in files {
            let file = project.file(id)
            guard case .strings = InputFile.kind(ofPath: file.path), fixable.duplicateKeyFiles.contains(file.path) else { continue }
            let absolute = FileDiscovery.absolutePath(file.path, workingDirectory: environment.workingDirectory)
            let result = WritableFiles.read(InputFile(path: file.path, absolutePath: absolute, kind: .swift)).flatMap { raw in
                StringsTableWriter.removingOverriddenDefinitions(raw, path: file.path).map { fixed in fixed.map { (raw, $0) } }
            }
            switch result {
            case .failure(let failure): errors.append(failure.line)
            case .success(nil): continue
            case .success(let (raw, fixed)?):
                let plural = fixed.removed == 1 ? "" : "s"
                fixes.append(FileFix(
                    path: file.path, absolutePath: absolute, old: raw, new: fixed.bytes,
                    changes: ["duplicate-key: removed \(fixed.removed) overridden definition\(plural) (the last one wins at run time)"]))
            }
        }
    }

    /// Writes the fixes (or prints them as a diff); returns the outcome and the fixes applied.
    private static func finish(_ fixes: [FileFix], dryRun: Bool, errors: [String], refusals: [String]) -> (CommandOutcome, [FileFix]) {
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
                try AtomicFileWriter.writeAll(changed.map { ($0.new, $0.absolutePath) })
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
        _ changed: [FileFix], dryRun: Bool, refused: Int, before: LintResult, fixable: FixableFindings, rerun plan: LintPlan
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
            dryRun && applied > 0 ? nil : applied == 0 ? before : try? ResultPipeline.run(plan, options: ResultPipeline.Options()).result
        if let remaining {
            let count = remaining.diagnostics.count
            if count == 0 {
                parts.append(applied > 0 ? "no finding left" : "no finding")
            } else {
                let left = applied > 0 || refused > 0 || fixable.count > 0 ? "left" : "with no automatic fix"
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
