/// The encoding a file was stored in. Everything is parsed as UTF-8; the original encoding is
/// kept so reporters can say so (SARIF `artifacts[].encoding`) and positions stay honest.
public enum TextEncoding: String, Sendable, Hashable {
    case utf8 = "UTF-8"
    case utf16LittleEndian = "UTF-16LE"
    case utf16BigEndian = "UTF-16BE"

    /// IANA name for SARIF; a BOM-marked UTF-16 file is simply "UTF-16".
    public var ianaName: String {
        switch self {
        case .utf8: "UTF-8"
        case .utf16LittleEndian, .utf16BigEndian: "UTF-16"
        }
    }
}

/// Turns raw file bytes into UTF-8 text: strips a UTF-8 BOM, transcodes UTF-16 (with a BOM, or
/// without one when the zero bytes give it away, as old `.strings` files often are).
public enum TextDecoder {
    public struct Decoded: Sendable {
        public var bytes: [UInt8]
        public var encoding: TextEncoding
    }

    /// A problem found while decoding, at a byte offset of the *decoded* text.
    public struct Failure: Error, Sendable, Equatable {
        public var message: String
        public var offset: Int
    }

    /// Decodes `raw`. With `allowUTF16` false (JSON, Swift), only UTF-8 is accepted and invalid
    /// sequences are left for the format's parser to report at their exact position; so are
    /// they with `checksUTF8` false, for a caller whose parser checks every byte itself (a
    /// second pass over every `.strings` file was 1.3% of a `.strings` project's lint).
    public static func decode(_ raw: [UInt8], allowUTF16: Bool, checksUTF8: Bool = true) -> Result<Decoded, Failure> {
        if raw.count >= 3, raw[0] == 0xEF, raw[1] == 0xBB, raw[2] == 0xBF {
            return .success(Decoded(bytes: Array(raw[3...]), encoding: .utf8))
        }
        guard allowUTF16 else { return .success(Decoded(bytes: raw, encoding: .utf8)) }
        if raw.count >= 2, raw[0] == 0xFF, raw[1] == 0xFE {
            return transcodeUTF16(raw, from: 2, littleEndian: true)
        }
        if raw.count >= 2, raw[0] == 0xFE, raw[1] == 0xFF {
            return transcodeUTF16(raw, from: 2, littleEndian: false)
        }
        if let littleEndian = guessBOMlessUTF16(raw) {
            return transcodeUTF16(raw, from: 0, littleEndian: littleEndian)
        }
        if checksUTF8, let bad = UTF8Validation.firstInvalidOffset(in: raw) {
            return .failure(Failure(message: "invalid UTF-8 byte sequence", offset: bad))
        }
        return .success(Decoded(bytes: raw, encoding: .utf8))
    }

    /// The byte order of BOM-less UTF-16, recognized by structure: read in that order, the text
    /// opens as a `.strings` table (`"key" = "value";` or `key = value;`), a property list
    /// (`<?xml`, `<plist`, `{`) or only comments and whitespace. The punctuation is ASCII, so it
    /// has a zero byte in one order and nothing in UTF-8 reads so; the text in the strings and
    /// comments may be anything (Chinese, U+4E00, emoji), unlike a share of ASCII characters.
    static func guessBOMlessUTF16(_ raw: [UInt8]) -> Bool? {
        guard raw.count >= 2, raw.count % 2 == 0 else { return nil }
        var littleEndian = UTF16Structure(raw, littleEndian: true)
        if littleEndian.opensAsPropertyListOrStrings() { return true }
        var bigEndian = UTF16Structure(raw, littleEndian: false)
        if bigEndian.opensAsPropertyListOrStrings() { return false }
        return nil
    }

