/// Which `strings.json` each generated catalog (String Catalog or `.lproj` table) is generated
/// from. In one place so every rule and report that compares the two sides pairs them the same
/// way.
///
/// A generated catalog pairs with a source catalog (role `.source`) in its own directory, else in
/// the nearest ancestor directory that has one. Among several sources in that directory the one
/// with the same table name wins (`Onboarding.strings.json` for `Onboarding.xcstrings`), then the
/// plain `strings.json`, then a lone source; otherwise the catalog stays unpaired rather than
/// being compared with the wrong file. Explicit pairing from configuration can be layered on top.
public struct CatalogPairing: Sendable {
    /// Generated catalog index → source catalog index, for paired catalogs only.
    private let sourceByGenerated: [Int: Int]

    /// Pairs from configuration (`catalogPairs`, as ``Catalog/path`` values) replace the
    /// directory-based defaults entirely: a team that states its pairing gets exactly that.
    public init(catalogs: [Catalog], configured: [CatalogPair]) {
        guard !configured.isEmpty else {
            self.init(catalogs: catalogs)
            return
        }
        let indexByPath = Dictionary(catalogs.enumerated().map { ($0.element.path, $0.offset) }, uniquingKeysWith: { first, _ in first })
        var pairs: [Int: Int] = [:]
        for pair in configured {
            guard let source = indexByPath[pair.source], let generated = indexByPath[pair.generated],
                catalogs[source].role == .source, catalogs[generated].role == .generated
            else { continue }
            pairs[generated] = source
        }
        self.init(sourceByGenerated: pairs)
    }

    private init(sourceByGenerated: [Int: Int]) { self.sourceByGenerated = sourceByGenerated }

    public init(catalogs: [Catalog]) {
        var sourcesByDirectory: [String: [Int]] = [:]
        for (index, catalog) in catalogs.enumerated() where catalog.role == .source {
            sourcesByDirectory[catalog.directory, default: []].append(index)
        }
        var pairs: [Int: Int] = [:]
        if !sourcesByDirectory.isEmpty {
            for (index, catalog) in catalogs.enumerated() where catalog.role == .generated {
                pairs[index] = Self.source(for: catalog, in: catalogs, sourcesByDirectory: sourcesByDirectory)
            }
        }
        sourceByGenerated = pairs
    }

    /// The index of the source catalog the catalog at `index` is generated from.
    public func sourceIndex(forCatalogAt index: Int) -> Int? { sourceByGenerated[index] }

    /// Indices of the generated catalogs paired with the source catalog at `index`, in order.
    public func generatedIndices(forSourceAt index: Int) -> [Int] {
        sourceByGenerated.filter { $0.value == index }.map(\.key).sorted()
    }

    /// Every pair, ordered by generated catalog.
    public var pairs: [(generated: Int, source: Int)] {
        sourceByGenerated.sorted { $0.key < $1.key }.map { (generated: $0.key, source: $0.value) }
    }

    private static func source(for catalog: Catalog, in catalogs: [Catalog], sourcesByDirectory: [String: [Int]]) -> Int? {
        var directory: String? = catalog.directory
        while let current = directory {
            if let candidates = sourcesByDirectory[current] {
                if let sameName = candidates.first(where: { catalogs[$0].name == catalog.name }) { return sameName }
                if let plain = candidates.first(where: { catalogs[$0].name == "strings" }) { return plain }
                return candidates.count == 1 ? candidates[0] : nil
            }
            directory = parent(of: current)
        }
        return nil
    }

    /// `a/b` → `a` → `` (the working directory); `/a` → `/`; nil above the top.
    static func parent(of directory: String) -> String? {
        if directory.isEmpty || directory == "/" || directory == "." { return nil }
        guard let slash = directory.lastIndex(of: "/") else { return "" }
        if slash == directory.startIndex { return "/" }
        return String(directory[..<slash])
    }
}
