import L10nModel
import L10nRules
import L10nEngine

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

    /// Which rules' findings fill the report's extra columns, from each rule's
    /// ``RuleDescription/reportColumn`` and ``RuleDescription/subject``: the report names no
    /// rule, and the columns fill in as soon as a rule runs.
    package struct CountedRules: Sendable {
        var columns: [RuleID: RuleDescription.ReportColumn] = [:]
        /// Findings saying a generated catalog differs from its source: the drift column.
        var drift: Set<RuleID> = []

        init(_ result: LintResult) {
            for column in [RuleDescription.ReportColumn.pluralGaps, .formatErrors, .overBudget, .unchanged, .translationState, .completeness] {
                for id in result.ruleIDs(where: { $0.reportColumn == column }) { columns[id] = column }
            }
            drift = result.ruleIDs { $0.subject == .pairDrift }
        }

        init() {}

        /// Findings that only restate the worklist's state column; not repeated as findings.
        func restatesState(_ rule: RuleID, of state: WorkItem.State) -> Bool {
            columns[rule] == .translationState || (columns[rule] == .completeness && state != .translated)
        }
    }

    /// Computes the report. Pure: the same result and options always give the same report.
    ///
    /// A generated catalog paired with its `strings.json` (``LintResult/pairing``) is counted
    /// once, from the source's view: it gets no rows or worklist items of its own, its findings
    /// count at the source's keys, and its `catalog-sync` differences fill the drift column.
    public init(result: LintResult, options: Options = Options()) {
        let project = result.project
        let order = project.catalogs.indices.sorted { (project.catalogs[$0].path, project.catalogs[$0].name) < (project.catalogs[$1].path, project.catalogs[$1].name) }
        let ordered = order.map { project.catalogs[$0] }
        let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($0.element, $0.offset) })
        var countedAt: [Int: Int] = [:]
        for pair in result.pairing.pairs {
            if let generated = position[pair.generated], let source = position[pair.source] { countedAt[generated] = source }
        }
        let references = Self.references(for: ordered, countedAt: countedAt, project: project)
        let counted = CountedRules(result)
        let findings = FindingIndex(diagnostics: result.diagnostics, catalogs: ordered, project: project, countedAt: countedAt, counted: counted)
        // Per project (``Catalog/project``): a catalog is counted in the locales of its own
        // project's catalogs and Xcode project, never in another app's.
        let projectLocales = ordered.reduce(into: [String: Set<LocaleID>]()) { locales, catalog in
            locales[catalog.project, default: Set(project.knownRegions[catalog.project] ?? [])].formUnion(catalog.locales)
        }
        let present = Set(projectLocales.values.flatMap { $0 })
        let locales = options.focusLocale.map { [$0] } ?? present.sorted().filter { !$0.isBase }
        let countedCatalogs = ordered.indices.filter { countedAt[$0] == nil }
        let focused = options.focusLocale != nil
        let translates: @Sendable (Catalog, LocaleID) -> Bool = { catalog, locale in
            Self.translates(catalog, into: locale) && (focused || projectLocales[catalog.project]?.contains(locale) == true)
        }

        // Each entry's translations by locale, built once: every locale looks each entry up.
        let lookups = ordered.map { $0.entries.map(\.translationsByLocale) }
        // How each entry counts, once per counted catalog rather than once per locale.
        let kinds = ordered.indices.map { index in countedAt[index] == nil ? ordered[index].entries.map { Self.kind(of: $0, in: ordered[index]) } : [] }
        // Where each key is, once per counted catalog: a locale marks the entries its findings
        // name instead of looking every entry's key up among them.
        let keyPositions = ordered.indices.map { index in
            countedAt[index] == nil ? Dictionary(grouping: ordered[index].entries.indices) { ordered[index].entries[$0].key } : [:]
        }
        // Locales on every core: each reads the same index and counts on its own.
        let summaries = Parallel.map(locales) { locale -> LocaleSummary? in
            var rows: [CatalogStatistics] = []
            for index in countedCatalogs where translates(ordered[index], locale) {
                let drifted = findings.drift(catalog: index, locale: locale)
                let marks = Self.marks(
                    findings: findings.byKey(catalog: index, locale: locale), drifted: drifted, positions: keyPositions[index],
                    entryCount: ordered[index].entries.count, counted: counted)
                let statistics = Self.statistics(ordered[index], kinds: kinds[index], lookups: lookups[index], locale: locale, marks: marks)
                rows.append(CatalogStatistics(catalog: references[index], statistics: statistics))
            }
            guard !rows.isEmpty || focused else { return nil }
            let totals = rows.reduce(LocaleStatistics()) { $0 + $1.statistics }
            return LocaleSummary(locale: locale, totals: totals, catalogs: rows)
        }.compactMap { $0 }

        var worklist: [WorkItem]?
        if options.includesWorklist {
            let usages = options.keyUsages ?? project.keyUsages(result.keyUsage)
            let builder = WorklistBuilder(findings: findings, usages: usages, project: project)
            worklist = countedCatalogs.flatMap { index in
                summaries.map(\.locale).filter { translates(ordered[index], $0) }.flatMap {
                    builder.items(ordered[index], lookups: lookups[index], index: index, reference: references[index], locale: $0)
                }
            }
        }
        self.init(
            catalogs: references, locales: summaries, focusLocale: options.focusLocale, worklist: worklist,
            voiceOver: options.voiceOver, unreadableFiles: project.parseFailures.count)
    }

    /// A catalog is translated into every report locale except its own source language.
    static func translates(_ catalog: Catalog, into locale: LocaleID) -> Bool {
        locale != catalog.sourceLanguage && !locale.isBase
    }

    /// How the report counts an entry, the same in every locale.
    private enum EntryKind {
        /// Not a key to translate (see ``isCounted(_:in:)``).
        case uncounted
        case stale
        /// Its source text has no letter (`%@`, `—`): nothing to translate.
        case letterless
        case counted
    }

    private static func kind(of entry: CatalogEntry, in catalog: Catalog) -> EntryKind {
        guard isCounted(entry, in: catalog) else { return .uncounted }
        if entry.isStale { return .stale }
        return catalog.hasLetterlessSource(entry) ? .letterless : .counted
    }

    /// Keys the report counts: defined in the source language, meant to be translated, and with
    /// source text to translate (as `missing-translation` judges them).
    static func isCounted(_ entry: CatalogEntry, in catalog: Catalog) -> Bool {
        entry.isSourceKey && entry.shouldTranslate && !catalog.hasEmptySource(entry)
    }

    /// Where one key stands in one locale: ``LocalizedValue/status``, the decision the
    /// `translation-state` rule makes too (the worst unit decides).
    static func state(of translation: Translation?) -> WorkItem.State {
        state(of: translation?.value.status ?? .missing)
    }

    /// ``state(of:)`` of a translation whose status is `status` (`.missing` for none).
    static func state(of status: TranslationStatus) -> WorkItem.State {
        switch status {
        case .missing: .missing
        case .new: .new
        case .empty: .empty
        case .needsReview: .needsReview
        case .machineTranslated: .machineTranslated
        // Key-level states never come from a value.
        case .translated, .stale, .doNotTranslate: .translated
        }
    }

    /// The columns an entry's findings fill in one locale, beyond its state.
    struct ColumnMarks: OptionSet {
        let rawValue: UInt8
        static let unchanged = ColumnMarks(rawValue: 1)
        static let pluralGaps = ColumnMarks(rawValue: 2)
        static let formatErrors = ColumnMarks(rawValue: 4)
        static let overBudget = ColumnMarks(rawValue: 8)
        static let drift = ColumnMarks(rawValue: 16)

        init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The mark of a rule's report column; none for a column the statistics do not count.
        init(_ column: RuleDescription.ReportColumn?) {
            switch column {
            case .unchanged: self = .unchanged
            case .pluralGaps: self = .pluralGaps
            case .formatErrors: self = .formatErrors
            case .overBudget: self = .overBudget
            case .translationState, .completeness, nil: self = []
            }
        }
    }

    /// Each entry's marks in one locale, from the locale's findings by key and its drifted keys:
    /// a key's marks go to every entry of that key (`positions`).
    static func marks(
        findings: [String: [Diagnostic]], drifted: Set<String>, positions: [String: [Int]], entryCount: Int, counted: CountedRules
    ) -> [ColumnMarks] {
        var marks = [ColumnMarks](repeating: [], count: entryCount)
        for (key, diagnostics) in findings {
            guard let entries = positions[key] else { continue }
            let found = diagnostics.reduce(into: ColumnMarks()) { found, diagnostic in found.formUnion(ColumnMarks(counted.columns[diagnostic.ruleID])) }
            for entry in entries { marks[entry].formUnion(found) }
        }
        for key in drifted {
            for entry in positions[key] ?? [] { marks[entry].insert(.drift) }
        }
        return marks
    }

    /// - Parameters:
    ///   - lookups: the catalog's entries' translations by locale, in entry order.
    ///   - marks: the columns each entry's findings fill in this locale (``marks(findings:drifted:positions:entryCount:counted:)``).
    private static func statistics(
        _ catalog: Catalog, kinds: [EntryKind], lookups: [TranslationLookup], locale: LocaleID, marks: [ColumnMarks]
    ) -> LocaleStatistics {
        var statistics = LocaleStatistics()
        for index in catalog.entries.indices {
            switch kinds[index] {
            case .uncounted: continue
            case .stale:
                statistics.stale += 1
                continue
            case .letterless:
                statistics.noLetters += 1
                continue
            case .counted: break
            }
            // Read in place: copying the entry and its translation (a retain of each of their
            // strings and arrays) was half of counting a locale.
            statistics.total += 1
            let found = marks[index]
            let status = lookups[index].index(of: locale).map { catalog.entries[index].translations[$0].value.status } ?? .missing
            switch state(of: status) {
            case .missing, .new: statistics.missing += 1
            case .empty: statistics.empty += 1
            case .needsReview:
                statistics.translated += 1
                statistics.needsReview += 1
            case .machineTranslated:
                statistics.translated += 1
                statistics.machineTranslated += 1
            case .translated where found.contains(.unchanged): statistics.unchanged += 1
            case .translated: statistics.translated += 1
            }
            if found.contains(.drift) { statistics.drift += 1 }
            if found.contains(.pluralGaps) { statistics.pluralGaps += 1 }
            if found.contains(.formatErrors) { statistics.formatErrors += 1 }
            if found.contains(.overBudget) { statistics.overBudget += 1 }
        }
        return statistics
    }

    /// Labels are table names, or paths for names two catalogs share.
    private static func references(for catalogs: [Catalog], countedAt: [Int: Int], project: Project) -> [CatalogReference] {
        var nameCounts: [String: Int] = [:]
        for catalog in catalogs { nameCounts[catalog.name, default: 0] += 1 }
        return catalogs.enumerated().map { index, catalog in
            let files = developmentFiles(of: catalog, in: project)
            return CatalogReference(
                name: catalog.name, path: catalog.path, label: nameCounts[catalog.name] == 1 ? catalog.name : catalog.path,
                role: catalog.role, sourceLanguage: catalog.sourceLanguage, generatedFrom: countedAt[index].map { catalogs[$0].path },
                original: files.first, pluralOriginal: files.last { $0.hasSuffix(".stringsdict") })
        }
    }

    /// The development-language files of an `.lproj` table (`Dir/en.lproj/Name.strings`, then
    /// its `.stringsdict`), the paths Xcode's `-exportLocalizations` writes as `<file original>`;
    /// empty for other catalogs, or a table without a development-language file.
    static func developmentFiles(of catalog: Catalog, in project: Project) -> [String] {
        let marker = "*.lproj/" + catalog.name
        guard catalog.path.hasSuffix(marker) else { return [] }
        let paths = Set(catalog.files.map { project.file($0).path })
        let stem = catalog.path.dropLast(marker.count) + catalog.sourceLanguage.identifier + ".lproj/" + catalog.name
        return [".strings", ".stringsdict"].map { stem + $0 }.filter(paths.contains)
    }
}

