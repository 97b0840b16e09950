import L10nModel

/// Tokens of one file with matched brackets and cheap text comparisons: the structure every
/// scan step works on. Brackets include string delimiters and interpolations, so skipping a
/// `(` also skips every string inside it.
package final class SwiftTokenIndex {
    let bytes: [UInt8]
    let tokens: [SwiftToken]
    /// For an opening bracket, the index of its closing token, or of the token that forced it
    /// closed (a mismatched closer), or `tokens.count` when it never closes. For a closing
    /// token, the innermost opening bracket it closed (-1 when none). Unused otherwise.
    private let closers: [Int32]

    init(bytes: [UInt8], tokens: [SwiftToken]) {
        self.bytes = bytes
        self.tokens = tokens
        self.closers = Self.matchBrackets(tokens)
    }

    var count: Int { tokens.count }

    subscript(index: Int) -> SwiftToken { tokens[index] }

    /// The closing index of the opening bracket at `index` (possibly `count`).
    func close(_ index: Int) -> Int {
        let value = Int(closers[index])
        return value > index ? min(value, count) : count
    }

    /// The innermost opening bracket that the closing token at `index` closed, if any.
    func opener(_ index: Int) -> Int? {
        guard tokens[index].isClosingBracket else { return nil }
        let value = Int(closers[index])
        return value >= 0 && value < index ? value : nil
    }

    /// Whether the token at `index` exists and has this kind.
    @inline(__always)
    func kind(_ index: Int, is kind: SwiftTokenKind) -> Bool {
        index >= 0 && index < count && tokens[index].kind == kind
    }

    /// The token's text (backticks of an escaped identifier removed).
    func text(_ index: Int) -> String {
        let token = tokens[index]
        var start = token.start
        var end = token.end
        if end - start >= 2, bytes[start] == UInt8(ascii: "`"), bytes[end - 1] == UInt8(ascii: "`") {
            start += 1
            end -= 1
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Source text of tokens `start..<end`, from the first token's start to the last one's end.
    func text(from start: Int, to end: Int) -> String {
        guard start < end, end <= count else { return "" }
        return String(decoding: bytes[tokens[start].start..<tokens[end - 1].end], as: UTF8.self)
    }

    /// True when the token at `index` is an identifier spelled exactly `word` (ASCII).
    @inline(__always)
    func isIdentifier(_ index: Int, _ word: StaticString) -> Bool {
        guard index >= 0, index < count else { return false }
        let token = tokens[index]
        guard token.kind == .identifier, token.end - token.start == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { buffer in
            var offset = 0
            while offset < buffer.count {
                if bytes[token.start + offset] != buffer[offset] { return false }
                offset += 1
            }
            return true
        }
    }

    /// True when the token at `index` is an operator spelled exactly `text`.
    func isOperator(_ index: Int, _ text: StaticString) -> Bool {
        guard index >= 0, index < count, tokens[index].kind == .operator else { return false }
        let token = tokens[index]
        guard token.end - token.start == text.utf8CodeUnitCount else { return false }
        return text.withUTF8Buffer { buffer in
            buffer.indices.allSatisfy { bytes[token.start + $0] == buffer[$0] }
        }
    }

    /// A pound keyword: `#if`, `#else`, `#elseif`, `#endif`.
    func isPound(_ index: Int, _ word: StaticString) -> Bool {
        guard index >= 0, index < count, tokens[index].kind == .pound else { return false }
        let token = tokens[index]
        guard token.end - token.start == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { buffer in buffer.indices.allSatisfy { bytes[token.start + $0] == buffer[$0] } }
    }

    /// The first byte of the token (for quick class checks like "starts uppercase").
    func firstByte(_ index: Int) -> UInt8 { bytes[tokens[index].start] }

    func hasNewlineBefore(_ index: Int) -> Bool { index < count && tokens[index].flags.contains(.newlineBefore) }

    func range(_ file: FileID, _ start: Int, _ end: Int) -> SourceRange {
        guard start < end, end <= count else {
            let offset = start < count ? tokens[start].start : bytes.count
            return SourceRange(file: file, start: offset, end: offset)
        }
        return SourceRange(file: file, start: tokens[start].start, end: tokens[end - 1].end)
    }

    /// Brackets nested deeper than this never close (real code nests a few dozen levels), so a
    /// file of 50 million `(` costs no stack beyond the tokens themselves.
    static let maximumNesting = 4096

    /// Stack-based matching with recovery: a closer pops down to its own kind (within a bounded
    /// depth, so mismatched input stays linear); unmatched openers end where they were popped.
    private static func matchBrackets(_ tokens: [SwiftToken]) -> [Int32] {
        var closers = [Int32](repeating: -1, count: tokens.count)
        var stack: [Int32] = []
        for index in tokens.indices {
            let token = tokens[index]
            if token.isOpeningBracket {
                if stack.count < maximumNesting { stack.append(Int32(truncatingIfNeeded: index)) }
            } else if token.isClosingBracket {
                var depth = stack.count - 1
                let lowest = max(0, stack.count - 32)
                while depth >= lowest, tokens[Int(stack[depth])].closingKind != token.kind { depth -= 1 }
                guard depth >= lowest, depth >= 0 else { continue }
                closers[index] = stack[stack.count - 1]
                while stack.count > depth {
                    closers[Int(stack.removeLast())] = Int32(truncatingIfNeeded: index)
                }
            }
        }
        for open in stack { closers[Int(open)] = Int32(truncatingIfNeeded: tokens.count) }
        return closers
    }
}

/// A set of identifier spellings tested against tokens without building strings: a 64-bit
/// FNV-1a hash of the token's bytes picks a bucket of a small table, confirmed byte by byte.
package struct TokenNameSet {
    private static let bucketCount = 1024
    private var buckets: [[(hash: UInt64, bytes: [UInt8])]] = Array(repeating: [], count: bucketCount)
    /// For each length `n` (names up to 63 bytes), bit `b - 64` set when some name of `n` bytes
    /// starts with ASCII byte `b` (64…127): most tokens fail this test and are never hashed.
    private var initialsByLength = [UInt64](repeating: 0, count: 64)
    /// False when some name falls outside those bounds: then every token is hashed.
    private var isFiltered = true

    init(_ names: some Sequence<String>) {
        for name in names {
            let bytes = Array(name.utf8)
            let hash = Self.hash(bytes[...])
            buckets[Int(hash % UInt64(Self.bucketCount))].append((hash, bytes))
            guard let first = bytes.first, bytes.count < 64, first >= 64, first < 128 else {
                isFiltered = false
                continue
            }
            initialsByLength[bytes.count] |= 1 << UInt64(first - 64)
        }
    }

    func contains(_ token: SwiftToken, in bytes: [UInt8]) -> Bool {
        if isFiltered {
            let length = token.end - token.start
            guard length > 0, length < 64 else { return false }
            let first = bytes[token.start]
            guard first >= 64, first < 128, initialsByLength[length] & (1 << UInt64(first - 64)) != 0 else { return false }
        }
        let slice = bytes[token.start..<token.end]
        let hash = Self.hash(slice)
        return buckets[Int(hash % UInt64(Self.bucketCount))].contains { $0.hash == hash && $0.bytes.elementsEqual(slice) }
    }

    @inline(__always)
    private static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return value
    }
}

extension SwiftTokenIndex {
    func contains(_ index: Int, in names: TokenNameSet) -> Bool {
        index >= 0 && index < count && tokens[index].kind == .identifier && names.contains(tokens[index], in: bytes)
    }

    /// True when the token starts with an ASCII capital (a type or view name).
    func startsUppercase(_ index: Int) -> Bool {
        let byte = bytes[tokens[index].start]
        return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    /// The index after the call at `name` (arguments and trailing closures), without parsing them.
    func callEnd(name: Int) -> Int {
        var position = name + 1
        if kind(position, is: .leftParen), !hasNewlineBefore(position) { position = close(position) + 1 }
        var first = true
        while position < count {
            if first, tokens[position].kind == .leftBrace {
                position = close(position) + 1
                first = false
            } else if !first, tokens[position].kind == .identifier, kind(position + 1, is: .colon), kind(position + 2, is: .leftBrace) {
                position = close(position + 2) + 1
            } else {
                break
            }
        }
        return min(position, count)
    }
}
