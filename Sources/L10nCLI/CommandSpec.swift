/// A command declared as data: the parser and the help formatter both read it, so `--help`
/// can never drift from what is accepted.
package struct CommandSpec: Sendable {
    package var name: String
    package var abstract: String
    package var discussion: String?
    package var arguments: [ArgumentSpec]
    package var options: [OptionSpec]
    package var subcommands: [CommandSpec]

    package init(
        name: String, abstract: String, discussion: String? = nil, arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = [], subcommands: [CommandSpec] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.subcommands = subcommands
    }

    /// Every command takes `--help`.
    package var allOptions: [OptionSpec] { options + [.help] }
}

/// A positional argument.
package struct ArgumentSpec: Sendable {
    package var name: String
    package var help: String
    package var isRepeatable: Bool
    package var isOptional: Bool

    package init(name: String, help: String, isRepeatable: Bool = false, isOptional: Bool = true) {
        self.name = name
        self.help = help
        self.isRepeatable = isRepeatable
        self.isOptional = isOptional
    }
}

/// A named option (`--format sarif`, `--format=sarif`) or flag (`--strict`).
package struct OptionSpec: Sendable {
    package var name: String
    package var shortName: Character?
    /// nil for flags.
    package var valueName: String?
    package var help: String
    package var allowedValues: [String]?
    package var defaultValue: String?
    package var isRepeatable: Bool
    /// A message when a value is not acceptable (see ``Option``); nil for any value.
    package var check: (@Sendable (String) -> String?)?

    package init(
        name: String, shortName: Character? = nil, valueName: String? = nil, help: String,
        allowedValues: [String]? = nil, defaultValue: String? = nil, isRepeatable: Bool = false
    ) {
        self.name = name
        self.shortName = shortName
        self.valueName = valueName
        self.help = help
        self.allowedValues = allowedValues
        self.defaultValue = defaultValue
        self.isRepeatable = isRepeatable
    }

    package var isFlag: Bool { valueName == nil }

    /// Values written `<locale>` are BCP 47 tags: the parser accepts any case and `_`
    /// separators and hands the command the canonical spelling (`zh_hans` → `zh-Hans`).
    package var takesLocale: Bool { valueName == "locale" }

    package static let help = OptionSpec(name: "help", shortName: "h", help: "Show help information.")
    package static let version = OptionSpec(name: "version", help: "Show the version.")
}
