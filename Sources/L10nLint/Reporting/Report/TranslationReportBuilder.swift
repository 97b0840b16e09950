extension TranslationReport {
    /// What to compute beyond the statistics, and facts from outside the catalogs.
    public struct Options: Sendable {
        /// Report only this locale and build its worklist.
        public var focusLocale: LocaleID?
        /// Build the worklist: for `focusLocale`, or for every locale when there is none.
        public var includesWorklist: Bool
        /// Where Swift sources use each key; nil: the project's own (``Project/keyUsages()``).
        public var keyUsages: [String: [SourceLocation]]?
        /// VoiceOver coverage from the Swift scan; nil when it did not run.
        public var voiceOver: VoiceOverCoverage?

        public init(
            focusLocale: LocaleID? = nil, includesWorklist: Bool? = nil,
            keyUsages: [String: [SourceLocation]]? = nil, voiceOver: VoiceOverCoverage? = nil
        ) {
            self.focusLocale = focusLocale
            self.includesWorklist = includesWorklist ?? (focusLocale != nil)
            self.keyUsages = keyUsages
            self.voiceOver = voiceOver
        }
    }

    /// Rule ids whose findings become the report's extra columns. Matching by id keeps the
    /// report independent of the rules' code: the columns fill in as soon as a rule runs.
    enum CountedRule {
        static let pluralVariants: RuleID = "plural-variants"
        static let formatSpecifiers: RuleID = "format-specifiers"
        static let lengthBudget: RuleID = "length-budget"
        /// Findings that only restate the worklist's state column; not repeated as findings.
        static let restatingState: Set<RuleID> = ["missing-translation", "translation-state"]
    }

    /// Computes the report. Pure: the same result and options always give the same report.
    public init(result: LintResult, options: Options = Options()) {
        let project = result.project
        let ordered = project.catalogs.sorted { ($0.path, $0.name) < ($1.path, $1.name) }
        let references = Self.references(for: ordered)
        let findings = FindingIndex(diagnostics: result.diagnostics, catalogs: ordered, project: project)
        let locales = options.focusLocale.map { [$0] } ?? project.allLocales.filter { $0.identifier != "Base" }

        var summaries: [LocaleSummary] = []
        for locale in locales {
            var rows: [CatalogStatistics] = []
            for (index, catalog) in ordered.enumerated() where Self.translates(catalog, into: locale) {
                let statistics = Self.statistics(catalog, locale: locale, findings: findings.byKey(catalog: index, locale: locale))
                rows.append(CatalogStatistics(catalog: references[index], statistics: statistics))
            }
            guard !rows.isEmpty || options.focusLocale != nil else { continue }
            let totals = rows.reduce(LocaleStatistics()) { $0 + $1.statistics }
            summaries.append(LocaleSummary(locale: locale, totals: totals, catalogs: rows))
        }

        var worklist: [WorkItem]?
        if options.includesWorklist {
            let usages = options.keyUsages ?? project.keyUsages()
            let builder = WorklistBuilder(findings: findings, usages: usages, project: project)
            worklist = ordered.indices.flatMap { index in
                summaries.map(\.locale).filter { Self.translates(ordered[index], into: $0) }.flatMap {
                    builder.items(ordered[index], index: index, reference: references[index], locale: $0)
                }
            }
        }
        self.init(
            catalogs: references, locales: summaries, focusLocale: options.focusLocale, worklist: worklist,
            voiceOver: options.voiceOver, unreadableFiles: project.parseFailures.count)
    }

    /// A catalog is translated into every report locale except its own source language.
    static func translates(_ catalog: Catalog, into locale: LocaleID) -> Bool {
        locale != catalog.sourceLanguage && locale.identifier != "Base"
    }

    /// Keys the report counts: defined in the source language, meant to be translated, and with
    /// source text to translate (as `missing-translation` judges them).
    static func isCounted(_ entry: CatalogEntry, in catalog: Catalog) -> Bool {
        entry.isSourceKey && entry.shouldTranslate && !catalog.hasEmptySource(entry)
    }

    /// Where one key stands in one locale; the worst unit decides.
    static func state(of translation: Translation?) -> WorkItem.State {
        guard let units = translation?.value.allUnits, !units.isEmpty else { return .missing }
        if units.contains(where: { $0.unit.state == .new }) { return .new }
        if units.contains(where: { $0.unit.value.isEmpty }) { return .empty }
        if units.contains(where: { $0.unit.state == .needsReview }) { return .needsReview }
        return .translated
    }

    private static func statistics(_ catalog: Catalog, locale: LocaleID, findings: [String: [Diagnostic]]) -> LocaleStatistics {
        var statistics = LocaleStatistics()
        for entry in catalog.entries where isCounted(entry, in: catalog) {
            if entry.isStale {
                statistics.stale += 1
                continue
            }
            statistics.total += 1
            switch state(of: entry.translation(for: locale)) {
            case .missing, .new: statistics.missing += 1
            case .empty: statistics.empty += 1
            case .needsReview:
                statistics.translated += 1
                statistics.needsReview += 1
            case .translated: statistics.translated += 1
            }
            guard let keyFindings = findings[entry.key] else { continue }
            let rules = Set(keyFindings.map(\.ruleID))
            if rules.contains(CountedRule.pluralVariants) { statistics.pluralGaps += 1 }
            if rules.contains(CountedRule.formatSpecifiers) { statistics.formatErrors += 1 }
            if rules.contains(CountedRule.lengthBudget) { statistics.overBudget += 1 }
        }
        return statistics
    }

    /// Labels are table names, or paths for names two catalogs share.
    private static func references(for catalogs: [Catalog]) -> [CatalogReference] {
        var nameCounts: [String: Int] = [:]
        for catalog in catalogs { nameCounts[catalog.name, default: 0] += 1 }
        return catalogs.map { catalog in
            CatalogReference(
                name: catalog.name, path: catalog.path, label: nameCounts[catalog.name] == 1 ? catalog.name : catalog.path,
                role: catalog.role, sourceLanguage: catalog.sourceLanguage)
        }
    }
}

/// Diagnostics grouped by catalog (the diagnostic's file is one of the catalog's files),
/// locale and key, built once so each lookup is a dictionary access.
struct FindingIndex: Sendable {
    private var table: [Int: [String: [String: [Diagnostic]]]] = [:]

    init(diagnostics: [Diagnostic], catalogs: [Catalog], project: Project) {
        var catalogsByPath: [String: [Int]] = [:]
        for (index, catalog) in catalogs.enumerated() {
            for file in catalog.files { catalogsByPath[project.file(file).path, default: []].append(index) }
        }
        for diagnostic in diagnostics {
            guard let key = diagnostic.key, let locale = diagnostic.locale else { continue }
            for index in catalogsByPath[diagnostic.location.path] ?? [] {
                table[index, default: [:]][LocaleID(locale).identifier, default: [:]][key, default: []].append(diagnostic)
            }
        }
    }

    func byKey(catalog: Int, locale: LocaleID) -> [String: [Diagnostic]] {
        table[catalog]?[locale.identifier] ?? [:]
    }
}
