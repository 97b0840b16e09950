import Foundation
import Testing
@testable import L10nModel
@testable import L10nConfiguration
@testable import L10nSetup
@testable import L10nCLI

/// `l10n init` (issue 32): from a repository with a design system's `strings.json` and an Xcode
/// project to a gated one, in one command and one commit.
@Suite struct InitCommandTests {
    static let source = """
        {
          "common.done": { "en": "Done", "zh-Hans": "完成" },
          "paywall.title": { "en": "Go **Pro**", "zh-Hans": "升级专业版" },
          "practice.words": { "en": { "one": "%lld word", "other": "%lld words" }, "zh-Hans": { "other": "%lld 个单词" } }
        }
        """

    static let view = """
        import SwiftUI

        struct DoneButton: View {
            var body: some View {
                Button("common.done") {}
            }
        }

        """

    /// A team's repository before l10n: the design system's source, the app's Xcode project
    /// (knownRegions en, Base, zh-Hans, ja) and a view; no catalog yet.
    static func teamRepository() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("design/strings.json", source)
        try directory.write("App/Lingo.xcodeproj/project.pbxproj", ProjectScopeTests.pbxproj)
        try directory.write("App/DoneButton.swift", view)
        return directory
    }

    static let written = [".l10nlint.json", "l10n-baseline.json", ".pre-commit-config.yaml", ".github/workflows/l10n.yml"]

    @Test func initFromStringsJSONCreatesTheCatalogAndGatesTheRepository() throws {
        let directory = try Self.teamRepository()
        let outcome = CLI.run(["init", "--from", "design/strings.json", "--output", "App/Resources/Localizable.xcstrings"], in: directory)
        #expect(outcome == CommandOutcome(status: .success, standardOutput: """
            wrote App/Resources/Localizable.xcstrings: a String Catalog from design/strings.json
            Found 2 catalogs and 1 Swift file.
            wrote .l10nlint.json: source language en; required locales en, ja, zh-Hans (knownRegions of App/Lingo.xcodeproj/project.pbxproj); 1 catalog pair
            wrote l10n-baseline.json: 6 findings of today, which do not fail; new ones do
            wrote .pre-commit-config.yaml: the l10n-lint-system hook on staged files, with the baseline
            wrote .github/workflows/l10n.yml: lint on push and pull request, annotations and SARIF

            This is not a git repository yet: run `git init` first.
            Next: pre-commit install && git add .l10nlint.json l10n-baseline.json .pre-commit-config.yaml .github/workflows/l10n.yml && git commit -m "Gate localization with l10n"

            """))
        // The configuration says what was found, and l10n reads it back as it is.
        let configuration = try #require(directory.read(".l10nlint.json"))
        #expect(configuration.contains(#"  "requiredLocales": ["en", "ja", "zh-Hans"],"#))
        #expect(configuration.contains("  // Locales that must be complete: the knownRegions (minus Base) of App/Lingo.xcodeproj/project.pbxproj.\n"))
        #expect(configuration.contains("""
                // App/Resources/Localizable.xcstrings: it shares 3 of 3 keys with design/strings.json.
                { "source": "design/strings.json", "generated": "App/Resources/Localizable.xcstrings" }
            """))
        #expect(CLI.run(["config", "check"], in: directory).status == .success)
        #expect(CLI.run(["config", "pairs"], in: directory).standardOutput.contains("configured in catalogPairs"))
        // Today's findings are baselined: the gate passes; without the baseline they are there.
        let gated = CLI.run(["lint", "--baseline", "l10n-baseline.json"], in: directory)
        #expect(gated.status == .success, "\(gated.standardOutput)")
        #expect(gated.standardError == "No problems found in 3 files (6 baselined).\n")
        let ungated = CLI.run(["lint", "--quiet"], in: directory)
        #expect(ungated.status == .findings)
        #expect(ungated.standardOutput.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 6)
        #expect(ungated.standardOutput.contains("design/strings.json:2:3: error: 'common.done' has no ja translation [missing-translation]"))
        #expect(!ungated.standardOutput.contains("catalog-sync"), "the new catalog is in sync with its source")
    }

    /// The catalog is the one a generator writes, in Xcode's layout: `l10n format` leaves it
    /// byte for byte, plural objects become plural variations.
    @Test func theCatalogFromStringsJSONIsInXcodesLayout() throws {
        let directory = try Self.teamRepository()
        #expect(CLI.run(["init", "--from", "design/strings.json"], in: directory).status == .success)
        let catalog = try #require(directory.read("design/Localizable.xcstrings"))
        #expect(catalog == """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "common.done" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Done"
                      }
                    },
                    "zh-Hans" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "完成"
                      }
                    }
                  }
                },
                "paywall.title" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Go **Pro**"
                      }
                    },
                    "zh-Hans" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "升级专业版"
                      }
                    }
                  }
                },
                "practice.words" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : {
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%lld word"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%lld words"
                            }
                          }
                        }
                      }
                    },
                    "zh-Hans" : {
                      "variations" : {
                        "plural" : {
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%lld 个单词"
                            }
                          }
                        }
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """)
        #expect(CLI.run(["format", "--check", "design/Localizable.xcstrings"], in: directory) == CommandOutcome(status: .success))
        #expect(!CLI.run(["lint", "--quiet"], in: directory).standardOutput.contains("design/Localizable.xcstrings"))
    }

    /// Nothing is replaced without `--force`, and then nothing at all is written.
    @Test func initRefusesToReplaceFilesUnlessForced() throws {
        let directory = try Self.teamRepository()
        try directory.write("l10n-baseline.json", #"{ "entries": [], "tool": "l10n", "version": 2 }"#)
        try directory.write("design/Localizable.xcstrings", "{}")
        let refused = CLI.run(["init", "--from", "design/strings.json"], in: directory)
        #expect(refused == CommandOutcome(
            status: .failure,
            standardError: "error: l10n-baseline.json, design/Localizable.xcstrings already exist; nothing was written (--force replaces them)\n"))
        for path in Self.written where path != "l10n-baseline.json" { #expect(directory.read(path) == nil, "\(path)") }
        #expect(directory.read("design/Localizable.xcstrings") == "{}")

        let forced = CLI.run(["init", "--from", "design/strings.json", "--force"], in: directory)
        #expect(forced.status == .success)
        for path in Self.written { #expect(directory.read(path) != nil, "\(path)") }
        #expect(directory.read("l10n-baseline.json")?.contains("\"missing-translation\"") == true)
        #expect(CLI.run(["init"], in: directory).standardError.hasPrefix("error: .l10nlint.json, l10n-baseline.json, .pre-commit-config.yaml, .github/workflows/l10n.yml already exist;"))
    }

    /// Without an Xcode project, the locales are those of the catalogs; a directory argument
    /// sets up that directory, and the paths printed are as typed.
    @Test func withoutAnXcodeProjectTheCatalogsNameTheLocales() throws {
        let directory = try TemporaryDirectory()
        try directory.write("apps/Lingo/strings.json", #"{ "a": { "en": "Alpha", "zh-Hans": "甲", "de": "Alfa" }, "b": { "en": "Bee", "zh-Hans": "乙" } }"#)
        let outcome = CLI.run(["init", "apps/Lingo"], in: directory)
        #expect(outcome.status == .success)
        #expect(outcome.standardOutput.contains("wrote apps/Lingo/.l10nlint.json: source language en; required locales de, en, zh-Hans (found in the catalogs); 0 catalog pairs\n"))
        #expect(outcome.standardOutput.contains("wrote apps/Lingo/l10n-baseline.json: 1 finding of today"))
        let configuration = try #require(directory.read("apps/Lingo/.l10nlint.json"))
        #expect(configuration.contains("  // Locales that must be complete: every locale found in the catalogs.\n"))
        #expect(configuration.contains(#"  "catalogPairs": [],"#))
        #expect(CLI.run(["lint", "apps/Lingo", "--baseline", "apps/Lingo/l10n-baseline.json"], in: directory).status == .success)
    }

    @Test func initWritesNothingWhenThereIsNothingToLintOrAnInputIsBroken() throws {
        let empty = try TemporaryDirectory()
        try empty.write("README.md", "# App\n")
        let nothing = CLI.run(["init"], in: empty)
        #expect(nothing.status == .failure)
        #expect(nothing.standardError.hasPrefix("error: no localization files or Swift sources found under '.'"), "\(nothing.standardError)")
        #expect(nothing.standardError.hasSuffix("`l10n init --from PATH/strings.json` creates a String Catalog from a design system's strings.json\n"))

        let broken = try Self.teamRepository()
        try broken.write("App/Other.xcstrings", #"{ "sourceLanguage": "en", "strings": { "#)
        let outcome = CLI.run(["init", "--from", "design/strings.json"], in: broken)
        #expect(outcome == CommandOutcome(status: .failure, standardError: """
            App/Other.xcstrings:1:40: error: unexpected end of file, expected a string key or '}' after '{' [parse-error]
            error: fix the files above first (a baseline cannot hold them); nothing was written

            """))
        for path in Self.written + ["design/Localizable.xcstrings"] { #expect(broken.read(path) == nil, "\(path)") }

        try broken.write("design/strings.json", #"{ "a": { "en": "#)
        let source = CLI.run(["init", "--from", "design/strings.json"], in: broken)
        #expect(source.status == .failure)
        #expect(source.standardError == "design/strings.json:1:16: error: unexpected end of file, expected a value [parse-error]\n")
        #expect(CLI.run(["init", "--from", "App/DoneButton.swift"], in: broken)
            == .failure("'App/DoneButton.swift' is not a strings.json (expected strings.json or NAME.strings.json)"))
        #expect(CLI.run(["init", "--output", "x.xcstrings"], in: broken) == .failure("'--output' names the catalog '--from' creates; give '--from' too"))
        #expect(CLI.run(["init", "--from", "missing/strings.json"], in: broken) == .failure("'missing/strings.json' does not exist (no such file or directory)"))
    }

    /// The pre-commit configuration and the workflow, read by PyYAML (pre-commit's own parser):
    /// the hook is one the manifest declares, the workflow passes only inputs the Action has.
    @Test(.enabled(if: YAML.isAvailable, "needs python3 with PyYAML (pip install pre-commit)"))
    func theWrittenYAMLIsWhatPreCommitAndActionsRead() throws {
        let directory = try Self.teamRepository()
        #expect(CLI.run(["init", "--from", "design/strings.json"], in: directory).status == .success)
        let preCommit = try #require(try YAML.load(directory.url.appendingPathComponent(".pre-commit-config.yaml")) as? [String: Any])
        let repos = try #require(preCommit["repos"] as? [[String: Any]])
        #expect(repos.count == 1)
        #expect(repos[0]["repo"] as? String == ToolInfo.informationURI)
        #expect(repos[0]["rev"] as? String == "v" + ToolInfo.version)
        let hooks = try #require(repos[0]["hooks"] as? [[String: Any]])
        #expect(hooks.count == 1)
        #expect(hooks[0]["id"] as? String == "l10n-lint-system")
        #expect(hooks[0]["args"] as? [String] == ["--baseline", "l10n-baseline.json"])
        #expect(try PreCommitHookTests.hooks().contains { $0.fields["id"] == hooks[0]["id"] as? String })

        let workflow = try #require(try YAML.load(directory.url.appendingPathComponent(".github/workflows/l10n.yml")) as? [String: Any])
        #expect(workflow["name"] as? String == "Localization")
        // PyYAML reads the key `on` as the boolean true (YAML 1.1); GitHub reads it as "on".
        #expect(workflow["true"] as? [String] == ["push", "pull_request"])
        let job = try #require((workflow["jobs"] as? [String: Any])?["l10n"] as? [String: Any])
        let steps = try #require(job["steps"] as? [[String: Any]])
        let lint = try #require(steps.first { ($0["uses"] as? String)?.hasPrefix("l10n-lint/l10n@") == true })
        #expect(lint["uses"] as? String == "l10n-lint/l10n@v" + ToolInfo.version)
        let inputs = ActionTests.names(in: "inputs", of: try ActionTests.text("action.yml"))
        let with = try #require(lint["with"] as? [String: String])
        #expect(with == ["baseline": "l10n-baseline.json"])
        for key in with.keys { #expect(inputs.contains(key), "the workflow passes '\(key)', which action.yml does not declare") }
        #expect(steps.last?["uses"] as? String == "github/codeql-action/upload-sarif@v3")
        #expect((steps.last?["with"] as? [String: String])?["sarif_file"] == "${{ steps.l10n.outputs.sarif }}")
    }

    /// The done-when of issue 32: a clone of a team repository takes `l10n init` plus one commit
    /// to be gated, with real git and the real pre-commit framework running the hook `init` wrote
    /// (from a copy of this repository's hook manifest, at its commit). Then a commit adding an
    /// untranslated key fails, and one without a baseline file yet still runs.
    @Test(.enabled(if: PreCommitHookTests.canRunPreCommit, "needs pre-commit and git on PATH and a built l10n"))
    func aClonedTeamRepositoryIsGatedByInitAndOneCommit() throws {
        let executable = try #require(PackagePaths.executable)
        let preCommit = try #require(PreCommitHookTests.onPath("pre-commit"))
        let git = try #require(PreCommitHookTests.onPath("git"))
        let scratch = try TemporaryDirectory()
        let environment = Self.hookEnvironment(executable: executable, scratch: scratch)
        func run(_ program: String, _ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
            try Subprocess.run(program, arguments, in: directory, environment: environment)
        }
        func git_(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
            try run(git, ["-c", "user.name=l10n", "-c", "user.email=l10n@example.com", "-c", "init.defaultBranch=main"] + arguments, in: directory)
        }

        let hooks = try Self.hookRepository(in: scratch)

        // The team's repository, pushed once and cloned fresh.
        let origin = try Self.teamRepository()
        #expect(CLI.run(["init", "--from", "design/strings.json", "-o", "App/Resources/Localizable.xcstrings"], in: origin).status == .success)
        for path in Self.written { try FileManager.default.removeItem(at: origin.url.appendingPathComponent(path)) }
        _ = try git_(["init", "-q"], in: origin.url)
        _ = try git_(["add", "-A"], in: origin.url)
        _ = try git_(["commit", "-q", "-m", "app"], in: origin.url)
        let clone = scratch.url.appendingPathComponent("clone")
        #expect(try git_(["clone", "-q", origin.path, clone.path], in: scratch.url).status == 0)

        // l10n init, then one commit.
        let initialized = try run(executable.path, ["init"], in: clone)
        #expect(initialized.status == 0, "\(initialized.output)")
        #expect(initialized.output.contains("Next: pre-commit install && git add .l10nlint.json l10n-baseline.json .pre-commit-config.yaml .github/workflows/l10n.yml && git commit"))
        #expect(!initialized.output.contains("not a git repository"))
        try Self.pointHooks(at: hooks, in: clone)
        #expect(try run(preCommit, ["install"], in: clone).status == 0)
        _ = try git_(["add"] + Self.written, in: clone)
        let commit = try git_(["commit", "-m", "Gate localization with l10n"], in: clone)
        #expect(commit.status == 0, "\(commit.output)")
        #expect(commit.output.contains("l10n lint (released or installed l10n)"), "\(commit.output)")
        #expect(commit.output.contains("Passed"), "\(commit.output)")
        #expect(commit.output.contains("No problems found in 3 files (6 baselined)."), "\(commit.output)")

        // A new key without its translations: the commit is refused with the findings.
        let strings = clone.appendingPathComponent("design/strings.json")
        let edited = try String(contentsOf: strings, encoding: .utf8).replacingOccurrences(
            of: #"  "common.done": { "en": "Done", "zh-Hans": "完成" },"#,
            with: #"  "common.done": { "en": "Done", "zh-Hans": "完成" },\#n  "common.save": { "en": "Save" },"#)
        try edited.write(to: strings, atomically: true, encoding: .utf8)
        _ = try git_(["add", "design/strings.json"], in: clone)
        let refused = try git_(["commit", "-m", "Save button"], in: clone)
        #expect(refused.status != 0, "\(refused.output)")
        #expect(refused.output.contains("Failed"), "\(refused.output)")
        #expect(refused.output.contains("design/strings.json:3:3: error: 'common.save' has no ja translation [missing-translation]"), "\(refused.output)")
        #expect(refused.output.contains("App/Resources/Localizable.xcstrings"), "the generated catalog was not regenerated: \(refused.output)")
        _ = try git_(["reset", "-q", "--hard"], in: clone)

        // A clean repository whose baseline was never committed: the hook still passes, and says why.
        let clean = scratch.url.appendingPathComponent("clean")
        try FileManager.default.createDirectory(at: clean.appendingPathComponent("App"), withIntermediateDirectories: true)
        try #"{ "greeting": { "en": "Hello", "zh-Hans": "你好" } }"#.write(to: clean.appendingPathComponent("App/strings.json"), atomically: true, encoding: .utf8)
        _ = try git_(["init", "-q"], in: clean)
        #expect(try run(executable.path, ["init"], in: clean).status == 0)
        try FileManager.default.removeItem(at: clean.appendingPathComponent("l10n-baseline.json"))
        try Self.pointHooks(at: hooks, in: clean)
        #expect(try run(preCommit, ["install"], in: clean).status == 0)
        _ = try git_(["add", "-A"], in: clean)
        let unbaselined = try git_(["commit", "-m", "Gate localization with l10n"], in: clean)
        #expect(unbaselined.status == 0, "\(unbaselined.output)")
        #expect(unbaselined.output.contains("note: the baseline l10n-baseline.json does not exist yet"), "\(unbaselined.output)")
        #expect(unbaselined.output.contains("No problems found in 1 file."), "\(unbaselined.output)")
    }

    /// For git and pre-commit in a scratch folder: the built l10n first on PATH, pre-commit's
    /// cache in the scratch folder, no released binary to find (the hooks fall back to PATH),
    /// no user git configuration.
    static func hookEnvironment(executable: URL, scratch: TemporaryDirectory) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = executable.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["PRE_COMMIT_HOME"] = scratch.path + "/pre-commit-home"
        environment["L10N_RELEASE_URL"] = "file://" + scratch.path + "/no-releases"
        environment["L10N_CACHE"] = scratch.path + "/l10n-cache"
        environment["NO_COLOR"] = "1"
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        return environment
    }

    /// This repository's hooks as pre-commit fetches them (the manifest and what its hooks run),
    /// committed to a scratch repository: its path and commit.
    static func hookRepository(in scratch: TemporaryDirectory) throws -> (path: String, revision: String) {
        let repository = scratch.url.appendingPathComponent("l10n-hooks")
        for path in [".pre-commit-hooks.yaml", "Scripts/l10n-release.sh", "Sources/L10nModel/ToolInfo.swift"] {
            let target = repository.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent(path), to: target)
        }
        let git = ["git", "-c", "user.name=l10n", "-c", "user.email=l10n@example.com"]
        for arguments in [["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "hooks"]] {
            _ = try Subprocess.run("/usr/bin/env", git + arguments, in: repository)
        }
        let revision = try Subprocess.run("/usr/bin/env", git + ["rev-parse", "HEAD"], in: repository).output
        return (repository.path, revision.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The `.pre-commit-config.yaml` `l10n init` wrote, pointed at the local hooks: the only line
    /// a test changes, since the release on GitHub cannot be fetched here.
    static func pointHooks(at hooks: (path: String, revision: String), in repository: URL) throws {
        let configuration = repository.appendingPathComponent(".pre-commit-config.yaml")
        let text = try String(contentsOf: configuration, encoding: .utf8)
        let pointed = text.replacingOccurrences(of: "repo: \(ToolInfo.informationURI)\n", with: "repo: \(hooks.path)\n")
            .replacingOccurrences(of: "rev: v\(ToolInfo.version)\n", with: "rev: \(hooks.revision)\n")
        #expect(pointed != text)
        try pointed.write(to: configuration, atomically: true, encoding: .utf8)
    }
}
