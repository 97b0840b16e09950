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
        .target(name: "L10nLint"),
        .executableTarget(name: "l10n", dependencies: ["L10nLint"], plugins: ["L10nBuildInfo"]),
        .executableTarget(name: "l10n-benchmark", dependencies: ["L10nLint"], path: "Benchmarks/l10n-benchmark"),
        .plugin(
            name: "L10nLintPlugin",
            capability: .command(
                intent: .custom(verb: "l10n-lint", description: "Lint the package's localization catalogs and SwiftUI sources with l10n.")),
            dependencies: ["l10n"]),
        // Lints a target's catalogs and Swift sources on every build (findings in Xcode's issue navigator).
        .plugin(name: "L10nLintBuildToolPlugin", capability: .buildTool(), dependencies: ["l10n"]),
        // Writes the git commit into the l10n executable before each build (`l10n --version`).
        .plugin(name: "L10nBuildInfo", capability: .buildTool()),
        .testTarget(name: "L10nLintTests", dependencies: ["L10nLint"], exclude: ["Fixtures", "Golden", "Support/independent_count.py"]),
    ]
)
