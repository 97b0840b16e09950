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

/// The seed's workflow end to end: `design/strings.json` beside `App/Resources/Localizable.xcstrings`
/// (sibling folders), paired by content, each defect reported once, configuration paths anchored
/// at the configuration file.
@Suite struct SourceOfTruthTests {
    static let source = """
        {
          "a": { "en": "Alpha", "zh-Hans": "甲" },
          "b": { "en": "**Bold** text", "zh-Hans": "粗体文字" },
          "c": { "en": "Gamma", "zh-Hans": "丙" },
          "d": { "en": "Delta", "zh-Hans": "丁" }
        }
        """

    /// A catalog generated from `source`, with `b` copied as is (its bold defect included).
    static func catalog(_ units: [(key: String, en: String, zh: String)]) -> String {
        let strings = units.map { unit in
            """
                "\(unit.key)" : { "localizations" : {
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "\(unit.en)" } },
                  "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "\(unit.zh)" } } } }
            """
        }
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + strings.joined(separator: ",\n") + "\n  },\n  \"version\" : \"1.0\"\n}\n"
    }

    static let inSync: [(key: String, en: String, zh: String)] = [("a", "Alpha", "甲"), ("b", "**Bold** text", "粗体文字"), ("c", "Gamma", "丙"), ("d", "Delta", "丁")]

