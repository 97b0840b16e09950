/// Renders `--help` in swift-argument-parser's layout: OVERVIEW, USAGE, ARGUMENTS, OPTIONS,
/// SUBCOMMANDS, with help text aligned in one column.
package enum HelpFormatter {
    private static let column = 26

    package static func help(for spec: CommandSpec, path: [String], footer: String? = nil) -> String {
        var lines: [String] = ["OVERVIEW: \(spec.abstract)", ""]
        if let discussion = spec.discussion { lines += [discussion, ""] }
        lines += ["USAGE: \(usage(for: spec, path: path))", ""]
        if !spec.arguments.isEmpty {
            lines.append("ARGUMENTS:")
            for argument in spec.arguments {
                lines += row("<\(argument.name)>\(argument.isRepeatable ? " ..." : "")", argument.help)
            }
            lines.append("")
        }
        lines.append("OPTIONS:")
        for option in spec.allOptions {
            var label = option.shortName.map { "-\($0), " } ?? ""
            label += "--\(option.name)"
            if let valueName = option.valueName { label += " <\(valueName)>" }
            var help = option.help
            var notes: [String] = []
            if let allowed = option.allowedValues { notes.append("values: \(allowed.joined(separator: ", "))") }
            if let defaultValue = option.defaultValue { notes.append("default: \(defaultValue)") }
            if !notes.isEmpty { help += " (\(notes.joined(separator: "; ")))" }
            lines += row(label, help)
        }
        if !spec.subcommands.isEmpty {
            lines += ["", "SUBCOMMANDS:"]
            for subcommand in spec.subcommands { lines += row(subcommand.name, subcommand.abstract) }
            lines += ["", "  See '\(path.joined(separator: " ")) help <subcommand>' for detailed help."]
        }
        if let footer { lines += ["", footer] }
        return lines.joined(separator: "\n") + "\n"
    }

    package static func usage(for spec: CommandSpec, path: [String]) -> String {
        var parts = [path.joined(separator: " ")]
        if !spec.subcommands.isEmpty { parts.append("<subcommand>") }
        if !spec.options.isEmpty { parts.append("[<options>]") }
        for argument in spec.arguments {
            let name = "<\(argument.name)>\(argument.isRepeatable ? " ..." : "")"
            parts.append(argument.isOptional ? "[\(name)]" : name)
        }
        return parts.joined(separator: " ")
    }

    private static func row(_ label: String, _ help: String) -> [String] {
        let indented = "  " + label
        if indented.count < column - 1 {
            return [indented + String(repeating: " ", count: column - indented.count) + help]
        }
        return [indented, String(repeating: " ", count: column) + help]
    }
}
