import L10nModel
import L10nParsing
import L10nEngine
import L10nReporting
import L10nWriting

/// `l10n init --from strings.json`: the first String Catalog of an app, made from its design
/// system's `strings.json` the way a generator writes one (every key `extractionState: manual`,
/// plural objects as plural `variations`), in Xcode's own layout, so `l10n format` and Xcode leave
/// it byte for byte as written and `catalog-sync` finds it in sync.
public enum SourceCatalog {
    /// The catalog's text for the `strings.json` at `path` (relative to `workingDirectory`), or
    /// one `error:` line naming the file (and the position, when it does not parse).
    public static func text(fromSource path: String, workingDirectory: String) -> Result<String, SetupFailure> {
        guard case .stringsJSON = InputFile.kind(ofPath: path) else {
            return .failure(SetupFailure("error: '\(path)' is not a strings.json (expected strings.json or NAME.strings.json)\n"))
        }
        let result = Linter(rules: []).lint(paths: [path], workingDirectory: workingDirectory)
        if !result.project.parseFailures.isEmpty {
            return .failure(SetupFailure(result.project.parseFailures.map { TextReporter.line(for: $0) + "\n" }.joined()))
        }
        guard let source = result.project.catalogs.first(where: { $0.role == .source }) else {
            return .failure(SetupFailure("error: '\(path)' holds no strings\n"))
        }
        return .success(text(from: source))
    }

    /// The catalog for a loaded `strings.json`: the fix `catalog-sync` makes to an empty catalog.
    static func text(from source: Catalog) -> String {
        let empty = Catalog(
            name: "Localizable", path: "Localizable.xcstrings", directory: source.directory, role: .generated, sourceLanguage: source.sourceLanguage,
            entries: [], files: [], locales: [])
        let tree = JSONTree.object([
            .init("sourceLanguage", .string(source.sourceLanguage.identifier)), .init("strings", .object([])), .init("version", .string("1.0")),
        ])
        let fixer = CatalogSyncFixer(source: source, generated: empty, keysElsewhere: [], generatedCount: 1)
        guard case .changed(let filled, _) = fixer.fix(tree) else { return XcodeJSONWriter.text(tree, trailingNewline: false) }
        return XcodeJSONWriter.text(filled, trailingNewline: false)
    }
}

/// Why `init` wrote nothing: complete lines for standard error.
public struct SetupFailure: Error, Sendable, Equatable {
    public var lines: String
    public init(_ lines: String) { self.lines = lines }
}
