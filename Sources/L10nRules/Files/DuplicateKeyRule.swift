import L10nModel

/// Reports a key defined twice in one JSON object or `.strings` file.
package struct DuplicateKeyRule: Rule {
    package static let description = RuleDescription(
        id: "duplicate-key",
        name: "Duplicate Key",
        summary: "A JSON object or .strings file defines the same key twice",
        rationale: """
            When a key appears twice only one definition wins, and which one depends on the \
            reader: Foundation keeps the last value of a `.strings` file, JSON parsers differ. \
            A duplicate usually means a merge went wrong or two strings were meant to differ, \
            and the translation you reviewed may not be the one that ships.

            Delete one definition, or give the second string its own key. The finding points at \
            the second definition and names the line of the first. In a `.strings` file, a \
            second definition with the same value as the first changes nothing the app shows: \
            it is reported one step lower (a warning by default), as clean-up.
            """,
        defaultSeverity: .error,
        subject: .file,
        passingExamples: [
            RuleExample("strings.json", """
                {
                  "common.back": { "en": "Back", "zh-Hans": "返回" },
                  "common.done": { "en": "Done", "zh-Hans": "完成" }
                }
                """),
        ],
        failingExamples: [
            RuleExample("strings.json", """
                {
                  "common.back": { "en": "Back", "zh-Hans": "返回 🔙" },
                  ↓"common.back": { "en": "Go back", "zh-Hans": "返回" }
                }
                """, messages: ["'common.back' is defined twice (first at line 2)"]),
            RuleExample("Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Done" : {
                      "localizations" : {
                        "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "完成 ✅" } },
                        ↓"zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "好" } }
                      }
                    }
                  }
                }
                """),
            RuleExample("zh-Hans.lproj/Localizable.strings", """
                "greeting" = "你好 👋";
                ↓"greeting" = "您好";
                """),
            RuleExample("fr.lproj/Localizable.strings", """
                "Drives" = "Disques 💽";
                "Clone" = "Cloner";
                ↓"Drives" = "Disques 💽";
                """, messages: ["'Drives' is defined twice with the same value (first at line 1)"]),
        ],
        corrections: [
            // Only in `.strings` files, where the definition that wins at run time is known.
            RuleCorrection(
                before: [
                    RuleExample.File("zh-Hans.lproj/Localizable.strings", """
                        "greeting" = "你好 👋";
                        "farewell" = "再见";
                        "greeting" = "您好";
                        """),
                ],
                after: [
                    RuleExample.File("zh-Hans.lproj/Localizable.strings", """
                        "farewell" = "再见";
                        "greeting" = "您好";
                        """),
                ]),
        ])

    package init(options: NoOptions) {}

    package func check(_ context: RuleContext) -> [Diagnostic] {
        context.project.duplicateKeys.map { duplicate in
            let first = context.project.location(of: duplicate.first)
            let path = context.project.file(duplicate.duplicate.file).path
            // In a `.strings` file the last definition wins at run time: removing the one it
            // overrides changes nothing the app shows. In JSON, which one wins depends on the reader.
            let fix = path.hasSuffix(".strings")
                ? Fix(
                    "Remove the definition of '\(duplicate.key)' this one overrides",
                    edits: [.removeOverriddenDefinition(file: path, key: duplicate.key, offset: duplicate.duplicate.start)])
                : nil
            // The same value twice changes nothing the app shows: clean-up, one step lower.
            let message = duplicate.hasSameValue
                ? FindingMessage("is defined twice with the same value (first at line \(first.start.line))", id: "definedTwiceSameValue", lead: .key)
                : FindingMessage("is defined twice (first at line \(first.start.line))", id: "definedTwice", lead: .key)
            let diagnostic = context.diagnostic(
                message, about: FindingSubject(key: duplicate.key), at: duplicate.duplicate,
                related: [(duplicate.first, "first definition")]
            ).fixed(by: fix)
            return duplicate.hasSameValue ? diagnostic.with(severity: context.severity.lowered) : diagnostic
        }
    }
}
