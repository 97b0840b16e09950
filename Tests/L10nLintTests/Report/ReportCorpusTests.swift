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

/// `l10n report` on every app of `../shared/corpus` agrees with an independent count
/// (`Support/independent_count.py`, Python's own JSON and plist readers and a small `.strings`
/// parser). Skips, saying why, without the corpus or python3.
@Suite struct ReportCorpusTests {
    struct Counts: Decodable, Equatable, CustomStringConvertible {
        var total, translated, needsReview, missing, empty, stale, noLetters: Int
        var description: String {
            "total \(total) translated \(translated) review \(needsReview) missing \(missing) empty \(empty) stale \(stale) no letters \(noLetters)"
        }
    }

    static let script = PackagePaths.root.appendingPathComponent("Tests/L10nLintTests/Support/independent_count.py")

    static var python: URL? {
        ["/usr/bin/python3", "/usr/local/bin/python3", "/bin/python3"].map(URL.init(fileURLWithPath:))
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static var apps: [URL] {
        guard let corpus = PackagePaths.corpus else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        return names.sorted().map { corpus.appendingPathComponent($0) }.filter { $0.hasDirectoryPath || (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
    }

    @Test func reportAgreesWithAnIndependentCountOnEveryCorpusApp() throws {
        guard PackagePaths.corpus != nil else { return print("skipped ReportCorpusTests: ../shared/corpus is not present") }
        guard let python = Self.python else { return print("skipped ReportCorpusTests: python3 is not installed") }
        #expect(Self.apps.count >= 6)
        var compared = 0
        for app in Self.apps {
            let expected = try independentCount(python: python, directory: app)
            let outcome = L10nCommandLine.run(["report", ".", "--format", "json"], environment: CommandEnvironment(workingDirectory: app.path))
            #expect(outcome.status == .success, "\(app.lastPathComponent): \(outcome.standardError)")
            let report = try JSONDecoder().decode(ReportJSON.self, from: Data(outcome.standardOutput.utf8))
            var actual: [String: [String: Counts]] = [:]
            for locale in report.locales {
                for row in locale.catalogs {
                    // Unchanged values are a rule's judgement, not a state: the independent count
                    // sees them as translated.
                    actual[row.path, default: [:]][locale.locale] = Counts(
                        total: row.total, translated: row.translated + row.unchanged, needsReview: row.needsReview,
                        missing: row.missing, empty: row.empty, stale: row.stale, noLetters: row.noLetters)
                }
            }
            #expect(Set(actual.keys) == Set(expected.keys), "\(app.lastPathComponent): catalogs differ")
            var cells = 0
            for (path, locales) in expected {
                for (locale, counts) in locales {
                    cells += 1
                    #expect(actual[path]?[locale] == counts, "\(app.lastPathComponent) \(path) \(locale): l10n \(actual[path]?[locale]?.description ?? "nothing"), independent \(counts)")
                }
                #expect(Set(actual[path]?.keys.map { $0 } ?? []) == Set(locales.keys), "\(path): locales differ")
            }
            #expect(cells > 0, "\(app.lastPathComponent): nothing was counted")
            compared += cells
        }
        #expect(compared > 400, "expected the six apps' catalog × locale cells, compared \(compared)")
    }

    private func independentCount(python: URL, directory: URL) throws -> [String: [String: Counts]] {
        let process = Process()
        process.executableURL = python
        process.arguments = [Self.script.path, "."]
        process.currentDirectoryURL = directory
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "independent_count.py failed in \(directory.lastPathComponent)")
        return try JSONDecoder().decode([String: [String: Counts]].self, from: data)
    }
}
