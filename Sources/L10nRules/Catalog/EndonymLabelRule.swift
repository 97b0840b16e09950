import Foundation
import L10nModel
import L10nParsing
import L10nAnalysis

/// Reports language-picker labels that are not the language's own name, or that read
/// differently from one locale to another.
package struct EndonymLabelRule: CatalogEntryRule {
    package struct Options: RuleOptions {
        package init() {}
        /// A key is a language label when its last `.`-separated component is a language
        /// identifier and the component before it is, or ends with, one of these (any case).
        var segments = ["language", "languages", "locale", "locales"]
        /// Further label keys, mapped to the language they name.
        var keys: [String: String] = [:]
        /// Accepted names by language identifier, on top of ICU's; the first is the one to suggest.
        var endonyms: [String: [String]] = [:]

        package static let declarations: [RuleOption<Options>] = [
            RuleOption("segments", \.segments, summary: "A key is a language label when its last component is a language identifier and the one before it is, or ends with, one of these (any case)."),
            RuleOption("keys", \.keys, summary: "Further label keys, each mapped to the language it names: `{\"picker.chinese\": \"zh-Hant\"}`."),
            RuleOption("endonyms", \.endonyms, summary: "Accepted names by language identifier, on top of ICU's; the first is the one suggested: `{\"zh-Hant\": [\"正體中文\"]}`."),
        ]
    }

    package static let description = RuleDescription(
        id: "endonym-label",
        name: "Endonym Label",
        summary: "A language-picker label is not the language's own name, or differs between locales",
        rationale: """
            A language picker shows every language in its own name, in every UI locale: a Chinese \
            speaker who lands in a German UI by mistake must still find "中文（简体）", and "English" \
            stays "English" inside the Chinese UI. A translated name ("英语", "Chinese (Simplified)") \
            is only readable by people who already read the current language.

            Language labels are keys whose last component is a language identifier under a segment \
            named `language`, `languages`, `locale` or `locales` (or ending so: `appLanguage`), such as \
            `settings.language.zh-Hans`, plus keys listed in the `keys` option. In every locale their \
            value must be a name of that language in itself, from Foundation's ICU/CLDR data: ICU's \
            name ("简体中文", "português (Brasil)"), the language with its script or region in \
            parentheses ("中文（简体）", "中文 (简体)"), or the bare language name ("中文"), in any \
            capitalisation ("français" or "Français"), and the name with the language's own word for \
            "language" where pickers use one ("Bahasa Indonesia", "ภาษาไทย", "မြန်မာဘာသာ"). The \
            `endonyms` option adds accepted names.

            ICU's own choice differs between platforms (Linux names `zh-Hans` "简体中文", Apple \
            platforms may say "中文（简体）"); every form above is accepted everywhere, and the \
            finding suggests the source's value when it is an endonym, else ICU's name.

            A value that is another language's name in itself (`Svenska` under `language.se`, \
            Northern Sami's code) is reported as such: the key's language code or the value is wrong.

            A label must also read the same in every locale: once the source's value is an \
            endonym, a translation that spells it differently (even only in case) is reported.

            Fix by copying the endonym into every locale, or mark the key `shouldTranslate: false` \
            so translators leave it alone.
            """,
        defaultSeverity: .warning,
        passingExamples: [
            RuleExample("strings.json", """
                {
                  "settings": {
                    "language": {
                      "en": { "en": "English", "zh-Hans": "English" },
                      "zh-Hans": { "en": "中文（简体）", "zh-Hans": "中文（简体）" },
                      "fr": { "en": "Français", "zh-Hans": "Français" },
                      "ja": { "en": "日本語", "zh-Hans": "日本語" },
                      "ko": { "en": "한국어", "zh-Hans": "한국어" },
                      "id": { "en": "Bahasa Indonesia", "zh-Hans": "Bahasa Indonesia" },
                      "th": { "en": "ภาษาไทย", "zh-Hans": "ภาษาไทย" },
                      "my": { "en": "မြန်မာဘာသာ", "zh-Hans": "မြန်မာဘာသာ" }
                    },
                    "language.title": { "en": "Language 🌐", "zh-Hans": "语言 🌐" }
                  }
                }
                """),
            RuleExample("Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "onboarding.locales.pt-BR" : {
                      "localizations" : {
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "Português (Brasil)" } },
                        "ja" : { "stringUnit" : { "state" : "translated", "value" : "Português (Brasil)" } }
                      }
                    },
                    "picker.traditional" : {
                      "localizations" : {
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "正體中文" } },
                        "ja" : { "stringUnit" : { "state" : "translated", "value" : "正體中文" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """, options: #"{"keys": {"picker.traditional": "zh-Hant"}, "endonyms": {"zh-Hant": ["正體中文"]}}"#),
        ],
        failingExamples: [
            RuleExample("strings.json", """
                {
                  "settings.language.en": { "en": "English", "zh-Hans": ↓"英语" },
                  "settings.language.zh-Hans": { "en": ↓"Chinese (Simplified)", "zh-Hans": "简体中文" },
                  "settings.language.fr": { "en": "Français", "zh-Hans": ↓"français" }
                }
                """, messages: [
                    "'settings.language.en' in zh-Hans is '英语', its zh-Hans name; a language picker shows en in its own language: 'English'",
                    "'settings.language.zh-Hans' in en is 'Chinese (Simplified)', not a name of zh-Hans in itself; a language picker shows zh-Hans in its own language: '简体中文'",
                    "'settings.language.fr' in zh-Hans is 'français', en has 'Français'; a language label reads the same in every locale",
                ]),
            // Swedish filed under `se`, Northern Sami's code (`sv` is Swedish's).
            RuleExample("strings.json", """
                {
                  "language.se": { "en": ↓"Svenska" }
                }
                """, messages: [
                    "'language.se' in en is 'Svenska', the name of sv in itself, but the key labels se, named 'davvisámegiella': the key's language code or its value is wrong",
                ]),
        ])

    let options: Options

    /// Its findings and their related locations are units and keys of localization files.
    package static let findingsStayInLocalizationFiles = true

    package init(options: Options) { self.options = options }

    package func check(_ context: RuleContext, catalog index: Int, entries: Range<Int>) -> [Diagnostic] {
        var names = NameCache()
        var diagnostics: [Diagnostic] = []
        let catalog = context.project.catalogs[index]
        for entry in catalog.entries[entries] where !entry.isStale {
            guard let language = labelLanguage(of: entry.key) else { continue }
            var accepted = names.names(of: language, in: language)
            let overrides = options.endonyms[language] ?? []
            accepted.formUnion(overrides.map(LanguageNames.normalized))
            guard !accepted.isEmpty else { continue }
            let label = Label(entry: entry, language: language, accepted: accepted, suggestion: overrides.first)
            diagnostics += problems(with: label, catalog: catalog, names: &names, context)
        }
        return diagnostics
    }

    /// A label key, the language it names, and the names it may show.
    private struct Label {
        var entry: CatalogEntry
        var language: String
        var accepted: Set<String>
        var suggestion: String?
    }

    /// The language a key labels, if it is a label key.
    func labelLanguage(of key: String) -> String? {
        if let language = options.keys[key] { return language }
        // Most keys end in no language code (2 or 3 lowercase letters before any `-`): told on bytes.
        let bytes = key.utf8
        let start = bytes.lastIndex(of: UInt8(ascii: ".")).map(bytes.index(after:)) ?? bytes.startIndex
        let language = bytes[start...].prefix { $0 != UInt8(ascii: "-") }
        guard (2...3).contains(language.count), language.allSatisfy({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }) else { return nil }
        let components = key.split(separator: ".", omittingEmptySubsequences: false)
        guard components.count >= 2, let last = components.last, LocaleID.isLocaleIdentifier(String(last)) else { return nil }
        let parent = components[components.count - 2].lowercased()
        return options.segments.contains { parent.hasSuffix($0.lowercased()) } ? String(last) : nil
    }

    private func problems(with label: Label, catalog: Catalog, names: inout NameCache, _ context: RuleContext) -> [Diagnostic] {
        let entry = label.entry
        let sourceValue = entry.translation(for: catalog.sourceLanguage)?.value.unit?.value.trimmingWhitespacesAndNewlines
        let reference = sourceValue.flatMap { label.accepted.contains(LanguageNames.normalized($0)) ? $0 : nil }
        let expected = reference ?? label.suggestion ?? LanguageNames.endonym(of: label.language) ?? label.language
        var diagnostics: [Diagnostic] = []
        for translation in entry.translations {
            let locale = translation.locale
            for (_, unit) in translation.value.allUnits where !unit.value.isEmpty {
                let value = unit.value.trimmingWhitespacesAndNewlines
                let subject = "is '\(value)'"
                var message: FindingMessage?
                if !label.accepted.contains(LanguageNames.normalized(value)) {
                    let isLocalName = !locale.isBase
                        && names.names(of: label.language, in: locale.identifier).contains(LanguageNames.normalized(value))
                    let what = isLocalName ? "its \(locale) name" : "not a name of \(label.language) in itself"
                    // `Svenska` under `language.se`: the label is right, the key's code (Northern Sami) is not.
                    if !isLocalName, let named = LanguageNames.language(withEndonym: value), LocaleID(named).languageCode != LocaleID(label.language).languageCode {
                        message = FindingMessage(
                            "\(subject), the name of \(named) in itself, but the key labels \(label.language), named '\(expected)': the key's language code or its value is wrong",
                            id: "otherLanguage")
                    } else {
                        message = FindingMessage("\(subject), \(what); a language picker shows \(label.language) in its own language: '\(expected)'", id: "notEndonym")
                    }
                } else if let reference, locale != catalog.sourceLanguage, value != reference {
                    message = FindingMessage("\(subject), \(catalog.sourceLanguage) has '\(reference)'; a language label reads the same in every locale", id: "differsFromSource")
                }
                guard let message else { continue }
                diagnostics.append(context.diagnostic(message, about: FindingSubject(key: entry.key, locale: locale), at: unit.range))
            }
        }
        return diagnostics
    }
}

/// ICU lookups are not free; a lint run asks for the same few languages again and again.
private struct NameCache {
    private var cache: [String: Set<String>] = [:]

    mutating func names(of language: String, in displayLocale: String) -> Set<String> {
        let key = language + "|" + displayLocale
        if let cached = cache[key] { return cached }
        let names = LanguageNames.names(of: language, in: displayLocale)
        cache[key] = names
        return names
    }
}
