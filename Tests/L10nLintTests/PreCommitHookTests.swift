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

/// Runs `.pre-commit-hooks.yaml` the way the pre-commit framework does: the changed files that
/// match `files` are appended to `entry` + `args`, and `entry` is found on PATH (where
/// `language: swift` puts the package's built executables).
@Suite(.enabled(if: YAML.isAvailable, "needs python3 with PyYAML (pip install pre-commit)")) struct PreCommitHookTests {
    /// One hook of the manifest, as PyYAML (pre-commit's own parser) reads it.
    struct Hook {
        var fields: [String: String] = [:]

        init(_ object: [String: Any]) {
            for (key, value) in object {
                switch value {
                case let flag as Bool: fields[key] = flag ? "true" : "false"
                case let text as String: fields[key] = text
                case let list as [Any]: fields[key] = "[" + list.map { "\($0)" }.joined(separator: ", ") + "]"
                default: fields[key] = "\(value)"
                }
            }
        }

        var entry: [String] { (fields["entry"] ?? "").split(separator: " ").map(String.init) }
        /// `args: [a, b]`; absent means none.
        var args: [String] {
            guard let list = fields["args"] else { return [] }
            return list.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }

        func matches(_ path: String) throws -> Bool {
            let expression = try NSRegularExpression(pattern: fields["files"] ?? "")
            return expression.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
        }
    }

    /// Every hook of `.pre-commit-hooks.yaml`, in order, parsed by PyYAML: a manifest that is
    /// not valid YAML fails here, as it fails `pre-commit install`.
    static func hooks() throws -> [Hook] {
        let document = try YAML.load(PackagePaths.root.appendingPathComponent(".pre-commit-hooks.yaml"))
        let list = try #require(document as? [[String: Any]], "the manifest is a list of hooks")
        return list.map(Hook.init)
    }

    static func hook(_ id: String = "l10n-lint") throws -> Hook {
        try #require(try hooks().first { $0.fields["id"] == id })
    }

    @Test func hookDefinitionIsWhatTheFrameworkNeeds() throws {
        let hooks = try Self.hooks().filter { $0.fields["id"]?.hasPrefix("l10n-lint") == true }
        #expect(try Self.hooks().map { $0.fields["id"] } == ["l10n-lint", "l10n-lint-system", "l10n-format", "l10n-format-system"])
        // pre-commit hides a passing hook's output: warnings must still reach the committer.
        #expect(hooks.map { $0.fields["verbose"] } == ["true", "true"])
        #expect(hooks.map { $0.fields["id"] } == ["l10n-lint", "l10n-lint-system"])
        #expect(hooks.map { $0.fields["language"] } == ["swift", "script"])
        #expect(hooks.map(\.entry) == [["l10n", "lint"], ["Scripts/l10n-release.sh", "lint"]])
        for hook in hooks {
            #expect(hook.fields["pass_filenames"] == "true")
            #expect(hook.fields["require_serial"] == "true")
            let linted = [
                "strings.json", "App/strings.json", "Design/app.strings.json", "App/Localizable.xcstrings", "App/en.lproj/Main.strings",
                "App/en.lproj/Main.stringsdict", "App/View.swift", ".l10nlint.json", "App/.l10nlint.json", "l10n-baseline.json",
            ]
            for path in linted { #expect(try hook.matches(path), "\(path) should be linted") }
            for path in ["README.md", "notstrings.json", "Package.resolved", "App/Info.plist", "my.l10nlint.json", "baseline.json"] {
                #expect(try !hook.matches(path), "\(path) should not be passed")
            }
        }
        // The two differ only in how l10n is found: built by pre-commit, or the released binary.
        var system = hooks[1].fields
        for field in ["id", "name", "description", "language", "entry"] { system[field] = hooks[0].fields[field] }
        #expect(system == hooks[0].fields)
    }

    /// A changed configuration or baseline changes what every file reports: the hook then
    /// reports the whole project, with the baseline of its `args` (the README's setup).
    @Test func changedConfigurationOrBaselineLintsTheWholeProject() throws {
        let hook = try Self.hook()
        let directory = try TemporaryDirectory()
        try directory.write("App/strings.json", #"{ "a": { "en": "A", "zh-Hans": "甲" } }"#)
        try directory.write("Other/strings.json", #"{ "b": { "en": "B", "ja": "ビー" } }"#)
        try directory.write(".l10nlint.json", #"{ "requiredLocales": ["zh-Hans"] }"#)
        let args = hook.args + ["--baseline", "l10n-baseline.json"]
        #expect(CLI.run(["lint", "--write-baseline", "l10n-baseline.json"], in: directory).status == .success)
        #expect(try run(hook.entry + args + ["App/strings.json"], in: directory).status == 0)

        // Requiring ja too: Other/strings.json now fails, though only the configuration changed.
        try directory.write(".l10nlint.json", #"{ "requiredLocales": ["zh-Hans", "ja"] }"#)
        let configuration = try run(hook.entry + args + [".l10nlint.json"].filter(hook.matches), in: directory)
        #expect(configuration.status == 1)
        #expect(configuration.standardOutput == "App/strings.json:1:3: error: 'a' has no ja translation [missing-translation]\n")
        let other = try run(hook.entry + args + ["Other/strings.json"], in: directory)
        #expect(other.status == 0, "a file whose findings did not change reports nothing new")

        // An emptied baseline: the old findings come back, in files the commit did not touch.
        try directory.write(".l10nlint.json", "{}")
        try directory.write("l10n-baseline.json", #"{ "entries": [], "tool": "l10n", "version": 1 }"#)
        let baseline = try run(hook.entry + args + ["l10n-baseline.json"].filter(hook.matches), in: directory)
        #expect(baseline.status == 1)
        #expect(baseline.standardOutput.contains("Other/strings.json:1:3: error: 'b' has no zh-Hans translation [missing-translation]\n"))
    }

    @Test func formatHookRewritesTheChangedCatalogsAndFailsTheCommitWhenItDid() throws {
        let hook = try Self.hook("l10n-format")
        #expect(hook.fields["language"] == "swift")
        var system = try Self.hook("l10n-format-system").fields
        #expect(system["language"] == "script")
        #expect(system["entry"] == "Scripts/l10n-release.sh format")
        for field in ["id", "name", "description", "language", "entry"] { system[field] = hook.fields[field] }
        #expect(system == hook.fields, "the two format hooks differ only in how l10n is found")
        #expect(hook.fields["pass_filenames"] == "true")
        #expect(hook.entry == ["l10n", "format"])
        #expect(try hook.matches("App/Localizable.xcstrings"))
        for path in ["App/strings.json", "App/en.lproj/Main.strings", "App/View.swift", "Localizable.xcstrings.orig"] {
            #expect(try !hook.matches(path), "\(path) should not be formatted")
        }
        let directory = try TemporaryDirectory()
        try directory.write("App/Localizable.xcstrings", #"{"version":"1.0","strings":{},"sourceLanguage":"en"}"#)
        let formatted = try run(hook.entry + hook.args + ["App/Localizable.xcstrings"], in: directory)
        #expect(formatted.status == 0)
        #expect(formatted.standardOutput == "formatted App/Localizable.xcstrings\n")
        // pre-commit fails the hook because the file changed; the next run is clean.
        #expect(directory.read("App/Localizable.xcstrings") == "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}")
        #expect(try run(hook.entry + hook.args + ["App/Localizable.xcstrings"], in: directory) == (0, ""))
    }

    @Test func hookCommandLineReportsOnlyTheChangedFiles() throws {
        let hook = try Self.hook()
        let directory = try TemporaryDirectory()
        try directory.write("App/strings.json", #"{ "a": { "en": "A", "zh-Hans": "甲" } }"#)
        try directory.write("App/ContentView.swift", "import SwiftUI\n")
        try directory.write("Other/strings.json", #"{ "b": { "en": "B", "ja": "ビー" } }"#)
        try directory.write("README.md", "# App\n")
        let changed = try ["App/strings.json", "App/ContentView.swift", "README.md"].filter(hook.matches)
        #expect(changed == ["App/strings.json", "App/ContentView.swift"])

        let failing = try run(hook.entry + hook.args + changed, in: directory)
        #expect(failing.status == 1)
        #expect(failing.standardOutput == "App/strings.json:1:3: error: 'a' has no ja translation [missing-translation]\n")

        try directory.write("App/strings.json", #"{ "a": { "en": "A", "zh-Hans": "甲", "ja": "エー" } }"#)
        let passing = try run(hook.entry + hook.args + changed, in: directory)
        #expect(passing.status == 0)
        #expect(passing.standardOutput == "")
    }

    /// The pre-commit framework itself, on a scratch git repository with the seed's layout:
    /// a staged `strings.json` edit whose catalog was not regenerated fails the hook, and so
    /// does a staged hand edit of the generated catalog; regenerating both passes. Skipped when
    /// `pre-commit` or the built executable is missing.
    @Test(.enabled(if: canRunPreCommit, "needs pre-commit and git on PATH and a built l10n"))
    func realPreCommitFailsOnDriftBetweenStagedAndUnstagedFiles() throws {
        let executable = try #require(PackagePaths.executable)
        let preCommit = try #require(Self.onPath("pre-commit"))
        let git = try #require(Self.onPath("git"))
        let hook = try Self.hook()
        let directory = try TemporaryDirectory()
        try directory.write(".pre-commit-config.yaml", """
            repos:
              - repo: local
                hooks:
                  - id: l10n-lint
                    name: l10n lint
                    entry: \(executable.path) lint
                    language: system
                    files: '\(hook.fields["files"] ?? "")'
                    pass_filenames: true
                    require_serial: true

            """)
        let source = #"{ "a": { "en": "Alpha", "zh-Hans": "甲" }, "b": { "en": "Beta", "zh-Hans": "乙" } }"#
        try directory.write("design/strings.json", source)
        try directory.write("App/Localizable.xcstrings", SourceOfTruthTests.catalog([("a", "Alpha", "甲"), ("b", "Beta", "乙")]))
        let repository = { (arguments: [String]) throws -> (status: Int32, output: String) in
            try Self.execute(git, ["-c", "user.name=l10n", "-c", "user.email=l10n@example.com"] + arguments, in: directory)
        }
        _ = try repository(["init", "-q"])
        _ = try repository(["add", "-A"])
        _ = try repository(["commit", "-q", "-m", "in sync", "--no-verify"])
        let run = { try Self.execute(preCommit, ["run", "l10n-lint"], in: directory) }

        // The designer changes a value and stages only strings.json.
        try directory.write("design/strings.json", source.replacingOccurrences(of: "乙", with: "贝塔"))
        _ = try repository(["add", "design/strings.json"])
        let stale = try run()
        #expect(stale.status == 1, "\(stale.output)")
        #expect(stale.output.contains("App/Localizable.xcstrings:9:72: error: 'b' in zh-Hans is '乙', design/strings.json has '贝塔' [catalog-sync]"), "\(stale.output)")
        #expect(stale.output.contains("regenerate it from design/strings.json"), "\(stale.output)")

        // Regenerated: both staged, the hook passes.
        try directory.write("App/Localizable.xcstrings", SourceOfTruthTests.catalog([("a", "Alpha", "甲"), ("b", "Beta", "贝塔")]))
        _ = try repository(["add", "-A"])
        let regenerated = try run()
        #expect(regenerated.status == 0, "\(regenerated.output)")
        _ = try repository(["commit", "-q", "-m", "regenerated", "--no-verify"])

        // The other way round: a hand edit of the generated catalog, staged alone.
        try directory.write("App/Localizable.xcstrings", SourceOfTruthTests.catalog([("a", "Alpha", "甲"), ("b", "Beta", "手改")]))
        _ = try repository(["add", "App/Localizable.xcstrings"])
        let handEdited = try run()
        #expect(handEdited.status == 1, "\(handEdited.output)")
        #expect(handEdited.output.contains("'b' in zh-Hans is '手改', design/strings.json has '贝塔' [catalog-sync]"), "\(handEdited.output)")

        // A key deleted from strings.json alone: the orphan in the catalog is reported too.
        _ = try repository(["checkout", "-q", "--", "."])
        _ = try repository(["reset", "-q", "--hard"])
        try directory.write("design/strings.json", #"{ "a": { "en": "Alpha", "zh-Hans": "甲" } }"#)
        _ = try repository(["add", "design/strings.json"])
        let removed = try run()
        #expect(removed.status == 1, "\(removed.output)")
        #expect(removed.output.contains("'b' is not in design/strings.json, the source this catalog is generated from [catalog-sync]"), "\(removed.output)")
    }

    static let canRunPreCommit = PackagePaths.executable != nil && onPath("pre-commit") != nil && onPath("git") != nil

    static func onPath(_ name: String) -> String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return directories.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs a program in the scratch directory with its own pre-commit cache; stdout and stderr together.
    private static func execute(_ program: String, _ arguments: [String], in directory: TemporaryDirectory) throws -> (status: Int32, output: String) {
        var environment = ProcessInfo.processInfo.environment
        environment["PRE_COMMIT_HOME"] = directory.path + "/.git/pre-commit-home"
        environment["NO_COLOR"] = "1"
        return try Subprocess.run(program, arguments, in: directory.url, environment: environment)
    }

    /// The built executable through PATH when it exists (as pre-commit runs it), else the same
    /// arguments in-process.
    private func run(_ command: [String], in directory: TemporaryDirectory) throws -> (status: Int32, standardOutput: String) {
        guard let executable = PackagePaths.executable, command.first == "l10n" else {
            print("PreCommitHookTests: the l10n executable is not built; running the hook's arguments in-process")
            let outcome = CLI.run(Array(command.dropFirst()), in: directory)
            return (outcome.status.rawValue, outcome.standardOutput)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = executable.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        process.currentDirectoryURL = directory.url
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
