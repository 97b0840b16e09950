import L10nModel
import L10nAnalysis
import L10nRules

/// Each content defect reported once, at the file where it is fixed.
///
/// A generated catalog inherits its text from the `strings.json` it is generated from, so a
/// defect in that text (lost bold, a wrong endonym, an overlong label, a custom rule's match)
/// shows up in both. The copy in the generated catalog cannot be fixed there (the converter
/// overwrites it): it is folded into the source's finding as a related location. A finding is
/// the same defect when the rule, key, locale, variant and message id agree (never the wording)
/// and the generated catalog has the source's text for the key in that locale and the source
/// language (a copy: other text is drift, whose findings are its own); a finding only the generated
/// catalog has is drift and stays where it is. Generic, so it covers every content rule,
/// custom rules included, without each rule knowing about pairing.
package enum InheritedFindings {

    private struct Identity: Hashable {
        var source: Int
        var rule: RuleID
        var key: String
        var locale: String?
        var variant: [String]
        var message: MessageID
    }

    /// `rules`: the run's, whose ``RuleDescription/subject`` tells findings about the files
    /// themselves or about the pair (never inherited text) from the others.
    package static func fold(_ diagnostics: [Diagnostic], project: Project, pairing: CatalogPairing, rules: [RuleDescription]) -> [Diagnostic] {
        guard !pairing.pairs.isEmpty else { return diagnostics }
        let exempt = RuleRegistry.ids(among: rules) { $0.subject != .text }
        var catalogByPath: [String: Int] = [:]
        for (index, catalog) in project.catalogs.enumerated() {
            for file in catalog.files { catalogByPath[project.file(file).path] = index }
        }
        var kept = diagnostics
        var sourceFinding: [Identity: Int] = [:]
        for (offset, diagnostic) in diagnostics.enumerated() {
            guard let identity = identity(diagnostic, catalogByPath[diagnostic.location.path], project, exempt) else { continue }
            sourceFinding[identity] = sourceFinding[identity] ?? offset
        }
        var dropped = Set<Int>()
        var entries = EntryLookup()
        for (offset, diagnostic) in diagnostics.enumerated() {
            guard let catalog = catalogByPath[diagnostic.location.path], let source = pairing.sourceIndex(forCatalogAt: catalog),
                let identity = identity(diagnostic, source, project, exempt), let original = sourceFinding[identity],
                entries.sameText(identity.key, locale: identity.locale, in: catalog, as: source, project)
            else { continue }
            let copy = RelatedLocation(location: diagnostic.location, message: "the copy generated into \(project.catalogs[catalog].path)")
            kept[original].related.append(copy)
            dropped.insert(offset)
        }
        return kept.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    }

    /// Each catalog's first entry per key, indexed when a finding first asks.
    private struct EntryLookup {
        var byKey: [Int: [String: CatalogEntry]] = [:]

        mutating func entry(_ key: String, in catalog: Int, _ project: Project) -> CatalogEntry? {
            if byKey[catalog] == nil {
                var index: [String: CatalogEntry] = [:]
                for entry in project.catalogs[catalog].entries where index[entry.key] == nil { index[entry.key] = entry }
                byKey[catalog] = index
            }
            return byKey[catalog]?[key]
        }

        /// Whether `generated` reads what `source` does for `key` in `locale` and in the source
        /// language (plurals compared as rendered, ``CatalogValueComparison/shape(of:)``).
        mutating func sameText(_ key: String, locale: String?, in generated: Int, as source: Int, _ project: Project) -> Bool {
            guard let copy = entry(key, in: generated, project), let original = entry(key, in: source, project) else { return false }
            var locales = [project.catalogs[source].sourceLanguage]
            if let locale { locales.append(LocaleID(locale)) }
            return locales.allSatisfy { locale in
                func texts(_ entry: CatalogEntry) -> [String: String]? {
                    entry.translation(for: locale).map { CatalogValueComparison.shape(of: $0.value).mapValues(\.text) }
                }
                return texts(copy) == texts(original)
            }
        }
    }

    /// The defect's identity as seen from source catalog `source`; nil for exempt findings and
    /// findings without a key.
    private static func identity(_ diagnostic: Diagnostic, _ source: Int?, _ project: Project, _ exempt: Set<RuleID>) -> Identity? {
        guard let source, project.catalogs[source].role == .source, let key = diagnostic.key, !exempt.contains(diagnostic.ruleID) else { return nil }
        return Identity(
            source: source, rule: diagnostic.ruleID, key: key, locale: diagnostic.locale, variant: diagnostic.subject.variant,
            message: diagnostic.messageID)
    }
}
