import L10nModel
import L10nParsing

/// A value written as its file's literal: what replaces a unit's range when a fix or an import
/// sets the value's text. One place knows each format's escapes, so `fix` and `import` write
/// the same bytes for the same text.
package enum ValueLiteral {
    /// A JSON string with Xcode's escapes in `strings.json` and String Catalogs, a `<string>`
    /// element in a `.stringsdict` (its unit's range is the element), else a quoted `.strings` literal.
    package static func text(_ value: String, inFileAt path: String) -> String {
        if path.hasSuffix(".stringsdict") { return "<string>" + XMLText.content(value) + "</string>" }
        if path.hasSuffix(".strings") { return String(decoding: stringsLiteral(value), as: UTF8.self) }
        return String(decoding: jsonLiteral(value), as: UTF8.self)
    }

    /// A JSON string literal with Xcode's escapes.
    package static func jsonLiteral(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        XcodeJSONWriter.appendString(text, to: &bytes)
        return bytes
    }

    /// What `.strings` literals escape: quotes, backslashes, line breaks and tabs.
    private static let stringsEscapes: [Unicode.Scalar: String] = ["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"]

    /// A quoted `.strings` literal.
    package static func stringsLiteral(_ text: String) -> [UInt8] {
        var result = "\""
        for scalar in text.unicodeScalars {
            if let escape = stringsEscapes[scalar] { result += escape } else { result.unicodeScalars.append(scalar) }
        }
        return Array((result + "\"").utf8)
    }
}
