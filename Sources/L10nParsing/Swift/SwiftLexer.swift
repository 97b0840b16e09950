/// A byte-level Swift lexer: tokens with exact byte ranges, comments kept apart.
///
/// It handles `//` and nested `/* */` comments, every string literal form (`"…"`, multi-line
/// `"""`, raw `#"…"#`, interpolation `\(…)` nested to any depth), regex literals, and never
/// traps or recurses: nesting lives in an explicit stack, and bad input (an unterminated
/// string or comment, invalid UTF-8, stray bytes) becomes tokens like any other. An unterminated
/// single-line string ends at its line break, so one stray quote cannot swallow a file.
public enum SwiftLexer {
    public struct Output: Sendable {
        public var tokens: [SwiftToken]
        public var comments: [SwiftComment]
    }

    public static func tokenize(_ bytes: [UInt8]) -> Output {
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = LexerState(p: buffer)
            lexer.run()
            return Output(tokens: lexer.tokens, comments: lexer.comments)
        }
    }
}

/// One level of nesting: a string literal, or the code of an interpolation inside one.
struct LexerFrame {
    var isString: Bool
    var hashes: Int
    var isMultiline: Bool
    /// For interpolation code: open parentheses not yet closed.
    var parenDepth: Int
}

enum LexerByte {
    static let newline = UInt8(ascii: "\n")
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let hash = UInt8(ascii: "#")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let leftParen = UInt8(ascii: "(")
    static let rightParen = UInt8(ascii: ")")
    static let backtick = UInt8(ascii: "`")
    static let period = UInt8(ascii: ".")
}

struct LexerState {
    let p: UnsafeBufferPointer<UInt8>
    let end: Int
    var position = 0
    var tokens: [SwiftToken] = []
    var comments: [SwiftComment] = []
    var stack: [LexerFrame] = []
    /// Open brackets emitted and not closed yet, and openers past the limit left out.
    var bracketDepth = 0
    var unemittedOpeners = 0
    /// String frames on the stack.
    var stringDepth = 0
    var pending: SwiftToken.Flags = []

    init(p: UnsafeBufferPointer<UInt8>) {
        self.p = p
        self.end = p.count
        tokens.reserveCapacity(p.count / 6 + 16)
        if p.count >= 3, p[0] == 0xEF, p[1] == 0xBB, p[2] == 0xBF { position = 3 }
    }

    mutating func emit(_ kind: SwiftTokenKind, _ start: Int, _ end: Int, _ extra: SwiftToken.Flags = []) {
        var flags = pending.union(extra)
        if stringDepth > 0 { flags.insert(.inString) }
        tokens.append(SwiftToken(kind: kind, flags: flags, start: start, end: end))
        pending = []
    }

    mutating func run() {
        while position < end {
            if let top = stack.last, top.isString {
                lexStringContent(top)
            } else {
                lexCode()
            }
        }
        // Close whatever is still open so every string has its end token.
        while let top = stack.popLast() {
            if top.isString {
                emit(.stringEnd, end, end)
                stringDepth -= 1
            }
        }
    }

    // MARK: Code

