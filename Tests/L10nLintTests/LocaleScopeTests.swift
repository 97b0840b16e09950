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

/// `--locale` and `requiredLocales` scope every rule that reports about a locale, not only
/// `missing-translation`; findings about the source itself stay (issue 11).
@Suite struct LocaleScopeTests {
    /// zh-Hans lacks a key; ja drops a format argument; the en source defines a key twice and
    /// the design file has a key without en text.
    static let strings = """
        {
          "greeting": { "en": "Hello %@", "zh-Hans": "你好 %@", "ja": "こんにちは" },
          "done": { "en": "Done", "ja": "完了" },
          "close": { "zh-Hans": "关闭", "ja": "閉じる" },
          "done": { "en": "Done", "ja": "完了" }
        }
        """

    static func lines(_ arguments: [String], config: String? = nil) throws -> [String] {
        let directory = try TemporaryDirectory()
        try directory.write("App/strings.json", strings)
        if let config { try directory.write(".l10nlint.json", config) }
        return CLI.run(["lint"] + arguments, in: directory).standardOutput.split(separator: "\n").map(String.init)
    }

    @Test func withoutScopeEveryLocaleIsReported() throws {
        let lines = try Self.lines([])
        #expect(lines.contains { $0.contains("'greeting' in ja") && $0.hasSuffix("[format-specifiers]") })
        #expect(lines.contains { $0.contains("'done' has no zh-Hans translation") })
    }

    @Test func localeFlagScopesEveryRuleAndKeepsSourceFindings() throws {
        let lines = try Self.lines(["--locale", "zh-Hans"])
        #expect(!lines.contains { $0.contains(" in ja") || $0.contains("no ja ") }, "\(lines)")
        #expect(lines.contains("App/strings.json:3:3: error: 'done' has no zh-Hans translation [missing-translation]"))
        // About the source language itself, and about no locale: kept.
        #expect(lines.contains("App/strings.json:4:3: error: 'close' has no en source text (only zh-Hans, ja define it) [missing-translation]"))
        #expect(lines.contains { $0.hasPrefix("App/strings.json:5:3: error: 'done' is defined twice") })
        let jaOnly = try Self.lines(["--locale", "ja"])
        #expect(jaOnly.contains { $0.contains("'greeting' in ja") && $0.hasSuffix("[format-specifiers]") })
        #expect(!jaOnly.contains { $0.contains("zh-Hans translation") })
    }

    @Test func requiredLocalesSeveritiesCapEveryRule() throws {
        let config = #"{ "requiredLocales": { "zh-Hans": "error", "*": "warning" } }"#
        let lines = try Self.lines([], config: config)
        // A format error in ja is "only a warning", as the configuration says of other locales.
        #expect(lines.contains { $0.contains(": warning: 'greeting' in ja") && $0.hasSuffix("[format-specifiers]") }, "\(lines)")
        #expect(lines.contains("App/strings.json:3:3: error: 'done' has no zh-Hans translation [missing-translation]"))
        let off = try Self.lines([], config: #"{ "requiredLocales": { "ja": "off", "*": "error" } }"#)
        #expect(!off.contains { $0.contains(" in ja") }, "\(off)")
        #expect(off.contains("App/strings.json:3:3: error: 'done' has no zh-Hans translation [missing-translation]"))
    }

    @Test func sourceLanguageFindingsStayInTheScope() {
        let diagnostic = Diagnostic(
            ruleID: "length-budget", severity: .warning, message: "'a' in en is over its maxWidth",
            location: SourceLocation(path: "strings.json", start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 1)),
            key: "a", locale: "en")
        let project = Loaded("strings.json", #"{ "a": { "en": "A", "ja": "エー" } }"#).project
        let scope = LocaleScope(settings: LintSettings(requiredLocales: ["zh-Hans"]), project: project)
        #expect(scope.apply(diagnostic) == diagnostic)
        var ja = diagnostic
        ja.locale = "ja"
        #expect(scope.apply(ja) == nil)
        var noLocale = diagnostic
        noLocale.locale = nil
        #expect(scope.apply(noLocale) == noLocale)
    }
}
