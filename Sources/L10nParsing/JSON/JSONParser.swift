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
        guard bytes.count < Int(UInt32.max) else {
            return .failure(JSONSyntaxError(message: "file is too large (4 GiB or more)", offset: 0))
        }
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        let result: Result<[JSONNode], JSONSyntaxError> = bytes.withUnsafeBufferPointer { p in
            var scanner = JSONScanner(p: p, position: start, options: options)
            do throws(JSONSyntaxError) {
                try scanner.parseDocument()
                return .success(scanner.nodes)
            } catch {
                return .failure(error)
            }
        }
        return result.map { JSONDocument(bytes: bytes, nodes: $0) }
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
    var nodes: [JSONNode] = []

    init(p: UnsafeBufferPointer<UInt8>, position: Int, options: JSONParser.Options) {
        self.p = p
        self.position = position
        self.end = p.count
        self.allowsComments = options.allowsComments
        self.allowsTrailingCommas = options.allowsTrailingCommas
        nodes.reserveCapacity(max(16, p.count / 16))
    }

    mutating func parseDocument() throws(JSONSyntaxError) {
        // Containers still open, innermost last; true for objects.
        var stack: [(index: Int, isObject: Bool)] = []
        parseValue: while true {
            try skipWhitespace()
            guard position < end else {
                throw error(stack.isEmpty ? "empty document, expected a JSON value" : "unexpected end of file, expected a value")
            }
            switch p[position] {
            case UInt8(ascii: "{"):
                let index = openContainer(.object)
                try skipWhitespace()
                if position < end, p[position] == UInt8(ascii: "}") {
                    closeContainer(index)
                } else {
                    try parseMemberKey(after: "'{'")
                    stack.append((index, true))
                    continue parseValue
                }
            case UInt8(ascii: "["):
                let index = openContainer(.array)
                try skipWhitespace()
                if position < end, p[position] == UInt8(ascii: "]") {
                    closeContainer(index)
                } else {
                    stack.append((index, false))
                    continue parseValue
                }
            case quote:
                try parseString()
            case UInt8(ascii: "t"):
                try parseLiteral("true", .true)
            case UInt8(ascii: "f"):
                try parseLiteral("false", .false)
            case UInt8(ascii: "n"):
                try parseLiteral("null", .null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try parseNumber()
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
                    if top.isObject { try parseMemberKey(after: "','") }
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

    private mutating func openContainer(_ kind: JSONKind) -> Int {
        let index = nodes.count
        nodes.append(JSONNode(start: UInt32(position), end: 0, next: 0, kind: kind, hasEscapes: false))
        position += 1
        return index
    }

    private mutating func closeContainer(_ index: Int) {
        position += 1
        nodes[index].end = UInt32(position)
        nodes[index].next = UInt32(nodes.count)
    }

    private mutating func parseMemberKey(after context: String) throws(JSONSyntaxError) {
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
        try parseString()
        try skipWhitespace()
        guard position < end else { throw error("unexpected end of file, expected ':' after object key") }
        guard p[position] == UInt8(ascii: ":") else { throw unexpected("expected ':' after object key") }
        position += 1
    }

    private mutating func parseString() throws(JSONSyntaxError) {
        let start = position
        position += 1
        var hasEscapes = false
        while true {
            guard position < end else {
                throw JSONSyntaxError(message: "unterminated string, expected '\"'", offset: start)
            }
            let byte = p[position]
            if byte == quote { break }
            if byte == backslash {
                hasEscapes = true
                try parseEscape()
            } else if byte < 0x20 {
                throw error(byte == 0x0A ? "unterminated string (line break inside a string)" : "unescaped control character U+\(hex(byte)) in string")
            } else if byte < 0x80 {
                position += 1
            } else {
                guard let length = UTF8Validation.sequenceLength(p, at: position, end: end) else {
                    throw error("invalid UTF-8 byte sequence in string")
                }
                position += length
            }
        }
        position += 1
        nodes.append(JSONNode(start: UInt32(start), end: UInt32(position), next: UInt32(nodes.count + 1), kind: .string, hasEscapes: hasEscapes))
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

    private mutating func parseLiteral(_ literal: StaticString, _ kind: JSONKind) throws(JSONSyntaxError) {
        let start = position
        let count = literal.utf8CodeUnitCount
        let matches = position + count <= end && (0..<count).allSatisfy { p[position + $0] == literal.utf8Start[$0] }
        guard matches else { throw unexpected("expected a value") }
        position += count
        nodes.append(JSONNode(start: UInt32(start), end: UInt32(position), next: UInt32(nodes.count + 1), kind: kind, hasEscapes: false))
    }

    private mutating func parseNumber() throws(JSONSyntaxError) {
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
        nodes.append(JSONNode(start: UInt32(start), end: UInt32(position), next: UInt32(nodes.count + 1), kind: .number, hasEscapes: false))
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
                position += 1
                // Pretty-printed catalogs are mostly indentation: skip eight spaces at a time.
                while position + 8 <= end,
                    UnsafeRawPointer(p.baseAddress! + position).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020
                {
                    position += 8
                }
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

    private func hex<T: BinaryInteger>(_ value: T) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, (T.self == UInt8.self ? 2 : 4) - digits.count)) + digits
    }
}
