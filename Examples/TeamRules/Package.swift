// swift-tools-version:6.0
// A team's own l10n: the whole CLI (lint, report, rules, config, SARIF, rule pages) with one
// Swift rule added, without forking l10n. In your own package, depend on l10n by URL instead:
//   .package(url: "https://github.com/l10n-lint/l10n", branch: "main")
// TeamRulesTests builds this package (with L10N_TEAM_RULES=1, as .ci/run does) and runs it.
import PackageDescription

let package = Package(
    name: "TeamRules",
    dependencies: [.package(name: "l10n", path: "../..")],
    targets: [
        .executableTarget(name: "team-l10n", dependencies: [.product(name: "L10nLint", package: "l10n")])
    ]
)
