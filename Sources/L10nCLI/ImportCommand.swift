import L10nModel
import L10nParsing
import L10nAnalysis
import L10nEngine
import L10nConfiguration
import L10nReporting
import L10nWriting

/// `l10n import FILE.xliff ...`: writes the targets of XLIFF files (a CAT tool's or Xcode's
/// export, or `l10n report --format xliff`) back into the catalogs that own the keys.
package enum ImportCommand {
    package static let spec = CommandSpec(
        name: "import",
        abstract: "Import translated XLIFF 1.2 files into the catalogs that own their keys.",
        discussion: """
            Each <file original> names a catalog of the project; each <trans-unit> id names a key
            (key, key|==|plural.one, key|==|substitutions.NAME.plural.one, key|==|device.iphone).
            Targets are written into strings.json when it is the source of truth (run 'l10n fix'
            afterwards to regenerate the String Catalog), else into the .xcstrings or .lproj
            .strings file. State translated/final/signed-off becomes translated, needs-review-*
            becomes needs_review (String Catalogs only). A file whose target-language is not a
            locale of the project is refused; malformed XLIFF is an error; either way nothing
            is written.
            """,
        arguments: [ArgumentSpec(name: "file", help: "XLIFF files to import.", isRepeatable: true)],
        options: [
            project.spec, SharedOptions.dryRun.spec, SharedOptions.config.spec,
        ])

    static let project = Option<String>(name: "project", valueName: "path", help: "The project's files or directory (default: .).", isRepeatable: true)

    package static let exitCodes = """
        EXIT CODES:
          0  Imported (unknown ids and units that cannot be placed are listed, not fatal).
          2  An XLIFF file is malformed or names a locale the project lacks, a file could not
             be read or written, or the invocation was invalid. Nothing is written.
        """

    package static func run(_ arguments: ParsedArguments, environment: CommandEnvironment) -> CommandOutcome {
        guard !arguments.positionals.isEmpty else { return failure("error: no XLIFF file given\n") }
        let projectPaths = arguments.values["project"] ?? []
        do throws(UsageError) {
            try PathArguments.requireExisting(projectPaths, environment: environment)
        } catch {
            return .failure(error.message)
        }
        // The project's configuration (found from --project, as `lint` finds it from its paths):
        // its file filter and `catalogPairs` decide which file owns a unit.
        let workspace: Workspace
        do throws(ConfigurationErrors) {
            workspace = try ConfigurationCommandSupport.workspace(arguments, paths: projectPaths, environment: environment, scope: .paths)
        } catch {
            return failure(error.description)
        }
        var documents: [(path: String, bytes: [UInt8], document: XLIFFDocument)] = []
        for argument in arguments.positionals {
            let path: String, absolute: String
            switch XclocBundle.xliff(argument, absolute: FilePaths.absolutePath(argument, workingDirectory: environment.workingDirectory)) {
            case .failure(let error): return failure(error.message.escapingControlCharacters + "\n")
            case .success(let file): (path, absolute) = file
            }
            switch FileReader.read(absolute) {
            case .failure(let error): return failure("\(path.escapingControlCharacters): error: \(error.message.escapingControlCharacters)\n")
            case .success(let bytes):
                switch XLIFFDocument.parse(bytes) {
                case .failure(let error): return failure("\(path.escapingControlCharacters):\(SourceText(bytes: bytes).position(at: error.offset)): error: \(error.message.escapingControlCharacters)\n")
                case .success(let document): documents.append((path, bytes, document))
                }
            }
        }
        let loaded = workspace.load()
        let project = loaded.project
        if !project.parseFailures.isEmpty { return failure(project.parseFailures.map { TextReporter.line(for: $0) + "\n" }.joined() + "nothing was imported\n") }
        // The run's pairing: configured pairs resolved to the loaded catalogs' paths.
        var session = ImportSession(plan: XLIFFImportPlan(project: project, pairing: loaded.pairing))
        for document in documents {
            if let error = session.add(document.document, path: document.path, text: SourceText(bytes: document.bytes)) { return failure(error) }
        }
        return session.finish(dryRun: arguments[SharedOptions.dryRun], environment: environment)
    }

    static func failure(_ message: String) -> CommandOutcome { CommandOutcome(status: .failure, standardError: message) }
}

