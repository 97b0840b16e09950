import L10nModel
import L10nParsing

/// Reports a String Catalog whose bytes are not the ones Xcode writes for its content, with the
/// fix that rewrites it: `l10n format` is this rule's fixes, so the layout is decided once.
package struct CatalogLayoutRule: Rule {
    package static let description = RuleDescription(
        id: "catalog-layout",
        name: "Catalog Layout",
        summary: "A String Catalog is not in the layout Xcode writes (key order, spacing, escapes)",
        rationale: """
            Xcode rewrites a String Catalog in its own layout whenever it saves one: keys in its \
            order, `"key" : value`, two-space indentation, its escapes. A catalog written by a \
            script, a merge tool or a translation platform in another layout is rewritten the \
            next time anyone builds, and the pull request that follows is a diff of the whole \
            file that hides the one string that changed.

            The finding points at the first byte that differs from Xcode's layout. \
            `l10n format` (or `l10n fix` with this rule on) rewrites the file; content, unknown \
            fields and the format version are kept. Off by default: `l10n format --check` is \
            the usual gate, and a team that wants the finding beside the others turns the rule on.
            """,
        defaultSeverity: .warning,
        isEnabledByDefault: false,
        subject: .file,
        passingExamples: [
            RuleExample("Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Done" : {
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Fertig ✅"
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }

                """),
        ],
        failingExamples: [
            RuleExample("Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Done" : {
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Fertig ✅"
                          }
                        }
                      }
                    }
                  },
                  "version"↓: "1.0"
                }

                """, messages: ["the catalog differs from the layout Xcode writes from line 15 on; 'l10n format' rewrites it"]),
            RuleExample("Localizable.xcstrings", """
                {
                  ↓  "sourceLanguage" : "en",
                    "strings" : {},
                    "version" : "1.0"
                }
                """),
        ],
        corrections: [
            RuleCorrection(
                before: [RuleExample.File("Localizable.xcstrings", #"{"version":"1.0","sourceLanguage":"en","strings":{"b":{},"a":{"comment":"Tab title 🏠"}}}"#)],
                after: [
                    RuleExample.File("Localizable.xcstrings", """
                        {
                          "sourceLanguage" : "en",
                          "strings" : {
                            "a" : {
                              "comment" : "Tab title 🏠"
                            },
                            "b" : {

                            }
                          },
                          "version" : "1.0"
                        }
                        """),
                ]),
        ])

    package init(options: NoOptions) {}

    package func check(_ context: RuleContext) -> [Diagnostic] {
        let project = context.project
        let unparsed = Set(project.parseFailures.map(\.location.path))
        return project.files.compactMap { file -> Diagnostic? in
            guard file.path.hasSuffix(".xcstrings"), !unparsed.contains(file.path),
                case .success(let offset?) = CatalogFormatter.firstDifference(file.text.bytes)
            else { return nil }
            let range = SourceRange(file: file.id, start: offset, end: offset)
            let line = project.location(of: range).start.line
            return context.diagnostic(.notInXcodeLayout(fromLine: line), about: FindingSubject(), at: range)
                .fixed(by: Fix("Rewrite in Xcode's layout", edits: [.formatCatalog(catalog: file.path)]))
        }
    }
}

extension FindingMessage {
    /// "the catalog differs from the layout Xcode writes from line 15 on; …".
    fileprivate static func notInXcodeLayout(fromLine line: Int) -> FindingMessage {
        FindingMessage("the catalog differs from the layout Xcode writes from line \(line) on; 'l10n format' rewrites it", lead: .textOnly)
    }
}
