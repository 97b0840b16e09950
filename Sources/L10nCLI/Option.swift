import L10nModel

/// A typed option, as argument-parser's `@Option`: the spec the parser and `--help` read, and
/// how a checked value becomes the `Value` the command gets. Commands read values through
/// their keys (`arguments[LintCommand.maxWarnings]`), never by a string name, so a renamed
/// option or a value of the wrong type is a compile error, and a bad value is a usage error
/// (exit 2) before the command runs.
package struct Option<Value: Sendable>: Sendable {
    package let spec: OptionSpec
    private let convert: @Sendable (String) -> Value?
    private let fallback: Value?

    /// `convert` must accept every value `spec` lets through (its allowed values or its check).
    package init(_ spec: OptionSpec, default fallback: Value? = nil, convert: @escaping @Sendable (String) -> Value?) {
        self.spec = spec
        self.fallback = fallback
        self.convert = convert
    }

    /// `other`'s conversion and default with another spec (see ``helping(_:)``).
    init(spec: OptionSpec, from other: Option) {
        self.spec = spec
        convert = other.convert
        fallback = other.fallback
    }

    fileprivate func value(_ text: String) -> Value? { convert(text) }
    fileprivate var defaultValue: Value? { fallback }
}

extension Option where Value == String {
    /// A text or path option.
    package init(name: String, shortName: Character? = nil, valueName: String, help: String, isRepeatable: Bool = false) {
        self.init(OptionSpec(name: name, shortName: shortName, valueName: valueName, help: help, isRepeatable: isRepeatable)) { $0 }
    }
}

extension Option where Value == LocaleID {
    /// A BCP 47 tag: the parser accepts any case and `_` and hands over the canonical spelling.
    package init(locale name: String, help: String, isRepeatable: Bool = false) {
        self.init(OptionSpec(name: name, valueName: "locale", help: help, isRepeatable: isRepeatable)) { LocaleID($0) }
    }
}

extension Option where Value == Int {
    /// A count of at least `minimum`; `expected` completes "invalid value 'x' for '--name', expected …".
    package init(count name: String, valueName: String = "n", help: String, minimum: Int = 0, expected: String) {
        var spec = OptionSpec(name: name, valueName: valueName, help: help)
        spec.check = { text in
            guard let number = Int(text), number >= minimum else { return "invalid value '\(text)' for '--\(name)', expected \(expected)" }
            return nil
        }
        self.init(spec) { Int($0) }
    }
}

extension Option where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// One of an enumeration's cases, by raw value; `default`, when there is one, is shown in the help.
    package init(choice name: String, valueName: String, help: String, default fallback: Value? = nil) {
        let spec = OptionSpec(
            name: name, valueName: valueName, help: help, allowedValues: Value.allCases.map(\.rawValue), defaultValue: fallback?.rawValue)
        self.init(spec, default: fallback) { Value(rawValue: $0) }
    }
}

/// A typed flag, as argument-parser's `@Flag`.
package struct Flag: Sendable {
    package let spec: OptionSpec

    /// `--help`, which every command takes.
    package static let help = Flag(spec: .help)

    private init(spec: OptionSpec) { self.spec = spec }

    package init(name: String, shortName: Character? = nil, help: String) {
        spec = OptionSpec(name: name, shortName: shortName, help: help)
    }
}

extension ParsedArguments {
    /// The option's value (the last one given), else its default.
    package subscript<Value>(_ option: Option<Value>) -> Value? {
        value(option.spec.name).flatMap(option.value) ?? option.defaultValue
    }

    /// Every value given to a repeatable option, in order.
    package subscript<Value>(all option: Option<Value>) -> [Value] {
        all(option.spec.name).compactMap(option.value)
    }

    /// Whether the flag was given.
    package subscript(_ flag: Flag) -> Bool { has(flag.spec.name) }
}
