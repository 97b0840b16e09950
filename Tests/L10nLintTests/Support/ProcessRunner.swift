import Foundation

/// Runs a real process (the built `l10n`, git, bash) for tests that check what a user's shell
/// would see. Standard error is read on its own thread, so a chatty process cannot block.
enum ProcessRunner {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let errorData = DataBox()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { errorData.data = errors.fileHandleForReading.readDataToEndOfFile() }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        group.wait()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData.data, as: UTF8.self))
    }

    /// Standard output without its final newline; nil when the command fails or cannot start.
    static func output(_ executable: String, _ arguments: [String]) -> String? {
        guard let result = try? run(executable, arguments), result.status == 0 else { return nil }
        return result.standardOutput.trimmingCharacters(in: .newlines)
    }
}

/// Standard error's bytes, written by one reader task and read after `group.wait()`.
private final class DataBox: @unchecked Sendable {
    var data = Data()
}
