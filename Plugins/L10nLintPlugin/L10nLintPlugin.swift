import Foundation
import PackagePlugin

/// `swift package l10n-lint [l10n lint options and paths]`: a Swift package lints itself with
/// the `l10n` built from this package, with nothing to install.
///
/// `l10n lint` runs in the package's directory, so paths are relative to it (default: the whole
/// package) and the package's `.l10nlint.json` applies as usual. Arguments go to `l10n lint`
/// unchanged: `--format`, `--baseline`, `--changed-since` and the rest work as on the command
/// line.
@main
struct L10nLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "l10n")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["lint"] + arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()

        // l10n already printed its findings and summary; the status tells SwiftPM the outcome.
        switch process.terminationStatus {
        case 0: break
        case 1: Diagnostics.error("l10n lint found problems (exit status 1)")
        default: Diagnostics.error("l10n lint could not complete (exit status \(process.terminationStatus))")
        }
    }
}
