import Foundation
import Testing

@testable import L10nLint

/// Findings carry a typed subject (key, locale, variant path) next to the sentence built from it:
/// the sentence is what it was before subjects existed, so baselines keep matching, and
/// reporters get the parts as data.
@Suite struct TypedFindingTests {
    static let location = SourceLocation(path: "a.json", start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 2))

    @Test func messagesLeadWithTheirSubject() {
        let variant = FindingSubject(key: "lessons.left", locale: "zh-Hans", variant: ["%#@lessons@", "few"])
        #expect(FindingMessage("is empty").rendered(about: variant) == "'lessons.left' in zh-Hans (%#@lessons@ few) is empty")
        #expect(FindingMessage("is empty").rendered(besideColumnsFor: variant) == "(%#@lessons@ few) is empty")
        let plain = FindingSubject(key: "k", locale: "ja")
        #expect(FindingMessage("has no ja translation", lead: .key).rendered(about: plain) == "'k' has no ja translation")
        #expect(FindingMessage("has no ja translation", lead: .key).rendered(besideColumnsFor: plain) == "has no ja translation")
        #expect(FindingMessage("no commas", separator: ": ").rendered(about: plain) == "'k' in ja: no commas")
        #expect(FindingMessage("is empty").rendered(about: .none) == "is empty")
        let diagnostic = Diagnostic(ruleID: "missing-translation", severity: .error, message: "is empty", about: plain, location: Self.location)
        #expect(diagnostic.message == "'k' in ja is empty")
        #expect(diagnostic.key == "k")
        #expect(diagnostic.locale == "ja")
        #expect(diagnostic.messageBesideKeyAndLocale == "is empty")
    }

    /// A free-form message keeps its text beside the columns: nothing is stripped from it.
    @Test func freeFormMessagesStayWhole() {
        let diagnostic = Diagnostic(
            ruleID: "voiceover-label", severity: .warning, message: "icon-only Button has no accessibility label", location: Self.location,
            key: "k", locale: "ja")
        #expect(diagnostic.messageBesideKeyAndLocale == "icon-only Button has no accessibility label")
        #expect(diagnostic.subject == FindingSubject(key: "k", locale: "ja"))
    }

    /// Rules name the variant as data: JSON `variant`, SARIF `properties`.
    @Test func variantsReachJSONAndSARIF() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/strings.json", #"{ "days": { "en": { "one": "%lld day", "other": "%lld days" }, "ja": { "other": "" } } }"#)
        let json = CLI.run(["lint", "--format", "json"], in: directory).standardOutput
        #expect(json.contains(#""message": "'days' in ja (other) is empty""#))
        #expect(json.contains(#""variant": "other""#))
        let sarif = CLI.run(["lint", "--format", "sarif"], in: directory).standardOutput
        #expect(sarif.contains("""
                      "properties": {
                        "key": "days",
                        "locale": "ja",
                        "variant": "other"
                      }
            """))
    }

    /// `Golden/strings-baseline.json` was written by `l10n lint strings --write-baseline` before
    /// findings had subjects (format version 1, by wording): every entry still matches. A baseline
    /// written now is version 2 (`Golden/strings-baseline-v2.json`), and matches every finding too.
    @Test func baselinesWrittenBeforeSubjectsStillMatch() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent("strings"), to: directory.url.appendingPathComponent("strings"))
        // The sample as it was when the baseline was written: the Xcode 26 catalog came later.
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("strings/Lingo/Resources/Widgets.xcstrings"))
        // … and `unused-key`, `invisible-character` and the `unlocalized-text` defect came later too.
        try directory.write(".l10nlint.json", #"{ "rules": { "unused-key": "off", "invisible-character": "off" } }"#)
        let settings = directory.url.appendingPathComponent("strings/Lingo/Views/SettingsView.swift")
        let view = try String(contentsOf: settings, encoding: .utf8)
        try view.replacingOccurrences(of: "                Text(syncFooter)\n", with: "").write(to: settings, atomically: true, encoding: .utf8)
        let golden = try String(contentsOf: PackagePaths.root.appendingPathComponent("Tests/L10nLintTests/Golden/strings-baseline.json"), encoding: .utf8)
        try directory.write("old-baseline.json", golden)
        let applied = CLI.run(["lint", "strings", "--baseline", "old-baseline.json"], in: directory)
        #expect(applied.status == .success)
        #expect(applied.standardOutput == "")
        // … and, since issue 27, `length-budget` no longer reports the accessibility label
        // 'share.progress' by its ratio alone: its entry is the one left unmatched.
        #expect(applied.standardError.hasSuffix("No problems found in 9 files (25 baselined).\n"))
        #expect(applied.standardError.contains("1 baseline entry matches no finding any more"))
        #expect(applied.standardError.contains("'share.progress' in zh-Hans is # columns wide"))
        #expect(CLI.run(["lint", "strings", "--write-baseline", "new-baseline.json"], in: directory).status == .success)
        let version2 = try String(contentsOf: PackagePaths.root.appendingPathComponent("Tests/L10nLintTests/Golden/strings-baseline-v2.json"), encoding: .utf8)
        #expect(directory.read("new-baseline.json") == version2)
        let reapplied = CLI.run(["lint", "strings", "--baseline", "new-baseline.json"], in: directory)
        #expect(reapplied.status == .success)
        #expect(reapplied.standardError.hasSuffix("No problems found in 9 files (25 baselined).\n"))
    }
}

/// Message ids: a factory's name by default, explicit where one function builds several cases.
@Suite struct MessageIDTests {
    @Test func aFactoryIsIdentifiedByItsNameWithoutParameters() {
        #expect(FindingMessage.demoFactory(count: 2).id == "demoFactory")
        #expect(FindingMessage.demoProperty.id == "demoProperty")
        #expect(FindingMessage("x", id: "explicit").id.rawValue == "explicit")
        #expect(FindingMessage.demoFactory(count: 2).ledByKey.id == "demoFactory")
    }

    /// A literal (team rules write them) is named after the function reporting it.
    @Test func aLiteralMessageIsNamedAfterTheReportingFunction() {
        let project = Project(files: [SourceFile(id: FileID(0), path: "a.json", text: SourceText("{}"))])
        let context = RuleContext(project: project, settings: LintSettings(), ruleID: "team-rule", severity: .warning)
        let range = SourceRange(file: FileID(0), start: 0, end: 1)
        let literal = context.diagnostic("still says TODO", about: .none, at: range)
        #expect(literal.detail.isIDFromCaller)
        #expect(literal.messageID == "aLiteralMessageIsNamedAfterTheReportingFunction")
        #expect(context.diagnostic(.demoProperty, about: .none, at: range).messageID == "demoProperty")
    }
}

extension FindingMessage {
    fileprivate static func demoFactory(count: Int) -> FindingMessage { FindingMessage("has \(count)") }
    fileprivate static var demoProperty: FindingMessage { FindingMessage("is a demo") }
}
