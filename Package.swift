// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "l10n",
    products: [
        .library(name: "L10nLint", targets: ["L10nLint"]),
        .executable(name: "l10n", targets: ["l10n"]),
        .plugin(name: "L10nLintPlugin", targets: ["L10nLintPlugin"]),
        .plugin(name: "L10nLintBuildToolPlugin", targets: ["L10nLintBuildToolPlugin"]),
    ],
    targets: [
        // The pipeline's stages, each a module that sees only the stages before it. Configuration
        // is typed decoding of `.l10nlint.json`; the engine owns the run itself:
        // discover → load → index → rules → results, then reporters and writers.
        .target(name: "L10nModel"),
        .target(name: "L10nParsing", dependencies: ["L10nModel"]),
        .target(name: "L10nAnalysis", dependencies: ["L10nModel", "L10nParsing"]),
        .target(name: "L10nRules", dependencies: ["L10nModel", "L10nParsing", "L10nAnalysis"]),
        .target(name: "L10nConfiguration", dependencies: ["L10nModel", "L10nParsing", "L10nAnalysis", "L10nRules"]),
        .target(name: "L10nEngine", dependencies: ["L10nModel", "L10nParsing", "L10nAnalysis", "L10nRules", "L10nConfiguration"]),
        .target(name: "L10nReporting", dependencies: ["L10nModel", "L10nParsing", "L10nAnalysis", "L10nRules", "L10nEngine"]),
        .target(name: "L10nWriting", dependencies: ["L10nModel", "L10nParsing", "L10nAnalysis", "L10nRules", "L10nEngine"]),
        // `l10n init`: surveys a repository and plans its configuration, baseline, hook and workflow.
        .target(name: "L10nSetup", dependencies: ["L10nModel", "L10nParsing", "L10nAnalysis", "L10nConfiguration", "L10nEngine", "L10nReporting", "L10nWriting"]),
        // `l10n lsp`: the Language Server Protocol over stdio, on the same engine and configuration as `l10n lint`.
        .target(name: "L10nLanguageServer", dependencies: ["L10nModel", "L10nParsing", "L10nRules", "L10nConfiguration", "L10nEngine", "L10nWriting"]),
        .target(
            name: "L10nCLI",
            dependencies: [
                "L10nModel", "L10nParsing", "L10nAnalysis", "L10nRules", "L10nConfiguration", "L10nEngine", "L10nReporting", "L10nWriting", "L10nSetup", "L10nLanguageServer",
            ]),
        // The library teams use: linting, rules, results and reporters, re-exported from the stages.
        .target(name: "L10nLint", dependencies: ["L10nModel", "L10nParsing", "L10nAnalysis", "L10nRules", "L10nConfiguration", "L10nEngine", "L10nReporting", "L10nWriting", "L10nSetup", "L10nCLI"]),
        .executableTarget(name: "l10n", dependencies: ["L10nCLI"], plugins: ["L10nBuildInfo"]),
        .executableTarget(name: "l10n-benchmark", dependencies: ["L10nLint", "L10nLanguageServer"], path: "Benchmarks/l10n-benchmark"),
        .plugin(
            name: "L10nLintPlugin",
            capability: .command(
                intent: .custom(verb: "l10n-lint", description: "Lint the package's localization catalogs and SwiftUI sources with l10n.")),
            dependencies: ["l10n"]),
        // Lints a target's catalogs and Swift sources on every build (findings in Xcode's issue navigator).
        .plugin(name: "L10nLintBuildToolPlugin", capability: .buildTool(), dependencies: ["l10n"]),
        // Writes the git commit into the l10n executable before each build (`l10n --version`).
        .plugin(name: "L10nBuildInfo", capability: .buildTool()),
        .testTarget(name: "L10nLintTests", dependencies: ["L10nLint", "L10nModel", "L10nParsing", "L10nAnalysis", "L10nRules", "L10nConfiguration", "L10nEngine", "L10nReporting", "L10nWriting", "L10nSetup", "L10nCLI", "L10nLanguageServer"], exclude: ["Fixtures", "Golden", "Support/independent_count.py"]),
    ]
)
