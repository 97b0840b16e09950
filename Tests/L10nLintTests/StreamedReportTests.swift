import Foundation
import Testing
@testable import L10nModel
@testable import L10nParsing
@testable import L10nEngine
@testable import L10nReporting
@testable import L10nCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SARIF and JSON write their results a few chunks at a time as they are rendered (issue 31):
/// the bytes are those of rendering the whole tree, with and without suppressed findings, with
/// none, and however the elements fall into chunks and batches.
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

    /// Every count of elements around the chunk and batch edges, sorted keys or not.
    @Test(arguments: [(1, 1), (2, 1), (2, 3), (3, 2), (5, 4)])
    func chunksAndBatchesJoinToTheWholeTree(chunkSize: Int, chunksInFlight: Int) {
        for count in [0, 1, 2, 3, 5, 6, 7, 13, 24, 31] {
            let elements = (0..<count).map { index in JSONOutput.object([("b", .int(index)), ("a", .string("é\(index)\n"))]) }
            for sortedKeys in [false, true] {
                let marked: JSONOutput = ["z": 1, "items": "\u{0}items\u{0}", "a": ["x": "y"]]
                let whole: JSONOutput = ["z": 1, "items": .array(elements), "a": ["x": "y"]]
                var written = WriteLog()
                marked.write(
                    sortedKeys: sortedKeys, streaming: elements, at: "\u{0}items\u{0}", indent: 2, to: &written,
                    chunkSize: chunkSize, chunksInFlight: chunksInFlight) { $0 }
                #expect(written.text == whole.rendered(sortedKeys: sortedKeys), "\(count) elements")
                // The head, `[`, one write per chunk, `]`, the tail: never the whole array at once.
                let chunks = (count + chunkSize - 1) / chunkSize
                #expect(written.writes == (count == 0 ? 3 : 4 + chunks), "\(count) elements")
            }
        }
    }

    /// What a descriptor receives is every write in order, small ones gathered and large ones
    /// passed through, across the buffer's edge.
    @Test func aDescriptorStreamWritesEveryByteInOrder() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/out.txt"
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(descriptor >= 0)
        var generator = SystemRandomNumberGenerator()
        var expected = ""
        var stream = DescriptorOutputStream(descriptor: descriptor)
        let size = DescriptorOutputStream.bufferSize
        for length in [0, 1, size - 1, size, size + 1, 3, 2 * size + 5, 7] + (0..<200).map({ _ in Int.random(in: 0..<9_000, using: &generator) }) {
            let text = String(repeating: "a好😀", count: length / 8 + 1).prefix(length / 2) + String(length)
            let piece = String(text)
            stream.write(piece)
            expected += piece
        }
        stream.flush()
        close(descriptor)
        #expect(stream.failure == nil)
        #expect(FileManager.default.contents(atPath: path) == Data(expected.utf8))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full"))
    func aFailedWriteIsKeptAndLaterWritesAreSkipped() {
        let descriptor = open("/dev/full", O_WRONLY)
        defer { close(descriptor) }
        var stream = DescriptorOutputStream(descriptor: descriptor)
        stream.write(String(repeating: "x", count: DescriptorOutputStream.bufferSize))
        #expect(stream.failure == ENOSPC)
        stream.write("more")
        stream.flush()
        #expect(stream.failure == ENOSPC)
    }

    /// A lint report for standard output is rendered when it is written, and is the reporter's
    /// text: findings are rendered a chunk at a time (``Parallel/renderedChunk``), each chunk
    /// written as soon as the ones before it are.
    @Test func standardOutputStreamsTheReport() throws {
        let directory = try TemporaryDirectory()
        let keys = (0..<1_200).map { #""key\#($0)": { "en": "Hello \#($0)"\#($0 % 5 == 0 ? #", "de": "Hallo""# : "") }"# }
        try directory.write("strings.json", "{\n" + keys.joined(separator: ",\n") + "\n}\n")
        for format in ["text", "json", "github"] {
            let outcome = CLI.run(["lint", "--format", format], in: directory)
            var written = WriteLog()
            outcome.writeStandardOutput(to: &written)
            #expect(written.text == outcome.standardOutput)
            #expect(written.writes >= 960 / Parallel.renderedChunk, "\(format) is written piece by piece")
            #expect(outcome.standardOutput.components(separatedBy: "missing-translation").count - 1 == 960, "\(format)")
        }
    }
}

/// A stream that records how many writes made its text.
private struct WriteLog: TextOutputStream {
    var text = ""
    var writes = 0

    mutating func write(_ string: String) {
        text += string
        writes += 1
    }
}
