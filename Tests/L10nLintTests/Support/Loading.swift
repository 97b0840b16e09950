@testable import L10nModel
@testable import L10nParsing
@testable import L10nAnalysis
@testable import L10nRules
@testable import L10nEngine
@testable import L10nConfiguration
@testable import L10nReporting
@testable import L10nWriting
@testable import L10nCLI

/// Loads in-memory files through the real engine and gives tests easy access to the result.
struct Loaded {
    let project: Project

    init(_ files: [(path: String, contents: String)], settings: LintSettings = LintSettings()) {
        project = Linter(settings: settings, rules: []).lint(files: files).project
    }

    init(_ path: String, _ contents: String) { self.init([(path, contents)]) }

    var catalog: Catalog? { project.catalogs.first }

    func entry(_ key: String) -> CatalogEntry? { catalog?.entries.first { $0.key == key } }

    /// `line:column` of a byte range's start.
    func position(_ range: SourceRange?) -> String? {
        range.map { project.location(of: $0).start.description }
    }

    var failures: [String] { project.parseFailures.map { "\($0.location.start): \($0.message)" } }
}
