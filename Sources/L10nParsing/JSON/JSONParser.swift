import L10nModel

/// A JSON syntax error at a byte offset, with what was expected there.
public struct JSONSyntaxError: Error, Sendable, Equatable {
    public var message: String
    public var offset: Int

    public init(message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }
}

/// A byte-level JSON parser that keeps positions, member order and duplicate keys.
///
/// It never recurses (100 000 nested arrays are just a deeper stack array), validates UTF-8
/// and escapes strictly (lone surrogates are errors, as in Foundation), and records each value
/// as one 16-byte node; strings are decoded later, only when read.
public enum JSONParser {
    public struct Options: Sendable {
        /// Allow `//` and `/* */` comments (configuration files).
        public var allowsComments: Bool
        /// Allow a comma before `}` or `]`, as editors' JSONC mode does (configuration files).
        public var allowsTrailingCommas: Bool

        public init(allowsComments: Bool = false, allowsTrailingCommas: Bool = false) {
            self.allowsComments = allowsComments
            self.allowsTrailingCommas = allowsTrailingCommas
        }

        /// JSON with comments and trailing commas, as VS Code's `jsonc` mode writes it: what a
        /// person edits by hand (`.l10nlint.json`). Catalogs are machine-written and stay strict.
        public static let jsonc = Options(allowsComments: true, allowsTrailingCommas: true)
    }

    public static func parse(_ bytes: [UInt8], options: Options = Options()) -> Result<JSONDocument, JSONSyntaxError> {
        parse(bytes, options: options, maximumDepth: Int.max)
    }

    /// Validates the whole text but records only the values up to `maximumDepth` (the root is
    /// depth 0): a container at that depth is kept without its children, for
    /// ``JSONDocument/subtree(_:)`` to read later. A loader that builds a 100 MB catalog entry
    /// by entry then never holds the node table of the whole file (16 bytes per value).
    ///
    /// With `skipsDeeperText`, the text inside the containers at `maximumDepth` is not validated
    /// either, only skipped (string-aware bracket matching, several times faster). The
    /// document counts them (``JSONDocument/skippedContainers``) and stands for a valid text
    /// only once each of them has been read through ``JSONDocument/subtree(_:)``: on valid text
    /// its nodes are exactly those of the validating parse, so a caller that reads every
    /// skipped container without error has the validating parse's result; any other caller
    /// parses again with validation, for that parse's error and position. This is how a large
    /// catalog's entries are validated on every core instead of one.
    package static func parse(
        _ bytes: [UInt8], options: Options, maximumDepth: Int, skipsDeeperText: Bool = false
    ) -> Result<JSONDocument, JSONSyntaxError> {
        guard bytes.count < Int(UInt32.max) else {
            return .failure(JSONSyntaxError(message: "file is too large (4 GiB or more)", offset: 0))
        }
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        return parse(bytes, range: start..<bytes.count, options: options, maximumDepth: maximumDepth, skipsDeeperText: skipsDeeperText)
    }

    /// Parses the one value spanning `range` of `bytes` (offsets stay those of `bytes`).
    static func parse(
        _ bytes: [UInt8], range: Range<Int>, options: Options, maximumDepth: Int, skipsDeeperText: Bool = false
    ) -> Result<JSONDocument, JSONSyntaxError> {
        let skips = skipsDeeperText && maximumDepth < Int.max
        let result: Result<(nodes: [JSONNode], skipped: Int), JSONSyntaxError> = bytes.withUnsafeBufferPointer { p in
            var scanner = JSONScanner(p: p, range: range, options: options, maximumDepth: maximumDepth, skipsDeeperText: skips)
            do throws(JSONSyntaxError) {
                try scanner.parseDocument()
                return .success((scanner.nodes, scanner.skippedContainers))
            } catch {
                return .failure(error)
            }
        }
        return result.map {
            JSONDocument(bytes: bytes, nodes: $0.nodes, options: options, isComplete: maximumDepth == Int.max, skippedContainers: $0.skipped)
        }
    }
}

private let quote = UInt8(ascii: "\"")
private let backslash = UInt8(ascii: "\\")

/// The scanning state; one instance per parse.
private struct JSONScanner {
    let p: UnsafeBufferPointer<UInt8>
    var position: Int
    let end: Int
    let allowsComments: Bool
    let allowsTrailingCommas: Bool
    /// Values deeper than this are validated but not recorded.
    let maximumDepth: Int
    /// True when the text inside the containers at `maximumDepth` is skipped, not validated.
    let skipsDeeperText: Bool
    var nodes: [JSONNode] = []
    /// How many containers had their text skipped.
    var skippedContainers = 0

