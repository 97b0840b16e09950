/// One table of strings: a `strings.json`, a `.xcstrings` file, or the `.strings`/`.stringsdict`
/// files of one base name across `.lproj` folders.
public struct Catalog: Sendable {
    /// Whether the catalog is the hand-edited source of truth or generated from one.
    public enum Role: String, Sendable, Hashable {
        /// A design-system `strings.json`.
        case source
        /// A String Catalog or `.lproj` table (generated from a source, or edited in Xcode).
        case generated
    }

    /// Table name: `Localizable` for `Localizable.xcstrings` or `*.lproj/Localizable.strings`.
    public var name: String
    /// A display path: the file, or for `.lproj` tables `Dir/*.lproj/Name`.
    public var path: String
    /// The directory containing the catalog (or the `.lproj` folders), for pairing catalogs.
    public var directory: String
    public var role: Role
    public var sourceLanguage: LocaleID
    public var entries: [CatalogEntry]
    /// Files the catalog was loaded from.
    public var files: [FileID]
    /// Locales that appear in the catalog (files or localizations), source language included.
    public var locales: [LocaleID]
    /// The project the catalog belongs to (the directory of its `.l10nlint.json`, else the path
    /// argument it was found under); "" when the run is one project. Pairing, required locales
    /// and key look-ups stay within a project.
    public var project: String = ""
    /// String Catalog shapes Xcode compiles but loses, in file order (see ``CatalogStructureIssue``).
    public var structureIssues: [CatalogStructureIssue] = []
    /// True for a table of `.lproj` folders' `.strings`/`.stringsdict` files: a file per locale,
    /// so a table found in the development language's folder alone was never localized.
    public var isLProjTable = false
    /// Locales of an `.lproj` table one of whose files could not be parsed: the system reads none
    /// of that file, so its keys fall back as one problem, `parse-error`'s, not one per key.
    public var unreadableLocales: Set<LocaleID> = []

    /// The `InfoPlist` table: Info.plist's keys (the app's name, permission texts), which the
    /// system reads rather than code, and whose missing values fall back to Info.plist's own.
    public var isInfoPlist: Bool { name == "InfoPlist" }

    public init(
        name: String, path: String, directory: String, role: Role, sourceLanguage: LocaleID,
        entries: [CatalogEntry], files: [FileID], locales: [LocaleID]
    ) {
        self.name = name
        self.path = path
        self.directory = directory
        self.role = role
        self.sourceLanguage = sourceLanguage
        self.entries = entries
        self.files = files
        self.locales = locales
    }

    /// The text shown to source-language users: the source unit, else the key itself
    /// (String Catalogs let the key stand in for the English text); for a string set, its first phrase.
    public func sourceText(of entry: CatalogEntry) -> String? {
        guard let index = entry.translations.firstIndex(where: { $0.locale == sourceLanguage }) else { return entry.key }
        let value = entry.translations[index].value
        return value.unit?.value ?? value.stringSet?.values.first?.value
    }

    /// Nothing to translate: every source-language value of the entry is `""`, or it has none
    /// and its key is `""` (Xcode extracts `Text("")` that way).
    public func hasEmptySource(_ entry: CatalogEntry) -> Bool {
        guard let index = entry.translations.firstIndex(where: { $0.locale == sourceLanguage }) else { return entry.key.isEmpty }
        let source = entry.translations[index].value
        return source.firstUnitIgnoringPath { _ in true } != nil && source.firstUnitIgnoringPath { !$0.value.isEmpty } == nil
    }
}
