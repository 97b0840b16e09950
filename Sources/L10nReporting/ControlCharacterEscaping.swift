extension String {
    /// The text on one line, with control characters shown as escapes: `\n`, `\r`, `\t`, and
    /// `\u{1b}` for ESC and every other C0/C1 control, DEL and the Unicode line and paragraph
    /// separators. Catalog keys and values reach human-readable output through this, so a key
    /// containing `"\nfake.swift:1:1: error: x"` cannot forge a finding line, and an ESC cannot
    /// drive the terminal.
    var escapingControlCharacters: String {
        // Bytes first: every such scalar is a byte below 0x20, DEL, or starts with 0xC2 (C1) or
        // 0xE2 (U+2028, U+2029); most messages have none of these bytes.
        guard utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }),
            unicodeScalars.contains(where: \.needsEscapeOnOneLine)
        else { return self }
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
