import Foundation
import Testing

@testable import L10nLint

/// The format and reporter registries are the one list: discovery, help, the pre-commit hook's
/// `files:` pattern and the fuzz targets are generated from them or checked against them here.
@Suite struct FileFormatRegistryTests {
    @Test func everyFormatClaimsItsOwnSamplePathFirst() {
        let names = FileFormats.all.map(\.name)
        #expect(Set(names).count == names.count)
        for format in FileFormats.all {
            let classified = FileFormats.classify("App/" + format.samplePath)
            #expect(classified?.format.name == format.name, "\(format.samplePath)")
            if let classified { #expect(FileFormats.format(of: classified.kind).name == format.name) }
        }
        #expect(InputFile.patterns == ["strings.json", "*.strings.json", "*.xcstrings", "*.lproj/*.strings", "*.lproj/*.stringsdict", "*.swift", "*.m", "*.mm", "*.h"])
        for path in ["App/strings.jsonx", "App/Localizable.strings", "App/x.json", "App/en.lproj/x.plist", "README.md"] {
            #expect(InputFile.kind(ofPath: path) == nil, "\(path)")
        }
    }

    @Test func lintHelpNamesEveryFormatAndReporter() {
        let help = HelpFormatter.help(for: LintCommand.spec, path: ["l10n", "lint"])
        #expect(help.contains("Finds " + FileFormats.patterns.joined(separator: ", ") + "\nunder each path"))
        for reporter in LintReporters.all {
            #expect(help.contains("\(reporter.rawValue) (\(reporter.summary))"))
            #expect(LintCommand.Format(rawValue: reporter.rawValue) == reporter)
        }
        #expect(LintCommand.Format(rawValue: "xml") == nil)
    }

    /// The hook's `files:` runs l10n on every file discovery reads (the configuration and the
    /// baseline too) and on nothing it never reads.
    @Test func preCommitFilesPatternMatchesTheRegistry() throws {
        let hooks = try String(contentsOf: PackagePaths.root.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        let lintHooks = hooks.components(separatedBy: "- id: ").filter { $0.hasPrefix("l10n-lint") }
        #expect(lintHooks.count == 2)
        for hook in lintHooks {
            let line = try #require(hook.split(separator: "\n").first { $0.hasPrefix("  files: ") })
            let regex = try NSRegularExpression(pattern: String(line.dropFirst("  files: ".count)))
            func matches(_ path: String) -> Bool { regex.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil }
            for format in FileFormats.all {
                #expect(matches(format.samplePath), "\(format.name): \(format.samplePath)")
                #expect(matches("App/Sub/" + format.samplePath), "\(format.name)")
            }
            for path in [".l10nlint.json", "App/l10n-baseline.json"] { #expect(matches(path), "\(path)") }
            for path in ["Package.resolved", "App/x.json", "App/strings.jsonx", "README.md", "App/Info.plist"] { #expect(!matches(path), "\(path)") }
        }
    }

    /// Every format has a fuzz target of its name that lints its sample path, listed in run.sh.
    @Test func everyFormatHasAFuzzTarget() throws {
        let targets = try String(contentsOf: PackagePaths.root.appendingPathComponent("Fuzz/FuzzTargets.swift"), encoding: .utf8)
        let script = try String(contentsOf: PackagePaths.root.appendingPathComponent("Fuzz/run.sh"), encoding: .utf8)
        let caseLine = try #require(targets.split(separator: "\n").first { $0.contains("case json,") })
        let declared = caseLine.replacingOccurrences(of: "case ", with: "").split(separator: ",").map { part in
            let pieces = part.split(separator: "=").map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "\"", with: "") }
            return (name: pieces.last ?? "", member: pieces.first ?? "")
        }
        let defaultLine = try #require(script.split(separator: "\n").first { $0.contains("targets=(json") })
        let listed = defaultLine.split(separator: "(").last?.split(separator: ")").first?.split(separator: " ").map(String.init) ?? []
        #expect(listed == declared.map(\.name))
        #expect(script.contains("# Targets: " + listed.joined(separator: " ") + "."))
        for format in FileFormats.all {
            let member = try #require(declared.first { $0.name == format.name }, "\(format.name) has no fuzz target").member
            #expect(targets.contains("case .\(member): lint(bytes, path: \"\(format.samplePath)\")"), "\(format.name)")
        }
    }
}
