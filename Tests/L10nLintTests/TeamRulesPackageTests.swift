import Foundation
import Testing

/// `Examples/TeamRules` in a real build: a package depending on the `L10nLint` library runs the
/// whole CLI with its own rule (`brand-name-spelling`), and the rule's examples hold. Building
/// compiles the whole library again, so the test runs only with `L10N_TEAM_RULES=1` (set by
/// `.ci/run`); `L10N_TEAM_RULES_SCRATCH` may name a build directory to reuse between runs.
@Suite struct TeamRulesPackageTests {
    static let ruleID = "brand-name-spelling"

    @Test func teamExecutableRunsItsRule() throws {
        guard let team = try ExamplePackageBuild("TeamRules", flag: "L10N_TEAM_RULES", suite: "TeamRulesPackageTests") else { return }
        let build = try team.build()
        #expect(build.status == 0, "\(build.standardOutput + build.standardError)")
        let executable = team.scratch + "/debug/team-l10n"

        let rules = try ProcessRunner.run(executable, ["rules"], in: team.package)
        #expect(rules.standardOutput.split(separator: "\n").contains {
            $0.hasPrefix(Self.ruleID + " ") && $0.hasSuffix("A translation spells a product name differently from the source")
        }, "\(rules.standardOutput)")

        let lint = try ProcessRunner.run(executable, ["lint", "--strict", "--quiet", "Fixture"], in: team.package)
        #expect(lint.status == 1, "\(lint.standardError)")
        #expect(lint.standardOutput == "Fixture/strings.json:2:51: warning: 'paywall.title' in de spells 'Lingo Pro' differently [brand-name-spelling]\n")

        let sarif = try ProcessRunner.run(executable, ["lint", "--format", "sarif", "Fixture"], in: team.package)
        #expect(sarif.standardOutput.contains(#""id": "brand-name-spelling""#))
        #expect(sarif.standardOutput.contains("Product names are trademarks"), "\(sarif.standardOutput.prefix(600))")

        try checkExamples(executable, page: try ProcessRunner.run(executable, ["rules", Self.ruleID], in: team.package).standardOutput)
    }

    /// The rule's examples, as its page prints them: each passing one lints clean, each failing
    /// one has exactly its `↓` findings, with the page's messages in order (other rules' findings
    /// about the snippet aside).
    private func checkExamples(_ executable: String, page: String) throws {
        let sections = page.components(separatedBy: "### Failing")
        try #require(sections.count == 2, "\(page)")
        let messages = sections[1].split(separator: "\n").filter { $0.hasPrefix("- ") }.map { $0.dropFirst(2) }
        var failing = 0
        for (index, section) in sections.enumerated() {
            for block in section.components(separatedBy: "```json\n").dropFirst() {
                let marked = MarkedText(block.components(separatedBy: "```")[0])
                let directory = try TemporaryDirectory()
                try directory.write("strings.json", marked.text)
                let lint = try ProcessRunner.run(executable, ["lint", "--quiet", "strings.json"], in: directory.url)
                let expected = marked.markers.map { marker -> String in
                    defer { failing += 1 }
                    let message = failing < messages.count ? String(messages[failing]) : "?"
                    return "strings.json:\(marker.line):\(marker.column): warning: \(message) [\(Self.ruleID)]\n"
                }
                let findings = lint.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
                    .filter { $0.hasSuffix("[\(Self.ruleID)]") }.map { $0 + "\n" }
                #expect(findings.joined() == expected.joined(), "\(marked.text)")
                #expect(index == 0 ? marked.markers.isEmpty : !marked.markers.isEmpty)
            }
        }
        #expect(failing == messages.count && failing > 0)
    }
}
