// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "l10n",
    products: [
        .library(name: "L10nLint", targets: ["L10nLint"]),
        .executable(name: "l10n", targets: ["l10n"]),
    ],
    targets: [
        .target(name: "L10nLint"),
        .executableTarget(name: "l10n", dependencies: ["L10nLint"]),
        .executableTarget(name: "l10n-benchmark", dependencies: ["L10nLint"], path: "Benchmarks/l10n-benchmark"),
        .testTarget(name: "L10nLintTests", dependencies: ["L10nLint"], exclude: ["Fixtures", "Golden"]),
    ]
)
