// swift-tools-version:6.0
// A package that lints itself on every build with l10n's build-tool plugin. In your own
// package, depend on l10n by URL instead:
//   .package(url: "https://github.com/l10n-lint/l10n", branch: "main")
// BuildToolPluginTests builds this package (with L10N_PLUGIN_SAMPLE=1, as .ci/run does) and checks
// that l10n's findings about this package, and only this package, appear in `swift build` output.
import PackageDescription

let package = Package(
    name: "PluginSample",
    defaultLocalization: "en",
    dependencies: [.package(name: "l10n", path: "../..")],
    targets: [
        .target(
            name: "Greeting",
            resources: [.process("Resources")],
            plugins: [.plugin(name: "L10nLintBuildToolPlugin", package: "l10n")])
    ]
)
