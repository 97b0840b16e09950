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
/// configuration boundary, so rules never see strings.
public protocol RuleOptions: Sendable, Equatable {
    /// The defaults.
    init()
    /// Option names, for "did you mean" suggestions and `l10n config print-default`.
    static var optionNames: [String] { get }
    /// Overrides defaults with what configuration sets; unknown keys are reported by the caller.
    mutating func decode(from decoder: inout OptionsDecoder) throws(ConfigurationError)
}

extension RuleOptions {
    /// Defaults overridden by an options object (`decoder.finish` rejects unknown keys).
    public static func decoded(from decoder: OptionsDecoder) throws(ConfigurationError) -> Self {
        var decoder = decoder
        var options = Self()
        try options.decode(from: &decoder)
        try decoder.finish(known: optionNames)
        return options
    }
}

/// For rules without settings.
public struct NoOptions: RuleOptions {
    public init() {}
    public static let optionNames: [String] = []
    public mutating func decode(from decoder: inout OptionsDecoder) throws(ConfigurationError) {}
}

extension Rule {
    /// The rule with default options.
    public static func makeDefault() -> any Rule { Self(options: Options()) }

    /// The rule with options decoded from configuration.
    public static func make(options decoder: OptionsDecoder) throws(ConfigurationError) -> any Rule {
        Self(options: try Options.decoded(from: decoder))
    }

    public var description: RuleDescription { Self.description }
}
