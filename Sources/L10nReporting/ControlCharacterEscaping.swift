extension String {
    /// The text on one line, with control characters shown as escapes: `\n`, `\r`, `\t`, and
    /// `\u{1b}` for ESC and every other C0/C1 control, DEL and the Unicode line and paragraph
    /// separators. Catalog keys and values reach human-readable output through this, so a key
    /// containing `"\nfake.swift:1:1: error: x"` cannot forge a finding line, and an ESC cannot
    /// drive the terminal.
    package var escapingControlCharacters: String {
        // On the bytes: most messages hold no such scalar, and a typographic quote or dash
        // (0xE2 …) no longer sends a message through a scalar-by-scalar scan.
        guard needsEscapes else { return self }
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.needsEscapeOnOneLine: result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension String {
    /// Whether the UTF-8 holds a scalar that ``Unicode/Scalar/needsEscapeOnOneLine``: a byte
    /// below 0x20 or DEL, C2 80–9F (C1 controls) or E2 80 A8/A9 (U+2028, U+2029). In valid
    /// UTF-8, C2 and E2 are only ever lead bytes, so the test is exact.
    fileprivate var needsEscapes: Bool {
        func test(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x20 || byte == 0x7F { return true }
                if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] <= 0x9F { return true }
                if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                    return true
                }
                index += 1
            }
            return false
        }
        var copy = self
        return copy.withUTF8(test)
    }
}

extension Unicode.Scalar {
    /// Controls (general category Cc: C0, DEL, C1) and line/paragraph separators (Zl, Zp):
    /// the characters that break a line or drive a terminal. Unicode fixes both sets (Cc is
    /// closed; Zl and Zp hold one character each), so plain ranges replace a property look-up
    /// that cost a quarter of a corpus run's time in the text reporter.
    package var needsEscapeOnOneLine: Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
        default: false
        }
    }
}
