import Foundation
import L10nEngine
import L10nSetup
import L10nParsing

/// `l10n init [DIRECTORY] [--from strings.json [--output FILE]] [--force]`: sets a repository up
/// for l10n in one step. Arguments only; the survey and the files come from `ProjectSetup`.
package enum InitCommand {
    package static let spec = CommandSpec(
        name: "init",
        abstract: "Set a repository up: configuration, baseline, pre-commit hook and CI workflow.",
        discussion: """
            Looks at the repository (catalogs, strings.json, the Xcode project's knownRegions,
            git) and writes \(SetupFiles.configuration) with what it found (source language,
            required locales, catalog pairs), \(SetupFiles.baseline) with today's findings (only
            new ones fail), \(SetupFiles.preCommit) and \(SetupFiles.workflow). Existing files are
            not replaced unless --force is given; then nothing is written at all.
            With --from, first creates a String Catalog from a design system's strings.json, in
            Xcode's layout (plural objects as plural variations).
            """,
        arguments: [ArgumentSpec(name: "directory", help: "The repository to set up (default: .).")],
        options: [
            from.spec, output.spec, force.spec,
        ])

    static let from = Option<String>(name: "from", valueName: "strings.json", help: "Create the first String Catalog from this strings.json.")
    static let output = SharedOptions.output.helping("With --from: the catalog to create (default: Localizable.xcstrings beside the strings.json).")
    static let force = Flag(name: "force", help: "Replace files that already exist.")

    package static let exitCodes = """
        EXIT CODES:
          0  The files were written.
          2  Nothing was written: a file exists (without --force), an input could not be
             parsed, there is nothing to lint, or a file could not be written.
        """

    package static func run(_ arguments: ParsedArguments, environment: CommandEnvironment) -> CommandOutcome {
        guard arguments.positionals.count <= 1 else { return .failure("init takes one directory, got \(arguments.positionals.count)") }
        let directory = arguments.positionals.first
        let root = FilePaths.absolutePath(directory ?? ".", workingDirectory: environment.workingDirectory)
        do throws(UsageError) {
            try PathArguments.requireExisting(arguments.positionals + [arguments[from]].compactMap { $0 }, environment: environment)
        } catch {
            return .failure(error.message)
        }
        guard arguments[output] == nil || arguments[from] != nil else { return .failure("'--output' names the catalog '--from' creates; give '--from' too") }
        // Paths the user sees: as typed, relative to the working directory.
        let display = { (path: String) in directory.map { ($0.hasSuffix("/") ? $0 : $0 + "/") + path } ?? path }
        var catalog: (path: String, absolute: String, text: String)?
        if let from = arguments[from] {
            let path = arguments[output] ?? ((from as NSString).deletingLastPathComponent as NSString).appendingPathComponent("Localizable.xcstrings")
            switch SourceCatalog.text(fromSource: from, workingDirectory: environment.workingDirectory) {
            case .failure(let failure): return CommandOutcome(status: .failure, standardError: failure.lines)
            case .success(let text): catalog = (path, FilePaths.absolutePath(path, workingDirectory: environment.workingDirectory), text)
            }
        }
        let existing = ProjectSetup.existing(in: root).map(display) + (catalog.map { ProjectSetup.exists($0.absolute) ? [$0.path] : [] } ?? [])
        if !existing.isEmpty, !arguments[force] {
            return .failure("\(existing.joined(separator: ", ")) already \(existing.count == 1 ? "exists" : "exist"); nothing was written (--force replaces them)")
        }
        if let catalog {
            do throws(UsageError) { try write(catalog.text, to: catalog.absolute) } catch { return .failure(error.message) }
        }
        let plan: ProjectSetup.Plan
        switch ProjectSetup.plan(root: root) {
        case .failure(let failure):
            if let catalog { unlink(catalog.absolute) }
            return CommandOutcome(status: .failure, standardError: failure.lines)
        case .success(let planned): plan = planned
        }
        if !plan.parseFailures.isEmpty {
            if let catalog { unlink(catalog.absolute) }
            let lines = plan.parseFailures.map { $0 + "\n" }.joined()
            return CommandOutcome(status: .failure, standardError: lines + "error: fix the files above first (a baseline cannot hold them); nothing was written\n")
        }
        do throws(UsageError) {
            for file in plan.files {
                try write(file.text, to: (root as NSString).appendingPathComponent(file.path))
            }
        } catch {
            return .failure(error.message)
        }
        let created = catalog.map { "wrote \($0.path): a String Catalog from \(arguments[from] ?? "")\n" } ?? ""
        return CommandOutcome(status: .success, standardOutput: created + ProjectSetup.summary(plan, display: display))
    }

    /// Atomically, creating the folders a new file needs (`.github/workflows`, `App/Resources`).
    private static func write(_ text: String, to absolute: String) throws(UsageError) {
        try? FileManager.default.createDirectory(atPath: (absolute as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try AtomicFileWriter.write(text, to: absolute)
    }
}
