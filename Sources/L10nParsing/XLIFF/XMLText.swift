/// Text written into XML 1.0: what the XLIFF export and the `.stringsdict` import splice
/// escape, in one place.
package enum XMLText {
    /// Characters XML 1.0 can carry.
    package static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value) || value >= 0x10000
    }

    /// Element content: markup characters escaped, `\r` kept as a reference (parsers would
    /// fold it into `\n`), characters XML 1.0 cannot carry replaced by U+FFFD.
    package static func content(_ text: String) -> String { escape(text, inAttribute: false) }

    /// Attribute values also keep quotes, tabs and line breaks as references (parsers
    /// normalize raw whitespace in attributes to spaces).
    package static func attribute(_ text: String) -> String { escape(text, inAttribute: true) }

    private static func escape(_ text: String, inAttribute: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\r": result += "&#13;"
            case "\"" where inAttribute: result += "&quot;"
            case "\n" where inAttribute: result += "&#10;"
            case "\t" where inAttribute: result += "&#9;"
            default:
                if isXMLCharacter(scalar) { result.unicodeScalars.append(scalar) } else { result += "\u{FFFD}" }
            }
        }
        return result
    }
}
