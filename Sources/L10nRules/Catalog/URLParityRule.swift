import L10nModel
import L10nParsing
import L10nAnalysis

/// Reports translations that drop or change a URL or e-mail address their source writes out
/// (outside Markdown links, which `markdown-link-parity` checks).
package struct URLParityRule: CatalogEntryRule {
    /// Settings of `url-parity`.
    package struct Options: RuleOptions {
        /// Domains a locale may replace, by locale or language: `{"de": {"lingo.app": "lingo.de"}}`.
        var localizedDomains: [String: [String: String]] = [:]

        package init() {}

        package static let declarations: [RuleOption<Options>] = [
            RuleOption(
                "localizedDomains", \.localizedDomains,
                summary: "Domains a locale (or language) may replace with its own: `{\"de\": {\"lingo.app\": \"lingo.de\"}}`; the rest of the address must stay."),
        ]
    }

    package static let description = RuleDescription(
        id: "url-parity",
        name: "URL Parity",
        summary: "A translation drops or changes a URL or e-mail address its source writes out",
        rationale: """
            An address written into a string ("Write to support@lingo.app", "See \
            https://lingo.app/help") is used as it is: a translator who drops it leaves users \
            without help, one who retypes or "localizes" it (`lingo.de`, `soporte@lingo.app`) \
            sends them to a page or mailbox that may not exist.

            Every URL (`scheme://…`, `www.…`) and e-mail address of the source must appear in \
            the translation exactly (fediverse handles such as `@john@mastodon.social` are names, \
            not addresses, and are not read); order does not matter. Punctuation that ends the sentence \
            around an address (`.`, `,`, an unopened `)`) is not part of it, and an address ends \
            at the first non-ASCII character (`请访问https://lingo.app了解`). Bare domains without \
            `www.` (`lingo.app`) are not read: they cannot be told from file names and \
            abbreviations. Markdown link destinations (`[Terms](https://…)`) are \
            `markdown-link-parity`'s and are not read here.

            When a locale has its own site, list the replacement in the option \
            `localizedDomains` (by locale or language: `{"de": {"lingo.app": "lingo.de"}}`): a \
            translation may then write the address with that domain, the rest unchanged. A \
            site's page in the translation's language is the source's page: where the source's \
            address writes its language code as a word of its own (`privacy-en.html`, `/en/`), \
            the same address with the translation's code (`privacy-fr.html`) matches it. A \
            changed address is reported where the translation writes it.

            Opt-in: on real catalogs most changed "addresses" were made-up sample accounts a \
            widget preview shows (`another@follower.social`), which translators rightly localize. \
            Enable it where strings carry real support addresses and links.
            """,
        defaultSeverity: .warning,
        isEnabledByDefault: false,
        passingExamples: [
            RuleExample("strings.json", """
                {
                  "support": { "en": "Questions? Write to support@lingo.app.", "zh-Hans": "有问题？请发邮件至 support@lingo.app。" },
                  "help": { "en": "See https://lingo.app/help for details", "ja": "詳しくはhttps://lingo.app/helpをご覧ください 📖" },
                  "terms": { "en": "Read the [Terms](https://lingo.app/terms)", "fr": "Lisez les [conditions](https://lingo.app/fr/terms)" },
                  "site": { "en": "Visit https://lingo.app/blog", "de": "Besuche https://lingo.de/blog" },
                  "privacy": { "en": "Privacy: https://lingo.app/privacy-en.html", "fr": "Confidentialité : https://lingo.app/privacy-fr.html" }
                }
                """, options: #"{ "localizedDomains": { "de": { "lingo.app": "lingo.de" } } }"#),
        ],
        failingExamples: [
            RuleExample("strings.json", """
                {
                  "support": { "en": "Questions? Write to support@lingo.app.", "es": "¿Preguntas? Escribe a ↓soporte@lingo.app." },
                  "help": { "en": "See https://lingo.app/help for details", "ja": ↓"詳しくはヘルプをご覧ください 📖" },
                  "site": { "en": "Visit https://lingo.app/blog", "fr": "Visitez ↓https://lingo.fr/blog" }
                }
                """, messages: [
                    "'support' in es has soporte@lingo.app where the source has support@lingo.app",
                    "'help' in ja lacks the source's address https://lingo.app/help",
                    "'site' in fr has https://lingo.fr/blog where the source has https://lingo.app/blog",
                ]),
        ])

    let options: Options

    /// Its findings and their related locations are units and keys of localization files.
    package static let findingsStayInLocalizationFiles = true

    package init(options: Options) { self.options = options }

    package func check(_ context: RuleContext, catalog: Int, entries: Range<Int>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let units = context.units(ofCatalogAt: catalog, entries: entries)
        let sourceLanguage = context.project.catalogs[catalog].sourceLanguage
        units.forEach { index, pair in
            guard !pair.unit.value.isEmpty, TextSearch.containsAnyByte(pair.source.text, of: "@/.") else { return }
            let sourceAddresses = units.inlineLiterals(ofSourceOf: index).addresses
            guard !sourceAddresses.isEmpty else { return }
            let translation = units.inlineLiterals(ofUnit: index).addresses
            let translated = translation.map(\.text)
            // The site's page in the translation's language stands for the source's page.
            let source = sourceAddresses.map { LocalizedPage.address($0.text, from: sourceLanguage, to: pair.locale, among: translated) }
            let written = Set(translated)
            let replacements = replacements(for: pair.locale)
            let accepted = { (address: String) in written.contains(address) || replacements.contains { written.contains(address.replacingOccurrences(of: $0.key, with: $0.value)) } }
            var seen = Set<String>()
            let missing = source.filter { !accepted($0) && seen.insert($0).inserted }
            guard !missing.isEmpty else { return }
            let expected = Set(source)
            let isExpected = { (address: String) in
                expected.contains(address) || expected.contains { original in replacements.contains { original.replacingOccurrences(of: $0.key, with: $0.value) == address } }
            }
            let related = [(range: pair.source.range, message: "source text")]
            let missingText = missing.joined(separator: ", ")
            if let changed = translation.first(where: { !isExpected($0.text) }) {
                let range = context.project.range(in: pair.unit, utf8Offset: changed.utf8Offset, length: changed.utf8Length)
                diagnostics.append(context.diagnostic(.changesAddress(changed.text, missingText), about: pair.subject, at: range, related: related))
            } else {
                diagnostics.append(context.diagnostic(.dropsAddress(missingText), about: pair.subject, at: pair.unit.range, related: related))
            }
        }
        return diagnostics
    }

    /// The configured domain replacements of a locale: its own, else its language's.
    private func replacements(for locale: LocaleID) -> [String: String] {
        guard !options.localizedDomains.isEmpty else { return [:] }
        let language = String(locale.identifier.prefix { $0 != "-" && $0 != "_" })
        return (options.localizedDomains[language] ?? [:]).merging(options.localizedDomains[locale.identifier] ?? [:]) { $1 }
    }
}

extension FindingMessage {
    fileprivate static func changesAddress(_ written: String, _ missing: String) -> FindingMessage {
        FindingMessage("has \(written) where the source has \(missing)")
    }
    fileprivate static func dropsAddress(_ missing: String) -> FindingMessage { FindingMessage("lacks the source's address \(missing)") }
}