    init(p: UnsafeBufferPointer<UInt8>, range: Range<Int>, options: JSONParser.Options, maximumDepth: Int, skipsDeeperText: Bool) {
        self.p = p
        self.position = range.lowerBound
        self.end = range.upperBound
        self.allowsComments = options.allowsComments
        self.allowsTrailingCommas = options.allowsTrailingCommas
        self.maximumDepth = maximumDepth
        self.skipsDeeperText = skipsDeeperText
        // A shallow parse records a few values per line at most.
        nodes.reserveCapacity(max(16, range.count / (maximumDepth == Int.max ? 16 : 1024)))
    }

    mutating func parseDocument() throws(JSONSyntaxError) {
        // Containers still open, innermost last; true for objects.
        var stack: [(index: Int, isObject: Bool)] = []
        parseValue: while true {
            try skipWhitespace()
            guard position < end else {
                throw error(stack.isEmpty ? "empty document, expected a JSON value" : "unexpected end of file, expected a value")
            }
            // Values (and member keys) deeper than `maximumDepth` are checked, not recorded.
            let record = stack.count <= maximumDepth
            let skipsText = skipsDeeperText && stack.count == maximumDepth
            switch p[position] {
            case UInt8(ascii: "{") where skipsText, UInt8(ascii: "[") where skipsText:
                let index = openContainer(p[position] == UInt8(ascii: "{") ? .object : .array, record: true)
                try skipContainerText()
                closeContainer(index)
                skippedContainers += 1
            case UInt8(ascii: "{"):
                let index = openContainer(.object, record: record)
                try skipWhitespace()
                if position < end, p[position] == UInt8(ascii: "}") {
                    closeContainer(index)
                } else {
                    try parseMemberKey(after: "'{'", record: stack.count < maximumDepth)
                    stack.append((index, true))
                    continue parseValue
                }
            case UInt8(ascii: "["):
                let index = openContainer(.array, record: record)
                try skipWhitespace()
                if position < end, p[position] == UInt8(ascii: "]") {
                    closeContainer(index)
                } else {
                    stack.append((index, false))
                    continue parseValue
                }
            case quote:
                try parseString(record: record)
            case UInt8(ascii: "t"):
                try parseLiteral("true", .true, record: record)
            case UInt8(ascii: "f"):
                try parseLiteral("false", .false, record: record)
            case UInt8(ascii: "n"):
                try parseLiteral("null", .null, record: record)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try parseNumber(record: record)
            default:
                throw unexpected("expected a value")
            }
            // A value is complete: close containers until one continues.
            while let top = stack.last {
                try skipWhitespace()
                let closer = top.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                let expectation = top.isObject
                    ? "expected ',' or '}' after object member" : "expected ',' or ']' after array element"
                guard position < end else { throw error("unexpected end of file, \(expectation)") }
                let byte = p[position]
                if byte == UInt8(ascii: ",") {
                    position += 1
                    if allowsTrailingCommas {
                        try skipWhitespace()
                        if position < end, p[position] == closer {
                            closeContainer(top.index)
                            stack.removeLast()
                            continue
                        }
                    }
                    if top.isObject { try parseMemberKey(after: "','", record: stack.count <= maximumDepth) }
                    continue parseValue
                }
                guard byte == closer else { throw unexpected(expectation) }
                closeContainer(top.index)
                stack.removeLast()
            }
            try skipWhitespace()
            if position < end { throw unexpected("expected end of file after the top-level value") }
            return
        }
    }

    // MARK: - Values

    /// The new container's node index, or -1 when it is not recorded.
    private mutating func openContainer(_ kind: JSONKind, record: Bool) -> Int {
        let index = record ? nodes.count : -1
        if record { nodes.append(JSONNode(start: UInt32(position), end: 0, next: 0, kind: kind, hasEscapes: false)) }
        position += 1
        return index
    }

    private mutating func closeContainer(_ index: Int) {
        position += 1
        guard index >= 0 else { return }
        nodes[index].end = UInt32(position)
        nodes[index].next = UInt32(nodes.count)
    }

