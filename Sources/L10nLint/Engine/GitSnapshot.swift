import Foundation

/// A git revision's files, exported into a temporary directory so `--changed-since` can lint
/// them exactly like the working tree. Comparing parsed findings instead of a text diff is the
/// point: Xcode reorders and rewrites `.xcstrings` files, so a text diff says nothing.
struct GitSnapshot {
    struct Failure: Error, Sendable, Equatable {
        var message: String
    }

    /// The temporary directory holding the revision's tree (the repository root).
    let root: String
    /// The directory in the snapshot that corresponds to the working directory.
    let workingDirectory: String

    /// Exports `revision` with `git archive` (no checkout: the index and working tree are
    /// never touched, so running the linter is safe in a dirty repository or a hook).
    static func export(revision: String, workingDirectory: String) throws(Failure) -> GitSnapshot {
        let topLevel = try git(["rev-parse", "--show-toplevel"], in: workingDirectory, what: "find the git repository")
        let prefix = try git(["rev-parse", "--show-prefix"], in: workingDirectory, what: "find the git repository")
        _ = try git(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"], in: workingDirectory, what: "resolve '\(revision)' to a commit")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-changed-since-\(UUID().uuidString)").path
        do {
            try FileManager.default.createDirectory(atPath: root + "/tree", withIntermediateDirectories: true)
        } catch {
            throw Failure(message: "cannot create a temporary directory: \(error.localizedDescription)")
        }
        let snapshot = GitSnapshot(root: root + "/tree", workingDirectory: FileDiscovery.normalize(root + "/tree/" + prefix))
        do {
            let archive = root + "/revision.tar"
            _ = try git(["archive", "--format=tar", "-o", archive, "--end-of-options", revision], in: topLevel, what: "export '\(revision)'")
            _ = try run("/usr/bin/env", ["tar", "-xf", archive, "-C", snapshot.root], in: topLevel, what: "unpack '\(revision)'")
            try? FileManager.default.removeItem(atPath: archive)
            // The working directory may not exist at that revision; linting it then finds nothing.
            try? FileManager.default.createDirectory(atPath: snapshot.workingDirectory, withIntermediateDirectories: true)
        } catch {
            snapshot.remove()
            throw error
        }
        return snapshot
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: ProjectLoader.directory(of: root))
    }

    private static func git(_ arguments: [String], in directory: String, what: String) throws(Failure) -> String {
        try run("/usr/bin/env", ["git"] + arguments, in: directory, what: what)
    }

    /// Runs a tool and returns its trimmed standard output; its standard error becomes the
    /// failure's message ("fatal: not a git repository …").
    private static func run(_ executable: String, _ arguments: [String], in directory: String, what: String) throws(Failure) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
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