/// Diagnostics grouped by catalog (the diagnostic's file is one of the catalog's files),
/// locale and key, built once so each lookup is a dictionary access. Findings in a generated
/// catalog counted at its source (`countedAt`) are filed under the source.
package struct FindingIndex: Sendable {
    private var table: [Int: [String: [String: [Diagnostic]]]] = [:]
    /// `catalog-sync` keys per catalog and locale; the "" locale holds findings for every locale.
    private var drifted: [Int: [String: Set<String>]] = [:]

    /// The rules whose findings the report counts.
    let counted: TranslationReport.CountedRules

    init(diagnostics: [Diagnostic], catalogs: [Catalog], project: Project, countedAt: [Int: Int] = [:], counted: TranslationReport.CountedRules) {
        self.counted = counted
        var catalogsByPath: [String: [Int]] = [:]
        for (index, catalog) in catalogs.enumerated() {
            for file in catalog.files { catalogsByPath[project.file(file).path, default: []].append(countedAt[index] ?? index) }
        }
        for diagnostic in diagnostics {
            if counted.drift.contains(diagnostic.ruleID), let key = diagnostic.key {
                for index in catalogsByPath[diagnostic.location.path] ?? [] {
                    drifted[index, default: [:]][diagnostic.locale.map { LocaleID($0).identifier } ?? "", default: []].insert(key)
                }
            }
            if diagnostic.key == nil, let locale = diagnostic.locale, counted.columns[diagnostic.ruleID] == .unchanged {
                expandUnchanged(diagnostic, locale: LocaleID(locale), catalogs: catalogs, project: project, countedAt: countedAt)
                continue
            }
            guard let key = diagnostic.key, let locale = diagnostic.locale else { continue }
            for index in catalogsByPath[diagnostic.location.path] ?? [] {
                table[index, default: [:]][LocaleID(locale).identifier, default: [:]][key, default: []].append(diagnostic)
            }
        }
    }

    /// A finding about a whole locale of a catalog being its source text (an untranslated
    /// export: one finding in lint) stands for each key whose value there is the source text,
    /// so the counts and the worklist list them one by one.
    private mutating func expandUnchanged(_ diagnostic: Diagnostic, locale: LocaleID, catalogs: [Catalog], project: Project, countedAt: [Int: Int]) {
        for (index, catalog) in catalogs.enumerated() where catalog.files.contains(where: { project.file($0).path == diagnostic.location.path }) {
            var keys = Set<String>()
            catalog.forEachTranslatedUnit { pair in
                guard pair.locale == locale, pair.unit.state != .new, !pair.unit.value.isEmpty, pair.unit.value == pair.source.text,
                    keys.insert(pair.entry.key).inserted
                else { return }
                table[countedAt[index] ?? index, default: [:]][locale.identifier, default: [:]][pair.entry.key, default: []].append(diagnostic)
            }
        }
    }

    func byKey(catalog: Int, locale: LocaleID) -> [String: [Diagnostic]] {
        table[catalog]?[locale.identifier] ?? [:]
    }

    /// Keys of the catalog whose generated copy differs from it in `locale` (or in every locale).
    func drift(catalog: Int, locale: LocaleID) -> Set<String> {
        (drifted[catalog]?[locale.identifier] ?? []).union(drifted[catalog]?[""] ?? [])
    }
}