    private static func transcodeUTF16(_ raw: [UInt8], from start: Int, littleEndian: Bool)
        -> Result<Decoded, Failure>
    {
        let encoding: TextEncoding = littleEndian ? .utf16LittleEndian : .utf16BigEndian
        var output: [UInt8] = []
        output.reserveCapacity(raw.count)
        var index = start
        while index + 1 < raw.count {
            let unit = codeUnit(raw, index, littleEndian)
            index += 2
            var scalarValue = UInt32(unit)
            if (0xD800...0xDBFF).contains(unit) {
                guard index + 1 < raw.count else {
                    return .failure(Failure(message: "unpaired UTF-16 surrogate at end of file", offset: output.count))
                }
                let low = codeUnit(raw, index, littleEndian)
                guard (0xDC00...0xDFFF).contains(low) else {
                    return .failure(Failure(message: "unpaired UTF-16 high surrogate", offset: output.count))
                }
                index += 2
                scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(unit) {
                return .failure(Failure(message: "unpaired UTF-16 low surrogate", offset: output.count))
            }
            guard let scalar = Unicode.Scalar(scalarValue) else {
                return .failure(Failure(message: "invalid UTF-16 code unit", offset: output.count))
            }
            output.append(contentsOf: UTF8.encode(scalar)!)
        }
        if index < raw.count {
            return .failure(Failure(message: "UTF-16 file has an odd number of bytes", offset: output.count))
        }
        return .success(Decoded(bytes: output, encoding: encoding))
    }

    @inline(__always)
    private static func codeUnit(_ raw: [UInt8], _ index: Int, _ littleEndian: Bool) -> UInt16 {
        littleEndian
            ? UInt16(raw[index]) | UInt16(raw[index + 1]) << 8
            : UInt16(raw[index]) << 8 | UInt16(raw[index + 1])
    }
}

/// Reads the opening of BOM-less UTF-16 in one byte order, for ``TextDecoder``'s guess.
private struct UTF16Structure {
    let raw: [UInt8]
    let littleEndian: Bool
    var index = 0

    init(_ raw: [UInt8], littleEndian: Bool) {
        self.raw = raw
        self.littleEndian = littleEndian
    }

    private var current: UInt16? {
        guard index + 1 < raw.count else { return nil }
        return littleEndian ? UInt16(raw[index]) | UInt16(raw[index + 1]) << 8 : UInt16(raw[index]) << 8 | UInt16(raw[index + 1])
    }

    private func unit(at offset: Int) -> UInt16? {
        let position = index + 2 * offset
        guard position + 1 < raw.count else { return nil }
        return littleEndian ? UInt16(raw[position]) | UInt16(raw[position + 1]) << 8 : UInt16(raw[position]) << 8 | UInt16(raw[position + 1])
    }

    private static func ascii(_ character: Unicode.Scalar) -> UInt16 { UInt16(character.value) }

    /// True when the first entry (or element) is well formed, or there is nothing but
    /// comments and whitespace.
    mutating func opensAsPropertyListOrStrings() -> Bool {
        guard skipSpaceAndComments() else { return false }
        guard let first = current else { return index > 0 }
        switch first {
        case Self.ascii("<"):
            guard let next = self.unit(at: 1) else { return false }
            return next == Self.ascii("?") || next == Self.ascii("!") || isIdentifier(next)
        case Self.ascii("{"), Self.ascii("("):
            return true
        case Self.ascii("\""):
            guard skipQuoted(), skipSpaceAndComments() else { return false }
        default:
            guard isIdentifier(first) else { return false }
            while let unit = current, isIdentifier(unit) { index += 2 }
            guard skipSpaceAndComments() else { return false }
        }
        // `"key" = "value";`, or `"key";`.
        if current == Self.ascii(";") { return true }
        guard current == Self.ascii("=") else { return false }
        index += 2
        guard skipSpaceAndComments(), let value = current else { return false }
        if value == Self.ascii("\"") {
            guard skipQuoted() else { return false }
        } else {
            guard isIdentifier(value) else { return false }
            while let unit = current, isIdentifier(unit) { index += 2 }
        }
        return skipSpaceAndComments() && current == Self.ascii(";")
    }

    /// Unquoted keys and values of old-style property lists: ASCII letters, digits and `_$./:-`.
    private func isIdentifier(_ unit: UInt16) -> Bool {
        guard unit < 0x80, let scalar = Unicode.Scalar(unit) else { return false }
        return scalar.properties.isASCIIHexDigit || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || "_$./:-".unicodeScalars.contains(scalar)
    }

    /// Skips a quoted string from its opening quote; false when it does not end.
    private mutating func skipQuoted() -> Bool {
        index += 2
        while let unit = current {
            index += 2
            if unit == Self.ascii("\\") { index += 2 } else if unit == Self.ascii("\"") { return true }
        }
        return false
    }

    /// Skips whitespace, `/* */` and `//` comments; false for an unterminated `/*`.
    private mutating func skipSpaceAndComments() -> Bool {
        while let unit = current {
            if unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D {
                index += 2
            } else if unit == Self.ascii("/"), self.unit(at: 1) == Self.ascii("*") {
                index += 4
                while current != nil, !(current == Self.ascii("*") && self.unit(at: 1) == Self.ascii("/")) { index += 2 }
                guard current != nil else { return false }
                index += 4
            } else if unit == Self.ascii("/"), self.unit(at: 1) == Self.ascii("/") {
                while let unit = current, unit != 0x0A { index += 2 }
            } else {
                return true
            }
        }
        return true
    }
}
