/// When each value of a `strings.json` last changed, read from git: what `outdated-translation`
/// compares (a translation older than its source text was not revisited when the English was
/// reworded). Loaded by the engine only when a rule asks for it (``Project/valueHistories``).
public struct ValueHistory: Sendable, Equatable {
    /// Why the history could not be read; the rule is then skipped for the file, and the CLI
    /// says so once.
    public enum Unavailable: Error, Sendable, Equatable {
        case notARepository
        case shallowClone
        case notTracked
        case gitFailed(String)
    }

    /// One change: its place in the file's history (higher is newer; the uncommitted working
    /// tree is newest) and the commit that made it (nil for the working tree).
    public struct Change: Sendable, Equatable, Comparable {
        public var order: Int
        public var commit: String?
        public var date: String?

        public init(order: Int, commit: String?, date: String?) {
            self.order = order
            self.commit = commit
            self.date = date
        }

        public static func < (lhs: Change, rhs: Change) -> Bool { lhs.order < rhs.order }

        /// `3f2a9c1 (2026-01-05)`, or `uncommitted changes`.
        public var label: String {
            guard let commit else { return "uncommitted changes" }
            return "\(commit.prefix(7))" + (date.map { " (\($0))" } ?? "")
        }
    }

    /// Per key, per locale identifier: the last change of that value.
    public var lastChanges: [String: [String: Change]]
    /// Set when the history could not be read.
    public var unavailable: Unavailable?
    /// True when the walk stopped at ``commitLimit`` before dating every value (dated as of the
    /// oldest commit read).
    public var isTruncated = false

    /// Commits read at most per file: a value unchanged for longer is dated at the oldest one.
    public static let commitLimit = 2_000

    public init(lastChanges: [String: [String: Change]] = [:], unavailable: Unavailable? = nil) {
        self.lastChanges = lastChanges
        self.unavailable = unavailable
    }
}
