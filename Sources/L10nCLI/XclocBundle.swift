import Foundation
import L10nParsing
import L10nEngine

/// An Xcode Localization Catalog (`xcodebuild -exportLocalizations` writes one `LANG.xcloc`
/// directory per language): `contents.json` names the `targetLocale`, and the translator's
/// XLIFF is `Localized Contents/<targetLocale>.xliff`. `Source Contents` and `Notes`
/// (screenshots) are context for the translator; nothing in them is imported.
enum XclocBundle {
    /// The XLIFF to read for `path` (as given, and absolute): `path` itself unless it is a
    /// directory, else the bundle's localized XLIFF, so messages name the file they are about.
    /// An error line (`path: error: …`) when the bundle is not well formed.
    static func xliff(_ path: String, absolute: String) -> Result<(path: String, absolute: String), UsageError> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory), isDirectory.boolValue else { return .success((path, absolute)) }
        let manifest = absolute + "/contents.json"
        guard case .success(let bytes) = FileReader.read(manifest) else {
            return .failure(UsageError("\(path): error: a directory to import must be an .xcloc bundle, and it has no contents.json"))
        }
        guard case .success(let document) = JSONParser.parse(bytes), let locale = document.root["targetLocale"]?.string, !locale.isEmpty,
            !locale.contains("/")
        else { return .failure(UsageError("\(path)/contents.json: error: expected a JSON object with a 'targetLocale' string")) }
        let inside = "/Localized Contents/" + locale + ".xliff"
        guard FileManager.default.fileExists(atPath: absolute + inside) else {
            return .failure(UsageError("\(path): error: the bundle has no 'Localized Contents/\(locale).xliff'"))
        }
        return .success((path + inside, absolute + inside))
    }
}
