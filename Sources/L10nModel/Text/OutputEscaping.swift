/// One escaping function per kind of output, for every byte that comes from input (keys,
/// values, locale identifiers, paths, comments, baseline entries, XLIFF ids) and reaches a
/// terminal, a CI log or a document. Each output uses its kind's function and no other
/// escaping, so a newline cannot forge a finding line or a GitHub workflow command, an ESC
/// cannot drive the terminal, a bidi override cannot reverse what a reviewer reads ("Trojan
/// Source"), and `<img src=x>` cannot become markup in a pull-request comment or the HTML report.
/// JSON and SARIF are escaped by their JSON writer (which is complete by construction).
public enum OutputEscaping {
    /// Terminal and log text (lint's text format, notes, `fix`/`format`/`import` output and
    /// diffs, the text report): ``Swift/String/escapingControlCharacters``.
    public static func text(_ raw: String) -> String { raw.escapingControlCharacters }

    /// A GitHub workflow command's message: one line as in ``text(_:)``, then `%`, CR and LF
    /// (actions/toolkit `escapeData`).
    public static func gitHubData(_ raw: String) -> String { gitHub(raw.escapingControlCharacters, isProperty: false) }

    /// A workflow command's property value (`file=…`): also `:` and `,` (actions/toolkit
    /// `escapeProperty`), so a path holding `::error file=…::` stays one property.
    public static func gitHubProperty(_ raw: String) -> String { gitHub(raw.escapingControlCharacters, isProperty: true) }

    private static func gitHub(_ text: String, isProperty: Bool) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            case ":" where isProperty: escaped += "%3A"
            case "," where isProperty: escaped += "%2C"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// Markdown prose (GitHub-flavoured, which passes raw HTML through): HTML-significant
    /// characters as entities, Markdown punctuation escaped, line breaks as `<br>`, other
    /// controls and bidi controls as in ``text(_:)``.
    public static func markdown(_ raw: String) -> String {
        var result = ""
        for character in raw {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\n", "\r", "\r\n": result += "<br>"
            case "\\", "`", "*", "_", "[", "]", "|", "~", "#", "!": result += "\\\(character)"
            default: result += String(character).escapingControlCharacters
            }
        }
        return result
    }

    /// A Markdown code span that survives any content: one line as in ``text(_:)``, pipes
    /// escaped (GitHub splits table cells on them even in code), a fence longer than any
    /// backtick run inside.
    public static func markdownCode(_ raw: String) -> String {
        var text = ""
        for character in raw.escapingControlCharacters { if character == "|" { text += "\\|" } else { text.append(character) } }
        guard !text.isEmpty else { return "\"\"" }
        var longest = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padded = text.first == "`" || text.last == "`" || text.first == " " && text.last == " " ? " \(text) " : text
        return fence + padded + fence
    }

    /// HTML element content and attribute values alike: the five significant characters as
    /// entities; C0 controls but newline and tab as U+FFFD (XML forbids them); bidi controls
    /// as their visible `\u{…}` escape (an entity would still reorder the text).
    public static func html(_ raw: String) -> String {
        var result = ""
        result.reserveCapacity(raw.utf8.count)
        for scalar in raw.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case _ where scalar.isBidiControl: result += "\\u{\(String(scalar.value, radix: 16))}"
            default:
                if scalar.value < 0x20, scalar != "\n", scalar != "\t" { result += "\u{FFFD}" } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }
}

extension String {
    /// The text on one line, with control characters shown as escapes: `\n`, `\r`, `\t`, and
    /// `\u{1b}` for ESC and every other C0/C1 control, DEL, the Unicode line and paragraph
    /// separators and the bidi embedding, override and isolate controls. The terminal and log
    /// kind of ``OutputEscaping``: a key containing `"\nfake.swift:1:1: error: x"` cannot forge
    /// a finding line, an ESC cannot drive the terminal, a U+202E cannot reverse the line.
    public var escapingControlCharacters: String {
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

    /// Whether the UTF-8 holds a scalar that ``Unicode/Scalar/needsEscapeOnOneLine``: a byte
    /// below 0x20 or DEL, C2 80–9F (C1 controls), E2 80 A8/A9 (U+2028, U+2029), E2 80 AA–AE
    /// (U+202A–U+202E) or E2 81 A6–A9 (U+2066–U+2069). In valid UTF-8, C2 and E2 are only ever
    /// lead bytes, so the test is exact.
    fileprivate var needsEscapes: Bool {
        func test(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x20 || byte == 0x7F { return true }
                if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] <= 0x9F { return true }
                if byte == 0xE2, index + 2 < bytes.count {
                    let (second, third) = (bytes[index + 1], bytes[index + 2])
                    if second == 0x80, (0xA8...0xAE).contains(third) { return true }
                    if second == 0x81, (0xA6...0xA9).contains(third) { return true }
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
    /// Controls (general category Cc: C0, DEL, C1), line/paragraph separators (Zl, Zp) and bidi
    /// controls: the characters that break a line, drive a terminal or reorder what is shown.
    /// Fixed sets, so plain ranges replace a property look-up that cost a quarter of a corpus
    /// run's time in the text reporter.
    public var needsEscapeOnOneLine: Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
        default: isBidiControl
        }
    }

    /// The embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) that "Trojan
    /// Source" uses to show text in another order than it is read. The marks (LRM, RLM, ALM)
    /// are left alone: right-to-left translations need them and they move no text.
    public var isBidiControl: Bool {
        switch value {
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
