import L10nModel
import L10nParsing
import L10nAnalysis

/// Turns one catalog × locale into work items: keys whose state is not `translated`, or that
/// have a finding, with source and target paired per variant.
package struct WorklistBuilder: Sendable {
    var findings: FindingIndex
    var usages: [String: [SourceLocation]]
    /// Turns byte ranges into the `file:line` each row links to.
    var project: Project

    func items(_ catalog: Catalog, index: Int, reference: CatalogReference, locale: LocaleID) -> [WorkItem] {
        let findingsByKey = findings.byKey(catalog: index, locale: locale)
        var items: [WorkItem] = []
        for entry in catalog.entries where TranslationReport.isCounted(entry, in: catalog) && !entry.isStale {
            let translation = entry.translation(for: locale)
            let state = TranslationReport.state(of: translation)
            let keyFindings = (findingsByKey[entry.key] ?? [])
                .filter { !TranslationReport.CountedRule.restatingState.contains($0.ruleID) }
                .map { WorkItem.Finding(ruleID: $0.ruleID, message: $0.messageBesideKeyAndLocale) }
            guard state != .translated || !keyFindings.isEmpty else { continue }
            // Nothing to translate in `%@` or `400`: listed only for a finding of another rule.
            if keyFindings.isEmpty, catalog.hasLetterlessSource(entry) { continue }
            let units = Self.units(source: catalog.translation(sourceOf: entry), target: translation?.value, key: entry.key, locale: locale)
            let targets = units.compactMap(\.target)
            items.append(WorkItem(
                catalog: reference, locale: locale, key: entry.key, state: state, comment: entry.comment,
                units: units, maxWidth: entry.maxWidth,
                sourceWidth: units.map { DisplayWidth.ofRendered($0.source) }.max() ?? 0,
                translationWidth: targets.isEmpty ? nil : targets.map { DisplayWidth.ofRendered($0) }.max(),
                findings: Array(Set(keyFindings)).sorted { ($0.ruleID, $0.message) < ($1.ruleID, $1.message) },
                usages: (usages[entry.key] ?? []).sorted(),
                location: project.location(of: translation?.value.primaryRange ?? translation?.localeRange ?? entry.keyRange)))
        }
        return items.sorted { $0.key < $1.key }
    }

    /// Pairs source and target per variant. The translation's own variants decide the units
    /// (Chinese needs only `other` where English has `one` and `other`); without a translation
    /// the source's variants do. A variant only one side has takes the other side's closest
    /// match: same path, then the same path ending in `other`, then the plain string.
    ///
    /// Without a translation, the source's plural variants are re-cut to the categories the
    /// target language selects (`locale`), so a translator is asked for what the language needs:
    /// Chinese for `other` alone, Russian for `one`, `few`, `many` and `other`.
    static func units(source: LocalizedValue?, target: LocalizedValue?, key: String, locale: LocaleID? = nil) -> [WorkUnit] {
        let sourceUnits = source.map(VariantPaths.units) ?? []
        let targetUnits = target.map(VariantPaths.units) ?? []
        let sourceByVariant = Dictionary(sourceUnits.map { ($0.variant, $0.unit.value) }, uniquingKeysWith: { first, _ in first })
        guard !targetUnits.isEmpty else {
            if sourceUnits.isEmpty { return [WorkUnit(variant: "", source: key)] }
            guard let asked = locale.flatMap(askedCategories) else {
                return sourceUnits.map { WorkUnit(variant: $0.variant, source: $0.unit.value) }
            }
            return PluralSlots.recut(sourceUnits.map(\.variant), to: asked).map { variant in
                WorkUnit(variant: variant, source: closest(variant, in: sourceByVariant, ordered: sourceUnits.map(\.variant)) ?? key)
            }
        }
        return targetUnits.map { target in
            let text = closest(target.variant, in: sourceByVariant, ordered: sourceUnits.map(\.variant)) ?? key
            return WorkUnit(variant: target.variant, source: text, target: target.unit.value, targetState: target.unit.state)
        }
    }

    /// The categories a translation must have: what the language selects for whole numbers,
    /// without those only millions or fractions reach, and always `other` (the fallback every
    /// catalog needs). Nil for a language CLDR has no rules for.
    static func askedCategories(_ locale: LocaleID) -> [PluralCategory]? {
        guard let categories = PluralCategories.categories(for: locale) else { return nil }
        let optional = PluralCategories.largeNumberCategories(for: locale).union(PluralCategories.fractionOnlyCategories(for: locale))
        return categories.subtracting(optional).union([.other]).sorted()
    }

    private static func closest(_ variant: String, in source: [String: String], ordered: [String]) -> String? {
        if let exact = source[variant] { return exact }
        if let dot = variant.lastIndex(of: "."), let other = source[variant[..<dot] + ".other"] { return other }
        if let plain = source[""] { return plain }
        if let other = ordered.first(where: { $0.hasSuffix(".other") }) { return source[other] }
        return ordered.first.flatMap { source[$0] }
    }
}

