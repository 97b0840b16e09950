import Foundation
import L10nModel
import L10nParsing
import L10nAnalysis

/// Reports one source text translated in different ways across keys of one catalog and locale:
/// the drift that machine translation and several vendors leave ("Save" as "Speichern" on one
/// screen and "Sichern" on the next).
package struct InconsistentTranslationRule: Rule {
    /// Settings of `inconsistent-translation`.
    package struct Options: RuleOptions {
        /// Keys whose translations may differ from the other keys of the same source text
        /// (a different meaning): exact keys, or prefixes ending in `*`.
        var exemptKeys: [String] = []

        package init() {}

        package static let declarations: [RuleOption<Options>] = [
            RuleOption("exemptKeys", \.exemptKeys, summary: "Keys that mean something else than other keys of the same source text (exact, or a prefix ending in `*`): their translations may differ."),
        ]
    }

    package static let description = RuleDescription(
        id: "inconsistent-translation",
        name: "Inconsistent Translation",
        summary: "One source text is translated in different ways across keys of a locale",
        rationale: """
            When "Save" is "Speichern" on one screen and "Sichern" on the next, users wonder \
            whether the buttons do the same thing. Catalogs drift like this when several \
            translators, vendors or machine translation work key by key; translation platforms \
            (Weblate, Crowdin, Xbench) check it, and so does this rule, in CI.

            Within one catalog and locale, the plain values of keys with the same source text \
            (compared without leading and trailing whitespace and without case) are compared the \
            same way; when they differ, the rule reports once per source text and locale, at the \
            first key of the least used translation, naming every translation with the keys that \
            use it (the other keys are related locations). Source texts without letters are \
            skipped, and so are values marked `new` and empty ones.

            One English text can mean two things ("Open" a file, "Open" as a state): keys whose \
            comments differ (comments a developer wrote, not Xcode's generated ones) are taken \
            to mean different things and not compared, and the option `exemptKeys` lists keys \
            (or prefixes ending in `*`) to leave out. Plural and device variants are forms of \
            one key, not competing translations, and are not compared.

            Opt-in: on real catalogs about two findings in three are worth unifying; the rest \
            are one English word in two roles (a "Followers" list and the "Followers only" \
            visibility, "Clear" in a menu and in a confirmation), which only a reviewer can \
            tell. Enable it for a terminology review, or with `exemptKeys` tuned to the app.
            """,
        defaultSeverity: .warning,
        isEnabledByDefault: false,
        passingExamples: [
            RuleExample("strings.json", """
                {
                  "settings.save": { "en": "Save", "de": "Speichern", "ja": "保存" },
                  "editor.save": { "en": "save ", "de": "speichern", "ja": "保存" },
                  "file.open": { "en": "Open", "de": "Öffnen", "comment": "Button that opens a file" },
                  "status.open": { "en": "Open", "de": "Geöffnet", "comment": "State of a shop" },
                  "legacy.save": { "en": "Save", "de": "Sichern" }
                }
                """, options: #"{ "exemptKeys": ["legacy.*"] }"#),
        ],
        failingExamples: [
            RuleExample("strings.json", """
                {
                  "settings.save": { "en": "Save", "de": "Speichern", "fr": "Enregistrer" },
                  "editor.save": { "en": "Save", "de": "Speichern", "fr": ↓"Sauvegarder" },
                  "file.save": { "en": "Save", "de": ↓"Sichern", "fr": "Enregistrer" }
                }
                """, messages: [
                    "'editor.save' in fr translates 'Save' in 2 ways: 'Enregistrer' (settings.save, file.save), 'Sauvegarder' (editor.save)",
                    "'file.save' in de translates 'Save' in 2 ways: 'Speichern' (settings.save, editor.save), 'Sichern' (file.save)",
                ]),
        ])

    let options: Options

    package init(options: Options) { self.options = options }

    /// One plain value of one key.
    private struct Use {
        var key: String
        var text: String
        var range: SourceRange
    }

    package func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for catalog in context.project.catalogs {
            // Each folded source text is a group, found once per entry (hashing it once per
            // translation was a tenth of the rule); each locale's uses by group, in entry order.
            var groupOf: [String: Int] = [:]
            var groups: [(folded: String, sourceText: String?)] = []
            var locales = LocaleSlots()
            var uses: [[Int: [Use]]] = []
            var comments: [String: String] = [:]
            for entry in catalog.entries where entry.isSourceKey && !entry.isStale && entry.shouldTranslate && !isExempt(entry.key) {
                guard let source = SourceUnits(entry: entry, in: catalog)?.counterpart(of: []) else { continue }
                let folded = Self.folded(source.text)
                guard !folded.isEmpty, LetterContent.prose(source.text).contains(where: \.isLetter) else { continue }
                if let comment = entry.comment, !comment.isEmpty, !entry.isCommentAutoGenerated { comments[entry.key] = comment }
                let group = groupOf[folded] ?? groups.count
                if group == groups.count {
                    groupOf[folded] = group
                    groups.append((folded, nil))
                }
                for translation in entry.translations {
                    guard catalog.isTargetLocale(translation.locale), translation.value.isPlain, let unit = translation.value.unit, unit.state != .new,
                        !unit.value.trimmingWhitespacesAndNewlines.isEmpty
                    else { continue }
                    // The source text as the first key with a use writes it.
                    if groups[group].sourceText == nil { groups[group].sourceText = source.text.trimmingWhitespacesAndNewlines }
                    let slot = locales.slot(of: translation.locale)
                    if slot == uses.count { uses.append([:]) }
                    uses[slot][group, default: []].append(Use(key: entry.key, text: unit.value, range: unit.range))
                }
            }
            for (locale, slot) in locales.sorted {
                let bySource = uses[slot].map { (folded: groups[$0.key].folded, sourceText: groups[$0.key].sourceText, uses: $0.value) }
                for (folded, sourceText, uses) in bySource.sorted(by: { $0.uses[0].range.start < $1.uses[0].range.start }) where uses.count > 1 {
                    // Keys a developer's comment tells apart mean different things.
                    let distinctComments = Set(uses.compactMap { comments[$0.key] })
                    if distinctComments.count > 1 { continue }
                    var variants: [(folded: String, uses: [Use])] = []
                    for use in uses {
                        let text = Self.folded(use.text)
                        if let index = variants.firstIndex(where: { $0.folded == text }) { variants[index].uses.append(use) } else { variants.append((text, [use])) }
                    }
                    guard variants.count > 1 else { continue }
                    // At the least used variant (the later one on a tie): the likely odd one out.
                    let odd = variants.indices.min { (variants[$0].uses.count, -$0) < (variants[$1].uses.count, -$1) }!
                    let primary = variants[odd].uses[0]
                    let described = variants.map { variant in
                        "'\(variant.uses[0].text.trimmingWhitespacesAndNewlines)' (\(variant.uses.map(\.key).joined(separator: ", ")))"
                    }
                    let related = uses.filter { $0.range != primary.range }.map { (range: $0.range, message: "translated '\($0.text)' here") }
                    diagnostics.append(context.diagnostic(
                        .translatedInWays(sourceText ?? folded, described), about: FindingSubject(key: primary.key, locale: locale),
                        at: primary.range, related: related))
                }
            }
        }
        return diagnostics
    }

    private func isExempt(_ key: String) -> Bool {
        options.exemptKeys.contains { pattern in
            pattern.hasSuffix("*") ? key.hasPrefix(pattern.dropLast()) : key == pattern
        }
    }

    /// Without surrounding whitespace and case (a no-op in scripts without case).
    static func folded(_ text: String) -> String {
        Lowercasing.lowercased(text.trimmingWhitespacesAndNewlines)
    }
}

extension FindingMessage {
    fileprivate static func translatedInWays(_ source: String, _ variants: [String]) -> FindingMessage {
        FindingMessage("translates '\(source)' in \(variants.count) ways: \(variants.joined(separator: ", "))")
    }
}
