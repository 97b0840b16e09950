@testable import L10nModel
@testable import L10nParsing
@testable import L10nAnalysis
@testable import L10nRules
@testable import L10nEngine
@testable import L10nConfiguration
@testable import L10nReporting
@testable import L10nWriting
@testable import L10nCLI

/// Runs `l10n` in-process in a scratch directory, the way the executable would.
enum CLI {
    static func run(_ arguments: [String], in directory: TemporaryDirectory, subdirectory: String? = nil, variables: [String: String] = [:], isTerminal: Bool = false) -> CommandOutcome {
        let workingDirectory = subdirectory.map { directory.path + "/" + $0 } ?? directory.path
        return L10nCommandLine.run(arguments, environment: CommandEnvironment(workingDirectory: workingDirectory, variables: variables, isTerminal: isTerminal))
    }
}
