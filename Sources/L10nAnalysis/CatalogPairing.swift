import L10nModel

/// Which `strings.json` each generated catalog (String Catalog or `.lproj` table) is generated
/// from. In one place so every rule, the engine and the report pair the two sides the same way.
///
/// **Pairing by content.** A converter copies the keys of `strings.json` into the catalogs it
/// generates, wherever the team keeps them (`design/strings.json` beside
/// `App/Resources/Localizable.xcstrings` is common). So a generated catalog pairs with the source
/// (role `.source`) that holds the largest share of *its* keys, provided that share is at least
/// ``minimumShare`` (half) and at least one key: a catalog that drifted a little (keys added or
/// removed since the last generation) still pairs, an unrelated one (`InfoPlist.xcstrings`, a
/// hand-kept legacy table) does not. Equal shares go to the source nearest in folders, then the
/// one with the same table name, then the first in path order. A catalog without keys pairs
/// with nothing. Sources are only considered within the catalog's own project
/// (``Catalog/project``).
///
/// **Configured pairs** (`catalogPairs`) replace the content-based pairing entirely: a team that
/// states its pairing gets exactly that.
public struct CatalogPairing: Sendable {
    /// Why a generated catalog was paired with its source.
    public enum Reason: Sendable, Hashable {
        /// A `catalogPairs` entry names the two.
        case configured
        /// `shared` of the generated catalog's `total` keys are in the source; `distance` folders apart.
        case sharedKeys(shared: Int, total: Int, distance: Int)
    }

    /// A generated catalog that pairs with no source, with the best candidate there was.
    public struct Unpaired: Sendable, Hashable {
        public var generated: Int
        /// The source sharing most keys (nearest on ties); nil when its project has no source.
        public var candidate: Int?
        /// Keys of the generated catalog found in the candidate, and the catalog's key count.
        public var shared: Int
        public var total: Int
    }

    /// The share of a generated catalog's keys a source must hold to be its source.
    public static let minimumShare = 0.5

    /// Generated catalog index → source catalog index, for paired catalogs only.
    private let sourceByGenerated: [Int: Int]
    /// Why each generated catalog (by index) was paired.
    public let reasons: [Int: Reason]
    /// Generated catalogs left unpaired in a project that has a source, in catalog order.
    public let unpaired: [Unpaired]

    /// Pairs from configuration (`catalogPairs`, as ``Catalog/path`` values) replace the
    /// content-based pairing entirely.
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
        self.init(sourceByGenerated: pairs, reasons: pairs.mapValues { _ in .configured }, unpaired: [])
    }

    private init(sourceByGenerated: [Int: Int], reasons: [Int: Reason], unpaired: [Unpaired]) {
        self.sourceByGenerated = sourceByGenerated
        self.reasons = reasons
        self.unpaired = unpaired
    }

    /// Content-based pairing (see the type's documentation).
    public init(catalogs: [Catalog]) {
        let sources = catalogs.indices.filter { catalogs[$0].role == .source }
        // A source's key set is built when a generated catalog first needs it: most projects
        // have none, and a 40 000-key catalog's set costs more than the rest of pairing.
        var sourceKeys: [Int: Set<ExactKey>] = [:]
        func keySet(ofSource source: Int) -> Set<ExactKey> {
            if let keys = sourceKeys[source] { return keys }
            let keys = Set(catalogs[source].entries.map { ExactKey($0.key) })
            sourceKeys[source] = keys
            return keys
        }
        var pairs: [Int: Int] = [:]
        var reasons: [Int: Reason] = [:]
        var unpaired: [Unpaired] = []
        for (index, catalog) in catalogs.enumerated() where catalog.role == .generated {
            let keys = Set(catalog.entries.map { ExactKey($0.key) })
            let candidates = sources.filter { catalogs[$0].project == catalog.project }.map { source in
                let sourceKeys = keySet(ofSource: source)
                return Candidate(
                    source: source, shared: keys.reduce(0) { sourceKeys.contains($1) ? $0 + 1 : $0 },
                    distance: Self.distance(catalog.directory, catalogs[source].directory),
                    sameName: catalogs[source].name == catalog.name)
            }
            guard let best = candidates.min(by: { $0.ranks(before: $1) }) else { continue }
            if best.shared > 0, Double(best.shared) >= Self.minimumShare * Double(keys.count) {
                pairs[index] = best.source
                reasons[index] = .sharedKeys(shared: best.shared, total: keys.count, distance: best.distance)
            } else {
                unpaired.append(Unpaired(generated: index, candidate: best.source, shared: best.shared, total: keys.count))
            }
        }
        self.init(sourceByGenerated: pairs, reasons: reasons, unpaired: unpaired)
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

    /// One source candidate for a generated catalog.
    private struct Candidate {
        var source: Int
        var shared: Int
        var distance: Int
        var sameName: Bool

        /// More shared keys, then fewer folders apart, then the same table name, then order.
        func ranks(before other: Candidate) -> Bool {
            if shared != other.shared { return shared > other.shared }
            if distance != other.distance { return distance < other.distance }
            if sameName != other.sameName { return sameName }
            return source < other.source
        }
    }

    /// Folders between two directories: up from one to their common ancestor, then down.
    static func distance(_ lhs: String, _ rhs: String) -> Int {
        let left = components(lhs), right = components(rhs)
        let common = zip(left, right).prefix { $0 == $1 }.count
        return left.count + right.count - 2 * common
    }

    private static func components(_ directory: String) -> [Substring] {
        directory.split(separator: "/").filter { $0 != "." }
    }
}
