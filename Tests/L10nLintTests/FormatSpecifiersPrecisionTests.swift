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

/// `format-specifiers` on the false and true classes found on real apps (docs/precision.md).
@Suite struct FormatSpecifiersPrecisionTests {
    private func findings(_ json: String) -> [String] { ruleFindings(FormatSpecifiersRule.makeDefault(), [("strings.json", json)]) }

    @Test func aTrailingEnglishPluralSuffixMayBeDropped() {
        let reported = findings("""
            {
              "apps": { "en": "%lld app%@", "ko": "%lld 앱", "ja": "%lld 個のアプリ" },
              "sync": { "en": "%1$lld/%2$lld file%3$@", "zh-Hans": "%1$lld/%2$lld 个文件" }
            }
            """)
        #expect(reported.isEmpty)
    }

    @Test func droppingAMiddleArgumentOrATrailingNameStaysAnError() {
        let reported = findings("""
            {
              "files": { "en": "%lld file%@ in %@", "ko": "%lld 파일, %@" },
              "welcome": { "en": "%lld new posts from %@", "ko": "새 게시물 %lld개" }
            }
            """)
        #expect(reported == [
            "2:47 error: 'files' in ko has 2 format arguments, source has 3 (missing %3$@)",
            "3:54 error: 'welcome' in ko has 1 format argument, source has 2 (missing %2$@)",
        ])
    }
}
