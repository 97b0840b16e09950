import Foundation
import Testing

/// The stages are SwiftPM targets so that data flows one way. SwiftPM lets a file import any
/// module already built, declared or not, so this test holds every `import L10n…` to the
/// target's declared dependencies, and those to the order of the stages.
@Suite struct ModuleLayeringTests {
    static let stages = [
        "L10nModel", "L10nParsing", "L10nAnalysis", "L10nRules", "L10nConfiguration",
        "L10nEngine", "L10nReporting", "L10nWriting", "L10nSetup", "L10nLanguageServer", "L10nCLI",
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

    /// Every `import L10n…` of a stage's sources, in any form (`@testable`, `@_exported`,
    /// `package`, `public`, `internal`), with the file it is in.
    static func imports(of stage: String) throws -> [(file: String, module: String)] {
        let directory = PackagePaths.root.appendingPathComponent("Sources/\(stage)")
        let enumerator = try #require(FileManager.default.enumerator(atPath: directory.path))
        var result: [(file: String, module: String)] = []
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
            for line in text.split(separator: "\n") {
                guard let match = line.wholeMatch(of: /\s*(?:@\w+\s+)*(?:(?:public|package|internal|private|fileprivate)\s+)?import\s+(L10n\w+)\s*/) else { continue }
                result.append(("Sources/\(stage)/\(path)", String(match.1)))
            }
        }
        return result
    }

    @Test func everyImportIsADeclaredDependency() throws {
        let declared = try Self.declaredDependencies()
        for stage in Self.stages {
            for (file, module) in try Self.imports(of: stage) {
                #expect(declared[stage]?.contains(module) == true, "\(file) imports \(module), which \(stage) does not depend on")
            }
        }
    }

    /// Configuration is typed decoding of `.l10nlint.json` (model, decoder, schema, defaults,
    /// finding the file): it sees what it decodes into, never the engine that reads it, so
    /// configuration concepts cannot sink into the engine again.
    @Test func configurationDoesNotImportTheEngine() throws {
        let allowed: Set = ["L10nModel", "L10nParsing", "L10nAnalysis", "L10nRules"]
        let declared = try #require(try Self.declaredDependencies()["L10nConfiguration"])
        #expect(declared.isSubset(of: allowed), "L10nConfiguration depends on \(declared.subtracting(allowed).sorted())")
        let imports = try Self.imports(of: "L10nConfiguration")
        #expect(!imports.isEmpty, "no import of a stage found: the scan reads nothing")
        for (file, module) in imports {
            #expect(allowed.contains(module), "\(file) imports \(module); configuration imports at most \(allowed.sorted())")
        }
        #expect(try Self.imports(of: "L10nEngine").contains { $0.module == "L10nConfiguration" }, "the engine reads the configuration")
    }
}
