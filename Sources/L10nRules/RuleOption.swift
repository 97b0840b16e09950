import L10nModel
import L10nParsing

/// A Swift type an option can have: how it reads from JSON, its ``OptionType`` and how its
/// value is written back (defaults in `config print-default`, rule pages and the schema).
public protocol OptionValue: Sendable {
    static func optionType(_ bound: OptionBound?) -> OptionType
    /// The value at `value`, or nil after recording what is wrong with it.
    static func read(_ value: JSONValue, _ path: OptionPath, _ bound: OptionBound?, _ reader: inout JSONReader) -> Self?
    var json: JSONOutput { get }
}

/// An option's declaration: name, type (from the property's Swift type), default (read from the
/// options' `init()`) and one-sentence summary. A rule's `declarations` list is the only place its
/// options are named: decoding, `config print-default`, the rule page and `config schema` all
/// read it.
public struct RuleOption<Options: RuleOptions>: Sendable {
    public let name: String
    public let type: OptionType
    public let summary: String
    private let value: @Sendable (Options) -> JSONOutput
    private let decodeInto: @Sendable (inout Options, JSONValue, OptionPath, inout JSONReader) -> Void

    /// `merge` combines the default with the configured value (per-locale tables that refine
    /// the built-in ones); without it the configured value replaces the default.
    public init<Value: OptionValue>(
        _ name: String, _ keyPath: WritableKeyPath<Options, Value> & Sendable, _ bound: OptionBound? = nil, summary: String,
        merge: (@Sendable (Value, Value) -> Value)? = nil
    ) {
        self.name = name
        self.type = Value.optionType(bound)
        self.summary = summary
        self.value = { $0[keyPath: keyPath].json }
        self.decodeInto = { options, json, path, reader in
            guard let decoded = Value.read(json, path, bound, &reader) else { return }
            options[keyPath: keyPath] = merge.map { $0(options[keyPath: keyPath], decoded) } ?? decoded
        }
    }

    /// The type-erased declaration, for documentation and the schema.
    public var declaration: OptionDeclaration {
        OptionDeclaration(name: name, type: type, summary: summary, defaultValue: value(Options()))
    }

    func decode(_ json: JSONValue, into options: inout Options, path: OptionPath, reader: inout JSONReader) {
        decodeInto(&options, json, path, &reader)
    }
}

/// One option of one rule, as documentation and the schema show it.
public struct OptionDeclaration: Sendable, Equatable {
    public var name: String
    public var type: OptionType
    public var summary: String
    /// `.null` for an option that is unset by default (`minRatio`).
    public var defaultValue: JSONOutput

    /// The option's schema: its type's, with the description and the default.
    public var schema: JSONOutput {
        var members: [(String, JSONOutput)] = [("description", .string(summary))]
        if defaultValue != .null { members.append(("default", defaultValue)) }
        return type.schema.adding(members)
    }
}

extension RuleOptions {
    public static var optionNames: [String] { declarations.map(\.name) }

    /// The options' declarations, type-erased.
    public static var optionDeclarations: [OptionDeclaration] { declarations.map(\.declaration) }

    /// The defaults overridden by the options object `value`; nil after recording what is wrong
    /// (every wrong option, and unknown ones with a suggestion).
    public static func decode(_ value: JSONValue, ruleID: RuleID, reader: inout JSONReader) -> Self? {
        guard reader.expect(.object, value, "options of '\(ruleID)'") != nil else { return nil }
        let errorCount = reader.errors.count
        var options = Self()
        var seen = Set<String>()
        for member in value.members {
            let name = member.key.string ?? ""
            guard let declaration = declarations.first(where: { $0.name == name }) else {
                let hint = JSONReader.suggestion(for: name, among: optionNames)
                let list = optionNames.isEmpty ? "it has no options" : "known options: \(optionNames.joined(separator: ", "))"
                reader.fail("unknown option '\(name)' for rule '\(ruleID)'\(hint); \(list)", at: member.key)
                continue
            }
            guard seen.insert(name).inserted else {
                reader.fail("duplicate option '\(name)' for rule '\(ruleID)'", at: member.key)
                continue
            }
            declaration.decode(member.value, into: &options, path: OptionPath(owner: ruleID.rawValue, keys: [name]), reader: &reader)
        }
        return reader.errors.count == errorCount ? options : nil
    }

    /// Options from JSON text (tests, rule examples): every problem of it, or the options.
    public static func decoded(json: String, ruleID: RuleID, path: String = "<options>") throws(JSONInputErrors) -> Self {
        var reader = JSONReader(text: json, path: path)
        guard let document = reader.parse(.jsonc), let options = decode(document.root, ruleID: ruleID, reader: &reader) else {
            throw reader.failure ?? JSONInputErrors([])
        }
        return options
    }
}

// MARK: Conformances

extension Bool: OptionValue {
    public static func optionType(_ bound: OptionBound?) -> OptionType { .boolean }
    public static func read(_ value: JSONValue, _ path: OptionPath, _ bound: OptionBound?, _ reader: inout JSONReader) -> Bool? {
        reader.bool(value, path.description)
    }
    public var json: JSONOutput { .bool(self) }
}

