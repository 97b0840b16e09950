import Foundation
import Testing
@testable import L10nModel
@testable import L10nRules

/// Generic stages name no rule (issue 26): what they need to know about a rule's findings is
/// data in its `RuleDescription` (`subject`, `reportColumn`, `fix`), so renaming or splitting a
/// rule cannot silently break the engine, the report, the pairing notes or `l10n fix`.
@Suite struct RuleNamingTests {
    /// Every source file outside the rules module (which also describes the engine's own
    /// findings, `EngineRules`).
    static func genericSources() throws -> [(path: String, text: String)] {
        let sources = PackagePaths.root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return try files.filter { $0.pathExtension == "swift" }.compactMap { url in
            let path = String(url.path.dropFirst(sources.path.count + 1))
            guard !path.hasPrefix("L10nRules/") else { return nil }
            return (path, try String(contentsOf: url, encoding: .utf8))
        }
    }

    @Test func noRuleIDLiteralOutsideTheRulesModule() throws {
        let ids = RuleRegistry.builtIn.map { $0.description.id.rawValue } + EngineRules.descriptions.map { $0.id.rawValue }
        let sources = try Self.genericSources()
        #expect(sources.count > 50, "the sources were not found")
        var found: [String] = []
        for (path, text) in sources {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for id in ids where line.contains("\"\(id)\"") { found.append("Sources/\(path):\(number + 1): \"\(id)\"") }
            }
        }
        #expect(found == [], "describe the behaviour in the rule's RuleDescription instead")
    }

    /// The data that replaced the names: the rules the stages used to name by id. (Which rules
    /// fix is not listed: `RuleCorrectionTests` ties every fix to a correction example, so a new
    /// rule with a fix touches no test.)
    @Test func rulesDescribeWhatGenericStagesNeed() {
        func description(_ id: RuleID) -> RuleDescription? { RuleRegistry.rule(withID: id)?.description }
        #expect(RuleRegistry.ids(among: []) { $0.subject == .pairDrift } == ["catalog-sync"])
        #expect(RuleRegistry.ids(among: []) { $0.subject == .file } == ["catalog-layout", "duplicate-key", "parse-error"])
        #expect(RuleRegistry.ids(among: []) { $0.reportColumn == .translationState } == ["translation-state"])
        #expect(RuleRegistry.ids(among: []) { $0.reportColumn == .completeness } == ["missing-translation"])
        #expect(description("plural-variants")?.reportColumn == .pluralGaps)
        #expect(description("format-specifiers")?.reportColumn == .formatErrors)
        #expect(description("length-budget")?.reportColumn == .overBudget)
        #expect(description("unchanged-translation")?.reportColumn == .unchanged)
    }
}
