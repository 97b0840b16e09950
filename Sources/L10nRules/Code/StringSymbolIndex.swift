import L10nModel
import L10nParsing
import L10nAnalysis

/// The Swift symbols a project's String Catalogs generate (Xcode 26), by namespace and name,
/// so code that says `Text(.welcomeTitle)` is looked up like code that says `Text("welcome_title")`.
package struct StringSymbolIndex: Sendable {
    package struct Hit: Sendable {
        package var catalog: Catalog
        package var entry: CatalogEntry
        package var symbol: StringSymbol
    }

    /// Hits by `namespace.name` (`.name` for `Localizable`).
    private var hits: [String: [Hit]] = [:]
    /// Tables that generate symbols, by namespace: `Discover` for `Discover.xcstrings`.
    let namespaces: Set<String>
    /// True when some catalog of the project generates symbols: only then is a symbol no key
    /// generates a mistake rather than a member the linter does not know.
    let generatesSymbols: Bool

    package init(project: Project, scope: String?) {
        var namespaces: Set<String> = []
        var generates = false
        let projects = StringSymbols.symbolProjects(of: project)
        for catalog in project.catalogs where scope.map({ catalog.project == $0 }) ?? true {
            guard StringSymbols.generatesSymbols(catalog, in: projects) else { continue }
            generates = true
            if let namespace = StringSymbols.namespace(ofTable: catalog.name) { namespaces.insert(namespace) }
            for entry in catalog.entries where StringSymbols.generatesSymbol(entry) {
                let symbol = StringSymbols.symbol(of: entry, in: catalog)
                guard let name = symbol.name else { continue }
                hits[Self.slot(symbol.namespace, name), default: []].append(Hit(catalog: catalog, entry: entry, symbol: symbol))
            }
        }
        self.namespaces = namespaces
        self.generatesSymbols = generates
    }

    private static func slot(_ namespace: String?, _ name: String) -> String { (namespace ?? "") + "." + name }

    /// Every generated symbol with the entry generating it, in no particular order (completion).
    package var allHits: [Hit] { hits.values.flatMap { $0 } }

    /// The keys generating the symbol `name` in `namespace` (nil: `Localizable`).
    package func lookup(_ symbol: LocalizedSymbol) -> [Hit] {
        hits[Self.slot(symbol.namespace, symbol.name)] ?? []
    }

    /// The generated symbol closest to `symbol`'s name in its namespace, for "did you mean".
    func nearest(to symbol: LocalizedSymbol) -> Hit? {
        let prefix = (symbol.namespace ?? "") + "."
        let names = hits.keys.filter { $0.hasPrefix(prefix) && !$0.dropFirst(prefix.count).contains(".") }.map { String($0.dropFirst(prefix.count)) }
        return DidYouMean.closest(to: symbol.name, among: names.sorted()).flatMap { hits[prefix + $0]?.first }
    }
}