extension Int: OptionValue {
    public static func optionType(_ bound: OptionBound?) -> OptionType { .integer(bound) }
    public static func read(_ value: JSONValue, _ path: OptionPath, _ bound: OptionBound?, _ reader: inout JSONReader) -> Int? {
        guard let number = value.int, bound?.admits(Double(number)) ?? true else {
            let found = value.kind == .number ? (value.int == nil ? "a fraction" : value.numberLiteral) : nil
            reader.mismatch(value, path.description, expected: optionType(bound).article, found: found)
            return nil
        }
        return number
    }
    public var json: JSONOutput { .int(self) }
}

extension Double: OptionValue {
    public static func optionType(_ bound: OptionBound?) -> OptionType { .number(bound) }
    public static func read(_ value: JSONValue, _ path: OptionPath, _ bound: OptionBound?, _ reader: inout JSONReader) -> Double? {
        guard value.kind == .number, let number = value.double, bound?.admits(number) ?? true else {
            reader.mismatch(value, path.description, expected: optionType(bound).article, found: value.numberLiteral)
            return nil
        }
        return number
    }
    public var json: JSONOutput { .double(self) }
}

extension String: OptionValue {
    public static func optionType(_ bound: OptionBound?) -> OptionType { .string }
    public static func read(_ value: JSONValue, _ path: OptionPath, _ bound: OptionBound?, _ reader: inout JSONReader) -> String? {
        reader.string(value, path.description)
    }
    public var json: JSONOutput { .string(self) }
}

extension Array: OptionValue where Element: OptionValue {
    public static func optionType(_ bound: OptionBound?) -> OptionType { .array(Element.optionType(bound)) }
    public static func read(_ value: JSONValue, _ path: OptionPath, _ bound: OptionBound?, _ reader: inout JSONReader) -> [Element]? {
        guard reader.expect(.array, value, path.description, expected: optionType(bound).article) != nil else { return nil }
        var result: [Element] = []
        var isValid = true
        for (index, element) in value.elements.enumerated() {
            if let item = Element.read(element, path.element(index), bound, &reader) { result.append(item) } else { isValid = false }
        }
        return isValid ? result : nil
    }
    public var json: JSONOutput { .array(map(\.json)) }
}

extension Set: OptionValue where Element: OptionValue {
    public static func optionType(_ bound: OptionBound?) -> OptionType { .array(Element.optionType(bound)) }
    public static func read(_ value: JSONValue, _ path: OptionPath, _ bound: OptionBound?, _ reader: inout JSONReader) -> Set<Element>? {
        [Element].read(value, path, bound, &reader).map(Set.init)
    }
    /// Sorted, so output is stable.
    public var json: JSONOutput { .array(map(\.json).sorted { $0.compact < $1.compact }) }
}

extension Dictionary: OptionValue where Key == String, Value: OptionValue {
    public static func optionType(_ bound: OptionBound?) -> OptionType { .map(Value.optionType(bound)) }
    public static func read(_ value: JSONValue, _ path: OptionPath, _ bound: OptionBound?, _ reader: inout JSONReader) -> [String: Value]? {
        guard reader.expect(.object, value, path.description, expected: optionType(bound).article) != nil else { return nil }
        var result: [String: Value] = [:]
        var isValid = true
        for member in value.members {
            let name = member.key.string ?? ""
            if let item = Value.read(member.value, path.member(name), bound, &reader) { result[name] = item } else { isValid = false }
        }
        return isValid ? result : nil
    }
    /// Keys sorted, so output is stable.
    public var json: JSONOutput { .object(sorted { $0.key < $1.key }.map { ($0.key, $0.value.json) }) }
}

/// Unset by default (`minRatio`); when configured, the wrapped type (`null` is not accepted).
extension Optional: OptionValue where Wrapped: OptionValue {
    public static func optionType(_ bound: OptionBound?) -> OptionType { Wrapped.optionType(bound) }
    public static func read(_ value: JSONValue, _ path: OptionPath, _ bound: OptionBound?, _ reader: inout JSONReader) -> Wrapped?? {
        Wrapped.read(value, path, bound, &reader).map { .some($0) }
    }
    public var json: JSONOutput { map(\.json) ?? .null }
}

/// A closed set of names (`ignore`, `warning`, `error`): conform an enum of strings to get its
/// ``OptionValue`` for free.
public protocol OptionChoice: OptionValue, RawRepresentable<String>, CaseIterable {}

extension OptionChoice {
    public static func optionType(_ bound: OptionBound?) -> OptionType { .choice(allCases.map(\.rawValue)) }
    public static func read(_ value: JSONValue, _ path: OptionPath, _ bound: OptionBound?, _ reader: inout JSONReader) -> Self? {
        guard let text = value.string, let choice = Self(rawValue: text) else {
            let found = value.string.map { "'\($0)'" } ?? value.kind.article
            let hint = value.string.map { JSONReader.suggestion(for: $0, among: allCases.map(\.rawValue)) } ?? ""
            reader.fail("\(path) must be \(optionType(bound).article), found \(found)\(hint)", at: value)
            return nil
        }
        return choice
    }
    public var json: JSONOutput { .string(rawValue) }
}
