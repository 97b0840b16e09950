import L10nModel
import L10nParsing
import L10nAnalysis

/// Reports String Catalog keys whose Xcode 26 generated Swift symbols cannot compile: two keys
/// of one table naming the same symbol, or a key that names none.
package struct GeneratedSymbolRule: Rule {
    package static let description = RuleDescription(
        id: "generated-symbol",
        name: "Generated Symbol",
        summary: "Two keys of a catalog that generates Swift symbols name the same symbol, or a key cannot name one",
        rationale: """
            Xcode 26 generates a `LocalizedStringResource` member for every key managed by hand \
            (`extractionState: manual`, `generatesSymbol` not false) in a String Catalog of a \
            target with `STRING_CATALOG_GENERATE_SYMBOLS = YES`: `welcome_title` becomes \
            `.welcomeTitle`, `Visits in %(city)@` becomes `.visitsIn(city:)`, a key of \
            `Discover.xcstrings` becomes `.Discover.…`. The name keeps only letters, digits and \
            `$`, so keys that differ in case or punctuation (`Adults` and `adults`, `Loading` and \
            `Loading…`) generate the same member, and the target does not build; nor does it when \
            a key has no letter or digit outside its format specifiers (`×%lld`), or names an \
            argument that is no identifier (`%(1st)@`). Xcode says so only when it builds.

            The rule reports the second key of each pair at its position, naming both keys and \
            the symbol. Fix it by renaming a key, or by turning its symbol off (`generatesSymbol: \
            false`, "Generate Swift Symbol" in the inspector). How names are made, with the \
            evidence: docs/generated-symbols.md. A project's catalogs generate symbols when its \
            Xcode project sets the build setting, or when one of them already says \
            `generatesSymbol` of a key.
            """,
        defaultSeverity: .error,
        passingExamples: [
            RuleExample("Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Adults" : {
                      "extractionState" : "manual"
                    },
                    "adults" : {
                      "extractionState" : "manual",
                      "generatesSymbol" : false
                    },
                    "Loading" : {

                    },
                    "Loading…" : {
                      "extractionState" : "manual"
                    },
                    "visits %lld" : {
                      "extractionState" : "manual"
                    },
                    "visits %@" : {
                      "extractionState" : "manual"
                    }
                  },
                  "version" : "1.1"
                }
                """),
        ],
        failingExamples: [
            RuleExample(files: [
                RuleExample.File("Localizable.xcstrings", """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        ↓"×%lld" : {
                          "extractionState" : "manual"
                        },
                        "Adults" : {
                          "extractionState" : "manual"
                        },
                        ↓"adults" : {
                          "extractionState" : "manual"
                        },
                        "Loading" : {
                          "extractionState" : "manual"
                        },
                        ↓"Loading…" : {
                          "extractionState" : "manual"
                        },
                        "Search" : {
                          "extractionState" : "manual",
                          "generatesSymbol" : false
                        },
                        "search" : {
                          "extractionState" : "manual"
                        },
                        ↓"visits.summary" : {
                          "extractionState" : "manual",
                          "localizations" : {
                            "en" : {
                              "stringUnit" : {
                                "state" : "translated",
                                "value" : "%(1st)@ and %(count)lld more"
                              }
                            }
                          }
                        }
                      },
                      "version" : "1.1"
                    }
                    """),
                RuleExample.File("Discover.xcstrings", """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "Landmarks" : {
                          "extractionState" : "manual"
                        },
                        ↓"LANDMARKS" : {
                          "extractionState" : "manual"
                        },
                        ↓"🎉" : {
                          "extractionState" : "manual",
                          "generatesSymbol" : true
                        }
                      },
                      "version" : "1.1"
                    }
                    """),
            ], messages: [
                "'LANDMARKS' generates '.Discover.landmarks', as 'Landmarks' (line 4) does: the generated code does not compile",
                "'🎉' cannot generate a Swift symbol: it has no letters or digits to name a Swift symbol by",
                "'×%lld' cannot generate a Swift symbol: it has no letters or digits to name a Swift symbol by",
                "'adults' generates '.adults', as 'Adults' (line 7) does: the generated code does not compile",
                "'Loading…' generates '.loading', as 'Loading' (line 13) does: the generated code does not compile",
                "'visits.summary' cannot generate a Swift symbol: it names an argument '1st', which is not a Swift identifier",
            ]),
        ])

    package init(options: NoOptions) {}

    package func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let projects = StringSymbols.symbolProjects(of: context.project)
        for catalog in context.project.catalogs where StringSymbols.generatesSymbols(catalog, in: projects) {
            /// The first key of each signature: a later key with the same one collides with it.
            var first: [String: CatalogEntry] = [:]
            for entry in catalog.entries where StringSymbols.generatesSymbol(entry) {
                let symbol = StringSymbols.symbol(of: entry, in: catalog)
                if let invalidity = symbol.invalidity {
                    diagnostics.append(context.diagnostic(.cannotGenerate(invalidity), about: FindingSubject(key: entry.key), at: entry.keyRange))
                    continue
                }
                let signature = symbol.spelled + (symbol.arguments?.map(\.type).joined(separator: ",") ?? "")
                guard let earlier = first[signature] else {
                    first[signature] = entry
                    continue
                }
                let line = context.project.location(of: earlier.keyRange).start.line
                diagnostics.append(context.diagnostic(
                    .collides(symbol.spelled, with: earlier.key, line: line), about: FindingSubject(key: entry.key), at: entry.keyRange,
                    related: [(earlier.keyRange, "'\(earlier.key)' generates '\(symbol.spelled)' too")]))
            }
        }
        return diagnostics
    }
}

extension FindingMessage {
    static func cannotGenerate(_ reason: String) -> FindingMessage {
        FindingMessage("cannot generate a Swift symbol: it \(reason)", lead: .key)
    }

    static func collides(_ symbol: String, with other: String, line: Int) -> FindingMessage {
        FindingMessage("generates '\(symbol)', as '\(other)' (line \(line)) does: the generated code does not compile", lead: .key)
    }
}
