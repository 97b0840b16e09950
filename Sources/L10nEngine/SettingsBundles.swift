import L10nModel
import L10nParsing

/// The panes of iOS Settings bundles: which keys of a bundle's strings tables the Settings app
/// shows (``Project/settingsPaneTitles``).
enum SettingsBundles {
    /// A property list right inside a `Settings.bundle` folder: `Root.plist` or a child pane.
    static func isPane(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        return components.count >= 2 && components[components.count - 2] == "Settings.bundle" && path.hasSuffix(".plist")
    }

    /// The texts of each table the panes name, by table (in the panes' folder, spelled as the
    /// `.lproj` tables' directories are). A table any of whose panes cannot be read is left out,
    /// so that its keys count as used rather than some of them being taken for unused.
    static func titles(ofPanes panes: [(path: String, bytes: [UInt8])]) -> [LProjTable: Set<String>] {
        var titles: [LProjTable: Set<String>] = [:]
        var unreadable = Set<LProjTable>()
        for pane in panes {
            let components = pane.path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
            let directory = LProjTable.directory(of: pane.path, components: components.dropLast())
            let fileName = components.last ?? ""
            guard let read = SettingsPane.read(pane.bytes, fileName: fileName) else {
                unreadable.insert(LProjTable(directory: directory, name: String(fileName.dropLast(".plist".count))))
                continue
            }
            titles[LProjTable(directory: directory, name: read.table), default: []].formUnion(read.titles)
        }
        for table in unreadable { titles[table] = nil }
        return titles
    }
}
