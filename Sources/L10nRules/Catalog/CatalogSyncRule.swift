import L10nModel

/// Reports generated catalogs that have drifted from the `strings.json` they are generated from.
package struct CatalogSyncRule: Rule {
    package static let description = RuleDescription(
        id: "catalog-sync",
        name: "Catalog Sync",
        summary: "A generated catalog does not match the strings.json it is generated from",
        rationale: """
            `strings.json` is the source of truth; String Catalogs and `.lproj` tables are generated \
            from it. When someone edits the generated file, or forgets to regenerate it, the app ships \
            text nobody reviewed, and the next generation silently throws the edit away.

            Each generated catalog is paired with the `strings.json` that holds the largest share of \
            its keys, at least half of them, wherever the two live in the project (nearest folder, \
            then same table name, on equal shares); `catalogPairs` in the configuration names the \
            pairs instead. A catalog that shares too few keys stays unpaired, and `l10n lint` prints \
            a note with the `catalogPairs` entry that would pair it. The rule reports:

            - keys of `strings.json` missing from every catalog generated from it, at the source key \
            (the generated side has no place for them), naming the catalog;
            - orphan keys, only in the generated catalog;
            - per-locale values that differ: a different text, a locale only one side has, or a \
            different plural shape (a plain string against plural variants). A plural whose variants \
            all read the same counts as the plain string it renders as.

            When several catalogs are generated from one `strings.json` (`Localizable.xcstrings` \
            and `InfoPlist.xcstrings`), a key is missing only when none of them has it. In `.lproj` \
            tables `Base` stands for the development language.

            Findings sit where the fix goes, on the generated side, with the `strings.json` value (or \
            file) as a related location; a missing key sits on the source key, with the generated \
            catalog as a related location. So pre-commit, which reports findings whose primary or \
            related location is in a staged file, fails a staged `strings.json` edit that was not \
            regenerated. Fix by regenerating the catalog, or by moving the edit into \
            `strings.json` first.
            """,
        defaultSeverity: .error,
        subject: .pairDrift,
        passingExamples: [
            RuleExample(files: [
                RuleExample.File("strings.json", """
                    {
                      "recording.stop": { "en": "Stop recording", "zh-Hans": "停止录音 ⏹" },
                      "practice.sessions": { "en": { "one": "%lld session", "other": "%lld sessions" }, "zh-Hans": "%lld 次练习" }
                    }
                    """),
                RuleExample.File("App/Resources/Localizable.xcstrings", """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "practice.sessions" : {
                          "localizations" : {
                            "en" : { "variations" : { "plural" : {
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld session" } },
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld sessions" } }
                            } } },
                            "zh-Hans" : { "variations" : { "plural" : {
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld 次练习" } }
                            } } }
                          }
                        },
                        "recording.stop" : {
                          "localizations" : {
                            "en" : { "stringUnit" : { "state" : "translated", "value" : "Stop recording" } },
                            "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "停止录音 ⏹" } }
                          }
                        }
                      },
                      "version" : "1.0"
                    }
                    """),
            ]),
        ],
        failingExamples: [
            RuleExample(files: [
                RuleExample.File("Resources/strings.json", """
                    {
                      "recording.stop": { "en": "Stop recording", "zh-Hans": "停止录音" },
                      "practice.sessions": { "en": { "one": "%lld session", "other": "%lld sessions" }, "zh-Hans": "%lld 次练习 🔥" },
                      ↓"share.progress": { "en": "Share", "zh-Hans": "分享" }
                    }
                    """),
                RuleExample.File("Resources/Localizable.xcstrings", """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        ↓"legacy.unused" : {
                          "extractionState" : "stale",
                          "localizations" : {
                            "en" : { "stringUnit" : { "state" : "translated", "value" : "Old label" } }
                          }
                        },
                        "practice.sessions" : {
                          "localizations" : {
                            "en" : { "stringUnit" : { "state" : "translated", "value" : ↓"%lld sessions" } },
                            "zh-Hans" : { "variations" : { "plural" : {
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld 次练习 🔥" } }
                            } } }
                          }
                        },
                        "recording.stop" : {
                          "localizations" : {
                            "en" : { "stringUnit" : { "state" : "translated", "value" : "Stop recording" } },
                            "ja" : { "stringUnit" : { "state" : "translated", "value" : ↓"録音を停止" } },
                            "zh-Hans" : { "stringUnit" : { "state" : "needs_review", "value" : ↓"停止" } }
                          }
                        }
                      },
                      "version" : "1.0"
                    }
                    """),
            ], messages: [
                "'legacy.unused' is not in Resources/strings.json, the source this catalog is generated from",
                "'practice.sessions' in en is a plain string, Resources/strings.json has plural variants one, other",
                "'recording.stop' in ja is '録音を停止', Resources/strings.json has no ja value",
                "'recording.stop' in zh-Hans is '停止', Resources/strings.json has '停止录音'",
                "'share.progress' is missing from Resources/Localizable.xcstrings, which is generated from this file",
            ]),
        ],
        corrections: [
            RuleCorrection(
                before: [
                    RuleExample.File("strings.json", """
                        {
                          "recording.stop": { "en": "Stop recording", "zh-Hans": "停止录音 ⏹" },
                          "share.progress": { "en": "Share", "zh-Hans": "分享" }
                        }
                        """),
                    RuleExample.File("Localizable.xcstrings", """
                        {
                          "sourceLanguage" : "en",
                          "strings" : {
                            "recording.stop" : {
                              "extractionState" : "manual",
                              "localizations" : {
                                "en" : {
                                  "stringUnit" : {
                                    "state" : "translated",
                                    "value" : "Stop recording"
                                  }
                                },
                                "zh-Hans" : {
                                  "stringUnit" : {
                                    "state" : "needs_review",
                                    "value" : "停止"
                                  }
                                }
                              }
                            }
                          },
                          "version" : "1.0"
                        }
                        """),
                ],
                after: [
                    RuleExample.File("Localizable.xcstrings", """
                        {
                          "sourceLanguage" : "en",
                          "strings" : {
                            "recording.stop" : {
                              "extractionState" : "manual",
                              "localizations" : {
                                "en" : {
                                  "stringUnit" : {
                                    "state" : "translated",
                                    "value" : "Stop recording"
                                  }
                                },
                                "zh-Hans" : {
                                  "stringUnit" : {
                                    "state" : "translated",
                                    "value" : "停止录音 ⏹"
                                  }
                                }
                              }
                            },
                            "share.progress" : {
                              "extractionState" : "manual",
                              "localizations" : {
                                "en" : {
                                  "stringUnit" : {
                                    "state" : "translated",
                                    "value" : "Share"
                                  }
                                },
                                "zh-Hans" : {
                                  "stringUnit" : {
                                    "state" : "translated",
                                    "value" : "分享"
                                  }
                                }
                              }
                            }
                          },
                          "version" : "1.0"
                        }
                        """),
                ]),
        ])

    package init(options: NoOptions) {}

    package func check(_ context: RuleContext) -> [Diagnostic] {
        let catalogs = context.project.catalogs
        let pairing = context.pairing
        var generatedBySource: [Int: [Int]] = [:]
        for pair in pairing.pairs { generatedBySource[pair.source, default: []].append(pair.generated) }
        var diagnostics: [Diagnostic] = []
        for (sourceIndex, generatedIndices) in generatedBySource.sorted(by: { $0.key < $1.key }) {
            let source = catalogs[sourceIndex]
            let generated = generatedIndices.map { catalogs[$0] }
            diagnostics += missingKeys(source, generated, context)
            // Keys compare by bytes, as Foundation compares them: NFC and NFD `café` are two keys.
            var sourceEntries: [ExactKey: CatalogEntry] = [:]
            for entry in source.entries where entry.isSourceKey { sourceEntries[ExactKey(entry.key)] = sourceEntries[ExactKey(entry.key)] ?? entry }
            for catalog in generated {
                let fixable = Self.fixablePath(catalog, context.project)
                for entry in catalog.entries {
                    let fix = Self.fix(entry.key, in: fixable.map { [$0] } ?? [], from: source)
                    guard let sourceEntry = sourceEntries[ExactKey(entry.key)] else {
                        diagnostics.append(context.diagnostic(
                            FindingMessage("is not in \(source.path), the source this catalog is generated from", id: "notInSource", lead: .key),
                            about: FindingSubject(key: entry.key), at: entry.keyRange, related: Self.fileStarts(source, "the source, \(source.path)")
                        ).fixed(by: fix))
                        continue
                    }
                    let pair = EntryPair(source: sourceEntry, sourceCatalog: source, generated: entry, generatedCatalog: catalog)
                    diagnostics += CatalogValueComparison(pair: pair, context: context).differences().map { $0.fixed(by: fix) }
                }
            }
        }
        return diagnostics
    }

    /// Source keys that no catalog generated from the source has, reported at the source key.
    private func missingKeys(_ source: Catalog, _ generated: [Catalog], _ context: RuleContext) -> [Diagnostic] {
        let generatedKeys = Set(generated.flatMap { $0.entries.map { ExactKey($0.key) } })
        let paths = generated.map(\.path).joined(separator: ", ")
        let related = generated.flatMap { Self.fileStarts($0, "generated from this file: \($0.path)") }
        let fixable = generated.compactMap { Self.fixablePath($0, context.project) }
        return source.entries.filter { $0.isSourceKey && !generatedKeys.contains(ExactKey($0.key)) }.map { entry in
            context.diagnostic(
                FindingMessage("is missing from \(paths), which \(generated.count == 1 ? "is" : "are") generated from this file", id: "missingFromGenerated", lead: .key),
                about: FindingSubject(key: entry.key), at: entry.keyRange, related: related
            ).fixed(by: Self.fix(entry.key, in: fixable, from: source))
        }
    }

    /// The String Catalog file `l10n fix` rewrites for a generated catalog; nil for an `.lproj`
    /// table (one file per locale: regenerate it instead).
    private static func fixablePath(_ catalog: Catalog, _ project: Project) -> String? {
        guard catalog.files.count == 1, let file = catalog.files.first else { return nil }
        let path = project.file(file).path
        return path.hasSuffix(".xcstrings") ? path : nil
    }

    /// Syncing `key` of each catalog from the source; nil when no catalog can be rewritten.
    private static func fix(_ key: String, in catalogs: [String], from source: Catalog) -> Fix? {
        guard !catalogs.isEmpty else { return nil }
        return Fix("Sync '\(key)' from \(source.path)", edits: catalogs.map { .syncKey(catalog: $0, key: key) })
    }

    /// The start of each file of a catalog, as related locations: the other side of the pair.
    private static func fileStarts(_ catalog: Catalog, _ message: String) -> [(range: SourceRange, message: String)] {
        catalog.files.map { (range: SourceRange(file: $0, start: 0, end: 0), message: message) }
    }
}
