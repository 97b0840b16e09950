import L10nModel
import L10nParsing
import L10nRules

/// `tool.driver.rules[]` and `tool.driver.notifications[]`: the metadata GitHub shows with every
/// alert (short and full description, help) and uses to rank it (`problem.severity`).
package enum SARIFRuleDescriptors {
    /// GitHub's limit for `shortDescription` and `fullDescription`.
    static let maximumDescriptionLength = 1024

    /// One `reportingDescriptor` per rule that ran, in `result.rules` order, so `ruleIndex`
    /// is simply the position in that list.
    static func rules(_ descriptions: [RuleDescription]) -> JSONOutput {
        .array(descriptions.map(rule))
    }

    static func rule(_ description: RuleDescription) -> JSONOutput {
        [
            "id": .string(description.id.rawValue),
            "name": .string(pascalCase(description.name)),
            "shortDescription": ["text": .string(SARIFText.sentence(description.summary))],
            "fullDescription": ["text": .string(fullDescription(description.rationale))],
            "help": [
                "text": .string(SARIFText.plainText(description.rationale)),
                "markdown": .string(description.rationale),
            ],
            "helpUri": .string(ToolInfo.helpURI(for: description.id)),
            "defaultConfiguration": ["level": .string(SARIFText.level(description.defaultSeverity))],
            // Never `security-severity`: it would turn every finding into a security alert.
            "properties": [
                "tags": ["localization", "correctness"],
                "precision": "high",
                "problem.severity": .string(problemSeverity(description.defaultSeverity)),
            ],
        ]
    }

    /// The id notifications point at; the same id as the rule that reports broken files.
    static let parseErrorID = ParseErrorRule.description.id

    /// The only notification the tool emits: a file that could not be read or parsed. Listed
    /// even when nothing failed, so the descriptor list does not depend on the input.
    static func notifications() -> JSONOutput {
        let description = ParseErrorRule.description
        return [
            [
                "id": .string(parseErrorID.rawValue),
                "name": .string(pascalCase(description.name)),
                "shortDescription": ["text": .string(SARIFText.sentence(description.summary))],
                "fullDescription": ["text": .string(fullDescription(description.rationale))],
                "helpUri": .string(ToolInfo.helpURI(for: description.id)),
                "defaultConfiguration": ["level": "error"],
            ]
        ]
    }

    /// `Missing Translation` → `MissingTranslation`: SARIF's `name` is an identifier-like
    /// string (no spaces), PascalCase by convention.
    static func pascalCase(_ name: String) -> String {
        name.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }

    /// The first paragraph of the rationale as plain text, on one line, within GitHub's limit.
    static func fullDescription(_ rationale: String) -> String {
        let paragraphs = SARIFText.paragraphs(rationale)
        let first = SARIFText.plainText(paragraphs.first ?? rationale)
        return SARIFText.truncated(first, to: maximumDescriptionLength)
    }

    /// GitHub's `problem.severity` vocabulary has `recommendation` where SARIF has `note`.
    static func problemSeverity(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "recommendation"
        }
    }
}
