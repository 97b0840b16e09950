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
            are searched outside format specifiers. Inflected forms count: the translation may \
            contain the required one as it is ("Lektionen", "Kurslektion"), or, compared without \
            case and accents, have for each of its words one that shares at least two thirds \
            of its letters from the start, and at least four ("publicaciones" for "publicación", \
            "историю" for "история", "буфера обмена" for "буфер обмена", "прикреплять" for "прикрепить"). \
            A German participle that splits its verb ("angeheftet" for "anheften") is not \
            recognised: write the stem the forms share. Without a glossary the rule reports nothing; \
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
            RuleExample("strings.json", """
                {
                  "post.count": { "en": "%lld posts", "es": "%lld publicaciones" },
                  "history.title": { "en": "Clipboard history", "ru": "История буфера обмена", "fr": "Historique du presse-papiers" },
                  "history.clear": { "en": "Clear history", "ru": "Очистить историю" }
                }
                """,
                glossary: #"{ "terms": { "post": { "es": "publicación" }, "clipboard": { "ru": "буфер обмена", "fr": "presse-papiers" }, "history": { "ru": "история" } } }"#,
                Glossary(terms: ["post": ["es": "publicación"], "clipboard": ["ru": "буфер обмена", "fr": "presse-papiers"], "history": ["ru": "история"]])),
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
                if !Self.renders(required, in: translation) {
                    diagnostics.append(context.diagnostic(.rendersTerm(term, without: required), about: pair.subject, at: pair.unit.range, related: related))
                }
            }
        }
        return diagnostics
    }

    /// Whether `translation` holds `required`, as it is or inflected (see the rationale).
    static func renders(_ required: String, in translation: String) -> Bool {
        if translation.lowercased().contains(required.lowercased()) { return true }
        let wanted = words(required)
        let written = words(translation)
        guard !wanted.isEmpty, wanted.count <= written.count else { return false }
        return (0...(written.count - wanted.count)).contains { start in
            zip(wanted, written[start...]).allSatisfy { inflects($0, as: $1) }
        }
    }

    /// The words of a text, folded (case, accents).
    private static func words(_ text: String) -> [[Character]] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split { !$0.isLetter }
            .map(Array.init)
    }

    /// `form` shares at least two thirds of `word`'s letters from the start, and at least
    /// four (a shorter word must be there whole). Only cased scripts inflect this way; a word
    /// of another script must be there as it is.
    private static func inflects(_ word: [Character], as form: [Character]) -> Bool {
        guard word.allSatisfy(\.isCased) else { return word == form }
        let shared = zip(word, form).prefix { $0 == $1 }.count
        return shared == word.count || (shared >= 4 && shared * 3 >= word.count * 2)
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
