import L10nModel
import L10nParsing
import L10nEngine
import L10nWriting

/// What the writing commands (`format`, `fix`, `import`) share: reading the files they may
/// write, and naming a syntax error's position.
package enum WritableFiles {
    /// A complete `error:` line for standard error.
    package typealias Failure = WriteFailure

    /// The file's bytes, or an `error:` line naming it.
    static func read(_ file: InputFile) -> Result<[UInt8], Failure> {
        FileReader.read(file.absolutePath ?? file.path).mapError { Failure("\(file.path.escapingControlCharacters): error: \($0.message.escapingControlCharacters)\n") }
    }

    /// `path:line:column: error: message` for a syntax error at a byte offset.
    static func message(_ path: String, _ bytes: [UInt8], _ error: JSONSyntaxError) -> Failure {
        WriteFailure.syntax(path, bytes, error)
    }
}
