import L10nModel

/// A file the linter will load, classified by what it contains.
public struct InputFile: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A design-system `strings.json` / `*.strings.json`; `name` is the table name.
        case stringsJSON(name: String)
        case xcstrings(name: String)
        /// `<directory>/<locale>.lproj/<table>.strings`
        case strings(table: LProjTable, locale: LocaleID)
        case stringsdict(table: LProjTable, locale: LocaleID)
        case swift
    }

    /// The path reports print (relative to the working directory when inside it).
    public var path: String
    /// Where to read it; nil for in-memory files.
    public var absolutePath: String?
    public var kind: Kind
    /// The path's bytes when `absolutePath` cannot spell them (a name that is not valid UTF-8,
    /// shown escaped in `path`); reading uses these.
    public var rawPath: [UInt8]?

    public init(path: String, absolutePath: String?, kind: Kind, rawPath: [UInt8]? = nil) {
        self.path = path
        self.absolutePath = absolutePath
        self.kind = kind
        self.rawPath = rawPath
    }

    /// Classifies a path by name; nil for files the linter does not read.
    /// The file names discovery looks for, as messages name them.
    public static let patterns = ["strings.json", "*.strings.json", "*.xcstrings", "*.lproj/*.strings", "*.lproj/*.stringsdict", "*.swift"]

    public static func kind(ofPath path: String) -> Kind? {
        let components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard let name = components.last else { return nil }
        if name == "strings.json" { return .stringsJSON(name: "strings") }
        if name.hasSuffix(".strings.json") { return .stringsJSON(name: String(name.dropLast(".strings.json".count))) }
        if name.hasSuffix(".xcstrings") { return .xcstrings(name: String(name.dropLast(".xcstrings".count))) }
        if name.hasSuffix(".swift") { return .swift }
        let isStrings = name.hasSuffix(".strings")
        guard isStrings || name.hasSuffix(".stringsdict"), components.count >= 2,
            components[components.count - 2].hasSuffix(".lproj")
        else { return nil }
        let folder = components[components.count - 2]
        let locale = LocaleID(String(folder.dropLast(".lproj".count)))
        let directory = components.dropLast(2).joined(separator: "/")
        let tableName = String(name.dropLast(isStrings ? ".strings".count : ".stringsdict".count))
        let table = LProjTable(directory: path.hasPrefix("/") ? "/" + directory : directory, name: tableName)
        return isStrings ? .strings(table: table, locale: locale) : .stringsdict(table: table, locale: locale)
    }
}

