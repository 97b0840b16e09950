import Foundation
import Testing
@testable import L10nModel
@testable import L10nParsing
@testable import L10nAnalysis
@testable import L10nRules
@testable import L10nEngine
@testable import L10nCLI

/// A run that reports in Swift sources only (pre-commit with only Swift files staged) leaves
/// out the catalog rules whose findings stay in localization files: it must report exactly
/// what a full run reports in those files, and each rule's claim must hold.
@Suite struct SwiftOnlyRunTests {
    /// The ids of the built-in entry rules, and whether each says its findings stay in
    /// localization files.
    static var entryRules: [(id: String, staysInLocalizationFiles: Bool)] {
        RuleRegistry.builtIn.compactMap { type in
            guard let entryRule = type as? any CatalogEntryRule.Type else { return nil }
            return (type.description.id.rawValue, entryRule.findingsStayInLocalizationFiles)
        }
    }

    /// Every finding and related location of the rules that say so is in a localization file,
    /// in every failing example (each built the way the rule's example test builds it).
    @Test func rulesThatStayInLocalizationFilesDoInTheirExamples() throws {
        #expect(Self.entryRules.filter { !$0.staysInLocalizationFiles }.map { $0.id } == ["length-budget"])
        let staying = Set(Self.entryRules.filter { $0.staysInLocalizationFiles }.map { $0.id })
        var checked = 0
        for ruleType in RuleRegistry.builtIn where staying.contains(ruleType.description.id.rawValue) {
            let id = ruleType.description.id
            for example in ruleType.description.failingExamples {
                var rule = ruleType.makeDefault()
                if let options = example.options { rule = try ruleType.make(optionsJSON: options) }
                var settings = LintSettings(requiredLocales: example.requiredLocales)
                if let glossary = example.glossary { settings.glossary = glossary }
                let files = example.files.map { (path: $0.path, contents: MarkedText($0.contents).text) }
                let result = Linter(settings: settings, rules: [rule]).lint(files: files)
                let findings = result.diagnostics.filter { $0.ruleID == id }
                #expect(!findings.isEmpty, "\(id): a failing example without a finding")
                for finding in findings {
                    for path in [finding.location.path] + finding.related.map({ $0.location.path }) {
                        #expect(InputFile.kind(ofPath: path) != .swift, "\(id) points into \(path)")
                    }
                }
                checked += findings.count
            }
        }
        #expect(checked > 30)
    }

