import L10nModel

/// A rule declared as data in `.l10nlint.json` (`customRules`). Its options are its whole
/// definition, so each instance is a different rule: the engine and reporters read the
/// instance's ``description``, not the type's. Not in ``RuleRegistry``: it exists only when a
/// configuration declares it.
public struct CustomRule: Rule {
    /// The type's placeholder; every instance describes itself from its definition.
    public static let description = RuleDescription(
        id: "custom",
        name: "Custom",
        summary: "A project rule declared in configuration",
        rationale: "Declared in `.l10nlint.json` under `customRules`.",
        defaultSeverity: .warning,
        passingExamples: [],
        failingExamples: [])

    public let definition: CustomRuleDefinition

    public init(options: CustomRuleDefinition) { definition = options }

    public var description: RuleDescription { definition.ruleDescription }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        // Compiled per run (the pattern was validated on load); matched with a step budget.
        guard !definition.pattern.isEmpty, let pattern = BoundedPattern(definition.pattern) else { return [] }
        var diagnostics: [Diagnostic] = []
        for catalog in context.project.catalogs {
            for entry in catalog.entries where definition.keys.isEmpty || definition.keys.contains(where: { $0.matches(entry.key) }) {
                for translation in entry.translations where definition.locales?.contains(translation.locale) ?? true {
                    for (path, unit) in translation.value.allUnits {
                        if let diagnostic = check(unit, path: path, entry: entry, locale: translation.locale, pattern: pattern, context) {
                            diagnostics.append(diagnostic)
                        }
                    }
                }
            }
        }
        return diagnostics
    }

    private func check(
        _ unit: StringUnit, path: [String], entry: CatalogEntry, locale: LocaleID, pattern: BoundedPattern, _ context: RuleContext
    ) -> Diagnostic? {
        let subject = FindingSubject(key: entry.key, locale: locale, variant: path)
        let outcome = pattern.firstMatch(in: unit.value)
        if outcome == .gaveUp {
            return context.diagnostic(.patternGaveUp(rule: definition.id, pattern: definition.pattern, value: unit.value), about: subject, at: unit.range)
        }
        let message = FindingMessage(definition.message, id: definition.expectation == .forbid ? "forbiddenMatch" : "requiredMatchMissing", separator: ": ")
        switch (definition.expectation, outcome) {
        case (.forbid, .match(let match)):
            let start = unit.value.utf8.distance(from: unit.value.startIndex, to: match.lowerBound)
            let end = unit.value.utf8.distance(from: unit.value.startIndex, to: match.upperBound)
            return context.diagnostic(message, about: subject, at: Self.range(of: start..<end, in: unit, context.project))
        case (.require, .noMatch):
            return context.diagnostic(message, about: subject, at: unit.range)
        default:
            return nil
        }
    }

    /// The match itself when the literal spells the value byte for byte (no escapes), so the
    /// column points at the offending `,`; else the whole literal.
    static func range(of match: Range<Int>, in unit: StringUnit, _ project: Project) -> SourceRange {
        let text = project.file(unit.range.file).text
        let inner = (unit.range.start + 1)..<(unit.range.end - 1)
        guard inner.lowerBound <= inner.upperBound, inner.upperBound <= text.byteCount,
            text.bytes(in: inner).elementsEqual(unit.value.utf8)
        else { return unit.range }
        return SourceRange(file: unit.range.file, start: inner.lowerBound + match.lowerBound, end: inner.lowerBound + match.upperBound)
    }
}

extension FindingMessage {
    /// The pattern needed more steps than one value may take: the value is neither passed nor
    /// failed, and the team is told which pattern to rewrite (a hostile or careless
    /// `.l10nlint.json` must not stall CI). The value is quoted, shortened past 60 characters.
    static func patternGaveUp(rule: RuleID, pattern: String, value: String) -> FindingMessage {
        let shown = value.count > 60 ? value.prefix(60) + "…" : Substring(value)
        return FindingMessage(
            "was not checked: custom rule '\(rule)' gave up on the value \"\(shown)\" after its step budget; the pattern '\(pattern)' backtracks too much, rewrite it",
            id: "patternGaveUp")
    }
}
