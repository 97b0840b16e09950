import Testing
@testable import L10nModel
@testable import L10nAnalysis
@testable import L10nRules
@testable import L10nEngine
@testable import L10nWriting

/// One correction example of one rule.
struct CorrectionCase: CustomTestStringConvertible, Sendable {
    var ruleIndex: Int
    var index: Int

    var rule: any Rule.Type { RuleRegistry.builtIn[ruleIndex] }
    var correction: RuleCorrection { rule.description.corrections[index] }
    var testDescription: String { "\(rule.description.id) correction #\(index + 1)" }

    static var all: [CorrectionCase] {
        RuleRegistry.builtIn.enumerated().flatMap { ruleIndex, rule in
            rule.description.corrections.indices.map { CorrectionCase(ruleIndex: ruleIndex, index: $0) }
        }
    }
}

/// The correction examples are tests, as the detection examples are: the rule's findings on
/// `before` carry fixes that, applied, write exactly the files of `after`, after which the rule
/// finds nothing.
@Suite struct RuleCorrectionTests {
    private func lint(_ type: any Rule.Type, _ files: [RuleExample.File], options: String?) throws -> LintResult {
        let rule = try options.map { json in try type.make(optionsJSON: json) } ?? type.makeDefault()
        return Linter(rules: [rule]).lint(files: files.map { ($0.path, $0.contents) })
    }

    @Test(arguments: CorrectionCase.all)
    func correction(_ testCase: CorrectionCase) throws {
        let correction = testCase.correction
        let id = testCase.rule.description.id
        let result = try lint(testCase.rule, correction.before, options: correction.options)
        #expect(result.project.parseFailures.isEmpty)
        let fixes = FixApplier.fixes(of: result, upTo: correction.applicability)
        #expect(!fixes.isEmpty, "the rule's findings carry no fix")
        if correction.applicability > .always { #expect(FixApplier.fixes(of: result).isEmpty, "a fix applied without the request") }
        if correction.applicability > .onRequest { #expect(FixApplier.fixes(of: result, upTo: .onRequest).isEmpty, "a suggestion applied by l10n fix") }
        var contents: [String: [UInt8]] = [:]
        for file in correction.before { contents[file.path] = Array(file.contents.utf8) }
        let outcome = FixApplier(result: result) { path in
            contents[path].map { .success($0) } ?? .failure(WriteFailure("\(path): not in the example\n"))
        }.apply(fixes)
        #expect(outcome.errors == [] && outcome.refusals == [])
        let written = Dictionary(uniqueKeysWithValues: outcome.fixes.map { ($0.path, String(decoding: $0.new, as: UTF8.self)) })
        #expect(written.keys.sorted() == correction.after.map(\.path).sorted())
        for file in correction.after { #expect(written[file.path] == file.contents, "\(file.path)") }
        // Fixed: the rule finds nothing more.
        let fixed = correction.before.map { file in RuleExample.File(file.path, written[file.path] ?? file.contents) }
        let again = try lint(testCase.rule, fixed, options: correction.options)
        #expect(again.diagnostics.filter { $0.ruleID == id }.map(\.message) == [])
    }

    /// A rule whose findings carry fixes shows what they do, and only such a rule.
    @Test func exactlyTheRulesThatFixShowACorrection() throws {
        for type in RuleRegistry.builtIn {
            let description = type.description
            var fixes = false
            for example in description.failingExamples {
                let files = example.files.map { RuleExample.File($0.path, MarkedText($0.contents).text) }
                let result = try lint(type, files, options: example.options)
                fixes = fixes || result.diagnostics.contains { $0.ruleID == description.id && $0.fix != nil }
            }
            #expect(fixes == !description.corrections.isEmpty, "\(description.id)")
        }
    }
}
