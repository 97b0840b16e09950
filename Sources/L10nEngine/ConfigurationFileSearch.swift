import Foundation
import L10nParsing

/// Finds a project's `.l10nlint.json`. The engine needs it before any configuration is read:
/// the nearest one marks the project a file belongs to (``ProjectScopes``).
package enum ConfigurationFileSearch {
    package static let fileName = ".l10nlint.json"

    /// The nearest configuration file in `directory` or a folder above it.
    package static func nearest(from directory: String) -> String? {
        var current = FilePaths.normalize(directory)
        while true {
            let candidate = (current == "/" ? "" : current) + "/" + fileName
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            guard current != "/", let slash = current.lastIndex(of: "/") else { return nil }
            current = slash == current.startIndex ? "/" : String(current[..<slash])
        }
    }
}
