import L10nRules
import L10nEngine
import L10nModel

/// The text `l10n config print-default` prints: a valid `.l10nlint.json` that changes nothing,
/// with a comment on every key and every rule listed at its default, so a team starts from a
/// file that documents itself. Generated from the registry, so it never misses a rule.
public enum DefaultConfiguration {
    public static var text: String {
        var lines = [
            "// .l10nlint.json: configuration for l10n (\(ToolInfo.informationURI)).",
            "// JSON with // comments. Every key is optional; unknown keys, rule ids and values are",
            "// errors. Paths and globs are relative to this file; globs know **, * and ?.",
            "{",
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
            "  // Project rules: a regular expression that values must not (\"forbid\") or must",
            "  // (\"require\") match, optionally only in some locales and keys. For example:",
            "  // { \"id\": \"zh-ascii-punctuation\", \"message\": \"use full-width punctuation in Chinese text\",",
            "  //   \"severity\": \"warning\", \"locales\": [\"zh-Hans\"], \"forbid\": \"[,?]\" }",
            "  \"customRules\": []",
            "}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `// summary` then `"id": "severity",` for every built-in and engine rule.
    private static func ruleLines() -> [String] {
        var rules = RuleRegistry.builtIn.map { type in (type.description, type.optionNames) }
        rules += EngineRules.descriptions.map { ($0, []) }
        var lines: [String] = []
        for (index, (description, options)) in rules.enumerated() {
            var comment = "    // \(description.summary)"
            if !options.isEmpty { comment += " (options: \(options.joined(separator: ", ")))" }
            lines.append(comment)
            let severity = description.isEnabledByDefault ? description.defaultSeverity.rawValue : "off"
            lines.append("    \"\(description.id)\": \"\(severity)\"\(index == rules.count - 1 ? "" : ",")")
        }
        return lines
    }
}

extension Rule {
    /// The option names of the rule's typed options, for documentation.
    static var optionNames: [String] { Options.optionNames }
}
