import Foundation
import L10nModel
import L10nAnalysis
import L10nEngine
import L10nConfiguration

/// What `l10n init` found in a repository, before it writes anything: the settings a team would
/// otherwise work out by hand (which languages must be complete, which catalog is generated from
/// which `strings.json`), each with where it came from, so the written configuration can say why.
public struct ProjectSurvey: Sendable {
    /// The development language most catalogs declare.
    public var sourceLanguage: LocaleID
    public var requiredLocales: [LocaleID]
    /// Where `requiredLocales` came from: the Xcode projects' `knownRegions`, else the catalogs.
    public var localesOrigin: LocalesOrigin
    public var pairs: [Pair]
    /// The localization files found (catalogs, tables, sources), for the summary.
    public var catalogCount: Int
    public var swiftFileCount: Int
    /// The top level of the git work tree holding the root; nil when the root is in none.
    public var gitRoot: String?

    public enum LocalesOrigin: Sendable, Equatable {
        /// Paths of the `project.pbxproj` files, relative to the root.
        case knownRegions([String])
        case catalogs
    }

    /// A generated catalog and its `strings.json`, paths relative to the root.
    public struct Pair: Sendable, Equatable {
        public var source: String
        public var generated: String
        /// "it shares 17 of 18 keys" (the pairing by content's evidence).
        public var evidence: String
    }

    /// Surveys a lint of the root made with no configuration (every default applies).
    init(_ result: LintResult, root: String) {
        let project = result.project
        let catalogs = project.catalogs
        var languages: [LocaleID: Int] = [:]
        for catalog in catalogs { languages[catalog.sourceLanguage, default: 0] += 1 }
        sourceLanguage = languages.max { ($0.value, $1.key.identifier) < ($1.value, $0.key.identifier) }?.key ?? LocaleID("en")
        let known = project.knownRegions.values.flatMap { $0 }
        if !known.isEmpty {
            var seen = Set<LocaleID>()
            requiredLocales = known.filter { seen.insert($0).inserted }.sorted()
            localesOrigin = .knownRegions(result.otherInputs.filter { $0.hasSuffix("project.pbxproj") }.map(Self.relative))
        } else {
            requiredLocales = project.allLocales
            localesOrigin = .catalogs
        }
        pairs = result.pairing.pairs.map { pair in
            let evidence: String
            switch result.pairing.reasons[pair.generated] {
            case .sharedKeys(let shared, let total, _): evidence = "it shares \(shared) of \(total) \(total == 1 ? "key" : "keys")"
            case .configured, nil: evidence = "configured"
            }
            return Pair(source: Self.relative(catalogs[pair.source].path), generated: Self.relative(catalogs[pair.generated].path), evidence: evidence)
        }.sorted { ($0.generated, $0.source) < ($1.generated, $1.source) }
        catalogCount = catalogs.count
        swiftFileCount = project.swiftSources.count
        gitRoot = Self.gitRoot(above: root)
    }

    /// Paths of a lint run in the root come back relative to it, sometimes as `./x`.
    static func relative(_ path: String) -> String {
        path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    }

    /// The nearest directory at or above `directory` with a `.git` (a folder, or a file in a
    /// linked work tree or submodule).
    static func gitRoot(above directory: String) -> String? {
        var current = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: current.appendingPathComponent(".git").path) { return current.path }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }
}
