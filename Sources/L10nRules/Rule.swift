import L10nModel
import L10nParsing

/// A check over the normalized project. Rules are stateless values: the engine may run them
/// concurrently, and one rule instance is built per lint run from its options.
public protocol Rule: Sendable {
    associatedtype Options: RuleOptions = NoOptions

    static var description: RuleDescription { get }

    /// This instance's description; the type's, except for rules declared as data
    /// (configuration's custom rules), where each instance is a different rule.
    var description: RuleDescription { get }

    init(options: Options)

    /// Findings at the rule's default severity; the engine applies configured severities.
    func check(_ context: RuleContext) -> [Diagnostic]
}

/// Typed, per-rule settings with defaults. Configuration files decode into these at the
/// configuration boundary, so rules never see strings. Each option is declared once, in
/// `declarations` (see ``RuleOption``): decoding, `config print-default`, the rule page and the
/// configuration schema are generated from that list.
public protocol RuleOptions: Sendable, Equatable {
    /// The defaults.
    init()
    static var declarations: [RuleOption<Self>] { get }
}

/// For rules without settings.
public struct NoOptions: RuleOptions {
    public init() {}
    public static var declarations: [RuleOption<NoOptions>] { [] }
}

extension Rule {
    /// The rule with default options.
    public static func makeDefault() -> any Rule { Self(options: Options()) }

    /// The rule with options decoded from configuration; nil after recording what is wrong.
    public static func make(options value: JSONValue, reader: inout JSONReader) -> (any Rule)? {
        Options.decode(value, ruleID: description.id, reader: &reader).map { Self(options: $0) }
    }

    /// The rule with options from JSON text (tests, rule examples).
    public static func make(optionsJSON json: String) throws(JSONInputErrors) -> any Rule {
        Self(options: try Options.decoded(json: json, ruleID: description.id))
    }

    /// The rule's options as documentation and the schema show them.
    public static var optionDeclarations: [OptionDeclaration] { Options.optionDeclarations }

    public var description: RuleDescription { Self.description }
}
