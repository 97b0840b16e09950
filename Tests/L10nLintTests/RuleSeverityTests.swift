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

/// Rules whose findings differ in weight report the lesser ones one step below their severity.
@Suite struct RuleSeverityTests {
    private func severities(_ rule: any Rule.Type, failing index: Int) throws -> [Severity] {
        let example = rule.description.failingExamples[index]
        var instance = rule.makeDefault()
        if let options = example.options {
            instance = try rule.make(optionsJSON: options)
        }
        let files = example.files.map { (path: $0.path, contents: MarkedText($0.contents).text) }
        let linter = Linter(settings: LintSettings(requiredLocales: example.requiredLocales), rules: [instance])
        return linter.lint(files: files).diagnostics.map(\.severity)
    }

    @Test func lesserFindingsAreLowered() throws {
        #expect(try severities(TranslationStateRule.self, failing: 0) == [.warning, .note, .note])
        #expect(try severities(FormatSpecifiersRule.self, failing: 0) == [.error, .error, .warning, .error, .error])
        // A missing category falls back to `other`: a warning; no `other` at all is an error; a
        // lone `other` in a one/other language and unused categories are notes, on request.
        #expect(try severities(PluralVariantsRule.self, failing: 0) == [.error, .error, .warning])
        #expect(try severities(PluralVariantsRule.self, failing: 1) == [.note, .note])
        #expect(try severities(PluralVariantsRule.self, failing: 2) == [.error, .warning, .warning])
        #expect(try severities(PluralVariantsRule.self, failing: 4) == [.warning, .warning])
        // A variant without the count: an error, a warning where the only other number is 0.
        #expect(try severities(PluralVariantsRule.self, failing: PluralVariantsRule.failingExamples.count - 1) == [.error, .warning, .error])
        // Lost bold renders; an unpaired `**` shows asterisks.
        #expect(try severities(MarkdownBoldParityRule.self, failing: 0) == [.warning, .error, .warning])
        // A `.strings` key defined twice with the same value is clean-up; with another, a defect.
        #expect(try severities(DuplicateKeyRule.self, failing: 2) == [.error])
        #expect(try severities(DuplicateKeyRule.self, failing: 3) == [.warning])
    }
}
