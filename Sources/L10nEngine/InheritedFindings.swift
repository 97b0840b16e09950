import L10nModel
import L10nAnalysis

/// Each content defect reported once, at the file where it is fixed.
///
/// A generated catalog inherits its text from the `strings.json` it is generated from, so a
/// defect in that text (lost bold, a wrong endonym, an overlong label, a custom rule's match)
/// shows up in both. The copy in the generated catalog cannot be fixed there (the converter
/// overwrites it): it is folded into the source's finding as a related location. A finding is
/// the same defect when the rule, key, locale and message agree; a finding only the generated
/// catalog has is drift and stays where it is. Generic, so it covers every content rule,
/// custom rules included, without each rule knowing about pairing.
package enum InheritedFindings {
    /// Findings about the files themselves or about the pair, never about inherited text.
    static let exempt: Set<RuleID> = ["catalog-sync", "parse-error", "duplicate-key"]

    private struct Identity: Hashable {
        var source: Int
        var rule: RuleID
        var key: String
        var locale: String?
        var message: String
    }

    static func fold(_ diagnostics: [Diagnostic], project: Project, pairing: CatalogPairing) -> [Diagnostic] {
        guard !pairing.pairs.isEmpty else { return diagnostics }
        var catalogByPath: [String: Int] = [:]
        for (index, catalog) in project.catalogs.enumerated() {
            for file in catalog.files { catalogByPath[project.file(file).path] = index }
        }
        var kept = diagnostics
        var sourceFinding: [Identity: Int] = [:]
        for (offset, diagnostic) in diagnostics.enumerated() {
            guard let identity = identity(diagnostic, catalogByPath[diagnostic.location.path], project) else { continue }
            sourceFinding[identity] = sourceFinding[identity] ?? offset
        }
        var dropped = Set<Int>()
        for (offset, diagnostic) in diagnostics.enumerated() {
            guard let catalog = catalogByPath[diagnostic.location.path], let source = pairing.sourceIndex(forCatalogAt: catalog),
                let identity = identity(diagnostic, source, project), let original = sourceFinding[identity]
            else { continue }
            let copy = RelatedLocation(location: diagnostic.location, message: "the copy generated into \(project.catalogs[catalog].path)")
            kept[original].related.append(copy)
            dropped.insert(offset)
        }
        return kept.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    }

    /// The defect's identity as seen from source catalog `source`; nil for exempt findings and
    /// findings without a key.
    private static func identity(_ diagnostic: Diagnostic, _ source: Int?, _ project: Project) -> Identity? {
        guard let source, project.catalogs[source].role == .source, let key = diagnostic.key, !exempt.contains(diagnostic.ruleID) else { return nil }
        return Identity(source: source, rule: diagnostic.ruleID, key: key, locale: diagnostic.locale, message: diagnostic.message)
    }
}
