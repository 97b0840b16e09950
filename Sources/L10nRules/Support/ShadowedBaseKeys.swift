import L10nModel

/// The keys only a `Base.lproj` file has whose table the development language's own folder
/// also has (`Base.lproj/Localizable.strings` beside `en.lproj/Localizable.strings`): a
/// device reads `en.lproj`, so such a key is shown by no look-up unless the code passes its
/// English as the default (SwiftGen's `fallback:`). One the linted code uses nowhere is stale:
/// `missing-translation` and `plural-variants` leave it alone (`unused-key` reports it).
package struct ShadowedBaseKeys: Sendable {
    let files: Set<FileID>
    let keyUse: TableKeyUse?

    init(_ catalog: Catalog, in project: Project, keyUse: () -> TableKeyUse) {
        var shadowed: Set<FileID> = []
        // Told by the folder's name first: reading each file's locale costs more than the table's rules.
        if catalog.isLProjTable, catalog.files.count > 1, catalog.files.contains(where: { project.file($0).path.contains("Base.lproj/") }) {
            let paths = catalog.files.map { ($0, project.file($0).path) }
            let explicit = Set(paths.filter { LocaleID(lprojFolderOf: $0.1) == catalog.sourceLanguage }.map { Self.fileExtension($0.1) })
            for (file, path) in paths where LocaleID(lprojFolderOf: path)?.isBase == true && explicit.contains(Self.fileExtension(path)) { shadowed.insert(file) }
        }
        files = shadowed
        self.keyUse = shadowed.isEmpty ? nil : keyUse()
    }

    /// Whether the catalog has such keys at all: most have none, and are asked nothing more.
    package var isEmpty: Bool { keyUse?.isKnown != true }

    package func isStale(_ entry: CatalogEntry, sourceLanguage: LocaleID) -> Bool {
        guard let keyUse, let source = entry.translation(for: sourceLanguage), files.contains(source.localeRange.file) else { return false }
        return keyUse.isUsed(entry.key) == false
    }

    private static func fileExtension(_ path: String) -> Substring { path.split(separator: ".").last ?? "" }
}
