import Foundation
import Testing
@testable import L10nModel
@testable import L10nParsing
@testable import L10nAnalysis
@testable import L10nRules
@testable import L10nEngine
@testable import L10nReporting

/// The engine runs catalog rules over chunks of entries in parallel, with analyses shared
/// through the run's index stage: the findings must be exactly one sequential pass's.
@Suite struct RuleChunkingTests {
    /// A `strings.json` several chunks long, with findings of many rules spread over it: missing
    /// and empty translations, lost bold, a dropped argument, a spelled-out count, an endonym.
    static func catalog(keys: Int) -> String {
        var lines: [String] = []
        for index in 0..<keys {
            let key = "screen\(index / 50).item\(index)"
            let entry: String
            switch index % 9 {
            case 0: entry = #""\#(key)": { "en": "Save **now** \#(index)", "zh-Hans": "立即保存 \#(index)", "ja": "今すぐ**保存** \#(index)" }"#
            case 1: entry = #""\#(key)": { "en": "Hi, %@! \#(index)", "zh-Hans": "你好！\#(index)", "ja": "こんにちは、%@！\#(index)" }"#
            case 2: entry = #""\#(key)": { "en": "Done \#(index)" }"#
            case 3: entry = #""\#(key)": { "en": "Close \#(index)", "zh-Hans": "", "ja": "閉じる \#(index)" }"#
            case 4: entry = #""\#(key)": { "en": "%lld lessons \#(index)", "zh-Hans": "%lld 节课 \#(index)", "ja": "%lld レッスン \#(index)" }"#
            case 5: entry = #""\#(key)": { "en": "Read the [terms](https://a.example/terms) \#(index)", "zh-Hans": "阅读条款 \#(index)", "ja": "規約 \#(index)" }"#
            default: entry = #""\#(key)": { "en": "Practice \#(index)", "zh-Hans": "练习 \#(index)", "ja": "練習 \#(index)" }"#
            }
            lines.append("  " + entry)
        }
        return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }

    @Test func chunkedRunEqualsOnePass() throws {
        let size = RuleTask.chunkSize(locales: 3)
        let keys = size * 2 + 300
        let linter = Linter(rules: RuleRegistry.builtIn.map { $0.makeDefault() })
        let result = linter.lint(files: [(path: "Design/strings.json", contents: Self.catalog(keys: keys))])
        try #require(result.project.catalogs.count == 1 && result.project.catalogs[0].locales.count == 3)
        let tasks = RuleTask.split(linter.rules, project: result.project)
        #expect(tasks.filter { $0.chunk != nil }.map { $0.chunk?.entries } == [0..<size, size..<(size * 2), (size * 2)..<keys])

        var onePass: [Diagnostic] = []
        for rule in linter.rules {
            let context = RuleContext(
                project: result.project, settings: linter.settings, ruleID: rule.description.id, severity: rule.description.defaultSeverity)
            onePass += rule.check(context)
        }
        onePass.sort(by: Diagnostic.reportOrder)
        #expect(result.diagnostics.count == onePass.count)
        #expect(result.diagnostics == onePass)
        let rules = Set(result.diagnostics.map(\.ruleID.rawValue))
        for expected in ["missing-translation", "markdown-bold-parity", "format-specifiers", "markdown-link-parity"] {
            #expect(rules.contains(expected), "no \(expected) finding")
        }
        // The last chunk's findings are there too: its last key without a translation.
        let last = try #require((0..<keys).last { $0 % 9 == 2 })
        #expect(result.diagnostics.contains { $0.key == "screen\(last / 50).item\(last)" && $0.ruleID == "missing-translation" })
    }

    /// Twice the same run gives byte-identical output, whatever the scheduling.
    @Test func repeatedRunsAreIdentical() throws {
        let contents = Self.catalog(keys: RuleTask.chunkSize(locales: 3) + 500)
        let first = Linter().lint(files: [(path: "strings.json", contents: contents)])
        let second = Linter().lint(files: [(path: "strings.json", contents: contents)])
        #expect(TextReporter().render(first) == TextReporter().render(second))
        #expect(!first.diagnostics.isEmpty)
    }

    /// A chunk task runs every entry rule in a row (whole-rule tasks come first), and the
    /// findings come back rule by rule, catalog by catalog, chunk by chunk.
    @Test func chunksRunEveryEntryRuleAndFindingsComeBackRuleByRule() throws {
        let linter = Linter(rules: RuleRegistry.builtIn.map { $0.makeDefault() })
        let result = linter.lint(files: [
            (path: "A/strings.json", contents: Self.catalog(keys: RuleTask.chunkSize(locales: 3) + 10)),
            (path: "B/strings.json", contents: Self.catalog(keys: 5)),
        ])
        let tasks = RuleTask.split(linter.rules, project: result.project)
        let entryRules = linter.rules.indices.filter { linter.rules[$0] is any CatalogEntryRule }
        let wholeRules = linter.rules.indices.filter { !entryRules.contains($0) }
        try #require(!entryRules.isEmpty && !wholeRules.isEmpty && result.project.catalogs.count == 2)
        #expect(tasks.map(\.rules) == wholeRules.map { [$0] } + Array(repeating: entryRules, count: 3))
        #expect(tasks.map { $0.chunk.map { "\($0.catalog):\($0.entries.lowerBound)" } ?? "-" }
            == Array(repeating: "-", count: wholeRules.count) + ["0:0", "0:\(RuleTask.chunkSize(locales: 3))", "1:0"])

        // One finding per task and rule, naming both; back in rule-major order.
        let findings = tasks.map { task in
            task.rules.map { rule in
                let label = "\(rule) \(task.chunk?.catalog ?? -1) \(task.chunk?.entries.lowerBound ?? -1)"
                return [Diagnostic(ruleID: "r", severity: .note, message: label, location: SourceLocation(path: "p", start: .init(line: 1, column: 1), end: .init(line: 1, column: 1)))]
            }
        }
        let expected = linter.rules.indices.flatMap { rule -> [String] in
            guard entryRules.contains(rule) else { return ["\(rule) -1 -1"] }
            return ["\(rule) 0 0", "\(rule) 0 \(RuleTask.chunkSize(locales: 3))", "\(rule) 1 0"]
        }
        #expect(RuleTask.onePassOrder(tasks, findings).map(\.message) == expected)
    }
}
