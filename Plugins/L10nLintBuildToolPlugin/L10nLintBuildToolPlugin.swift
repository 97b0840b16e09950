import Foundation
import PackagePlugin

/// Lints a target's localization catalogs and SwiftUI sources on every build that changes one
/// of them, so findings show in Xcode's issue navigator and in `swift build` output, in the
/// compiler's `path:line:column: warning: message` format; an error-severity finding fails the
/// build, as a compiler error does.
///
/// A SwiftPM target is linted as its own directory (its sources and resources, nothing of the
/// package's dependencies); an Xcode target as its project's directory. The nearest
/// `.l10nlint.json` of the package or project applies. The text report is also written to the
/// plugin's work directory: it is the command's output, so SwiftPM and Xcode run the command
/// again only when a catalog, Swift file or the configuration changed.
@main
struct L10nLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let inputs = module.sourceFiles.map(\.url).filter(Self.isLintable)
        guard !inputs.isEmpty else { return [] }
        return [
            Self.command(
                tool: try context.tool(named: "l10n").url, lint: Self.commonDirectory(of: module.sourceFiles.map(\.url)), inputs: inputs,
                configurationDirectory: context.package.directoryURL, workDirectory: context.pluginWorkDirectoryURL,
                name: target.name)
        ]
    }

    /// The deepest directory holding every file of the target: its own directory or a folder
    /// inside it (`Target.directoryURL` needs tools 6.1, and `directory` is deprecated).
    static func commonDirectory(of files: [URL]) -> URL {
        var common = files.first?.deletingLastPathComponent().pathComponents ?? ["/"]
        for file in files.dropFirst() {
            let parts = file.deletingLastPathComponent().pathComponents
            common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
        }
        return URL(fileURLWithPath: NSString.path(withComponents: common.isEmpty ? ["/"] : common), isDirectory: true)
    }

    /// Catalogs and Swift sources: what `l10n lint` reads.
    static func isLintable(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        return name == "strings.json" || name.hasSuffix(".strings.json")
            || ["xcstrings", "strings", "stringsdict", "swift"].contains(url.pathExtension)
    }

    static func command(tool: URL, lint directory: URL, inputs: [URL], configurationDirectory: URL, workDirectory: URL, name: String) -> Command {
        let report = workDirectory.appending(path: "l10n-\(name).txt")
        var arguments = ["lint", "--quiet", "--report", "text:\(report.path)"]
        var files = inputs
        let configuration = configurationDirectory.appending(path: ".l10nlint.json")
        if FileManager.default.fileExists(atPath: configuration.path) {
            arguments += ["--config", configuration.path]
            files.append(configuration)
        }
        return .buildCommand(
            displayName: "l10n lint \(name)", executable: tool, arguments: arguments + [directory.path],
            inputFiles: files, outputFiles: [report])
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same for a target of an `.xcodeproj` (Build Phases → Run Build Tool Plug-ins).
extension L10nLintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let inputs = target.inputFiles.map(\.url).filter(Self.isLintable)
        guard !inputs.isEmpty else { return [] }
        let project = context.xcodeProject.directoryURL
        return [
            Self.command(
                tool: try context.tool(named: "l10n").url, lint: project, inputs: inputs,
                configurationDirectory: project, workDirectory: context.pluginWorkDirectoryURL, name: target.displayName)
        ]
    }
}
#endif
