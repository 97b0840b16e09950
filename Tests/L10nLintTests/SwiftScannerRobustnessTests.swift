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

/// The scanner must never crash or hang on any Swift source: real files (the toolchain's
/// `.swiftinterface` files, this package's own sources), truncated prefixes of them, random
/// byte mutations with a fixed seed, and pathological nesting.
@Suite struct SwiftScannerRobustnessTests {
    /// `.swift` and `.swiftinterface` files under the toolchain and `/usr`, plus this package's sources.
    static func corpus() -> [URL] {
        var files: [URL] = []
        for root in ["/opt/swift", "/usr", PackagePaths.root.appendingPathComponent("Sources").path, PackagePaths.root.appendingPathComponent("Tests").path] {
            guard let enumerator = FileManager.default.enumerator(atPath: root) else { continue }
            while let path = enumerator.nextObject() as? String {
                if path.hasSuffix(".swift") || path.hasSuffix(".swiftinterface") { files.append(URL(fileURLWithPath: root).appendingPathComponent(path)) }
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    private func scan(_ bytes: [UInt8]) -> SwiftSourceFacts {
        SwiftUIScanner.scan(SourceFile(id: FileID(0), path: "Fuzz.swift", text: SourceText(bytes: bytes)))
    }

    @Test func scansEveryAvailableSwiftFile() throws {
        let files = Self.corpus()
        let external = files.filter { !$0.path.hasPrefix(PackagePaths.root.path) }
        if external.isEmpty { print("note: no .swift or .swiftinterface files under /opt/swift or /usr; scanning this package only") }
        var total = 0
        let start = Date()
        for url in files {
            let bytes = try [UInt8](Data(contentsOf: url))
            let facts = scan(bytes)
            total += bytes.count
            for reference in facts.keyReferences { #expect(reference.key.range.end <= bytes.count) }
        }
        print("scanned \(files.count) files, \(total / 1024) KiB in \(String(format: "%.2f", Date().timeIntervalSince(start))) s")
        #expect(!files.isEmpty)
    }

    @Test func survivesTruncationAndMutation() throws {
        var generator = SplitMix64(seed: 0x5EED_1234)
        // Every file of the package plus a sample of the toolchain's, to keep the debug run short.
        let files = Self.corpus()
        let chosen = files.enumerated().filter { $0.offset % 4 == 0 || $0.element.path.hasPrefix(PackagePaths.root.path) }.map(\.element)
        let alphabet = Array("\"\\#(){}[]/*\n`'$@.:,?!<>=\u{FF}".utf8) + [0xC3, 0xE2, 0x80, 0xF0, 0x00]
        var budget = 24_000_000
        for url in chosen {
            var bytes = try [UInt8](Data(contentsOf: url))
            if bytes.count > 400_000 { bytes = Array(bytes.prefix(400_000)) }
            guard budget > 0, !bytes.isEmpty else { break }
            for fraction in [0.13, 0.5, 0.77] { _ = scan(Array(bytes.prefix(Int(Double(bytes.count) * fraction)))) }
            for _ in 0..<3 {
                var mutated = bytes
                for _ in 0..<(1 + Int(generator.next() % 12)) {
                    let position = Int(generator.next() % UInt64(mutated.count))
                    let byte = alphabet[Int(generator.next() % UInt64(alphabet.count))]
                    switch generator.next() % 3 {
                    case 0: mutated[position] = byte
                    case 1: mutated.insert(byte, at: position)
                    default: mutated.remove(at: position)
                    }
                    if mutated.isEmpty { mutated = [byte] }
                }
                _ = scan(mutated)
            }
            budget -= bytes.count * 5
        }
    }

    @Test(.timeLimit(.minutes(2))) func pathologicalNestingStaysFast() {
        let depth = 50_000
        let inputs: [String] = [
            String(repeating: "(", count: depth) + String(repeating: "]", count: depth),
            String(repeating: "\"\\(", count: depth),
            String(repeating: "/*", count: depth),
            String(repeating: "Button { } label: { HStack { ", count: depth / 10),
            String(repeating: "Text(\"a\" + ", count: depth / 10),
            String(repeating: "x ? \"a\" : ", count: depth / 10) + "\"b\"",
            String(repeating: ".accessibilityLabel(", count: depth / 10),
            String(repeating: "#\"", count: depth / 10),
            String(repeating: "Button(action: f) { Image(systemName: \"a\") }\n", count: depth / 10),
            String(repeating: "Menu { ", count: depth / 10) + String(repeating: "} label: { Image(systemName: \"x\") }\n", count: depth / 10),
        ]
        // A hang guard (the suite's time limit), not a speed measure: speed lives in the benchmark.
        for input in inputs {
            _ = scan(Array(input.utf8))
        }
    }
}
