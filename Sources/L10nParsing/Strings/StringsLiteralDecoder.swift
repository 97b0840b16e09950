/// Decodes the body of a quoted `.strings` literal the way Foundation's old-style property list
/// reader does, so rules see the text users will see at run time:
///
/// - `\U` takes one to four hexadecimal digits of UTF-16, so `\UD83D\UDE00` pairs into one emoji
///   (the scanner rejects a lone surrogate as a parse error: a Swift `String` cannot hold it);
/// - `\ddd` is an octal byte of up to three digits (Foundation reads it as NeXTSTEP Latin; bytes
///   above 0x7F are taken as Latin-1 here, which differs only in rarely used letters);
/// - `\a \b \f \n \r \t \v` are control characters;
/// - any other `\x` is `x`. That includes `\u`: Foundation has no lowercase `\u` escape, so
///   `"\u00E9"` is the text `u00E9` on device, and that is what we decode.
package enum StringsLiteralDecoder {
    /// Decodes a literal body whose escapes the scanner has checked (every `\U` has a hex digit).
    /// Decoding never lengthens the text, so it is written straight into the string's storage.
    static func decode(_ p: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(unsafeUninitializedCapacity: range.count) { output in
            var writer = ByteWriter(output: output)
            decode(p, range, into: &writer)
            return writer.count
        }
    }

    private static func decode(_ p: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, into output: inout ByteWriter) {
        var index = range.lowerBound
        let end = range.upperBound
        while index < end {
            let byte = p[index]
            guard byte == backslash, index + 1 < end else {
                output.append(byte)
                index += 1
                continue
            }
            let escaped = p[index + 1]
            index += 2
            switch escaped {
            case UInt8(ascii: "U"):
                guard let (unit, next) = hexUnit(p, from: index, end: end) else { continue }
                index = appendUTF16(unit, followedBy: next, in: p, end: end, to: &output)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, index < end, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(p[index]) {
                    value = value << 3 | UInt32(p[index] - UInt8(ascii: "0"))
                    index += 1
                    digits += 1
                }
                appendScalar(value, to: &output)
            case UInt8(ascii: "a"): output.append(0x07)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "v"): output.append(0x0B)
            default:
                // `\"`, `\\`, `\'`, `\` + line break, `\u`…: the character itself. For a multi-byte
                // character only its lead byte is taken here; the loop copies the rest.
                output.append(escaped)
            }
        }
    }

    /// Appends one `\U` code unit, pairing a high surrogate with an immediately following
    /// `\U` low surrogate. Returns the index after what was consumed.
    private static func appendUTF16(
        _ unit: UInt32, followedBy index: Int, in p: UnsafeBufferPointer<UInt8>, end: Int, to output: inout ByteWriter
    ) -> Int {
        if (0xD800...0xDBFF).contains(unit), index + 2 < end, p[index] == backslash, p[index + 1] == UInt8(ascii: "U"),
            let (low, next) = hexUnit(p, from: index + 2, end: end), (0xDC00...0xDFFF).contains(low)
        {
            appendScalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00), to: &output)
            return next
        }
        appendScalar(unit, to: &output)
        return index
    }

    /// One to four hexadecimal digits, as many as there are (Foundation's reading).
    static func hexUnit(_ p: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) -> (UInt32, Int)? {
        var value: UInt32 = 0
        var index = start
        while index < end, index - start < 4, let digit = JSONStringDecoder.hexValue(p[index]) {
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return index == start ? nil : (value, index)
    }

    private static func appendScalar(_ value: UInt32, to output: inout ByteWriter) {
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        guard let encoded = UTF8.encode(scalar) else { return }
        for byte in encoded { output.append(byte) }
    }
}

/// Appends into a fixed buffer; bytes past its end are dropped rather than written out of bounds
/// (decoding never needs more room than the literal had, so none are).
private struct ByteWriter {
    let output: UnsafeMutableBufferPointer<UInt8>
    var count = 0

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        guard count < output.count else { return }
        output[count] = byte
        count += 1
    }
}

private let backslash = UInt8(ascii: "\\")
