import Foundation
import L10nEngine
import L10nReporting
import L10nParsing

/// Paths named on the command line are the user's words, not the project's files: one that does
/// not exist is a usage error (one line on standard error naming it, exit 2, nothing on standard
/// output), never a `parse-error` finding. A path that exists but cannot be read stays a finding.
package enum PathArguments {
    static func requireExisting(_ paths: [String], environment: CommandEnvironment) throws(UsageError) {
        for path in paths {
            var status = stat()
            // lstat: a dangling symlink exists (and is reported as unreadable, at its path).
            guard lstat(FilePaths.absolutePath(path, workingDirectory: environment.workingDirectory), &status) != 0 else { continue }
            let error = errno
            guard error == ENOENT || error == ENOTDIR else { continue }
            throw UsageError("'\(path.escapingControlCharacters)' does not exist (no such file or directory)")
        }
    }
}
