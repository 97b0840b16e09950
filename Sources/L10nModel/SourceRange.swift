/// Identifies one loaded file inside a ``Project``.
public struct FileID: Sendable, Hashable, Comparable {
    public let rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public static func < (lhs: FileID, rhs: FileID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A span of UTF-8 bytes in one loaded file. Models keep byte offsets (cheap to record while
/// parsing); ``SourceText`` turns them into line:column only for the few that get reported.
public struct SourceRange: Sendable, Hashable {
    public var file: FileID
    public var start: Int
    public var end: Int

    public init(file: FileID, start: Int, end: Int) {
        self.file = file
        self.start = start
        self.end = end
    }

    /// An empty range at `start`, for findings that point at a place rather than a span.
    public var startOnly: SourceRange { SourceRange(file: file, start: start, end: start) }
}
