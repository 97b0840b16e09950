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
        /// `*.m`, `*.mm`, `*.h`: read for their string literals only.
        case objectiveC
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

    /// The file names discovery looks for, as messages name them (from ``FileFormats``).
    public static var patterns: [String] { FileFormats.patterns }

    /// Classifies a path by name (the first of ``FileFormats/all`` that claims it); nil for
    /// files the linter does not read.
    public static func kind(ofPath path: String) -> Kind? { FileFormats.classify(path)?.kind }
}

