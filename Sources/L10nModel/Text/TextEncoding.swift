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
    /// sequences are left for the format's parser to report at their exact position.
    public static func decode(_ raw: [UInt8], allowUTF16: Bool) -> Result<Decoded, Failure> {
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
        if let bad = UTF8Validation.firstInvalidOffset(in: raw) {
            return .failure(Failure(message: "invalid UTF-8 byte sequence", offset: bad))
        }
        return .success(Decoded(bytes: raw, encoding: .utf8))
    }

    /// UTF-16 text that is mostly ASCII has a zero in every other byte; UTF-8 text never has NULs.
    static func guessBOMlessUTF16(_ raw: [UInt8]) -> Bool? {
        guard raw.count >= 4, raw.count % 2 == 0 else { return nil }
        let sample = min(raw.count, 512) & ~1
        var zeroEven = 0
        var zeroOdd = 0
        for index in 0..<sample where raw[index] == 0 {
            if index % 2 == 0 { zeroEven += 1 } else { zeroOdd += 1 }
        }
        let pairs = sample / 2
        if zeroOdd * 4 >= pairs * 3, zeroEven == 0 { return true }
        if zeroEven * 4 >= pairs * 3, zeroOdd == 0 { return false }
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
