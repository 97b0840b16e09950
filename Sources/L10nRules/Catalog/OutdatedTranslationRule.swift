import L10nModel
import L10nAnalysis

/// Reports a translation in a `strings.json` that last changed before its source text did:
/// the English was reworded under the same key and no one revisited the translation. String
/// Catalogs mark such values `needs_review` themselves; a `strings.json` has no state, so the
/// file's git history is the record.
package struct OutdatedTranslationRule: Rule {
    package static let description = RuleDescription(
        id: "outdated-translation",
        name: "Outdated Translation",
        summary: "A translation in a strings.json last changed before its source text did",
        rationale: """
            When the English of a key is reworded ("Delete" becomes "Move to Trash"), every \
            translation of the key still says the old thing. Xcode marks such values \
            `needs_review` in a String Catalog; a `strings.json` edited by hand has no state, \
            so nothing tells the translators, and the old meaning ships.

            The rule reads the history of each `strings.json` with git (no network; three git \
            runs per file whatever its number of keys: `git rev-parse`, `git log` and one \
            `git cat-file --batch` reading every version): each value is dated by the commit in \
            which it last changed (uncommitted edits count as the newest change). A translation \
            whose last change is older than its source text's is reported, naming both commits; \
            a translation changed in the same commit as the source, or later, is up to date. \
            Values are compared as text, so reformatting the file changes nothing.

            Outside a git repository, in a shallow clone (CI checkouts fetch one commit by \
            default: use `fetch-depth: 0`) or for an untracked file, the rule cannot know and \
            is skipped; `l10n lint` says so once on standard error. In the examples below, the \
            history is the file's earlier versions, newest first (commits `c0ffee1`, `c0ffee2`, … from the oldest).

            Opt-in: the apps measured keep no `strings.json` in git, so its precision is \
            measured only on this repository's sample (see docs/precision.md).
            """,
        defaultSeverity: .warning,
        isEnabledByDefault: false,
        passingExamples: [
            RuleExample(
                "strings.json",
                """
                {
                  "delete": { "en": "Move to Trash", "de": "In den Papierkorb legen" },
                  "done": { "en": "Done", "de": "Fertig" }
                }
                """,
                history: [
                    #"{ "delete": { "en": "Delete", "de": "Löschen" }, "done": { "en": "Done" } }"#,
                ]),
        ],
        failingExamples: [
            RuleExample(
                "strings.json",
                """
                {
                  "delete": { "en": "Move to Trash", "de": ↓"Löschen", "fr": "Mettre à la corbeille" },
                  "done": { "en": "Done", "de": "Fertig" }
                }
                """,
                history: [
                    #"{ "delete": { "en": "Move to Trash", "de": "Löschen", "fr": "Mettre à la corbeille" }, "done": { "en": "Done", "de": "Fertig" } }"#,
                    #"{ "delete": { "en": "Delete", "de": "Löschen", "fr": "Supprimer" }, "done": { "en": "Done", "de": "Fertig" } }"#,
                ],
                messages: [
                    "'delete' in de was last changed in c0ffee1 (2026-01-01), before its source text changed in c0ffee2 (2026-01-02); check it against the new source"
                ]),
        ])
        .needing(\.needsValueHistory)

    package init(options: NoOptions) {}

    package func check(_ context: RuleContext) -> [Diagnostic] {
        let project = context.project
        var diagnostics: [Diagnostic] = []
        for catalog in project.catalogs where catalog.role == .source {
            for file in catalog.files {
                guard let history = project.valueHistories[file], history.unavailable == nil else { continue }
                for entry in catalog.entries where entry.shouldTranslate {
                    guard let changes = history.lastChanges[entry.key], let source = changes[catalog.sourceLanguage.identifier] else { continue }
                    for translation in entry.translations where translation.locale != catalog.sourceLanguage {
                        guard let changed = changes[translation.locale.identifier], changed < source,
                            let unit = translation.value.firstUnitIgnoringPath(where: { _ in true }), !unit.value.isEmpty
                        else { continue }
                        diagnostics.append(context.diagnostic(
                            .changedBeforeSource(changed, source), about: FindingSubject(key: entry.key, locale: translation.locale), at: unit.range))
                    }
                }
            }
        }
        return diagnostics
    }
}

extension FindingMessage {
    /// "was last changed in 3f2a9c1 (2026-01-05), before its source text changed in …".
    fileprivate static func changedBeforeSource(_ translation: ValueHistory.Change, _ source: ValueHistory.Change) -> FindingMessage {
        FindingMessage("was last changed in \(translation.label), before its source text changed in \(source.label); check it against the new source")
    }
}
