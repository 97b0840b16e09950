/// What a Swift token is. Keywords are identifiers (the scanner compares their text), so a
/// keyword used as an argument label or member name needs no special case.
public enum SwiftTokenKind: UInt8, Sendable {
    /// `foo`, `Button`, `` `default` ``, `$0`, `if`, `let` …
    case identifier
    /// `42`, `0x1F`, `1_000.5e-3`
    case number
    /// A run of operator characters: `+`, `==`, `?`, `!`, `->`, `...`, `??`
    case `operator`
    /// `.` used for member access
    case period
    case comma
    case colon
    case semicolon
    case leftParen, rightParen
    case leftBracket, rightBracket
    case leftBrace, rightBrace
    /// `@` before an attribute name
    case at
    /// `\` of a key path
    case backslash
    /// `#if`, `#else`, `#available`, `#Preview`: `#` and the word after it
    case pound
    /// The opening delimiter of a string literal: `"`, `"""`, `#"`, `##"""` …
    case stringBegin
    /// Literal text between delimiters and interpolations, escapes not yet decoded
    case stringSegment
    /// `\(` (or `\#(` in a raw string) opening an interpolation
    case interpolationBegin
    /// The `)` closing an interpolation
    case interpolationEnd
    /// The closing delimiter of a string literal (empty when the literal is unterminated)
    case stringEnd
    /// A regular expression literal: `/a+b/` or `#/…/#`
    case regex
    /// A byte that starts no token (stray backtick, control character, invalid UTF-8)
    case unknown
}

/// One token: its kind and byte range in the file. 12 bytes, so a large file's token array
/// stays a small multiple of its size.
public struct SwiftToken: Sendable, Hashable {
    public struct Flags: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// A line break (possibly inside a comment) separates this token from the previous one.
        public static let newlineBefore = Flags(rawValue: 1 << 0)
        /// Whitespace or a comment separates this token from the previous one.
        public static let spaceBefore = Flags(rawValue: 1 << 1)
        /// The token is inside a string literal (its delimiters, text or interpolated code).
        public static let inString = Flags(rawValue: 1 << 2)
        /// A multi-line (`"""`) string literal delimiter.
        public static let multiline = Flags(rawValue: 1 << 3)
    }

    public var kind: SwiftTokenKind
    public var flags: Flags
    private var startOffset: UInt32
    private var endOffset: UInt32

    public init(kind: SwiftTokenKind, flags: Flags, start: Int, end: Int) {
        self.kind = kind
        self.flags = flags
        self.startOffset = UInt32(truncatingIfNeeded: start)
        self.endOffset = UInt32(truncatingIfNeeded: end)
    }

    public var start: Int { Int(startOffset) }
    public var end: Int { Int(endOffset) }

    public var isOpeningBracket: Bool {
        switch kind {
        case .leftParen, .leftBracket, .leftBrace, .stringBegin, .interpolationBegin: true
        default: false
        }
    }

    public var isClosingBracket: Bool {
        switch kind {
        case .rightParen, .rightBracket, .rightBrace, .stringEnd, .interpolationEnd: true
        default: false
        }
    }

    /// The closing kind that matches an opening one.
    var closingKind: SwiftTokenKind? {
        switch kind {
        case .leftParen: .rightParen
        case .leftBracket: .rightBracket
        case .leftBrace: .rightBrace
        case .stringBegin: .stringEnd
        case .interpolationBegin: .interpolationEnd
        default: nil
        }
    }
}

/// A `//` or `/* */` comment (nested block comments are one comment).
public struct SwiftComment: Sendable, Hashable {
    public var start: Int
    public var end: Int
    public var isBlock: Bool

    public init(start: Int, end: Int, isBlock: Bool) {
        self.start = start
        self.end = end
        self.isBlock = isBlock
    }
}
