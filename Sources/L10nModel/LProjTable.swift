/// The files of one base name across the `.lproj` folders of one directory.
public struct LProjTable: Sendable, Hashable, Comparable {
    public var directory: String
    public var name: String

    public static func < (lhs: LProjTable, rhs: LProjTable) -> Bool {
        (lhs.directory, lhs.name) < (rhs.directory, rhs.name)
    }

    /// `Resources/*.lproj/Localizable`
    public var displayPath: String {
        (directory.isEmpty ? "" : directory + "/") + "*.lproj/" + name
    }

    package init(directory: String, name: String) {
        self.directory = directory
        self.name = name
    }
}
