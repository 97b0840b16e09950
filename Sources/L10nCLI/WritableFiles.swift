import L10nModel
import L10nParsing
import L10nEngine
import L10nWriting

/// What the writing commands (`format`, `fix`, `import`) share: finding the files they may
/// write under the paths given, reading them, and naming a syntax error's position.
package enum WritableFiles {
    /// A complete `error:` line for standard error.
    package typealias Failure = WriteFailure

    package struct Discovered {
        var files: [InputFile]
        /// One `error:` line per path that could not be listed.
        var errors: [String]
    }

    /// The files of the kinds `accepts` selects under `paths` (default: the working directory).
    static func discover(_ paths: [String], environment: CommandEnvironment, accepts: (InputFile.Kind) -> Bool) -> Discovered {
        let result = FileDiscovery.discover(paths: paths.isEmpty ? ["."] : paths, workingDirectory: environment.workingDirectory)
        return Discovered(
            files: result.files.filter { accepts($0.kind) },
            errors: result.failures.map { "\($0.location.path.escapingControlCharacters): error: \($0.message.escapingControlCharacters)\n" })
    }

    /// The file's bytes, or an `error:` line naming it.
    static func read(_ file: InputFile) -> Result<[UInt8], Failure> {
        FileReader.read(file.absolutePath ?? file.path).mapError { Failure("\(file.path.escapingControlCharacters): error: \($0.message.escapingControlCharacters)\n") }
    }

    /// `path:line:column: error: message` for a syntax error at a byte offset.
    static func message(_ path: String, _ bytes: [UInt8], _ error: JSONSyntaxError) -> Failure {
        WriteFailure.syntax(path, bytes, error)
    }
}
