import Foundation
import Testing
@testable import L10nModel
@testable import L10nParsing
@testable import L10nAnalysis
@testable import L10nRules
@testable import L10nEngine
@testable import L10nConfiguration
@testable import L10nReporting
@testable import L10nWriting
@testable import L10nCLI

/// `action.yml` (the GitHub Action): its lint step's script runs as the runner would run it,
/// and the example workflow, which the README shows verbatim, uses only inputs and outputs the
/// action declares.
@Suite struct ActionTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOf: PackagePaths.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The names under a top-level section (`inputs:`, `outputs:`) of the action's YAML.
    static func names(in section: String, of yaml: String) -> [String] {
        var names: [String] = []
        var inside = false
        for line in yaml.split(separator: "\n", omittingEmptySubsequences: false) {
            if !line.hasPrefix(" "), !line.isEmpty { inside = line == "\(section):" }
            guard inside, line.hasPrefix("  "), !line.hasPrefix("   "), line.hasSuffix(":") else { continue }
            names.append(String(line.dropFirst(2).dropLast()))
        }
        return names
    }

    /// The `run: |` block of the step with `id: <id>`, unindented.
    static func script(ofStep id: String, in yaml: String) -> String? {
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        guard let step = lines.firstIndex(of: "      id: \(id)"),
            let run = lines[step...].firstIndex(of: "      run: |")
        else { return nil }
        let body = lines[(run + 1)...].prefix { $0.hasPrefix("        ") || $0.isEmpty }
        return body.map { String($0.dropFirst(min(8, $0.count))) }.joined(separator: "\n")
    }

    @Test func readmeShowsTheExampleWorkflowAndItMatchesTheAction() throws {
        let action = try Self.text("action.yml")
        let workflow = try Self.text("Examples/github-workflow.yml")
        let reference = try Self.text("docs/ci.md")
        #expect(reference.contains("```yaml\n\(workflow)```\n"), "docs/ci.md must show Examples/github-workflow.yml verbatim")
        let inputs = Self.names(in: "inputs", of: action)
        #expect(inputs == ["paths", "config", "baseline", "sarif", "args"])
        #expect(Self.names(in: "outputs", of: action) == ["sarif"])
        // The `with:` keys of the step that uses the action.
        let lines = workflow.split(separator: "\n").map(String.init)
        let uses = try #require(lines.firstIndex { $0.contains("uses: l10n-lint/l10n@") })
        let with = try #require(lines[uses...].firstIndex { $0.hasSuffix("with:") })
        let keys = lines[(with + 1)...].prefix { $0.hasPrefix("          ") }.map { $0.trimmingCharacters(in: .whitespaces).components(separatedBy: ":")[0] }
        #expect(!keys.isEmpty)
        for key in keys { #expect(inputs.contains(key), "the workflow passes '\(key)', which action.yml does not declare") }
        #expect(workflow.contains("${{ steps.l10n.outputs.sarif }}"))
        #expect(action.contains("uses: actions/cache@v4"))
    }

    /// The lint step as the runner runs it (`bash -e`, inputs in the environment): annotations
    /// on standard output, the SARIF file written and named in `$GITHUB_OUTPUT`, the baseline
    /// and extra arguments passed on.
    @Test func lintStepAnnotatesWritesSARIFAndHonoursTheBaseline() throws {
        guard let executable = PackagePaths.executable, FileManager.default.isExecutableFile(atPath: "/bin/bash") else {
            print("ActionTests: skipped, the l10n executable or bash is not available")
            return
        }
        let script = try #require(Self.script(ofStep: "lint", in: try Self.text("action.yml")))
        let directory = try TemporaryDirectory()
        try directory.write("App/strings.json", #"{ "a": { "en": "A", "zh-Hans": "甲" }, "b": { "en": "B", "ja": "ビー" } }"#)
        try directory.write("README.md", "# App\n")
        func lint(_ inputs: [String: String]) throws -> (ProcessRunner.Result, output: String) {
            let output = directory.url.appendingPathComponent("github-output")
            try Data().write(to: output)
            var environment = ["L10N": executable.path, "GITHUB_OUTPUT": output.path, "PATH": "/usr/bin:/bin"]
            for (name, value) in inputs { environment["L10N_" + name] = value }
            let result = try ProcessRunner.run("/bin/bash", ["-e", "-c", script], in: directory.url, environment: environment)
            return (result, try String(contentsOf: output, encoding: .utf8))
        }
        let inputs = ["PATHS": "App", "CONFIG": "", "BASELINE": "", "SARIF": "reports/l10n.sarif", "ARGS": ""]
        try FileManager.default.createDirectory(at: directory.url.appendingPathComponent("reports"), withIntermediateDirectories: true)
        let (failing, output) = try lint(inputs)
        #expect(failing.status == 1)
        #expect(failing.standardOutput.hasPrefix("::error file=App/strings.json,line=1,col=3,"))
        #expect(output == "sarif=\(directory.path)/reports/l10n.sarif\n")
        let sarif = try #require(directory.read("reports/l10n.sarif"))
        let document = try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any]
        #expect(document?["version"] as? String == "2.1.0")

        #expect(CLI.run(["lint", "App", "--write-baseline", "baseline.json"], in: directory).status == .success)
        var baselined = inputs
        baselined["BASELINE"] = "baseline.json"
        let (passing, _) = try lint(baselined)
        #expect(passing.status == 0)
        #expect(passing.standardOutput == "No problems found in 1 file (2 baselined).\n")
        baselined["ARGS"] = "--locale fr --quiet"
        let (strict, _) = try lint(baselined)
        #expect(strict.status == 1)
        #expect(strict.standardError == "")
        #expect(strict.standardOutput.contains("has no fr translation"))
    }
}
