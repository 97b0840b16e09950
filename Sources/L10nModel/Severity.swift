/// How much a finding matters. Ordered so that `max()` gives the worst one.
public enum Severity: String, Sendable, Comparable, CaseIterable, Codable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
