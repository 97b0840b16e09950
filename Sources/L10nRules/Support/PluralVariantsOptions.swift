import L10nModel
import L10nParsing
import L10nAnalysis

/// Settings of `plural-variants`.
package struct PluralVariantsOptions: RuleOptions {
    /// How to treat a finding class the default treats as optional.
    package enum Level: String, Sendable, Equatable, CaseIterable, OptionChoice {
        case ignore, warning, error
    }

    /// Categories to require per language or locale instead of CLDR's, e.g.
    /// `{"fr": ["one", "many", "other"], "ar": ["zero", "one", "two", "few", "many", "other"]}`.
    var requiredCategories: [String: Set<PluralCategory>] = [:]
    /// A missing `many` where it only selects millions (fr, es, it, pt, ca): ignored by default,
    /// since Foundation falls back to `other` and real catalogs do not have it.
    var largeNumberMany: Level = .ignore
    /// Report categories a language never selects (zh-Hans `one`), as notes: dead text nobody
    /// sees, which no team measured acted on, so off by default.
    var reportUnusedCategories = false
    /// Report a single form for every count (only `other`, or no variants) in a language with
    /// just one and other (da, de, hu, tr), as notes: usually deliberate (an invariant noun,
    /// Danish "svar"; a key only ever shown for two or more), so off by default.
    var reportSingleForms = false
    /// Skip integers that are obviously not counts (`Level %lld`, `%lld%%`, `#%d`, `%d:%02d`).
    var spareNonCounts = true

    package init() {}

    package static let declarations: [RuleOption<PluralVariantsOptions>] = [
        RuleOption(
            "requiredCategories", \.requiredCategories,
            summary: "Categories to require per language or locale instead of CLDR's: `{\"fr\": [\"one\", \"many\", \"other\"]}`.",
            merge: { _, configured in Dictionary(configured.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 }) }),
        RuleOption(
            "largeNumberMany", \.largeNumberMany,
            summary: "A missing `many` where it only selects millions (fr, es, it, pt, ca): Foundation falls back to `other`, so it is ignored by default."),
        RuleOption("reportUnusedCategories", \.reportUnusedCategories, summary: "Report categories a language never selects (zh-Hans `one`), as notes."),
        RuleOption(
            "reportSingleForms", \.reportSingleForms,
            summary: "Report a single form for every count (only `other`) in a language with just one and other (da, de), as notes: usually deliberate."),
        RuleOption("spareNonCounts", \.spareNonCounts, summary: "Skip integers that are obviously not counts (`Level %lld`, `%lld%%`, `#%d`, `%d:%02d`)."),
    ]

    /// What a locale's plural variants must and may contain under these options, for a count
    /// formatted as an integer (`%lld`, `%d`) or not (`%f`, unknown): an integer never selects
    /// the fraction-only categories, so they are not required then (they stay allowed).
    func requirement(for locale: LocaleID, integerCount: Bool) -> PluralRequirement {
        var requirement = requirement(for: locale)
        let override = PluralCategories.lookupCandidates(locale).contains { requiredCategories[$0] != nil }
        if integerCount, !override { requirement.required.subtract(PluralCategories.fractionOnlyCategories(for: locale)) }
        return requirement
    }

    /// What a locale's plural variants must and may contain under these options.
    func requirement(for locale: LocaleID) -> PluralRequirement {
        let override = PluralCategories.lookupCandidates(locale).lazy.compactMap { requiredCategories[$0] }.first
        guard let cldr = PluralCategories.categories(for: locale) else {
            return PluralRequirement(required: override ?? [.other], largeNumber: [], allowed: override.map { $0.union([.zero, .other]) })
        }
        let largeNumber = PluralCategories.largeNumberCategories(for: locale)
        var required = override ?? cldr.subtracting([.zero]).subtracting(largeNumber)
        if override == nil, largeNumberMany == .error { required.formUnion(largeNumber) }
        let allowed = cldr.union([.zero]).union(PluralCategories.legacyCategories(for: locale)).union(override ?? [])
        return PluralRequirement(
            required: required, largeNumber: largeNumberMany == .warning && override == nil ? largeNumber : [], allowed: allowed)
    }
}

/// The categories one locale's plural variants need.
package struct PluralRequirement: Sendable, Equatable {
    /// Must be present (an error when missing).
    var required: Set<PluralCategory>
    /// Should be present (a warning when missing).
    var largeNumber: Set<PluralCategory>
    /// May be present; nil for a language without CLDR rules (anything goes).
    var allowed: Set<PluralCategory>?

    /// True when the language distinguishes counts at all (more than `other`).
    var distinguishesCounts: Bool { required.subtracting([.other]).isEmpty == false }
}

extension PluralCategory: OptionChoice {}

/// ``PluralVariantsOptions/requirement(for:integerCount:)`` per locale and count kind, worked
/// out once per run of the rule over a chunk: each look-up walks CLDR tables and builds sets,
/// while a catalog has a dozen locales and tens of thousands of values.
struct PluralRequirementMemo {
    let options: PluralVariantsOptions
    private var known: [LocaleID: Requirements] = [:]

    private struct Requirements {
        var integer: PluralRequirement
        var other: PluralRequirement
        /// False when both are the same (compared once, not per value).
        var dependsOnKind: Bool
    }

    init(options: PluralVariantsOptions) { self.options = options }

    /// The requirement for a count that `integerCount` tells the kind of, asked only when the
    /// locale's requirement depends on it (most languages require the same either way, and
    /// telling means parsing the variants' format specifiers).
    mutating func requirement(for locale: LocaleID, integerCount: () -> Bool) -> PluralRequirement {
        let both = requirements(for: locale)
        return !both.dependsOnKind || integerCount() ? both.integer : both.other
    }

    mutating func requirement(for locale: LocaleID, integerCount: Bool) -> PluralRequirement {
        let both = requirements(for: locale)
        return integerCount ? both.integer : both.other
    }

    private mutating func requirements(for locale: LocaleID) -> Requirements {
        if let both = known[locale] { return both }
        let integer = options.requirement(for: locale, integerCount: true)
        let other = options.requirement(for: locale, integerCount: false)
        let both = Requirements(integer: integer, other: other, dependsOnKind: integer != other)
        known[locale] = both
        return both
    }
}
