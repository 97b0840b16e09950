import Foundation
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

@Suite struct RuleRegistryTests {
    @Test func idsAreUniqueAndWellFormed() {
        let ids = RuleRegistry.ids
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.isWellFormed, "\(id) is not kebab-case")
            #expect(!id.rawValue.hasSuffix("-rule"))
        }
    }

    @Test func everyRuleHasPassingAndFailingExamplesAndProse() {
        for description in RuleRegistry.descriptions {
            #expect(!description.passingExamples.isEmpty, "\(description.id) has no passing example")
            #expect(!description.failingExamples.isEmpty, "\(description.id) has no failing example")
            #expect(!description.summary.hasSuffix("."), "\(description.id) summary ends with a period")
            #expect(!description.rationale.isEmpty)
            #expect(description.name.split(separator: " ").allSatisfy { $0.first?.isUppercase == true }, "\(description.name) is not Title Case")
        }
    }

    @Test func everyRuleFileIsRegistered() throws {
        let rulesDirectory = PackagePaths.root.appendingPathComponent("Sources/L10nRules")
        let enumerator = try #require(FileManager.default.enumerator(atPath: rulesDirectory.path))
        var ruleTypes: [String] = []
        while let path = enumerator.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            if name.hasSuffix("Rule.swift"), name != "Rule.swift" { ruleTypes.append(String(name.dropLast(".swift".count))) }
        }
        let registered = RuleRegistry.builtIn.map { String(describing: $0) }
        #expect(ruleTypes.sorted() == registered.sorted())
    }

    @Test func rulePagesAreFresh() throws {
        let pages = PackagePaths.root.appendingPathComponent("rules")
        for description in RulesCommand.documentedRules {
            let url = pages.appendingPathComponent(RuleDocumentation.fileName(for: description.id))
            let onDisk = try? String(contentsOf: url, encoding: .utf8)
            #expect(onDisk == RuleDocumentation.markdown(for: description), "rules/\(description.id).md is stale: run `swift run l10n rules --write-pages rules`")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: pages.path).filter { $0.hasSuffix(".md") }
        let expected = RulesCommand.documentedRules.map { RuleDocumentation.fileName(for: $0.id) }
        #expect(files.sorted() == expected.sorted(), "rules/ has pages for unknown rules")
    }

    @Test func docsListEveryRule() throws {
        let list = try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        for id in RulesCommand.documentedRules.map(\.id) {
            #expect(list.contains("[`\(id)`](../rules/\(id).md)"), "docs/rules.md does not list \(id)")
        }
    }
}