    /// Those rules get no task in such a run; length-budget and the whole-project rules keep theirs.
    @Test func aSwiftOnlyRunSplitsWithoutThoseRules() throws {
        let linter = Linter(rules: RuleRegistry.builtIn.map { $0.makeDefault() })
        let result = linter.lint(files: [(path: "App/strings.json", contents: #"{ "a": { "en": "A", "ja": "エー" } }"#)])
        func ran(_ tasks: [RuleTask]) -> Set<String> { Set(tasks.flatMap { $0.rules }.map { linter.rules[$0].description.id.rawValue }) }
        let all = ran(RuleTask.split(linter.rules, project: result.project))
        let swiftOnly = ran(RuleTask.split(linter.rules, project: result.project, skippingLocalizationFileRules: true))
        let skipped = Set(Self.entryRules.filter { $0.staysInLocalizationFiles }.map { $0.id })
        #expect(all.subtracting(swiftOnly) == skipped)
        #expect(swiftOnly.contains("length-budget") && swiftOnly.contains("voiceover-label") && swiftOnly.contains("unknown-key"))
    }

    /// End to end, as pre-commit runs the hook: one staged Swift file of a project whose catalog
    /// has findings of the left-out rules reports what the full run reports in that file, and
    /// naming the catalog too still reports the catalog's findings.
    @Test func aStagedSwiftFileReportsWhatTheFullRunReportsInIt() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/strings.json", #"""
            {
              "home.title": { "en": "Save **now**", "ja": "保存" },
              "home.count": { "en": "Free for 7 days", "ja": "3 日間無料" },
              "home.empty": { "en": "Done" }
            }
            """#)
        try directory.write("App/ContentView.swift", """
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    Text("home.title")
                    Text("home.missing")
                    Button(action: {}) { Image(systemName: "trash") }
                }
            }
            """)
        let full = CLI.run(["lint", "--format", "json", "."], in: directory)
        let staged = CLI.run(["lint", "--format", "json", "App/ContentView.swift"], in: directory)
        let both = CLI.run(["lint", "--format", "json", "App/ContentView.swift", "App/strings.json"], in: directory)
        func findings(_ output: String, in files: Set<String>) throws -> [String] {
            let document = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
            let all = try #require(document["findings"] as? [[String: Any]])
            return all.compactMap { finding in
                guard let file = finding["file"] as? String, files.contains(file) else { return nil }
                return "\(file):\(finding["line"] ?? 0):\(finding["column"] ?? 0) \(finding["rule"] ?? "") \(finding["message"] ?? "")"
            }
        }
        let code: Set = ["App/ContentView.swift"]
        let fullInCode = try findings(full.standardOutput, in: code)
        #expect(fullInCode.contains { $0.contains("unknown-key") } && fullInCode.contains { $0.contains("voiceover-label") })
        #expect(try findings(staged.standardOutput, in: code) == fullInCode)
        #expect(try findings(staged.standardOutput, in: ["App/strings.json"]) == [])
        // The catalog named as well: its findings of the left-out rules are back.
        let catalog: Set = ["App/strings.json"]
        let fullInCatalog = try findings(full.standardOutput, in: catalog)
        for rule in ["markdown-bold-parity", "number-parity", "missing-translation"] {
            #expect(fullInCatalog.contains { $0.contains(" \(rule) ") }, "no \(rule) finding to compare")
        }
        #expect(try findings(both.standardOutput, in: catalog) == fullInCatalog)
        #expect(try findings(both.standardOutput, in: code) == fullInCode)
        #expect(both.status == full.status)
    }

    /// length-budget in such a run measures only the keys constrained in the staged files:
    /// a staged file's constraint still fails the commit (the finding is on the catalog, the
    /// constraint a related location), another file's constraint is not reported, as in the
    /// full run's report limited to the staged file.
    @Test func aStagedSwiftFileKeepsTheLengthFindingsOfItsConstraints() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Localizable.xcstrings", #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Start recording" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Aufnahme starten und die erste Antwort speichern" } }
                  }
                },
                "Stop recording" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Aufnahme beenden und die letzte Antwort verwerfen" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """#)
        try directory.write("App/RecordButton.swift", """
            struct RecordButton: View {
                var body: some View {
                    Button("Start recording", action: start).lineLimit(1)
                }
            }
            """)
        try directory.write("App/StopButton.swift", """
            struct StopButton: View {
                var body: some View {
                    Button("Stop recording", action: stop).lineLimit(1)
                }
            }
            """)
        func lengthFindings(_ arguments: [String]) throws -> [String] {
            let run = CLI.run(["lint", "--format", "json"] + arguments, in: directory)
            let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
            let all = try #require(document["findings"] as? [[String: Any]])
            return all.filter { $0["rule"] as? String == "length-budget" }.map { "\($0["file"] ?? ""):\($0["line"] ?? 0) \($0["message"] ?? "")" }
        }
        let full = try lengthFindings(["."])
        #expect(full.count == 2)
        let staged = try lengthFindings(["App/RecordButton.swift"])
        #expect(staged == full.filter { $0.contains("RecordButton.swift:3") })
        #expect(staged.count == 1 && staged[0].hasPrefix("App/Localizable.xcstrings:6 'Start recording' in de"))
        #expect(try lengthFindings(["App/StopButton.swift"]) == full.filter { $0.contains("StopButton.swift:3") })
    }
}
