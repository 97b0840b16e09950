import L10nModel

/// A rule whose findings about a catalog entry depend only on that entry, its catalog and the
/// run's shared analyses (``RuleContext/analyses``). The engine runs such a rule over chunks of
/// entries in parallel and concatenates the chunks in catalog and entry order, so the findings
/// are the same, in the same order, as one pass over the project (``check(_:)``).
package protocol CatalogEntryRule: Rule {
    /// Findings about the entries at `entries` of the catalog at `catalog`.
    func check(_ context: RuleContext, catalog: Int, entries: Range<Int>) -> [Diagnostic]

    /// True when every finding and every related location is in a localization file (a
    /// catalog, a table, `strings.json`), never in a Swift source: a run that reports in Swift
    /// sources only (pre-commit with only Swift files staged) need not run the rule at all.
    /// Stated by each rule, so a rule that starts pointing into code has to say so.
    static var findingsStayInLocalizationFiles: Bool { get }
}

extension CatalogEntryRule {
    /// Every catalog in one pass: what the engine's chunks add up to.
    package func check(_ context: RuleContext) -> [Diagnostic] {
        context.project.catalogs.indices.flatMap { index in
            check(context, catalog: index, entries: context.project.catalogs[index].entries.indices)
        }
    }
}
