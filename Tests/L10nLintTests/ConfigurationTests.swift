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

/// `.l10nlint.json` through the CLI: positioned errors, discovery, and every setting's effect.
@Suite struct ConfigurationTests {
    static let catalog = """
        {
          "common.back": { "en": "Back", "zh-Hans": "返回", "ja": "戻る" },
          "common.done": { "en": "Done 🎉", "ja": "完了" },
          "debug.menu": { "en": "Debug" }
        }
        """

    /// One file with every kind of mistake: each is reported at its place, with a suggestion
    /// where one is close, in one run, and nothing is linted (exit 2, no standard output).
    @Test func everyErrorKindIsPositioned() throws {
        let directory = try TemporaryDirectory()
        try directory.write("strings.json", Self.catalog)
        try directory.write(".l10nlint.json", Self.brokenConfiguration)
        let outcome = CLI.run(["lint"], in: directory)
        #expect(outcome.status == .failure)
        #expect(outcome.standardOutput == "")
        #expect(outcome.standardError == Self.brokenConfigurationErrors)
        let check = CLI.run(["config", "check"], in: directory)
        #expect(check.status == .failure)
        #expect(check.standardError == Self.brokenConfigurationErrors)
    }

    @Test func syntaxErrorsAndUnreadableFilesAreOneLine() throws {
        let directory = try TemporaryDirectory()
        try directory.write("strings.json", Self.catalog)
        try directory.write(".l10nlint.json", "{\n  // a missing value\n  \"rules\": { \"duplicate-key\": , }\n}\n")
        let outcome = CLI.run(["lint"], in: directory)
        #expect(outcome.status == .failure)
        #expect(outcome.standardError == ".l10nlint.json:3:31: error: expected a value, found ','\n")
        let missing = CLI.run(["lint", "--config", "ci/l10n.json"], in: directory)
        #expect(missing.status == .failure)
        #expect(missing.standardError == "ci/l10n.json:1:1: error: cannot read file: no such file or directory\n")
    }

    /// Found upward from the working directory; globs and paths are relative to the file.
    @Test func configurationIsFoundInParentsAndAnchorsGlobs() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/strings.json", Self.catalog)
        try directory.write("App/Vendor/strings.json", "{ broken")
        try directory.write(".l10nlint.json", """
            {
              "exclude": ["App/Vendor"],
              "requiredLocales": ["zh-Hans"],
              "rules": { "missing-translation": "warning" }
            }
            """)
        let outcome = CLI.run(["lint"], in: directory, subdirectory: "App")
        #expect(outcome.status == .success)
        #expect(outcome.standardOutput == """
            strings.json:3:3: warning: 'common.done' has no zh-Hans translation [missing-translation]
            strings.json:4:3: warning: 'debug.menu' has no zh-Hans translation [missing-translation]

