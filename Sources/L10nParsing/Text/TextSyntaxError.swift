import L10nModel

/// A syntax error at a byte offset, thrown inside the hand-written parsers and turned into a
/// ``ParseFailure`` (with line:column) only at the edge, so the hot paths never compute positions.
package struct TextSyntaxError: Error, Sendable, Equatable {
    package var message: String
    package var offset: Int

    init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }
}

extension SourceFile {
    /// A failure pointing at one byte of this file.
    package func parseFailure(_ error: TextSyntaxError) -> ParseFailure {
        let position = text.position(at: error.offset)
        return ParseFailure(location: SourceLocation(path: path, start: position, end: position), message: error.message)
    }
}

/// Wording and checks shared by the parsers, so every format names what it found the same way.
package enum TextScanning {
    /// The first byte no text format accepts: a NUL (usually UTF-16 read as UTF-8) or invalid UTF-8.
    /// Checked up front so the scanners can treat every byte ≥ 0x80 as part of valid text.
    static func firstUnreadableByte(in p: UnsafeBufferPointer<UInt8>) -> TextSyntaxError? {
        var index = 0
        let end = p.count
        guard let base = p.baseAddress else { return nil }
        while index < end {
            // Eight ASCII bytes without a NUL at a time: most of most files.
            while index + 8 <= end {
                let word = ByteWord.load(from: base, at: index)
                if ByteWord.nonASCIIBytes(word) | ByteWord.scanZeroBytes(word) != 0 { break }
                index += 8
            }
            guard index < end else { break }
            let byte = p[index]
            if byte >= 0x80 {
                guard let length = UTF8Validation.sequenceLength(p, at: index, end: end) else {
                    return TextSyntaxError("invalid UTF-8 byte sequence", at: index)
                }
                index += length
            } else if byte == 0 {
                return TextSyntaxError("expected UTF-8 or UTF-16 text, found a NUL byte", at: index)
            } else {
                index += 1
            }
        }
        return nil
    }

    /// How an error message names the character at `index`: `'='`, `'字'`, `a line break`, `U+0007`.
    static func describeCharacter(_ p: UnsafeBufferPointer<UInt8>, at index: Int) -> String {
        guard index < p.count else { return "end of file" }
        let byte = p[index]
        switch byte {
        case 0x0A, 0x0D: return "a line break"
        case 0x09: return "a tab"
        case 0x20: return "a space"
        case 0x21..<0x7F: return "'\(Character(Unicode.Scalar(byte)))'"
        case 0..<0x80: return "U+\(byte.hexDigits(4))"
        default: break
        }
        guard let length = UTF8Validation.sequenceLength(p, at: index, end: p.count) else {
            return "an invalid UTF-8 byte 0x\(byte.hexDigits(2))"
        }
        return "'\(String(decoding: UnsafeBufferPointer(rebasing: p[index..<(index + length)]), as: UTF8.self))'"
    }

    /// `String(decoding:)` over a byte range of already-validated text.
    @inline(__always)
    static func string(_ p: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: p[range]), as: UTF8.self)
    }

    /// `range` without leading and trailing ASCII whitespace (comment bodies, plist numbers).
    static func trimmed(_ p: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, isASCIIWhitespace(p[lower]) { lower += 1 }
        while upper > lower, isASCIIWhitespace(p[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    @inline(__always)
    package static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }
}
