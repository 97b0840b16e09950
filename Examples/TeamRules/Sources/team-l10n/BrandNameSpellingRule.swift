import L10nLint

/// Reports a translation that spells one of the team's product names differently from the
/// source text ("Lingo pro", "LingoPro"): the name is a trademark, and App Review, support
/// articles and search all use one spelling.
struct BrandNameSpellingRule: Rule {
    struct Options: RuleOptions {
        /// The product names, spelled as they must appear in every language.
        var names = ["Lingo Pro"]

        init() {}

        static let declarations: [RuleOption<Options>] = [
            RuleOption("names", \.names, summary: "Product names, spelled as every translation must spell them."),
        ]
    }

    static let description = RuleDescription(
        id: "brand-name-spelling",
        name: "Brand Name Spelling",
        summary: "A translation spells a product name differently from the source",
        rationale: """
            Product names are trademarks: they keep their spelling, capitals and spaces in every \
            language. A translation that writes "Lingo pro" or "LingoPro" for "Lingo Pro" looks \
            like a different product. Only a spelling that differs in case, spaces or hyphens is \
            reported; a translation without the name (rephrased, transliterated) is left alone.

            Spell the name as in `names`.
            """,
        defaultSeverity: .warning,
        passingExamples: [
            RuleExample("strings.json", """
                {
                  "paywall.title": { "en": "Get Lingo Pro", "de": "Hol dir Lingo Pro", "ja": "リンゴプロを入手" },
                  "paywall.plan": { "en": "Pro plan", "de": "Pro-Tarif" }
                }
                """),
        ],
        failingExamples: [
            RuleExample("strings.json", """
                {
                  "paywall.title": { "en": "Get Lingo Pro", "de": ↓"Hol dir Lingo pro", "fr": ↓"Obtenez LingoPro" }
                }
                """, messages: [
                    "'paywall.title' in de spells 'Lingo Pro' differently",
                    "'paywall.title' in fr spells 'Lingo Pro' differently",
                ]),
        ])

    let options: Options

    init(options: Options) { self.options = options }

    func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for catalog in context.project.catalogs {
            catalog.forEachTranslatedUnit { pair in
                for name in options.names where pair.source.text.contains(name) && !pair.unit.value.contains(name) {
                    guard Self.squashed(pair.unit.value).contains(Self.squashed(name)) else { continue }
                    diagnostics.append(context.diagnostic("spells '\(name)' differently", about: pair.subject, at: pair.unit.range))
                }
            }
        }
        return diagnostics
    }

    /// Lowercased, without spaces and hyphens: "Lingo-pro" and "LingoPro" both read "lingopro".
    static func squashed(_ text: String) -> String {
        String(text.lowercased().filter { !$0.isWhitespace && $0 != "-" })
    }
}
