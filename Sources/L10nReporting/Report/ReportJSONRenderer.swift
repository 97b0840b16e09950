import L10nModel
import L10nParsing
import L10nRules

/// The report as JSON for dashboards and scripts. The schema (version 1) is documented in the
/// README's "Translators' report" section; members keep a fixed order so output is diffable.
public struct ReportJSONRenderer: Sendable {
    public static let schemaVersion = 1

    public init() {}

    public func render(_ report: TranslationReport) -> String {
        let root: JSONOutput = .object([
            ("schemaVersion", .int(Self.schemaVersion)),
            ("tool", ["name": .string(ToolInfo.name), "version": .string(ToolInfo.version)]),
            ("locale", report.focusLocale.map { .string($0.identifier) } ?? .null),
            ("unreadableFiles", .int(report.unreadableFiles)),
            ("catalogs", .array(report.catalogs.map(Self.catalog))),
            ("locales", .array(report.locales.map(Self.locale))),
            ("voiceOver", report.voiceOver.map(Self.voiceOver) ?? .null),
            ("worklist", report.worklist.map { .array($0.map(Self.item)) } ?? .null),
        ])
        return root.rendered()
    }

    private static func catalog(_ catalog: CatalogReference) -> JSONOutput {
        [
            "name": .string(catalog.name), "label": .string(catalog.label), "path": .string(catalog.path),
            "role": .string(catalog.role.rawValue), "sourceLanguage": .string(catalog.sourceLanguage.identifier),
            "generatedFrom": catalog.generatedFrom.map(JSONOutput.string) ?? .null,
        ]
    }

    private static func locale(_ summary: LocaleSummary) -> JSONOutput {
        .object([
            ("locale", .string(summary.locale.identifier)),
            ("totals", statistics(summary.totals)),
            ("catalogs", .array(summary.catalogs.map { row in
                .object([("path", .string(row.catalog.path))] + statisticsMembers(row.statistics))
            })),
        ])
    }

    private static func statistics(_ s: LocaleStatistics) -> JSONOutput { .object(statisticsMembers(s)) }

    private static func statisticsMembers(_ s: LocaleStatistics) -> [(String, JSONOutput)] {
        [
            ("total", .int(s.total)), ("translated", .int(s.translated)), ("needsReview", .int(s.needsReview)),
            ("machineTranslated", .int(s.machineTranslated)),
            ("missing", .int(s.missing)), ("empty", .int(s.empty)), ("stale", .int(s.stale)),
            ("unchanged", .int(s.unchanged)), ("noLetters", .int(s.noLetters)),
            ("pluralGaps", .int(s.pluralGaps)), ("formatErrors", .int(s.formatErrors)), ("overBudget", .int(s.overBudget)), ("drift", .int(s.drift)),
            ("coverage", .double(Double(s.coverageBasisPoints) / 100)),
        ]
    }

    private static func voiceOver(_ coverage: VoiceOverCoverage) -> JSONOutput {
        .object([
            ("found", .int(coverage.iconOnlyControls)), ("labelled", .int(coverage.labelled)),
            ("labelledWithTranslatedKey", .int(coverage.localized)),
        ])
    }

    private static func item(_ item: WorkItem) -> JSONOutput {
        .object([
            ("catalog", .string(item.catalog.path)),
            ("locale", .string(item.locale.identifier)),
            ("key", .string(item.key)),
            ("state", .string(item.state.rawValue)),
            ("comment", item.comment.map { .string($0) } ?? .null),
            ("maxWidth", item.maxWidth.map { .int($0) } ?? .null),
            ("sourceWidth", .int(item.sourceWidth)),
            ("translationWidth", item.translationWidth.map { .int($0) } ?? .null),
            ("units", .array(item.units.map(unit))),
            ("findings", .array(item.findings.map { ["rule": .string($0.ruleID.rawValue), "message": .string($0.message)] })),
            ("usages", .array(item.usages.map { ["path": .string($0.path), "line": .int($0.start.line), "column": .int($0.start.column)] })),
        ])
    }

    private static func unit(_ unit: WorkUnit) -> JSONOutput {
        .object([
            ("variant", .string(unit.variant)),
            ("source", .string(unit.source)),
            ("target", unit.target.map { .string($0) } ?? .null),
            ("state", unit.targetState.map { .string($0.description) } ?? .null),
        ])
    }
}
