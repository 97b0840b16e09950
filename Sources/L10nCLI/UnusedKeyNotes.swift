import L10nModel
import L10nRules
import L10nEngine
import L10nReporting

/// What `l10n lint` says on standard error when `unused-key` cannot decide: the linted paths
/// hold Swift code, but not the code of some catalog (another app, a widget, a package linted
/// on its own). A catalog linted without any code stays silent: nobody asked about code.
enum UnusedKeyNotes {
    static func undecided(_ result: LintResult) -> [String] {
        let project = result.project
        guard let usage = result.keyUsage, result.rules.contains(where: { $0.id == UnusedKeyRule.description.id }), !project.swiftSources.isEmpty
        else { return [] }
        var notes: [String] = []
        var seen: Set<String> = []
        for (index, catalog) in project.catalogs.enumerated() where result.pairing.sourceIndex(forCatalogAt: index) == nil {
            switch UnusedKeyRule.undecided(catalog, usage, result.project) {
            case .noCode?:
                // One note per project: a legacy app has a table per screen.
                guard seen.insert(catalog.project).inserted else { continue }
                notes.append("note: unused-key cannot judge \(catalog.path.escapingControlCharacters) and the other catalogs of its project: the linted paths hold no Swift code of that project")
            case .noKeyUsed?:
                notes.append("note: unused-key cannot judge \(catalog.path.escapingControlCharacters): no linted code uses any of its keys, so the code that uses it is elsewhere; lint them together")
            case .keysBuiltAtRunTime?:
                notes.append("note: unused-key cannot judge \(catalog.path.escapingControlCharacters): the code looks it up with keys built at run time")
            case nil: continue
            }
        }
        return notes
    }
}
