import L10nModel
import L10nParsing
import L10nAnalysis
import L10nRules

/// The worked example of docs/ARCHITECTURE.md: a default-on catalog rule with one option and
/// one fix, written as a team rule so the example is compiled and tested. As a built-in rule
/// it would live in `Sources/L10nRules/Catalog/EllipsisCharacterRule.swift` with one line in
/// `RuleRegistry.builtIn`; nothing else changes but regenerated files.
struct EllipsisCharacterRule: Rule {
    struct Options: RuleOptions {
        /// What a translation writes instead of three periods.
        var character = "…"

        init() {}

        static let declarations: [RuleOption<Options>] = [
            RuleOption("character", \.character, summary: "What the translation writes where its source writes an ellipsis."),
        ]
    }

    static let description = RuleDescription(
        id: "ellipsis-character",
        name: "Ellipsis Character",
        summary: "A translation writes three periods where its source writes an ellipsis",
        rationale: """
            `…` is one character: VoiceOver reads it as a pause and lines never break inside it. \
            Three periods read as "dot dot dot" and can wrap. `l10n fix` writes the ellipsis.
            """,
        defaultSeverity: .warning,
        passingExamples: [RuleExample("strings.json", #"{ "more": { "en": "More…", "de": "Mehr…" } }"#)],
        failingExamples: [RuleExample("strings.json", #"{ "more": { "en": "More…", "de": "Mehr↓..." } }"#)],
        corrections: [
            RuleCorrection(
                before: [RuleExample.File("strings.json", #"{ "more": { "en": "More…", "de": "Mehr..." } }"#)],
                after: [RuleExample.File("strings.json", #"{ "more": { "en": "More…", "de": "Mehr…" } }"#)]),
        ])

    let options: Options

    init(options: Options) { self.options = options }

    func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for catalog in context.project.catalogs {
            catalog.forEachTranslatedUnit { pair in
                guard pair.source.text.contains("…"), let dots = pair.unit.value.utf8.firstRange(of: "...".utf8) else { return }
                let offset = pair.unit.value.utf8.distance(from: pair.unit.value.utf8.startIndex, to: dots.lowerBound)
                // The edit: the value's text; the writer spells it in the file's own syntax.
                let fixed = pair.unit.value.replacingOccurrences(of: "...", with: options.character)
                let file = context.project.file(pair.unit.range.file).path
                let fix = Fix(
                    "Write \(options.character)",
                    edits: [.setValue(file: file, start: pair.unit.range.start, end: pair.unit.range.end, value: fixed)])
                diagnostics.append(context.diagnostic(
                    FindingMessage("writes three periods where the source writes an ellipsis", lead: .keyInLocale),
                    about: pair.subject, at: context.project.range(in: pair.unit, utf8Offset: offset, length: 3)
                ).fixed(by: fix))
            }
        }
        return diagnostics
    }
}
