extension String {
    /// The text on one line, with control characters shown as escapes: `\n`, `\r`, `\t`, and
    /// `\u{1b}` for ESC and every other C0/C1 control, DEL and the Unicode line and paragraph
    /// separators. Catalog keys and values reach human-readable output through this, so a key
    /// containing `"\nfake.swift:1:1: error: x"` cannot forge a finding line, and an ESC cannot
    /// drive the terminal.
    var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: \.needsEscapeOnOneLine) else { return self }
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
    /// the characters that break a line or drive a terminal.
    fileprivate var needsEscapeOnOneLine: Bool {
        switch properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
