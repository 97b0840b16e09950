import L10nModel
import L10nRules

/// What translators and localization managers read: where each language stands, per catalog
/// and in total, and — for one focused locale — every key that still needs work.
///
/// A pure value computed from a ``LintResult`` by ``TranslationReport/init(result:options:)``;
/// the renderers (text, Markdown, HTML, JSON, XLIFF) only format it, so every format shows the
/// same numbers.
public struct TranslationReport: Sendable, Equatable {
    /// Every catalog in the report, sorted by path.
    public var catalogs: [CatalogReference]
    /// One summary per target locale, sorted by identifier.
    public var locales: [LocaleSummary]
    /// The locale given with `--locale`, when the report focuses on one.
    public var focusLocale: LocaleID?
    /// Keys needing work, sorted by catalog path, locale, then key; nil when not requested.
    public var worklist: [WorkItem]?
    /// Icon-only controls and their labels, when the Swift scan provided them.
    public var voiceOver: VoiceOverCoverage?
    /// Files that could not be read or parsed: their keys are not counted.
    public var unreadableFiles: Int

    public init(
        catalogs: [CatalogReference], locales: [LocaleSummary], focusLocale: LocaleID? = nil,
        worklist: [WorkItem]? = nil, voiceOver: VoiceOverCoverage? = nil, unreadableFiles: Int = 0
    ) {
        self.catalogs = catalogs
        self.locales = locales
        self.focusLocale = focusLocale
        self.worklist = worklist
        self.voiceOver = voiceOver
        self.unreadableFiles = unreadableFiles
    }

    /// Source languages of the catalogs, sorted (usually one).
    public var sourceLanguages: [LocaleID] { Array(Set(catalogs.map(\.sourceLanguage))).sorted() }
}

/// A catalog as the report names it. `label` is the table name, or the path when two
/// catalogs share a name, so rows stay unambiguous without printing long paths everywhere.
public struct CatalogReference: Sendable, Hashable {
    public var name: String
    public var path: String
    public var label: String
    public var role: Catalog.Role
    public var sourceLanguage: LocaleID
    /// The `strings.json` a generated catalog is paired with: its keys are counted there, once,
    /// and the catalog has no rows of its own.
    public var generatedFrom: String?
    /// The file an XLIFF `<file original>` names: ``path``, or for an `.lproj` table its
    /// development-language file (`Dir/en.lproj/Name.strings`), as Xcode's `-exportLocalizations` writes it.
    public var original: String
    /// An `.lproj` table's development-language `.stringsdict`, when it has one: Xcode exports
    /// its entries as a `<file>` of their own, with plist-path ids. Equal to ``original`` for a
    /// table with no `.strings` file.
    public var pluralOriginal: String?

    public init(
        name: String, path: String, label: String, role: Catalog.Role, sourceLanguage: LocaleID, generatedFrom: String? = nil,
        original: String? = nil, pluralOriginal: String? = nil
    ) {
        self.name = name
        self.path = path
        self.original = original ?? path
        self.pluralOriginal = pluralOriginal
        self.label = label
        self.role = role
        self.sourceLanguage = sourceLanguage
        self.generatedFrom = generatedFrom
    }
}

/// Counts for one catalog × locale, or summed over catalogs.
///
/// `translated + unchanged + missing + empty == total`; `needsReview` and `machineTranslated`
/// are part of `translated` (Xcode counts them as translated) and shown separately; `stale` and `noLetters` keys are
/// outside `total`. The three rule columns count distinct keys with a finding of that rule, so
/// they overlap the others.
public struct LocaleStatistics: Sendable, Hashable {
    /// Source keys to translate: `shouldTranslate` and not stale.
    public var total = 0
    /// Keys with a non-empty value in every unit and no unit in state `new` (includes needs_review).
    public var translated = 0
    /// Values still identical to the source (an `unchanged-translation` finding) in state
    /// translated: copied, not translated, so not counted as translated.
    public var unchanged = 0
    public var needsReview = 0
    /// Translated keys with a unit in Xcode 26's `machine_translated` and none to review.
    public var machineTranslated = 0
    /// No translation, a translation without a value, or a unit still in state `new`.
    public var missing = 0
    /// A translation whose value (or one of its variants) is the empty string.
    public var empty = 0
    /// Keys Xcode marks stale (no longer in code): not in `total`.
    public var stale = 0
    /// Keys whose source has no letter (`%@`, `400`, `ⓘ`): nothing to translate, not in `total`.
    public var noLetters = 0
    /// Distinct keys with a `plural-variants` finding.
    public var pluralGaps = 0
    /// Distinct keys with a `format-specifiers` finding.
    public var formatErrors = 0
    /// Distinct keys with a `length-budget` finding.
    public var overBudget = 0
    /// Distinct keys whose generated catalog differs from the source (a `catalog-sync` finding
    /// in this locale, or the key missing from the generated catalog).
    public var drift = 0

    public init() {}

    /// translated ÷ total; a locale with nothing to translate is complete.
    public var coverage: Double { total == 0 ? 1 : Double(translated) / Double(total) }

    /// Coverage in hundredths of a percent, rounded down so that 100% always means complete.
    public var coverageBasisPoints: Int { total == 0 ? 10_000 : translated * 10_000 / total }

    public static func + (lhs: LocaleStatistics, rhs: LocaleStatistics) -> LocaleStatistics {
        var sum = LocaleStatistics()
        sum.total = lhs.total + rhs.total
        sum.translated = lhs.translated + rhs.translated
        sum.needsReview = lhs.needsReview + rhs.needsReview
        sum.machineTranslated = lhs.machineTranslated + rhs.machineTranslated
        sum.missing = lhs.missing + rhs.missing
        sum.empty = lhs.empty + rhs.empty
        sum.stale = lhs.stale + rhs.stale
        sum.unchanged = lhs.unchanged + rhs.unchanged
        sum.noLetters = lhs.noLetters + rhs.noLetters
        sum.pluralGaps = lhs.pluralGaps + rhs.pluralGaps
        sum.formatErrors = lhs.formatErrors + rhs.formatErrors
        sum.overBudget = lhs.overBudget + rhs.overBudget
        sum.drift = lhs.drift + rhs.drift
        return sum
    }
}

/// One target locale: its totals across catalogs and its row in each catalog.
public struct LocaleSummary: Sendable, Equatable {
    public var locale: LocaleID
    public var totals: LocaleStatistics
    /// One row per catalog translated into this locale (the catalog's source language excluded).
    public var catalogs: [CatalogStatistics]

    public init(locale: LocaleID, totals: LocaleStatistics, catalogs: [CatalogStatistics]) {
        self.locale = locale
        self.totals = totals
        self.catalogs = catalogs
    }
}

/// One catalog × locale row.
public struct CatalogStatistics: Sendable, Equatable {
    public var catalog: CatalogReference
    public var statistics: LocaleStatistics

    public init(catalog: CatalogReference, statistics: LocaleStatistics) {
        self.catalog = catalog
        self.statistics = statistics
    }
}
