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

/// Helpers shared by the format parser suites.
enum ParserTestSupport {
    static func file(_ text: String, path: String = "zh-Hans.lproj/Localizable.strings") -> SourceFile {
        SourceFile(id: FileID(0), path: path, text: SourceText(text))
    }

    static func file(bytes: [UInt8], path: String = "zh-Hans.lproj/Localizable.strings") -> SourceFile {
        SourceFile(id: FileID(0), path: path, text: SourceText(bytes: bytes))
    }

    /// `line:column` of a range's start, as reporters print it.
    static func position(_ file: SourceFile, _ range: SourceRange?) -> String {
        guard let range else { return "none" }
        return file.text.position(at: range.start).description
    }

    /// `line:column: message` of each failure.
    static func failures(_ findings: ParseFindings) -> [String] {
        findings.failures.map { "\($0.location.start): \($0.message)" }
    }

    static func corpusDirectory() -> URL? { PackagePaths.corpus }

    /// Every file under `directory` whose name ends with `suffix`, sorted.
    static func files(in directory: URL, withSuffix suffix: String) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.lastPathComponent.hasSuffix(suffix) }
            .sorted { $0.path < $1.path }
    }

    /// Deterministic pseudo-random bytes (SplitMix64), so a fuzz failure reproduces.
    struct Random {
        private var random: SplitMix64

        init(state: UInt64) { random = SplitMix64(seed: state) }

        mutating func next() -> UInt64 { random.next() }

        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }

    /// Variants of `bytes`: every prefix, and copies with random bytes replaced, inserted or
    /// deleted, biased towards the format's own punctuation so the parser's edge paths run.
    static func mutations(of bytes: [UInt8], alphabet: [UInt8], count: Int, seed: UInt64) -> [[UInt8]] {
        var result = (0...bytes.count).map { Array(bytes[0..<$0]) }
        var random = Random(state: seed)
        for _ in 0..<count {
            var copy = bytes
            for _ in 0...random.below(4) {
                let byte = random.below(3) == 0 ? UInt8(truncatingIfNeeded: random.next()) : alphabet[random.below(alphabet.count)]
                let index = random.below(copy.count + 1)
                switch random.below(3) {
                case 0 where index < copy.count: copy[index] = byte
                case 1 where index < copy.count: copy.remove(at: index)
                default: copy.insert(byte, at: index)
                }
            }
            result.append(copy)
        }
        return result
    }
}
