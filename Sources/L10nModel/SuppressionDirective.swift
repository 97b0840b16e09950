import Foundation

/// A `l10n-lint:` directive in a comment:
///
/// ```swift
/// // l10n-lint:disable-next-line voiceover-label
/// // l10n-lint:disable voiceover-label unknown-key -- icons explained on screen
/// // l10n-lint:enable voiceover-label
/// ```
///
/// Rule ids are separated by spaces or commas; none (or `all`) means every rule; text after
/// ` -- ` is a reason and ignored.
public struct SuppressionDirective: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case disable
        case enable
        case disableNextLine = "disable-next-line"
    }

    public var kind: Kind
    /// The rules named; empty for every rule.
    public var rules: [RuleID]
    /// Text after ` -- `: why the finding is accepted (SARIF's `justification`).
    public var reason: String?
    /// The comment's first and last line (1-based).
    public var line: Int
    public var endLine: Int
    /// The comment, for reporting a directive that suppresses nothing.
    public var range: SourceRange

    public init(kind: Kind, rules: [RuleID], reason: String? = nil, line: Int, endLine: Int, range: SourceRange) {
        self.reason = reason
        self.kind = kind
        self.rules = rules
        self.line = line
        self.endLine = endLine
        self.range = range
    }

    public func applies(to rule: RuleID) -> Bool { rules.isEmpty || rules.contains(rule) }
}
