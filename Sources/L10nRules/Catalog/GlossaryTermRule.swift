import Foundation
import L10nModel
import L10nParsing
import L10nAnalysis

/// Reports translations that render a glossary term otherwise than the team decided, or that
/// translate a name the glossary says stays as it is.
package struct GlossaryTermRule: CatalogEntryRule {
    package static let description = RuleDescription(
        id: "glossary-term",
        name: "Glossary Term",
        summary: "A translation renders a glossary term differently, or translates a do-not-translate term",
        rationale: """
            Teams decide how their key terms are translated ("lesson" is "Lektion", not \
            "Stunde") and which names stay as they are ("Lingo Pro", "iCloud"). Translators, \
            vendors and machine translation do not always follow: the same feature gets three \
            names, or the product name is translated. The glossary lives in `.l10nlint.json`:

            ```json
            "glossary": {
              "terms": { "lesson": { "de": "Lektion", "zh-Hans": "课程" } },
              "doNotTranslate": ["Lingo Pro", "iCloud"]
            }
            ```

            A unit whose source text contains a term (as a whole word, any case) must contain \
            the term's translation for its locale (a locale's own entry, else its language's: \
            `de` serves `de-AT`), compared without case; a unit whose source contains a \
            do-not-translate term (as written, a whole word) must contain it as written. Terms \
            are searched outside format specifiers. Inflected forms ("Lektionen") count when \
            they start with the required translation. Without a glossary the rule reports nothing; \
            `unchanged-translation` also spares values made of do-not-translate terms.
            """,
        defaultSeverity: .warning,
        passingExamples: [
            RuleExample("strings.json", """
                {
                  "lesson.start": { "en": "Start the lesson", "de": "Lektion starten", "zh-Hans": "开始课程" },
                  "lesson.count": { "en": "%lld lessons left", "de": "Noch %lld Lektionen" },
                  "paywall.title": { "en": "Upgrade to Lingo Pro", "de": "Auf Lingo Pro upgraden", "ja": "Lingo Proにアップグレード" }
                }
                """, glossary: #"{ "terms": { "lesson": { "de": "Lektion", "zh-Hans": "课程" } }, "doNotTranslate": ["Lingo Pro"] }"#,
                Glossary(terms: ["lesson": ["de": "Lektion", "zh-Hans": "课程"]], doNotTranslate: ["Lingo Pro"])),
        ],
        failingExamples: [
            RuleExample("strings.json", """
                {
                  "lesson.start": { "en": "Start the lesson", "de": ↓"Stunde starten", "zh-Hans": "开始课程" },
                  "paywall.title": { "en": "Upgrade to Lingo Pro", "fr": ↓"Passer à Lingo Professionnel" }
                }
                """, glossary: #"{ "terms": { "lesson": { "de": "Lektion", "zh-Hans": "课程" } }, "doNotTranslate": ["Lingo Pro"] }"#,
                Glossary(terms: ["lesson": ["de": "Lektion", "zh-Hans": "课程"]], doNotTranslate: ["Lingo Pro"]),
                messages: [
                    "'lesson.start' in de renders the glossary term 'lesson' without its translation 'Lektion'",
                    "'paywall.title' in fr translates 'Lingo Pro', which the glossary says stays as it is",
                ]),
        ])

    package init(options: NoOptions) {}

    package func check(_ context: RuleContext, catalog: Int, entries: Range<Int>) -> [Diagnostic] {
        let glossary = context.settings.glossary
        guard !glossary.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        context.units(ofCatalogAt: catalog, entries: entries).forEach { _, pair in
            guard !pair.unit.value.isEmpty, pair.unit.state != .new else { return }
            let source = LetterContent.prose(pair.source.text)
            let translation = LetterContent.prose(pair.unit.value)
            let related = [(range: pair.source.range, message: "source text")]
            for name in glossary.doNotTranslate where Self.containsWord(name, in: source, ignoringCase: false) {
                if !Self.containsWord(name, in: translation, ignoringCase: false) {
                    diagnostics.append(context.diagnostic(.translatesName(name), about: pair.subject, at: pair.unit.range, related: related))
                }
            }
            for term in glossary.terms.keys.sorted() where Self.containsWord(term, in: source, ignoringCase: true) {
                guard let required = glossary.translation(of: term, in: pair.locale), !required.isEmpty else { continue }
                if !translation.lowercased().contains(required.lowercased()) {
                    diagnostics.append(context.diagnostic(.rendersTerm(term, without: required), about: pair.subject, at: pair.unit.range, related: related))
                }
            }
        }
        return diagnostics
    }

    /// `term` in `text` not inside a longer word ("lesson" in "lessons" counts, as a plural;
    /// in "lessonplan" not, nor "Lingo Pro" in "Lingo Professionnel"), so a glossary of short
    /// words does not fire inside others. Letters of scripts without case (`Lingo Proに`) do
    /// not continue a word: Japanese and Chinese write no spaces around names.
    static func containsWord(_ term: String, in text: String, ignoringCase: Bool) -> Bool {
        let haystack = ignoringCase ? text.lowercased() : text
        let needle = ignoringCase ? term.lowercased() : term
        guard !needle.isEmpty else { return false }
        var searchStart = haystack.startIndex
        while let found = haystack.range(of: needle, range: searchStart..<haystack.endIndex) {
            let before = found.lowerBound == haystack.startIndex ? nil : haystack[haystack.index(before: found.lowerBound)]
            var rest = haystack[found.upperBound...]
            if rest.hasPrefix("es"), !(rest.dropFirst(2).first?.isLetter ?? false) {
                rest = rest.dropFirst(2)
            } else if rest.hasPrefix("s") {
                rest = rest.dropFirst()
            }
            if !(before.map(continuesWord) ?? false), !(rest.first.map(continuesWord) ?? false) { return true }
            searchStart = haystack.index(after: found.lowerBound)
        }
        return false
    }
}

/// A letter of a cased script (Latin, Cyrillic, Greek): it would make a term part of a longer word.
private func continuesWord(_ character: Character) -> Bool { character.isLetter && character.isCased }

extension FindingMessage {
    fileprivate static func rendersTerm(_ term: String, without required: String) -> FindingMessage {
        FindingMessage("renders the glossary term '\(term)' without its translation '\(required)'")
    }
    fileprivate static func translatesName(_ name: String) -> FindingMessage {
        FindingMessage("translates '\(name)', which the glossary says stays as it is")
    }
}
