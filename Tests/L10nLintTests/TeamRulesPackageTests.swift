import Foundation
import Testing

/// `Examples/TeamRules` in a real build: a package depending on the `L10nLint` library runs the
/// whole CLI with its own rule (`brand-name-spelling`). Building compiles the whole library
/// again, so the test runs only with `L10N_TEAM_RULES=1` (set by `.ci/run`);
/// `L10N_TEAM_RULES_SCRATCH` may name a build directory to reuse between runs.
@Suite struct TeamRulesPackageTests {
    @Test func teamExecutableRunsItsRule() throws {
        let environment = ProcessInfo.processInfo.environment
        guard environment["L10N_TEAM_RULES"] == "1" else {
            print("TeamRulesPackageTests: skipped, set L10N_TEAM_RULES=1 to build Examples/TeamRules (slow)")
            return
        }
        let package = PackagePaths.root.appendingPathComponent("Examples/TeamRules")
        let temporary = try TemporaryDirectory()
        let scratch = environment["L10N_TEAM_RULES_SCRATCH"] ?? temporary.path + "/build"
        let build = try ProcessRunner.run(
            "/usr/bin/env", ["swift", "build", "--package-path", package.path, "--scratch-path", scratch], in: package)
        #expect(build.status == 0, "\(build.standardOutput + build.standardError)")
        let executable = scratch + "/debug/team-l10n"

        let rules = try ProcessRunner.run(executable, ["rules"], in: package)
        #expect(rules.standardOutput.split(separator: "\n").contains {
            $0.hasPrefix("brand-name-spelling ") && $0.hasSuffix("A translation spells a product name differently from the source")
        }, "\(rules.standardOutput)")

        let lint = try ProcessRunner.run(executable, ["lint", "--strict", "--quiet", "Fixture"], in: package)
        #expect(lint.status == 1, "\(lint.standardError)")
        #expect(lint.standardOutput == "Fixture/strings.json:2:51: warning: 'paywall.title' in de spells 'Lingo Pro' differently [brand-name-spelling]\n")

        let sarif = try ProcessRunner.run(executable, ["lint", "--format", "sarif", "Fixture"], in: package)
        #expect(sarif.standardOutput.contains("brand-name-spelling"))
        #expect(sarif.standardOutput.contains("Product names are trademarks"), "\(sarif.standardOutput.prefix(600))")
    }
}