/// The units of every XLIFF file resolved against the project, then written per catalog.
package struct ImportSession {
    let plan: XLIFFImportPlan
    var units: [Int: [XLIFFImportPlan.Resolved]] = [:]
    var unchanged = 0
    var report = ""
    /// Counted, not read back from `report`: an id holding a line break is one unknown unit.
    var unknown = 0
    var notImported = ""

    init(plan: XLIFFImportPlan) { self.plan = plan }

    /// Resolves one document; an error line when a file names an unknown locale.
    mutating func add(_ document: XLIFFDocument, path: String, text: SourceText) -> String? {
        let locales = plan.locales
        var resolved: [(Int, XLIFFImportPlan.Resolved)] = []
        for file in document.files {
            let shownPath = path.escapingControlCharacters
            let place = "\(shownPath):\(text.position(at: file.offset))"
            guard let target = file.targetLanguage else { return "\(place): error: <file> lacks the 'target-language' attribute\n" }
            let locale = LocaleID(target)
            guard locales.contains(locale) else {
                let known = locales.map(\.identifier).sorted().joined(separator: ", ")
                return "\(place): error: target-language '\(target.escapingControlCharacters)' is not a locale of the project (\(known)); nothing was imported\n"
            }
            let catalog: Int
            switch plan.catalog(original: file.original) {
            case .catalog(let index): catalog = index
            case .none:
                for unit in file.units { report += "\(shownPath):\(text.position(at: unit.offset)): unknown id '\(unit.id.escapingControlCharacters)': no catalog '\(file.original.escapingControlCharacters)'\n" }
                unknown += file.units.count
                continue
            case .ambiguous(let paths):
                return "\(place): error: <file original> '\(file.original.escapingControlCharacters)' matches \(paths.count) catalogs (\(paths.joined(separator: ", ").escapingControlCharacters)); give its path relative to the project; nothing was imported\n"
            }
            for unit in file.units {
                var result = plan.resolve(unit, catalog: catalog, locale: locale)
                result.location = "\(shownPath):\(text.position(at: unit.offset))"
                switch result.outcome {
                case .unknown(let reason):
                    report += "\(shownPath):\(text.position(at: unit.offset)): unknown id '\(unit.id.escapingControlCharacters)': \(reason.escapingControlCharacters)\n"
                    unknown += 1
                case .unchanged: if unit.target?.isEmpty == false { unchanged += 1 }
                case .notImported(let reason): notImported += "\(result.location): not imported '\(unit.id.escapingControlCharacters)': \(reason.escapingControlCharacters)\n"
                case .update: resolved.append((result.catalog, result))
                }
            }
        }
        for (catalog, unit) in resolved { units[catalog, default: []].append(unit) }
        return nil
    }

    func finish(dryRun: Bool, environment: CommandEnvironment) -> CommandOutcome {
        let project = plan.project
        let writer = XLIFFImportWriter(project: project)
        var edits: [XLIFFImportWriter.Edit] = []
        var errors = ""
        var notImported = notImported
        var updated = 0
        var raws: [FileID: [UInt8]] = [:]
        func raw(_ id: FileID) -> [UInt8]? {
            if let bytes = raws[id] { return bytes }
            let file = project.file(id)
            let bytes = try? FileReader.read(FilePaths.absolutePath(file.path, workingDirectory: environment.workingDirectory)).get()
            raws[id] = bytes
            return bytes
        }
        for (catalog, catalogUnits) in units.sorted(by: { $0.key < $1.key }) {
            let result = writer.write(catalogUnits, catalog: project.catalogs[catalog], raw: raw)
            edits += result.edits
            errors += result.errors.joined()
            for (unit, reason) in result.notImported { notImported += "\(unit.location): not imported '\(unit.unit.id.escapingControlCharacters)': \(reason.escapingControlCharacters)\n" }
            updated += catalogUnits.count - result.notImported.count
        }
        if !errors.isEmpty { return ImportCommand.failure(errors + "nothing was imported\n") }
        var outcome = CommandOutcome(status: .success)
        if dryRun {
            for edit in edits {
                outcome.standardOutput += UnifiedDiff.diff(
                    String(decoding: raw(edit.file) ?? [], as: UTF8.self), String(decoding: edit.new, as: UTF8.self), path: project.file(edit.file).path)
            }
        } else {
            // Every file or none: an import is one change to the project.
            do throws(UsageError) {
                try AtomicFileWriter.writeAll(edits.map { ($0.new, FilePaths.absolutePath(project.file($0.file).path, workingDirectory: environment.workingDirectory)) })
            } catch {
                return ImportCommand.failure("error: \(error.message.escapingControlCharacters)\n")
            }
            outcome.standardOutput += edits.map { "\(project.file($0.file).path.escapingControlCharacters): \($0.updated) updated\n" }.joined()
        }
        outcome.standardOutput += report + notImported
        outcome.standardOutput += "\(updated) updated, \(unchanged) unchanged, \(unknown) unknown\n"
        return outcome
    }
}
