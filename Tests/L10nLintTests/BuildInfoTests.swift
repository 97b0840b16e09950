import Foundation
import Testing
@testable import L10nLint

/// The `L10nBuildInfo` plugin writes the checkout's commit into the built `l10n`, so
/// `l10n --version` names it.
@Suite struct BuildInfoTests {
    @Test func builtExecutableNamesTheCommitItWasBuiltFrom() throws {
        guard let executable = PackagePaths.executable else {
            print("BuildInfoTests: skipped, the l10n executable is not built")
            return
        }
        guard let head = try Self.output("/usr/bin/env", ["git", "-C", PackagePaths.root.path, "rev-parse", "--short=12", "HEAD"]),
            !head.isEmpty
        else {
            print("BuildInfoTests: skipped, git or the checkout's history is not available")
            return
        }
        let version = try Self.output(executable.path, ["--version"])
        #expect(version == "\(ToolInfo.version) (commit \(head))")
    }

    /// Standard output without the final newline; nil when the command fails.
    static func output(_ executable: String, _ arguments: [String]) throws -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
    }
}
