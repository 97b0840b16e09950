import L10nLanguageServer

/// `l10n lsp`: serves the Language Server Protocol on standard input and output until the
/// editor sends `exit`. All of it lives in `L10nLanguageServer`; this only passes the flags.
package enum LanguageServerCommand {
    package static let spec = CommandSpec(
        name: "lsp",
        abstract: "Run the language server (LSP over stdio) for editors.",
        discussion: """
            Speaks the Language Server Protocol 3.17 on standard input and output. Diagnostics
            are those of 'l10n lint' run from the workspace root (same configuration search,
            baseline, suppressions), for open buffers as typed. Also hover, go to definition,
            references, completion of keys and suppression code actions. The client's
            initializationOptions may set "config" and "baseline" as well.
            """,
        options: [
            SharedOptions.config.helping("The configuration file (default: the nearest .l10nlint.json above the workspace root).").spec,
            SharedOptions.baseline.spec,
        ])

    package static func run(_ arguments: ParsedArguments, environment: CommandEnvironment) -> CommandOutcome {
        let options = LanguageServer.Options(
            configuration: arguments[SharedOptions.config], baseline: arguments[SharedOptions.baseline], workingDirectory: environment.workingDirectory)
        let code = StdioServer.run(options: options)
        return CommandOutcome(status: code == 0 ? .success : .findings)
    }
}
