import Foundation
import Testing

@testable import L10nModel
@testable import L10nParsing
@testable import L10nRules
@testable import L10nEngine
@testable import L10nConfiguration
@testable import L10nCLI

/// `l10n config schema` and the decoder agree: the schema is generated from the declarations
/// the decoder reads, and these tests check the two sides against each other on real inputs
/// (each declared default decodes to the default, wrong values and unknown keys are rejected by
/// both, the printed default and the README's example validate).
@Suite struct ConfigurationSchemaTests {
    static var schema: JSONOutput { ConfigurationSchema.schema }

    static func member(_ value: JSONOutput?, _ path: String...) -> JSONOutput? {
        path.reduce(value) { node, name in
            guard case .object(let members)? = node else { return nil }
            return members.first { $0.0 == name }?.1
        }
    }

    static func names(_ value: JSONOutput?) -> [String] {
        guard case .object(let members)? = value else { return [] }
        return members.map(\.0)
    }

    @Test func commandPrintsTheSchema() throws {
        let directory = try TemporaryDirectory()
        let outcome = CLI.run(["config", "schema"], in: directory)
        #expect(outcome.status == .success)
        #expect(outcome.standardOutput == Self.schema.rendered())
        #expect(outcome.standardOutput.hasPrefix("{\n  \"$schema\": \"https://json-schema.org/draft/2020-12/schema\",\n"))
        // The printed default points editors at the file this command is redirected into.
        let printed = CLI.run(["config", "print-default"], in: directory).standardOutput
        #expect(printed.contains("\n  \"$schema\": \"./.l10nlint.schema.json\",\n"))
        #expect(printed.contains("`l10n config schema > .l10nlint.schema.json`"))
    }

    @Test func everyTopLevelKeyAndRuleIsDeclared() {
        #expect(Self.names(Self.member(Self.schema, "properties")) == ["$schema"] + ConfigurationDecoder.topLevelKeys)
        #expect(Self.member(Self.schema, "additionalProperties") == .bool(false))
        let rules = Self.member(Self.schema, "properties", "rules", "properties")
        #expect(Self.names(rules) == RulesCommand.documentedRules.map(\.id.rawValue))
        for type in RuleRegistry.builtIn {
            let id = type.description.id.rawValue
            let severity = type.description.isEnabledByDefault ? type.description.defaultSeverity.rawValue : "off"
            #expect(Self.member(rules, id, "default") == .string(severity), "\(id)")
            let options = Self.member(rules, id, "oneOf")
            guard case .array(let forms)? = options, forms.count == 2 else {
                Issue.record("\(id) has no severity-or-object form")
                continue
            }
            let declared = Self.member(forms[1], "properties", "options", "properties")
            #expect(Self.names(declared) == type.optionDeclarations.map(\.name), "\(id)")
            #expect(Self.member(forms[1], "properties", "options", "additionalProperties") == .bool(false))
            for option in type.optionDeclarations {
                #expect(Self.member(declared, option.name, "description") == .string(option.summary))
                #expect(Self.member(declared, option.name, "default") == (option.defaultValue == .null ? nil : option.defaultValue), "\(id).\(option.name)")
            }
        }
    }

    /// The default the schema (and `print-default`, and the rule page) shows for each option is
    /// one the decoder accepts, and it decodes to the rule's real default.
    @Test func everyDeclaredDefaultDecodesToTheDefault() throws {
        for type in RuleRegistry.builtIn { try Self.checkDefaults(type) }
    }

    private static func checkDefaults<R: Rule>(_ type: R.Type) throws {
        for option in R.optionDeclarations where option.defaultValue != .null {
            let json = JSONOutput.object([(option.name, option.defaultValue)]).compact
            let decoded = try R.Options.decoded(json: json, ruleID: R.description.id)
            #expect(decoded == R.Options(), "\(R.description.id): \(json)")
        }
    }

    /// A value of the wrong type for every option, built from its declared type: the decoder
    /// reports it at its position (and python's jsonschema rejects it, below).
    static func wrongValue(for type: OptionType) -> JSONOutput {
        switch type {
        case .boolean, .integer, .number, .array, .map, .record: .string("wrong")
        case .string: .int(1)
        case .choice: .string("no-such-choice")
        }
    }

