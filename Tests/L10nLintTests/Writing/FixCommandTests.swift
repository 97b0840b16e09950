import Foundation
import Testing
@testable import L10nModel
@testable import L10nParsing
@testable import L10nAnalysis
@testable import L10nRules
@testable import L10nEngine
@testable import L10nConfiguration
@testable import L10nReporting
@testable import L10nWriting
@testable import L10nCLI

/// `l10n fix`: catalog-sync and duplicate-key fixes, with refusals and `--dry-run`.
@Suite struct FixCommandTests {
    static let source = """
        {
          "$sourceLanguage": "en",
          "streak": { "en": { "one": "%lld-day streak 🔥", "other": "%lld-day streak 🔥" }, "zh-Hans": "连续 %lld 天 🔥" },
          "greeting": { "en": "Hello", "zh-Hans": "你好 👋", "comment": "Home title" },
          "new.key": { "en": "New", "zh-Hans": "新" }
        }
        """

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "greeting" : {
              "comment" : "Home title",
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Hello"
                  }
                },
                "zh-Hans" : {
                  "stringUnit" : {
                    "state" : "needs_review",
                    "value" : "您好"
                  },
                  "x-unknown" : true
                }
              }
            },
            "old.key" : {
              "localizations" : {

              }
            },
            "streak" : {
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%lld-day streak 🔥"
                  }
                },
                "zh-Hans" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "连续 %lld 天 🔥"
                  }
                }
              }
            }
          },
          "version" : "1.1"
        }
        """

    static let fixed = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "greeting" : {
              "comment" : "Home title",
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Hello"
                  }
                },
                "zh-Hans" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "你好 👋"
                  },
                  "x-unknown" : true
                }
              }
            },
            "new.key" : {
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "New"
                  }
                },
                "zh-Hans" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "新"
                  }
                }
              }
            },
            "streak" : {
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%lld-day streak 🔥"
                  }
                },
                "zh-Hans" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "连续 %lld 天 🔥"
                  }
                }
              }
            }
          },
          "version" : "1.1"
        }
        """

    @Test func catalogSyncAddsUpdatesRemovesAndWritesPluralsAsVariations() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/strings.json", Self.source)
        try directory.write("App/Localizable.xcstrings", Self.catalog)
        let outcome = CLI.run(["fix"], in: directory)
        #expect(outcome.standardError == "Applied 3 fixes to 1 file; no finding left.\n")
        #expect(outcome.status == .success)
        // A uniform plural compares equal to its plain string, so only real drift changes it.
        #expect(outcome.standardOutput == """
            App/Localizable.xcstrings:
              catalog-sync: updated 'greeting' in zh-Hans
              catalog-sync: removed 'old.key' (not in App/strings.json)
              catalog-sync: added 'new.key'

            """)
        let written = try #require(directory.read("App/Localizable.xcstrings"))
        #expect(written == Self.fixed)
        #expect(directory.read("App/strings.json") == Self.source)
        #expect(CLI.run(["fix"], in: directory) == CommandOutcome(status: .success, standardError: "Nothing to fix: no finding.\n"))
        let lint = CLI.run(["lint", "--quiet"], in: directory)
        #expect(!lint.standardOutput.contains("[catalog-sync]"), "\(lint.standardOutput)")
    }

    @Test func pluralObjectsBecomePluralVariations() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/strings.json", Self.source.replacingOccurrences(of: #""other": "%lld-day streak 🔥""#, with: #""other": "%lld-day streaks 🔥""#))
        try directory.write("App/Localizable.xcstrings", Self.catalog)
        let outcome = CLI.run(["fix"], in: directory)
        #expect(outcome.standardOutput.contains("  catalog-sync: updated 'streak' in en\n"))
        let tree = try CatalogFormatter.parse(try FileReader.read(directory.path + "/App/Localizable.xcstrings").get()).get().tree
        let english = ["strings", "streak", "localizations", "en"]
        #expect(tree[path: english + ["stringUnit"]] == nil)
        #expect(tree[path: english + ["variations", "plural", "one", "stringUnit"]] == .object([.init("state", .string("translated")), .init("value", .string("%lld-day streak 🔥"))]))
        #expect(tree[path: english + ["variations", "plural", "other", "stringUnit", "value"]] == .string("%lld-day streaks 🔥"))
        #expect(tree[path: ["strings", "streak", "localizations", "zh-Hans", "stringUnit", "value"]] == .string("连续 %lld 天 🔥"))
    }

    @Test func refusesAFixThatWouldLoseATranslation() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/strings.json", Self.source)
        let withJapanese = Self.catalog.replacingOccurrences(of: """
                    "zh-Hans" : {
                      "stringUnit" : {
                        "state" : "needs_review",
            """, with: """
                    "ja" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "こんにちは"
                      }
                    },
                    "zh-Hans" : {
                      "stringUnit" : {
                        "state" : "needs_review",
            """)
        try directory.write("App/Localizable.xcstrings", withJapanese)
        let outcome = CLI.run(["fix"], in: directory)
        #expect(outcome.status == .findings)
        #expect(outcome.standardOutput == "")
        #expect(outcome.standardError == """
            App/Localizable.xcstrings: refused catalog-sync fix: 'greeting' has a ja translation that App/strings.json lacks; add it there first, then run 'l10n fix' again
            Nothing fixed: 1 refused (see above); 10 findings left (9 errors, 1 warning); 'l10n lint' lists them.

            """)
        #expect(directory.read("App/Localizable.xcstrings") == withJapanese)
    }

    @Test func dryRunPrintsAUnifiedDiffAndWritesNothing() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/strings.json", #"{ "a": { "en": "A", "zh-Hans": "甲" }, "b": { "en": "B", "zh-Hans": "乙" } }"#)
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "a" : {
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "A"
                      }
                    },
                    "zh-Hans" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "乙"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        try directory.write("App/Localizable.xcstrings", catalog)
        let outcome = CLI.run(["fix", "--dry-run", "App"], in: directory)
        #expect(outcome.status == .success)
        #expect(outcome.standardOutput == """
            --- a/App/Localizable.xcstrings
            +++ b/App/Localizable.xcstrings
            @@ -12,6 +12,23 @@
                     "zh-Hans" : {
                       "stringUnit" : {
                         "state" : "translated",
            +            "value" : "甲"
            +          }
            +        }
            +      }
            +    },
            +    "b" : {
            +      "extractionState" : "manual",
            +      "localizations" : {
            +        "en" : {
            +          "stringUnit" : {
            +            "state" : "translated",
            +            "value" : "B"
            +          }
            +        },
            +        "zh-Hans" : {
            +          "stringUnit" : {
            +            "state" : "translated",
                         "value" : "乙"
                       }
                     }

            """)
        #expect(directory.read("App/Localizable.xcstrings") == catalog)
    }

    /// `unused-key` fixes only on request: plain `fix` keeps every key; `--remove-unused-keys`
    /// removes the reported ones in Xcode's layout; a `.strings` table is refused, untouched.
    @Test func unusedKeysAreRemovedOnlyWithTheFlag() throws {
        let directory = try TemporaryDirectory()
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Old banner" : {

                },
                "Settings" : {

                }
              },
              "version" : "1.0"
            }
            """
        try directory.write("App/Localizable.xcstrings", catalog)
        try directory.write("App/en.lproj/Legacy.strings", "\"legacy.title\" = \"Legacy\";\n\"legacy.used\" = \"Used\";\n")
        try directory.write("App/SettingsView.swift", "struct SettingsView: View {\n    var body: some View { Text(\"Settings\"); Text(\"legacy.used\", tableName: \"Legacy\") }\n}\n")
        let plain = CLI.run(["fix", "App"], in: directory)
        #expect(plain.status == .success)
        #expect(directory.read("App/Localizable.xcstrings") == catalog)
        let removing = CLI.run(["fix", "--remove-unused-keys", "App"], in: directory)
        #expect(removing.status == .findings, "the .strings table is refused")
        #expect(removing.standardOutput == "App/Localizable.xcstrings:\n  unused-key: removed 'Old banner' (no code of the linted project uses it)\n")
        #expect(removing.standardError.hasPrefix(
            "App/en.lproj/Legacy.strings: refused unused-key fix: only String Catalogs are edited; remove 1 key from every language's table by hand\n"))
        #expect(directory.read("App/Localizable.xcstrings") == """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Settings" : {

                }
              },
              "version" : "1.0"
            }
            """)
        #expect(directory.read("App/en.lproj/Legacy.strings") == "\"legacy.title\" = \"Legacy\";\n\"legacy.used\" = \"Used\";\n")
    }

    @Test func duplicateKeyKeepsTheDefinitionThatWinsAtRunTimeInTheFilesEncoding() throws {
        let directory = try TemporaryDirectory()
        let text = "/* Greeting */\n\"hello\" = \"你好\";\n\"bye\" = \"再见 👋\";\n  \"hello\" = \"您好\"; \n\"hello\" = \"嗨 😀\";\n"
        let utf16 = [UInt8]([0xFF, 0xFE]) + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        try directory.write("App/zh-Hans.lproj/Localizable.strings", Data(utf16))
        try directory.write("App/en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n\"bye\" = \"Bye\";\n")
        let before = CLI.run(["lint", "--quiet"], in: directory).standardOutput
        #expect(before.contains("[duplicate-key]"))
        let outcome = CLI.run(["fix"], in: directory)
        #expect(outcome.standardOutput == "App/zh-Hans.lproj/Localizable.strings:\n  duplicate-key: removed 2 overridden definitions (the last one wins at run time)\n")
        let expected = "/* Greeting */\n\"bye\" = \"再见 👋\";\n\"hello\" = \"嗨 😀\";\n"
        let written = try Data(contentsOf: directory.url.appendingPathComponent("App/zh-Hans.lproj/Localizable.strings"))
        #expect([UInt8](written) == [0xFF, 0xFE] + expected.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(!CLI.run(["lint", "--quiet"], in: directory).standardOutput.contains("[duplicate-key]"))
    }

    /// A value's fix earlier in a table shifts the bytes after it: the duplicate-key fix of the
    /// same run still removes the right definition (it was skipped until a second run).
    @Test func aValueFixAndADuplicateKeyFixApplyToOneTableInOneRun() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/en.lproj/Localizable.strings", "\"name\" = \"Name: \";\n\"body\" = \"Read receipts\";\n\"hello\" = \"Hello\";\n")
        try directory.write(
            "App/da.lproj/Localizable.strings",
            "\"name\" = \"Navn:\";\n\"hello\" = \"Hej\";\n\"body\" = \"Kvitteringer\u{200B}for\u{200B}læsning\";\n\"hello\" = \"Hej 👋\";\n")
        let outcome = CLI.run(["fix"], in: directory)
        #expect(outcome.standardOutput == """
            App/da.lproj/Localizable.strings:
              Give the translation the source's leading and trailing whitespace
              Remove the invisible characters the source lacks
              duplicate-key: removed 1 overridden definition (the last one wins at run time)

            """)
        #expect(directory.read("App/da.lproj/Localizable.strings") == "\"name\" = \"Navn: \";\n\"body\" = \"Kvitteringerforlæsning\";\n\"hello\" = \"Hej 👋\";\n")
        #expect(CLI.run(["fix"], in: directory).standardError.hasPrefix("Nothing to fix"))
    }

    @Test func theSampleBecomesCatalogSyncCleanWithoutTouchingStringsJSON() throws {
        let directory = try TemporaryDirectory()
        let sample = PackagePaths.root.appendingPathComponent("strings")
        try FileManager.default.copyItem(at: sample, to: directory.url.appendingPathComponent("strings"))
        let sourcePaths = try FileManager.default.subpathsOfDirectory(atPath: sample.path).filter { $0.hasSuffix("strings.json") }
        #expect(!sourcePaths.isEmpty)
        let before = try sourcePaths.map { try Data(contentsOf: sample.appendingPathComponent($0)) }
        #expect(CLI.run(["lint", "strings"], in: directory).standardOutput.contains("[catalog-sync]"))
        let outcome = CLI.run(["fix", "strings"], in: directory)
        #expect(outcome.status == .success, "\(outcome.standardError)")
        let after = CLI.run(["lint", "strings"], in: directory).standardOutput
        #expect(!after.contains("[catalog-sync]"), "\(after)")
        #expect(!after.contains("[duplicate-key]"), "\(after)")
        let copied = directory.url.appendingPathComponent("strings")
        #expect(try sourcePaths.map { try Data(contentsOf: copied.appendingPathComponent($0)) } == before)
        // What is left is what lint finds, counted the same way.
        let left = after.split(separator: "\n")
        let counts = [("error", "error"), ("warning", "warning"), ("note", "note")].map { severity, noun in
            TextReporter.plural(left.count { $0.contains(": \(severity): ") }, noun)
        }.filter { !$0.hasPrefix("0 ") }
        #expect(CLI.run(["fix", "strings"], in: directory) == CommandOutcome(
            status: .success,
            standardError: "Nothing to fix: \(left.count) findings with no automatic fix (\(counts.joined(separator: ", "))); 'l10n lint' lists them.\n"))
    }
}
