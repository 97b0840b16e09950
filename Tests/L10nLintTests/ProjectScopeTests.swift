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

/// Several projects in one run, and the Xcode project's `knownRegions` as required locales.
@Suite struct ProjectScopeTests {
    static let pbxproj = """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = 56;
        	objects = {

        /* Begin PBXProject section */
        		8A1B2C3D4E5F60718293A4B5 /* Project object */ = {
        			isa = PBXProject;
        			attributes = {
        				LastUpgradeCheck = 1500;
        			};
        			developmentRegion = en;
        			hasScannedForEncodings = 0;
        			knownRegions = (
        				en,
        				Base,
        				"zh-Hans",
        				ja,
        			);
        			mainGroup = 8A1B2C3D4E5F60718293A4B6;
        			projectDirPath = "";
        			projectRoot = "";
        		};
        /* End PBXProject section */
        	};
        	rootObject = 8A1B2C3D4E5F60718293A4B5 /* Project object */;
        }

        """

    @Test func twoUnrelatedAppsAreTwoProjects() throws {
        let directory = try TemporaryDirectory()
        try directory.write("appA/strings.json", #"{ "a": { "en": "A", "zh-Hans": "甲" } }"#)
        try directory.write("appB/strings.json", #"{ "b": { "en": "B", "ja": "ビー" } }"#)
        let separate = CLI.run(["lint", "appA", "appB"], in: directory)
        #expect(separate.status == .success, "each app requires only its own locales: \(separate.standardOutput)")
        let merged = CLI.run(["lint", "."], in: directory)
        #expect(merged.standardOutput == """
            appA/strings.json:1:3: error: 'a' has no ja translation [missing-translation]
            appB/strings.json:1:3: error: 'b' has no zh-Hans translation [missing-translation]

            """, "one path argument, no configuration: one project")
        try directory.write("appA/.l10nlint.json", "{}")
        try directory.write("appB/.l10nlint.json", "{}")
        #expect(CLI.run(["lint", "."], in: directory).status == .success, "a .l10nlint.json makes its directory a project")
        let both = CLI.run(["lint", "appA", "appB"], in: directory)
        #expect(both.status == .success)
        #expect(both.standardError.hasPrefix("note: appB/.l10nlint.json is not applied in this run (it uses appA/.l10nlint.json); lint 'appB' on its own to apply it\n"))
    }

    /// A key used in one app is looked up in that app's catalogs only.
    @Test func keysAreLookedUpInTheirOwnProject() throws {
        let directory = try TemporaryDirectory()
        try directory.write("appA/strings.json", #"{ "home.title": { "en": "Home" }, "home.done": { "en": "Done" } }"#)
        try directory.write("appA/HomeView.swift", "import SwiftUI\nstruct HomeView: View {\n    var body: some View { Text(\"home.title\"); Text(\"settings.title\"); Text(\"home.done\") }\n}\n")
        try directory.write("appB/strings.json", #"{ "settings.title": { "en": "Settings" } }"#)
        let separate = CLI.run(["lint", "appA", "appB"], in: directory)
        #expect(separate.standardOutput == "appA/HomeView.swift:3:52: note: 'settings.title' is not defined in any catalog [unknown-key]\n")
        #expect(CLI.run(["lint", "."], in: directory).standardOutput == "", "one project: appB's catalog defines it")
    }

    /// The report counts each app's catalogs in that app's languages only.
    @Test func reportIsPerProject() throws {
        let directory = try TemporaryDirectory()
        try directory.write("appA/strings.json", #"{ "a": { "en": "A", "zh-Hans": "甲" } }"#)
        try directory.write("appB/strings.json", #"{ "b": { "en": "B", "ja": "ビー" }, "c": { "en": "C" } }"#)
        let outcome = CLI.run(["report", "appA", "appB", "--format", "json"], in: directory)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        let locales = try #require(json["locales"] as? [[String: Any]])
        let rows = locales.map { locale in
            "\(locale["locale"] ?? ""): " + ((locale["catalogs"] as? [[String: Any]]) ?? []).map { "\($0["path"] ?? "") \($0["total"] ?? "")/\($0["translated"] ?? "")" }.joined(separator: ", ")
        }
        #expect(rows == ["ja: appB/strings.json 2/1", "zh-Hans: appA/strings.json 1/1"])
    }

    /// An `.lproj` folder of a language `knownRegions` omits is built into no app (Transmission's
    /// `el`, vlc-ios's `nn`): its wording is no finding, its broken format specifier still is.
    /// Nor in a Settings bundle, whose English copies in every language of the translation
    /// platform sit beside an app in English there (nextcloud/notes-ios).
    @Test func aFolderTheProjectDoesNotBuildIsCheckedOnlyForFormats() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Lingo.xcodeproj/project.pbxproj", Self.pbxproj)
        try directory.write("App/Settings.bundle/en.lproj/Root.strings", "\"Reset local database\" = \"Reset local database\";\n")
        try directory.write("App/Settings.bundle/ja.lproj/Root.strings", "\"Reset local database\" = \"ローカルデータベースをリセット\";\n")
        try directory.write("App/Settings.bundle/el.lproj/Root.strings", "\"Reset local database\" = \"Reset local database\";\n")
        try directory.write("App/en.lproj/Localizable.strings", "\"welcome\" = \"Welcome back, friend\";\n\"size\" = \"Size: %@\";\n\"name\" = \"Name: \";\n")
        try directory.write("App/ja.lproj/Localizable.strings", "\"welcome\" = \"Welcome back, friend\";\n\"size\" = \"サイズ: %@\";\n\"name\" = \"名前:\";\n")
        try directory.write("App/el.lproj/Localizable.strings", "\"welcome\" = \"Welcome back, friend\";\n\"size\" = \"Μέγεθος: %d\";\n\"name\" = \"Όνομα:\";\n")
        #expect(CLI.run(["lint"], in: directory).standardOutput == """
            App/el.lproj/Localizable.strings:2:10: error: 'size' in el formats argument 1 as %d, source as %@ [format-specifiers]
            App/ja.lproj/Localizable.strings:1:13: warning: 'welcome' in ja is the en source text unchanged: 'Welcome back, friend' [unchanged-translation]
            App/ja.lproj/Localizable.strings:3:13: warning: 'name' in ja lacks the source's trailing whitespace [whitespace-parity]

            """)
    }

    @Test func knownRegionsAreTheDefaultRequiredLocales() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Lingo.xcodeproj/project.pbxproj", Self.pbxproj)
        try directory.write("Lingo/strings.json", #"{ "a": { "en": "A", "zh-Hans": "甲" } }"#)
        let outcome = CLI.run(["lint"], in: directory)
        #expect(outcome.standardOutput == "Lingo/strings.json:1:3: error: 'a' has no ja translation [missing-translation]\n")
        #expect(CLI.run(["lint", "--locale", "zh-Hans"], in: directory).status == .success, "--locale overrides knownRegions")
        try directory.write(".l10nlint.json", #"{ "requiredLocales": ["zh-Hans"] }"#)
        #expect(CLI.run(["lint"], in: directory).status == .success, "configuration overrides knownRegions")
    }

    /// A `knownRegions` language no table of the project has (`ja` here; `cy`, or an old
    /// template's `Japanese`): the app ships no folder of it, so `.lproj` tables are not asked
    /// for it. A language the tables have is still asked of each key (`zh-Hans`).
    @Test func aKnownRegionNothingIsLocalizedIntoIsNoRequirementOfLProjTables() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Lingo.xcodeproj/project.pbxproj", Self.pbxproj)
        try directory.write("Lingo/en.lproj/Localizable.strings", "\"title\" = \"Title\";\n")
        try directory.write("Lingo/zh-Hans.lproj/Localizable.strings", "\"title\" = \"标题\";\n")
        try directory.write("Lingo/en.lproj/Legacy.strings", "\"help\" = \"Help\";\n\"about\" = \"About\";\n")
        try directory.write("Lingo/zh-Hans.lproj/Legacy.strings", "\"help\" = \"帮助\";\n")
        #expect(CLI.run(["lint"], in: directory).standardOutput == """
            Lingo/en.lproj/Legacy.strings:2:1: error: 'about' has no zh-Hans translation [missing-translation]

            """)
    }

    /// A `knownRegions` region no folder serves (`pt-PT`, when the tables have `pt-BR.lproj`
    /// only) is no requirement either: no folder of it ships. A folder a device picks for it
    /// (`pt.lproj`) makes it one.
    @Test func aKnownRegionOnlyAnotherRegionsFolderHasIsNoRequirementOfLProjTables() throws {
        let directory = try TemporaryDirectory()
        let regions = Self.pbxproj.replacingOccurrences(of: "\t\t\t\t\"zh-Hans\",\n\t\t\t\tja,", with: "\t\t\t\t\"pt-BR\",\n\t\t\t\t\"pt-PT\",")
        #expect(try XcodeProjectRegions.knownRegions(in: Array(regions.utf8)).get() == ["en", "pt-BR", "pt-PT"])
        try directory.write("Lingo.xcodeproj/project.pbxproj", regions)
        try directory.write("Lingo/en.lproj/Localizable.strings", "\"done\" = \"Done\";\n\"title\" = \"Title\";\n")
        try directory.write("Lingo/pt-BR.lproj/Localizable.strings", "\"done\" = \"Concluído\";\n")
        #expect(CLI.run(["lint"], in: directory).standardOutput == """
            Lingo/en.lproj/Localizable.strings:2:1: error: 'title' has no pt-BR translation [missing-translation]

            """)
        try directory.write("Lingo/pt.lproj/Localizable.strings", "\"done\" = \"Concluído\";\n")
        #expect(CLI.run(["lint"], in: directory).standardOutput == """
            Lingo/en.lproj/Localizable.strings:2:1: error: 'title' has no pt translation [missing-translation]
            Lingo/en.lproj/Localizable.strings:2:1: error: 'title' has no pt-BR translation [missing-translation]

            """)
    }

    /// A locale only `InfoPlist` tables have (a share extension's name in Japanese) is no
    /// requirement of the app's other tables, with `knownRegions` or without: the team
    /// translated the name, not the app. An `InfoPlist` table that has it is still asked.
    @Test func aLocaleOnlyInfoPlistTablesHaveIsNoRequirementOfOtherTables() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/en.lproj/Localizable.strings", "\"greeting\" = \"Hello\";\n")
        try directory.write("App/de.lproj/Localizable.strings", "\"greeting\" = \"Hallo\";\n")
        try directory.write("App/en.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = \"Scan a code\";\n")
        try directory.write("App/de.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = \"Einen Code scannen\";\n")
        try directory.write("Share/en.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Open in Acme\";\n\"NSPhotoLibraryUsageDescription\" = \"Save a photo\";\n")
        try directory.write("Share/de.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"In Acme öffnen\";\n")
        try directory.write("Share/ja.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Acmeで開く\";\n")
        let expected = """
            Share/en.lproj/InfoPlist.strings:2:1: error: 'NSPhotoLibraryUsageDescription' has no de translation [missing-translation]
            Share/en.lproj/InfoPlist.strings:2:1: error: 'NSPhotoLibraryUsageDescription' has no ja translation [missing-translation]

            """
        #expect(CLI.run(["lint"], in: directory).standardOutput == expected)
        let regions = Self.pbxproj.replacingOccurrences(of: "\t\t\t\t\"zh-Hans\",\n\t\t\t\tja,", with: "\t\t\t\tde,\n\t\t\t\tja,")
        try directory.write("Lingo.xcodeproj/project.pbxproj", regions)
        #expect(CLI.run(["lint"], in: directory).standardOutput == expected)
    }

    /// Xcode builds every language a String Catalog holds, listed in `knownRegions` or not, unless
    /// the project sets `BUILD_ONLY_KNOWN_LOCALIZATIONS` (swift-build #960); an `.lproj` folder
    /// the project does not list is not built.
    @Test func aStringCatalogShipsEveryLanguageItHolds() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Lingo.xcodeproj/project.pbxproj", Self.pbxproj)
        let unit = { (value: String, state: String) in #"{ "stringUnit" : { "state" : "\#(state)", "value" : "\#(value)" } }"# }
        try directory.write("Lingo/Localizable.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Done" : { "localizations" : { "ja" : \(unit("完了", "translated")), "zh-Hans" : \(unit("完成", "translated")), "de" : \(unit("Fertig", "translated")) } },
                "Back" : { "localizations" : { "ja" : \(unit("戻る", "translated")), "zh-Hans" : \(unit("返回", "translated")), "de" : \(unit("Back", "new")) } }
              },
              "version" : "1.0"
            }
            """)
        try directory.write("Lingo/en.lproj/Legacy.strings", #""help" = "Help";"#)
        try directory.write("Lingo/ja.lproj/Legacy.strings", #""help" = "ヘルプ";"#)
        try directory.write("Lingo/zh-Hans.lproj/Legacy.strings", #""help" = "帮助";"#)
        try directory.write("Lingo/fr.lproj/Legacy.strings", "")
        #expect(CLI.run(["lint"], in: directory).standardOutput == """
            Lingo/Localizable.xcstrings:5:234: error: 'Back' in de is marked new (not translated yet) [missing-translation]

            """)
        let onlyKnown = Self.pbxproj.replacingOccurrences(of: "/* End PBXProject section */", with: """
            /* End PBXProject section */
            		8A1B2C3D4E5F60718293A4C0 /* Release */ = {
            			isa = XCBuildConfiguration;
            			buildSettings = {
            				BUILD_ONLY_KNOWN_LOCALIZATIONS = YES;
            			};
            			name = Release;
            		};
            """)
        try #require(onlyKnown != Self.pbxproj)
        try directory.write("Lingo.xcodeproj/project.pbxproj", onlyKnown)
        #expect(CLI.run(["lint"], in: directory).status == .success, "BUILD_ONLY_KNOWN_LOCALIZATIONS: de is not built")
    }

    /// A catalog under a nested Xcode project (a demo or community edition beside the app) ships
    /// that project's languages, not the union of every project's in the repository.
    @Test func aNestedXcodeProjectsCatalogsNeedItsOwnRegions() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Lingo.xcodeproj/project.pbxproj", Self.pbxproj)
        let demo = Self.pbxproj.replacingOccurrences(of: "\t\t\t\tBase,\n\t\t\t\t\"zh-Hans\",\n\t\t\t\tja,", with: "\t\t\t\tBase,")
        try #require(demo != Self.pbxproj)
        try directory.write("Examples/Demo/Demo.xcodeproj/project.pbxproj", demo)
        try directory.write("Lingo/strings.json", #"{ "a": { "en": "A", "zh-Hans": "甲" } }"#)
        try directory.write("Examples/Demo/strings.json", #"{ "demo.title": { "en": "Demo" } }"#)
        let outcome = CLI.run(["lint"], in: directory)
        #expect(outcome.standardOutput == "Lingo/strings.json:1:3: error: 'a' has no ja translation [missing-translation]\n")
        // A sibling project is no nested one: both ship the union, as before.
        try FileManager.default.moveItem(
            at: directory.url.appendingPathComponent("Lingo.xcodeproj"), to: directory.url.appendingPathComponent("Lingo/Lingo.xcodeproj"))
        #expect(CLI.run(["lint"], in: directory).standardOutput.contains("'demo.title' has no ja translation"))
    }

    /// The code of a nested Xcode project that ships one language and has no catalog (a demo
    /// app beside the app) is not the app's: its text is never translated, and not reported.
    @Test func aNestedUnlocalizedDemoProjectsTextIsNotReported() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Lingo.xcodeproj/project.pbxproj", Self.pbxproj)
        let demo = Self.pbxproj.replacingOccurrences(of: "\t\t\t\tBase,\n\t\t\t\t\"zh-Hans\",\n\t\t\t\tja,", with: "\t\t\t\tBase,")
        try directory.write("Examples/Demo/Demo.xcodeproj/project.pbxproj", demo)
        let code = "final class Screen: UIViewController {\n    func show() { label.text = \"Submit to see object.\" }\n}\n"
        try directory.write("Examples/Demo/Demo/Screen.swift", code)
        try directory.write("Lingo/Screen.swift", code)
        try directory.write("Lingo/strings.json", #"{ "a": { "en": "A", "zh-Hans": "甲", "ja": "エー" } }"#)
        #expect(CLI.run(["lint", "--quiet"], in: directory).standardOutput == """
            Lingo/Screen.swift:2:32: warning: label.text is set to 'Submit to see object.', a String that is never localized; use String(localized: "Submit to see object.") and add the key [unlocalized-text]

            """)
        // Once the demo has a catalog of its own, it is localized: its text is checked too.
        try directory.write("Examples/Demo/Demo/Localizable.xcstrings", #"{ "sourceLanguage" : "en", "strings" : {}, "version" : "1.0" }"#)
        #expect(CLI.run(["lint", "--quiet"], in: directory).standardOutput.contains("Examples/Demo/Demo/Screen.swift:2:32"))
    }

    /// Foundation loads `zh_CN.lproj` for Simplified Chinese and `English.lproj` for English:
    /// a project that kept Apple's older folder and region names is translated.
    @Test func olderLprojFolderNamesAreTheLocalesBundlesLoadThemFor() throws {
        #expect(["zh_CN", "zh_TW", "zh_HK", "pt_BR", "English", "Japanese", "German", "Base", "Basque", "en", "Foo", "bos", "eng-GB", "fil", "yue", "abc"].map { LocaleID(lprojFolder: $0).identifier }
            == ["zh-Hans", "zh-Hant", "zh-HK", "pt-BR", "en", "ja", "de", "Base", "eu", "en", "Foo", "bs", "en-GB", "fil", "yue", "abc"])
        let directory = try TemporaryDirectory()
        let regions = Self.pbxproj.replacingOccurrences(
            of: "\t\t\t\ten,\n\t\t\t\tBase,\n\t\t\t\t\"zh-Hans\",\n\t\t\t\tja,", with: "\t\t\t\tEnglish,\n\t\t\t\ten,\n\t\t\t\tzh_CN,\n\t\t\t\tJapanese,")
        #expect(regions.contains("zh_CN,\n\t\t\t\tJapanese,"))
        #expect(try XcodeProjectRegions.knownRegions(in: Array(regions.utf8)).get() == ["en", "zh-Hans", "ja"])
        try directory.write("Lingo.xcodeproj/project.pbxproj", regions)
        try directory.write("Lingo/English.lproj/Main.strings", "\"title\" = \"Title\";\n\"done\" = \"Done\";\n")
        try directory.write("Lingo/zh_CN.lproj/Main.strings", "\"title\" = \"标题\";\n\"done\" = \"完成\";\n")
        try directory.write("Lingo/Japanese.lproj/Main.strings", "\"title\" = \"タイトル\";\n")
        try directory.write("Lingo/Localizable.xcstrings", #"""
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "Hello" : { "localizations" : {
              "ja" : { "stringUnit" : { "state" : "translated", "value" : "こんにちは" } },
              "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "你好" } } } } } }
            """#)
        let outcome = CLI.run(["lint"], in: directory)
        #expect(outcome.standardOutput == "Lingo/English.lproj/Main.strings:2:1: error: 'done' has no ja translation [missing-translation]\n")
    }

    /// An `.lproj` folder holding only the app's name, kept, is no language the app translates
    /// (a container app's folders that let its guests run in those languages); one that
    /// translates something is.
    @Test func aFolderWithOnlyTheAppsNameKeptIsNoRequiredLocale() throws {
        let directory = try TemporaryDirectory()
        for locale in ["en", "de", "uk", "he"] { try directory.write("App/\(locale).lproj/InfoPlist.strings", "\"CFBundleName\" = \"MyApp\";\n") }
        try directory.write("App/Localizable.xcstrings", #"""
            { "sourceLanguage" : "en", "strings" : { "Done" : { "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } } } } }, "version" : "1.0" }
            """#)
        #expect(CLI.run(["lint"], in: directory).standardOutput == "")
        try directory.write("App/he.lproj/InfoPlist.strings", "\"CFBundleName\" = \"MyApp\";\n\"NSCameraUsageDescription\" = \"המצלמה\";\n")
        #expect(CLI.run(["lint"], in: directory).standardOutput.hasPrefix("App/Localizable.xcstrings:1:42: error: 'Done' has no he translation [missing-translation]\n"))
    }

    @Test func aBrokenProjectFileIsAPositionedError() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App.xcodeproj/project.pbxproj", "{\n  objects = {\n    isa = PBXProject\n  };\n}\n")
        try directory.write("strings.json", #"{ "a": { "en": "A" } }"#)
        let outcome = CLI.run(["lint"], in: directory)
        #expect(outcome.status == .failure)
        #expect(outcome.standardOutput == "App.xcodeproj/project.pbxproj:4:3: error: expected ';' after the value of 'isa', found '}' [parse-error]\n")
    }

    @Test func oldStylePlistValues() {
        let text = #"{ a = "x \"y\""; b = ( 1, two, <0fbd>, ); c = { }; /* note */ d = "" ; // end"# + "\n}"
        guard case .success(let value) = OldStylePlistParser.parse(Array(text.utf8)) else {
            Issue.record("does not parse")
            return
        }
        #expect(value["a"] == .string("x \"y\""))
        #expect(value["b"] == .array([.string("1"), .string("two"), .data("0fbd")]))
        #expect(value["c"] == .dictionary([]))
        #expect(value["d"] == .string(""))
    }

    @Test(arguments: [
        ("{ a = b }", "1:9: expected ';' after the value of 'a', found '}'"),
        ("{ a b; }", "1:5: expected '=' after the key 'a', found 'b'"),
        ("( a b )", "1:5: expected ',' or ')' in an array, found 'b'"),
        ("{ a = \"open; }", "1:7: unterminated string, no closing '\"'"),
        ("{ a = b; } }", "1:12: expected the end of the file, found '}'"),
        ("{ /* open", "1:3: unterminated comment, no closing '*/'"),
        ("{ a = ", "1:7: expected a value, found the end of the file"),
        ("", "1:1: expected a value, found the end of the file"),
    ])
    func oldStylePlistErrorsArePositioned(_ text: String, _ expected: String) {
        guard case .failure(let error) = OldStylePlistParser.parse(Array(text.utf8)) else {
            Issue.record("'\(text)' parses")
            return
        }
        #expect("\(SourceText(text).position(at: error.offset)): \(error.message)" == expected)
    }

    /// Mutated project files (bytes replaced, cut, duplicated) always parse or fail with an
    /// offset inside the input: never a crash or a position past the end.
    @Test func mutatedProjectFilesNeverCrash() {
        var random = SplitMix64(seed: 0x10)
        let original = Array(Self.pbxproj.utf8)
        let alphabet = Array("{}();=,\"\\/*<> \nab".utf8) + [0x00, 0xFF]
        for _ in 0..<3_000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let at = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[at] = alphabet.randomElement(using: &random) ?? 0
                case 1: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...40, using: &random)))
                default: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 30)], at: at)
                }
                if bytes.isEmpty { bytes = [UInt8(ascii: "{")] }
            }
            if case .failure(let error) = XcodeProjectRegions.knownRegions(in: bytes) {
                #expect(error.offset >= 0 && error.offset <= bytes.count)
            }
        }
    }

    /// Iterative and capped: deep nesting is an ordinary value or a positioned error, never a stack overflow.
    @Test func deepNestingDoesNotRecurse() {
        let depth = OldStylePlistParser.maximumDepth
        let text = String(repeating: "(", count: depth) + String(repeating: ")", count: depth)
        guard case .success = OldStylePlistParser.parse(Array(text.utf8)) else {
            Issue.record("\(depth) levels do not parse")
            return
        }
        guard case .failure(let error) = OldStylePlistParser.parse(Array(String(repeating: "{ a = ", count: 1_000_000).utf8)) else {
            Issue.record("a million levels parse")
            return
        }
        #expect(error.offset == depth * 6 && error.message == "nested deeper than \(depth) levels")
    }
}

extension ProjectScopeTests {
    /// A table only in the folder of a language the project does not build (a translation
    /// platform's stray English copy, Mastodon's `pt-BR.lproj/Localizable.strings`) ships
    /// nowhere: the code's keys are not required of it, while a built locale's is still judged.
    @Test func aTableOnlyInUnbuiltLocalesTakesNoCodeKeys() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App.xcodeproj/project.pbxproj", Self.pbxproj)
        for (locale, name) in [("en", "Hello"), ("ja", "ハロー"), ("zh-Hans", "你好")] {
            try directory.write("App/\(locale).lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"\(name)\";\n")
            try directory.write("Kit/\(locale).lproj/Localizable.strings", "\"Common.Hello\" = \"\(name)\";\n")
        }
        try directory.write("App/pt-BR.lproj/Localizable.strings", "\"Common.Hello\" = \"Hello\";\n")
        try directory.write("App/View.swift", "let hello = L10n.Common.hello\n")
        #expect(CLI.run(["lint", "."], in: directory).standardOutput == "")
        try directory.write("App/ja.lproj/Localizable.strings", "\"Common.Hello\" = \"ハロー\";\n")
        #expect(CLI.run(["lint", "."], in: directory).standardOutput == "App/ja.lproj/Localizable.strings:1:1: error: 'Common.Hello' has no zh-Hans translation [missing-translation]\n")
    }
}

extension ProjectScopeTests {
    /// Retired codes an old project still lists (`in`, `no`) beside the current ones its
    /// translations use (`id`, `nb-NO`) are asked of no file; without a translation of the
    /// language they are still required.
    @Test func retiredLanguageCodesInKnownRegionsAreTheCurrentOnes() throws {
        let directory = try TemporaryDirectory()
        let regions = "\t\t\t\ten,\n\t\t\t\tBase,\n\t\t\t\tid,\n\t\t\t\tin,\n\t\t\t\t\"nb-NO\",\n\t\t\t\tno,\n"
        let pbxproj = Self.pbxproj.replacingOccurrences(of: "\t\t\t\ten,\n\t\t\t\tBase,\n\t\t\t\t\"zh-Hans\",\n\t\t\t\tja,\n", with: regions)
        try #require(pbxproj.contains("\tin,\n"))
        try directory.write("App.xcodeproj/project.pbxproj", pbxproj)
        try directory.write("App/Localizable.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Cancel" : { "localizations" : {
                  "id" : { "stringUnit" : { "state" : "translated", "value" : "Batal" } },
                  "nb-NO" : { "stringUnit" : { "state" : "translated", "value" : "Avbryt" } }
                } }
              },
              "version" : "1.0"
            }
            """)
        #expect(CLI.run(["lint", "."], in: directory).standardOutput == "")
        try directory.write("App/Localizable.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Cancel" : { "localizations" : {
                  "id" : { "stringUnit" : { "state" : "translated", "value" : "Batal" } }
                } }
              },
              "version" : "1.0"
            }
            """)
        #expect(CLI.run(["lint", "."], in: directory).standardOutput == """
            App/Localizable.xcstrings:4:5: error: 'Cancel' has no nb-NO translation [missing-translation]
            App/Localizable.xcstrings:4:5: error: 'Cancel' has no no translation [missing-translation]

            """)
    }
}
