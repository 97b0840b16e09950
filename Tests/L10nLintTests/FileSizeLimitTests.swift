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

/// Offsets are kept in 32 bits, so a file of 4 GiB or more is refused with one clear message
/// instead of being read with positions that wrap.
@Suite struct FileSizeLimitTests {
    @Test func aFileAtTheLimitIsRefusedAndOneBelowIsRead() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-size-limit-\(getpid()).xcstrings").path
        try Data("0123456789".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let refused = FileReader.read(bytes: Array(path.utf8), maximumSize: 10)
        #expect(refused == .failure(FileReader.Failure(message: "cannot read file: it is too large (4 GiB or more)")))
        #expect(try FileReader.read(bytes: Array(path.utf8), maximumSize: 11).get().count == 10)
        #expect(FileReader.maximumSize == Int(UInt32.max))
    }

    /// A large file is read in parts on every core: each size, divisible by the parts or not,
    /// comes back byte for byte (here every file counts as large).
    @Test func aFileReadInPartsIsReadWhole() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-parts-\(getpid()).xcstrings").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        for size in [1, 2, 3, 4, 5, 7, 8, 9, 1000, 4099] {
            let content = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            try Data(content).write(to: URL(fileURLWithPath: path))
            #expect(try FileReader.read(bytes: Array(path.utf8), inPartsFrom: 1).get() == content, "\(size) bytes")
        }
        #expect(FileReader.read(bytes: Array(path.utf8), maximumSize: 4099, inPartsFrom: 1) == .failure(FileReader.tooLarge))
    }

    @Test func rangesKeepOffsetsUpToTheLimitAndClampBeyond() {
        var range = SourceRange(file: FileID(3), start: 7, end: SourceRange.maximumOffset)
        #expect(range.end == Int(UInt32.max))
        range.end = SourceRange.maximumOffset + 10
        #expect(range.end == SourceRange.maximumOffset)
        range.start = -1
        #expect(range.start == 0)
        #expect(range.file.rawValue == 3)
        #expect(MemoryLayout<SourceRange>.size == 12)
        #expect(range.startOnly == SourceRange(file: FileID(3), start: 0, end: 0))
    }
}
