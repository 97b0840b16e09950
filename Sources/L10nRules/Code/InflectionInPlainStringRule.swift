import L10nModel
import L10nParsing

/// Reports keys with Foundation's attribute markup (`^[%lld day](inflect: true)`) used where the
/// markup is not interpreted: a plain `String` shows it as it is written.
package struct InflectionInPlainStringRule: Rule {
    package static let description = RuleDescription(
        id: "inflection-in-plain-string",
        name: "Inflection In Plain String",
        summary: "A key with inflection markup (^[…](inflect: true)) is used through String(localized:) or NSLocalizedString, which show the markup",
        rationale: """
            Automatic grammar agreement is written as attribute markup in the localized text: \
            `^[%lld day](inflect: true)`, `^[apple](agreeWithArgument: 1)`, `morphology`, \
            `inflectionAlternative`. Foundation interprets it only where the string becomes an \
            `AttributedString`: SwiftUI's `Text("…")` and `AttributedString(localized:)`. \
            `String(localized:)`, `NSLocalizedString` and `Bundle.localizedString(forKey:)` return \
            the text as it is, so the user reads "^[3 day](inflect: true)".

            The rule reads those calls in Swift sources and reports a key whose literal, or whose \
            source text in the project's catalogs, has such markup. Use `Text` or \
            `AttributedString(localized:)` (then `String(attributed.characters)` if a plain \
            string is needed), or plural variations instead of markup.
            """,
        defaultSeverity: .warning,
        passingExamples: [
            RuleExample(files: [
                RuleExample.File("Localizable.xcstrings", """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "^[%lld day](inflect: true)" : {
                          "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "^[%lld Tag](inflect: true)" } } }
                        }
                      },
                      "version" : "1.1"
                    }
                    """),
                RuleExample.File("StreakView.swift", """
                    struct StreakView: View {
                        let days: Int
                        var body: some View {
                            Text("^[\\(days) day](inflect: true)")
                            Text(AttributedString(localized: "^[\\(days) day](inflect: true)"))
                            Text(String(localized: "Streak"))
                        }
                    }
                    """),
            ]),
        ],
        failingExamples: [
            RuleExample(files: [
                RuleExample.File("Localizable.xcstrings", """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "streak.days %lld" : {
                          "extractionState" : "manual",
                          "localizations" : {
                            "en" : { "stringUnit" : { "state" : "translated", "value" : "^[%lld day](inflect: true) 🔥" } }
                          }
                        }
                      },
                      "version" : "1.1"
                    }
                    """),
                RuleExample.File("StreakView.swift", """
                    func streakTitle(_ days: Int) -> String {
                        String(localized: ↓"^[\\(days) day](inflect: true)")
                    }
                    func streakLabel(_ days: Int) -> String {
                        String(format: NSLocalizedString(↓"streak.days %lld", comment: ""), days)
                    }
                    """),
            ], messages: [
                "'^[%@ day](inflect: true)' is used through String(localized:), which shows its markup ^[…](inflect: true) as written",
                "'streak.days %lld' is used through NSLocalizedString, which shows its markup ^[…](inflect: true) as written",
            ]),
        ])

    package init(options: NoOptions) {}

    /// The calls that return a plain `String`.
    static let plainStringAPIs: Set<String> = ["String(localized:)", "NSLocalizedString", "localizedString(forKey:)"]

    package func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var indices: [String: CatalogKeyIndex] = [:]
        for facts in context.project.swiftSources {
            for reference in facts.keyReferences {
                guard case .api(let name) = reference.source, Self.plainStringAPIs.contains(name) else { continue }
                let scope = context.project.swiftSourceProjects[facts.file] ?? ""
                var markup = AttributeMarkup.spans(in: reference.key.text).first
                if markup == nil {
                    let keys = indices[scope] ?? context.analyses.keyIndex(scope: scope)
                    indices[scope] = keys
                    markup = keys.lookup(reference.key, table: reference.table).lazy
                        .compactMap { $0.catalog.sourceText(of: $0.entry).flatMap { AttributeMarkup.spans(in: $0).first } }.first
                }
                guard let markup else { continue }
                let message = FindingMessage("is used through \(name), which shows its markup ^[…](\(markup.attributes)) as written", id: "markupShownAsWritten", lead: .key)
                diagnostics.append(context.diagnostic(message, about: FindingSubject(key: reference.key.text), at: reference.key.range))
            }
        }
        return diagnostics
    }
}
