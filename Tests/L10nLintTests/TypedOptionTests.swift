import Foundation
import Testing
@testable import L10nModel
@testable import L10nCLI

/// Commands read their options through typed keys (issue 26): values arrive converted, bad
/// values are usage errors before the command runs, and no command reads an option by name.
@Suite struct TypedOptionTests {
    static let spec = CommandSpec(
        name: "demo", abstract: "",
        options: [
            LintCommand.format.spec, LintCommand.maxWarnings.spec, SharedOptions.locales.spec, LintCommand.strict.spec, SharedOptions.config.spec,
        ])

    @Test func valuesArriveTyped() throws {
        let parsed = try ArgumentParser.parse(["--max-warnings", "3", "--locale", "zh_hans", "--locale", "de", "--strict", "--format=sarif"], for: Self.spec)
        #expect(parsed[LintCommand.maxWarnings] == 3)
        #expect(parsed[all: SharedOptions.locales] == [LocaleID("zh-Hans"), LocaleID("de")])
        #expect(parsed[LintCommand.strict])
        #expect(parsed[LintCommand.format]?.rawValue == "sarif")
        #expect(parsed[SharedOptions.config] == nil)
    }

    @Test func aChoiceFallsBackToItsDefault() throws {
        let parsed = try ArgumentParser.parse([], for: Self.spec)
        #expect(parsed[LintCommand.format]?.rawValue == "text")
        #expect(!parsed[LintCommand.strict])
        #expect(parsed[LintCommand.maxWarnings] == nil)
    }

    @Test(arguments: [
        (["--max-warnings", "many"], "invalid value 'many' for '--max-warnings', expected a number of warnings (0 or more)"),
        (["--max-warnings=-2"], "invalid value '-2' for '--max-warnings', expected a number of warnings (0 or more)"),
        (["--format", "xml"], "invalid value 'xml' for '--format', expected one of: text, sarif, json, github"),
    ])
    func badValuesAreUsageErrors(_ words: [String], _ message: String) {
        #expect(throws: UsageError(message)) { try ArgumentParser.parse(words, for: Self.spec) }
    }

    /// `arguments.value("config")` would compile in the CLI module; the typed keys are the
    /// only way commands read options.
    @Test func noCommandReadsAnOptionByName() throws {
        let folder = PackagePaths.root.appendingPathComponent("Sources/L10nCLI")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") && $0 != "ArgumentParser.swift" && $0 != "Option.swift" }
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for call in [".value(\"", ".has(\"", ".all(\""] {
                #expect(!text.contains(call), "\(file) reads an option by name (\(call)); declare an Option or Flag and read arguments[key]")
            }
        }
    }
}
