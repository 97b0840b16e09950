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

/// One example of one rule, optionally shifted by a line of CJK + emoji text.
struct ExampleCase: CustomTestStringConvertible, Sendable {
    var ruleIndex: Int
    var exampleIndex: Int
    var isFailing: Bool
    var isShifted: Bool

    var rule: any Rule.Type { RuleRegistry.builtIn[ruleIndex] }
    var example: RuleExample {
        let description = rule.description
        return (isFailing ? description.failingExamples : description.passingExamples)[exampleIndex]
    }

    var testDescription: String {
        "\(rule.description.id) \(isFailing ? "failing" : "passing") #\(exampleIndex + 1)\(isShifted ? " shifted" : "")"
    }

    static var all: [ExampleCase] {
        RuleRegistry.builtIn.enumerated().flatMap { ruleIndex, rule in
            let description = rule.description
            return [false, true].flatMap { isFailing in
                let examples = isFailing ? description.failingExamples : description.passingExamples
                return examples.indices.flatMap { index in
                    [false, true].map { ExampleCase(ruleIndex: ruleIndex, exampleIndex: index, isFailing: isFailing, isShifted: $0) }
                }
            }
        }
    }
}

@Suite struct RuleExampleTests {
    @Test(arguments: ExampleCase.all)
    func example(_ testCase: ExampleCase) throws {
        let example = testCase.example
        if testCase.isShifted, !example.isShiftable { return }
        var files: [(path: String, contents: String)] = []
        var expected: [L10nModel.SourceLocation] = []
        for file in example.files {
            var marked = file.contents
            if testCase.isShifted {
                marked = try #require(ExampleShifter.shift(marked, path: file.path), "\(file.path) cannot be shifted; mark the example isShiftable: false")
            }
            let parsed = MarkedText(marked)
            files.append((file.path, parsed.text))
            expected += parsed.markers.map { L10nModel.SourceLocation(path: file.path, start: $0, end: $0) }
        }
        let ruleType = testCase.rule
        var rule = ruleType.makeDefault()
        if let options = example.options {
            rule = try ruleType.make(optionsJSON: options)
        }
        var settings = LintSettings(requiredLocales: example.requiredLocales)
        if let glossary = example.glossary {
            settings.glossary = glossary
            // The page shows the JSON: it must decode to the glossary the example runs with.
            let text = #"{ "glossary": \#(try #require(example.glossaryJSON)) }"#
            let decoded = try ConfigurationLoader.decode(SourceFile(id: FileID(0), path: ".l10nlint.json", text: SourceText(text)), directory: "/")
            #expect(decoded.glossary == glossary)
        }
        var linter = Linter(settings: settings, rules: [rule])
        linter.valueHistorySource = example.valueHistorySource
        let result = linter.lint(files: files)
        let id = ruleType.description.id
        if ruleType.description.id != "parse-error" {
            #expect(result.project.parseFailures.isEmpty, "example does not parse: \(result.project.parseFailures)")
        }
        let findings = result.diagnostics.filter { $0.ruleID == id }
        let actual = findings.map { "\($0.location.path):\($0.location.start)" }
        let wanted = expected.sorted().map { "\($0.path):\($0.start)" }
        #expect(actual == wanted, "\(findings.map(\.message))")
        if let messages = example.messages, !testCase.isShifted {  // messages may cite line numbers
            #expect(findings.map(\.message) == messages)
        }
        if testCase.isFailing {
            #expect(!wanted.isEmpty, "a failing example needs at least one ↓ marker")
        }
    }
}

extension RuleExample {
    /// The example's ``history`` as the versions git would give, newest first: the oldest is
    /// commit `c0ffee1` of 2026-01-01 (as the rule pages say).
    var valueHistorySource: ValueHistoryLoader.Source {
        guard let history, let path = files.first?.path else { return .git }
        return .versions([path: history.enumerated().map { index, text in
            let number = history.count - index
            return ValueHistoryLoader.Version(commit: "c0ffee\(number)", date: "2026-01-\(number < 10 ? "0" : "")\(number)", bytes: Array(text.utf8))
        }])
    }
}
