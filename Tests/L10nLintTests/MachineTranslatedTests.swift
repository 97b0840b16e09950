import Foundation
import Testing
@testable import L10nModel
@testable import L10nRules
@testable import L10nReporting
@testable import L10nWriting
@testable import L10nCLI

/// Xcode 26's `machine_translated` unit state: `translation-state` reports it (its severity set by
/// `machineTranslated`), the report counts it apart, and XLIFF carries it as Xcode does:
/// `state="translated" state-qualifier="leveraged-mt"`, both ways.
@Suite struct MachineTranslatedTests {
    /// A catalog as Xcode 26 writes it: a plain string and one plural form machine-translated.
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld lessons" : {
              "localizations" : {
                "de" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld Lektion"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "machine_translated",
                          "value" : "%lld Lektionen"
                        }
                      }
                    }
                  }
                },
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld lesson"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld lessons"
                        }
                      }
                    }
                  }
                }
              }
            },
            "Start lesson" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "machine_translated",
                    "value" : "Lektion starten"
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Start lesson"
                  }
                }
              }
            },
            "Stop" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Anhalten"
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Stop"
                  }
                }
              }
            }
          },
          "version" : "1.1"
        }

        """

    static func project(configuration: String? = nil) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("App/Localizable.xcstrings", catalog)
        if let configuration { try directory.write(".l10nlint.json", configuration) }
        return directory
    }

    static func lint(_ configuration: String?) throws -> CommandOutcome {
        let configured = configuration.map { #"{ "rules": { "translation-state": \#($0) } }"# }
        return CLI.run(["lint"], in: try project(configuration: configured))
    }

    @Test func isAWarningByDefaultANoteOrAcceptedByOption() throws {
        let warning = try Self.lint(nil)
        #expect(warning.standardOutput.components(separatedBy: "\n").filter { $0.contains("[translation-state]") } == [
            "App/Localizable.xcstrings:18:29: warning: '%lld lessons' in de is machine-translated and not reviewed (1 of 2 variants: other) [translation-state]",
            "App/Localizable.xcstrings:49:23: warning: 'Start lesson' in de is machine-translated and not reviewed [translation-state]",
        ])
        let note = try Self.lint(#"{ "options": { "machineTranslated": "note" } }"#)
        #expect(note.standardOutput.components(separatedBy: "\n").filter { $0.contains("[translation-state]") } == [
            "App/Localizable.xcstrings:18:29: note: '%lld lessons' in de is machine-translated and not reviewed (1 of 2 variants: other) [translation-state]",
            "App/Localizable.xcstrings:49:23: note: 'Start lesson' in de is machine-translated and not reviewed [translation-state]",
        ])
        let accepted = try Self.lint(#"{ "options": { "machineTranslated": "accept" } }"#)
        #expect(!accepted.standardOutput.contains("[translation-state]"), "\(accepted.standardOutput)")
        let typo = try Self.lint(#"{ "options": { "machineTranslated": "ignore" } }"#)
        #expect(typo.status == .failure)
        #expect(typo.standardError.contains("must be one of warning, note, accept, found 'ignore'"), "\(typo.standardError)")
    }

    @Test func aUnitToReviewOutranksAMachineTranslation() {
        let range = SourceRange(file: FileID(0), start: 0, end: 0)
        func unit(_ state: TranslationState) -> LocalizedValue { LocalizedValue(unit: StringUnit(value: "a", state: state, range: range)) }
        let value = LocalizedValue(variations: Variations(kind: .plural, variants: [
            Variant(selector: "one", selectorRange: range, value: unit(.machineTranslated)),
            Variant(selector: "other", selectorRange: range, value: unit(.needsReview)),
        ]))
        #expect(value.status == .needsReview)
        #expect(unit(.machineTranslated).status == .machineTranslated)
        #expect(TranslationState(rawValue: "machine_translated") == .machineTranslated)
        #expect(TranslationState.machineTranslated.description == "machine_translated")
    }

    @Test func theReportCountsMachineTranslationAsItsOwnStatePartOfTranslated() throws {
        let directory = try Self.project()
        let json = CLI.run(["report", "--format", "json", "--locale", "de"], in: directory)
        #expect(json.status == .success)
        #expect(json.standardOutput.contains(#""total": 3, "translated": 3, "needsReview": 0, "machineTranslated": 2, "missing": 0"#)
            || json.standardOutput.contains("\"machineTranslated\" : 2") || json.standardOutput.contains("\"machineTranslated\": 2"), "\(json.standardOutput)")
        #expect(json.standardOutput.contains("\"state\": \"machine_translated\""), "\(json.standardOutput)")
        let text = CLI.run(["report", "--locale", "de"], in: directory)
        #expect(text.standardOutput.contains("LOCALE  COVERAGE                      TRANSLATED  NEEDS REVIEW  MACHINE TRANSLATED  UNCHANGED  MISSING  EMPTY  TOTAL"), "\(text.standardOutput)")
        let markdown = CLI.run(["report", "--locale", "de", "--format", "markdown"], in: directory)
        #expect(markdown.standardOutput.contains("| 3 | 0 | 2 | 0 | 0 | 0 | 3 |"), "\(markdown.standardOutput)")
        let html = CLI.run(["report", "--locale", "de", "--format", "html"], in: directory)
        #expect(html.standardOutput.contains("<span><b>2</b> machine-translated</span>"))
        #expect(html.standardOutput.contains("data-label=\"Machine\">2</td>"))
    }

    @Test func xliffCarriesItAsTranslatedLeveragedMTBothWays() throws {
        let directory = try Self.project()
        let export = CLI.run(["report", "--locale", "de", "--format", "xliff", "-o", "de.xliff"], in: directory)
        #expect(export.status == .success, "\(export.standardError)")
        let exported = try #require(directory.read("de.xliff"))
        #expect(exported.contains(#"<target state="translated" state-qualifier="leveraged-mt">Lektion starten</target>"#), "\(exported)")
        #expect(exported.contains(#"<target state="translated" state-qualifier="leveraged-mt">%lld Lektionen</target>"#))
        #expect(exported.contains(#"<target state="translated">%lld Lektion</target>"#))
        // Unedited, the export imports as no change: the qualifier keeps the state.
        let before = try ImportCommandTests.snapshot(directory)
        #expect(CLI.run(["import", "de.xliff"], in: directory).standardOutput == "0 updated, 3 unchanged, 0 unknown\n")
        #expect(try ImportCommandTests.snapshot(directory) == before)
        // A reviewer approves one (drops the qualifier), a tool machine-translates an edit.
        let reviewed = exported
            .replacingOccurrences(of: #"<target state="translated" state-qualifier="leveraged-mt">Lektion starten</target>"#, with: #"<target state="translated">Lektion starten</target>"#)
            .replacingOccurrences(of: #"state-qualifier="leveraged-mt">%lld Lektionen<"#, with: #"state-qualifier="leveraged-mt">%lld Lektionen insgesamt<"#)
        try directory.write("de.xliff", reviewed)
        #expect(CLI.run(["import", "de.xliff"], in: directory).standardOutput == "App/Localizable.xcstrings: 2 updated\n2 updated, 1 unchanged, 0 unknown\n")
        let catalog = try #require(directory.read("App/Localizable.xcstrings"))
        #expect(catalog == Self.catalog
            .replacingOccurrences(of: "\"state\" : \"machine_translated\",\n            \"value\" : \"Lektion starten\"", with: "\"state\" : \"translated\",\n            \"value\" : \"Lektion starten\"")
            .replacingOccurrences(of: "\"value\" : \"%lld Lektionen\"", with: "\"value\" : \"%lld Lektionen insgesamt\""))
    }

    @Test func importMapsXLIFFStatesToCatalogStates() {
        #expect(XLIFFImportPlan.catalogState("translated", qualifier: "leveraged-mt") == "machine_translated")
        #expect(XLIFFImportPlan.catalogState("translated", qualifier: "mt-suggestion") == "machine_translated")
        #expect(XLIFFImportPlan.catalogState("translated", qualifier: "leveraged-tm") == "translated")
        #expect(XLIFFImportPlan.catalogState("final", qualifier: "leveraged-mt") == "translated")
        #expect(XLIFFImportPlan.catalogState("needs-review-l10n", qualifier: "leveraged-mt") == "needs_review")
        #expect(XLIFFImportPlan.catalogState("needs-review-translation", qualifier: nil) == "needs_review")
        #expect(XLIFFImportPlan.catalogState("needs-review-adaptation", qualifier: nil) == "needs_review")
        #expect(XLIFFImportPlan.catalogState("new", qualifier: nil) == nil)
    }
}
