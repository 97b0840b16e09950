import Foundation
import Testing

/// The stages are SwiftPM targets so that data flows one way. SwiftPM lets a file import any
/// module already built, declared or not, so this test holds every `import L10n…` to the
/// target's declared dependencies, and those to the order of the stages.
@Suite struct ModuleLayeringTests {
    static let stages = [
        "L10nModel", "L10nParsing", "L10nAnalysis", "L10nRules", "L10nEngine",
        "L10nConfiguration", "L10nReporting", "L10nWriting", "L10nSetup", "L10nLanguageServer", "L10nCLI",
    ]

    /// `.target(name: "X", dependencies: [...])` entries of Package.swift.
    static func declaredDependencies() throws -> [String: Set<String>] {
        let manifest = try String(contentsOf: PackagePaths.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let flat = manifest.replacingOccurrences(of: "\n", with: " ")
        var result: [String: Set<String>] = [:]
        for match in flat.matches(of: /\.target\(\s*name: "(\w+)"(?:,\s*dependencies: \[([^\]]*)\])?/) {
            let names = (match.2.map(String.init) ?? "").matches(of: /"(\w+)"/).map { String($0.1) }
            result[String(match.1)] = Set(names)
        }
        return result
    }

    @Test func everyStageDependsOnlyOnEarlierStages() throws {
        let declared = try Self.declaredDependencies()
        for (index, stage) in Self.stages.enumerated() {
            let dependencies = try #require(declared[stage], "\(stage) is not a target in Package.swift")
            let later = dependencies.subtracting(Self.stages[..<index])
            #expect(later.isEmpty, "\(stage) depends on later stages \(later.sorted())")
        }
    }

    @Test func everyImportIsADeclaredDependency() throws {
        let declared = try Self.declaredDependencies()
        for stage in Self.stages {
            let directory = PackagePaths.root.appendingPathComponent("Sources/\(stage)")
            let enumerator = try #require(FileManager.default.enumerator(atPath: directory.path))
            while let path = enumerator.nextObject() as? String, path.hasSuffix(".swift") || !path.isEmpty {
                guard path.hasSuffix(".swift") else { continue }
                let text = try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
                for line in text.split(separator: "\n") where line.hasPrefix("import L10n") {
                    let module = String(line.dropFirst("import ".count))
                    #expect(declared[stage]?.contains(module) == true, "Sources/\(stage)/\(path) imports \(module), which \(stage) does not depend on")
                }
            }
        }
    }
}