    mutating func lexCode() {
        let byte = p[position]
        // The two commonest cases first: identifiers and indentation.
        if Self.isIdentifierStart(byte) {
            lexIdentifier()
            return
        }
        if byte == UInt8(ascii: " ") {
            pending.insert(.spaceBefore)
            position += 1
            while position < end, p[position] == UInt8(ascii: " ") { position += 1 }
            return
        }
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C, 0:
            pending.insert(.spaceBefore)
            position += 1
            while position < end, p[position] == UInt8(ascii: " ") || p[position] == UInt8(ascii: "\t") { position += 1 }
        case LexerByte.newline:
            pending.formUnion([.spaceBefore, .newlineBefore])
            position += 1
            endSingleLineInterpolations()
        case LexerByte.slash where peek(1) == LexerByte.slash:
            lexLineComment()
        case LexerByte.slash where peek(1) == LexerByte.star:
            lexBlockComment()
        case LexerByte.quote:
            beginString(start: position, hashes: 0)
        case LexerByte.hash:
            lexHash()
        case LexerByte.backtick:
            lexBacktickIdentifier()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        case LexerByte.period:
            if peek(1) == LexerByte.period { lexOperator() } else { single(.period) }
        default:
            if Self.isIdentifierStart(byte) {
                lexIdentifier()
            } else if Self.isOperatorByte(byte) {
                if byte == LexerByte.slash, lexBareRegex() { return }
                lexOperator()
            } else {
                lexPunctuation(byte)
            }
        }
    }

    /// Brackets and punctuation; parentheses also track interpolation depth.
    mutating func lexPunctuation(_ byte: UInt8) {
        switch byte {
        case LexerByte.leftParen:
            if var top = stack.last { top.parenDepth += 1; stack[stack.count - 1] = top }
            single(.leftParen)
        case LexerByte.rightParen:
            if var top = stack.last {
                if top.parenDepth == 0 {
                    emit(.interpolationEnd, position, position + 1)
                    position += 1
                    stack.removeLast()
                    return
                }
                top.parenDepth -= 1
                stack[stack.count - 1] = top
            }
            single(.rightParen)
        case UInt8(ascii: "["): single(.leftBracket)
        case UInt8(ascii: "]"): single(.rightBracket)
        case UInt8(ascii: "{"): single(.leftBrace)
        case UInt8(ascii: "}"): single(.rightBrace)
        case UInt8(ascii: ","): single(.comma)
        case UInt8(ascii: ":"): single(.colon)
        case UInt8(ascii: ";"): single(.semicolon)
        case UInt8(ascii: "@"): single(.at)
        case LexerByte.backslash: single(.backslash)
        default: single(.unknown)
        }
    }

    @inline(__always)
    func peek(_ offset: Int) -> UInt8 {
        position + offset < end ? p[position + offset] : 0
    }

    mutating func single(_ kind: SwiftTokenKind) {
        // Brackets nested past the index's limit are not emitted (nor their closers), so a
        // file of 50 million `(` costs a few thousand tokens, not gigabytes.
        switch kind {
        case .leftParen, .leftBracket, .leftBrace:
            if bracketDepth >= SwiftTokenIndex.maximumNesting {
                unemittedOpeners += 1
                position += 1
                return
            }
            bracketDepth += 1
        case .rightParen, .rightBracket, .rightBrace:
            if unemittedOpeners > 0 {
                unemittedOpeners -= 1
                position += 1
                return
            }
            bracketDepth = max(0, bracketDepth - 1)
        default: break
        }
        emit(kind, position, position + 1)
        position += 1
    }

    /// A line break inside the interpolation of a single-line string: that string is
    /// unterminated. Close it (and any such strings around it) so the rest of the file lexes.
    mutating func endSingleLineInterpolations() {
        while stack.count >= 2, let top = stack.last, !top.isString, !stack[stack.count - 2].isMultiline {
            stack.removeLast()
            stack.removeLast()
            stringDepth -= 1
            emit(.stringEnd, position - 1, position - 1)
        }
    }

    mutating func lexLineComment() {
        let start = position
        while position < end, p[position] != LexerByte.newline { position += 1 }
        comments.append(SwiftComment(start: start, end: position, isBlock: false))
        pending.insert(.spaceBefore)
    }

    mutating func lexBlockComment() {
        let start = position
        var depth = 0
        while position < end {
            if p[position] == LexerByte.slash, peek(1) == LexerByte.star {
                depth += 1
                position += 2
            } else if p[position] == LexerByte.star, peek(1) == LexerByte.slash {
                depth -= 1
                position += 2
                if depth == 0 { break }
            } else {
                if p[position] == LexerByte.newline { pending.insert(.newlineBefore) }
                position += 1
            }
        }
        comments.append(SwiftComment(start: start, end: position, isBlock: true))
        pending.insert(.spaceBefore)
    }

    mutating func lexIdentifier() {
        let start = position
        position += 1
        while position < end, Self.isIdentifierContinue(p[position]) { position += 1 }
        emit(.identifier, start, position)
    }

    mutating func lexBacktickIdentifier() {
        let start = position
        var index = position + 1
        while index < end, p[index] != LexerByte.backtick, p[index] != LexerByte.newline { index += 1 }
        if index < end, p[index] == LexerByte.backtick, index > start + 1 {
            position = index + 1
            emit(.identifier, start, position)
        } else {
            single(.unknown)
        }
    }

    mutating func lexNumber() {
        let start = position
        let isHex = p[position] == UInt8(ascii: "0") && (peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "X"))
        position += 1
        while position < end {
            let byte = p[position]
            if Self.isIdentifierContinue(byte) && byte < 0x80 {
                position += 1
            } else if byte == LexerByte.period, position + 1 < end, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(p[position + 1]) {
                position += 1
            } else if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
                let previous = p[position - 1] | 0x20
                guard (isHex && previous == UInt8(ascii: "p")) || (!isHex && previous == UInt8(ascii: "e")) else { break }
                position += 1
            } else {
                break
            }
        }
        emit(.number, start, position)
    }

    mutating func lexOperator() {
        let start = position
        let dotted = p[position] == LexerByte.period
        position += 1
        while position < end {
            let byte = p[position]
            if byte == LexerByte.period {
                guard dotted else { break }
            } else if !Self.isOperatorByte(byte) {
                break
            } else if byte == LexerByte.slash, peek(1) == LexerByte.slash || peek(1) == LexerByte.star {
                break
            }
            position += 1
        }
        emit(.operator, start, position)
    }

    /// `#if`, `#"raw"#`, `#/regex/#`, or a lone `#`.
    mutating func lexHash() {
        let start = position
        var index = position
        while index < end, p[index] == LexerByte.hash { index += 1 }
        let hashes = index - start
        if index < end, p[index] == LexerByte.quote {
            position = index
            beginString(start: start, hashes: hashes)
        } else if index < end, p[index] == LexerByte.slash {
            lexExtendedRegex(start: start, hashes: hashes)
        } else if hashes == 1, index < end, Self.isIdentifierStart(p[index]) {
            position = index + 1
            while position < end, Self.isIdentifierContinue(p[position]) { position += 1 }
            emit(.pound, start, position)
        } else {
            single(.pound)
        }
    }
}
