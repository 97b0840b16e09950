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
        // Compiled per run: `Regex` is not Sendable, and the pattern was validated on load.
        guard !definition.pattern.isEmpty, let regex = try? Regex(definition.pattern) else { return [] }
        var diagnostics: [Diagnostic] = []
        for catalog in context.project.catalogs {
            for entry in catalog.entries where definition.keys.isEmpty || definition.keys.contains(where: { $0.matches(entry.key) }) {
                for translation in entry.translations where definition.locales?.contains(translation.locale) ?? true {
                    for (path, unit) in translation.value.allUnits {
                        if let diagnostic = check(unit, path: path, entry: entry, locale: translation.locale, regex: regex, context) {
                            diagnostics.append(diagnostic)
                        }
                    }
                }
            }
        }
        return diagnostics
    }

    private func check(
        _ unit: StringUnit, path: [String], entry: CatalogEntry, locale: LocaleID, regex: Regex<AnyRegexOutput>, _ context: RuleContext
    ) -> Diagnostic? {
        let match = (try? regex.firstMatch(in: unit.value)) ?? nil
        let message = FindingMessage(definition.message, id: definition.expectation == .forbid ? "forbiddenMatch" : "requiredMatchMissing", separator: ": ")
        let subject = FindingSubject(key: entry.key, locale: locale, variant: path)
        switch definition.expectation {
        case .forbid:
            guard let match else { return nil }
            let start = unit.value.utf8.distance(from: unit.value.startIndex, to: match.range.lowerBound)
            let end = unit.value.utf8.distance(from: unit.value.startIndex, to: match.range.upperBound)
            return context.diagnostic(message, about: subject, at: Self.range(of: start..<end, in: unit, context.project))
        case .require:
            guard match == nil else { return nil }
            return context.diagnostic(message, about: subject, at: unit.range)
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
