import L10nModel
import L10nParsing
import L10nAnalysis
import L10nEngine
import L10nConfiguration
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
            """,
        arguments: [ArgumentSpec(name: "path", help: "Files or directories of the project (default: .).", isRepeatable: true)],
        options: [
            OptionSpec(name: "dry-run", help: "Write nothing; print what would change as a unified diff."),
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
        let configuration: Configuration
        do throws(ConfigurationErrors) {
            configuration = try ConfigurationCommandSupport.load(arguments.value("config"), environment: environment)
        } catch {
            return CommandOutcome(status: .failure, standardError: error.description)
        }
        let settings = ConfigurationCommandSupport.linter(configuration, arguments, environment).settings
        let paths = arguments.positionals.isEmpty ? ["."] : arguments.positionals
        let project = Linter(settings: settings, rules: []).lint(paths: paths, workingDirectory: environment.workingDirectory).project
        var errors: [String] = project.parseFailures.map { "\($0.location): error: \($0.message)\n" }
        var refusals: [String] = []
        var fixes: [FileFix] = []
        catalogSyncFixes(project, settings, environment, into: &fixes, errors: &errors, refusals: &refusals)
        duplicateKeyFixes(project, environment, into: &fixes, errors: &errors)
        return finish(fixes, dryRun: arguments.has("dry-run"), errors: errors, refusals: refusals)
    }

    private static func catalogSyncFixes(
        _ project: Project, _ settings: LintSettings, _ environment: CommandEnvironment,
        into fixes: inout [FileFix], errors: inout [String], refusals: inout [String]
    ) {
        let catalogs = project.catalogs
        let pairing = CatalogPairing(catalogs: catalogs, configured: settings.catalogPairs)
        for pair in pairing.pairs {
            let generated = catalogs[pair.generated]
            guard generated.files.count == 1, let fileID = generated.files.first else { continue }  // .lproj tables: regenerate them
            let file = project.file(fileID)
            guard case .xcstrings = InputFile.kind(ofPath: file.path) else { continue }
            let siblings = catalogs.indices.filter { $0 != pair.generated && pairing.sourceIndex(forCatalogAt: $0) == pair.source }
            let fixer = CatalogSyncFixer(
                source: catalogs[pair.source], generated: generated,
                keysElsewhere: Set(siblings.flatMap { catalogs[$0].entries.map(\.key) }), generatedCount: siblings.count + 1)
            let absolute = FileDiscovery.absolutePath(file.path, workingDirectory: environment.workingDirectory)
            let old = file.text.bytes
            let parsed: CatalogFormatter.Parsed
            switch CatalogFormatter.parse(old) {
            case .success(let value): parsed = value
            case .failure(let error):
                errors.append(WritableFiles.message(file.path, old, error).line)
                continue
            }
            switch fixer.fix(parsed.tree) {
            case .unchanged: continue
            case .refused(let reason): refusals.append("\(file.path): refused catalog-sync fix: \(reason)\n")
            case .changed(let tree, let changes):
                let text = XcodeJSONWriter.text(tree, trailingNewline: parsed.trailingNewline)
                fixes.append(FileFix(path: file.path, absolutePath: absolute, old: old, new: Array(text.utf8), changes: changes.map { "catalog-sync: \($0)" }))
            }
        }
    }

    private static func duplicateKeyFixes(_ project: Project, _ environment: CommandEnvironment, into fixes: inout [FileFix], errors: inout [String]) {
        let files = Set(project.duplicateKeys.map(\.duplicate.file)).sorted { $0.rawValue < $1.rawValue }
        for id in files {
            let file = project.file(id)
            guard case .strings = InputFile.kind(ofPath: file.path) else { continue }
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

    private static func finish(_ fixes: [FileFix], dryRun: Bool, errors: [String], refusals: [String]) -> CommandOutcome {
        var outcome = CommandOutcome(status: .success)
        var errors = errors
        for fix in fixes where fix.old != fix.new {
            if dryRun {
                outcome.standardOutput += UnifiedDiff.diff(String(decoding: fix.old, as: UTF8.self), String(decoding: fix.new, as: UTF8.self), path: fix.path)
                continue
            }
            do throws(UsageError) {
                try AtomicFileWriter.write(bytes: fix.new, to: fix.absolutePath)
            } catch {
                errors.append("error: \(error.message)\n")
                continue
            }
            outcome.standardOutput += "\(fix.path):\n" + fix.changes.map { "  \($0)\n" }.joined()
        }
        outcome.standardError = refusals.joined() + errors.joined()
        if !errors.isEmpty {
            outcome.status = .failure
        } else if !refusals.isEmpty {
            outcome.status = .findings
        }
        return outcome
    }
}
