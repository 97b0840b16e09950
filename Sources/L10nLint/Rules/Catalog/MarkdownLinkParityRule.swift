/// Reports translations whose inline Markdown links do not go where the source's go.
struct MarkdownLinkParityRule: Rule {
    static let description = RuleDescription(
        id: "markdown-link-parity",
        name: "Markdown Link Parity",
        summary: "A translation's inline links do not have the same destinations as its source's",
        rationale: """
            SwiftUI renders `[Terms of Use](https://lingo.app/terms)` in a localized string as a \
            tappable link. Translators should translate the link text and keep the destination: a \
            dropped link leaves users without the terms they must accept, a mistyped or \
            "translated" URL sends them to a page that does not exist.

            The rule compares the destinations of the inline links in each translation with the \
            source's, as multisets (order may change with word order), and reports missing and \
            unexpected ones. An unexpected destination is reported exactly where it is written. \
            Destinations are compared as written; placeholders such as `%@` in a URL must match too.

            This is a sibling of `markdown-bold-parity`; italic and code spans are checked by \
            `markdown-span-parity`.
            """,
        defaultSeverity: .error,
        passingExamples: [
            RuleExample("strings.json", """
                {
                  "paywall.terms": {
                    "en": "By subscribing you agree to the [Terms](https://lingo.app/terms) and [Privacy Policy](https://lingo.app/privacy)",
                    "zh-Hans": "订阅即表示你同意[隐私政策](https://lingo.app/privacy)和[使用条款](https://lingo.app/terms) ✅"
                  },
                  "about.credits": { "en": "Made with ❤️ in [Berlin](https://lingo.app/about)", "ja": "[ベルリン](https://lingo.app/about)で❤️を込めて" }
                }
                """),
        ],
        failingExamples: [
            RuleExample("strings.json", """
                {
                  "paywall.terms": {
                    "en": "By subscribing you agree to the [Terms of Use](https://lingo.app/terms)",
                    "zh-Hans": ↓"订阅即表示你同意使用条款 📄"
                  },
                  "paywall.privacy": {
                    "en": "Read our [Privacy Policy](https://lingo.app/privacy)",
                    "zh-Hans": "阅读我们的[隐私政策](↓https://lingo.app/zh/privacy)"
                  }
                }
                """, messages: [
                    "'paywall.terms' in zh-Hans has 0 links, source has 1; missing https://lingo.app/terms",
                    "'paywall.privacy' in zh-Hans links to https://lingo.app/zh/privacy, not in the source; missing https://lingo.app/privacy",
                ]),
        ])

    init(options: NoOptions) {}

    func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for catalog in context.project.catalogs {
            catalog.forEachTranslatedUnit { pair in
                guard pair.unit.value.contains("](") || pair.source.text.contains("](") else { return }
                if let finding = compare(pair, context) { diagnostics.append(finding) }
            }
        }
        return diagnostics
    }

    private func compare(_ pair: TranslatedUnit, _ context: RuleContext) -> Diagnostic? {
        let links = MarkdownInline(parsing: pair.unit.value).links
        let sourceLinks = MarkdownInline(parsing: pair.source.text).links
        var missing = sourceLinks.map(\.destination)
        var unexpected: [MarkdownInline.Link] = []
        for link in links {
            if let index = missing.firstIndex(of: link.destination) {
                missing.remove(at: index)
            } else {
                unexpected.append(link)
            }
        }
        guard !missing.isEmpty || !unexpected.isEmpty else { return nil }
        let subject = "'\(pair.entry.key)' in \(pair.locale)\(pair.variantSuffix)"
        let missingText = missing.isEmpty ? "" : "missing \(missing.joined(separator: ", "))"
        let related = [(range: pair.source.range, message: "source text, \(Self.count(sourceLinks.count))")]
        guard let first = unexpected.first else {
            return context.diagnostic(
                "\(subject) has \(Self.count(links.count)), source has \(sourceLinks.count); \(missingText)",
                at: pair.unit.range, key: pair.entry.key, locale: pair.locale, related: related)
        }
        let extra = unexpected.map(\.destination).joined(separator: ", ")
        let message = "\(subject) links to \(extra), not in the source" + (missing.isEmpty ? "" : "; \(missingText)")
        let range = context.project.range(in: pair.unit, utf8Offset: first.destinationOffset, length: first.destination.utf8.count)
        return context.diagnostic(message, at: range, key: pair.entry.key, locale: pair.locale, related: related)
    }

    private static func count(_ links: Int) -> String { links == 1 ? "1 link" : "\(links) links" }
}
