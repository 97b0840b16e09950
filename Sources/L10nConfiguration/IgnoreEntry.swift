import L10nModel
import L10nParsing

/// An `ignore` entry: findings of one rule, for some keys and/or paths, waived with a reason.
public struct IgnoreEntry: Sendable, Equatable {
    public var rule: RuleID
    /// Key globs; empty matches every finding (with or without a key).
    public var keys: [Glob]
    /// Path globs relative to the configuration's directory; empty matches every file.
    public var paths: [Glob]
    public var reason: String
    /// The entry in the configuration file, where a stale waiver is reported.
    public var location: SourceLocation

    public init(rule: RuleID, keys: [Glob], paths: [Glob], reason: String, location: SourceLocation) {
        self.rule = rule
        self.keys = keys
        self.paths = paths
        self.reason = reason
        self.location = location
    }
}
