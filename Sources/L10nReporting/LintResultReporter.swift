import L10nModel
import L10nEngine

/// One output format of a lint run. A reporter writes to any text stream: the CLI hands it
/// standard output or a report file as they are written (a SARIF log of 100,000 findings is
/// never held whole), tests hand it a `String`.
public protocol LintResultReporter: Sendable {
    func write(_ result: LintResult, to output: inout some TextOutputStream)
}

extension LintResultReporter {
    /// The whole report as one text (tests, golden files).
    public func render(_ result: LintResult) -> String {
        var text = ""
        write(result, to: &text)
        return text
    }
}

extension LintResultReporter {
    /// Writes `line` of each finding and a line break, in report order: the lines of a chunk of
    /// findings are rendered on every core, and each chunk written as soon as those before it
    /// are (``Parallel/renderInOrder(count:chunkSize:chunksInFlight:_:write:)``).
    func writeLines(of result: LintResult, to output: inout some TextOutputStream, _ line: @Sendable (Diagnostic) -> String) {
        writeLines(of: result, to: &output) { diagnostic, bytes in bytes.append(contentsOf: line(diagnostic).utf8) }
    }

    /// ``writeLines(of:to:_:)`` with each line appended as UTF-8 to its chunk's bytes, which
    /// become one `String` a chunk.
    func writeLines(of result: LintResult, to output: inout some TextOutputStream, _ appendLine: @Sendable (Diagnostic, inout [UInt8]) -> Void) {
        let diagnostics = result.diagnostics
        Parallel.renderInOrder(count: diagnostics.count) { chunk in
            var bytes: [UInt8] = []
            // Each finding borrowed from the array's buffer: a copy retained its strings and arrays.
            diagnostics.withUnsafeBufferPointer { findings in
                for index in chunk {
                    appendLine(findings[index], &bytes)
                    bytes.append(UInt8(ascii: "\n"))
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        } write: { output.write($0) }
    }
}
