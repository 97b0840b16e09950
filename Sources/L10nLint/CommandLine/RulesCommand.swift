/// `l10n rules [ID]`: lists rules, prints one rule's page, or writes every page.
package enum RulesCommand {
    package static let spec = CommandSpec(
        name: "rules",
        abstract: "List the rules, or show one rule's rationale and examples.",
        arguments: [ArgumentSpec(name: "rule-id", help: "The rule to describe.")],
        options: [
            OptionSpec(name: "write-pages", valueName: "directory", help: "Write rules/<id>.md pages for every rule into a directory."),
        ])

    package static func run(_ arguments: ParsedArguments, environment: CommandEnvironment) -> CommandOutcome {
        let descriptions = RuleRegistry.descriptions
        if let directory = arguments.value("write-pages") {
            let base = FileDiscovery.absolutePath(directory, workingDirectory: environment.workingDirectory)
            do {
                for description in descriptions {
                    try AtomicFileWriter.write(RuleDocumentation.markdown(for: description), to: base + "/" + RuleDocumentation.fileName(for: description.id))
                }
            } catch {
                return .failure(error.message)
            }
            return CommandOutcome(status: .success, standardOutput: "Wrote \(descriptions.count) rule pages to \(directory)\n")
        }
        if let id = arguments.positionals.first {
            guard let description = descriptions.first(where: { $0.id.rawValue == id }) else {
                let hint = ArgumentParser.closest(to: id, among: descriptions.map(\.id.rawValue)).map { " (did you mean '\($0)'?)" } ?? ""
                return .failure("unknown rule '\(id)'\(hint); run 'l10n rules' for the list")
            }
            return CommandOutcome(status: .success, standardOutput: RuleDocumentation.markdown(for: description))
        }
        return CommandOutcome(status: .success, standardOutput: table(descriptions))
    }

    private static func table(_ descriptions: [RuleDescription]) -> String {
        let idWidth = max(4, descriptions.map(\.id.rawValue.count).max() ?? 0)
        func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
        var lines = ["\(pad("RULE", idWidth))  \(pad("SEVERITY", 8))  \(pad("ENABLED", 7))  SUMMARY"]
        for description in descriptions {
            lines.append("\(pad(description.id.rawValue, idWidth))  \(pad(description.defaultSeverity.rawValue, 8))  \(pad(description.isEnabledByDefault ? "yes" : "no", 7))  \(description.summary)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
