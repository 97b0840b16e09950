import L10nModel
import L10nParsing
import L10nAnalysis

/// A kind of file `l10n lint` reads: how discovery recognises it, how its bytes are decoded, and
/// how it is parsed into the model. Adding a format is one type conforming to this protocol (in
/// `Engine/Formats/`, calling its reader in `Parsing/`) and one line in ``FileFormats/all``:
/// discovery, `lint --help`, the pre-commit hook's `files:` pattern and the fuzz target list are
/// generated from or checked against that list (`FileFormatRegistryTests` fails when they drift).
package protocol FileFormat: Sendable {
    /// Stable name, also the fuzz target that exercises the parser (`Fuzz/run.sh xcstrings`).
    var name: String { get }
    /// The file names it reads, as help text and messages name them (`*.lproj/*.strings`).
    var patterns: [String] { get }
    /// `.strings` and `.stringsdict` may be UTF-16; JSON formats and Swift must be UTF-8.
    var allowsUTF16: Bool { get }
    /// A path of this format, which the fuzz target lints its inputs as.
    var samplePath: String { get }
    /// The input kind of a path of this format (`components` are its `/`-separated parts, the
    /// last one the file name); nil for any other path.
    func kind(ofPath path: String, components: [String]) -> InputFile.Kind?
    /// Parses one decoded file of this format.
    func parse(_ file: SourceFile, as kind: InputFile.Kind, in context: ParseContext) -> ParsedInput
}

/// What a format may need to know about a file beyond its bytes.
package struct ParseContext: Sendable {
    /// The file's directory (catalogs are named and paired by it).
    var directory: String
    /// The development language of `.lproj` tables (`Base.lproj` is it too): its files' notes
    /// are the table's, the other locales' are not kept.
    var developmentLanguage: LocaleID
    /// For a translation's `.strings` file: the keys of its table's development-language files,
    /// whose strings its entries share.
    var knownKeys: KnownKeys?

    /// Whether the `.lproj` file of folder `locale` holds the table's notes (as the table builder
    /// takes them: from the development language's files only).
    func holdsTableNotes(_ locale: LocaleID) -> Bool {
        LProjTableBuilder.tableLocale(ofFolder: locale, developmentLanguage: developmentLanguage) == developmentLanguage
    }
}

/// What parsing one input file yields: a catalog, one locale's file of an `.lproj` table, or the
/// facts of a Swift source, plus its suppression comments and parse findings.
package struct ParsedInput: Sendable {
    var file: SourceFile
    var catalog: Catalog?
    var tableFile: LocaleTableFile?
    var swiftFacts: SwiftSourceFacts?
    /// `l10n-lint:` comments of a `.strings` file (Swift files keep theirs in their facts).
    var directives: [SuppressionDirective] = []
    var findings = ParseFindings()
}

/// The registry of formats `l10n lint` discovers, in matching order (the first format that
/// claims a path reads it).
package enum FileFormats {
    package static let all: [any FileFormat] = [
        StringsJSONFormat(), XCStringsFormat(), LProjStringsFormat(), LProjStringsDictFormat(), SwiftSourceFormat(),
        ObjectiveCSourceFormat(),
    ]

    /// The file names discovery looks for, as help text and messages name them.
    package static var patterns: [String] { all.flatMap(\.patterns) }

    /// The format reading a path, with the input kind; nil for files the linter does not read.
    package static func classify(_ path: String) -> (format: any FileFormat, kind: InputFile.Kind)? {
        let components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !components.isEmpty else { return nil }
        for format in all {
            if let kind = format.kind(ofPath: path, components: components) { return (format, kind) }
        }
        return nil
    }

    /// The format of an input kind (every kind comes from exactly one format).
    package static func format(of kind: InputFile.Kind) -> any FileFormat {
        switch kind {
        case .stringsJSON: StringsJSONFormat()
        case .xcstrings: XCStringsFormat()
        case .strings: LProjStringsFormat()
        case .stringsdict: LProjStringsDictFormat()
        case .swift: SwiftSourceFormat()
        case .objectiveC: ObjectiveCSourceFormat()
        }
    }
}
