/// A check over the normalized project. Rules are stateless values: the engine may run them
/// concurrently, and one rule instance is built per lint run from its options.
public protocol Rule: Sendable {
    associatedtype Options: RuleOptions = NoOptions

    static var description: RuleDescription { get }

    init(options: Options)

    /// Findings at the rule's default severity; the engine applies configured severities.
    func check(_ context: RuleContext) -> [Diagnostic]
}

/// Typed, per-rule settings with defaults. Configuration files decode into these at the
/// configuration boundary, so rules never see strings.
public protocol RuleOptions: Sendable, Equatable {
    init()
}

/// For rules without settings.
public struct NoOptions: RuleOptions {
    public init() {}
}

extension Rule {
    /// The rule with default options.
    public static func makeDefault() -> any Rule { Self(options: Options()) }

    public var description: RuleDescription { Self.description }
}
