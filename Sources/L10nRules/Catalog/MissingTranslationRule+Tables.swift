import L10nModel
import L10nParsing
import L10nAnalysis

/// Tables `missing-translation` does not judge key by key: one the project never translates,
/// one a String Catalog replaced, and files spelled with other letter case than the rest of
/// their table (one finding each instead of their keys).
extension MissingTranslationRule {
    /// An `.lproj` table only the development language's folder has, in a project whose other
    /// tables are translated: a table the team never localized (debug texts, an `Untranslated`
    /// table), which falls back to the development language by design. In a project with no
    /// translation at all, its locales are reported as not started.
    static func isUnlocalizedTable(_ catalog: Catalog, _ context: RuleContext) -> Bool {
        guard catalog.isLProjTable, catalog.locales.allSatisfy({ $0 == catalog.sourceLanguage || $0.isBase }) else { return false }
        return context.analyses.runState(of: context.ruleID) { TranslatedProjects(context.project.catalogs) }.contains(catalog.project)
    }

    /// An `.lproj` table beside a String Catalog of the same name, in its folder or in one of
    /// the folder's `.lproj` folders (Xcode puts a storyboard's catalog in `mul.lproj`): left
    /// behind by the migration to the catalog. A target builds one table of a name, the
    /// catalog, whose translations are the ones shown.
    static func isReplacedByCatalog(_ catalog: Catalog, _ context: RuleContext) -> Bool {
        catalog.isLProjTable
            && context.analyses.runState(of: context.ruleID) { StringCatalogTables(context.project.catalogs) }.contains(catalog)
    }

    /// The tables String Catalogs define: project, folder (a catalog inside an `.lproj` folder
    /// counts for the folder around it) and name.
    struct StringCatalogTables: Sendable {
        private var tables = Set<TableIdentity>()

        init(_ catalogs: [Catalog]) {
            for catalog in catalogs where !catalog.isLProjTable && catalog.role == .generated {
                tables.insert(TableIdentity(project: catalog.project, directory: Self.folder(catalog.directory), name: catalog.name))
            }
        }

        func contains(_ table: Catalog) -> Bool { tables.contains(TableIdentity(table)) }

        private static func folder(_ directory: String) -> String {
            guard directory.hasSuffix(".lproj") else { return directory }
            return FilePaths.directory(of: directory)
        }
    }

    /// A table as a project's build sees it: its project, folder and name.
    struct TableIdentity: Hashable, Sendable {
        var project: String
        var directory: String
        var name: String

        init(project: String, directory: String, name: String) {
            (self.project, self.directory, self.name) = (project, directory, name)
        }

        init(_ catalog: Catalog) { self.init(project: catalog.project, directory: catalog.directory, name: catalog.name) }
    }

    /// The projects some catalog of which has a locale besides its development language.
    struct TranslatedProjects: Sendable {
        private var projects = Set<String>()

        init(_ catalogs: [Catalog]) {
            for catalog in catalogs where catalog.locales.contains(where: { $0 != catalog.sourceLanguage && !$0.isBase }) {
                projects.insert(catalog.project)
            }
        }

        func contains(_ project: String) -> Bool { projects.contains(project) }
    }

    /// For each `.lproj` table whose name differs only in case from a table of more locales in
    /// the same folder (`Base.lproj/infoPlist.strings` beside 28 locales' `InfoPlist.strings`),
    /// that table's name. A device finds table files by exact name: the odd spelling is never
    /// read, and the other table is the one a device uses. Not in a Mac-only project: a Mac's
    /// file system ignores case, and both spellings are read. Found once for the run.
    struct MisspelledTables: Sendable {
        var correctNames: [Int: String] = [:]

        init(_ project: Project) {
            var groups: [TableIdentity: [Int]] = [:]
            for (index, catalog) in project.catalogs.enumerated() where catalog.isLProjTable && !project.macOnlyProjects.contains(catalog.project) {
                groups[TableIdentity(project: catalog.project, directory: catalog.directory, name: catalog.name.lowercased()), default: []].append(index)
            }
            for members in groups.values where members.count > 1 {
                let catalogs = members.map { project.catalogs[$0] }
                guard Set(catalogs.map(\.name)).count > 1,
                    let widest = catalogs.max(by: { ($0.locales.count, $1.name) < ($1.locales.count, $0.name) })
                else { continue }
                for (index, catalog) in zip(members, catalogs) where catalog.name != widest.name && catalog.locales.count < widest.locales.count {
                    correctNames[index] = widest.name
                }
            }
        }
    }

    /// One finding per file of the catalog at `index`, when its name is a misspelling of
    /// another table's; nil when it is not.
    func misspelledTableFindings(_ context: RuleContext, catalog index: Int) -> [Diagnostic]? {
        let tables = context.analyses.runState(of: context.ruleID) { MisspelledTables(context.project) }
        guard let correct = tables.correctNames[index] else { return nil }
        let catalog = context.project.catalogs[index]
        return catalog.files.map { id in
            let path = context.project.file(id).path
            let locale = LocaleID(lprojFolderOf: path)
            let fileName = path.split(separator: "/").last.map(String.init) ?? path
            let written = String(fileName.dropFirst(catalog.name.count))
            return context.diagnostic(
                .misspelledTable(fileName, as: correct + written), about: FindingSubject(locale: locale?.identifier),
                at: Self.firstKey(of: catalog, in: id) ?? SourceRange(file: id, start: 0, end: 0))
        }
    }

    /// Where the file's first key is written (its first entry's key, or a translation's key line).
    private static func firstKey(of catalog: Catalog, in file: FileID) -> SourceRange? {
        catalog.entries.lazy.compactMap { entry in
            entry.keyRange.file == file ? entry.keyRange : entry.translations.first { $0.localeRange.file == file }?.localeRange
        }.min { $0.start < $1.start }
    }
}

extension FindingMessage {
    fileprivate static func misspelledTable(_ fileName: String, as correct: String) -> FindingMessage {
        FindingMessage(
            "\(fileName) is spelled \(correct) in the table's other locales: a device finds table files by exact name, so none of its keys is read",
            lead: .textOnly)
    }
}
