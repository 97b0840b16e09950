import L10nRules
import L10nEngine
import L10nConfiguration
import L10nReporting
import L10nWriting
import L10nParsing

/// `l10n rules [ID]`: lists rules as configured, prints one rule's page, or writes every page.
package enum RulesCommand {
    package static let spec = CommandSpec(
        name: "rules",
        abstract: "List the rules, or show one rule's rationale and examples.",
        discussion: """
            The list shows every built-in rule, the configuration's custom rules and the engine's
            own findings, with the severity and enabled state the configuration gives them
            (the nearest .l10nlint.json, or --config).
            """,
        arguments: [ArgumentSpec(name: "rule-id", help: "The rule to describe.")],
        options: [
            SharedOptions.config.spec, writePages.spec,
        ])

    static let writePages = Option<String>(
        name: "write-pages", valueName: "directory", help: "Write rules/<id>.md pages for every built-in and engine rule into a directory.")

    package static func run(_ arguments: ParsedArguments, environment: CommandEnvironment) -> CommandOutcome {
        if let directory = arguments[writePages] {
            let descriptions = documentedRules
            let base = FilePaths.absolutePath(directory, workingDirectory: environment.workingDirectory)
            do {
                for description in descriptions {
                    try AtomicFileWriter.write(RuleDocumentation.markdown(for: description), to: base + "/" + RuleDocumentation.fileName(for: description.id))
                }
            } catch {
                return .failure(error.message)
            }
            return CommandOutcome(status: .success, standardOutput: "Wrote \(descriptions.count) rule pages to \(directory)\n")
        }
        let states: [Configuration.RuleState]
        do {
            states = try ConfigurationCommandSupport.load(arguments[SharedOptions.config], environment: environment).ruleStates
        } catch {
            return CommandOutcome(status: .failure, standardError: error.description)
        }
        if let id = arguments.positionals.first {
            guard let state = states.first(where: { $0.description.id.rawValue == id }) else {
                let hint = DidYouMean.hint(for: id, among: states.map(\.description.id.rawValue))
                return .failure("unknown rule '\(id)'\(hint); run 'l10n rules' for the list")
            }
            return CommandOutcome(status: .success, standardOutput: RuleDocumentation.markdown(for: state.description))
        }
        return CommandOutcome(status: .success, standardOutput: table(states))
    }

    /// The rules with a page under `rules/`: built-in and engine rules (custom rules live in
    /// each project's configuration).
    package static var documentedRules: [RuleDescription] { RuleRegistry.descriptions + EngineRules.descriptions }

    /// SEVERITY is the effective one (configured, else the default).
    private static func table(_ states: [Configuration.RuleState]) -> String {
        let idWidth = max(4, states.map(\.description.id.rawValue.count).max() ?? 0)
        func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
        var lines = ["\(pad("RULE", idWidth))  \(pad("SEVERITY", 8))  \(pad("ENABLED", 7))  SUMMARY"]
        for state in states {
            let description = state.description
            lines.append("\(pad(description.id.rawValue, idWidth))  \(pad(state.severity.rawValue, 8))  \(pad(state.isEnabled ? "yes" : "no", 7))  \(description.summary)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
