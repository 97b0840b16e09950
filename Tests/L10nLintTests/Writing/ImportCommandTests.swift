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

/// `l10n import`: XLIFF targets written back into strings.json, String Catalogs and .strings.
@Suite struct ImportCommandTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Hello 👋" : {
              "comment" : "Greeting",
              "localizations" : {
                "zh-Hans" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "你好 👋"
                  }
                }
              }
            },
            "items" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%#@count@"
                  },
                  "substitutions" : {
                    "count" : {
                      "argNum" : 1,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%lld item"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%lld items"
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            },
            "tap" : {
              "localizations" : {
                "en" : {
                  "variations" : {
                    "device" : {
                      "iphone" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Tap"
                        }
                      },
                      "mac" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Click"
                        }
                      }
                    }
                  }
                },
                "zh-Hans" : {
                  "variations" : {
                    "device" : {
                      "iphone" : {
                        "stringUnit" : {
                          "state" : "new",
                          "value" : ""
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }

        """

    static func xliff(_ original: String, _ units: String, target: String = "zh-Hans") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="\(original)" source-language="en" target-language="\(target)" datatype="plaintext">
            <body>
        \(units)
            </body>
          </file>
        </xliff>

        """
    }

    /// Every file under the directory with its bytes.
    static func snapshot(_ directory: TemporaryDirectory) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: directory.path) {
            var isDirectory: ObjCBool = false
            let full = directory.path + "/" + path
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue, !path.hasSuffix(".xliff") else { continue }
            files[path] = try Data(contentsOf: URL(fileURLWithPath: full))
        }
        return files
    }

    @Test func exportThenImportWithoutEditsChangesNoByteOfAStringCatalog() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Localizable.xcstrings", Self.catalog)
        let export = CLI.run(["report", "--locale", "zh-Hans", "--format", "xliff", "-o", "x.xliff"], in: directory)
        #expect(export.status == .success, "\(export.standardError)")
        let exported = try #require(directory.read("x.xliff"))
        // Chinese is asked only for the plural category it selects.
        #expect(exported.contains("id=\"items|==|substitutions.count.plural.other\""))
        #expect(!exported.contains("id=\"items|==|substitutions.count.plural.one\""))
        let before = try Self.snapshot(directory)
        let outcome = CLI.run(["import", "x.xliff"], in: directory)
        #expect(outcome.status == .success, "\(outcome.standardError)")
        #expect(outcome.standardOutput.hasPrefix("0 updated,"), "\(outcome.standardOutput)")
        #expect(try Self.snapshot(directory) == before)
    }

    @Test func exportThenImportWithoutEditsChangesNoByteOfTheSample() throws {
        let directory = try TemporaryDirectory()
        let sample = PackagePaths.root.appendingPathComponent("strings")
        try FileManager.default.copyItem(at: sample, to: directory.url.appendingPathComponent("strings"))
        let export = CLI.run(["report", "--locale", "zh-Hans", "--format", "xliff", "-o", "../x.xliff"], in: directory, subdirectory: "strings")
        #expect(export.status == .success, "\(export.standardError)")
        // The .lproj table is named by its development-language file, as Xcode names it.
        #expect(try #require(directory.read("x.xliff")).contains("<file original=\"Lingo/Legacy/en.lproj/Onboarding.strings\" source-language=\"en\" target-language=\"zh-Hans\""))
        let before = try Self.snapshot(directory)
        let outcome = CLI.run(["import", "../x.xliff"], in: directory, subdirectory: "strings")
        #expect(outcome.status == .success, "\(outcome.standardError)")
        #expect(outcome.standardOutput.hasPrefix("0 updated,"), "\(outcome.standardOutput)")
        #expect(!outcome.standardOutput.contains("unknown id"), "\(outcome.standardOutput)")
        #expect(try Self.snapshot(directory) == before)
    }

    /// One edited unit of the sample's `.lproj` table (named `Lingo/Legacy/en.lproj/Onboarding.strings`,
    /// as Xcode names it) changes exactly that definition and no other byte.
    @Test func anEditedUnitOfTheLprojTableChangesOnlyThatDefinition() throws {
        let directory = try TemporaryDirectory()
        let sample = PackagePaths.root.appendingPathComponent("strings")
        try FileManager.default.copyItem(at: sample, to: directory.url.appendingPathComponent("strings"))
        #expect(CLI.run(["report", "--locale", "zh-Hans", "--format", "xliff", "-o", "../x.xliff"], in: directory, subdirectory: "strings").status == .success)
        let exported = try #require(directory.read("x.xliff"))
        let old = ">Hold to talk, release to send</target>"
        try #require(exported.components(separatedBy: old).count == 2)
        try directory.write("x.xliff", exported.replacingOccurrences(of: old, with: ">按住说话，松开发送 🎤</target>"))
        let before = try Self.snapshot(directory)
        let outcome = CLI.run(["import", "../x.xliff"], in: directory, subdirectory: "strings")
        #expect(outcome.status == .success, "\(outcome.standardError)")
        #expect(outcome.standardOutput == "Lingo/Legacy/zh-Hans.lproj/Onboarding.strings: 1 updated\n1 updated, 9 unchanged, 0 unknown\n")
        let after = try Self.snapshot(directory)
        let table = "strings/Lingo/Legacy/zh-Hans.lproj/Onboarding.strings"
        #expect(after.keys.filter { after[$0] != before[$0] } == [table])
        let expected = String(decoding: try #require(before[table]), as: UTF8.self)
            .replacingOccurrences(of: "\"onboarding.mic.hint\" = \"Hold to talk, release to send\";", with: "\"onboarding.mic.hint\" = \"按住说话，松开发送 🎤\";")
        #expect(String(decoding: try #require(after[table]), as: UTF8.self) == expected)
    }

    /// An `.lproj` table is found by the old `Dir/*.lproj/Table` and by Xcode's development-language
    /// file, relative to the project or to the folder `l10n` ran in.
    @Test(arguments: ["App/*.lproj/Main", "App/en.lproj/Main.strings", "en.lproj/Main.strings", "Project/App/en.lproj/Main.strings"])
    func findsALprojTableByEitherOriginal(_ original: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/en.lproj/Main.strings", "\"title\" = \"Title\";\n")
        try directory.write("App/zh-Hans.lproj/Main.strings", "\"title\" = \"标题\";\n")
        try directory.write("x.xliff", Self.xliff(original, """
                  <trans-unit id="title" resname="title">
                    <source>Title</source>
                    <target state="needs-review-l10n">新标题</target>
                  </trans-unit>
            """))
        let outcome = CLI.run(["import", "x.xliff"], in: directory)
        #expect(outcome.status == .success, "\(outcome.standardError)")
        #expect(outcome.standardOutput == "App/zh-Hans.lproj/Main.strings: 1 updated\n1 updated, 0 unchanged, 0 unknown\n")
        #expect(directory.read("App/zh-Hans.lproj/Main.strings") == "\"title\" = \"新标题\";\n")
        #expect(directory.read("App/en.lproj/Main.strings") == "\"title\" = \"Title\";\n")
    }

    /// The sample's export, with a target given to every unit of its strings.json that lacks
    /// one: the import writes only strings.json, and `l10n fix` then makes catalog-sync clean.
    @Test func aFilledInExportOfTheSampleImportsIntoStringsJSON() throws {
        let directory = try TemporaryDirectory()
        let sample = PackagePaths.root.appendingPathComponent("strings")
        try FileManager.default.copyItem(at: sample, to: directory.url.appendingPathComponent("strings"))
        #expect(CLI.run(["report", "--locale", "zh-Hans", "--format", "xliff", "-o", "../x.xliff"], in: directory, subdirectory: "strings").status == .success)
        let exported = try #require(directory.read("x.xliff"))
        let parts = exported.components(separatedBy: "strings.json\" source-language")
        try #require(parts.count == 2, "the export has one strings.json <file>")
        let fileEnd = try #require(parts[1].range(of: "</file>"))
        var body = String(parts[1][..<fileEnd.lowerBound])
        var filled = 0
        for unit in body.components(separatedBy: "<trans-unit ").dropFirst() where !unit.contains("<target") {
            let source = try #require(unit.range(of: "</source>\n"))
            let withTarget = unit.replacingCharacters(in: source, with: "</source>\n        <target state=\"translated\">译文 🎉 \(filled)</target>\n")
            body = body.replacingOccurrences(of: unit, with: withTarget)
            filled += 1
        }
        try #require(filled > 0, "the sample's strings.json has untranslated zh-Hans units")
        try directory.write("x.xliff", parts[0] + "strings.json\" source-language" + body + parts[1][fileEnd.lowerBound...])
        let before = try Self.snapshot(directory)
        let outcome = CLI.run(["import", "../x.xliff"], in: directory, subdirectory: "strings")
        #expect(outcome.status == .success, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("\(filled) updated,"), "\(outcome.standardOutput)")
        let after = try Self.snapshot(directory)
        let changed = after.keys.filter { after[$0] != before[$0] }
        #expect(changed.count == 1 && changed[0].hasSuffix("strings.json"), "\(changed)")
        let json = String(decoding: try #require(after[changed[0]]), as: UTF8.self)
        for index in 0..<filled { #expect(json.contains("\"译文 🎉 \(index)\"")) }
        #expect(CLI.run(["fix", "."], in: directory, subdirectory: "strings").status == .success)
        let lint = CLI.run(["lint", "."], in: directory, subdirectory: "strings").standardOutput
        #expect(!lint.contains("[catalog-sync]"), "\(lint)")
    }

    @Test func importsPluralSubstitutionAndDeviceIdsIntoAStringCatalog() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Localizable.xcstrings", Self.catalog)
        try directory.write("x.xliff", Self.xliff("App/Localizable.xcstrings", """
                  <trans-unit id="items|==|substitutions.count.plural.other" resname="items">
                    <source>%lld items</source>
                    <target state="needs-review-translation">%lld 个项目 📦</target>
                  </trans-unit>
                  <trans-unit id="tap|==|device.iphone" resname="tap">
                    <source>Tap</source>
                    <target state="translated">轻点</target>
                  </trans-unit>
                  <trans-unit id="Hello 👋" resname="Hello 👋">
                    <source>Hello 👋</source>
                    <target state="translated">你好 👋</target>
                  </trans-unit>
            """))
        let outcome = CLI.run(["import", "x.xliff"], in: directory)
        #expect(outcome == CommandOutcome(status: .success, standardOutput: "App/Localizable.xcstrings: 2 updated\n2 updated, 1 unchanged, 0 unknown\n"))
        let written = try #require(directory.read("App/Localizable.xcstrings"))
        #expect(written.contains("""
                    "zh-Hans" : {
                      "substitutions" : {
                        "count" : {
                          "argNum" : 1,
                          "formatSpecifier" : "lld",
                          "variations" : {
                            "plural" : {
                              "other" : {
                                "stringUnit" : {
                                  "state" : "needs_review",
                                  "value" : "%lld 个项目 📦"
                                }
            """))
        #expect(written.contains("""
                          "iphone" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "轻点"
                            }
            """))
        #expect(CatalogFormatter.formatted(Array(written.utf8)) == .success(nil), "written in Xcode's layout")
    }

    @Test func writesStringsJSONBySplicingOnlyTheChangedBytes() throws {
        let directory = try TemporaryDirectory()
        let source = """
            {
              "$sourceLanguage": "en",
              "home": {
                "title": { "en": "Home", "zh-Hans": "首页" },
                "count": { "en": { "one": "%lld day", "other": "%lld days" }, "comment": "Streak" }
              }
            }

            """
        try directory.write("App/strings.json", source)
        try directory.write("x.xliff", Self.xliff("App/strings.json", """
                  <trans-unit id="home.title" resname="home.title">
                    <source>Home</source>
                    <target state="translated">主页 🏠</target>
                  </trans-unit>
                  <trans-unit id="home.count|==|plural.other" resname="home.count">
                    <source>%lld days</source>
                    <target state="translated">%lld 天</target>
                  </trans-unit>
                  <trans-unit id="home.title" resname="home.title"><source>Home</source><target/></trans-unit>
            """))
        let outcome = CLI.run(["import", "x.xliff"], in: directory)
        #expect(outcome == CommandOutcome(status: .success, standardOutput: "App/strings.json: 2 updated\n2 updated, 0 unchanged, 0 unknown\n"))
        #expect(directory.read("App/strings.json") == """
            {
              "$sourceLanguage": "en",
              "home": {
                "title": { "en": "Home", "zh-Hans": "主页 🏠" },
                "count": { "en": { "one": "%lld day", "other": "%lld days" }, "zh-Hans": { "other": "%lld 天" }, "comment": "Streak" }
              }
            }

            """)
    }

    /// A plural variant the locale's value lacks is not inserted as a second locale key (which
    /// would leave strings.json with a duplicate key); the file's other units are still imported.
    @Test func aVariantTheLocaleLacksIsNotImportedAsASecondLocaleKey() throws {
        let directory = try TemporaryDirectory()
        let source = """
            {
              "greeting": { "en": "Hello", "zh-Hans": "你好" },
              "items": { "en": { "one": "%lld item", "other": "%lld items" }, "zh-Hans": { "other": "%lld 项" } }
            }

            """
        try directory.write("App/strings.json", source)
        try directory.write("x.xliff", Self.xliff("App/strings.json", """
                  <trans-unit id="items|==|plural.one" resname="items">
                    <source>%lld item</source>
                    <target state="translated">%lld 个项目</target>
                  </trans-unit>
                  <trans-unit id="greeting" resname="greeting">
                    <source>Hello</source>
                    <target state="translated">您好</target>
                  </trans-unit>
            """))
        let outcome = CLI.run(["import", "x.xliff"], in: directory)
        #expect(outcome.status == .success)
        #expect(outcome.standardOutput.hasPrefix("App/strings.json: 1 updated\n"))
        #expect(outcome.standardOutput.contains(
            "x.xliff:5:7: not imported 'items|==|plural.one': strings.json's zh-Hans value has no such variant to replace; add it there first\n"))
        #expect(directory.read("App/strings.json") == source.replacingOccurrences(of: "\"你好\"", with: "\"您好\""))
    }

    @Test func writesALprojStringsTableInItsEncoding() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/en.lproj/Main.strings", "\"title\" = \"Title\";\n")
        var utf16 = Data([0xFF, 0xFE])
        utf16.append("/* Title */\n\"title\" = \"标题\";\n".data(using: .utf16LittleEndian) ?? Data())
        try directory.write("App/zh-Hans.lproj/Main.strings", utf16)
        try directory.write("x.xliff", Self.xliff("App/*.lproj/Main", """
                  <trans-unit id="title" resname="title">
                    <source>Title</source>
                    <target state="translated">"新" 标题 ✨</target>
                  </trans-unit>
            """))
        let outcome = CLI.run(["import", "x.xliff"], in: directory)
        #expect(outcome.status == .success, "\(outcome.standardError)")
        var expected = Data([0xFF, 0xFE])
        expected.append("/* Title */\n\"title\" = \"\\\"新\\\" 标题 ✨\";\n".data(using: .utf16LittleEndian) ?? Data())
        #expect(try Data(contentsOf: directory.url.appendingPathComponent("App/zh-Hans.lproj/Main.strings")) == expected)
    }

    @Test func reportsUnknownIdsWithTheirPositions() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Localizable.xcstrings", Self.catalog)
        try directory.write("x.xliff", Self.xliff("App/Localizable.xcstrings", """
                  <trans-unit id="nope" resname="nope"><source>No</source><target>不</target></trans-unit>
                  <trans-unit id="tap|==|device.watch" resname="tap"><source>Tap</source><target>轻点</target></trans-unit>
            """))
        let outcome = CLI.run(["import", "x.xliff"], in: directory)
        #expect(outcome == CommandOutcome(status: .success, standardOutput: """
            x.xliff:5:7: unknown id 'nope': no key 'nope' in App/Localizable.xcstrings
            x.xliff:6:7: unknown id 'tap|==|device.watch': 'tap' has no variant 'device.watch' in App/Localizable.xcstrings
            0 updated, 0 unchanged, 2 unknown

            """))
    }

    @Test func malformedXLIFFIsAPositionedErrorAndWritesNothing() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Localizable.xcstrings", Self.catalog)
        try directory.write("x.xliff", Self.xliff("App/Localizable.xcstrings", """
                  <trans-unit id="tap|==|device.iphone" resname="tap"><source>Tap</source><target>轻点</target></trans-unit>
                  <trans-unit id="Hello 👋"><source>Hi &nbsp;</source></trans-unit>
            """))
        let before = try Self.snapshot(directory)
        let outcome = CLI.run(["import", "x.xliff"], in: directory)
        #expect(outcome == CommandOutcome(status: .failure, standardError: "x.xliff:6:44: error: unknown entity '&nbsp;', expected &lt; &gt; &amp; &quot; &apos; or &#…;\n"))
        #expect(try Self.snapshot(directory) == before)
        try directory.write("y.xliff", "<xliff>\n  <file original=\"a\" source-language=\"en\">\n</xliff>\n")
        #expect(CLI.run(["import", "y.xliff"], in: directory).standardError == "y.xliff:3:1: error: expected </file>, found </xliff>\n")
        try directory.write("z.xliff", "<!DOCTYPE x [<!ENTITY a \"b\">]>\n<xliff/>\n")
        #expect(CLI.run(["import", "z.xliff"], in: directory).standardError == "z.xliff:1:1: error: <!DOCTYPE> is not allowed (entities are never expanded)\n")
    }

    @Test func refusesATargetLanguageThatIsNotALocaleOfTheProject() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Localizable.xcstrings", Self.catalog)
        try directory.write("x.xliff", Self.xliff("App/Localizable.xcstrings", """
                  <trans-unit id="tap|==|device.iphone" resname="tap"><source>Tap</source><target>タップ</target></trans-unit>
            """, target: "ja"))
        let before = try Self.snapshot(directory)
        let outcome = CLI.run(["import", "x.xliff"], in: directory)
        #expect(outcome == CommandOutcome(status: .failure, standardError: "x.xliff:3:3: error: target-language 'ja' is not a locale of the project (en, zh-Hans); nothing was imported\n"))
        #expect(try Self.snapshot(directory) == before)
    }

    @Test func aUnitGivenTwiceWritesTheLastOneAndDryRunWritesNothing() throws {
        let directory = try TemporaryDirectory()
        let source = "{\n  \"$sourceLanguage\": \"en\",\n  \"title\": { \"en\": \"Home\", \"zh-Hans\": \"首页\" }\n}\n"
        try directory.write("App/strings.json", source)
        try directory.write("x.xliff", Self.xliff("App/strings.json", """
                  <trans-unit id="title"><source>Home</source><target>主页</target></trans-unit>
                  <trans-unit id="title"><source>Home</source><target>家 🏡</target></trans-unit>
            """))
        let dryRun = CLI.run(["import", "--dry-run", "x.xliff"], in: directory)
        #expect(dryRun.status == .success)
        #expect(dryRun.standardOutput.contains("-  \"title\": { \"en\": \"Home\", \"zh-Hans\": \"首页\" }\n+  \"title\": { \"en\": \"Home\", \"zh-Hans\": \"家 🏡\" }\n"), "\(dryRun.standardOutput)")
        #expect(directory.read("App/strings.json") == source)
        #expect(CLI.run(["import", "x.xliff"], in: directory).status == .success)
        #expect(directory.read("App/strings.json") == source.replacingOccurrences(of: "首页", with: "家 🏡"))
    }
}
