import Foundation
import L10nModel
import L10nRules
import L10nEngine

/// Team rules: a package that depends on the `L10nLint` library runs the whole CLI with its own
/// Swift rules added to the built-in ones (`Examples/TeamRules`), without forking l10n.
extension L10nCommandLine {
    /// The CLI with `rules` known to every command: `lint` and `report` run them, `rules` and
    /// rule pages list them, configuration accepts their ids and options, SARIF describes them.
    /// An id that is already taken is a usage error (exit 2), never a silent override.
    package static func run(_ arguments: [String], environment: CommandEnvironment, rules: [any Rule.Type]) -> CommandOutcome {
        if let conflict = RuleRegistry.conflict(adding: rules, reserved: EngineRules.ids) {
            return .failure(conflict)
        }
        return RuleRegistry.$added.withValue(rules) { run(arguments, environment: environment) }
    }

    /// A team executable's whole `main`: runs the process's arguments with `rules` added,
    /// writes the output and returns the exit code (`exit(L10nCommandLine.main(rules: [...]))`).
    public static func main(rules: [any Rule.Type]) -> Int32 {
        let environment = CommandEnvironment(
            workingDirectory: FileManager.default.currentDirectoryPath,
            variables: ProcessInfo.processInfo.environment,
            isTerminal: isatty(STDOUT_FILENO) == 1)
        return StandardStreams.emit(run(Array(CommandLine.arguments.dropFirst()), environment: environment, rules: rules))
    }
}
