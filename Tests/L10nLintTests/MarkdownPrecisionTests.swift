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

/// The markdown rules on the false and true classes found on real apps (docs/precision.md).
@Suite struct MarkdownPrecisionTests {
    private func findings(_ json: String) -> [String] { ruleFindings(MarkdownBoldParityRule.makeDefault(), [("strings.json", json)]) }

    /// Issue 27: what is bold matters, not how many spans hold it. German word order splits one
    /// span in two and translators bold the UI names they quote (no finding); lost emphasis and
    /// a placeholder the source bolds left plain are warnings.
    @Test func boldContentIsComparedNotTheNumberOfSpans() {
        let reported = findings("""
            {
              "record.tip": { "en": "Tap **Record** to start", "de": "Tippe auf **Aufnahme**, um zu **starten**" },
              "settings.tip": { "en": "Open Settings to allow access", "fr": "Ouvrez **Réglages** pour autoriser l’accès" },
              "rules.subtitle": { "en": "Rules of **%@**", "cs": "Pravidla serveru %@" },
              "rules.title": { "en": "Rules of **%@**", "de": "**Regeln** von %@" }
            }
            """)
        #expect(reported == [
            "4:54 warning: 'rules.subtitle' in cs has 0 bold spans, source has 1",
            "5:51 warning: 'rules.title' in de leaves %@ out of bold, which the source bolds",
        ])
    }

    @Test func brokenMarkersStayErrors() {
        let reported = findings("""
            {
              "cta": { "en": "Start **free** trial", "zh-Hans": "开始**免费试用" },
              "tip": { "en": "Tap **Record** to start", "zh-Hans": "点按**“录音”**开始" }
            }
            """)
        // The second `**` follows a full-width quote and precedes a CJK letter: it cannot close.
        #expect(reported == [
            "2:56 error: 'cta' in zh-Hans has an unpaired '**' that renders as literal asterisks (0 bold spans, source has 1)",
            "3:59 error: 'tip' in zh-Hans has 2 unpaired '**' runs that render as literal asterisks (0 bold spans, source has 1)",
        ])
    }

    @Test func spanParityIsOptIn() throws {
        let description = try #require(RuleRegistry.descriptions.first { $0.id == "markdown-span-parity" })
        #expect(!description.isEnabledByDefault)
        #expect(description.defaultSeverity == .warning)
    }
}
