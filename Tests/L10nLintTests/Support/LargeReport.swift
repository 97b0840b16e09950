@testable import L10nModel
@testable import L10nRules
@testable import L10nReporting

/// A report of `locales` × `keys` as a mature app has it, built directly (linting a 60 MB
/// catalog in a debug build takes minutes): per locale 2% of keys missing, 1% to review and
/// 0.3% over their width budget, spread so no two locales miss the same keys; one catalog,
/// sources like `Tap lesson to continue 12`, a comment on every key. The same shape as
/// `Scripts/check-report-html.sh --large` generates as a real String Catalog.
enum LargeReport {
    static let localeIdentifiers = [
        "ar", "bg", "bn", "ca", "cs", "da", "de", "el", "en-GB", "es", "es-MX", "et", "fa", "fi", "fil", "fr", "fr-CA", "he", "hi", "hr",
        "hu", "id", "it", "ja", "ko", "lt", "lv", "ms", "nb", "nl", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sl", "sr", "sv", "sw",
        "ta", "te", "th", "tr", "uk", "ur", "vi", "zh-HK", "zh-Hans", "zh-Hant",
    ]
    static let words = ["lesson", "practice", "record", "answer", "streak", "review", "speak", "listen", "friend", "goal"]

    static func make(locales: Int = 50, keys: Int = 10_000) -> TranslationReport {
        let path = "App/Resources/Localizable.xcstrings"
        let catalog = CatalogReference(name: "Localizable", path: path, label: "Localizable", role: .generated, sourceLanguage: "en")
        var summaries: [LocaleSummary] = []
        var items: [WorkItem] = []
        for (position, identifier) in localeIdentifiers.prefix(locales).enumerated() {
            let locale = LocaleID(identifier)
            var statistics = LocaleStatistics()
            statistics.total = keys
            for index in 0..<keys {
                let roll = (index * 7 + position * 13) % 1000
                let word = words[index % 10]
                let source = "Tap \(word) to continue \(index)"
                let line = 3 + index * (locales * 6 + 8)
                func item(_ state: WorkItem.State, target: String?, findings: [WorkItem.Finding] = [], maxWidth: Int? = nil) -> WorkItem {
                    WorkItem(
                        catalog: catalog, locale: locale, key: source, state: state, comment: "Button on the \(word) screen",
                        units: [WorkUnit(variant: "", source: source, target: target, targetState: target == nil ? nil : .translated)],
                        maxWidth: maxWidth, sourceWidth: source.count, translationWidth: target?.count, findings: findings,
                        location: SourceLocation(path: path, start: SourcePosition(line: target == nil ? line : line + 6 * position + 4, column: 9),
                                                 end: SourcePosition(line: line, column: 9)))
                }
                switch roll {
                case ..<20:
                    statistics.missing += 1
                    items.append(item(.missing, target: nil))
                case ..<30:
                    statistics.translated += 1
                    statistics.needsReview += 1
                    items.append(item(.needsReview, target: "\(identifier) \(word) \(index) weiter"))
                case ..<33:
                    statistics.translated += 1
                    statistics.overBudget += 1
                    let target = "\(identifier) \(word) \(index) weiter and a much longer tail"
                    let finding = WorkItem.Finding(
                        ruleID: "length-budget", message: "is \(target.count) columns wide, budget \(source.count + 4)", column: .overBudget)
                    items.append(item(.translated, target: target, findings: [finding], maxWidth: source.count + 4))
                default:
                    statistics.translated += 1
                }
            }
            summaries.append(LocaleSummary(locale: locale, totals: statistics, catalogs: [CatalogStatistics(catalog: catalog, statistics: statistics)]))
        }
        return TranslationReport(catalogs: [catalog], locales: summaries, worklist: items)
    }
}
