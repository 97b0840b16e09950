/// A rule's public, stable identifier (`missing-translation`): kebab-case, never reused.
public struct RuleID: Sendable, Hashable, Comparable, Codable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    public let rawValue: String

    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    /// Lowercase ASCII words joined by single hyphens.
    public var isWellFormed: Bool {
        let words = rawValue.split(separator: "-", omittingEmptySubsequences: false)
        return !words.isEmpty && words.allSatisfy { word in
            !word.isEmpty && word.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) }
        }
    }

    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { rawValue }
}
