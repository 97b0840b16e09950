import Foundation
import L10nCLI

let outcome = L10nCommandLine.run(
    Array(CommandLine.arguments.dropFirst()),
    environment: CommandEnvironment(
        workingDirectory: FileManager.default.currentDirectoryPath,
        variables: ProcessInfo.processInfo.environment,
        isTerminal: isatty(STDOUT_FILENO) == 1,
        buildCommit: BuildInfo.commit))
// The outcome (and the lint run it keeps) lives until the process is gone: see `keptUntilExit`.
withExtendedLifetime(outcome) { exit(StandardStreams.emit($0)) }
