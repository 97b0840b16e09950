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
        if parsed.has("help") { return CommandOutcome(status: .success, standardOutput: HelpFormatter.help(for: subcommand, path: path + [name])) }
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
        let configuration: Configuration
        do {
            configuration = try ConfigurationCommandSupport.load(nil, paths: paths, environment: environment)
        } catch {
            return CommandOutcome(status: .failure, standardError: error.description)
        }
        var linter = configuration.linter(workingDirectory: environment.workingDirectory)
        linter.rules = []
        let result = linter.lint(paths: paths.isEmpty ? ["."] : paths, workingDirectory: environment.workingDirectory)
        if let message = LintPlan.nothingToLint(result, paths: paths, configuration: configuration) { return .failure(message) }
        let lines = PairingNotes.pairs(result)
            + PairingNotes.unpaired(result, configuration: configuration, workingDirectory: environment.workingDirectory, always: true)
        let failures = result.project.parseFailures.map { TextReporter.line(for: $0) + "\n" }.joined()
        return CommandOutcome(status: failures.isEmpty ? .success : .failure, standardOutput: lines.map { $0 + "\n" }.joined(), standardError: failures)
    }

    private static func usageError(_ message: String, spec: CommandSpec, path: [String]) -> CommandOutcome {
        CommandOutcome(
            status: .failure,
            standardError: "error: \(message.escapingControlCharacters)\nUsage: \(HelpFormatter.usage(for: spec, path: path))\n  See '\(path.joined(separator: " ")) --help' for more information.\n")
    }
}

/// Finding and loading the configuration for `lint`, `report` and `rules`.
package enum ConfigurationCommandSupport {
    /// The configured linter, with `--locale` / `--source-language` taking precedence: named
    /// locales replace the configuration's whole locale policy, at the rules' severities.
    static func linter(_ configuration: Configuration, _ arguments: ParsedArguments, _ environment: CommandEnvironment) -> Linter {
        var linter = configuration.linter(workingDirectory: environment.workingDirectory)
        let locales = arguments.all("locale")
        if !locales.isEmpty {
            linter.settings.requiredLocales = locales.map { LocaleID($0) }
            linter.settings.excludedLocales = []
            linter.settings.localeSeverities = [:]
            linter.settings.otherLocalesSeverity = nil
        }
        if let language = arguments.value("source-language") { linter.settings.sourceLanguage = LocaleID(language) }
        return linter
    }

    /// `--config FILE`, else the nearest `.l10nlint.json` (see ``ConfigurationLoader/resolve(explicitPath:paths:workingDirectory:)``).
    static func load(_ explicitPath: String?, paths: [String] = [], environment: CommandEnvironment) throws(ConfigurationErrors) -> Configuration {
        try ConfigurationLoader.resolve(explicitPath: explicitPath, paths: paths, workingDirectory: environment.workingDirectory)
    }

    /// Notes for configurations the linted paths lead to besides the one in use: one run applies
    /// one configuration's rules (projects are still scoped), so say how to apply the others.
    static func unusedConfigurationNotes(_ configuration: Configuration, paths: [String], environment: CommandEnvironment) -> [String] {
        let used = configuration.path.map { FileDiscovery.absolutePath($0, workingDirectory: environment.workingDirectory) }
        var seen = Set<String>()
        return paths.compactMap { path -> String? in
            guard let found = ConfigurationLoader.find(forPath: path, workingDirectory: environment.workingDirectory),
                found != used, seen.insert(found).inserted
            else { return nil }
            let display = FileDiscovery.displayPath(found, absolute: found, workingDirectory: environment.workingDirectory)
            return "note: \(display.escapingControlCharacters) is not applied in this run (it uses \((configuration.path ?? "the defaults").escapingControlCharacters)); lint '\(path.escapingControlCharacters)' on its own to apply it"
        }
    }
}
