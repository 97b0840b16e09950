import L10nModel

/// Options several commands take, declared once (argument-parser's `@OptionGroup`): the same
/// name, value and meaning everywhere, and one place ``ConfigurationCommandSupport`` reads
/// them from for every command's ``Workspace``.
package enum SharedOptions {
    package static let config = Option<String>(name: "config", valueName: "file", help: "The configuration file (default: the nearest .l10nlint.json).")
    /// Locales that must be complete; `report` takes one, to focus on.
    package static let locales = Option<LocaleID>(
        locale: "locale", help: "A locale that must be complete; repeat for several (default: every locale present).", isRepeatable: true)
    package static let sourceLanguage = Option<LocaleID>(locale: "source-language", help: "Override the catalogs' source language.")
    package static let output = Option<String>(
        name: "output", shortName: "o", valueName: "file", help: "Write the report to a file (atomically) instead of standard output.")
    package static let baseline = Option<String>(name: "baseline", valueName: "file", help: "Do not report findings recorded in this baseline file.")
    package static let dryRun = Flag(name: "dry-run", help: "Write nothing; print what would change as a unified diff.")
}

extension Option {
    /// The same option with the help a command words for itself.
    package func helping(_ help: String) -> Option {
        var spec = spec
        spec.help = help
        return Option(spec: spec, from: self)
    }
}
