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

/// A run with one finding of each kind: a missing translation after CJK and an astral emoji on
/// the same line (UTF-16 columns differ from bytes and code points there), a duplicate key with
/// a related location, and a broken file; in a folder with a space and a Japanese name.
enum SARIFFixture {
    static let catalogPath = "App Resources/日本語/strings.json"
    static let encodedCatalogURI = "App%20Resources/%E6%97%A5%E6%9C%AC%E8%AA%9E/strings.json"
    static let brokenPath = "Broken/strings.json"

    static let files: [(path: String, contents: String)] = [
        (catalogPath, """
            {
              "common.back": { "en": "Back 🔙", "zh-Hans": "返回" }, "greeting.wave": { "en": "Hello 👋" },
              "common.back": { "en": "Go back", "zh-Hans": "返回 👈" }
            }

            """),
        (brokenPath, """
            {
              "title": { "en": "Title 🎉", "zh-Hans": "标题" }
              "next": { "en": "Next" }
            }

            """),
    ]

    static func lintResult() -> LintResult { Linter().lint(files: files) }

    static func render(_ options: SARIFReporter.Options = .init()) -> String {
        SARIFReporter(options: options).render(lintResult())
    }
}

/// Reads rendered SARIF back with our own parser.
func parseSARIF(_ text: String) throws -> JSONValue {
    try JSONParser.parse(Array(text.utf8)).get().root
}

extension JSONValue {
    /// The element at `index` of an array.
    subscript(index: Int) -> JSONValue? {
        elements.enumerated().first { $0.offset == index }?.element
    }

    var array: [JSONValue] { Array(elements) }

    var keys: [String] { members.map { $0.key.string ?? "" } }
}

@Suite struct SARIFReporterTests {
    @Test func runMetadata() throws {
        let root = try parseSARIF(SARIFFixture.render())
        #expect(root["$schema"]?.string == "https://json.schemastore.org/sarif-2.1.0.json")
        #expect(root["version"]?.string == "2.1.0")
        #expect(root["runs"]?.array.count == 1)
        let run = try #require(root["runs"]?[0])
        #expect(run["automationDetails"]?["id"]?.string == "l10n/")
        #expect(run["columnKind"]?.string == "utf16CodeUnits")
        #expect(run["defaultEncoding"]?.string == "UTF-8")
        #expect(run["artifacts"] == nil)
        let driver = try #require(run["tool"]?["driver"])
        #expect(driver["name"]?.string == "l10n")
        #expect(driver["version"]?.string == ToolInfo.version)
        #expect(driver["semanticVersion"]?.string == ToolInfo.version)
        #expect(driver["informationUri"]?.string == ToolInfo.informationURI)
        let sourceRoot = try #require(run["originalUriBaseIds"]?["%SRCROOT%"])
        #expect(sourceRoot.keys == ["description"])
        #expect(sourceRoot["description"]?["text"]?.string?.isEmpty == false)
    }

