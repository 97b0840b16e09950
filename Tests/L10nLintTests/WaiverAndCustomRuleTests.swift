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

@Suite struct GlobTests {
    @Test(arguments: [
        ("Vendor", "Vendor/x/strings.json", true),
        ("Vendor/**", "Vendor/strings.json", true),
        ("**/*.xcstrings", "Localizable.xcstrings", true),
        ("**/*.xcstrings", "App/Res/Localizable.xcstrings", true),
        ("*.xcstrings", "App/Localizable.xcstrings", false),
        ("App/**/Legacy/*.strings", "App/Legacy/en.strings", true),
        ("App/**/Legacy/*.strings", "App/a/b/Legacy/en.strings", true),
        ("App/?.json", "App/a.json", true),
        ("App/?.json", "App/ab.json", false),
        ("./App/*", "App/x", true),
        ("日本語/*.strings", "日本語/ja.strings", true),
        ("App/*.json", "Apps/a.json", false),
    ])
    func paths(pattern: String, path: String, matches: Bool) {
        #expect(Glob(pattern, kind: .path).matches(path) == matches)
    }

    @Test(arguments: [
        ("debug.*", "debug.menu.title", true),
        ("debug.*", "debugger", false),
        ("*.title", "settings.title", true),
        ("onboarding.step?", "onboarding.step3", true),
        ("onboarding.step?", "onboarding.step10", false),
        ("%lld *", "%lld lessons", true),
        ("a*b*c", "aXbYbZc", true),
        ("a*b*c", "aXbYbZ", false),
    ])
    func keys(pattern: String, key: String, matches: Bool) {
        #expect(Glob(pattern, kind: .key).matches(key) == matches)
    }
}

/// `ignore` waivers and `customRules`, through the CLI.
@Suite struct WaiverAndCustomRuleTests {
    static let catalog = """
        {
          "debug.menu": { "en": "Debug" },
          "settings.title": { "en": "Settings", "zh-Hans": "设置,好吗?" },
          "paywall.cta": { "en": "Try lingo Pro 🎉", "zh-Hans": "试用 Lingo Pro" }
        }
        """

    @Test func waiversSuppressWithAReasonAndStaleOnesAreReported() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/strings.json", Self.catalog)
        try directory.write(".l10nlint.json", """
            {
              "ignore": [
                { "rule": "missing-translation", "keys": ["debug.*"], "reason": "debug menus stay in English" },
                { "rule": "missing-translation", "paths": ["Legacy/**"], "reason": "the legacy tables are frozen" }
              ]
            }
            """)
        let outcome = CLI.run(["lint"], in: directory)
        #expect(outcome.status == .success)
        #expect(outcome.standardOutput == """
            .l10nlint.json:4:5: warning: ignore entry for 'missing-translation' matches no finding; remove it or fix its patterns [unused-ignore]

            """)
        #expect(outcome.standardError == "Found 0 errors, 1 warning and 0 notes in 1 file (1 ignored).\n")

        let sarif = CLI.run(["lint", "--format", "sarif"], in: directory).standardOutput
        #expect(sarif.contains("\"justification\": \"debug menus stay in English\""))
        #expect(sarif.contains("\"kind\": \"external\""))
        #expect(sarif.contains("\"id\": \"unused-ignore\""))
    }

    @Test func unusedIgnoreCanBeTurnedOff() throws {
        let directory = try TemporaryDirectory()
        try directory.write("strings.json", Self.catalog)
        try directory.write(".l10nlint.json", """
            {
              "rules": { "unused-ignore": "off", "missing-translation": "off" },
              "ignore": [ { "rule": "duplicate-key", "keys": ["*"], "reason": "merged" } ]
            }
            """)
        let outcome = CLI.run(["lint"], in: directory)
        #expect(outcome.status == .success)
        #expect(outcome.standardOutput == "")
    }

    static let customRules = """
        {
          "rules": { "missing-translation": "off" },
          "customRules": [
            { "id": "zh-ascii-punctuation", "message": "use full-width punctuation (，？) in Chinese text",
              "locales": ["zh-Hans"], "forbid": "[,?]", "severity": "error" },
            { "id": "product-name", "name": "Product Name Spelling", "message": "spell the product 'Lingo Pro'",
              "keys": ["paywall.*"], "require": "Lingo Pro" }
          ]
        }
        """

    /// Findings point at the offending character; `require` points at the value.
    @Test func customRulesReportLikeBuiltInRules() throws {
        let directory = try TemporaryDirectory()
        try directory.write("strings.json", Self.catalog)
        try directory.write(".l10nlint.json", Self.customRules)
        let outcome = CLI.run(["lint"], in: directory)
        #expect(outcome.status == .findings)
        #expect(outcome.standardOutput == """
            strings.json:3:55: error: 'settings.title' in zh-Hans: use full-width punctuation (，？) in Chinese text [zh-ascii-punctuation]
            strings.json:4:26: warning: 'paywall.cta' in en: spell the product 'Lingo Pro' [product-name]

            """)
        let rules = CLI.run(["rules"], in: directory).standardOutput
        #expect(rules == ConfigurationTests.rulesTable(disabled: ["missing-translation"], custom: [
            ("zh-ascii-punctuation", "error", "Use full-width punctuation (，？) in Chinese text"),
            ("product-name", "warning", "Spell the product 'Lingo Pro'"),
        ]))
        let page = CLI.run(["rules", "product-name"], in: directory)
        #expect(page.standardOutput.hasPrefix("# Product Name Spelling\n\nSpell the product 'Lingo Pro'.\n"))
        #expect(page.standardOutput.contains("A project rule declared in `.l10nlint.json`: values in every locale (keys `paywall.*`) must match `Lingo Pro`."))
    }

    /// Custom rules are configured, waived and described in SARIF exactly like built-in ones.
    @Test func customRulesTakeSeveritiesWaiversAndSARIFMetadata() throws {
        let directory = try TemporaryDirectory()
        try directory.write("strings.json", Self.catalog)
        try directory.write(".l10nlint.json", Self.customRules.replacingOccurrences(
            of: "\"rules\": { \"missing-translation\": \"off\" },",
            with: """
                "rules": { "missing-translation": "off", "zh-ascii-punctuation": "note" },
                "ignore": [ { "rule": "product-name", "keys": ["paywall.cta"], "reason": "marketing copy" } ],
                """))
        let outcome = CLI.run(["lint", "--report", "sarif:l10n.sarif"], in: directory)
        #expect(outcome.status == .success)
        #expect(outcome.standardOutput == "strings.json:3:55: note: 'settings.title' in zh-Hans: use full-width punctuation (，？) in Chinese text [zh-ascii-punctuation]\n")
        let sarif = try #require(directory.read("l10n.sarif"))
        #expect(sarif.contains("\"id\": \"zh-ascii-punctuation\""))
        #expect(sarif.contains("\"name\": \"ProductNameSpelling\""))
        #expect(sarif.contains("\"justification\": \"marketing copy\""))
    }
}
