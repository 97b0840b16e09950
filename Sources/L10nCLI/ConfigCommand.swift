import L10nModel
import L10nParsing
import L10nEngine
import L10nConfiguration
import L10nReporting

/// `l10n config print-default`, `l10n config schema`, `l10n config check [FILE]` and
/// `l10n config pairs [PATH ...]`.
package enum ConfigCommand {
    static let printDefault = CommandSpec(
        name: "print-default",
        abstract: "Print a commented .l10nlint.json with every rule at its default.")

    static let schema = CommandSpec(
        name: "schema",
        abstract: "Print the JSON Schema of .l10nlint.json, for editors (l10n config schema > \(DefaultConfiguration.schemaFileName)).")

    static let check = CommandSpec(
        name: "check",
        abstract: "Validate a configuration file (default: the nearest .l10nlint.json).",
        arguments: [ArgumentSpec(name: "file", help: "The configuration file to check.")])

    static let pairs = CommandSpec(
        name: "pairs",
        abstract: "List which generated catalog is paired with which strings.json, and why.",
        arguments: [ArgumentSpec(name: "path", help: "Files or directories to read (default: .).", isRepeatable: true)])

    package static let spec = CommandSpec(
        name: "config",
        abstract: "Print a default configuration or its schema, check one, or show how catalogs are paired.",
        subcommands: [printDefault, schema, check, pairs])

    package static func run(_ arguments: [String], environment: CommandEnvironment) -> CommandOutcome {
        let path = ["l10n", "config"]
        guard let first = arguments.first, first != "-h", first != "--help" else {
            return CommandOutcome(status: .success, standardOutput: HelpFormatter.help(for: spec, path: path))
        }
        // `l10n config help check` is `l10n config check --help`, as the help text promises.
        if first == "help", arguments.count == 2 { return run([arguments[1], "--help"], environment: environment) }
        let name = first
        guard let subcommand = spec.subcommands.first(where: { $0.name == name }) else {
            let hint = DidYouMean.hint(for: name, among: spec.subcommands.map(\.name))
            return usageError("unknown subcommand '\(name)'\(hint)", spec: spec, path: path)
        }
        let parsed: ParsedArguments
        do {
            parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), for: subcommand)
        } catch {
            return usageError(error.message, spec: subcommand, path: path + [name])
        }
        if parsed[Flag.help] { return CommandOutcome(status: .success, standardOutput: HelpFormatter.help(for: subcommand, path: path + [name])) }
        if !(subcommand.arguments.last?.isRepeatable ?? false), parsed.positionals.count > subcommand.arguments.count {
            return usageError("unexpected argument '\(parsed.positionals[subcommand.arguments.count])'", spec: subcommand, path: path + [name])
        }
        if subcommand.name == printDefault.name {
            return CommandOutcome(status: .success, standardOutput: DefaultConfiguration.text)
        }
        if subcommand.name == schema.name {
            return CommandOutcome(status: .success, standardOutput: ConfigurationSchema.text)
        }
        if subcommand.name == pairs.name { return listPairs(parsed.positionals, environment: environment) }
        return checkFile(parsed.positionals.first, environment: environment)
    }

    /// Exit 0 with a one-line confirmation, or 2 with every error of the file.
    private static func checkFile(_ file: String?, environment: CommandEnvironment) -> CommandOutcome {
        guard let path = file ?? ConfigurationLoader.find(from: environment.workingDirectory) else {
            return .failure("no \(ConfigurationLoader.fileName) in \(environment.workingDirectory) or its parents; create one with 'l10n config print-default > \(ConfigurationLoader.fileName)'")
        }
        do {
            let configuration = try ConfigurationLoader.load(path: path, workingDirectory: environment.workingDirectory)
            let counts = [
                TextReporter.plural(configuration.rules.count, "rule setting"),
                TextReporter.plural(configuration.customRules.count, "custom rule"),
                configuration.ignores.count == 1 ? "1 ignore entry" : "\(configuration.ignores.count) ignore entries",
            ]
            return CommandOutcome(status: .success, standardOutput: "\((configuration.path ?? path).escapingControlCharacters): valid (\(counts.joined(separator: ", ")))\n")
        } catch {
            return CommandOutcome(status: .failure, standardError: error.description)
        }
    }

    /// Loads the catalogs (no rules run) and prints every pair with its reason, then the
    /// generated catalogs left unpaired with the `catalogPairs` entry that would pair them.
    private static func listPairs(_ paths: [String], environment: CommandEnvironment) -> CommandOutcome {
        do throws(UsageError) {
            try PathArguments.requireExisting(paths, environment: environment)
        } catch {
            return .failure(error.message)
        }
        let workspace: Workspace
        do throws(ConfigurationErrors) {
            workspace = try Workspace(paths: paths, configurationPath: nil, workingDirectory: environment.workingDirectory, scope: .paths)
        } catch {
            return CommandOutcome(status: .failure, standardError: error.description)
        }
        let result = workspace.load()
        if let message = workspace.nothingToLint(result) { return .failure(message) }
        let lines = PairingNotes.pairs(result)
            + PairingNotes.unpaired(result, configuration: workspace.configuration, workingDirectory: environment.workingDirectory, always: true)
        let failures = result.project.parseFailures.map { TextReporter.line(for: $0) + "\n" }.joined()
        return CommandOutcome(status: failures.isEmpty ? .success : .failure, standardOutput: lines.map { $0 + "\n" }.joined(), standardError: failures)
    }

    private static func usageError(_ message: String, spec: CommandSpec, path: [String]) -> CommandOutcome {
        CommandOutcome(
            status: .failure,
            standardError: "error: \(message.escapingControlCharacters)\nUsage: \(HelpFormatter.usage(for: spec, path: path))\n  See '\(path.joined(separator: " ")) --help' for more information.\n")
    }
}

/// Opening the ``Workspace`` every project command starts from, with the shared options.
package enum ConfigurationCommandSupport {
    /// The workspace for `paths`: `--config`, else the configuration found from the paths;
    /// `--locale` and `--source-language` (where the command has them) take precedence.
    static func workspace(
        _ arguments: ParsedArguments, paths: [String], environment: CommandEnvironment, settingsFiles: [String] = [],
        scope: Workspace.Scope = .project
    ) throws(ConfigurationErrors) -> Workspace {
        let overrides = Workspace.Overrides(locales: arguments[all: SharedOptions.locales], sourceLanguage: arguments[SharedOptions.sourceLanguage])
        return try Workspace(
            paths: paths, configurationPath: arguments[SharedOptions.config], workingDirectory: environment.workingDirectory, overrides: overrides,
            settingsFiles: settingsFiles, scope: scope)
    }

    /// `--config FILE`, else the nearest `.l10nlint.json` (see ``ConfigurationLoader/resolve(explicitPath:paths:workingDirectory:)``).
    static func load(_ explicitPath: String?, paths: [String] = [], environment: CommandEnvironment) throws(ConfigurationErrors) -> Configuration {
        try ConfigurationLoader.resolve(explicitPath: explicitPath, paths: paths, workingDirectory: environment.workingDirectory)
    }
}
