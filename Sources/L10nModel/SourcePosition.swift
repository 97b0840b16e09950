/// A 1-based line and column. Columns count UTF-16 code units, which is what SARIF
/// consumers, editors and `NSRange` agree on (a CJK character is 1, an astral emoji 2).
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// A resolved place in a file: what reporters print. `end` is exclusive, as in SARIF.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Path as given to the linter (relative to the working directory when possible).
    public var path: String
    public var start: SourcePosition
    public var end: SourcePosition

    public init(path: String, start: SourcePosition, end: SourcePosition) {
        self.path = path
        self.start = start
        self.end = end
    }

    /// A whole-file location (parse failures before any byte, unreadable files).
    public static func file(_ path: String) -> SourceLocation {
        SourceLocation(path: path, start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 1))
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.start, lhs.end) < (rhs.path, rhs.start, rhs.end)
    }

    public var description: String { "\(path):\(start)" }
}
