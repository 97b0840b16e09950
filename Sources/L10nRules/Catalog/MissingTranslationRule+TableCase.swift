import L10nModel
import L10nAnalysis

/// Table files spelled with other letter case than the rest of their table: what
/// `missing-translation` reports of them instead of their keys.
extension MissingTranslationRule {
    /// For each `.lproj` table whose name differs only in case from a table of more locales in
    /// the same folder (`Base.lproj/infoPlist.strings` beside 28 locales' `InfoPlist.strings`),
    /// that table's name. A device finds table files by exact name: the odd spelling is never
    /// read, and the other table is the one a device uses. Not in a Mac-only project: a Mac's
    /// file system ignores case, and both spellings are read. Found once for the run.
    struct MisspelledTables: Sendable {
        var correctNames: [Int: String] = [:]

        init(_ project: Project) {
            var groups: [String: [Int]] = [:]
            for (index, catalog) in project.catalogs.enumerated() where catalog.isLProjTable && !project.macOnlyProjects.contains(catalog.project) {
                groups["\(catalog.project)\u{0}\(catalog.directory)\u{0}\(catalog.name.lowercased())", default: []].append(index)
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
