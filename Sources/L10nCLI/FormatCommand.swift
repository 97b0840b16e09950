import L10nModel
import L10nParsing
import L10nEngine
import L10nConfiguration
import L10nWriting
import L10nRules
import L10nReporting

/// `l10n format [--check] [PATH ...]`: rewrites String Catalogs in Xcode's exact layout, so a
/// generated catalog stays byte-identical when Xcode opens and saves it.
package enum FormatCommand {
    package static let spec = CommandSpec(
        name: "format",
        abstract: "Rewrite String Catalogs in Xcode's own layout, byte for byte.",
        discussion: """
            Every .xcstrings file under the paths (default: the working directory) is written
            the way Xcode writes it: keys in Xcode's order, "key" : value, two-space indentation,
            Xcode's escapes and empty objects. Unknown fields and the format version are kept.
            Only files whose content changes are written, each atomically. Files the
            configuration excludes are left alone, as lint leaves them.
            """,
        arguments: [ArgumentSpec(name: "path", help: "Catalogs or directories to format (default: .).", isRepeatable: true)],
        options: [
            check.spec, SharedOptions.config.spec,
        ])

    static let check = Flag(name: "check", help: "Write nothing; list the files that would change and exit 1 if any would.")

    package static let exitCodes = """
        EXIT CODES:
          0  Every catalog is formatted (or was rewritten).
          1  With --check: at least one catalog would change.
          2  A catalog could not be read or parsed, or a file could not be written.
        """

    package static func run(_ arguments: ParsedArguments, environment: CommandEnvironment) -> CommandOutcome {
        let check = arguments[Self.check]
        do throws(UsageError) {
            try PathArguments.requireExisting(arguments.positionals, environment: environment)
        } catch {
            return .failure(error.message)
        }
        // The workspace `lint` sees: a catalog the configuration excludes is not rewritten.
        let workspace: Workspace
        do throws(ConfigurationErrors) {
            workspace = try ConfigurationCommandSupport.workspace(arguments, paths: arguments.positionals, environment: environment, scope: .paths)
        } catch {
            return CommandOutcome(status: .failure, standardError: error.description)
        }
        let files = workspace.files { kind in
            if case .xcstrings = kind { return true }
            return false
        }
        var outcome = CommandOutcome(status: .success)
        outcome.standardError = files.failures.map { "\($0.location.path): error: \($0.message)\n" }.joined()
        // The layout is the `catalog-layout` rule's: its findings carry the rewrite, and
        // `format` applies exactly those fixes, through the same loader and writer as `fix`.
        var changed: [String] = []
        if !files.files.isEmpty {
            var plan = Workspace(
                configuration: workspace.configuration, paths: files.files.map(\.path), workingDirectory: workspace.workingDirectory, scope: .paths
            ).plan
            plan.linter.rules = [CatalogLayoutRule.makeDefault()]
            plan.linter.unusedSuppressionSeverity = nil
            let result = plan.lint()
            let applied = FixApplier(result: result) { path in
                FileReader.read(workspace.absolute(path)).mapError { WriteFailure("\(path): error: \($0.message)\n") }
            }.apply(FixApplier.fixes(of: result))
            outcome.standardError += result.project.parseFailures.map { TextReporter.line(for: $0) + "\n" }.joined() + applied.errors.joined()
            for fix in applied.fixes where fix.old != fix.new {
                if !check {
                    do throws(UsageError) {
                        try AtomicFileWriter.write(bytes: fix.new, to: workspace.absolute(fix.path))
                    } catch {
                        outcome.standardError += "error: \(error.message.escapingControlCharacters)\n"
                        continue
                    }
                }
                changed.append(fix.path)
            }
        }
        outcome.standardOutput = changed.map { (check ? "would reformat " : "formatted ") + $0.escapingControlCharacters + "\n" }.joined()
        if !outcome.standardError.isEmpty {
            outcome.status = .failure
        } else if check, !changed.isEmpty {
            outcome.status = .findings
            outcome.standardError = "\(changed.count) of \(files.files.count) catalogs would be reformatted; run 'l10n format' to fix.\n"
        }
        return outcome
    }
}
