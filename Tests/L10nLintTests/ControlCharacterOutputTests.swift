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

/// Keys and values with newlines, tabs and terminal escapes never reach human-readable output
/// raw: a key cannot forge a finding line, nor clear the screen (issues 11 and 16).
@Suite struct ControlCharacterOutputTests {
    /// The key is `Hello⏎fake.swift:1:1: error: x⇥ESC[2J` plus a C1 control (U+009B, CSI).
    static let strings = #"{ "Hello\nfake.swift:1:1: error: x\t\u001b[2J\u009b": { "en": "Hi" }, "ok": { "en": "OK", "zh-Hans": "好" } }"#

    @Test func escapesEveryControlCharacterByExactBytes() {
        #expect("a\nb\rc\td\u{1B}[0m\u{7F}\u{85}\u{9B}\u{2028}\u{2029}e\u{0}".escapingControlCharacters
            == #"a\nb\rc\td\u{1b}[0m\u{7f}\u{85}\u{9b}\u{2028}\u{2029}e\u{0}"#)
        #expect("中文 👋 \\n".escapingControlCharacters == "中文 👋 \\n")
    }

    /// The escaping tests code points by range; Unicode's general categories must agree for
    /// every scalar (Cc, Zl and Zp are closed sets, so this holds for later Unicode versions).
    @Test func escapedScalarsAreExactlyTheControlsAndSeparators() {
        var disagreeing: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let category = scalar.properties.generalCategory
            // Bidi embeddings, overrides and isolates too (issue 28 item 20): Bidi_Control minus the marks.
            let bidi = scalar.properties.isBidiControl && !["\u{200E}", "\u{200F}", "\u{061C}"].contains(scalar)
            let expected = category == .control || category == .lineSeparator || category == .paragraphSeparator || bidi
            if scalar.needsEscapeOnOneLine != expected { disagreeing.append(value) }
        }
        #expect(disagreeing.isEmpty, "disagree: \(disagreeing.prefix(10).map { String($0, radix: 16) })")
    }

    /// The byte pre-check before the scalar test must let through every scalar that needs an
    /// escape, alone and between letters: each one-scalar text changes exactly when it should.
    @Test func bytePrecheckMissesNoScalarThatNeedsAnEscape() {
        var missed: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a" + String(Character(scalar)) + "b"
            if (text.escapingControlCharacters != text) != scalar.needsEscapeOnOneLine { missed.append(value) }
        }
        #expect(missed.isEmpty, "wrong: \(missed.prefix(10).map { String($0, radix: 16) })")
    }

    @Test func textFormatKeepsEachFindingOnOneLine() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/strings.json", Self.strings)
        let outcome = CLI.run(["lint"], in: directory)
        #expect(outcome.status == .findings)
        #expect(outcome.standardOutput == #"App/strings.json:1:3: error: 'Hello\nfake.swift:1:1: error: x\t\u{1b}[2J\u{9b}' has no zh-Hans translation [missing-translation]"# + "\n")
    }

    @Test func githubCommandsCarryNoRawControlCharacters() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/strings.json", Self.strings)
        let outcome = CLI.run(["lint", "--format", "github"], in: directory)
        let firstLine = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init)
        #expect(firstLine == #"::error file=App/strings.json,line=1,col=3,endLine=1,endColumn=53,title=missing-translation::'Hello\nfake.swift:1:1: error: x\t\u{1b}[2J\u{9b}' has no zh-Hans translation"#)
        #expect(!outcome.standardOutput.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0 == "\t" })
    }

    @Test func reportTextAndMarkdownEscapeKeys() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/strings.json", Self.strings)
        for format in ["text", "markdown"] {
            let outcome = CLI.run(["report", "--locale", "zh-Hans", "--format", format], in: directory)
            #expect(outcome.status == .success)
            #expect(!outcome.standardOutput.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0 == "\t" }, "\(format)")
            #expect(!outcome.standardOutput.contains("\nfake.swift"), "\(format)")
            #expect(outcome.standardOutput.contains(#"Hello\nfake.swift:1:1: error: x"#), "\(format)")
        }
    }
}
