/// The file names of the two catalog formats, known before any file is read: the engine's
/// formats classify discovered paths by them, and the configuration checks `catalogPairs`
/// against them (before the engine exists), so the two can never disagree.
package enum CatalogFileName {
    /// The table of a design-system source: `strings.json` is "strings", `Shop.strings.json`
    /// is "Shop"; nil for any other file name.
    package static func stringsJSONTable(_ fileName: String) -> String? {
        if fileName == "strings.json" { return "strings" }
        guard fileName.hasSuffix(".strings.json") else { return nil }
        return String(fileName.dropLast(".strings.json".count))
    }

    /// The table of a String Catalog: `Localizable.xcstrings` is "Localizable"; nil for any
    /// other file name.
    package static func stringCatalogTable(_ fileName: String) -> String? {
        fileName.hasSuffix(".xcstrings") ? String(fileName.dropLast(".xcstrings".count)) : nil
    }

    /// The last component of a `/`-separated path, as discovery splits it ("" for none).
    package static func fileName(ofPath path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? ""
    }
}