    @Test func everyRuleThatRanIsDescribedInOrder() throws {
        let result = SARIFFixture.lintResult()
        let run = try #require(try parseSARIF(SARIFReporter(options: .init()).render(result))["runs"]?[0])
        let rules = try #require(run["tool"]?["driver"]?["rules"]).array
        #expect(rules.map { $0["id"]?.string } == result.rules.map(\.id.rawValue))
        let enabled = RuleRegistry.descriptions.filter(\.isEnabledByDefault)
        #expect(rules.map { $0["id"]?.string } == enabled.map(\.id.rawValue) + ["unused-suppression"])
        #expect(Array(rules.prefix(3)).map { $0["name"]?.string } == ["ParseError", "DuplicateKey", "MissingTranslation"])
        #expect(rules.map { $0["name"]?.string } == result.rules.map { SARIFRuleDescriptors.pascalCase($0.name) })
        for (rule, description) in zip(rules, result.rules) {
            #expect(rule["shortDescription"]?["text"]?.string == description.summary + ".")
            let full = try #require(rule["fullDescription"]?["text"]?.string)
            #expect(!full.isEmpty && full.utf16.count <= 1024 && !full.contains("\n") && !full.contains("`"))
            #expect(rule["help"]?["markdown"]?.string == description.rationale)
            #expect(rule["help"]?["text"]?.string?.contains("`") == false)
            #expect(rule["helpUri"]?.string == ToolInfo.helpURI(for: description.id))
            #expect(rule["defaultConfiguration"]?["level"]?.string == SARIFText.level(description.defaultSeverity))
            let properties = try #require(rule["properties"])
            #expect(properties.keys == ["tags", "precision", "problem.severity"])
            #expect(properties["tags"]?.array.map(\.string) == ["localization", "correctness"])
            #expect(properties["precision"]?.string == "high")
            #expect(properties["problem.severity"]?.string == SARIFRuleDescriptors.problemSeverity(description.defaultSeverity))
        }
        #expect(SARIFRuleDescriptors.problemSeverity(.note) == "recommendation")
        #expect(SARIFRuleDescriptors.problemSeverity(.warning) == "warning")
    }

    @Test func resultsPointAtTheirRules() throws {
        let run = try #require(try parseSARIF(SARIFFixture.render())["runs"]?[0])
        let rules = try #require(run["tool"]?["driver"]?["rules"]).array
        let results = try #require(run["results"]).array
        #expect(results.map { $0["ruleId"]?.string } == ["missing-translation", "duplicate-key", "parse-error"])
        for result in results {
            let index = try #require(result["ruleIndex"]?.int)
            #expect(rules[index]["id"]?.string == result["ruleId"]?.string)
            #expect(result["level"]?.string == "error")
            #expect(result["locations"]?.array.count == 1)
        }
    }

    @Test func missingTranslationHasExactUTF16Region() throws {
        let run = try #require(try parseSARIF(SARIFFixture.render())["runs"]?[0])
        let result = try #require(run["results"]?[0])
        #expect(result["message"]?["text"]?.string == "'greeting.wave' has no zh-Hans translation.")
        let location = try #require(result["locations"]?[0]?["physicalLocation"])
        #expect(location["artifactLocation"]?["uri"]?.string == SARIFFixture.encodedCatalogURI)
        #expect(location["artifactLocation"]?["uriBaseId"]?.string == "%SRCROOT%")
        let region = try #require(location["region"])
        // 55 UTF-16 units precede the key on line 2 ("🔙" counts 2, "返回" 2): UTF-8 bytes would
        // give column 62 and code points 55.
        #expect(region["startLine"]?.int == 2)
        #expect(region["startColumn"]?.int == 56)
        #expect(region["endLine"]?.int == 2)
        #expect(region["endColumn"]?.int == 71)
        #expect(region["snippet"]?["text"]?.string == "\"greeting.wave\"")
        #expect(result["relatedLocations"] == nil)
        let fingerprints = try #require(result["partialFingerprints"])
        // Expected hash: codeql-action's algorithm, computed once with validate.py's port.
        #expect(fingerprints["primaryLocationLineHash"]?.string == "b0ee7d8b064789e2:1")
        #expect(fingerprints["l10nKey/v1"]?.string == "missing-translation/zh-Hans/greeting.wave")
    }

