import Foundation
import Testing
@testable import L10nModel
@testable import L10nParsing
@testable import L10nAnalysis
@testable import L10nRules
@testable import L10nEngine
@testable import L10nConfiguration

/// A finding is identified by (rule, message id, key, locale, variant, file), never by its
/// wording: rewording every message keeps baselines, `--changed-since` and the folding of
/// generated-catalog copies matching (issue 26, "Stable finding identity").
@Suite struct StableFindingIdentityTests {
    /// A different text per file, so a finding and its generated copy are worded differently too.
    static let reword: @Sendable (Diagnostic) -> Diagnostic = { diagnostic in
        diagnostic.rewording { "reworded in \(diagnostic.location.path): " + String($0.reversed()) }
    }

    static func lintSample(rewording: (@Sendable (Diagnostic) -> Diagnostic)? = nil) -> LintResult {
        var linter = Linter()
        linter.rewording = rewording
        return linter.lint(paths: ["strings"], workingDirectory: PackagePaths.root.path)
    }

    /// Report order sorts findings at one place by their text: paired by everything else instead.
    static func byIdentity(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        func identity(_ diagnostic: Diagnostic) -> String {
            let place = diagnostic.location
            return "\(place.path) \(place.start) \(place.end) \(diagnostic.ruleID) \(diagnostic.messageID) \(diagnostic.subject)"
        }
        return diagnostics.sorted { identity($0) < identity($1) }
    }

    static func foldedCopies(_ result: LintResult) -> [String] {
        result.diagnostics.flatMap { diagnostic in
            diagnostic.related.filter { $0.message.hasPrefix("the copy generated into") }.map { "\(diagnostic.location.path) \($0.location.path)" }
        }
    }

    @Test func rewordedFindingsFoldAndMatchBaselinesAsBefore() throws {
        let root = PackagePaths.root.path
        let plain = Self.lintSample()
        let reworded = Self.lintSample(rewording: Self.reword)
        let pairs = zip(Self.byIdentity(plain.diagnostics), Self.byIdentity(reworded.diagnostics))
        // The same findings, each with another text.
        #expect(reworded.diagnostics.count == plain.diagnostics.count)
        #expect(pairs.allSatisfy { $0.message != $1.message && $0.messageID == $1.messageID && $0.location == $1.location })
        // Copies in the generated catalog are folded into the source's finding although the two are now worded apart.
        let copies = Self.foldedCopies(plain)
        #expect(!copies.isEmpty, "the sample must have a finding its generated catalog inherits")
        #expect(Self.foldedCopies(reworded).sorted() == copies.sorted())

        // A version 2 baseline written before the rewording holds every reworded finding (through its file's text too).
        let written = Baseline(diagnostics: plain.diagnostics, directory: root, workingDirectory: root)
        let file = SourceFile(id: FileID(0), path: "l10n-baseline.json", text: SourceText(bytes: Array(written.rendered().utf8)))
        let read = try Baseline.decode(file, directory: root)
        #expect(read == written)
        let split = read.fingerprints.match(reworded.diagnostics) { read.fingerprint(of: $0, workingDirectory: root) }
        #expect(split.unmatched.isEmpty)
        #expect(split.left.isEmpty)
        // A version 1 baseline holds the wording, so the rewording is what makes this test able to fail.
        let wordingBaseline = Baseline(fingerprints: FingerprintCounts(), directory: root, version: 1)
        let byWording = FingerprintCounts(plain.diagnostics.map { wordingBaseline.fingerprint(of: $0, workingDirectory: root) })
        #expect(byWording.match(reworded.diagnostics) { wordingBaseline.fingerprint(of: $0, workingDirectory: root) }.matched.isEmpty)

        // `--changed-since` compares the revision's findings with these fingerprints.
        #expect(pairs.allSatisfy {
            ResultPipeline.changeFingerprint($0, workingDirectory: root) == ResultPipeline.changeFingerprint($1, workingDirectory: root)
        })
    }

    /// Every rule's failing examples: every finding keeps its baseline entry when reworded.
    @Test(arguments: ExampleCase.all.filter { $0.isFailing && !$0.isShifted })
    func everyRuleExampleMatchesItsBaselineReworded(_ testCase: ExampleCase) throws {
        let example = testCase.example
        let files = example.files.map { (path: $0.path, contents: MarkedText($0.contents).text) }
        let rule = try example.options.map { try testCase.rule.make(optionsJSON: $0) } ?? testCase.rule.makeDefault()
        var settings = LintSettings(requiredLocales: example.requiredLocales)
        if let glossary = example.glossary { settings.glossary = glossary }
        var linter = Linter(settings: settings, rules: [rule])
        linter.valueHistorySource = example.valueHistorySource
        let plain = linter.lint(files: files).diagnostics
        linter.rewording = Self.reword
        let reworded = linter.lint(files: files).diagnostics
        #expect(!plain.isEmpty)
        #expect(reworded.map { $0.messageID } == plain.map { $0.messageID })
        let baseline = Baseline(diagnostics: plain, directory: "/", workingDirectory: "/")
        let split = baseline.fingerprints.match(reworded) { baseline.fingerprint(of: $0, workingDirectory: "/") }
        #expect(split.unmatched.isEmpty && split.left.isEmpty)
        // Ids are case names: a factory's name, not the type's (`static let` would give that), not a
        // signature, and not the reporting function's (what a string literal message gets).
        for diagnostic in plain {
            let id = diagnostic.messageID.rawValue
            #expect(!diagnostic.detail.isIDFromCaller, "\(diagnostic.message): built-in rules give messages ids")
            #expect(!id.isEmpty && id != "FindingMessage" && id != "Diagnostic" && !id.contains("("), "\(diagnostic.message): id '\(id)'")
        }
    }
}
