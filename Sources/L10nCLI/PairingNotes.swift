import L10nModel
import L10nParsing
import L10nEngine
import L10nConfiguration
import L10nReporting

/// What `l10n lint` says about catalog pairing on standard error: generated catalogs left
/// unpaired (with the `catalogPairs` entry that would pair them), drifted pairs (regenerate),
/// and with `--verbose` every pair and why it was chosen.
package enum PairingNotes {
    /// One note per generated catalog its project's sources did not pair, when it looks like it
    /// should have been: it shares some keys with its best candidate, or that `strings.json`
    /// generates nothing at all. (An `InfoPlist.xcstrings` beside a paired source is no news.)
    /// `always` lists every unpaired catalog (for `l10n config pairs`), whatever the rules.
    static func unpaired(_ result: LintResult, configuration: Configuration, workingDirectory: String, always: Bool = false) -> [String] {
        let catalogs = result.project.catalogs
        let pairedSources = Set(result.pairing.pairs.map(\.source))
        // Without a rule checking pairs (catalog-sync), pairing is not checked: no news.
        guard always || result.rules.contains(where: { $0.subject == .pairDrift }) else { return [] }
        let anchor = FileFilter(directory: configuration.directory, include: [], exclude: [])
        func written(_ catalog: Catalog) -> String {
            let absolute = FilePaths.absolutePath(catalog.path, workingDirectory: workingDirectory)
            return anchor.relativePath(absolute) ?? absolute
        }
        return result.pairing.unpaired.compactMap { unpaired in
            guard let candidate = unpaired.candidate, always || unpaired.shared > 0 || !pairedSources.contains(candidate) else { return nil }
            let generated = catalogs[unpaired.generated], source = catalogs[candidate]
            let entry = "{ \"source\": \(quoted(written(source))), \"generated\": \(quoted(written(generated))) }"
            return "note: \(generated.path.escapingControlCharacters) is not paired with \(source.path.escapingControlCharacters): it shares \(unpaired.shared) of \(TextReporter.plural(unpaired.total, "key")), pairing needs at least half; "
                + "if it is generated from that file, add to \"catalogPairs\" in \((configuration.path ?? ConfigurationLoader.fileName).escapingControlCharacters): \(entry.escapingControlCharacters)"
        }
    }

    /// A JSON string literal, as the entry is pasted into the configuration.
    private static func quoted(_ text: String) -> String {
        String(JSONOutput.string(text).rendered().prefix { $0 != "\n" })
    }

    /// `--verbose`: every pair and the reason it was chosen.
    static func pairs(_ result: LintResult) -> [String] {
        let catalogs = result.project.catalogs
        let lines = result.pairing.pairs.map { pair in
            let why: String
            switch result.pairing.reasons[pair.generated] {
            case .sharedKeys(let shared, let total, let distance):
                why = "it shares \(shared) of \(TextReporter.plural(total, "key")), \(TextReporter.plural(distance, "folder")) apart"
            case .configured, nil:
                why = "configured in catalogPairs"
            }
            return "pair: \(catalogs[pair.generated].path.escapingControlCharacters) is generated from \(catalogs[pair.source].path.escapingControlCharacters) (\(why))"
        }
        return lines.isEmpty ? ["pair: no generated catalog is paired with a strings.json"] : lines
    }

    /// One note per pair with `catalog-sync` findings: the fix is to regenerate.
    static func drift(_ result: LintResult) -> [String] {
        let project = result.project
        var pairByPath: [String: Int] = [:]
        for pair in result.pairing.pairs {
            for file in project.catalogs[pair.generated].files { pairByPath[project.file(file).path] = pair.generated }
        }
        // Without a pair there is no drift to count (and no finding need be read).
        guard !pairByPath.isEmpty else { return [] }
        var counts: [Int: Int] = [:]
        let driftRules = result.ruleIDs { $0.subject == .pairDrift }
        for diagnostic in result.diagnostics where driftRules.contains(diagnostic.ruleID) {
            let paths = [diagnostic.location.path] + diagnostic.related.map(\.location.path)
            for generated in Set(paths.compactMap { pairByPath[$0] }) { counts[generated, default: 0] += 1 }
        }
        return counts.keys.sorted().compactMap { generated in
            guard let source = result.pairing.sourceIndex(forCatalogAt: generated), let count = counts[generated] else { return nil }
            let sourcePath = project.catalogs[source].path.escapingControlCharacters
            return "note: \(project.catalogs[generated].path.escapingControlCharacters) differs from \(sourcePath) (\(TextReporter.plural(count, "catalog-sync finding"))): "
                + "regenerate it from \(sourcePath), or move hand edits into \(sourcePath) first"
        }
    }
}
