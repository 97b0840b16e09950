import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One child process timed from outside: wall time and its own peak RSS.
struct ProcessRun {
    var seconds: Double
    var peakMB: Double
    var status: Int32

    /// Runs `executable words…` under `/usr/bin/time -v` (GNU time) and reads the child's
    /// "Maximum resident set size"; without GNU time, falls back to `getrusage(RUSAGE_CHILDREN)`
    /// (the largest child so far). Standard output is discarded. Best wall time of `repetitions`,
    /// run in `directory` when given (as pre-commit runs a hook: at the repository's top).
    static func measure(_ executable: String, _ words: [String], repetitions: Int = 1, in directory: String? = nil) -> ProcessRun? {
        measureSideBySide([Command(executable: executable, words: words, directory: directory)], rounds: repetitions)[0]
    }

    /// One command of ``measureSideBySide(_:rounds:)``, run in `directory` when given.
    struct Command {
        var executable: String
        var words: [String]
        var directory: String?
    }

    /// Runs every command once per round, for `rounds` rounds, and keeps each one's best wall
    /// time (nil for a command that could not start). Commands whose figures are compared (lint
    /// and `json.load` of the same input, a format and the text run, half and whole) run in turn:
    /// a slow moment of a shared machine falls on all of them alike instead of on whichever ran
    /// through it, which swung a ratio by a third from run to run.
    static func measureSideBySide(_ commands: [Command], rounds: Int) -> [ProcessRun?] {
        var best = [ProcessRun?](repeating: nil, count: commands.count)
        var failed = [Bool](repeating: false, count: commands.count)
        for _ in 0..<max(1, rounds) {
            for (index, command) in commands.enumerated() where !failed[index] {
                guard let run = once(command.executable, command.words, in: command.directory) else {
                    failed[index] = true
                    best[index] = nil
                    continue
                }
                if best[index].map({ run.seconds < $0.seconds }) ?? true { best[index] = run }
            }
        }
        return best
    }

    private static func once(_ executable: String, _ words: [String], in directory: String?) -> ProcessRun? {
        let timeTool = "/usr/bin/time"
        let hasTime = FileManager.default.isExecutableFile(atPath: timeTool)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: hasTime ? timeTool : executable)
        process.arguments = hasTime ? ["-v", executable] + words : words
        process.currentDirectoryURL = directory.map { URL(fileURLWithPath: $0) }
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        let start = DispatchTime.now().uptimeNanoseconds
        guard (try? process.run()) != nil else { return nil }
        let report = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let line = report.split(separator: "\n").first { $0.contains("Maximum resident set size") }
        if let kilobytes = line?.split(separator: ":").last.flatMap({ Double($0.trimmingCharacters(in: .whitespaces)) }) {
            return ProcessRun(seconds: seconds, peakMB: kilobytes / 1024, status: process.terminationStatus)
        }
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        return ProcessRun(seconds: seconds, peakMB: Double(usage.ru_maxrss) / 1024, status: process.terminationStatus)
    }

    /// The first executable named `name` on `PATH`.
    static func onPath(_ name: String) -> String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return directories.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// What one run of a shape measures: `l10n lint` (text), `l10n report`, `lint --format`, the
/// half-size input, and `json.load` of the same content.
enum ShapeFigure: Hashable {
    case text, report, format(String), half, reference
}

/// The issue-13 targets, each printed with its measured figure and whether it is met.
struct Targets {
    private(set) var lines: [String] = []

    mutating func check(_ name: String, _ measured: String, _ isMet: Bool) {
        lines.append("  \(isMet ? "met    " : "NOT met") \(name): \(measured)")
    }
}