    /// Moves to the bracket closing the container just opened, without validating what is
    /// inside: only strings (for the brackets in them) and the nesting are followed.
    private mutating func skipContainerText() throws(JSONSyntaxError) {
        var depth = 1
        var inString = false
        while true {
            skipUnstructuredBytes()
            // (An escape's backslash may have been the last byte.)
            guard position < end else { throw JSONSyntaxError(message: "unexpected end of file in a skipped value", offset: end) }
            let byte = p[position]
            position += 1
            if inString {
                if byte == quote { inString = false } else if byte == backslash { position += 1 }
            } else if byte == quote {
                inString = true
            } else if byte | 0x20 == UInt8(ascii: "{") {
                depth += 1
            } else if byte | 0x20 == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 {
                    position -= 1
                    return
                }
            }
        }
    }

    /// Moves to the first `"`, `\\`, bracket or brace at or after `position`, eight bytes at a
    /// time (the end when there is none in the remaining whole words).
    @inline(__always)
    private mutating func skipUnstructuredBytes() {
        guard let base = p.baseAddress else { return }
        while position + 8 <= end {
            let word = ByteWord.load(from: base, at: position)
            // `[` and `]` are `{` and `}` without bit 5: one test covers both of each pair.
            let folded = word | ByteWord.broadcast(0x20)
            let found = ByteWord.scanBytesEqual(word, quote) | ByteWord.scanBytesEqual(word, backslash)
                | ByteWord.scanBytesEqual(folded, UInt8(ascii: "{")) | ByteWord.scanBytesEqual(folded, UInt8(ascii: "}"))
            if found != 0 {
                position += ByteWord.lowestLane(found)
                return
            }
            position += 8
        }
    }

    private mutating func parseMemberKey(after context: String, record: Bool) throws(JSONSyntaxError) {
        try skipWhitespace()
        guard position < end else {
            let expectation = context == "'{'" ? "a string key or '}'" : "a string key"
            throw error("unexpected end of file, expected \(expectation) after \(context)")
        }
        guard p[position] == quote else {
            if context == "','", p[position] == UInt8(ascii: "}") {
                throw unexpected("trailing comma: expected a string key after ','")
            }
            throw unexpected(context == "'{'" ? "expected a string key or '}' after '{'" : "expected a string key after ','")
        }
        try parseString(record: record)
        try skipWhitespace()
        guard position < end else { throw error("unexpected end of file, expected ':' after object key") }
        guard p[position] == UInt8(ascii: ":") else { throw unexpected("expected ':' after object key") }
        position += 1
    }

    private mutating func parseString(record: Bool) throws(JSONSyntaxError) {
        let start = position
        position += 1
        var hasEscapes = false
        skipPlainStringBytes()
        while true {
            guard position < end else {
                throw JSONSyntaxError(message: "unterminated string, expected '\"'", offset: start)
            }
            let byte = p[position]
            if byte == quote { break }
            if byte == backslash {
                hasEscapes = true
                try parseEscape()
                skipPlainStringBytes()
            } else if byte < 0x20 {
                throw error(byte == 0x0A ? "unterminated string (line break inside a string)" : "unescaped control character U+\(hex(byte)) in string")
            } else if byte < 0x80 {
                position += 1
            } else {
                guard let length = UTF8Validation.sequenceLength(p, at: position, end: end) else {
                    throw error("invalid UTF-8 byte sequence in string")
                }
                position += length
                skipPlainStringBytes()
            }
        }
        position += 1
        if record { appendLeaf(.string, from: start, hasEscapes: hasEscapes) }
    }

    /// Skips string bytes eight at a time while none of them is `"`, `\\`, a control character
    /// or a non-ASCII byte (the bytes the loop in ``parseString(record:)`` must look at), at a
    /// string's start and after an escape or a multi-byte character, and then to the first
    /// such byte of the word (each scan mask is exact up to its first match, so the lowest lane
    /// of their union is the first byte any of them matches).
    @inline(__always)
    private mutating func skipPlainStringBytes() {
        guard let base = p.baseAddress else { return }
        while position + 8 <= end {
            let word = ByteWord.load(from: base, at: position)
            let special = ByteWord.scanBytesEqual(word, quote) | ByteWord.scanBytesEqual(word, backslash)
                | ByteWord.scanBytesBelow(word, 0x20) | ByteWord.nonASCIIBytes(word)
            guard special == 0 else {
                position += ByteWord.lowestLane(special)
                return
            }
            position += 8
        }
    }

    private mutating func parseEscape() throws(JSONSyntaxError) {
        guard position + 1 < end else { throw error("unterminated escape sequence") }
        switch p[position + 1] {
        case quote, backslash, UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 2
        case UInt8(ascii: "u"):
            let unit = try hex4(at: position + 2)
            if (0xDC00...0xDFFF).contains(unit) {
                throw error("lone low surrogate \\u\(hex(unit)) in string escape")
            }
            if (0xD800...0xDBFF).contains(unit) {
                let lowStart = position + 6
                guard lowStart + 1 < end, p[lowStart] == backslash, p[lowStart + 1] == UInt8(ascii: "u"),
                    case let low = try hex4(at: lowStart + 2), (0xDC00...0xDFFF).contains(low)
                else {
                    throw error("lone high surrogate \\u\(hex(unit)) in string escape, expected a low surrogate")
                }
                position += 12
            } else {
                position += 6
            }
        default:
            throw error("invalid escape sequence '\\\(printable(p[position + 1]))'")
        }
    }

    private func hex4(at index: Int) throws(JSONSyntaxError) -> UInt16 {
        var value: UInt16 = 0
        for offset in 0..<4 {
            guard index + offset < end, let digit = JSONStringDecoder.hexValue(p[index + offset]) else {
                throw JSONSyntaxError(message: "invalid \\u escape, expected 4 hexadecimal digits", offset: index - 2)
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    @inline(__always)
    private mutating func appendLeaf(_ kind: JSONKind, from start: Int, hasEscapes: Bool = false) {
        nodes.append(JSONNode(start: UInt32(start), end: UInt32(position), next: UInt32(nodes.count + 1), kind: kind, hasEscapes: hasEscapes))
    }

    private mutating func parseLiteral(_ literal: StaticString, _ kind: JSONKind, record: Bool) throws(JSONSyntaxError) {
        let start = position
        let count = literal.utf8CodeUnitCount
        let matches = position + count <= end && (0..<count).allSatisfy { p[position + $0] == literal.utf8Start[$0] }
        guard matches else { throw unexpected("expected a value") }
        position += count
        if record { appendLeaf(kind, from: start) }
    }

    private mutating func parseNumber(record: Bool) throws(JSONSyntaxError) {
        let start = position
        if p[position] == UInt8(ascii: "-") { position += 1 }
        guard position < end, isDigit(p[position]) else { throw unexpected("expected a digit in number") }
        if p[position] == UInt8(ascii: "0") {
            position += 1
            if position < end, isDigit(p[position]) { throw unexpected("leading zeros are not allowed in numbers") }
        } else {
            skipDigits()
        }
        if position < end, p[position] == UInt8(ascii: ".") {
            position += 1
            guard position < end, isDigit(p[position]) else { throw unexpected("expected a digit after '.' in number") }
            skipDigits()
        }
        if position < end, p[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < end, p[position] == UInt8(ascii: "+") || p[position] == UInt8(ascii: "-") { position += 1 }
            guard position < end, isDigit(p[position]) else { throw unexpected("expected a digit in exponent") }
            skipDigits()
        }
        if record { appendLeaf(.number, from: start) }
    }

    @inline(__always) private func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    @inline(__always) private mutating func skipDigits() {
        while position < end, isDigit(p[position]) { position += 1 }
    }

    // MARK: - Whitespace and comments

    @inline(__always)
    private mutating func skipWhitespace() throws(JSONSyntaxError) {
        while position < end {
            let byte = p[position]
            if byte == 0x20 {
                // Pretty-printed catalogs are mostly indentation: eight spaces at a time, then
                // straight to the first other byte of the word (the first lane that differs).
                guard position + 8 <= end else {
                    position += 1
                    continue
                }
                let others = ByteWord.load(from: p.baseAddress!, at: position) ^ ByteWord.broadcast(0x20)
                position += others == 0 ? 8 : ByteWord.lowestLane(others)
            } else if byte == 0x0A || byte == 0x0D || byte == 0x09 {
                position += 1
            } else if allowsComments, byte == UInt8(ascii: "/") {
                try skipComment()
            } else {
                return
            }
        }
    }

    private mutating func skipComment() throws(JSONSyntaxError) {
        let start = position
        guard position + 1 < end else { throw unexpected("expected a value") }
        if p[position + 1] == UInt8(ascii: "/") {
            while position < end, p[position] != 0x0A { position += 1 }
        } else if p[position + 1] == UInt8(ascii: "*") {
            position += 2
            while position + 1 < end, !(p[position] == UInt8(ascii: "*") && p[position + 1] == UInt8(ascii: "/")) {
                position += 1
            }
            guard position + 1 < end else {
                throw JSONSyntaxError(message: "unterminated comment, expected '*/'", offset: start)
            }
            position += 2
        } else {
            throw unexpected("expected a value")
        }
    }

    // MARK: - Errors

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: message, offset: position)
    }

    /// An error that also names the character found, so `expected ':'` becomes actionable.
    private func unexpected(_ expectation: String) -> JSONSyntaxError {
        guard position < end else { return error("unexpected end of file, \(expectation)") }
        return error("\(expectation), found \(describeCharacter(at: position))")
    }

    private func describeCharacter(at index: Int) -> String {
        let byte = p[index]
        if byte >= 0x21, byte < 0x7F { return "'\(printable(byte))'" }
        if byte < 0x80 { return "U+\(hex(byte))" }
        guard let length = UTF8Validation.sequenceLength(p, at: index, end: end) else {
            return "an invalid UTF-8 byte 0x\(hex(byte))"
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: p[index..<(index + length)]), as: UTF8.self)
        return "'\(text)'"
    }

    private func printable(_ byte: UInt8) -> String { String(UnicodeScalar(byte)) }

    private func hex<T: BinaryInteger>(_ value: T) -> String { value.hexDigits(T.self == UInt8.self ? 2 : 4) }
}
