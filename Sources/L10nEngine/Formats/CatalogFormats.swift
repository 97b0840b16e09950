import L10nModel
import L10nParsing
import L10nAnalysis

/// `strings.json` and `*.strings.json`: the design system's source of truth.
struct StringsJSONFormat: FileFormat {
    var name: String { "strings-json" }
    var samplePath: String { "strings.json" }
    var patterns: [String] { ["strings.json", "*.strings.json"] }
    var allowsUTF16: Bool { false }

    func kind(ofPath path: String, components: [String]) -> InputFile.Kind? {
        CatalogFileName.stringsJSONTable(components[components.count - 1]).map { .stringsJSON(name: $0) }
    }

    func parse(_ file: SourceFile, as kind: InputFile.Kind, in context: ParseContext) -> ParsedInput {
        guard case .stringsJSON(let name) = kind else { return ParsedInput(file: file) }
        let (catalog, findings) = StringsJSONLoader.load(file, name: name, directory: context.directory)
        return ParsedInput(file: file, catalog: catalog, findings: findings)
    }
}

/// `*.xcstrings`: Xcode String Catalogs.
struct XCStringsFormat: FileFormat {
    var name: String { "xcstrings" }
    var samplePath: String { "Localizable.xcstrings" }
    var patterns: [String] { ["*.xcstrings"] }
    var allowsUTF16: Bool { false }

    func kind(ofPath path: String, components: [String]) -> InputFile.Kind? {
        CatalogFileName.stringCatalogTable(components[components.count - 1]).map { .xcstrings(name: $0) }
    }

    func parse(_ file: SourceFile, as kind: InputFile.Kind, in context: ParseContext) -> ParsedInput {
        guard case .xcstrings(let name) = kind else { return ParsedInput(file: file) }
        let (catalog, findings) = XCStringsLoader.load(file, name: name, directory: context.directory)
        return ParsedInput(file: file, catalog: catalog, findings: findings)
    }
}

/// `*.swift`: SwiftUI sources, scanned into facts.
struct SwiftSourceFormat: FileFormat {
    var name: String { "swift" }
    var samplePath: String { "Sources/View.swift" }
    var patterns: [String] { ["*.swift"] }
    var allowsUTF16: Bool { false }

    func kind(ofPath path: String, components: [String]) -> InputFile.Kind? {
        components[components.count - 1].hasSuffix(".swift") ? .swift : nil
    }

    func parse(_ file: SourceFile, as kind: InputFile.Kind, in context: ParseContext) -> ParsedInput {
        ParsedInput(file: file, swiftFacts: SwiftUIScanner.scan(file))
    }
}

/// `*.m`, `*.mm` and `*.h`: the Objective-C of a mixed app, read for its `@"…"` literals only
/// (the keys it looks up), so `unused-key` sees what that code uses; a header's macros
/// (`#define L10N_ALLOW NSLocalizedString(@"Click to allow sleep", …)`) are such uses too.
struct ObjectiveCSourceFormat: FileFormat {
    var name: String { "objc" }
    var samplePath: String { "App/Greeter.m" }
    var patterns: [String] { ["*.m", "*.mm", "*.h"] }
    /// Older Objective-C files may be UTF-16; the literals of either are read.
    var allowsUTF16: Bool { true }

    func kind(ofPath path: String, components: [String]) -> InputFile.Kind? {
        let name = components[components.count - 1]
        return name.hasSuffix(".m") || name.hasSuffix(".mm") || name.hasSuffix(".h") ? .objectiveC : nil
    }

    func parse(_ file: SourceFile, as kind: InputFile.Kind, in context: ParseContext) -> ParsedInput {
        ParsedInput(file: file, swiftFacts: ObjectiveCLiterals.scan(file))
    }
}

/// `<directory>/<locale>.lproj/<table>.strings`: one locale's file of a legacy table.
struct LProjStringsFormat: FileFormat {
    var name: String { "strings" }
    var samplePath: String { "zh-Hans.lproj/Localizable.strings" }
    var patterns: [String] { ["*.lproj/*.strings"] }
    var allowsUTF16: Bool { true }

    func kind(ofPath path: String, components: [String]) -> InputFile.Kind? {
        LProjPath(path, components, fileExtension: ".strings").map { .strings(table: $0.table, locale: $0.locale) }
    }

    func parse(_ file: SourceFile, as kind: InputFile.Kind, in context: ParseContext) -> ParsedInput {
        guard case .strings(let table, let locale) = kind else { return ParsedInput(file: file) }
        if StringsPlistReader.isPropertyList(file.text.bytes) {
            let parsed = StringsPlistReader.parse(file)
            let tableFile = LocaleTableFile(table: table, locale: locale, file: file.id, isPlural: false, entries: parsed.entries)
            return ParsedInput(file: file, tableFile: tableFile, findings: parsed.findings)
        }
        let parsed = StringsFileParser.parse(file, keepsNotes: context.holdsTableNotes(locale), knownKeys: context.knownKeys)
        let tableFile = LocaleTableFile(table: table, locale: locale, file: file.id, isPlural: false, entries: parsed.entries)
        let directives = parsed.comments.compactMap { comment in
            SuppressionComments.directive(text: comment.text, range: comment.range, in: file.text)
        }
        return ParsedInput(file: file, tableFile: tableFile, directives: directives, findings: parsed.findings)
    }
}

/// `<directory>/<locale>.lproj/<table>.stringsdict`: the plural rules of a legacy table.
struct LProjStringsDictFormat: FileFormat {
    var name: String { "stringsdict" }
    var samplePath: String { "zh-Hans.lproj/Localizable.stringsdict" }
    var patterns: [String] { ["*.lproj/*.stringsdict"] }
    var allowsUTF16: Bool { true }

    func kind(ofPath path: String, components: [String]) -> InputFile.Kind? {
        LProjPath(path, components, fileExtension: ".stringsdict").map { .stringsdict(table: $0.table, locale: $0.locale) }
    }

    func parse(_ file: SourceFile, as kind: InputFile.Kind, in context: ParseContext) -> ParsedInput {
        guard case .stringsdict(let table, let locale) = kind else { return ParsedInput(file: file) }
        let parsed = StringsDictParser.parse(file)
        let tableFile = LocaleTableFile(table: table, locale: locale, file: file.id, isPlural: true, entries: parsed.entries)
        return ParsedInput(file: file, tableFile: tableFile, findings: parsed.findings)
    }
}

/// The table and locale of `<directory>/<locale>.lproj/<table><extension>`; nil for a folder of
/// a private-use language (translatewiki.net's `qqq.lproj` of notes to translators), which is
/// no translation.
private struct LProjPath {
    var table: LProjTable
    var locale: LocaleID

    init?(_ path: String, _ components: [String], fileExtension: String) {
        let file = components[components.count - 1]
        guard file.hasSuffix(fileExtension), components.count >= 2, components[components.count - 2].hasSuffix(".lproj") else { return nil }
        let folder = components[components.count - 2]
        locale = LocaleID(lprojFolder: String(folder.dropLast(".lproj".count)))
        guard !locale.isPrivateUse else { return nil }
        table = LProjTable(directory: LProjTable.directory(of: path, components: components.dropLast(2)), name: String(file.dropLast(fileExtension.count)))
    }
}

extension LProjTable {
    /// The folder `components` of `path` spell, as tables' directories are written (a path
    /// from the root keeps its leading `/`): what the Settings panes beside a table are keyed by too.
    static func directory(of path: String, components: ArraySlice<String>) -> String {
        let directory = components.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + directory : directory
    }
}
