import L10nModel
import L10nModel
import L10nParsing

/// Why a file could not be rewritten, as the one `error:` line a writer command prints.
package struct WriteFailure: Error {
    package var line: String

    package init(_ line: String) { self.line = line }

    /// A file that is not valid JSON, at the position of the error.
    package static func syntax(_ path: String, _ bytes: [UInt8], _ error: JSONSyntaxError) -> WriteFailure {
        WriteFailure("\(path.escapingControlCharacters):\(SourceText(bytes: bytes).position(at: error.offset)): error: \(error.message.escapingControlCharacters)\n")
    }
}