    /// Changed value of `a`, removed `c`, added `x`: three kinds of drift in sibling folders.
    static func siblingProject() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("design/strings.json", source)
        try directory.write("App/Resources/Localizable.xcstrings", catalog([("a", "Alpha", "乙"), ("b", "**Bold** text", "粗体文字"), ("d", "Delta", "丁"), ("x", "Extra", "额外")]))
        return directory
    }

    static let drift = [
        "Resources/Localizable.xcstrings:6:72: error: 'a' in zh-Hans is '乙', design/strings.json has '甲' [catalog-sync]",
        "Resources/Localizable.xcstrings:13:5: error: 'x' is not in design/strings.json, the source this catalog is generated from [catalog-sync]",
        "design/strings.json:3:44: warning: 'b' in zh-Hans has 0 bold spans, source has 1 [markdown-bold-parity]",
        "design/strings.json:4:3: error: 'c' is missing from App/Resources/Localizable.xcstrings, which is generated from this file [catalog-sync]",
    ]

    @Test func siblingLayoutFindsChangedRemovedAndAddedKeysFromAnywhere() throws {
        let directory = try Self.siblingProject()
        let expected = Self.drift.map { $0.hasPrefix("Resources/") ? "App/" + $0 : $0 }.joined(separator: "\n") + "\n"
        let fromRoot = CLI.run(["lint"], in: directory)
        #expect(fromRoot.status == .findings)
        #expect(fromRoot.standardOutput == expected)
        let fromSubdirectory = CLI.run(["lint", ".."], in: directory, subdirectory: "App")
        #expect(fromSubdirectory.standardOutput == expected.replacingOccurrences(of: "App/Resources/", with: "../App/Resources/")
            .replacingOccurrences(of: "design/strings.json", with: "../design/strings.json"))
        let absolute = CLI.run(["lint", directory.path], in: directory, subdirectory: "App")
        #expect(absolute.standardOutput.split(separator: "\n").count == 4)
        #expect(absolute.standardOutput.contains("\(directory.path)/design/strings.json:4:3: error: 'c' is missing from"))
        #expect(fromRoot.standardError.contains(
            "note: App/Resources/Localizable.xcstrings differs from design/strings.json (3 catalog-sync findings): regenerate it from design/strings.json"))
    }

    /// The bold defect is in both files; it is reported at the source, the copy a related location.
    @Test func aDefectTheCatalogInheritsIsReportedOnceAtTheSource() throws {
        let directory = try TemporaryDirectory()
        try directory.write("design/strings.json", Self.source)
        try directory.write("App/Localizable.xcstrings", Self.catalog(Self.inSync))
        let result = Linter().lint(paths: ["."], workingDirectory: directory.path)
        #expect(result.diagnostics.map { "\($0.location.path):\($0.location.start) \($0.ruleID)" } == ["design/strings.json:3:44 markdown-bold-parity"])
        #expect(result.diagnostics.first?.related.map { "\($0.location.path):\($0.location.start) \($0.message)" }.last
            == "App/Localizable.xcstrings:9:72 the copy generated into App/Localizable.xcstrings")
        let sarif = CLI.run(["lint", "--format", "sarif"], in: directory).standardOutput
        #expect(sarif.contains("\"uri\" : \"App/Localizable.xcstrings\"") || sarif.contains("\"uri\": \"App/Localizable.xcstrings\""))
    }

    /// Custom rules are folded the same way: the engine does it, not each rule.
    @Test func customRuleFindingsAreFoldedToo() throws {
        let directory = try TemporaryDirectory()
        try directory.write("design/strings.json", Self.source)
        try directory.write("App/Localizable.xcstrings", Self.catalog(Self.inSync))
        try directory.write(".l10nlint.json", #"{ "rules": { "markdown-bold-parity": "off" }, "customRules": [ { "id": "no-gamma", "message": "say G", "forbid": "Gamma" } ] }"#)
        let outcome = CLI.run(["lint"], in: directory)
        #expect(outcome.standardOutput == "design/strings.json:4:17: warning: 'c' in en: say G [no-gamma]\n")
    }

    /// A drifted copy with its own defect is drift: reported in the generated catalog.
    @Test func aDefectOnlyTheCatalogHasStaysThere() throws {
        let directory = try TemporaryDirectory()
        try directory.write("design/strings.json", #"{ "a": { "en": "**A**", "zh-Hans": "**甲**" } }"#)
        try directory.write("App/Localizable.xcstrings", Self.catalog([("a", "**A**", "甲")]))
        let outcome = CLI.run(["lint"], in: directory)
        #expect(outcome.standardOutput.contains("App/Localizable.xcstrings:6:72: warning: 'a' in zh-Hans has 0 bold spans, source has 1 [markdown-bold-parity]"))
        #expect(outcome.standardOutput.contains("[catalog-sync]"))
        #expect(!outcome.standardOutput.contains("design/strings.json:1:"))
    }

    @Test func reportCountsEachKeyOnceWithADriftColumn() throws {
        let directory = try Self.siblingProject()
        let outcome = CLI.run(["report", "--format", "json"], in: directory)
        #expect(outcome.status == .success)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        let locale = try #require((json["locales"] as? [[String: Any]])?.first)
        let totals = try #require(locale["totals"] as? [String: Any])
        #expect(totals["total"] as? Int == 4, "four distinct keys")
        #expect(totals["drift"] as? Int == 2, "a changed, c removed")
        #expect((locale["catalogs"] as? [[String: Any]])?.compactMap { $0["path"] as? String } == ["design/strings.json"])
        let catalogs = try #require(json["catalogs"] as? [[String: Any]])
        #expect(catalogs.compactMap { $0["generatedFrom"] as? String } == ["design/strings.json"])
        let worklist = CLI.run(["report", "--locale", "zh-Hans", "--format", "json"], in: directory).standardOutput
        let items = try #require((try JSONSerialization.jsonObject(with: Data(worklist.utf8)) as? [String: Any])?["worklist"] as? [[String: Any]])
        #expect(items.compactMap { $0["key"] as? String } == ["a", "b"], "each key once")
    }

    @Test func unpairedCatalogGetsANoteWithTheEntryToAdd() throws {
        let directory = try TemporaryDirectory()
        try directory.write("design/strings.json", Self.source)
        try directory.write("App/InfoPlist.xcstrings", Self.catalog([("CFBundleDisplayName", "Lingo", "灵果")]))
        let outcome = CLI.run(["lint", "--verbose"], in: directory)
        #expect(outcome.standardError.hasPrefix("""
            pair: no generated catalog is paired with a strings.json
            note: App/InfoPlist.xcstrings is not paired with design/strings.json: it shares 0 of 1 key, pairing needs at least half; \
            if it is generated from that file, add to "catalogPairs" in .l10nlint.json: { "source": "design/strings.json", "generated": "App/InfoPlist.xcstrings" }

            """))
        let paired = try Self.siblingProject()
        #expect(CLI.run(["lint", "--verbose"], in: paired).standardError.hasPrefix(
            "pair: App/Resources/Localizable.xcstrings is generated from design/strings.json (it shares 3 of 4 keys, 3 folders apart)\n"))
    }

    @Test func configPairsListsPairsAndUnpairedCatalogs() throws {
        let directory = try Self.siblingProject()
        try directory.write("App/InfoPlist.xcstrings", Self.catalog([("CFBundleDisplayName", "Lingo", "灵果")]))
        let outcome = CLI.run(["config", "pairs"], in: directory)
        #expect(outcome.status == .success)
        #expect(outcome.standardOutput == """
            pair: App/Resources/Localizable.xcstrings is generated from design/strings.json (it shares 3 of 4 keys, 3 folders apart)
            note: App/InfoPlist.xcstrings is not paired with design/strings.json: it shares 0 of 1 key, pairing needs at least half; \
            if it is generated from that file, add to "catalogPairs" in .l10nlint.json: { "source": "design/strings.json", "generated": "App/InfoPlist.xcstrings" }

            """)
        #expect(CLI.run(["config", "pairs", "App", "design"], in: directory).standardOutput.hasPrefix("pair: no generated catalog"),
            "two directory arguments, no configuration: two projects")
    }

    // MARK: Configuration

    /// Configured pairs are anchored at the configuration: from a subdirectory, with `--config`
    /// `..`, or with an absolute path they name the same files.
    @Test func configuredPairsWorkFromAnyDirectory() throws {
        let directory = try TemporaryDirectory()
        try directory.write("design/strings.json", Self.source)
        // Shares no key, so only the configured pair makes catalog-sync compare the two.
        try directory.write("App/Localizable.xcstrings", Self.catalog([("z", "Zeta", "庚")]))
        try directory.write(".l10nlint.json", #"{ "catalogPairs": [ { "source": "design/strings.json", "generated": "App/Localizable.xcstrings" } ] }"#)
        let runs = [
            CLI.run(["lint"], in: directory),
            CLI.run(["lint", ".."], in: directory, subdirectory: "App"),
            CLI.run(["lint", "--config", "../.l10nlint.json", ".."], in: directory, subdirectory: "App"),
            CLI.run(["lint", directory.path], in: directory, subdirectory: "App"),
        ]
        for outcome in runs {
            #expect(outcome.standardOutput.contains("'z' is not in "), "\(outcome.standardOutput)")
            #expect(outcome.standardOutput.components(separatedBy: "[catalog-sync]").count == 6, "z orphan, a b c d missing: \(outcome.standardOutput)")
        }
    }

    /// `--changed-since` lints the revision's copy with the same pairs, moved along with it.
    @Test func configuredPairsFollowTheChangedSinceSnapshot() throws {
        let directory = try TemporaryDirectory()
        try directory.write("design/strings.json", Self.source)
        try directory.write("App/Localizable.xcstrings", Self.catalog([("z", "Zeta", "庚")]))
        try directory.write(".l10nlint.json", #"{ "catalogPairs": [ { "source": "design/strings.json", "generated": "App/Localizable.xcstrings" } ] }"#)
        for arguments in [["init", "-q"], ["add", "-A"], ["-c", "user.name=l10n", "-c", "user.email=l10n@example.com", "commit", "-q", "-m", "pair"]] {
            let git = try Subprocess.run("/usr/bin/env", ["git"] + arguments, in: directory.url)
            #expect(git.status == 0, "\(git.output)")
        }
        #expect(CLI.run(["lint"], in: directory).status == .findings)
        let outcome = CLI.run(["lint", "--changed-since", "HEAD"], in: directory)
        #expect(outcome.status == .success, "nothing is new: \(outcome.standardOutput)")
    }

    /// `l10n lint path/to/app` from outside the app finds the app's configuration.
    @Test func configurationIsFoundFromTheLintedPath() throws {
        let directory = try TemporaryDirectory()
        try directory.write("apps/Lingo/strings.json", #"{ "a": { "en": "A", "zh-Hans": "甲" }, "b": { "en": "B" } }"#)
        try directory.write("apps/Lingo/.l10nlint.json", #"{ "rules": { "missing-translation": "off" } }"#)
        let outcome = CLI.run(["lint", "apps/Lingo"], in: directory)
        #expect(outcome.status == .success, "\(outcome.standardOutput)")
    }

    @Test(arguments: [
        (#"{ "source": "design/string.json", "generated": "App/Localizable.xcstrings" }"#,
         ".l10nlint.json:1:33: error: 'design/string.json' is not a strings.json; 'source' names the strings.json (or *.strings.json) a catalog is generated from"),
        (#"{ "source": "design/missing.strings.json", "generated": "App/Localizable.xcstrings" }"#,
         ".l10nlint.json:1:33: error: 'design/missing.strings.json' in catalogPairs matches no file (paths are relative to the configuration's directory)"),
        (#"{ "source": "design/strings.json", "generated": "App/*.xcstrings" }"#,
         ".l10nlint.json:1:69: error: 'App/*.xcstrings' is a glob; catalogPairs name one file each (a table is written Dir/*.lproj/Table)"),
        (#"{ "source": "App/Localizable.xcstrings", "generated": "design/strings.json" }"#,
         ".l10nlint.json:1:33: error: 'App/Localizable.xcstrings' is not a strings.json; 'source' names the strings.json (or *.strings.json) a catalog is generated from\n"
            + ".l10nlint.json:1:75: error: 'design/strings.json' is a strings.json, a source; 'generated' names a .xcstrings file or an .lproj table (Dir/*.lproj/Table)"),
        (#"{ "source": "design/strings.json", "generated": "App/*.lproj/Main" }"#,
         ".l10nlint.json:1:69: error: 'App/*.lproj/Main' in catalogPairs matches no file (paths are relative to the configuration's directory)"),
    ])
    func catalogPairMistakesArePositionedErrors(_ pair: String, _ expected: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write("design/strings.json", Self.source)
        try directory.write("App/Localizable.xcstrings", Self.catalog(Self.inSync))
        try directory.write("App/en.lproj/Onboarding.strings", "\"a\" = \"Alpha\";\n")
        try directory.write(".l10nlint.json", #"{ "catalogPairs": [ "# + pair + " ] }")
        for arguments in [["lint"], ["config", "check"]] {
            let outcome = CLI.run(arguments, in: directory)
            #expect(outcome.status == .failure)
            #expect(outcome.standardError == expected.replacingOccurrences(of: "ROOT", with: directory.path) + "\n")
        }
        try directory.write(".l10nlint.json", #"{ "catalogPairs": [ { "source": "design/strings.json", "generated": "App/*.lproj/Onboarding" } ] }"#)
        #expect(CLI.run(["config", "check"], in: directory).status == .success, "a table is written Dir/*.lproj/Table")
    }

    // MARK: Empty runs

    @Test func nothingToLintIsAnError() throws {
        let directory = try TemporaryDirectory()
        try directory.write("README.md", "# nothing here\n")
        for command in ["lint", "report"] {
            let outcome = CLI.run([command], in: directory)
            #expect(outcome.status == .failure)
            #expect(outcome.standardError == """
                error: no localization files or Swift sources found under '.' (looked for strings.json, *.strings.json, *.xcstrings, \
                *.lproj/*.strings, *.lproj/*.stringsdict, *.swift, *.m, *.mm, *.h)

                """)
        }
        try directory.write("App/strings.json", #"{ "a": { "en": "A" } }"#)
        try directory.write(".l10nlint.json", #"{ "include": ["Sources/**"] }"#)
        #expect(CLI.run(["lint", "App"], in: directory).standardError == """
            error: no localization files or Swift sources found under 'App' (looked for strings.json, *.strings.json, *.xcstrings, \
            *.lproj/*.strings, *.lproj/*.stringsdict, *.swift, *.m, *.mm, *.h; the configuration's include: Sources/**)

            """)
    }
}
