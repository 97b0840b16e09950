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
              "terms": {
                "lesson": { "de": "Lektion", "zh-Hans": "课程" },
                "post": { "es": ["publicación", "publicar"] }
              },
              "doNotTranslate": ["Lingo Pro", "iCloud"]
            }
            ```

            A term's translation is one string, or the list of forms any of which renders it: \
            English uses one word as noun and verb ("a post", "Post to Mastodon") where other \
            languages need two, and a glossary has no part of speech.

            A unit whose source text contains a term (as a whole word, any case) must contain \
            the term's translation for its locale (a locale's own entry, else its language's: \
            `de` serves `de-AT`), compared without case; a unit whose source contains a \
            do-not-translate term (as written, a whole word) must contain it as written (in languages that \
            write case endings onto names, Basque, Finnish, Estonian, Hungarian and the Latin-script \
            Slavic and Baltic ones, with the ending: `Mastodonen`, `Mastodona`). A value with \
            substitutions is read whole: a term may sit in the main string or in a variant. \
            A value still identical to its source is left to `unchanged-translation`. Terms \
            are searched outside format specifiers. Inflected forms count: the translation may \
            contain the required one as it is ("Lektionen", "Kurslektion"), or, compared without \
            case and accents, have for each of its words one that shares at least two thirds \
            of its letters from the start, and at least four ("publicaciones" for "publicación", \
            "историю" for "история", "буфера обмена" for "буфер обмена", "прикреплять" for "прикрепить"). \
            In German and Dutch a past participle puts `ge` before the stem, after a separable \
            prefix: "Angeheftete" counts for "anheften", "geheftet" for "heften", "vastgezet" \
            for "vastzetten". A noun term met as a verb (or the reverse) is not recognised: \
            glossaries have no part of speech, so write the stem both share. Without a glossary the rule reports nothing; \
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
                  "post.action": { "en": "Post to Mastodon", "es": "Publicar en Mastodon" },
                  "history.title": { "en": "Clipboard history", "ru": "История буфера обмена", "fr": "Historique du presse-papiers" },
                  "history.clear": { "en": "Clear history", "ru": "Очистить историю" },
                  "pin.to": { "en": "Pin to:", "de": "Angeheftete Einträge:", "nl": "Vastgezet in:", "ja": "Pin to:" },
                  "share": { "en": "Share to Mastodon", "eu": "Partekatu Mastodonen", "fi": "Jaa Mastodoniin", "pl": "Udostępnij do Mastodona" }
                }
                """,
                glossary: #"{ "terms": { "post": { "es": ["publicación", "publicar"] }, "clipboard": { "ru": "буфер обмена", "fr": "presse-papiers" }, "history": { "ru": "история" }, "pin": { "de": "anheften", "nl": "vastzetten", "ja": "ピン留め" } }, "doNotTranslate": ["Mastodon"] }"#,
                Glossary(alternatives: [
                    "post": ["es": ["publicación", "publicar"]], "clipboard": ["ru": ["буфер обмена"], "fr": ["presse-papiers"]], "history": ["ru": ["история"]],
                    "pin": ["de": ["anheften"], "nl": ["vastzetten"], "ja": ["ピン留め"]],
                ], doNotTranslate: ["Mastodon"])),
            // The term is in a substitution's variant, not in the main string.
            RuleExample("Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%lld posts" : {
                      "localizations" : {
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "%#@posts@ posts" },
                          "substitutions" : { "posts" : { "argNum" : 1, "formatSpecifier" : "lld",
                            "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg" } },
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg" } } } } } } },
                        "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "%#@posts@" },
                          "substitutions" : { "posts" : { "argNum" : 1, "formatSpecifier" : "lld",
                            "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg 条嘟文" } } } } } } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """, glossary: #"{ "terms": { "post": { "zh-Hans": "嘟文" } } }"#, Glossary(terms: ["post": ["zh-Hans": "嘟文"]])),
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
                    "'paywall.title' in fr does not write 'Lingo Pro' as it is, which the glossary requires",
                ]),
            RuleExample("strings.json", """
                {
                  "post.title": { "en": "New post", "es": ↓"Nueva entrada" }
                }
                """, glossary: #"{ "terms": { "post": { "es": ["publicación", "publicar"] } } }"#,
                Glossary(alternatives: ["post": ["es": ["publicación", "publicar"]]]),
                messages: ["'post.title' in es renders the glossary term 'post' without its translation 'publicación' or 'publicar'"]),
        ])

    /// Its findings and their related locations are units and keys of localization files.
    package static let findingsStayInLocalizationFiles = true

    package init(options: NoOptions) {}

    package func check(_ context: RuleContext, catalog: Int, entries: Range<Int>) -> [Diagnostic] {
        let glossary = context.settings.glossary
        guard !glossary.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        context.units(ofCatalogAt: catalog, entries: entries).forEach { _, pair in
            // A value still in the source's words is `unchanged-translation`'s finding, not a term's.
            guard !pair.unit.value.isEmpty, pair.unit.state != .new, pair.unit.value != pair.source.text else { return }
            let source = LetterContent.prose(pair.source.text)
            // A value with substitutions spreads its words over the main string and the
            // variants (`%#@posts@` → `%lld 条嘟文`): a term may be rendered in any of them.
            let spread = pair.unit.value.contains("%#@") || pair.path.contains { $0.hasPrefix("%#@") }
            let texts = spread ? (pair.entry.translation(for: pair.locale)?.value.unitTexts ?? []) : [pair.unit.value]
            let translation = LetterContent.prose(texts.joined(separator: "\n"))
            let related = [(range: pair.source.range, message: "source text")]
            for name in glossary.doNotTranslate where Self.containsWord(name, in: source, ignoringCase: false) {
                if !Self.containsWord(name, in: translation, ignoringCase: false, allowingSuffix: Self.suffixingLanguages.contains(pair.locale.languageCode)) {
                    diagnostics.append(context.diagnostic(.translatesName(name), about: pair.subject, at: pair.unit.range, related: related))
                }
            }
            for term in glossary.terms.keys.sorted() where Self.containsWord(term, in: source, ignoringCase: true) {
                let accepted = glossary.translations(of: term, in: pair.locale).filter { !$0.isEmpty }
                guard !accepted.isEmpty else { continue }
                if !accepted.contains(where: { Self.renders($0, in: translation, language: pair.locale.languageCode) }) {
                    diagnostics.append(context.diagnostic(.rendersTerm(term, without: accepted), about: pair.subject, at: pair.unit.range, related: related))
                }
            }
        }
        return diagnostics
    }

    /// Whether `translation` holds `required`, as it is or inflected (see the rationale).
    static func renders(_ required: String, in translation: String, language: String) -> Bool {
        if translation.lowercased().contains(required.lowercased()) { return true }
        let wanted = words(required)
        let written = words(translation)
        guard !wanted.isEmpty, wanted.count <= written.count else { return false }
        return (0...(written.count - wanted.count)).contains { start in
            zip(wanted, written[start...]).allSatisfy { inflects($0, as: $1) || isParticiple($1, of: $0, language: language) }
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

    /// Languages that inflect a name by a case ending written onto it (Basque `Mastodonen`,
    /// Finnish `Mastodonissa`, Hungarian `Mastodonon`, Polish `Mastodona`, Lithuanian
    /// `Mastodono`): the name is still written as it is.
    private static let suffixingLanguages: Set<String> = ["eu", "fi", "et", "hu", "pl", "cs", "sk", "sl", "hr", "bs", "sr", "lt", "lv"]

    /// Languages whose past participle puts `ge` before the verb's stem.
    private static let participleLanguages: Set<String> = ["de", "nl", "af", "lb"]

    /// `form` is a participle of the verb `word`: with the `ge` that German and Dutch put at
    /// its start or after a separable prefix left out, it inflects as `word` does
    /// (`angeheftet` → `anheftet` for `anheften`; `gezet` for `zetten` stays too short).
    private static func isParticiple(_ form: [Character], of word: [Character], language: String) -> Bool {
        guard participleLanguages.contains(language), form.count >= 2 else { return false }
        for index in 0...min(word.count, form.count - 2) where form[index] == "g" && form[index + 1] == "e" && form[..<index] == word[..<index] {
            var stem = form
            stem.removeSubrange(index..<(index + 2))
            if inflects(word, as: stem) { return true }
        }
        return false
    }

    /// `term` in `text` not inside a longer word ("lesson" in "lessons" counts, as a plural;
    /// in "lessonplan" not, nor "Lingo Pro" in "Lingo Professionnel"), so a glossary of short
    /// words does not fire inside others. Letters of scripts without case (`Lingo Proに`) do
    /// not continue a word: Japanese and Chinese write no spaces around names.
    static func containsWord(_ term: String, in text: String, ignoringCase: Bool, allowingSuffix: Bool = false) -> Bool {
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
            if allowingSuffix { rest = rest.drop { $0.isLowercase } }
            if !(before.map(continuesWord) ?? false), !(rest.first.map(continuesWord) ?? false) { return true }
            searchStart = haystack.index(after: found.lowerBound)
        }
        return false
    }
}

/// A letter of a cased script (Latin, Cyrillic, Greek): it would make a term part of a longer word.
private func continuesWord(_ character: Character) -> Bool { character.isLetter && character.isCased }

extension FindingMessage {
    fileprivate static func rendersTerm(_ term: String, without accepted: [String]) -> FindingMessage {
        let forms = accepted.map { "'\($0)'" }
        let list = forms.count == 1 ? forms[0] : forms.dropLast().joined(separator: ", ") + " or " + forms[forms.count - 1]
        return FindingMessage("renders the glossary term '\(term)' without its translation \(list)")
    }
    fileprivate static func translatesName(_ name: String) -> FindingMessage {
        // Translated, transliterated or left out: the translation does not write it.
        FindingMessage("does not write '\(name)' as it is, which the glossary requires")
    }
}
