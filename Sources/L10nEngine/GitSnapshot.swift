import Foundation
import L10nParsing

/// A git revision's files, exported into a temporary directory so `--changed-since` can lint
/// them exactly like the working tree. Comparing parsed findings instead of a text diff is the
/// point: Xcode reorders and rewrites `.xcstrings` files, so a text diff says nothing.
package struct GitSnapshot {
    package struct Failure: Error, Sendable, Equatable {
        package var message: String
    }

    /// The temporary directory holding the revision's tree (the repository root).
    let root: String
    /// The directory in the snapshot that corresponds to the working directory.
    package let workingDirectory: String

    /// Materialises `revision` with `read-tree` into a temporary index (`GIT_INDEX_FILE`) and
    /// `checkout-index --prefix` into a temporary directory: the repository's index, HEAD and
    /// working tree are never touched, and unlike `git archive`, paths marked `export-ignore`
    /// in `.gitattributes` are there too (else every finding in them would count as new).
    package static func export(revision: String, workingDirectory: String) throws(Failure) -> GitSnapshot {
        let topLevel = try git(["rev-parse", "--show-toplevel"], in: workingDirectory, what: "find the git repository")
        let prefix = try git(["rev-parse", "--show-prefix"], in: workingDirectory, what: "find the git repository")
        _ = try git(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"], in: workingDirectory, what: "resolve '\(revision)' to a commit")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-changed-since-\(UUID().uuidString)").path
        TemporaryCleanup.shared.register(root)
        do {
            try FileManager.default.createDirectory(atPath: root + "/tree", withIntermediateDirectories: true)
        } catch {
            TemporaryCleanup.shared.unregister(root)
            throw Failure(message: "cannot create a temporary directory: \(error.localizedDescription)")
        }
        let snapshot = GitSnapshot(root: root + "/tree", workingDirectory: FilePaths.normalize(root + "/tree/" + prefix))
        do {
            let index = ["GIT_INDEX_FILE": root + "/index"]
            _ = try git(["read-tree", "--end-of-options", revision + "^{tree}"], in: topLevel, what: "read '\(revision)'", environment: index)
            _ = try git(["checkout-index", "--all", "--force", "--prefix=\(snapshot.root)/"], in: topLevel, what: "export '\(revision)'", environment: index)
            try? FileManager.default.removeItem(atPath: root + "/index")
            // The working directory may not exist at that revision; linting it then finds nothing.
            try? FileManager.default.createDirectory(atPath: snapshot.workingDirectory, withIntermediateDirectories: true)
        } catch {
            snapshot.remove()
            throw error
        }
        return snapshot
    }

    package func remove() {
        let directory = FilePaths.directory(of: root)
        try? FileManager.default.removeItem(atPath: directory)
        TemporaryCleanup.shared.unregister(directory)
    }

    /// Runs `git` in `directory` and returns its trimmed standard output.
    package static func git(_ arguments: [String], in directory: String, what: String, environment: [String: String] = [:]) throws(Failure) -> String {
        try run("/usr/bin/env", ["git"] + arguments, in: directory, what: what, environment: environment)
    }

    /// Runs a tool and returns its trimmed standard output; its standard error becomes the
    /// failure's message ("fatal: not a git repository …").
    private static func run(
        _ executable: String, _ arguments: [String], in directory: String, what: String, environment: [String: String]
    ) throws(Failure) -> String {
        let process = Process()
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        TemporaryCleanup.shared.track(process)
        defer { TemporaryCleanup.shared.untrack(process) }
        do {
            try process.run()
        } catch {
            throw Failure(message: "cannot \(what): cannot run \(arguments.first ?? executable)")
        }
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let detail = String(decoding: stderr, as: UTF8.self).trimmingWhitespace
            throw Failure(message: "cannot \(what)" + (detail.isEmpty ? "" : ": \(detail.split(separator: "\n").first ?? "")"))
        }
        return String(String(decoding: stdout, as: UTF8.self).trimmingWhitespace)
    }
}