/// Variant paths whose plural selectors (`plural.one`, `substitutions.n.plural.few`) are re-cut
/// to another language's categories, in the source's order.
enum PluralSlots {
    static func recut(_ variants: [String], to categories: [PluralCategory]) -> [String] {
        var result: [String] = []
        var seen = Set<[String]>()
        for variant in variants {
            let parts = variant.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            let slots = parts.indices.filter { $0 > 0 && parts[$0 - 1] == "plural" && PluralCategory(rawValue: parts[$0]) != nil }
            guard !slots.isEmpty else {
                result.append(variant)
                continue
            }
            var shape = parts
            for slot in slots { shape[slot] = "*" }
            guard seen.insert(shape).inserted else { continue }
            var paths = [parts]
            for slot in slots {
                paths = paths.flatMap { path in categories.map { category in path.with(slot, category.rawValue) } }
            }
            result += paths.map { $0.joined(separator: ".") }
        }
        return result
    }
}

extension Array where Element == String {
    fileprivate func with(_ index: Int, _ value: String) -> [String] {
        var copy = self
        copy[index] = value
        return copy
    }
}

/// Names every unit of a value the way Xcode's XLIFF export does: `plural.one`,
/// `device.iphone.plural.other`, `substitutions.count.plural.few`; `""` for the plain string;
/// `stringSet.1`, `stringSet.2` for the phrases of a string set.
package enum VariantPaths {
    static func units(_ value: LocalizedValue) -> [(variant: String, unit: StringUnit)] {
        var result: [(variant: String, unit: StringUnit)] = []
        collect(value, prefix: "", into: &result)
        return result
    }

    private static func collect(_ value: LocalizedValue, prefix: String, into result: inout [(variant: String, unit: StringUnit)]) {
        if let unit = value.unit { result.append((prefix, unit)) }
        for (index, phrase) in (value.stringSet?.values ?? []).enumerated() { result.append((join(prefix, "stringSet.\(index + 1)"), phrase)) }
        if let variations = value.variations {
            for variant in variations.variants {
                collect(variant.value, prefix: join(prefix, "\(variations.kind.rawValue).\(variant.selector)"), into: &result)
            }
        }
        for substitution in value.substitutions {
            guard let variations = substitution.variations else { continue }
            for variant in variations.variants {
                let name = "substitutions.\(substitution.name).\(variations.kind.rawValue).\(variant.selector)"
                collect(variant.value, prefix: join(prefix, name), into: &result)
            }
        }
    }

    private static func join(_ prefix: String, _ name: String) -> String { prefix.isEmpty ? name : prefix + "." + name }
}

extension Catalog {
    /// The source-language value of an entry; a String Catalog key without one stands for
    /// its own source text, which ``WorklistBuilder/units(source:target:key:)`` falls back to.
    func translation(sourceOf entry: CatalogEntry) -> LocalizedValue? {
        entry.translation(for: sourceLanguage)?.value
    }
}
