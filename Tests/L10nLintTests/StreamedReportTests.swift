import Testing
@testable import L10nModel
@testable import L10nParsing
@testable import L10nEngine
@testable import L10nReporting

/// SARIF and JSON write their results one at a time into the text (issue 31): the bytes are
/// those of rendering the whole tree, with and without suppressed findings, and with none.
@Suite struct StreamedReportTests {
    @Test func resultsWrittenOneAtATimeEqualTheWholeTree() {
        let result = Linter().lint(paths: ["strings"], workingDirectory: PackagePaths.root.path)
        #expect(!result.diagnostics.isEmpty)
        var suppressed = result
        suppressed.suppressed = Array(result.diagnostics.prefix(3)).map { SuppressedDiagnostic(diagnostic: $0, suppression: Suppression(origin: .inline, justification: "why")) }
        var empty = result
        empty.diagnostics = []
        for run in [result, suppressed, empty] {
            let sarif = SARIFReporter()
            #expect(sarif.render(run) == sarif.log(run).rendered())
            #expect(JSONReporter().render(run) == JSONReporter().document(run).rendered(sortedKeys: true))
        }
    }
}