    @Test func duplicateKeyLinksTheFirstDefinition() throws {
        let run = try #require(try parseSARIF(SARIFFixture.render())["runs"]?[0])
        let result = try #require(run["results"]?[1])
        #expect(result["message"]?["text"]?.string == "'common.back' is defined twice (first at line 2).")
        let region = try #require(result["locations"]?[0]?["physicalLocation"]?["region"])
        #expect([region["startLine"], region["startColumn"], region["endLine"], region["endColumn"]].map { $0?.int } == [3, 3, 3, 16])
        let related = try #require(result["relatedLocations"]).array
        #expect(related.count == 1)
        #expect(related[0]["id"]?.int == 1)
        #expect(related[0]["message"]?["text"]?.string == "first definition")
        let relatedLocation = try #require(related[0]["physicalLocation"])
        #expect(relatedLocation["artifactLocation"]?["uri"]?.string == SARIFFixture.encodedCatalogURI)
        let relatedRegion = try #require(relatedLocation["region"])
        #expect([relatedRegion["startLine"], relatedRegion["startColumn"], relatedRegion["endLine"], relatedRegion["endColumn"]].map { $0?.int } == [2, 3, 2, 16])
        // Expected hash: codeql-action's algorithm, computed once with validate.py's port.
        #expect(result["partialFingerprints"]?["primaryLocationLineHash"]?.string == "747ee069a8ea6ac0:1")
        #expect(result["partialFingerprints"]?["l10nKey/v1"]?.string == "duplicate-key//common.back")
    }

    @Test func parseFailureIsAResultAndANotification() throws {
        let result = SARIFFixture.lintResult()
        #expect(result.hasParseFailures)
        let run = try #require(try parseSARIF(SARIFReporter(options: .init()).render(result))["runs"]?[0])
        let parseErrors = try #require(run["results"]).array.filter { $0["ruleId"]?.string == "parse-error" }
        #expect(parseErrors.count == result.project.parseFailures.count)
        #expect(parseErrors.count == 1)
        let invocation = try #require(run["invocations"]?[0])
        #expect(invocation["executionSuccessful"]?.bool == false)
        let notifications = try #require(invocation["toolExecutionNotifications"]).array
        #expect(notifications.count == 1)
        let notification = notifications[0]
        #expect(notification["level"]?.string == "error")
        #expect(notification["message"]?["text"]?.string == "expected ',' or '}' after object member, found '\"'.")
        #expect(notification["descriptor"]?["id"]?.string == "parse-error")
        #expect(notification["descriptor"]?["index"]?.int == 0)
        #expect(notification["associatedRule"]?["index"]?.int == 0)
        let location = try #require(notification["locations"]?[0]?["physicalLocation"])
        #expect(location["artifactLocation"]?["uri"]?.string == "Broken/strings.json")
        let region = try #require(location["region"])
        #expect([region["startLine"], region["startColumn"], region["endLine"], region["endColumn"]].map { $0?.int } == [3, 3, 3, 3])
        let descriptors = try #require(run["tool"]?["driver"]?["notifications"]).array
        #expect(descriptors.map { $0["id"]?.string } == ["parse-error"])
    }

