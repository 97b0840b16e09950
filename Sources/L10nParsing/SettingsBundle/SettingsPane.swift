import L10nModel

/// One pane of an iOS `Settings.bundle` (`Root.plist`, or a child pane's list): the texts the
/// Settings app shows, each looked up in the pane's strings table. They are the table's only
/// used keys: a key no pane names (an option renamed or removed, the template's "Group" and
/// "none given") is never shown, whatever the code does.
package struct SettingsPane: Sendable, Equatable {
    /// The strings table the pane's texts are looked up in: its `StringsTable`, else the
    /// list's own name (`Root` for `Root.plist`).
    package var table: String
    /// Every specifier's `Title`, `FooterText`, `Titles` and `ShortTitles`.
    package var titles: Set<String>

    /// The texts of the items of an XML property list named `fileName`; nil for anything else
    /// (a binary list, a list without `PreferenceSpecifiers`, bytes that are no plist), whose
    /// table is then left to be judged as before: every key used.
    package static func read(_ bytes: [UInt8], fileName: String) -> SettingsPane? {
        guard fileName.hasSuffix(".plist"), fileName.count > ".plist".count else { return nil }
        let parsed = bytes.withUnsafeBufferPointer { PlistXMLParser.parse($0) }
        guard case .success(let document) = parsed, let root = document.root.dictEntries?.lastDefinitions,
            case .array(let specifiers)? = root.first(where: { $0.key == "PreferenceSpecifiers" })?.value.content
        else { return nil }
        var titles = Set<String>()
        for specifier in specifiers {
            for entry in specifier.dictEntries?.lastDefinitions ?? [] {
                switch (entry.key, entry.value.content) {
                case ("Title", .string(let text)), ("FooterText", .string(let text)):
                    titles.insert(text)
                case ("Titles", .array(let values)), ("ShortTitles", .array(let values)):
                    titles.formUnion(values.compactMap(\.string))
                default:
                    continue
                }
            }
        }
        let table = root.first(where: { $0.key == "StringsTable" })?.value.string ?? String(fileName.dropLast(".plist".count))
        return SettingsPane(table: table, titles: titles)
    }
}
