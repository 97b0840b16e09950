import Foundation
import Testing
@testable import L10nModel
@testable import L10nCLI

/// Issue 27: a locale a whole catalog lacks is one finding per (catalog, locale) with the count,
/// in every output format, while `l10n report` keeps the per-key worklist.
@Suite struct AbsentLocaleGroupingTests {
    /// Ten keys: from `groupAbsentLocaleFrom` (10) keys on, an absent locale is one finding.
    private let settings = ["Sound", "Vibration", "Haptics", "Volume", "Brightness", "Language", "Region", "Privacy", "Battery", "Storage"]

    private func project() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        let unit = { (value: String) in #"{ "stringUnit" : { "state" : "translated", "value" : "\#(value)" } }"# }
        try directory.write("App/Localizable.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Back" : { "localizations" : { "ja" : \(unit("戻る")), "fr" : \(unit("Retour")) } },
                "Done" : { "localizations" : { "ja" : \(unit("完了")) } }
              },
              "version" : "1.0"
            }
            """)
        try directory.write("App/Settings.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
            \(settings.map { #"    "\#($0)" : { "localizations" : { "ja" : \#(unit("設定")) } }"# }.joined(separator: ",\n"))
              },
              "version" : "1.0"
            }
            """)
        return directory
    }

    @Test func oneFindingPerCatalogAndLocaleInEveryFormat() throws {
        let directory = try project()
        let text = CLI.run(["lint", "App"], in: directory).standardOutput
        #expect(text == """
            App/Localizable.xcstrings:5:5: error: 'Done' has no fr translation [missing-translation]
            App/Settings.xcstrings:1:1: error: Settings has no fr translation at all: 10 keys to translate [missing-translation]

            """)
        let json = CLI.run(["lint", "App", "--format", "json"], in: directory).standardOutput
        #expect(json.contains(#""message": "Settings has no fr translation at all: 10 keys to translate""#))
        let sarif = CLI.run(["lint", "App", "--format", "sarif"], in: directory).standardOutput
        #expect(sarif.contains("Settings has no fr translation at all: 10 keys to translate."))
        let github = CLI.run(["lint", "App", "--format", "github"], in: directory).standardOutput
        #expect(github.contains("::error file=App/Settings.xcstrings,line=1,col=1,endLine=1,endColumn=1,title=missing-translation::Settings has no fr translation at all: 10 keys to translate"))
        // The report still counts and lists every key.
        let report = CLI.run(["report", "App", "--locale", "fr", "--format", "json"], in: directory).standardOutput
        for key in settings + ["Done"] { #expect(report.contains(#""key" : "\#(key)""#) || report.contains(#""key": "\#(key)""#)) }
    }
}
