import Foundation
import Testing
@testable import L10nLint

/// Runs `.pre-commit-hooks.yaml` the way the pre-commit framework does: the changed files that
/// match `files` are appended to `entry` + `args`, and `entry` is found on PATH (where
/// `language: swift` puts the package's built executables).
@Suite struct PreCommitHookTests {
    /// The hook's flat `key: value` lines (the file keeps to that subset of YAML on purpose).
    struct Hook {
        var fields: [String: String] = [:]

        init(_ yaml: String) {
            for line in yaml.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("#") {
                var text = line.trimmingCharacters(in: .whitespaces)
                if text.hasPrefix("- ") { text.removeFirst(2) }
                guard let colon = text.range(of: ": ") else { continue }
                fields[String(text[..<colon.lowerBound])] = String(text[colon.upperBound...])
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

    /// Every hook of the file, in order (each starts with a `- ` line).
    static func hooks() throws -> [Hook] {
        let text = try String(contentsOf: PackagePaths.root.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        var blocks: [String] = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("- ") { blocks.append("") }
            if !blocks.isEmpty { blocks[blocks.count - 1] += line + "\n" }
        }
        return blocks.map(Hook.init)
    }

    static func hook(_ id: String = "l10n-lint") throws -> Hook {
        try #require(try hooks().first { $0.fields["id"] == id })
    }

    @Test func hookDefinitionIsWhatTheFrameworkNeeds() throws {
        let hooks = try Self.hooks()
        #expect(hooks.map { $0.fields["id"] } == ["l10n-lint", "l10n-lint-system"])
        #expect(hooks.map { $0.fields["language"] } == ["swift", "system"])
        for hook in hooks {
            #expect(hook.fields["pass_filenames"] == "true")
            #expect(hook.fields["require_serial"] == "true")
            #expect(hook.entry == ["l10n", "lint"])
            let linted = [
                "strings.json", "App/strings.json", "Design/app.strings.json", "App/Localizable.xcstrings", "App/en.lproj/Main.strings",
                "App/en.lproj/Main.stringsdict", "App/View.swift", ".l10nlint.json", "App/.l10nlint.json", "l10n-baseline.json",
            ]
            for path in linted { #expect(try hook.matches(path), "\(path) should be linted") }
            for path in ["README.md", "notstrings.json", "Package.resolved", "App/Info.plist", "my.l10nlint.json", "baseline.json"] {
                #expect(try !hook.matches(path), "\(path) should not be passed")
            }
        }
        // The two differ only in how l10n gets onto PATH.
        var system = hooks[1].fields
        system["id"] = hooks[0].fields["id"]
        system["name"] = hooks[0].fields["name"]
        system["description"] = hooks[0].fields["description"]
        system["language"] = hooks[0].fields["language"]
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
