import L10nModel
import L10nParsing
import L10nAnalysis

/// Reports translations with a different number of `*italic*` or `` `code` `` spans than the source.
package struct MarkdownSpanParityRule: CatalogEntryRule {
    package static let description = RuleDescription(
        id: "markdown-span-parity",
        name: "Markdown Span Parity",
        summary: "A translation has a different number of italic or code spans than its source",
        rationale: """
            Strings rendered with `Text(LocalizedStringKey(...))` are Markdown: `*nǐ hǎo*` is italic \
            and `` `/help` `` is set in a monospaced font. A translation that drops the markers loses \
            the styling; one that adds a stray pair styles text the design never styled.

            The rule counts emphasis (`*…*`, `_…_`) and code spans per value with the same CommonMark \
            scanner as `markdown-bold-parity` and reports a translation whose counts differ from the \
            source's. The same care applies: placeholders (`%*d`), `5 * 3`, footnote stars, \
            `snake_case`, URLs and a single `*` between letters (`Lehrer*innen`) are not markup.

            Bold spans and unpaired `**` are `markdown-bold-parity`'s; links are \
            `markdown-link-parity`'s.

            Opt-in: enable it in configuration. On real apps a different span count is nearly \
            always the translator's style, not a defect: code spans become quotes ("`/help`" → \
            «/help»), and an italic phrase becomes bold (which `markdown-bold-parity` already \
            reports), so on by default it cried wolf (0 of 10 sampled findings worth a change).
            """,
        defaultSeverity: .warning,
        isEnabledByDefault: false,
        passingExamples: [
            RuleExample("strings.json", """
                {
                  "practice.tip": { "en": "Say *nǐ hǎo* to greet someone 👋", "zh-Hans": "说 *nǐ hǎo* 来打招呼 👋" },
                  "help.commands": { "en": "Type `/help` to see commands", "ja": "コマンドを見るには `/help` と入力" },
                  "community.title": { "en": "Teachers and students", "de": "Lehrer*innen und Schüler*innen" },
                  "file.name": { "en": "Saved as my_recording_1", "zh-Hans": "已保存为 my_recording_1" }
                }
                """),
        ],
        failingExamples: [
            RuleExample("strings.json", """
                {
                  "practice.tip": { "en": "Say *nǐ hǎo* to greet someone 👋", "zh-Hans": ↓"说 nǐ hǎo 来打招呼 👋" },
                  "help.commands": { "en": "Type `/help` to see *all* commands", "zh-Hans": ↓"输入 /help 查看所有命令" }
                }
                """, messages: [
                    "'practice.tip' in zh-Hans has 0 italic spans, source has 1",
                    "'help.commands' in zh-Hans has 0 italic spans, source has 1; 0 code spans, source has 1",
                ]),
        ])

    /// Its findings and their related locations are units and keys of localization files.
    package static let findingsStayInLocalizationFiles = true

    package init(options: NoOptions) {}

    package func check(_ context: RuleContext, catalog: Int, entries: Range<Int>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let units = context.units(ofCatalogAt: catalog, entries: entries)
        units.forEach { index, pair in
            guard Self.mayHaveSpans(pair.unit.value) || Self.mayHaveSpans(pair.source.text) else { return }
            if let finding = compare(pair, translation: units.markdown(ofUnit: index), source: units.markdown(ofSourceOf: index), context) {
                diagnostics.append(finding)
            }
        }
        return diagnostics
    }

    private static func mayHaveSpans(_ text: String) -> Bool { TextSearch.containsAnyByte(text, of: "*_`") }

    private func compare(_ pair: UnitFacts.Unit, translation: MarkdownInline, source: MarkdownInline, _ context: RuleContext) -> Diagnostic? {
        var differences: [String] = []
        if translation.italicCount != source.italicCount {
            differences.append("\(Self.spans(translation.italicCount, "italic")), source has \(source.italicCount)")
        }
        if translation.codeCount != source.codeCount {
            differences.append("\(Self.spans(translation.codeCount, "code")), source has \(source.codeCount)")
        }
        guard !differences.isEmpty else { return nil }
        return context.diagnostic(
            FindingMessage("has \(differences.joined(separator: "; "))", id: "spanCountDiffers"), about: pair.subject, at: pair.unit.range,
            related: [(range: pair.source.range, message: "source text")])
    }

    private static func spans(_ count: Int, _ kind: String) -> String {
        count == 1 ? "1 \(kind) span" : "\(count) \(kind) spans"
    }
}