    @Test func cleanRunIsSuccessfulWithoutNotifications() throws {
        let result = Linter().lint(files: [("strings.json", #"{ "ok": { "en": "OK", "ja": "了解 👍" } }"#)])
        let run = try #require(try parseSARIF(SARIFReporter(options: .init()).render(result))["runs"]?[0])
        let invocation = try #require(run["invocations"]?[0])
        #expect(invocation.keys == ["executionSuccessful"])
        #expect(invocation["executionSuccessful"]?.bool == true)
        #expect(run["results"]?.isArray == true)
        #expect(run["results"]?.array.isEmpty == true)
        // Every default rule, plus the engine's own unused-suppression check.
        #expect(run["tool"]?["driver"]?["rules"]?.array.count == RuleRegistry.descriptions.filter(\.isEnabledByDefault).count + 1)
    }

    @Test func optionsAddInvocationDetailsAndFileURIs() throws {
        var result = SARIFFixture.lintResult()
        result.diagnostics[0].location.path = "/work/My Repo/" + SARIFFixture.catalogPath
        result.diagnostics[1].location.path = "/elsewhere/strings.json"
        let options = SARIFReporter.Options(
            commandLine: ["l10n", "lint", "--format", "sarif", "App Resources", "it's"],
            startTime: Date(timeIntervalSince1970: 1_714_564_800.25), endTime: Date(timeIntervalSince1970: 1_714_564_801),
            srcRoot: "/work/My Repo/", automationID: "l10n/ios-app/")
        let run = try #require(try parseSARIF(SARIFReporter(options: options).render(result))["runs"]?[0])
        #expect(run["automationDetails"]?["id"]?.string == "l10n/ios-app/")
        #expect(run["originalUriBaseIds"]?["%SRCROOT%"]?["uri"]?.string == "file:///work/My%20Repo/")
        let invocation = try #require(run["invocations"]?[0])
        #expect(invocation["commandLine"]?.string == #"l10n lint --format sarif 'App Resources' 'it'\''s'"#)
        #expect(invocation["startTimeUtc"]?.string == "2024-05-01T12:00:00.250Z")
        #expect(invocation["endTimeUtc"]?.string == "2024-05-01T12:00:01.000Z")
        #expect(invocation["workingDirectory"]?["uri"]?.string == "file:///work/My%20Repo/")
        let inside = try #require(run["results"]?[0]?["locations"]?[0]?["physicalLocation"]?["artifactLocation"])
        #expect(inside["uri"]?.string == SARIFFixture.encodedCatalogURI)
        #expect(inside["uriBaseId"]?.string == "%SRCROOT%")
        let outside = try #require(run["results"]?[1]?["locations"]?[0]?["physicalLocation"]?["artifactLocation"])
        #expect(outside["uri"]?.string == "file:///elsewhere/strings.json")
        #expect(outside["uriBaseId"] == nil)
    }

    @Test func sourceRootIsNormalizedAndMustBeAbsolute() {
        #expect(SARIFReporter(options: .init(srcRoot: "/work/./repo/../My Repo//")).sourceRoot == "/work/My Repo")
        #expect(SARIFReporter(options: .init(srcRoot: "relative/dir")).sourceRoot == nil)
        #expect(SARIFReporter(options: .init()).sourceRoot == nil)
    }

    @Test func utf16FilesAreListedAsArtifacts() throws {
        let path = "Resources/ja.lproj/Localizable.strings"
        let text = SourceText("\"greeting\" = \"こんにちは 👋\";\n")
        let file = SourceFile(id: FileID(0), path: path, text: text, encoding: .utf16LittleEndian)
        let location = SourceLocation(path: path, start: SourcePosition(line: 1, column: 14), end: SourcePosition(line: 1, column: 24))
        let diagnostic = Diagnostic(ruleID: "missing-translation", severity: .warning, message: "'greeting' is odd", location: location, key: "greeting", locale: "ja")
        let result = LintResult(diagnostics: [diagnostic], project: Project(files: [file]), rules: RuleRegistry.descriptions)
        let run = try #require(try parseSARIF(SARIFReporter(options: .init()).render(result))["runs"]?[0])
        let artifacts = try #require(run["artifacts"]).array
        #expect(artifacts.count == 1)
        #expect(artifacts[0]["encoding"]?.string == "UTF-16")
        #expect(artifacts[0]["location"]?.keys == ["uri", "uriBaseId"])
        #expect(artifacts[0]["location"]?["uri"]?.string == path)
        let physical = try #require(run["results"]?[0]?["locations"]?[0]?["physicalLocation"])
        #expect(physical["artifactLocation"]?["index"]?.int == 0)
        #expect(physical["region"]?["snippet"]?["text"]?.string == "\"こんにちは 👋\"")
        #expect(run["results"]?[0]?["level"]?.string == "warning")
        #expect(run["results"]?[0]?["partialFingerprints"]?["l10nKey/v1"]?.string == "missing-translation/ja/greeting")
    }

    @Test func outputIsDeterministicUTF8WithoutBOM() throws {
        let first = SARIFFixture.render()
        #expect(first == SARIFFixture.render())
        let bytes = Array(first.utf8)
        #expect(Array(bytes.prefix(3)) != [0xEF, 0xBB, 0xBF])
        #expect(bytes.first == UInt8(ascii: "{"))
        #expect(bytes.last == UInt8(ascii: "\n"))
        #expect(!first.contains("Utc"))
        #expect(!first.contains("file://"))
    }
}