    static var invalidOptionConfigurations: [(name: String, json: String)] {
        RuleRegistry.builtIn.flatMap { type in
            let id = type.description.id.rawValue
            let wrong = type.optionDeclarations.map { option in
                let options: JSONOutput = .object([(option.name, wrongValue(for: option.type))])
                let setting: JSONOutput = .object([("options", options)])
                return ("\(id).\(option.name)", JSONOutput.object([("rules", .object([(id, setting)]))]).compact)
            }
            return wrong + [("\(id).unknown", #"{"rules": {"\#(id)": {"options": {"noSuchOption": true}}}}"#)]
        }
    }

    static let invalidConfigurations: [(name: String, json: String)] = [
        ("unknown top-level key", #"{"rule": {}}"#),
        ("rule id that is not kebab-case", #"{"rules": {"Missing_Translation": "error"}}"#),
        ("misspelled built-in rule id", #"{"rules": {"lenght-budget": "off"}}"#),
        ("built-in rule id without its hyphen", #"{"rules": {"lengthbudget": "off"}}"#),
        ("misspelled rule id in an ignore entry", #"{"ignore": [{"rule": "missing-translations", "keys": ["a"], "reason": "r"}]}"#),
        ("custom rule id one letter from a built-in", #"{"customRules": [{"id": "lenght-budget", "message": "m", "forbid": "x"}], "rules": {"lenght-budget": "off"}}"#),
        ("severity", #"{"rules": {"duplicate-key": "fatal"}}"#),
        ("unknown key in a rule", #"{"rules": {"duplicate-key": {"level": "error"}}}"#),
        ("options of an engine rule", #"{"rules": {"unused-ignore": {"options": {}}}}"#),
        (
            "options of a custom rule",
            #"{"customRules": [{"id": "a-b", "message": "m", "forbid": "x"}], "rules": {"a-b": {"severity": "error", "options": {}}}}"#
        ),
        ("ignore without reason", #"{"ignore": [{"rule": "duplicate-key", "keys": ["a"]}]}"#),
        ("ignore without keys or paths", #"{"ignore": [{"rule": "duplicate-key", "reason": "why"}]}"#),
        ("unknown key in an ignore entry", #"{"ignore": [{"rule": "duplicate-key", "key": ["a"], "reason": "why"}]}"#),
        ("catalog pair without generated", #"{"catalogPairs": [{"source": "strings.json"}]}"#),
        ("unknown key in the glossary", #"{"glossary": {"term": {"lesson": {"de": "Lektion"}}}}"#),
        ("glossary translation that is no string", #"{"glossary": {"terms": {"lesson": {"de": 1}}}}"#),
        ("do-not-translate list that is no array", #"{"glossary": {"doNotTranslate": "Lingo"}}"#),
        ("custom rule with both patterns", #"{"customRules": [{"id": "a-b", "message": "m", "forbid": "x", "require": "y"}]}"#),
        ("custom rule without message", #"{"customRules": [{"id": "a-b", "forbid": "x"}]}"#),
        ("unknown key in a custom rule", #"{"customRules": [{"id": "a-b", "message": "m", "forbid": "x", "mesage": "m"}]}"#),
        ("empty glob", #"{"include": [""]}"#),
        ("required locale severity", #"{"requiredLocales": {"ja": "must"}}"#),
    ]

    static let validConfigurations: [(name: String, json: String)] = [
        ("empty", "{}"),
        ("severities", #"{"$schema": "./.l10nlint.schema.json", "rules": {"markdown-span-parity": "warning", "parse-error": {"severity": "error"}}}"#),
        (
            "options",
            #"{"rules": {"length-budget": {"options": {"layoutLocales": ["zh-Hans"], "locales": {"ja": {"minimumWidth": 6}}, "maxWidths": {"a": 20}}}, "plural-variants": {"severity": "warning", "options": {"largeNumberMany": "warning", "requiredCategories": {"fr": ["one", "many", "other"]}}}}}"#
        ),
        (
            "entries",
            #"{"requiredLocales": {"zh-Hans": "error", "*": "warning"}, "ignore": [{"rule": "missing-translation", "keys": ["debug.*"], "reason": "debug menus stay in English"}], "customRules": [{"id": "zh-ascii-punctuation", "message": "use full-width punctuation", "severity": "error", "locales": ["zh-Hans"], "forbid": "[,?]"}], "rules": {"zh-ascii-punctuation": "warning"}}"#
        ),
    ]

    /// The decoder rejects every invalid configuration and accepts every valid one.
    @Test func decoderAgreesWithTheCases() throws {
        let directory = try TemporaryDirectory()
        try directory.write("strings.json", "{}")
        for (name, json) in Self.invalidConfigurations + Self.invalidOptionConfigurations {
            try directory.write(".l10nlint.json", json)
            let check = CLI.run(["config", "check"], in: directory)
            #expect(check.status == .failure, "\(name) is accepted by the decoder")
            #expect(check.standardError.hasPrefix(".l10nlint.json:1:"), "\(name): \(check.standardError)")
        }
        for (name, json) in Self.validConfigurations {
            try directory.write(".l10nlint.json", json)
            #expect(CLI.run(["config", "check"], in: directory).status == .success, "\(name) is rejected by the decoder")
        }
        try directory.write(".l10nlint.json", DefaultConfiguration.text)
        #expect(CLI.run(["config", "check"], in: directory).status == .success)
    }

    /// python's jsonschema (draft 2020-12) gives the same verdicts on the same cases, the printed
    /// default and the README's example configuration. Skipped when it is not installed.
    @Test func jsonschemaAgreesWithTheDecoder() throws {
        guard let probe = try? SARIFValidationTests.run(["python3", "-c", "import jsonschema"]), probe.status == 0 else {
            print("schema validation skipped: python3 with the jsonschema package is not available (pip install jsonschema)")
            return
        }
        let directory = try TemporaryDirectory()
        try directory.write("schema.json", Self.schema.rendered())
        var expected: [String] = []
        var index = 0
        func add(_ name: String, _ jsonc: String, valid: Bool) throws {
            var reader = JSONReader(text: jsonc, path: name)
            let parsed = reader.parse(.jsonc)
            let document = try #require(parsed, "\(name) does not parse")
            try directory.write("case\(index).json", Self.plain(document.root).rendered())
            expected.append("case\(index) \(valid ? "valid" : "invalid") \(name)")
            index += 1
        }
        for (name, json) in Self.invalidConfigurations + Self.invalidOptionConfigurations { try add(name, json, valid: false) }
        for (name, json) in Self.validConfigurations { try add(name, json, valid: true) }
        try add("print-default", DefaultConfiguration.text, valid: true)
        if let readme = Self.readmeExample() { try add("README example", readme, valid: true) } else { print("docs/configuration.md example skipped: not found") }
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            validator = jsonschema.Draft202012Validator(schema)
            for line in sys.argv[2:]:
                number, verdict, name = line.split(" ", 2)
                errors = list(validator.iter_errors(json.load(open(number + ".json"))))
                print(number, "valid" if not errors else "invalid", name)
            """
        let run = try SARIFValidationTests.run(["sh", "-c", "cd '\(directory.path)' && python3 -c \"$0\" schema.json \"$@\"", script] + expected)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.split(separator: "\n").map(String.init) == expected)
    }

    /// The JSONC example of docs/configuration.md.
    static func readmeExample() -> String? {
        guard let text = try? String(contentsOf: PackagePaths.root.appendingPathComponent("docs/configuration.md"), encoding: .utf8),
            let start = text.range(of: "A complete example:\n\n```jsonc\n"),
            let end = text.range(of: "\n```", range: start.upperBound..<text.endIndex)
        else { return nil }
        return String(text[start.upperBound..<end.lowerBound])
    }

    /// A parsed document as plain JSON (comments and trailing commas gone).
    static func plain(_ value: JSONValue) -> JSONOutput {
        switch value.kind {
        case .object: .object(value.members.map { ($0.key.string ?? "", plain($0.value)) })
        case .array: .array(value.elements.map(plain))
        case .string: .string(value.string ?? "")
        case .number: value.int.map(JSONOutput.int) ?? .double(value.double ?? 0)
        case .true: .bool(true)
        case .false: .bool(false)
        case .null: .null
        }
    }
}
