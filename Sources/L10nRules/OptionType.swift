import L10nModel
import L10nParsing

/// A lower bound of a numeric option (`minimum` / `exclusiveMinimum` in the schema).
public struct OptionBound: Sendable, Equatable {
    public var value: Double
    public var isExclusive: Bool

    public init(_ value: Double, exclusive: Bool) {
        self.value = value
        self.isExclusive = exclusive
    }

    /// Greater than zero.
    public static let positive = OptionBound(0, exclusive: true)
    public static func atLeast(_ value: Double) -> OptionBound { OptionBound(value, exclusive: false) }

    func admits(_ number: Double) -> Bool { isExclusive ? number > value : number >= value }

    /// "positive", "of at least 1".
    var phrase: String {
        if isExclusive, value == 0 { return "positive" }
        return isExclusive ? "greater than \(number)" : "of at least \(number)"
    }

    /// `> 0`, `≥ 1`, for the rule pages.
    var symbol: String { "\(isExclusive ? ">" : "≥") \(number)" }

    /// `1`, `0.5`: the bound as written.
    var number: String { value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value) }
}

/// One field of a ``OptionType/record(_:)`` option value.
public struct OptionField: Sendable, Equatable {
    public var name: String
    public var type: OptionType
    public var summary: String

    public init(_ name: String, _ type: OptionType, _ summary: String) {
        self.name = name
        self.type = type
        self.summary = summary
    }
}

/// The JSON shape of an option value. One description drives the decoder's messages, the
/// rule pages' type column and the configuration schema, so the three cannot disagree.
public indirect enum OptionType: Sendable, Equatable {
    case boolean
    case integer(OptionBound?)
    case number(OptionBound?)
    case string
    /// One of these strings.
    case choice([String])
    case array(OptionType)
    /// An object of any keys (locales, keys) to values of one type.
    case map(OptionType)
    /// An object with these optional fields and no others.
    case record([OptionField])

    /// "a positive number", "an array of strings": what a message says a value must be.
    public var article: String { noun(plural: false) }

    /// "positive numbers", "arrays of strings".
    var plural: String { noun(plural: true) }

    private func noun(plural: Bool) -> String {
        let ending = plural ? "s" : ""
        func counted(_ words: String) -> String {
            plural ? words : (words.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + words
        }
        func bounded(_ word: String, _ bound: OptionBound?) -> String {
            guard let bound else { return counted(word + ending) }
            if bound.isExclusive, bound.value == 0 { return counted("positive " + word + ending) }
            return counted(word + ending) + " " + bound.phrase
        }
        switch self {
        case .boolean: return counted("boolean" + ending)
        case .integer(let bound): return bounded("integer", bound)
        case .number(let bound): return bounded("number", bound)
        case .string: return counted("string" + ending)
        case .choice(let values): return (plural ? "names among " : "one of ") + values.joined(separator: ", ")
        case .array(let element): return counted("array" + ending) + " of " + element.plural
        case .map(let value): return counted("object" + ending) + " of " + value.plural
        case .record(let fields): return counted("object" + ending) + " with " + fields.map(\.name).joined(separator: ", ")
        }
    }

    /// Short, for the rule pages' table: `number > 0`, `[string]`, `{ locale: … }`.
    public var display: String {
        switch self {
        case .boolean: "boolean"
        case .integer(let bound): "integer" + (bound.map { " " + $0.symbol } ?? "")
        case .number(let bound): "number" + (bound.map { " " + $0.symbol } ?? "")
        case .string: "string"
        case .choice(let values): values.map { "\"\($0)\"" }.joined(separator: " | ")
        case .array(let element): "[\(element.display)]"
        case .map(let value): "{ string: \(value.display) }"
        case .record(let fields): "{ " + fields.map { "\($0.name): \($0.type.display)" }.joined(separator: ", ") + " }"
        }
    }

    /// The JSON Schema (draft 2020-12) of a value of this type.
    public var schema: JSONOutput {
        switch self {
        case .boolean: ["type": "boolean"]
        case .integer(let bound): .object([("type", "integer")] + Self.bound(bound))
        case .number(let bound): .object([("type", "number")] + Self.bound(bound))
        case .string: ["type": "string"]
        case .choice(let values): ["type": "string", "enum": .array(values.map { .string($0) })]
        case .array(let element): ["type": "array", "items": element.schema]
        case .map(let value): ["type": "object", "additionalProperties": value.schema]
        case .record(let fields):
            [
                "type": "object",
                "properties": .object(fields.map { ($0.name, $0.type.schema.adding([("description", .string($0.summary))])) }),
                "additionalProperties": false,
            ]
        }
    }

    private static func bound(_ bound: OptionBound?) -> [(String, JSONOutput)] {
        guard let bound else { return [] }
        let number: JSONOutput = bound.value.rounded() == bound.value ? .int(Int(bound.value)) : .double(bound.value)
        return [(bound.isExclusive ? "exclusiveMinimum" : "minimum", number)]
    }
}

extension JSONOutput {
    /// This object with `members` appended (a schema node with its description and default).
    public func adding(_ members: [(String, JSONOutput)]) -> JSONOutput {
        guard case .object(let own) = self else { return self }
        return .object(own + members)
    }
}

/// Where an option value sits, for messages: `option 'ratio' of 'length-budget'`, then
/// `'locales.ja.ratio' of 'length-budget'` and `'glossary[2]' of …` inside it.
public struct OptionPath: Sendable, CustomStringConvertible {
    public var owner: String
    public var keys: [String]

    public init(owner: String, keys: [String]) {
        self.owner = owner
        self.keys = keys
    }

    public func member(_ name: String) -> OptionPath { OptionPath(owner: owner, keys: keys + [name]) }

    public func element(_ index: Int) -> OptionPath {
        var keys = self.keys
        keys[keys.count - 1] += "[\(index + 1)]"
        return OptionPath(owner: owner, keys: keys)
    }

    public var description: String {
        keys.count == 1 && !keys[0].hasSuffix("]") ? "option '\(keys[0])' of '\(owner)'" : "'\(keys.joined(separator: "."))' of '\(owner)'"
    }
}
