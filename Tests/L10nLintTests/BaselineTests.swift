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

/// `--write-baseline` / `--baseline` through the CLI: fingerprints without line numbers, with
/// occurrence counts.
@Suite struct BaselineTests {
    static let strings = """
        {
          "common.back": { "en": "Back", "zh-Hans": "返回" },
          "common.done": { "en": "Done 🎉" },
          "common.back": { "en": "Go back", "zh-Hans": "返回" }
        }
        """

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Record" : { },
            "Stop" : { "localizations" : { "zh-Hans" : { "stringUnit" : { "state" : "new", "value" : "停止" } } } }
          },
          "version" : "1.0"
        }
        """

    /// What `--write-baseline` writes: each finding by its message's case, not its wording.
    static let baselineFile = """
        {
          "entries": [
            {
              "case": "noTranslation",
              "count": 1,
              "file": "App/Localizable.xcstrings",
              "key": "Record",
              "locale": "zh-Hans",
              "rule": "missing-translation"
            },
            {
              "case": "markedNew",
              "count": 1,
              "file": "App/Localizable.xcstrings",
              "key": "Stop",
              "locale": "zh-Hans",
              "rule": "missing-translation"
            },
            {
              "case": "definedTwice",
              "count": 1,
              "file": "App/strings.json",
              "key": "common.back",
              "rule": "duplicate-key"
            },
            {
              "case": "noTranslation",
              "count": 1,
              "file": "App/strings.json",
              "key": "common.done",
              "locale": "zh-Hans",
              "rule": "missing-translation"
            }
          ],
          "tool": "l10n",
          "version": 2
        }

        """

    /// The same baseline as an earlier l10n wrote it: still read, matched by normalized wording.
    static let version1File = """
        {
          "entries": [
            {
              "count": 1,
              "file": "App/Localizable.xcstrings",
              "key": "Record",
              "locale": "zh-Hans",
              "message": "'Record' has no zh-Hans translation",
              "rule": "missing-translation"
            },
            {
              "count": 1,
              "file": "App/Localizable.xcstrings",
              "key": "Stop",
              "locale": "zh-Hans",
              "message": "'Stop' in zh-Hans is marked new (not translated yet)",
              "rule": "missing-translation"
            },
            {
              "count": 1,
              "file": "App/strings.json",
              "key": "common.back",
              "message": "'common.back' is defined twice (first at line #)",
              "rule": "duplicate-key"
            },
            {
              "count": 1,
              "file": "App/strings.json",
              "key": "common.done",
              "locale": "zh-Hans",
              "message": "'common.done' has no zh-Hans translation",
              "rule": "missing-translation"
            }
          ],
          "tool": "l10n",
          "version": 1
        }

        """

    private func project() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("App/strings.json", Self.strings)
        try directory.write("App/Localizable.xcstrings", Self.catalog)
        // The two catalogs are unrelated (the String Catalog is not generated from strings.json).
        try directory.write(".l10nlint.json", #"{ "rules": { "catalog-sync": "off" } }"#)
        return directory
    }

    @Test func writtenBaselineIsStableAndMakesTheRunPass() throws {
        let directory = try project()
        let written = CLI.run(["lint", "--write-baseline", "l10n-baseline.json"], in: directory)
        #expect(written.status == .success)
        #expect(written.standardOutput == "")
        #expect(written.standardError == "Wrote 4 findings to the baseline l10n-baseline.json.\nNo problems found in 2 files (4 baselined).\n")
        #expect(directory.read("l10n-baseline.json") == Self.baselineFile)

        let applied = CLI.run(["lint", "--baseline", "l10n-baseline.json"], in: directory)
        #expect(applied == CommandOutcome(status: .success, standardError: "No problems found in 2 files (4 baselined).\n"))
        // Relative to the baseline's own directory, so it works from a subdirectory too.
        let nested = CLI.run(["lint", "--baseline", "../l10n-baseline.json", "."], in: directory, subdirectory: "App")
        #expect(nested.status == .success)
        #expect(nested.standardOutput == "")
    }

    /// Lines inserted above every entry and a reordered, reformatted `.xcstrings` (what Xcode
    /// does on save) change every line number but no fingerprint.
    @Test(arguments: [baselineFile, version1File])
    func baselineSurvivesInsertedLinesAndReorderedCatalogs(_ baseline: String) throws {
        let directory = try project()
        try directory.write("l10n-baseline.json", baseline)
        try directory.write("App/strings.json", """
            {
              "$comment": "moved down by a line",

              "common.back": { "en": "Back", "zh-Hans": "返回" },

              "common.done": { "en": "Done 🎉" },

              "common.back": { "en": "Go back", "zh-Hans": "返回" }
            }
            """)
        try directory.write("App/Localizable.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Stop" : {
                  "localizations" : {
                    "zh-Hans" : {
                      "stringUnit" : {
                        "state" : "new",
                        "value" : "停止"
                      }
                    }
                  }
                },
                "Record" : {

                }
              },
              "version" : "1.0"
            }
            """)
        let outcome = CLI.run(["lint", "--baseline", "l10n-baseline.json"], in: directory)
        #expect(outcome == CommandOutcome(status: .success, standardError: "No problems found in 2 files (4 baselined).\n"))
    }

    /// A third definition of the same key has the same fingerprint as the baselined second
    /// one, but the baseline counts one: the new duplicate is reported. So is a new key.
    @Test(arguments: [baselineFile, version1File])
    func newDuplicatesAndNewFindingsAreReported(_ baseline: String) throws {
        let directory = try project()
        try directory.write("l10n-baseline.json", baseline)
        try directory.write("App/strings.json", """
            {
              "common.back": { "en": "Back", "zh-Hans": "返回" },
              "common.done": { "en": "Done 🎉" },
              "common.back": { "en": "Go back", "zh-Hans": "返回" },
              "common.back": { "en": "Return", "zh-Hans": "返回" },
              "common.save": { "en": "Save" }
            }
            """)
        let outcome = CLI.run(["lint", "--baseline", "l10n-baseline.json"], in: directory)
        #expect(outcome.status == .findings)
        #expect(outcome.standardOutput == """
            App/strings.json:5:3: error: 'common.back' is defined twice (first at line 2) [duplicate-key]
            App/strings.json:6:3: error: 'common.save' has no zh-Hans translation [missing-translation]

            """)
        #expect(outcome.standardError == "Found 2 errors, 0 warnings and 0 notes in 2 files (4 baselined).\n")
    }

    @Test func entriesThatNoLongerMatchAreListed() throws {
        let directory = try project()
        try directory.write("l10n-baseline.json", Self.baselineFile)
        try directory.write("App/strings.json", #"{ "common.done": { "en": "Done 🎉", "zh-Hans": "完成" } }"#)
        let outcome = CLI.run(["lint", "--baseline", "l10n-baseline.json"], in: directory)
        #expect(outcome.status == .success)
        #expect(outcome.standardError == """
            l10n-baseline.json: note: 2 baseline entries match no finding any more (fixed or changed); refresh the file with --write-baseline
              App/strings.json: 'common.back': definedTwice [duplicate-key]
              App/strings.json: 'common.done' in zh-Hans: noTranslation [missing-translation]
            No problems found in 2 files (2 baselined).

            """)
        // A version 1 file lists its entries by their wording.
        try directory.write("l10n-baseline.json", Self.version1File)
        #expect(CLI.run(["lint", "--baseline", "l10n-baseline.json"], in: directory).standardError == """
            l10n-baseline.json: note: 2 baseline entries match no finding any more (fixed or changed); refresh the file with --write-baseline
              App/strings.json: 'common.back' is defined twice (first at line #) [duplicate-key]
              App/strings.json: 'common.done' has no zh-Hans translation [missing-translation]
            No problems found in 2 files (2 baselined).

            """)
        #expect(CLI.run(["lint", "--baseline", "l10n-baseline.json", "--quiet"], in: directory).standardError == "")
    }

    /// Baselined results stay in SARIF, suppressed (`external`); then every result carries
    /// `suppressions`, and the shared validator accepts the log.
    @Test func baselinedResultsAreSuppressedInSARIF() throws {
        let directory = try project()
        try directory.write("l10n-baseline.json", Self.baselineFile)
        try directory.write("App/strings.json", Self.strings.replacingOccurrences(of: "\"common.done\": { \"en\": \"Done 🎉\" }", with: "\"common.done\": { \"en\": \"Done 🎉\" },\n  \"common.save\": { \"en\": \"Save\" }"))
        let outcome = CLI.run(["lint", "--baseline", "l10n-baseline.json", "--format", "sarif", "--output", "l10n.sarif"], in: directory)
        #expect(outcome.status == .findings)
        let sarif = try #require(directory.read("l10n.sarif"))
        #expect(sarif.components(separatedBy: "\"suppressions\": [").count - 1 == 5)
        #expect(sarif.components(separatedBy: "\"suppressions\": []").count - 1 == 1)
        #expect(sarif.components(separatedBy: "\"kind\": \"external\"").count - 1 == 4)
        try SARIFCheck.validateIfPossible(directory.path + "/l10n.sarif", sourceRoot: directory.path)
    }

    @Test func malformedBaselinesArePositionedErrors() throws {
        let directory = try project()
        try directory.write("old.json", #"{ "version": 1, "entries": [ { "rule": "x", "file": "a", "message": "m", "count": 0 }, { "rules": "x" } ] }"#)
        let outcome = CLI.run(["lint", "--baseline", "old.json"], in: directory)
        #expect(outcome.status == .failure)
        #expect(outcome.standardError == """
            old.json:1:83: error: 'count' must be a positive integer
            old.json:1:88: error: a baseline entry needs 'rule', 'file' and 'message'
            old.json:1:90: error: unknown key 'rules' in a baseline entry (did you mean 'rule'?); expected one of: rule, file, key, locale, message, count

            """)
        // Version 2 names the case (a version 1 'message' is unknown there), and a later version is refused.
        try directory.write("new.json", #"{ "version": 3, "entries": [ { "rule": "x", "file": "a", "message": "m", "variant": [1] } ] }"#)
        #expect(CLI.run(["lint", "--baseline", "new.json"], in: directory).standardError == """
            new.json:1:14: error: unsupported baseline version; this l10n reads versions 1 to 2 and writes version 2 (regenerate it with --write-baseline)

            """)
        try directory.write("new.json", #"{ "version": 2, "entries": [ { "rule": "x", "file": "a", "message": "m", "variant": [1] } ] }"#)
        #expect(CLI.run(["lint", "--baseline", "new.json"], in: directory).standardError == """
            new.json:1:30: error: a baseline entry needs 'rule', 'file' and 'case'
            new.json:1:58: error: unknown key 'message' in a baseline entry; expected one of: rule, file, key, locale, variant, case, count

            """)
        // A baseline that is a directory cannot be read: still an error.
        try directory.write("folder.json/x", "")
        #expect(CLI.run(["lint", "--baseline", "folder.json"], in: directory).status == .failure)
    }

    /// A hook or CI job set up before the first `--write-baseline` runs on: every finding
    /// counts (stricter, never laxer), and a note says how to record the baseline (issue 32).
    @Test func aBaselineThatDoesNotExistYetBaselinesNothingAndSaysSo() throws {
        let directory = try project()
        let without = CLI.run(["lint"], in: directory)
        let outcome = CLI.run(["lint", "--baseline", "none.json"], in: directory)
        #expect(outcome.status == without.status)
        #expect(outcome.standardOutput == without.standardOutput)
        #expect(outcome.standardError == "note: the baseline none.json does not exist yet, so no finding is baselined; `l10n lint --write-baseline none.json` records today's findings\n" + without.standardError)
        #expect(directory.read("none.json") == nil, "lint never writes the baseline it was only told to read")
    }
}

extension BaselineTests {
    /// A version 2 entry's `variant` is an array of selectors.
    @Test func variantsMustBeSelectorStrings() throws {
        let directory = try project()
        try directory.write("v.json", #"{ "version": 2, "entries": [ { "rule": "x", "file": "a", "case": "m", "variant": ["one", 1] } ] }"#)
        #expect(CLI.run(["lint", "--baseline", "v.json"], in: directory).standardError == """
            v.json:1:90: error: 'variant' must contain only strings, found a number

            """)
    }
}
