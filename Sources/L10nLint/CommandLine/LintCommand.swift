/// `l10n lint [PATH ...]`: the linter as a command. Parses flags into typed settings, calls
/// the library, renders, and picks the exit status.
package enum LintCommand {
    /// Output formats `--format` accepts.
    package enum Format: String, CaseIterable, Sendable {
        case text, sarif
    }

    package static let spec = CommandSpec(
        name: "lint",
        abstract: "Check catalogs (strings.json, .xcstrings, .lproj) and Swift sources.",
        discussion: """
            Finds strings.json / *.strings.json, *.xcstrings, *.lproj/*.strings, *.lproj/*.stringsdict
            and *.swift under each path (skipping .build, .git, DerivedData, Pods, Carthage and
            node_modules), parses them concurrently and runs every enabled rule. Findings print as
            path:line:column: severity: message [rule-id]; columns count UTF-16 code units.
            """,
        arguments: [ArgumentSpec(name: "path", help: "Files or directories to lint (default: .).", isRepeatable: true)],
        options: [
            OptionSpec(name: "format", valueName: "format", help: "Output format.", allowedValues: Format.allCases.map(\.rawValue), defaultValue: "text"),
            OptionSpec(name: "output", shortName: "o", valueName: "file", help: "Write the report to a file (atomically) instead of standard output."),
            OptionSpec(name: "locale", valueName: "locale", help: "A locale that must be complete; repeat for several (default: every locale present).", isRepeatable: true),
            OptionSpec(name: "source-language", valueName: "locale", help: "Override the catalogs' source language."),
            OptionSpec(name: "strict", help: "Exit with status 1 on warnings too."),
        ])

    package static func run(_ arguments: ParsedArguments, environment: CommandEnvironment) -> CommandOutcome {
        let format = arguments.value("format").flatMap(Format.init(rawValue:)) ?? .text
        let locales = arguments.all("locale")
        for locale in locales where !LocaleID.isLocaleIdentifier(locale) {
            return .failure("'\(locale)' is not a BCP 47 locale identifier (for example en, zh-Hans, pt-BR)")
        }
        if let language = arguments.value("source-language"), !LocaleID.isLocaleIdentifier(language) {
            return .failure("'\(language)' is not a BCP 47 locale identifier (for example en, zh-Hans, pt-BR)")
        }
        let settings = LintSettings(
            requiredLocales: locales.isEmpty ? nil : locales.map { LocaleID($0) },
            sourceLanguage: arguments.value("source-language").map { LocaleID($0) })
        let paths = arguments.positionals.isEmpty ? ["."] : arguments.positionals
        let startTime = Date()
        let result = Linter(settings: settings).lint(paths: paths, workingDirectory: environment.workingDirectory)

        let report: String
        switch format {
        case .text: report = TextReporter(usesColor: environment.usesColor && arguments.value("output") == nil).render(result)
        case .sarif:
            let options = SARIFReporter.Options(
                commandLine: (["l10n", "lint"] + argumentsForLog(arguments)),
                startTime: startTime, endTime: Date(), srcRoot: environment.workingDirectory)
            report = SARIFReporter(options: options).render(result)
        }
        var outcome = CommandOutcome(status: status(of: result, strict: arguments.has("strict")))
        if let output = arguments.value("output") {
            if let problem = outputConflict(output, result: result, environment: environment) { return .failure(problem) }
            do {
                try AtomicFileWriter.write(report, to: FileDiscovery.absolutePath(output, workingDirectory: environment.workingDirectory))
            } catch {
                return .failure(error.message)
            }
        } else {
            outcome.standardOutput = report
        }
        outcome.standardError = TextReporter().summary(result) + "\n"
        return outcome
    }

    /// 2 when an input could not be parsed, else 1 for errors (warnings too with `--strict`), else 0.
    package static func status(of result: LintResult, strict: Bool) -> ExitStatus {
        if result.hasParseFailures { return .failure }
        let worst = result.diagnostics.map(\.severity).max()
        if worst == .error || (strict && worst == .warning) { return .findings }
        return .success
    }

    /// Refuses to overwrite a file that was just linted: a report must never replace a catalog.
    private static func outputConflict(_ output: String, result: LintResult, environment: CommandEnvironment) -> String? {
        let target = FileDiscovery.absolutePath(output, workingDirectory: environment.workingDirectory)
        let inputs = Set(result.project.files.map { FileDiscovery.absolutePath($0.path, workingDirectory: environment.workingDirectory) })
        return inputs.contains(target) ? "refusing to write the report to '\(output)': it is one of the linted input files" : nil
    }

    private static func argumentsForLog(_ arguments: ParsedArguments) -> [String] {
        var words: [String] = []
        for (name, values) in arguments.values.sorted(by: { $0.key < $1.key }) {
            for value in values { words += ["--\(name)", value] }
        }
        words += arguments.flags.sorted().map { "--\($0)" }
        return words + arguments.positionals
    }
}

import Foundation
