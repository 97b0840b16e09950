import L10nModel
import L10nConfiguration
import L10nParsing

/// The result of parsing one command's arguments.
package struct ParsedArguments: Sendable, Equatable {
    package var values: [String: [String]] = [:]
    package var flags: Set<String> = []
    package var positionals: [String] = []

    // By name for the parser and the typed subscripts of ``Option`` and ``Flag``, which
    // commands use.
    func value(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }
    func has(_ name: String) -> Bool { flags.contains(name) }
}

/// A command-line mistake: printed with the usage line, exit code 2.
package struct UsageError: Error, Sendable, Equatable {
    package var message: String
    package init(_ message: String) { self.message = message }
}

/// One generic parser for every command: `--name value`, `--name=value`, `-n value`,
/// repeatable options, flags, and `--` to end options.
package enum ArgumentParser {
    package static func parse(_ arguments: [String], for spec: CommandSpec) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name: Substring
            var inlineValue: String?
            if argument.hasPrefix("--") {
                name = argument.dropFirst(2)
                if let equals = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: equals)...])
                    name = name[..<equals]
                }
            } else {
                name = argument.dropFirst()
            }
            guard let option = spec.allOptions.first(where: { argument.hasPrefix("--") ? $0.name == name : $0.shortName.map(String.init) == String(name) }) else {
                throw UsageError("unknown option '\(argument)'\(DidYouMean.hint(for: String(name), among: spec.allOptions.map(\.name), quoting: "--"))")
            }
            if option.isFlag {
                if inlineValue != nil { throw UsageError("option '--\(option.name)' does not take a value") }
                parsed.flags.insert(option.name)
                continue
            }
            guard var value = inlineValue ?? (index < arguments.count ? arguments[index] : nil) else {
                throw UsageError("missing value for '--\(option.name) <\(option.valueName ?? "value")>'")
            }
            if inlineValue == nil { index += 1 }
            if let allowed = option.allowedValues, !allowed.contains(value) {
                throw UsageError("invalid value '\(value)' for '--\(option.name)', expected one of: \(allowed.joined(separator: ", "))")
            }
            if let message = option.check?(value) { throw UsageError(message) }
            if option.takesLocale {
                guard let locale = LocaleID.canonical(value) else {
                    throw UsageError("'\(value)' for '--\(option.name)' is not a BCP 47 locale identifier (for example en, zh-Hans, pt-BR)")
                }
                value = locale.identifier
            }
            if !option.isRepeatable, parsed.values[option.name] != nil {
                throw UsageError("option '--\(option.name)' was given more than once")
            }
            parsed.values[option.name, default: []].append(value)
        }
        return parsed
    }
}
