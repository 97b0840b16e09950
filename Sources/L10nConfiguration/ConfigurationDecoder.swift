import L10nModel
import L10nParsing
import L10nAnalysis
import L10nRules

/// Decodes each section of `.l10nlint.json` into ``Configuration``. Custom rules are read
/// first, so `rules` and `ignore` can name them like built-in rules.
package struct ConfigurationDecoder {
    var reader: JSONReader
    var configuration: Configuration

    /// The keys the schema declares (`$schema` aside, accepted but never suggested).
    package static let topLevelKeys = ConfigurationSchema.keys.map(\.name)

    /// Every id a configuration may name: built-in rules, engine findings, its custom rules.
    var knownRuleIDs: [RuleID] {
        RuleRegistry.ids + EngineRules.ids + configuration.customRules.map(\.id)
    }

    mutating func decodeRoot(_ root: JSONValue) {
        guard let members = reader.members(of: root, known: Self.topLevelKeys, unlisted: ["$schema"], in: "the configuration") else { return }
        // `$schema` is for editors (completion and checking in VS Code); l10n only checks its type.
        if let value = members["$schema"]?.value { _ = reader.string(value, "'$schema'") }
        if let value = members["customRules"]?.value { decodeCustomRules(value) }
        if let value = members["include"]?.value { configuration.include = reader.globs(value, "'include'", kind: .path) }
        if let value = members["exclude"]?.value { configuration.exclude = reader.globs(value, "'exclude'", kind: .path) }
        if let value = members["sourceLanguage"]?.value, let text = reader.string(value, "'sourceLanguage'") {
            configuration.sourceLanguage = reader.locale(text, at: value)
        }
        if let value = members["requiredLocales"]?.value { decodeRequiredLocales(value) }
        if let value = members["rules"]?.value { decodeRules(value) }
        if let value = members["ignore"]?.value { decodeIgnores(value) }
        if let value = members["catalogPairs"]?.value { decodeCatalogPairs(value) }
        if let value = members["glossary"]?.value { decodeGlossary(value) }
    }

    // MARK: requiredLocales

    /// `["zh-Hans", "ja"]` or `{"zh-Hans": "error", "*": "warning"}`.
    mutating func decodeRequiredLocales(_ value: JSONValue) {
        if value.isArray {
            let locales = (reader.strings(value, "'requiredLocales'") ?? []).compactMap { reader.locale($0.text, at: $0.value) }
            configuration.requiredLocales = RequiredLocales(listed: locales.map { .init(locale: $0, severity: nil) })
            return
        }
        guard reader.expect(.object, value, "'requiredLocales'", expected: "an array of locales or an object of locale severities") != nil else { return }
        var required = RequiredLocales(listed: [])
        var seen = Set<String>()
        for member in value.members {
            let name = member.key.string ?? ""
            guard seen.insert(name).inserted else {
                reader.fail("duplicate key '\(name)' in 'requiredLocales'", at: member.key)
                continue
            }
            let severity = reader.severity(member.value, "locale '\(name)'")
            if name == "*" {
                required.others = severity
            } else if let locale = reader.locale(name, at: member.key), let severity {
                required.listed.append(.init(locale: locale, severity: severity))
            }
        }
        configuration.requiredLocales = required
    }

    // MARK: rules

    /// `"id": "warning"` or `"id": {"severity": "warning", "options": {…}}`.
    mutating func decodeRules(_ value: JSONValue) {
        guard reader.expect(.object, value, "'rules'", expected: "an object of rule ids") != nil else { return }
        let known = knownRuleIDs
        var seen = Set<String>()
        for member in value.members {
            let name = member.key.string ?? ""
            guard seen.insert(name).inserted else {
                reader.fail("duplicate rule '\(name)' in 'rules'", at: member.key)
                continue
            }
            guard let id = reader.ruleID(name, at: member.key, known: known) else { continue }
            if member.value.isString {
                if let severity = reader.severity(member.value, "'\(id)'") { configuration.rules[id] = RuleSetting(severity: severity) }
            } else if let setting = decodeRuleObject(member.value, id: id) {
                configuration.rules[id] = setting
            }
        }
    }

    private mutating func decodeRuleObject(_ value: JSONValue, id: RuleID) -> RuleSetting? {
        guard reader.expect(.object, value, "'\(id)'", expected: "a severity (off, note, warning, error) or an object with 'severity' and 'options'") != nil else { return nil }
        guard let members = reader.members(of: value, known: ["severity", "options"], in: "rule '\(id)'") else { return nil }
        var setting = RuleSetting(severity: nil)
        if let severity = members["severity"] {
            guard let parsed = reader.severity(severity.value, "'\(id)'") else { return nil }
            setting.severity = parsed
        }
        guard let options = members["options"]?.value else { return setting }
        guard let type = RuleRegistry.rule(withID: id) else {
            reader.fail("rule '\(id)' has no options", at: members["options"]?.key ?? value)
            return nil
        }
        guard let rule = type.make(options: options, reader: &reader) else { return nil }
        setting.rule = rule
        return setting
    }

    // MARK: ignore

    mutating func decodeIgnores(_ value: JSONValue) {
        guard reader.expect(.array, value, "'ignore'", expected: "an array of entries") != nil else { return }
        let known = knownRuleIDs
        for element in value.elements {
            // A misspelled key is the one mistake to report for the entry ('key' for 'keys').
            let errorCount = reader.errors.count
            guard let members = reader.members(of: element, known: ["rule", "keys", "paths", "reason"], in: "an ignore entry"),
                reader.errors.count == errorCount
            else { continue }
            let rule = required("rule", in: members, at: element, of: "an ignore entry").flatMap { member in
                reader.string(member.value, "'rule'").flatMap { reader.ruleID($0, at: member.value, known: known) }
            }
            let reason = required("reason", in: members, at: element, of: "an ignore entry (say why the finding is acceptable)")
                .flatMap { reader.nonEmptyString($0.value, "'reason'") }
            let keys = members["keys"].map { reader.globs($0.value, "'keys'", kind: .key) } ?? []
            let paths = members["paths"].map { reader.globs($0.value, "'paths'", kind: .path) } ?? []
            if members["keys"] == nil, members["paths"] == nil {
                let hint = rule.map { "; to turn '\($0)' off everywhere, set it to \"off\" in 'rules'" } ?? ""
                reader.fail("an ignore entry needs 'keys' or 'paths'\(hint)", at: element)
                continue
            }
            guard let rule, let reason else { continue }
            configuration.ignores.append(IgnoreEntry(rule: rule, keys: keys, paths: paths, reason: reason, location: reader.location(of: element)))
        }
    }

    private mutating func required(_ key: String, in members: [String: JSONMember], at value: JSONValue, of context: String) -> JSONMember? {
        guard let member = members[key] else {
            reader.fail("missing '\(key)' in \(context)", at: value)
            return nil
        }
        return member
    }

    // MARK: glossary

    /// `{"terms": {"lesson": {"de": "Lektion"}}, "doNotTranslate": ["Lingo Pro"]}`.
    mutating func decodeGlossary(_ value: JSONValue) {
        guard let members = reader.members(of: value, known: ["terms", "doNotTranslate"], in: "'glossary'") else { return }
        if let names = members["doNotTranslate"]?.value, let list = reader.strings(names, "'glossary.doNotTranslate'") {
            for name in list where name.text.allSatisfy(\.isWhitespace) {
                reader.fail("'glossary.doNotTranslate' has an empty term", at: name.value)
            }
            configuration.glossary.doNotTranslate = list.map(\.text).filter { !$0.allSatisfy(\.isWhitespace) }
        }
        guard let terms = members["terms"]?.value,
            reader.expect(.object, terms, "'glossary.terms'", expected: "an object of term → {locale: translation}") != nil
        else { return }
        for term in terms.members {
            let name = term.key.string ?? ""
            guard !name.allSatisfy(\.isWhitespace) else {
                reader.fail("'glossary.terms' has an empty term", at: term.key)
                continue
            }
            guard reader.expect(.object, term.value, "term '\(name)' in 'glossary.terms'", expected: "an object of locale → translation (or an array of accepted translations)") != nil else { continue }
            var byLocale: [LocaleID: [String]] = [:]
            for member in term.value.members {
                let localeName = member.key.string ?? ""
                guard let locale = reader.locale(localeName, at: member.key) else { continue }
                // One translation, or the forms any of which renders the term (noun and verb).
                let what = "the \(localeName) translation of '\(name)' in 'glossary.terms'"
                let translations = member.value.kind == .array ? reader.strings(member.value, what)?.map(\.text) : reader.string(member.value, what).map { [$0] }
                guard let translations else { continue }
                byLocale[locale] = translations.filter { !$0.allSatisfy(\.isWhitespace) }
            }
            configuration.glossary.terms[name] = byLocale
        }
    }

    // MARK: catalogPairs

    mutating func decodeCatalogPairs(_ value: JSONValue) {
        guard reader.expect(.array, value, "'catalogPairs'", expected: "an array of {\"source\", \"generated\"} objects") != nil else { return }
        for element in value.elements {
            guard let members = reader.members(of: element, known: ["source", "generated"], in: "a catalog pair") else { continue }
            let source = catalogPairPath(.source, members, element)
            let generated = catalogPairPath(.generated, members, element)
            if let source, let generated { configuration.catalogPairs.append(CatalogPairSetting(source: source, generated: generated)) }
        }
    }

    /// One side of a pair: a non-empty string naming an existing catalog of that kind.
    private mutating func catalogPairPath(_ side: CatalogPairCheck.Side, _ members: [String: JSONMember], _ element: JSONValue) -> String? {
        guard let member = required(side.rawValue, in: members, at: element, of: "a catalog pair"),
            let path = reader.nonEmptyString(member.value, "'\(side.rawValue)'")
        else { return nil }
        if let problem = CatalogPairCheck.problem(path, side: side, directory: configuration.directory) {
            reader.fail(problem, at: member.value)
            return nil
        }
        return path
    }

    // MARK: customRules

    mutating func decodeCustomRules(_ value: JSONValue) {
        guard reader.expect(.array, value, "'customRules'", expected: "an array of rule definitions") != nil else { return }
        for element in value.elements {
            guard reader.expect(.object, element, "a custom rule") != nil else { continue }
            guard let idValue = element["id"] else {
                reader.fail("missing 'id' in a custom rule", at: element)
                continue
            }
            guard let text = reader.string(idValue, "a custom rule's 'id'"), validateCustomID(text, at: idValue) else { continue }
            // Unknown keys first: a misspelled 'mesage' should be named as such, not as a missing 'message'.
            let errorCount = reader.errors.count
            _ = reader.members(of: element, known: CustomRuleDefinition.fields.map(\.name), in: "custom rule '\(text)'")
            guard reader.errors.count == errorCount else { continue }
            if let definition = CustomRuleDefinition.decode(element, id: RuleID(text), reader: &reader) {
                configuration.customRules.append(definition)
            }
        }
    }

    /// Kebab-case, not the id of a built-in, engine or earlier custom rule, and not one typing
    /// slip from a built-in id.
    private mutating func validateCustomID(_ text: String, at value: JSONValue) -> Bool {
        let id = RuleID(text)
        guard id.isWellFormed else {
            reader.fail("custom rule id '\(text)' must be kebab-case (lowercase words joined by '-')", at: value)
            return false
        }
        guard !knownRuleIDs.contains(id) else {
            reader.fail("custom rule id '\(text)' is already the id of another rule", at: value)
            return false
        }
        // The schema tells custom ids from misspelled built-in ones this way; so must we.
        if let builtIn = BuiltInRuleIDs.nearMiss(text) {
            reader.fail("custom rule id '\(text)' is one letter away from the built-in rule '\(builtIn)'; choose an id that cannot be mistaken for it", at: value)
            return false
        }
        return true
    }
}
