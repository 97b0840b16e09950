import Foundation
import Testing
@testable import L10nModel
@testable import L10nCLI

/// Issue 28 items 18–20: every output that shows input (a folder name, a locale identifier,
/// an XLIFF id, a baseline entry) shows it through its kind's escaping function, so a newline
/// cannot forge a finding line or a GitHub workflow command, an ESC cannot drive the terminal,
/// a bidi override cannot reverse a line and `<img src=x>` cannot become markup.
@Suite struct OutputForgeryTests {
    /// Newline + a workflow command, ESC, U+2028, U+202E and HTML, in one input.
    static let hostile = "x\n::error file=a.swift::forged\u{1B}[2J\u{2028}\u{202E}<img src=x>"
    /// The same as the text kind shows it.
    static let text = #"x\n::error file=a.swift::forged\u{1b}[2J\u{2028}\u{202e}<img src=x>"#
    /// As Markdown prose.
    static let markdown = #"x<br>::error file=a.swift::forged\u{1b}\[2J\u{2028}\u{202e}&lt;img src=x&gt;"#
    /// As a GitHub workflow command's property value.
    static let gitHubProperty = #"x\n%3A%3Aerror file=a.swift%3A%3Aforged\u{1b}[2J\u{2028}\u{202e}<img src=x>"#

    /// Nothing of the input passes raw: no line starts a forged command, no ESC, no U+2028,
    /// no bidi override (and no markup in a document).
    static func expectNothingRaw(_ output: String, markup: Bool = false, _ comment: Comment) {
        #expect(!output.contains("\n::error file=a.swift"), comment)
        #expect(!output.hasPrefix("::error file=a.swift"), comment)
        #expect(!output.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{2028}" || $0 == "\u{202E}" }, comment)
        if markup { #expect(!output.contains("<img"), comment) }
    }

    @Test func theEscapingFunctionsGiveTheirKindsText() {
        #expect(Self.hostile.escapingControlCharacters == Self.text)
        #expect(OutputEscaping.markdown(Self.hostile) == Self.markdown)
        #expect(OutputEscaping.gitHubProperty(Self.hostile) == Self.gitHubProperty)
        #expect(OutputEscaping.gitHubData(Self.hostile) == #"x\n::error file=a.swift::forged\u{1b}[2J\u{2028}\u{202e}<img src=x>"#)
        #expect(OutputEscaping.html(Self.hostile) == "x\n::error file=a.swift::forged\u{FFFD}[2J\u{2028}\\u{202e}&lt;img src=x&gt;")
        #expect(OutputEscaping.markdownCode("a|b`c") == "``a\\|b`c``")
        // Every bidi embedding, override and isolate; the marks right-to-left text needs stay.
        for scalar in ["\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}"] {
            #expect(scalar.escapingControlCharacters.hasPrefix("\\u{"), "\(scalar.unicodeScalars.first!.value)")
        }
        #expect("\u{200F}שלום".escapingControlCharacters == "\u{200F}שלום")
    }

    /// A String Catalog whose locale identifier is the hostile text.
    private static func catalog(locale: String) -> String {
        let quoted = String(decoding: try! JSONEncoder().encode(locale), as: UTF8.self)
        return """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "k" : {
                  "localizations" : {
                    \(quoted) : { "stringUnit" : { "state" : "translated", "value" : "v" } }
                  }
                }
              },
              "version" : "1.0"
            }

            """
    }

    @Test func reportShowsALocaleIdentifierEscapedInEveryFormat() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Localizable.xcstrings", Self.catalog(locale: Self.hostile))
        let text = CLI.run(["report", "."], in: directory)
        #expect(text.standardOutput.contains("\n" + Self.text + "  "), "\(text.standardOutput)")
        Self.expectNothingRaw(text.standardOutput, "report text")
        let markdown = CLI.run(["report", ".", "--format", "markdown"], in: directory)
        #expect(markdown.standardOutput.contains("| **\(Self.markdown)** |"), "\(markdown.standardOutput)")
        Self.expectNothingRaw(markdown.standardOutput, markup: true, "report markdown")
        let html = CLI.run(["report", ".", "--format", "html"], in: directory)
        #expect(!html.standardOutput.contains("<img"))
        #expect(!html.standardOutput.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" })
        let summary = CLI.run(["report", ".", "--format", "json", "--output", "r.json"], in: directory)
        #expect(summary.standardError.contains("; \(Self.text) "), "\(summary.standardError)")
        Self.expectNothingRaw(summary.standardError, "report summary")
    }