            """)
        #expect(outcome.standardError == "Found 0 errors, 2 warnings and 0 notes in 1 file.\n")
    }

    @Test func includeLimitsWhatIsLoaded() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/strings.json", Self.catalog)
        try directory.write("Legacy/strings.json", "{ broken")
        try directory.write(".l10nlint.json", #"{ "include": ["App/**/*.json"], "requiredLocales": ["ja"] }"#)
        let outcome = CLI.run(["lint"], in: directory)
        #expect(outcome.status == .findings)
        #expect(outcome.standardOutput == "App/strings.json:4:3: error: 'debug.menu' has no ja translation [missing-translation]\n")
    }

    /// zh-Hans blocks, every other locale is only a warning, ja is not required at all.
    @Test func requiredLocalesHaveTheirOwnSeverities() throws {
        let directory = try TemporaryDirectory()
        try directory.write("strings.json", Self.catalog)
        try directory.write("other/Localizable.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Back" : { "localizations" : {
                  "de" : { "stringUnit" : { "state" : "translated", "value" : "Zurück" } },
                  "ja" : { "stringUnit" : { "state" : "translated", "value" : "戻る" } },
                  "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "返回" } }
                } }
              },
              "version" : "1.0"
            }
            """)
        try directory.write(".l10nlint.json", #"{ "requiredLocales": { "zh-Hans": "error", "ja": "off", "*": "warning" }, "rules": { "catalog-sync": "off" } }"#)
        let outcome = CLI.run(["lint"], in: directory)
        #expect(outcome.status == .findings)
        #expect(outcome.standardOutput == """
            strings.json:2:3: warning: 'common.back' has no de translation [missing-translation]
            strings.json:3:3: warning: 'common.done' has no de translation [missing-translation]
            strings.json:3:3: error: 'common.done' has no zh-Hans translation [missing-translation]
            strings.json:4:3: warning: 'debug.menu' has no de translation [missing-translation]
            strings.json:4:3: error: 'debug.menu' has no zh-Hans translation [missing-translation]

            """)
        let flag = CLI.run(["lint", "--locale", "ja", "strings.json"], in: directory)
        #expect(flag.standardOutput == "strings.json:4:3: error: 'debug.menu' has no ja translation [missing-translation]\n")
    }

    @Test func rulesCanBeTurnedOffOrDowngraded() throws {
        let directory = try TemporaryDirectory()
        try directory.write("strings.json", #"{ "a": { "en": "A" }, "a": { "en": "A", "ja": "エー" } }"#)
        try directory.write(".l10nlint.json", #"{ "rules": { "missing-translation": "off", "duplicate-key": { "severity": "note" } } }"#)
        let outcome = CLI.run(["lint"], in: directory)
        #expect(outcome.status == .success)
        #expect(outcome.standardOutput == "strings.json:1:23: note: 'a' is defined twice (first at line 1) [duplicate-key]\n")
        let rules = CLI.run(["rules"], in: directory)
        #expect(rules.standardOutput == Self.rulesTable(severities: ["duplicate-key": "note"], disabled: ["missing-translation"]))
    }

    /// What `l10n rules` prints for the built-in and engine rules (more may be registered
    /// later, so the table is computed, but from the same inputs the command uses).
    static func rulesTable(severities: [String: String] = [:], disabled: Set<String> = [], custom: [(String, String, String)] = []) -> String {
        var rows = RuleRegistry.descriptions.map { description in
            let id = description.id.rawValue
            let enabled = !disabled.contains(id) && description.isEnabledByDefault
            return (id, severities[id] ?? description.defaultSeverity.rawValue, enabled ? "yes" : "no", description.summary)
        }
        rows += custom.map { ($0.0, $0.1, "yes", $0.2) }
        rows += EngineRules.descriptions.map { description in
            let id = description.id.rawValue
            return (id, severities[id] ?? description.defaultSeverity.rawValue, disabled.contains(id) ? "no" : "yes", description.summary)
        }
        let width = max(4, rows.map(\.0.count).max() ?? 0)
        func pad(_ text: String, _ count: Int) -> String { text + String(repeating: " ", count: max(0, count - text.count)) }
        let lines = [("RULE", "SEVERITY", "ENABLED", "SUMMARY")] + rows
        return lines.map { "\(pad($0.0, width))  \(pad($0.1, 8))  \(pad($0.2, 7))  \($0.3)\n" }.joined()
    }

    /// The printed default is valid, changes nothing, and names every rule.
    @Test func printedDefaultIsValidAndNeutral() throws {
        let directory = try TemporaryDirectory()
        try directory.write("strings.json", Self.catalog)
        let before = CLI.run(["lint"], in: directory)
        let printed = CLI.run(["config", "print-default"], in: directory)
        #expect(printed.status == .success)
        for id in RulesCommand.documentedRules.map(\.id) { #expect(printed.standardOutput.contains("\"\(id)\": ")) }
        try directory.write(".l10nlint.json", printed.standardOutput)
        let check = CLI.run(["config", "check"], in: directory)
        #expect(check.status == .success)
        #expect(check.standardOutput == ".l10nlint.json: valid (\(RulesCommand.documentedRules.count) rule settings, 0 custom rules, 0 ignore entries)\n")
        #expect(CLI.run(["lint"], in: directory) == before)
    }

    /// JSONC as VS Code writes it: comments, trailing commas in objects and arrays, a `$schema`
    /// reference. It configures exactly what the strict equivalent does.
    @Test func editorStyleJSONCIsAccepted() throws {
        let directory = try TemporaryDirectory()
        try directory.write("strings.json", Self.catalog)
        try directory.write(".l10nlint.json", """
            {
              "$schema": "./.l10nlint.schema.json",
              "requiredLocales": ["zh-Hans", "ja",],
              "rules": {
                "missing-translation": "warning", // not blocking yet
              },
            }

            """)
        let check = CLI.run(["config", "check"], in: directory)
        #expect(check.standardError == "")
        #expect(check.standardOutput == ".l10nlint.json: valid (1 rule setting, 0 custom rules, 0 ignore entries)\n")
        let jsonc = CLI.run(["lint", "--quiet"], in: directory)
        try directory.write(".l10nlint.json", """
            { "requiredLocales": ["zh-Hans", "ja"], "rules": { "missing-translation": "warning" } }
            """)
        #expect(jsonc == CLI.run(["lint", "--quiet"], in: directory))
        #expect(jsonc.standardOutput.hasPrefix("strings.json:3:3: warning: 'common.done' has no zh-Hans translation [missing-translation]\n"))
        try directory.write(".l10nlint.json", "{ \"$schema\": 1 }")
        #expect(CLI.run(["config", "check"], in: directory).standardError == ".l10nlint.json:1:14: error: '$schema' must be a string, found a number\n")
    }

    @Test func checkWithoutAConfigurationExplainsHowToMakeOne() throws {
        let directory = try TemporaryDirectory()
        let outcome = CLI.run(["config", "check"], in: directory)
        #expect(outcome.status == .failure)
        #expect(outcome.standardError == "error: no .l10nlint.json in \(directory.path) or its parents; create one with 'l10n config print-default > .l10nlint.json'\n")
        #expect(CLI.run(["config", "chek"], in: directory).standardError.hasPrefix("error: unknown subcommand 'chek' (did you mean 'check'?)"))
        #expect(CLI.run(["config"], in: directory).standardOutput.contains("SUBCOMMANDS:\n  print-default"))
    }

    @Test func catalogPairsReachTheSettingsAsAbsolutePaths() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Design/strings.json", "{}")
        try directory.write("App/Localizable.xcstrings", #"{ "sourceLanguage" : "en", "strings" : {}, "version" : "1.0" }"#)
        try directory.write(".l10nlint.json", #"{ "catalogPairs": [ { "source": "Design/strings.json", "generated": "App/Localizable.xcstrings" } ] }"#)
        let configuration = try ConfigurationLoader.load(path: ".l10nlint.json", workingDirectory: directory.path)
        let settings = configuration.linter(workingDirectory: directory.path + "/App").settings
        #expect(settings.catalogPairs == [CatalogPair(source: directory.path + "/Design/strings.json", generated: directory.path + "/App/Localizable.xcstrings")])
    }

    /// The glossary reaches the rules' settings; a wrong one is named with its position (issue 30).
    @Test func glossaryReachesTheSettingsAndBadOnesAreNamed() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".l10nlint.json", #"{ "glossary": { "terms": { "lesson": { "de": "Lektion", "zh-Hans": "课程" } }, "doNotTranslate": ["Lingo Pro"] } }"#)
        let configuration = try ConfigurationLoader.load(path: ".l10nlint.json", workingDirectory: directory.path)
        let settings = configuration.linter(workingDirectory: directory.path).settings
        #expect(settings.glossary == Glossary(terms: ["lesson": ["de": "Lektion", "zh-Hans": "课程"]], doNotTranslate: ["Lingo Pro"]))
        #expect(settings.glossary.translations(of: "lesson", in: "de-AT") == ["Lektion"])
        // A list: any of its forms renders the term (noun and verb).
        try directory.write(".l10nlint.json", #"{ "glossary": { "terms": { "post": { "es": ["publicación", "publicar"], "it": "post" } } } }"#)
        let alternatives = try ConfigurationLoader.load(path: ".l10nlint.json", workingDirectory: directory.path).linter(workingDirectory: directory.path).settings.glossary
        #expect(alternatives == Glossary(alternatives: ["post": ["es": ["publicación", "publicar"], "it": ["post"]]]))
        try directory.write(".l10nlint.json", #"{ "glossary": { "terms": { "post": { "es": ["publicación", 2] } } } }"#)
        #expect(CLI.run(["config", "check"], in: directory).standardError.contains("the es translation of 'post' in 'glossary.terms'"))
        try directory.write(".l10nlint.json", #"{ "glossary": { "terms": { "lesson": { "de": 1, "x_y z": "a" } }, "doNotTranslate": [""], "dnt": [] } }"#)
        let outcome = CLI.run(["config", "check"], in: directory)
        #expect(outcome.status == .failure)
        #expect(outcome.standardError.contains(".l10nlint.json:1:"))
        #expect(outcome.standardError.contains("unknown key 'dnt' in 'glossary'"))
        #expect(outcome.standardError.contains("the de translation of 'lesson' in 'glossary.terms' must be a string, found a number"))
        #expect(outcome.standardError.contains("'glossary.doNotTranslate' has an empty term"))
    }

    /// Configured pairs replace the content pairing: `catalog-sync` compares exactly them.
    @Test func configuredCatalogPairsDriveCatalogSync() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Design/strings.json", #"{ "a": { "en": "A", "zh-Hans": "甲" }, "b": { "en": "B", "zh-Hans": "乙" } }"#)
        try directory.write("Other/strings.json", #"{ "a": { "en": "A", "zh-Hans": "甲" } }"#)
        try directory.write("App/Localizable.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "a" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "A" } },
                  "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "甲" } } } }
              },
              "version" : "1.0"
            }
            """)
        let missingB = "Design/strings.json:1:39: error: 'b' is missing from App/Localizable.xcstrings, which is generated from this file [catalog-sync]\n"
        let byContent = CLI.run(["lint"], in: directory)
        #expect(byContent.standardOutput == missingB, "equal overlap, equal distance: the first source in path order")
        try directory.write(".l10nlint.json", #"{ "catalogPairs": [ { "source": "Other/strings.json", "generated": "App/Localizable.xcstrings" } ] }"#)
        let paired = CLI.run(["lint"], in: directory)
        #expect(paired.status == .success, "\(paired.standardOutput)")
    }

    static let brokenConfiguration = """
        {
          // Every kind of mistake, each at its own place.
          "rulse": {},
          "include": "Sources",
          "exclude": [""],
          "sourceLanguage": "english",
          "requiredLocales": { "zh-Hans": "blocker", "Chinese": "error" },
          "rules": {
            "missing-translations": "error",
            "duplicate-key": "warn",
            "parse-error": { "options": { "strict": true } },
            "missing-translation": { "severity": "error", "level": "high" },
            "duplicate-key": "off",
            "unused-ignore": 2
          },
          "ignore": [
            { "rule": "missing-translation", "keys": ["debug.*"] },
            { "rule": "missing-translaton", "paths": ["Legacy/**"], "reason": "old tables" },
            { "rule": "duplicate-key", "reason": "merged by hand" },
            { "rule": "duplicate-key", "key": ["x"], "reason": "x" }
          ],
          "catalogPairs": [ { "source": "Design/strings.json" } ],
          "customRules": [
            { "id": "zh-punct", "message": "use full-width punctuation", "forbid": "[,?" },
            { "id": "missing-translation", "message": "x", "forbid": "x" },
            { "id": "Bad_ID", "message": "x", "forbid": "x" },
            { "id": "brand", "mesage": "spell it Lingo", "require": "Lingo" },
            { "id": "both", "message": "x", "forbid": "a", "require": "b" },
            { "id": "nothing", "message": "x" },
            { "id": "sev", "message": "x", "forbid": "a", "severity": "fatal" },
            { "id": "loc", "message": "x", "forbid": "a", "locales": ["Chinese"] }
          ]
        }
        """

    static let brokenConfigurationErrors = """
        .l10nlint.json:3:3: error: unknown key 'rulse' in the configuration (did you mean 'rules'?); expected one of: include, exclude, sourceLanguage, requiredLocales, rules, ignore, catalogPairs, glossary, customRules
        .l10nlint.json:4:14: error: 'include' must be an array of strings, found a string
        .l10nlint.json:5:15: error: 'exclude' must not contain an empty pattern
        .l10nlint.json:6:21: error: 'english' is not a BCP 47 locale identifier (for example en, zh-Hans, pt-BR)
        .l10nlint.json:7:35: error: invalid severity 'blocker' for locale 'zh-Hans'; expected off, note, warning or error
        .l10nlint.json:7:46: error: 'Chinese' is not a BCP 47 locale identifier (for example en, zh-Hans, pt-BR)
        .l10nlint.json:9:5: error: unknown rule 'missing-translations' (did you mean 'missing-translation'?); run 'l10n rules' for the list
        .l10nlint.json:10:22: error: invalid severity 'warn' for 'duplicate-key' (did you mean 'warning'?); expected off, note, warning or error
        .l10nlint.json:11:35: error: unknown option 'strict' for rule 'parse-error'; it has no options
        .l10nlint.json:12:51: error: unknown key 'level' in rule 'missing-translation'; expected one of: severity, options
        .l10nlint.json:13:5: error: duplicate rule 'duplicate-key' in 'rules'
        .l10nlint.json:14:22: error: 'unused-ignore' must be a severity (off, note, warning, error) or an object with 'severity' and 'options', found a number
        .l10nlint.json:17:5: error: missing 'reason' in an ignore entry (say why the finding is acceptable)
        .l10nlint.json:18:15: error: unknown rule 'missing-translaton' (did you mean 'missing-translation'?); run 'l10n rules' for the list
        .l10nlint.json:19:5: error: an ignore entry needs 'keys' or 'paths'; to turn 'duplicate-key' off everywhere, set it to "off" in 'rules'
        .l10nlint.json:20:32: error: unknown key 'key' in an ignore entry (did you mean 'keys'?); expected one of: rule, keys, paths, reason
        .l10nlint.json:22:21: error: missing 'generated' in a catalog pair
        .l10nlint.json:22:33: error: 'Design/strings.json' in catalogPairs matches no file (paths are relative to the configuration's directory)
        .l10nlint.json:24:76: error: invalid regular expression in 'forbid' of custom rule 'zh-punct': expected ']'
        .l10nlint.json:25:13: error: custom rule id 'missing-translation' is already the id of another rule
        .l10nlint.json:26:13: error: custom rule id 'Bad_ID' must be kebab-case (lowercase words joined by '-')
        .l10nlint.json:27:22: error: unknown key 'mesage' in custom rule 'brand' (did you mean 'message'?); expected one of: id, name, message, severity, locales, keys, forbid, require, rationale
        .l10nlint.json:28:63: error: custom rule 'both' has both 'forbid' and 'require'; give one
        .l10nlint.json:29:5: error: custom rule 'nothing' needs a regular expression in 'forbid' or 'require'
        .l10nlint.json:30:63: error: invalid severity 'fatal' for custom rule 'sev'; expected note, warning or error
        .l10nlint.json:31:63: error: 'Chinese' is not a BCP 47 locale identifier (for example en, zh-Hans, pt-BR)

        """
}
