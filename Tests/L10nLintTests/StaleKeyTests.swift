import Testing
@testable import L10nModel
@testable import L10nRules
@testable import L10nEngine

/// A stale key no code uses is one finding, not two: `unused-key` reports it (its fix removes
/// the key) when it judges the catalog, and `translation-state`'s stale note covers the rest.
@Suite struct StaleKeyTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Old banner" : { "extractionState" : "stale" },
            "Settings" : { }
          },
          "version" : "1.0"
        }
        """
    static let code = "struct SettingsView: View { var body: some View { Text(\"Settings\") } }"

    static func findings(_ files: [(path: String, contents: String)], rules: [any Rule]? = nil) -> [String] {
        Linter(rules: rules).lint(files: files).diagnostics.map { "\($0.location.start.line):\($0.location.start.column) \($0.message) [\($0.ruleID)]" }
    }

    @Test func unusedKeyReportsAStaleKeyOnce() {
        #expect(Self.findings([("App/Localizable.xcstrings", Self.catalog), ("App/SettingsView.swift", Self.code)]) == [
            "4:5 'Old banner' is used by no code of the linted project [unused-key]",
        ])
    }

    @Test func theStaleNoteStaysWhenUnusedKeyIsOff() {
        let rules = RuleRegistry.all.filter { $0.description.isEnabledByDefault && $0.description.id != "unused-key" }.map { $0.makeDefault() }
        #expect(Self.findings([("App/Localizable.xcstrings", Self.catalog), ("App/SettingsView.swift", Self.code)], rules: rules) == [
            "4:5 'Old banner' is stale: no code uses it [translation-state]",
        ])
    }

    @Test func theStaleNoteStaysWhenNoCodeIsLinted() {
        #expect(Self.findings([("App/Localizable.xcstrings", Self.catalog)]) == [
            "4:5 'Old banner' is stale: no code uses it [translation-state]",
        ])
    }
}
