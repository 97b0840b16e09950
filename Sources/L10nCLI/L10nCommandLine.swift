import L10nModel
import L10nConfiguration
import L10nParsing

/// The `l10n` command: dispatches to subcommands. The executable target only calls ``run``.
public enum L10nCommandLine {
    package static let spec = CommandSpec(
        name: "l10n",
        abstract: "Lint localization catalogs and SwiftUI sources for Apple-platform apps.",
        options: [.version],
        subcommands: [
            LintCommand.spec, InitCommand.spec, ReportCommand.spec, FormatCommand.spec, FixCommand.spec, ImportCommand.spec, RulesCommand.spec, ConfigCommand.spec,
            LanguageServerCommand.spec,
        ])

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
            guard let subcommand = spec.subcommands.first(where: { $0.name == name }) else {
                return usageError("unknown subcommand '\(name)'", spec: spec, path: ["l10n"])
            }
            return CommandOutcome(status: .success, standardOutput: help(for: subcommand))
        default:
            break
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case ConfigCommand.spec.name: return ConfigCommand.run(rest, environment: environment)
        case InitCommand.spec.name: return dispatch(InitCommand.spec, rest) { InitCommand.run($0, environment: environment) }
        case LintCommand.spec.name: return dispatch(LintCommand.spec, rest) { LintCommand.run($0, environment: environment) }
        case ReportCommand.spec.name: return dispatch(ReportCommand.spec, rest) { ReportCommand.run($0, environment: environment) }
        case RulesCommand.spec.name: return dispatch(RulesCommand.spec, rest) { RulesCommand.run($0, environment: environment) }
        case FormatCommand.spec.name: return dispatch(FormatCommand.spec, rest) { FormatCommand.run($0, environment: environment) }
        case FixCommand.spec.name: return dispatch(FixCommand.spec, rest) { FixCommand.run($0, environment: environment) }
        case ImportCommand.spec.name: return dispatch(ImportCommand.spec, rest) { ImportCommand.run($0, environment: environment) }
        case LanguageServerCommand.spec.name: return dispatch(LanguageServerCommand.spec, rest) { LanguageServerCommand.run($0, environment: environment) }
        default:
            let known = spec.subcommands.map(\.name)
            let hint = DidYouMean.hint(for: first, among: known)
            return usageError("unknown subcommand '\(first)'\(hint)", spec: spec, path: ["l10n"])
        }
    }

    private static func dispatch(_ spec: CommandSpec, _ arguments: [String], _ body: (ParsedArguments) -> CommandOutcome) -> CommandOutcome {
        do {
            let parsed = try ArgumentParser.parse(arguments, for: spec)
            if parsed.has("help") { return CommandOutcome(status: .success, standardOutput: help(for: spec)) }
            return body(parsed)
        } catch {
            return usageError(error.message, spec: spec, path: ["l10n", spec.name])
        }
    }

    private static func help(for subcommand: CommandSpec) -> String {
        let footer: String? =
            switch subcommand.name {
            case LintCommand.spec.name: ExitStatus.helpText
            case ReportCommand.spec.name: ReportCommand.exitCodes
            case FormatCommand.spec.name: FormatCommand.exitCodes
            case FixCommand.spec.name: FixCommand.exitCodes
            case ImportCommand.spec.name: ImportCommand.exitCodes
            case InitCommand.spec.name: InitCommand.exitCodes
            default: nil
            }
        return HelpFormatter.help(for: subcommand, path: ["l10n", subcommand.name], footer: footer)
    }

    private static func usageError(_ message: String, spec: CommandSpec, path: [String]) -> CommandOutcome {
        CommandOutcome(
            status: .failure,
            standardError: "error: \(message)\nUsage: \(HelpFormatter.usage(for: spec, path: path))\n  See '\(path.joined(separator: " ")) --help' for more information.\n")
    }
}
