/// One finding. Rules create them; the engine adjusts severity and filters; reporters render them.
public struct Diagnostic: Sendable, Hashable {
    public var ruleID: RuleID
    public var severity: Severity
    /// Lowercase, no trailing period, names the key and locale: `'paywall.title' in zh-Hans is missing`.
    public var message: String
    public var location: SourceLocation
    /// The catalog key the finding is about, when there is one (used for fingerprints and baselines).
    public var key: String?
    /// The locale the finding is about, when there is one.
    public var locale: String?
    /// Secondary places, such as the source-language value a translation was compared with.
    public var related: [RelatedLocation]

    public init(
        ruleID: RuleID, severity: Severity, message: String, location: SourceLocation,
        key: String? = nil, locale: String? = nil, related: [RelatedLocation] = []
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.key = key
        self.locale = locale
        self.related = related
    }

    /// Deterministic report order: path, line, column, rule id, then message.
    public static func reportOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.location.path != rhs.location.path { return lhs.location.path < rhs.location.path }
        if lhs.location.start != rhs.location.start { return lhs.location.start < rhs.location.start }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        if lhs.message != rhs.message { return lhs.message < rhs.message }
        return lhs.location.end < rhs.location.end
    }
}

/// A secondary place that explains a finding.
public struct RelatedLocation: Sendable, Hashable {
    public var location: SourceLocation
    public var message: String

    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }
}
