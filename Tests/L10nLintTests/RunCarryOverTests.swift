import Testing
@testable import L10nModel
@testable import L10nRules
@testable import L10nEngine

/// A long-lived process takes a catalog's per-catalog analyses again only while the catalog's
/// bytes are what they were (issue 33: a Swift edit must not re-read every translation).
@Suite struct RunCarryOverTests {
    private func catalog(_ french: String) -> (String, String) {
        ("App/Localizable.xcstrings", """
            {"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Open"}},\
            "fr":{"stringUnit":{"state":"translated","value":"\(french)"}}}}},"version":"1.0"}
            """)
    }

    @Test func keepsAValueWhileTheCatalogIsUnchanged() {
        let carryOver = RunCarryOver()
        let rule: RuleID = "unchanged-translation"
        var computed = 0
        func run(_ files: [(String, String)]) -> String {
            let project = Linter(rules: []).lint(files: files).project
            return carryOver.value(of: rule, catalog: project.catalogs[0], in: project) {
                computed += 1
                return project.catalogs[0].entries[0].translation(for: LocaleID("fr"))?.value.unit?.value ?? ""
            }
        }
        #expect(run([catalog("Ouvrir")]) == "Ouvrir")
        // Another file changed, the catalog did not: the kept value.
        #expect(run([catalog("Ouvrir"), ("App/View.swift", "import SwiftUI\n")]) == "Ouvrir")
        #expect(computed == 1)
        // The catalog changed: computed again.
        #expect(run([catalog("Open")]) == "Open")
        #expect(computed == 2)
    }

    /// Findings with a carry-over across edits equal a fresh run's.
    @Test func findingsAcrossEditsAreAFreshRunsFindings() {
        let carryOver = RunCarryOver()
        var linter = Linter()
        linter.carryOver = carryOver
        for french in ["Ouvrir", "Open", "Ouvrir", "Open"] {
            let files = [catalog(french), ("App/Other.xcstrings", catalog("Open").1)]
            #expect(linter.lint(files: files).diagnostics.map(\.message) == Linter().lint(files: files).diagnostics.map(\.message))
        }
    }
}
