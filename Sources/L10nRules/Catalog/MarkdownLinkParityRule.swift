import L10nModel
import L10nParsing
import L10nAnalysis

/// Reports translations whose inline Markdown links do not go where the source's go.
package struct MarkdownLinkParityRule: CatalogEntryRule {
    package static let description = RuleDescription(
        id: "markdown-link-parity",
        name: "Markdown Link Parity",
        summary: "A translation's inline links do not have the same destinations as its source's",
        rationale: """
            SwiftUI renders `[Terms of Use](https://lingo.app/terms)` in a localized string as a \
            tappable link. Translators should translate the link text and keep the destination: a \
            dropped link leaves users without the terms they must accept, a mistyped or \
            "translated" URL sends them to a page that does not exist.

            The rule compares the set of destinations of the inline links in each translation with \
            the source's and reports missing and unexpected ones. Order and repetition do not \
            matter: a source that links the same page twice is satisfied by a translation that \
            links it once. An unexpected destination is reported exactly where it is written. \
            Destinations are compared as written; placeholders such as `%@` in a URL must match too. \
            A site's page in the translation's language is the source's page: where the source's \
            destination writes its language code as a word of its own (`privacy-en.html`, \
            `/en/terms`, `?lang=en`), the same destination with the translation's code \
            (`privacy-fr.html`) matches it; a language code the source does not write \
            (`/zh/privacy` for `/privacy`) may be a page that does not exist, and is reported. \
            Foundation's attribute markup `^[text](inflect: true)` (automatic grammar agreement, \
            `agreeWithArgument`, `morphology`…) is not a link: its text is read like any other.

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
                  "about.credits": { "en": "Made with ❤️ in [Berlin](https://lingo.app/about)", "ja": "[ベルリン](https://lingo.app/about)で❤️を込めて" },
                  "welcome.back": { "en": "^[Welcome back](inflect:true), %@!", "zh-Hans": "欢迎回来，%@！" },
                  "about.data": {
                    "en": "[Xcode Releases](https://xcodereleases.com) is an unofficial list of [Xcode Releases](https://xcodereleases.com)",
                    "zh-Hans": "[Xcode Releases](https://xcodereleases.com)是一个非官方的 Xcode 版本列表"
                  },
                  "about.privacy": {
                    "en": "[Privacy policy](https://lingo.app/privacy-en.html)",
                    "fr": "[Politique de confidentialité](https://lingo.app/privacy-fr.html)",
                    "pt-BR": "[Política de privacidade](https://lingo.app/privacy-pt-BR.html)",
                    "de": "[Datenschutzerklärung](https://lingo.app/privacy-en.html)"
                  }
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
                    "'paywall.terms' in zh-Hans lacks the source's link to https://lingo.app/terms",
                    "'paywall.privacy' in zh-Hans links to https://lingo.app/zh/privacy, which the source does not, and lacks the source's link to https://lingo.app/privacy",
                ]),
        ])

    /// Its findings and their related locations are units and keys of localization files.
    package static let findingsStayInLocalizationFiles = true

    package init(options: NoOptions) {}

    package func check(_ context: RuleContext, catalog: Int, entries: Range<Int>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let units = context.units(ofCatalogAt: catalog, entries: entries)
        let sourceLanguage = context.project.catalogs[catalog].sourceLanguage
        units.forEach { index, pair in
            guard TextSearch.containsAnyByte(pair.unit.value, of: "]") || TextSearch.containsAnyByte(pair.source.text, of: "]") else { return }
            let links = units.markdown(ofUnit: index).links
            let translated = links.map(\.destination)
            let sourceDestinations = units.markdown(ofSourceOf: index).links.map {
                LocalizedPage.address($0.destination, from: sourceLanguage, to: pair.locale, among: translated)
            }
            if let finding = compare(pair, links: links, sourceDestinations: sourceDestinations, context) {
                diagnostics.append(finding)
            }
        }
        return diagnostics
    }

    /// Destinations compare as sets: a source that links the same page twice is matched by a
    /// translation that links it once (word order often merges the two mentions).
    private func compare(_ pair: UnitFacts.Unit, links: [MarkdownInline.Link], sourceDestinations: [String], _ context: RuleContext) -> Diagnostic? {
        let destinations = Set(links.map(\.destination))
        let missing = Self.unique(sourceDestinations.filter { !destinations.contains($0) })
        let unexpected = links.filter { !sourceDestinations.contains($0.destination) }
        guard !missing.isEmpty || !unexpected.isEmpty else { return nil }
        let missingText = "lacks the source's link to \(missing.joined(separator: ", "))"
        let related = [(range: pair.source.range, message: "source text")]
        guard let first = unexpected.first else {
            return context.diagnostic(FindingMessage(missingText, id: "lacksLink"), about: pair.subject, at: pair.unit.range, related: related)
        }
        let extra = Self.unique(unexpected.map(\.destination)).joined(separator: ", ")
        let message = FindingMessage("links to \(extra), which the source does not" + (missing.isEmpty ? "" : ", and \(missingText)"), id: "extraLink")
        let range = context.project.range(in: pair.unit, utf8Offset: first.destinationOffset, length: first.destination.utf8.count)
        return context.diagnostic(message, about: pair.subject, at: range, related: related)
    }

    private static func unique(_ items: [String]) -> [String] {
        var seen: Set<String> = []
        return items.filter { seen.insert($0).inserted }
    }
}
