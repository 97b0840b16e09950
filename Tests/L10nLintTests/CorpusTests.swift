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

/// Real catalogs from six open-source apps (`../shared/corpus`, optional): every file loads.
@Suite struct CorpusTests {
    @Test func everyCorpusFileLoadsWithoutParseFailures() throws {
        guard let corpus = PackagePaths.corpus else {
            print("skipped CorpusTests: ../shared/corpus is not present")
            return
        }
        let result = Linter(rules: []).lint(paths: [corpus.path])
        let catalogs = result.project.files.filter { !$0.path.hasSuffix(".swift") }
        #expect(catalogs.count > 400, "expected the six apps' catalogs, found \(catalogs.count) files")
        #expect(result.project.parseFailures.map { "\($0.location): \($0.message)" } == [])
        #expect(result.project.catalogs.count >= 20)
        let keys = result.project.catalogs.reduce(0) { $0 + $1.entries.count }
        #expect(keys > 2_000)
    }
}
