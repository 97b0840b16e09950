import L10nModel
import L10nParsing
import L10nAnalysis

/// Reports translations that lose or add `**bold**` spans, and `**` markers that do not pair up.
package struct MarkdownBoldParityRule: CatalogEntryRule {
    package static let description = RuleDescription(
        id: "markdown-bold-parity",
        name: "Markdown Bold Parity",
        summary: "A translation has a '**' that does not pair up (error), or loses the bold its source has (warning)",
        rationale: """
            `Text("paywall.headline")` and `Text(LocalizedStringKey(...))` render their string as \
            Markdown, so `**all**` is bold. A translation that drops the markers loses the emphasis \
            the design asked for; one whose markers do not pair up shows literal asterisks.

            The rule reads bold spans (`**…**`, `__…__`) the way SwiftUI's CommonMark parser does \
            and compares what is bold, not how many spans hold it: German word order splits one \
            span in two, and translators bold the UI names they quote, both fine. A translation \
            with no bold where the source has some, or one that leaves a placeholder the source \
            bolds (`**%@**`) plain, is a warning: it renders, but loses the emphasis the design \
            asked for. Broken markers are \
            errors, because they show as literal asterisks: every value \
            (the source too, and a String Catalog key that stands in for its source text) must not \
            leave a run of `**` unpaired. CommonMark's flanking rules matter in Chinese and Japanese: \
            `解锁**全部**课程` is bold, but in `点按**“录音”**开始` each `**` touches punctuation on \
            the inside and a letter on the outside, so neither opens nor closes and both show.

            Not markup, and never reported: `*` and `**` inside format placeholders (`%*d`), a lone \
            `*` with spaces around it (`5 * 3`) or at a word's end (footnote stars), a single `*` \
            between letters (the German gender star `Lehrer*innen`), runs of three or more \
            (`***`, a masked `****1234`), and anything inside a code span. An unpaired `**` that the \
            source has as well is reported once, in the source, not again in every locale. Keys \
            marked `shouldTranslate: false` are not checked, nor keys the linted Swift code reads \
            only as a plain `String` (`String(format: NSLocalizedString("key", …))`, \
            `String(localized:)`, a localization function) and never where SwiftUI renders \
            Markdown: their `**` is text. Links and the other spans have sibling rules: \
            `markdown-link-parity` and `markdown-span-parity`.

            Fix the markers in the translation; to show a literal asterisk write `\\*`. In Chinese \
            and Japanese, put CJK quotation marks outside the markers (`“**录音**”`).
            """,
        defaultSeverity: .error,
        passingExamples: [
            RuleExample("strings.json", """
                {
                  "paywall.headline": { "en": "Unlock **all** lessons", "zh-Hans": "解锁**全部**课程" },
                  "profile.greeting": { "en": "Welcome back, **%@**!", "zh-Hans": "欢迎回来，**%@**！🎉" },
                  "practice.math": { "en": "5 * 3 = 15", "zh-Hans": "5 * 3 = 15（乘法）" },
                  "community.members": { "en": "Members", "de": "Teilnehmer*innen" },
                  "payment.card": { "en": "Card ending in ****%@", "zh-Hans": "尾号为 ****%@ 的卡 💳" },
                  "reminders.enable": { "en": "Tap to **turn on reminders**", "de": "Tippe, um **Erinnerungen** zu **aktivieren**" },
                  "settings.access": { "en": "Open Settings to allow access", "fr": "Ouvrez **Réglages** pour autoriser l’accès" },
                  "profile.welcome": { "en": "Welcome back, **%1$@**!", "de": "**Willkommen** zurück, **%1$@**!" },
                  "fee.rate": { "en": "The fee is **%@%%**.", "ar": "الرسوم **%@٪**." }
                }
                """),
            RuleExample(files: [
                .init("Localizable.xcstrings", """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "form.required" : {
                          "localizations" : {
                            "en" : { "stringUnit" : { "state" : "translated", "value" : "Fields marked ** are required (%d left)" } },
                            "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "标有 ** 的字段为必填项（还剩 %d 个）" } }
                          }
                        },
                        "brand.tagline" : {
                          "shouldTranslate" : false,
                          "localizations" : {
                            "en" : { "stringUnit" : { "state" : "translated", "value" : "**Lingo** Pro" } },
                            "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "Lingo Pro" } }
                          }
                        }
                      },
                      "version" : "1.0"
                    }
                    """),
                .init("FormView.swift", """
                    let hint = String(format: NSLocalizedString("form.required", comment: "plain text"), missing)
                    """),
            ]),
            // A value not translated yet (empty, marked new) is `missing-translation`'s finding.
            RuleExample("Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "claim.done" : {
                      "localizations" : {
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "You claimed **%@**" } },
                        "fr" : { "stringUnit" : { "state" : "new", "value" : "" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
        ],
        failingExamples: [
            RuleExample("strings.json", """
                {
                  "paywall.headline": { "en": "Unlock **all** lessons", "zh-Hans": ↓"解锁全部课程" },
                  "paywall.cta": { "en": "Start **free** trial", "zh-Hans": "开始↓**免费试用 🎁" },
                  "profile.welcome": { "en": "Welcome back, **%@**!", "de": ↓"**Willkommen** zurück, %@!" }
                }
                """, messages: [
                    "'paywall.headline' in zh-Hans has 0 bold spans, source has 1",
                    "'paywall.cta' in zh-Hans has an unpaired '**' that renders as literal asterisks (0 bold spans, source has 1)",
                    "'profile.welcome' in de leaves %@ out of bold, which the source bolds",
                ]),
            RuleExample("Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Tap **Record** to start" : {
                      "localizations" : {
                        "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "点按↓**“录音”**开始" } },
                        "ja" : { "stringUnit" : { "state" : "translated", "value" : "「**録音**」をタップして開始" } }
                      }
                    },
                    "Go **Pro** today↓**" : {
                    }
                  },
                  "version" : "1.0"
                }
                """, messages: [
                    "'Tap **Record** to start' in zh-Hans has 2 unpaired '**' runs that render as literal asterisks (0 bold spans, source has 1)",
                    "'Go **Pro** today**' in en has an unpaired '**' that renders as literal asterisks",
                ]),
        ])

    /// Its findings and their related locations are units and keys of localization files.
    package static let findingsStayInLocalizationFiles = true

    package init(options: NoOptions) {}

    package func check(_ context: RuleContext, catalog index: Int, entries: Range<Int>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let catalog = context.project.catalogs[index]
        let units = context.units(ofCatalogAt: index, entries: entries)
        for position in entries where !catalog.entries[position].isStale && catalog.entries[position].shouldTranslate {
            diagnostics += unpairedInSource(position, catalog: catalog, units, context)
        }
        units.forEach { index, pair in
            guard TextSearch.containsAnyByte(pair.unit.value, of: "*_") || TextSearch.containsAnyByte(pair.source.text, of: "*_") else { return }
            if let finding = compare(pair, translation: units.markdown(ofUnit: index), source: units.markdown(ofSourceOf: index), context) {
                diagnostics.append(finding)
            }
        }
        // Asked only of the few findings: a key the code reads only as a plain `String`
        // (`String(format: NSLocalizedString(…))`) is never Markdown, and a key not to be
        // translated has no translation to compare.
        return diagnostics.filter { diagnostic in
            guard let key = diagnostic.key, let entry = context.analyses.entry(withKey: key, inCatalogAt: index) else { return true }
            return entry.shouldTranslate && !context.analyses.keyUsage.isOnlyPlainText(key, inProject: catalog.project)
        }
    }

    /// Unpaired markers in the source-language values, or in a key that stands in for its text.
    private func unpairedInSource(_ position: Int, catalog: Catalog, _ units: UnitFacts, _ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let entry = catalog.entries[position]
        catalog.sourceValue(of: entry)?.forEachUnit { _, unit in
            guard TextSearch.contains(unit.value, "**") else { return }
            let markdown = units.markdown(ofSource: unit.value, at: unit.range, entry: position)
            guard let offset = markdown.unmatchedStrongOffsets.first else { return }
            diagnostics.append(context.diagnostic(
                FindingMessage(Self.unpaired(markdown.unmatchedStrongOffsets.count), id: "unpairedInSource"), about: FindingSubject(key: entry.key, locale: catalog.sourceLanguage),
                at: context.project.range(in: unit, utf8Offset: offset, length: 2)))
        }
        return diagnostics
    }

    private func compare(_ pair: UnitFacts.Unit, translation: MarkdownInline, source: MarkdownInline, _ context: RuleContext) -> Diagnostic? {
        // Worded only for a finding: most units pass, and wording every one was a fifth of the rule.
        var counts: String { "\(Self.spans(translation.boldCount)), source has \(source.boldCount)" }
        var related: [(range: SourceRange, message: String)] { [(range: pair.source.range, message: "source text, \(Self.spans(source.boldCount))")] }
        // A literal `**` the source has too is the source's finding, not every locale's.
        if translation.unmatchedStrongOffsets.count > source.unmatchedStrongOffsets.count,
            let offset = translation.unmatchedStrongOffsets.first
        {
            return context.diagnostic(
                FindingMessage("\(Self.unpaired(translation.unmatchedStrongOffsets.count)) (\(counts))", id: "unpairedInTranslation"), about: pair.subject,
                at: context.project.range(in: pair.unit, utf8Offset: offset, length: 2), related: related)
        }
        // What is bold matters, not how many spans hold it: German word order splits one span in
        // two, translators bold the UI names they quote. Reported: emphasis lost altogether, or
        // a placeholder (`**%@**`) that every language bolds alike left plain. Both render fine.
        if source.boldCount > 0, translation.boldCount == 0 {
            return context.diagnostic(FindingMessage("has \(counts)", id: "boldCountDiffers"), about: pair.subject, at: pair.unit.range, related: related)
                .with(severity: context.severity.lowered)
        }
        var unbolded = source.boldPlaceholders
        for placeholder in translation.boldPlaceholders {
            if let found = unbolded.firstIndex(of: placeholder) { unbolded.remove(at: found) }
        }
        guard let placeholder = unbolded.first else { return nil }
        return context.diagnostic(
            FindingMessage("leaves \(placeholder) out of bold, which the source bolds", id: "boldPlaceholderLost"), about: pair.subject,
            at: pair.unit.range, related: related
        ).with(severity: context.severity.lowered)
    }

    private static func spans(_ count: Int) -> String { count == 1 ? "1 bold span" : "\(count) bold spans" }

    private static func unpaired(_ count: Int) -> String {
        count == 1
            ? "has an unpaired '**' that renders as literal asterisks"
            : "has \(count) unpaired '**' runs that render as literal asterisks"
    }
}
