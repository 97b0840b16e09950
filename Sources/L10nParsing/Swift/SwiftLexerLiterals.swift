/// String, regex and character-class parts of ``SwiftLexer``.
extension LexerState {
    /// `position` is at the first quote; `start` at the first `#` of a raw string.
    mutating func beginString(start: Int, hashes: Int) {
        let isMultiline = peek(1) == LexerByte.quote && peek(2) == LexerByte.quote
        position += isMultiline ? 3 : 1
        emit(.stringBegin, start, position, isMultiline ? [.multiline] : [])
        stack.append(LexerFrame(isString: true, hashes: hashes, isMultiline: isMultiline, parenDepth: 0))
        stringDepth += 1
    }

    /// Text up to the closing delimiter, an interpolation, or (single-line) the line break.
    mutating func lexStringContent(_ frame: LexerFrame) {
        let start = position
        while position < end {
            let byte = p[position]
            if byte == LexerByte.backslash {
                var index = position + 1
                var hashes = 0
                while hashes < frame.hashes, index < end, p[index] == LexerByte.hash { hashes += 1; index += 1 }
                guard hashes == frame.hashes, index < end else { position += 1; continue }
                if p[index] == LexerByte.leftParen {
                    if position > start { emit(.stringSegment, start, position) }
                    emit(.interpolationBegin, position, index + 1)
                    position = index + 1
                    stack.append(LexerFrame(isString: false, hashes: 0, isMultiline: frame.isMultiline, parenDepth: 0))
                    return
                }
                if p[index] == LexerByte.newline, !frame.isMultiline { position = index; continue }
                position = index + 1  // an escape: skip the escaped byte
            } else if byte == LexerByte.quote, closes(frame) {
                if position > start { emit(.stringSegment, start, position) }
                let closeEnd = position + (frame.isMultiline ? 3 : 1) + frame.hashes
                emit(.stringEnd, position, closeEnd, frame.isMultiline ? [.multiline] : [])
                position = closeEnd
                stack.removeLast()
                stringDepth -= 1
                return
            } else if byte == LexerByte.newline, !frame.isMultiline {
                break
            } else {
                position += 1
            }
        }
        // Unterminated: at a line break (single-line) or the end of the file.
        if position > start { emit(.stringSegment, start, position) }
        emit(.stringEnd, position, position)
        stack.removeLast()
        stringDepth -= 1
    }

    func closes(_ frame: LexerFrame) -> Bool {
        var index = position + 1
        if frame.isMultiline {
            guard peek(1) == LexerByte.quote, peek(2) == LexerByte.quote else { return false }
            index = position + 3
        }
        for _ in 0..<frame.hashes {
            guard index < end, p[index] == LexerByte.hash else { return false }
            index += 1
        }
        return true
    }

    /// `#/…/#`: up to `/` followed by as many `#`, anywhere (extended literals may span lines).
    mutating func lexExtendedRegex(start: Int, hashes: Int) {
        var index = start + hashes + 1
        while index < end {
            if p[index] == LexerByte.backslash { index += 2; continue }
            if p[index] == LexerByte.slash {
                var count = 0
                while count < hashes, index + 1 + count < end, p[index + 1 + count] == LexerByte.hash { count += 1 }
                if count == hashes {
                    index += 1 + hashes
                    position = min(index, end)
                    emit(.regex, start, position)
                    return
                }
            }
            index += 1
        }
        position = end
        emit(.regex, start, end)
    }

    /// `/…/` where an expression may start, not followed by a space, closed on the same line.
    mutating func lexBareRegex() -> Bool {
        let next = peek(1)
        guard next != UInt8(ascii: " "), next != UInt8(ascii: "\t"), next != LexerByte.newline, next != 0, next != LexerByte.slash else { return false }
        if let previous = tokens.last, Self.endsExpression(previous.kind) { return false }
        var index = position + 1
        while index < end, p[index] != LexerByte.newline {
            if p[index] == LexerByte.backslash { index += 2; continue }
            if p[index] == LexerByte.slash {
                // `x /y/ z` style division chains are rare; a space before the closing slash is not a regex.
                guard p[index - 1] != UInt8(ascii: " ") else { return false }
                emit(.regex, position, index + 1)
                position = index + 1
                return true
            }
            index += 1
        }
        return false
    }

    static func endsExpression(_ kind: SwiftTokenKind) -> Bool {
        switch kind {
        case .identifier, .number, .rightParen, .rightBracket, .rightBrace, .stringEnd, .regex, .interpolationEnd: true
        default: false
        }
    }

    @inline(__always)
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    @inline(__always)
    static func isIdentifierContinue(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    @inline(__always)
    static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
            UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
            UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default: false
        }
    }
}
