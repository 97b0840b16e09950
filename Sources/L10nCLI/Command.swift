/// A subcommand of `l10n`: its declaration, its help footer and its entry point.
/// ``L10nCommandLine`` dispatches, lists and prints help from ``CommandRegistry/all``, so adding
/// a command is one type and one line there (as argument-parser's `subcommands:`).
package protocol Command {
    /// What it accepts, for the parser and the help.
    static var spec: CommandSpec { get }
    /// Printed after the options by `--help`: the exit codes; nil for none.
    static var helpFooter: String? { get }
    /// `l10n NAME --help`.
    static var help: String { get }
    /// Runs the command on the words after its name.
    static func main(_ arguments: [String], environment: CommandEnvironment) -> CommandOutcome
}

/// A command whose words its ``CommandSpec`` parses: `--help` and usage errors are handled
/// here, once; the command sees typed, validated arguments.
package protocol ParsedCommand: Command {
    static func run(_ arguments: ParsedArguments, environment: CommandEnvironment) -> CommandOutcome
}

extension Command {
    package static var helpFooter: String? { nil }

    /// `l10n NAME --help`.
    package static var help: String { HelpFormatter.help(for: spec, path: ["l10n", spec.name], footer: helpFooter) }
}

extension ParsedCommand {
    package static func main(_ arguments: [String], environment: CommandEnvironment) -> CommandOutcome {
        do {
            let parsed = try ArgumentParser.parse(arguments, for: spec)
            if parsed[Flag.help] { return CommandOutcome(status: .success, standardOutput: help) }
            return run(parsed, environment: environment)
        } catch {
            return L10nCommandLine.usageError(error.message, spec: spec, path: ["l10n", spec.name])
        }
    }
}

/// Every subcommand, in the order `l10n --help` lists them.
package enum CommandRegistry {
    package static var all: [any Command.Type] {
        [
            LintCommand.self, InitCommand.self, ReportCommand.self, FormatCommand.self, FixCommand.self, ImportCommand.self, RulesCommand.self, ConfigCommand.self,
            LanguageServerCommand.self,
        ]
    }

    package static func command(named name: String) -> (any Command.Type)? {
        all.first { $0.spec.name == name }
    }
}

extension LintCommand: ParsedCommand {
    package static var helpFooter: String? { ExitStatus.helpText }
}

extension InitCommand: ParsedCommand {
    package static var helpFooter: String? { exitCodes }
}

extension ReportCommand: ParsedCommand {
    package static var helpFooter: String? { exitCodes }
}

extension FormatCommand: ParsedCommand {
    package static var helpFooter: String? { exitCodes }
}

extension FixCommand: ParsedCommand {
    package static var helpFooter: String? { exitCodes }
}

extension ImportCommand: ParsedCommand {
    package static var helpFooter: String? { exitCodes }
}

extension RulesCommand: ParsedCommand {}

extension LanguageServerCommand: ParsedCommand {}

extension ConfigCommand: Command {
    package static func main(_ arguments: [String], environment: CommandEnvironment) -> CommandOutcome {
        run(arguments, environment: environment)
    }
}
