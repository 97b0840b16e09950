import Foundation
import Testing
@testable import L10nParsing
@testable import L10nWriting
@testable import L10nCLI

/// `l10n import` writes where the catalog says, all or nothing (issue 28, items 4, 6–9).
@Suite struct ImportReliabilityTests {
    static func catalog(_ strings: String) -> String {
        "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\(strings)\n  },\n  \"version\" : \"1.0\"\n}\n"
    }

    static func entry(_ key: String, _ locale: String, _ value: String) -> String {
        """
            "\(key)" : {
              "localizations" : {
                "\(locale)" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "\(value)"
                  }
                }
              }
            }
        """
    }

    static func unit(_ id: String, _ target: String) -> String {
        "      <trans-unit id=\"\(id)\"><source>x</source><target state=\"translated\">\(target)</target></trans-unit>"
    }

    /// Item 6: a catalog that spells the locale `zh_Hans` gets its own localization updated,
    /// not a second `zh-Hans` one beside it.
    @Test func updatesTheLocaleAsTheCatalogSpellsIt() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Localizable.xcstrings", Self.catalog(Self.entry("hello", "zh_Hans", "你好")))
        try directory.write("x.xliff", ImportCommandTests.xliff("App/Localizable.xcstrings", Self.unit("hello", "您好")))
        let outcome = CLI.run(["import", "x.xliff"], in: directory)
        #expect(outcome.status == .success, "\(outcome.standardError)")
        #expect(outcome.standardOutput == "App/Localizable.xcstrings: 1 updated\n1 updated, 0 unchanged, 0 unknown\n")
        #expect(directory.read("App/Localizable.xcstrings") == Self.catalog(Self.entry("hello", "zh_Hans", "您好")))
    }

    /// Item 8: `Localizable.xcstrings` in two targets is an error naming both, and nothing is
    /// written; the path relative to the project picks one.
    @Test func anAmbiguousOriginalIsAnErrorNamingTheCandidates() throws {
        let directory = try TemporaryDirectory()
        let text = Self.catalog(Self.entry("hello", "zh-Hans", "你好"))
        try directory.write("A/Localizable.xcstrings", text)
        try directory.write("B/Localizable.xcstrings", text)
        try directory.write("x.xliff", ImportCommandTests.xliff("Localizable.xcstrings", Self.unit("hello", "您好")))
        let outcome = CLI.run(["import", "x.xliff"], in: directory)
        #expect(outcome.status == .failure)
        #expect(outcome.standardError == """
            x.xliff:3:3: error: <file original> 'Localizable.xcstrings' matches 2 catalogs (A/Localizable.xcstrings, B/Localizable.xcstrings); give its path relative to the project; nothing was imported

            """)
        #expect(directory.read("A/Localizable.xcstrings") == text && directory.read("B/Localizable.xcstrings") == text)
        try directory.write("x.xliff", ImportCommandTests.xliff("Project/B/Localizable.xcstrings", Self.unit("hello", "您好")))
        #expect(CLI.run(["import", "x.xliff"], in: directory).status == .success)
        #expect(directory.read("A/Localizable.xcstrings") == text)
        #expect(directory.read("B/Localizable.xcstrings") == Self.catalog(Self.entry("hello", "zh-Hans", "您好")))
    }

    /// Item 4: NFC `café` and NFD `café` are two keys (Foundation compares keys by their
    /// scalars); a unit of one updates that one only.
    @Test func keysThatDifferOnlyInNormalizationAreTwoKeys() throws {
        let directory = try TemporaryDirectory()
        let (nfc, nfd) = ("caf\u{E9}", "cafe\u{301}")
        try directory.write("App/Localizable.xcstrings", Self.catalog(Self.entry(nfc, "de", "Kaffee") + ",\n" + Self.entry(nfd, "de", "Café")))
        try directory.write("x.xliff", ImportCommandTests.xliff("App/Localizable.xcstrings", Self.unit(nfd, "Das Café"), target: "de"))
        let outcome = CLI.run(["import", "x.xliff"], in: directory)
        #expect(outcome.standardOutput == "App/Localizable.xcstrings: 1 updated\n1 updated, 0 unchanged, 0 unknown\n", "\(outcome.standardError)")
        let written = try #require(directory.read("App/Localizable.xcstrings"))
        #expect(written.utf8.elementsEqual(Self.catalog(Self.entry(nfc, "de", "Kaffee") + ",\n" + Self.entry(nfd, "de", "Das Café")).utf8))
    }

    /// Item 9: App Shortcuts phrases (`stringSet`) the export names `key|==|stringSet.N` import
    /// back: a phrase is replaced, one past the last is added, a phrase the source lacks is unknown.
    @Test func stringSetPhrasesImportBack() throws {
        let directory = try TemporaryDirectory()
        func set(_ locale: String, _ state: String, _ phrases: [String]) -> String {
            "        \"\(locale)\" : {\n          \"stringSet\" : {\n            \"state\" : \"\(state)\",\n            \"values\" : [\n"
                + phrases.map { "              \"\($0)\"" }.joined(separator: ",\n") + "\n            ]\n          }\n        }"
        }
        func text(_ german: [String]) -> String {
            Self.catalog("    \"Start ${applicationName}\" : {\n      \"localizations\" : {\n" + set("de", "translated", german) + ",\n"
                + set("en", "new", ["Start ${applicationName}", "Open ${applicationName}"]) + "\n      }\n    }")
        }
        try directory.write("App/AppShortcuts.xcstrings", text(["Starte ${applicationName}"]))
        try directory.write("x.xliff", ImportCommandTests.xliff("App/AppShortcuts.xcstrings", [
            Self.unit("Start ${applicationName}|==|stringSet.1", "${applicationName} starten"),
            Self.unit("Start ${applicationName}|==|stringSet.2", "${applicationName} öffnen"),
            Self.unit("Start ${applicationName}|==|stringSet.3", "x"),
        ].joined(separator: "\n"), target: "de"))
        let outcome = CLI.run(["import", "x.xliff"], in: directory)
        #expect(outcome.status == .success, "\(outcome.standardError)")
        #expect(outcome.standardOutput == """
            App/AppShortcuts.xcstrings: 2 updated
            x.xliff:7:7: unknown id 'Start ${applicationName}|==|stringSet.3': 'Start ${applicationName}' has no variant 'stringSet.3' in App/AppShortcuts.xcstrings
            2 updated, 0 unchanged, 1 unknown

            """)
        #expect(directory.read("App/AppShortcuts.xcstrings") == text(["${applicationName} starten", "${applicationName} öffnen"]))
    }

    /// Item 7: several files are written all or none; a file that cannot be written leaves the
    /// others as they were, and no temporary file behind.
    @Test func writeAllWritesEveryFileOrNone() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.strings", "\"a\" = \"old\";\n")
        try directory.write("blocker", "a file where a directory should be\n")
        let targets = [directory.path + "/a.strings", directory.path + "/blocker/b.strings"]
        #expect(throws: UsageError.self) { try AtomicFileWriter.writeAll([(Array("new a".utf8), targets[0]), (Array("new b".utf8), targets[1])]) }
        #expect(directory.read("a.strings") == "\"a\" = \"old\";\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["a.strings", "blocker"])
        do {
            try AtomicFileWriter.writeAll([(Array("new a".utf8), targets[0]), (Array("new b".utf8), targets[1])])
        } catch {
            #expect(error.message == "cannot write '\(targets[1])': directory '\(directory.path)/blocker' does not exist; nothing was written")
        }
        try AtomicFileWriter.writeAll([(Array("new a".utf8), targets[0]), (Array("c".utf8), directory.path + "/c.strings")])
        #expect(directory.read("a.strings") == "new a" && directory.read("c.strings") == "c")
    }

    /// Item 4 for `lint` and `fix`: an in-sync catalog with NFC and NFD twins draws no
    /// `catalog-sync` finding, and a fix of one twin leaves the other's value alone.
    @Test func lintAndFixTellNormalizationTwinsApart() throws {
        let directory = try TemporaryDirectory()
        let (nfc, nfd) = ("caf\u{E9}", "cafe\u{301}")
        func pair(_ key: String, _ english: String, _ german: String) -> String {
            "    \"\(key)\" : {\n      \"localizations\" : {\n"
                + [("de", german), ("en", english)].map { locale, value in
                    "        \"\(locale)\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"\(value)\"\n          }\n        }"
                }.joined(separator: ",\n") + "\n      }\n    }"
        }
        try directory.write("App/strings.json", "{\n  \"\(nfc)\": { \"en\": \"Coffee\", \"de\": \"Kaffee\" },\n  \"\(nfd)\": { \"en\": \"Cafe\", \"de\": \"Café\" }\n}\n")
        let inSync = Self.catalog(pair(nfc, "Coffee", "Kaffee") + ",\n" + pair(nfd, "Cafe", "Café"))
        try directory.write("App/Localizable.xcstrings", inSync)
        let lint = CLI.run(["lint", "App"], in: directory)
        #expect(lint.status == .success, "\(lint.standardOutput)")
        try directory.write("App/Localizable.xcstrings", Self.catalog(pair(nfc, "Coffee", "Kaffee") + ",\n" + pair(nfd, "Cafe", "Kaffeehaus")))
        #expect(CLI.run(["lint", "App"], in: directory).standardOutput.contains("'\(nfd)' in de is 'Kaffeehaus', App/strings.json has 'Café' [catalog-sync]"))
        let fix = CLI.run(["fix", "App"], in: directory)
        #expect(fix.status == .success, "\(fix.standardError)")
        #expect(try #require(directory.read("App/Localizable.xcstrings")).utf8.elementsEqual(inSync.utf8))
    }
}
