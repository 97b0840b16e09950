/// Identifies one loaded file inside a ``Project``.
public struct FileID: Sendable, Hashable, Comparable {
    /// 32 bits, like the offsets of ``SourceRange``: a model holds a million ranges.
    private let storage: UInt32
    public var rawValue: Int { Int(storage) }
    public init(_ rawValue: Int) { storage = UInt32(clamping: rawValue) }
    public static func < (lhs: FileID, rhs: FileID) -> Bool { lhs.storage < rhs.storage }
}

/// A span of UTF-8 bytes in one loaded file. Models keep byte offsets (cheap to record while
/// parsing); ``SourceText`` turns them into line:column only for the few that get reported.
/// Offsets are stored in 32 bits (12 bytes a range instead of 24), which is why no file of
/// 4 GiB or more is read (``SourceRange/maximumOffset``).
public struct SourceRange: Sendable, Hashable {
    public var file: FileID
    private var storedStart: UInt32
    private var storedEnd: UInt32

    /// The largest offset a range can hold; larger ones are clamped to it.
    public static let maximumOffset = Int(UInt32.max)

    public var start: Int {
        get { Int(storedStart) }
        set { storedStart = UInt32(clamping: newValue) }
    }

    public var end: Int {
        get { Int(storedEnd) }
        set { storedEnd = UInt32(clamping: newValue) }
    }

    public init(file: FileID, start: Int, end: Int) {
        self.file = file
        self.storedStart = UInt32(clamping: start)
        self.storedEnd = UInt32(clamping: end)
    }

    /// An empty range at `start`, for findings that point at a place rather than a span.
    public var startOnly: SourceRange { SourceRange(file: file, start: start, end: start) }
}
