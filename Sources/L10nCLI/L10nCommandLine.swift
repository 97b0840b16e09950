import L10nModel
import L10nConfiguration
import L10nParsing

/// The `l10n` command: dispatches to subcommands. The executable target only calls ``run``.
public enum L10nCommandLine {
    package static let spec = CommandSpec(
        name: "l10n",
        abstract: "Lint localization catalogs and SwiftUI sources for Apple-platform apps.",
        options: [.version],
        subcommands: CommandRegistry.all.map { command in command.spec })

    package static func run(_ arguments: [String], environment: CommandEnvironment) -> CommandOutcome {
        guard let first = arguments.first else {
            return CommandOutcome(status: .success, standardOutput: HelpFormatter.help(for: spec, path: ["l10n"]))
        }
        switch first {
        case "--version":
            // `0.1.0 (commit 1a2b3c4d5e6f)` from a checkout, so a bug report names the exact build.
            let commit = environment.buildCommit.map { " (commit \($0))" } ?? ""
            return CommandOutcome(status: .success, standardOutput: ToolInfo.version + commit + "\n")
        case "-h", "--help":
            return CommandOutcome(status: .success, standardOutput: HelpFormatter.help(for: spec, path: ["l10n"]))
        case "help":
            let name = arguments.dropFirst().first
            guard let name else { return run(["--help"], environment: environment) }
            guard let command = CommandRegistry.command(named: name) else {
                return usageError("unknown subcommand '\(name)'", spec: spec, path: ["l10n"])
            }
            return CommandOutcome(status: .success, standardOutput: command.help)
        default:
            break
        }
        guard let command = CommandRegistry.command(named: first) else {
            let known = spec.subcommands.map(\.name)
            let hint = DidYouMean.hint(for: first, among: known)
            return usageError("unknown subcommand '\(first)'\(hint)", spec: spec, path: ["l10n"])
        }
        return command.main(Array(arguments.dropFirst()), environment: environment)
    }

    static func usageError(_ message: String, spec: CommandSpec, path: [String]) -> CommandOutcome {
        CommandOutcome(
            status: .failure,
            standardError: "error: \(message)\nUsage: \(HelpFormatter.usage(for: spec, path: path))\n  See '\(path.joined(separator: " ")) --help' for more information.\n")
    }
}
