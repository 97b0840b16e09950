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

/// `--changed-since` against a real temporary git repository.
@Suite struct ChangedSinceTests {
    static let committed = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Back" : { "localizations" : { "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "返回" } } } },
            "Done" : { },
            "Save" : { }
          },
          "version" : "1.0"
        }
        """

    /// What Xcode might write back: keys reordered, one added, everything reformatted.
    static let edited = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Save" : {

            },
            "New lesson" : {

            },
            "Back" : {
              "localizations" : {
                "zh-Hans" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "返回"
                  }
                }
              }
            },
            "Done" : {

            }
          },
          "version" : "1.0"
        }
        """

    private func repository() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try git(["init", "-q"], in: directory)
        try git(["config", "user.name", "Test"], in: directory)
        try git(["config", "user.email", "test@example.com"], in: directory)
        try git(["config", "commit.gpgsign", "false"], in: directory)
        try directory.write("App/Localizable.xcstrings", Self.committed)
        try directory.write("App/strings.json", #"{ "a": { "en": "A", "zh-Hans": "甲" } }"#)
        // The two catalogs are unrelated (the String Catalog is not generated from strings.json).
        try directory.write(".l10nlint.json", #"{ "rules": { "catalog-sync": "off" } }"#)
        try git(["add", "-A"], in: directory)
        try git(["commit", "-q", "-m", "Initial catalogs"], in: directory)
        return directory
    }

    @discardableResult
    private func git(_ arguments: [String], in directory: TemporaryDirectory) throws -> String {
        let (status, output) = try Subprocess.run("/usr/bin/env", ["git"] + arguments, in: directory.url)
        #expect(status == 0, "git \(arguments.joined(separator: " ")): \(output)")
        return output
    }

    /// Only the added key is new; reordering and reformatting moved every other finding.
    @Test func onlyNewFindingsAreReportedDespiteReordering() throws {
        let directory = try repository()
        try directory.write("App/Localizable.xcstrings", Self.edited)
        let all = CLI.run(["lint"], in: directory)
        #expect(all.standardOutput.split(separator: "\n").count == 3)
        let new = CLI.run(["lint", "--changed-since", "HEAD"], in: directory)
        #expect(new.status == .findings)
        #expect(new.standardOutput == "App/Localizable.xcstrings:7:5: error: 'New lesson' has no zh-Hans translation [missing-translation]\n")
        #expect(new.standardError == "Found 1 error, 0 warnings and 0 notes in 2 files (2 already at HEAD).\n")
        // The working tree, index and HEAD are untouched.
        #expect(try git(["status", "--porcelain"], in: directory) == " M App/Localizable.xcstrings\n")
    }

    /// From a subdirectory, with the files pre-commit would pass, against an older revision.
    @Test func worksFromSubdirectoriesWithExplicitFiles() throws {
        let directory = try repository()
        try directory.write("App/Localizable.xcstrings", Self.edited)
        try git(["commit", "-qam", "Edit in Xcode"], in: directory)
        try directory.write("App/strings.json", #"{ "a": { "en": "A", "zh-Hans": "甲" }, "b": { "en": "B" } }"#)
        let outcome = CLI.run(["lint", "--changed-since", "HEAD~1", "strings.json", "Localizable.xcstrings"], in: directory, subdirectory: "App")
        #expect(outcome.status == .findings)
        #expect(outcome.standardOutput == """
            Localizable.xcstrings:7:5: error: 'New lesson' has no zh-Hans translation [missing-translation]
            strings.json:1:39: error: 'b' has no zh-Hans translation [missing-translation]

            """)
        let sinceLast = CLI.run(["lint", "--changed-since", "HEAD", "strings.json"], in: directory, subdirectory: "App")
        #expect(sinceLast.standardOutput == "strings.json:1:39: error: 'b' has no zh-Hans translation [missing-translation]\n")
        // Only the reported files' hidden findings are counted: strings.json had none at HEAD,
        // though the String Catalog's three are hidden too.
        #expect(!sinceLast.standardError.contains("already at"), "\(sinceLast.standardError)")
        #expect(outcome.standardError.hasSuffix(" (2 already at HEAD~1).\n"), "\(outcome.standardError)")
    }

    /// A file that did not exist at the revision: all of its findings are new.
    @Test func filesAddedSinceTheRevisionAreEntirelyNew() throws {
        let directory = try repository()
        try directory.write("Feature/strings.json", #"{ "x": { "en": "X" }, "y": { "en": "Y", "zh-Hans": "乙" } }"#)
        let outcome = CLI.run(["lint", "--changed-since", "HEAD", "Feature"], in: directory)
        #expect(outcome.standardOutput == "Feature/strings.json:1:3: error: 'x' has no zh-Hans translation [missing-translation]\n")
    }

    @Test func gitProblemsExitTwoWithGitsReason() throws {
        let directory = try repository()
        let unknown = CLI.run(["lint", "--changed-since", "no-such-branch"], in: directory)
        #expect(unknown == CommandOutcome(status: .failure, standardError: "error: --changed-since: cannot resolve 'no-such-branch' to a commit\n"))
        let plain = try TemporaryDirectory()
        let outside = CLI.run(["lint", "--changed-since", "HEAD"], in: plain)
        #expect(outside.status == .failure)
        #expect(outside.standardError.hasPrefix("error: --changed-since: cannot find the git repository: fatal: not a git repository"))
    }
}

/// The revision is materialised from its tree, not with `git archive`, so `export-ignore`
/// paths keep their findings; an interrupted run removes its copy.
extension ChangedSinceTests {
    @Test func exportIgnoredPathsAreStillCompared() throws {
        let directory = try repository()
        try directory.write(".gitattributes", "App/** export-ignore\n")
        try git(["add", "-A"], in: directory)
        try git(["commit", "-q", "-m", "Keep App out of archives"], in: directory)
        #expect(CLI.run(["lint"], in: directory).standardOutput.split(separator: "\n").count == 2)
        let new = CLI.run(["lint", "--changed-since", "HEAD"], in: directory)
        #expect(new.status == .success)
        #expect(new.standardOutput == "")
        #expect(new.standardError == "No problems found in 2 files (2 already at HEAD).\n")
        #expect(try git(["status", "--porcelain"], in: directory) == "")
    }

    @Test func aTerminatedRunRemovesItsCopyOfTheRevision() throws {
        guard let executable = PackagePaths.executable else {
            print("skipped aTerminatedRunRemovesItsCopyOfTheRevision: the l10n executable is not built")
            return
        }
        let directory = try repository()
        let keys = (0..<40_000).map { "\"k\($0)\": { \"en\": \"Value \($0)\" }" }.joined(separator: ",\n")
        try directory.write("Big/strings.json", "{\n" + keys + "\n}\n")
        try git(["add", "-A"], in: directory)
        try git(["commit", "-q", "-m", "Big"], in: directory)
        let scratch = try TemporaryDirectory()
        let process = Process()
        process.executableURL = executable
        process.arguments = ["lint", "--changed-since", "HEAD", "-q"]
        process.currentDirectoryURL = directory.url
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": scratch.path]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var sawCopy = false
        for _ in 0..<3000 where process.isRunning {
            if let names = try? FileManager.default.contentsOfDirectory(atPath: scratch.path), names.contains(where: { $0.hasPrefix("l10n-changed-since-") }) {
                sawCopy = true
                break
            }
            usleep(2_000)
        }
        guard sawCopy, process.isRunning else {
            process.waitUntilExit()
            print("skipped aTerminatedRunRemovesItsCopyOfTheRevision: the run ended before it could be interrupted")
            return
        }
        usleep(100_000)
        process.terminate()
        process.waitUntilExit()
        if process.terminationReason == .exit, process.terminationStatus == 143 {
            #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == [])
        } else {
            #expect(process.terminationStatus != 143, "the run finished before SIGTERM arrived")
        }
    }
}
