import Foundation
import L10nParsing

/// Checks one `catalogPairs` path against the disk when the configuration is read, so a typo,
/// a glob or a file of the wrong kind is a positioned error (exit 2) instead of a pair that
/// quietly compares nothing.
///
/// Paths name one catalog each, relative to the configuration's directory. Globs are rejected:
/// a pair states which single file generates which, and a pattern matching several files would
/// hide a typo behind "matched something". The one `*` allowed is the `.lproj` folder of a
/// table, `Dir/*.lproj/Table`, which is how a table (one catalog across locale folders) is named.
package enum CatalogPairCheck {
    package enum Side: String {
        case source, generated
    }

    /// Why `path` cannot be this side of a pair, or nil when it names an existing catalog of the right kind.
    static func problem(_ path: String, side: Side, directory: String) -> String? {
        let fileName = CatalogFileName.fileName(ofPath: path)
        let kind: CatalogKind? =
            if CatalogFileName.stringsJSONTable(fileName) != nil { .stringsJSON } else if CatalogFileName.stringCatalogTable(fileName) != nil { .xcstrings } else { nil }
        var components = path.split(separator: "/", omittingEmptySubsequences: false)
        let isTable = components.count >= 2 && components[components.count - 2] == "*.lproj"
        if isTable { components.remove(at: components.count - 2) }
        if components.joined(separator: "/").contains(where: { "*?[]{}".contains($0) }) {
            return "'\(path)' is a glob; catalogPairs name one file each (a table is written Dir/*.lproj/Table)"
        }
        let absolute = FilePaths.absolutePath(path, workingDirectory: directory)
        switch (side, kind) {
        case (.source, .stringsJSON?):
            return FileManager.default.fileExists(atPath: absolute) ? nil : noMatch(path)
        case (.source, _):
            return "'\(path)' is not a strings.json; 'source' names the strings.json (or *.strings.json) a catalog is generated from"
        case (.generated, .xcstrings?):
            return FileManager.default.fileExists(atPath: absolute) ? nil : noMatch(path)
        case (.generated, .stringsJSON?):
            return "'\(path)' is a strings.json, a source; 'generated' names a .xcstrings file or an .lproj table (Dir/*.lproj/Table)"
        case (.generated, _) where isTable:
            return tableExists(absolute) ? nil : noMatch(path)
        case (.generated, _):
            return "'\(path)' is not a generated catalog; 'generated' names a .xcstrings file or an .lproj table (Dir/*.lproj/Table)"
        }
    }

    /// The two catalog formats a pair names by file name (an `.lproj` table is named by its folder).
    private enum CatalogKind {
        case stringsJSON, xcstrings
    }

    private static func noMatch(_ path: String) -> String {
        "'\(path)' in catalogPairs matches no file (paths are relative to the configuration's directory)"
    }

    /// `Dir/*.lproj/Table`: some `Dir/<locale>.lproj/Table.strings` or `.stringsdict` exists.
    private static func tableExists(_ pattern: String) -> Bool {
        let table = (pattern as NSString).lastPathComponent
        let directory = ((pattern as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return folders.contains { folder in
            folder.hasSuffix(".lproj")
                && ["strings", "stringsdict"].contains { FileManager.default.fileExists(atPath: "\(directory)/\(folder)/\(table).\($0)") }
        }
    }
}