    /// A project in a folder named with the hostile text: lint's formats and notes, `config
    /// pairs`, `format` and `fix` name the folder escaped.
    @Test func aFolderNameIsEscapedInEveryCommandsOutput() throws {
        let directory = try TemporaryDirectory()
        let folder = Self.hostile
        try directory.write(folder + "/strings.json", #"{ "greeting": { "en": "Hello", "fr": "Bonjour" }, "bye": { "en": "Bye" } }"#)
        try directory.write(folder + "/Localizable.xcstrings", """
            {"sourceLanguage":"en","strings":{"greeting":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"Salut"}}}},"bye":{}},"version":"1.0"}
            """)
        let shown = Self.text
        let lint = CLI.run(["lint", ".", "--verbose"], in: directory)
        #expect(lint.standardError.contains("pair: \(shown)/Localizable.xcstrings is generated from \(shown)/strings.json"), "\(lint.standardError)")
        #expect(lint.standardOutput.contains("\(shown)/Localizable.xcstrings:1:"), "\(lint.standardOutput)")
        Self.expectNothingRaw(lint.standardOutput + lint.standardError, "lint text and notes")
        let github = CLI.run(["lint", ".", "--format", "github"], in: directory)
        #expect(github.standardOutput.contains("file=\(Self.gitHubProperty)/Localizable.xcstrings,"), "\(github.standardOutput)")
        Self.expectNothingRaw(github.standardOutput, "lint --format github")
        let pairs = CLI.run(["config", "pairs", "."], in: directory)
        #expect(pairs.standardOutput.contains("pair: \(shown)/Localizable.xcstrings is generated from \(shown)/strings.json"), "\(pairs.standardOutput)")
        Self.expectNothingRaw(pairs.standardOutput + pairs.standardError, "config pairs")
        let format = CLI.run(["format", ".", "--check"], in: directory)
        #expect(format.standardOutput == "would reformat \(shown)/Localizable.xcstrings\n")
        let fix = CLI.run(["fix", ".", "--dry-run"], in: directory)
        #expect(fix.standardOutput.hasPrefix("--- a/\(shown)/Localizable.xcstrings\n+++ b/\(shown)/Localizable.xcstrings\n"), "\(fix.standardOutput)")
        Self.expectNothingRaw(fix.standardOutput + fix.standardError, "fix --dry-run")
        let applied = CLI.run(["fix", "."], in: directory)
        #expect(applied.standardOutput.hasPrefix("\(shown)/Localizable.xcstrings:\n  catalog-sync: "), "\(applied.standardOutput)")
        Self.expectNothingRaw(applied.standardOutput + applied.standardError, "fix")
    }

    @Test func xliffIdsAndOriginalsAreEscapedAndCountedOnce() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Localizable.xcstrings", """
            {"sourceLanguage":"en","strings":{"k":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"v"}}}}},"version":"1.0"}
            """)
        // In XML, a line break inside an attribute is a character reference; ESC cannot be written at all.
        let id = "x&#10;::error file=a.swift::forged\u{2028}\u{202E}&lt;img src=x&gt;"
        try directory.write("fr.xliff", """
            <xliff version="1.2"><file original="\(id)" source-language="en" target-language="fr"><body>
            <trans-unit id="a"><source>a</source><target>b</target></trans-unit></body></file>
            <file original="Localizable.xcstrings" source-language="en" target-language="fr"><body>
            <trans-unit id="\(id)"><source>a</source><target>b</target></trans-unit></body></file></xliff>
            """)
        let outcome = CLI.run(["import", "fr.xliff", "--project", "."], in: directory)
        let shown = #"x\n::error file=a.swift::forged\u{2028}\u{202e}<img src=x>"#
        #expect(outcome.standardOutput == """
            fr.xliff:2:1: unknown id 'a': no catalog '\(shown)'
            fr.xliff:4:1: unknown id '\(shown)': no key '\(shown)' in Localizable.xcstrings
            0 updated, 0 unchanged, 2 unknown

            """)
        Self.expectNothingRaw(outcome.standardOutput + outcome.standardError, "import")
    }

    @Test func baselineEntriesAreEscapedInTheStaleEntryNote() throws {
        let directory = try TemporaryDirectory()
        try directory.write("strings.json", #"{ "k": { "en": "Hi", "fr": "Salut" } }"#)
        let quoted = String(decoding: try JSONEncoder().encode(Self.hostile), as: UTF8.self)
        try directory.write("baseline.json", """
            { "version": 1, "entries": [ { "rule": "missing-translation", "file": \(quoted), "message": \(quoted), "key": "k", "count": 1 } ] }
            """)
        let outcome = CLI.run(["lint", ".", "--baseline", "baseline.json"], in: directory)
        // The entry's wording is compared with numbers masked (`[2J` reads `[#J`).
        let message = Self.text.replacingOccurrences(of: "[2J", with: "[#J")
        #expect(outcome.standardError.contains("  \(Self.text): \(message) [missing-translation]"), "\(outcome.standardError)")
        Self.expectNothingRaw(outcome.standardError, "baseline note")
    }
}
