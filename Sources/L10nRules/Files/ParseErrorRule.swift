import L10nModel

/// Reports files that could not be read or parsed, where parsing stopped.
package struct ParseErrorRule: Rule {
    package static let description = RuleDescription(
        id: "parse-error",
        name: "Parse Error",
        summary: "A localization file cannot be read or parsed",
        rationale: """
            A catalog that does not parse is not shipped the way you think: Xcode refuses a broken \
            `.xcstrings` file, and a `.strings` file with a missing `;` silently drops every entry \
            after it at run time. No other rule can check a file it cannot read, so this finding \
            blocks the run (exit code 2).

            Fix the file at the reported position; the message says what the parser expected there \
            and what it found.
            """,
        defaultSeverity: .error,
        subject: .file,
        passingExamples: [
            RuleExample("strings.json", """
                {
                  "common.back": { "en": "Back", "zh-Hans": "返回" }
                }
                """),
        ],
        failingExamples: [
            RuleExample("strings.json", """
                {
                  "common.back": { "en": "Back 🔙", "zh-Hans": "返回" }
                  ↓"common.done": { "en": "Done", "zh-Hans": "完成" }
                }
                """, messages: ["expected ',' or '}' after object member, found '\"'"]),
            RuleExample("Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Hello 👋" : { "comment" : "问候" }
                ↓
                """, messages: ["unexpected end of file, expected ',' or '}' after object member"]),
            RuleExample("Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Hello 👋" : { "comment" : "问候", "shouldTranslate" : ↓"yes" }
                  }
                }
                """, messages: ["'shouldTranslate' must be a boolean, found a string"]),
        ])

    package init(options: NoOptions) {}

    package func check(_ context: RuleContext) -> [Diagnostic] {
        context.project.parseFailures.map { context.diagnostic($0.message, id: "parseFailure", at: $0.location) }
    }
}
