import L10nModel
import L10nRules

/// The text `l10n config print-default` prints: a valid `.l10nlint.json` that changes nothing,
/// with a comment on every key and every rule listed at its default, so a team starts from a
/// file that documents itself. Generated from the registry, so it never misses a rule.
public enum DefaultConfiguration {
    public static var text: String {
        var lines = [
            "// .l10nlint.json: configuration for l10n (\(ToolInfo.informationURI)).",
            "// JSON with comments and trailing commas (JSONC). Every key is optional; unknown keys, rule",
            "// ids and values are errors. Paths and globs are relative to this file; globs know **, * and ?.",
            "{",
            "  // For completion and checking in editors: create it with",
            "  // `l10n config schema > \(schemaFileName)` (regenerate it when l10n is updated).",
            "  \"$schema\": \"./\(schemaFileName)\",",
            "",
            "  // Files to lint (empty: everything under the paths given), and files never to lint,",
            "  // such as vendored catalogs: [\"Vendor/**\", \"**/Generated/*.xcstrings\"].",
            "  \"include\": [],",
            "  \"exclude\": [],",
            "",
            "  // The development language, when the catalogs' own declaration is wrong or missing.",
            "  // \"sourceLanguage\": \"en\",",
            "",
            "  // Locales that must be complete (default: every locale found in the catalogs). An array",
            "  // uses the rules' severities; an object gives each locale its own: \"error\" blocks,",
            "  // \"warning\" or \"note\" only reports, \"off\" never requires it; \"*\" is every other locale.",
            "  // \"requiredLocales\": { \"zh-Hans\": \"error\", \"*\": \"warning\" },",
            "",
            "  // Every rule at its default: \"off\", \"note\", \"warning\", \"error\", or",
            "  // { \"severity\": \"warning\", \"options\": { … } }. `l10n rules <id>` explains one.",
            "  \"rules\": {",
        ]
        lines += ruleLines()
        lines += [
            "  },",
            "",
            "  // Waivers: { \"rule\": \"missing-translation\", \"keys\": [\"debug.*\"], \"paths\": [\"Legacy/**\"],",
            "  // \"reason\": \"why the finding is acceptable\" }. A reason is required; keys and paths are",
            "  // globs (at least one of them); an entry that matches nothing is reported (unused-ignore).",
            "  \"ignore\": [],",
            "",
            "  // Which catalog each strings.json source generates, for rules that compare them:",
            "  // { \"source\": \"Design/strings.json\", \"generated\": \"App/Localizable.xcstrings\" }.",
            "  \"catalogPairs\": [],",
            "",
            "  // Terminology (glossary-term): the translation a term must have per locale or language,",
            "  // { \"lesson\": { \"de\": \"Lektion\" } }, and names never translated, [\"Lingo Pro\"].",
            "  \"glossary\": { \"terms\": {}, \"doNotTranslate\": [] },",
            "",
            "  // Project rules: a regular expression that values must not (\"forbid\") or must",
            "  // (\"require\") match, optionally only in some locales and keys. For example:",
            "  // { \"id\": \"zh-ascii-punctuation\", \"message\": \"use full-width punctuation in Chinese text\",",
            "  //   \"severity\": \"warning\", \"locales\": [\"zh-Hans\"], \"forbid\": \"[,?]\" }",
            "  \"customRules\": []",
            "}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Where `$schema` points: the file `l10n config schema` is redirected into, beside the
    /// configuration (hidden like it), so each team's schema matches the l10n it runs.
    public static let schemaFileName = ".l10nlint.schema.json"

    /// `// summary`, the options at their defaults, then `"id": "severity",` for every built-in
    /// and engine rule.
    private static func ruleLines() -> [String] {
        var rules = RuleRegistry.all.map { type in (type.description, type.optionDeclarations) }
        rules += EngineRules.descriptions.map { ($0, []) }
        var lines: [String] = []
        for (index, (description, options)) in rules.enumerated() {
            lines.append("    // \(description.summary).")
            if !options.isEmpty { lines.append("    // Options, at their defaults:") }
            for option in options {
                let value = option.defaultValue == .null ? "unset" : option.defaultValue.compact
                lines.append("    //   \"\(option.name)\": \(value) (\(option.type.display)): \(option.summary)")
            }
            let severity = description.isEnabledByDefault ? description.defaultSeverity.rawValue : "off"
            lines.append("    \"\(description.id)\": \"\(severity)\"\(index == rules.count - 1 ? "" : ",")")
        }
        return lines
    }
}
