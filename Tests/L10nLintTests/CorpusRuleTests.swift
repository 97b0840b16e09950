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

/// The catalog rules on real catalogs (`../shared/corpus`, optional): they run on every app and
/// stay quiet on the false positives found there.
@Suite struct CorpusRuleTests {
    static let rules: [any Rule] = [PluralVariantsRule.makeDefault(), FormatSpecifiersRule.makeDefault(), TranslationStateRule.makeDefault()]

    private func findings(_ app: String) throws -> [Diagnostic]? {
        guard let corpus = PackagePaths.corpus else {
            print("skipped CorpusRuleTests: ../shared/corpus is not present")
            return nil
        }
        let result = Linter(rules: Self.rules).lint(paths: [corpus.appendingPathComponent(app).path])
        #expect(!result.project.catalogs.isEmpty, "\(app) has no catalogs")
        return result.diagnostics
    }

    private func messages(_ findings: [Diagnostic], _ rule: RuleID, containing text: String) -> [String] {
        findings.filter { $0.ruleID == rule && $0.message.contains(text) }.map(\.message)
    }

    @Test func stringCatalogKeysDeclareArgumentsTheSourceValueOmits() throws {
        // `notifications.label.favorite %lld`: English "starred", French "%#@count@" by the count.
        guard let found = try findings("Dimillian__IceCubesApp") else { return }
        #expect(messages(found, "format-specifiers", containing: "notifications.label").isEmpty)
        // ko "팔로워 %2$@명" needs no plural, so it may skip the count argument 1.
        #expect(messages(found, "format-specifiers", containing: "account.label.followers").isEmpty)
        #expect(!messages(found, "plural-variants", containing: "in uk lacks plural categories few, many").isEmpty)
    }

    @Test func percentSignsInPlainTextAreNotSpecifiers() throws {
        // "up to 70% for some systems", "70 % joissakin": no argument anywhere.
        guard let found = try findings("XcodesOrg__XcodesApp") else { return }
        #expect(messages(found, "format-specifiers", containing: "FasterUnxipDescription").isEmpty)
        #expect(!messages(found, "format-specifiers", containing: "'VersionWithBuild' in ar").isEmpty)
    }

    @Test func xcodeWrittenSourceStatesAreQuiet() throws {
        guard let found = try findings("Ranchero-Software__NetNewsWire") else { return }
        #expect(messages(found, "translation-state", containing: "marked new").isEmpty)
    }

    @Test func sizesAreNotCounts() throws {
        // "Image, %dx%d".
        guard let found = try findings("p0deje__Maccy") else { return }
        #expect(messages(found, "plural-variants", containing: "history_item_image").isEmpty)
    }

    @Test func legacyTablesRun() throws {
        guard let mastodon = try findings("mastodon__mastodon-ios"), let linearmouse = try findings("linearmouse__linearmouse") else { return }
        // "%@, %2$d tik %1$d garren eranskina" reads argument 1 both as an object and an integer.
        #expect(!messages(mastodon, "format-specifiers", containing: "'Common.Controls.Status.Media.AccessibilityLabel' in eu").isEmpty)
        // Hebrew `many` (selected before CLDR 45) is accepted.
        #expect(messages(linearmouse, "plural-variants", containing: "in he").isEmpty)
    }
}
