import Foundation
import Testing
@testable import L10nModel
@testable import L10nEngine
@testable import L10nCLI

/// `l10n fix` applies the fixes of the findings `l10n lint` reports, from the same workspace:
/// what keeps a finding out of the report keeps its file unwritten (issue 26: `fix` used to edit
/// excluded files, rules set to "off" and disabled lines, and ignored `catalogPairs`).
@Suite struct FixScopeTests {
    static let source = """
        {
          "greeting": { "en": "Hello", "zh-Hans": "你好 👋" },
          "farewell": { "en": "Bye", "zh-Hans": "再见" }
        }
        """

    /// A generated catalog with two drifted values (greeting and farewell in zh-Hans).
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "farewell" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Bye" } },
                "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "拜拜" } }
              }
            },
            "greeting" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } },
                "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "您好" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    static let duplicates = "\"hello\" = \"你好\";\n\"hello\" = \"您好 👋\";\n\"bye\" = \"再见\";\n\"bye\" = \"拜拜\";\n"

    private func project(configuration: String? = nil) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("design/strings.json", Self.source)
        try directory.write("App/Localizable.xcstrings", Self.catalog)
        try directory.write("App/zh-Hans.lproj/Legacy.strings", Self.duplicates)
        if let configuration { try directory.write(".l10nlint.json", configuration) }
        return directory
    }

    private func unchanged(_ directory: TemporaryDirectory) -> Bool {
        directory.read("App/Localizable.xcstrings") == Self.catalog && directory.read("App/zh-Hans.lproj/Legacy.strings") == Self.duplicates
    }

    @Test func theUnconfiguredProjectIsFixed() throws {
        let directory = try project()
        let outcome = CLI.run(["fix"], in: directory)
        #expect(outcome.status == .success, "\(outcome.standardError)")
        #expect(directory.read("App/Localizable.xcstrings")?.contains("你好 👋") == true)
        #expect(directory.read("App/zh-Hans.lproj/Legacy.strings") == "\"hello\" = \"您好 👋\";\n\"bye\" = \"拜拜\";\n")
    }

    @Test func anExcludedFileIsNeverWritten() throws {
        let directory = try project(configuration: #"{ "exclude": ["App/Localizable.xcstrings", "App/*.lproj/Legacy.strings"] }"#)
        let outcome = CLI.run(["fix"], in: directory)
        #expect(outcome.status == .success)
        #expect(outcome.standardOutput == "")
        #expect(unchanged(directory))
        // Named explicitly, as pre-commit passes a staged file: still excluded.
        #expect(CLI.run(["fix", "App/zh-Hans.lproj/Legacy.strings", "App/Localizable.xcstrings"], in: directory).standardOutput == "")
        #expect(unchanged(directory))
    }

    @Test func aRuleSetToOffFixesNothing() throws {
        let directory = try project(configuration: #"{ "rules": { "catalog-sync": "off", "duplicate-key": "off" } }"#)
        let outcome = CLI.run(["fix"], in: directory)
        #expect(outcome.status == .success)
        #expect(outcome.standardOutput == "")
        #expect(unchanged(directory))
    }

    @Test func aDisabledLineKeepsItsDefinitionWhileTheOthersAreFixed() throws {
        let directory = try project()
        let text = """
            "hello" = "你好";
            /* l10n-lint:disable-next-line duplicate-key -- both kept until the 2.3 migration */
            "hello" = "您好 👋";
            "bye" = "再见";
            "bye" = "拜拜";

            """
        try directory.write("App/zh-Hans.lproj/Legacy.strings", text)
        let outcome = CLI.run(["fix"], in: directory)
        #expect(outcome.standardOutput.contains("duplicate-key: removed 1 overridden definition (the last one wins at run time)"), "\(outcome.standardOutput)")
        #expect(directory.read("App/zh-Hans.lproj/Legacy.strings") == """
            "hello" = "你好";
            /* l10n-lint:disable-next-line duplicate-key -- both kept until the 2.3 migration */
            "hello" = "您好 👋";
            "bye" = "拜拜";

            """)
    }

    @Test func anIgnoredKeyIsNotSynced() throws {
        let directory = try project(configuration: #"""
            { "ignore": [{ "rule": "catalog-sync", "keys": ["greeting"], "reason": "the formal greeting ships until 2.3" }] }
            """#)
        let outcome = CLI.run(["fix"], in: directory)
        #expect(outcome.standardOutput.contains("catalog-sync: updated 'farewell' in zh-Hans"), "\(outcome.standardOutput)")
        #expect(!outcome.standardOutput.contains("'greeting'"))
        let written = try #require(directory.read("App/Localizable.xcstrings"))
        #expect(written.contains("再见") && written.contains("您好") && !written.contains("你好 👋"))
    }

    @Test func baselinedFindingsAreNotFixed() throws {
        let directory = try project()
        #expect(CLI.run(["lint", "--quiet", "--write-baseline", "l10n-baseline.json"], in: directory).status == .success)
        let outcome = CLI.run(["fix", "--baseline", "l10n-baseline.json"], in: directory)
        #expect(outcome.status == .success)
        #expect(outcome.standardOutput == "")
        #expect(unchanged(directory))
    }

    /// A pair only the configuration names (the catalog shares too few keys to be paired by
    /// itself) is fixed like any other.
    @Test func configuredCatalogPairsAreFixed() throws {
        let directory = try project(configuration: #"""
            { "catalogPairs": [{ "source": "design/strings.json", "generated": "App/InfoPlist.xcstrings" }] }
            """#)
        try directory.write("App/InfoPlist.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "CFBundleDisplayName" : { }
              },
              "version" : "1.0"
            }
            """)
        let outcome = CLI.run(["fix"], in: directory)
        #expect(outcome.standardOutput.contains("App/InfoPlist.xcstrings:\n  catalog-sync: removed 'CFBundleDisplayName' (not in design/strings.json)"), "\(outcome.standardOutput)")
    }
}
