/// Foundation's attribute markup in localized strings: `^[text](attributes)`, which
/// `AttributedString(localized:)` and SwiftUI's `Text` turn into attributes instead of showing
/// it. Automatic grammar agreement is written this way (`^[%lld day](inflect: true)`,
/// `^[apple](agreeWithArgument: 1)`, `^[they](referentConcept: 1)`, `morphology`,
/// `inflectionAlternative`): it is neither a Markdown link nor literal text, and a count inside
/// it is inflected by Foundation, so it needs no plural variants.
public struct AttributeMarkup: Sendable, Hashable {
    /// The whole span, `^` to the closing `)`, in UTF-8 offsets of the text.
    public var range: Range<Int>
    /// The bracketed text (what shows), in UTF-8 offsets.
    public var textRange: Range<Int>
    /// What is between the parentheses (`inflect: true`).
    public var attributes: String

    /// The attribute names of Foundation's automatic grammar agreement.
    static let agreementAttributes = ["inflect", "agreeWithArgument", "agreeWithConcept", "referentConcept", "inflectionAlternative", "morphology"]

    /// True when the span asks Foundation to make its words agree (inflect, agree, morphology…).
    public var isGrammarAgreement: Bool { Self.agreementAttributes.contains { attributes.contains($0) } }

    /// True when the span makes a word agree with an argument elsewhere (`agreeWithArgument`).
    public var agreesWithArgument: Bool { attributes.contains("agreeWithArgument") }

    /// Every span of `text`, outermost only, in order. Nothing is allocated for text without `^[`.
    public static func spans(in text: String) -> [AttributeMarkup] {
        guard text.utf8.contains(UInt8(ascii: "^")) else { return [] }
        let bytes = Array(text.utf8)
        var spans: [AttributeMarkup] = []
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "^"), bytes[index + 1] == UInt8(ascii: "["), !isEscaped(index, in: bytes),
                let span = span(at: index, in: bytes)
            else {
                index += 1
                continue
            }
            spans.append(span)
            index = span.range.upperBound
        }
        return spans
    }

    /// The span starting at the `^` at `start`: balanced brackets, then `(`, then balanced
    /// parentheses (attribute values may hold JSON objects and quoted strings).
    private static func span(at start: Int, in bytes: [UInt8]) -> AttributeMarkup? {
        guard let textEnd = closing(UInt8(ascii: "["), UInt8(ascii: "]"), from: start + 1, in: bytes),
            textEnd + 1 < bytes.count, bytes[textEnd + 1] == UInt8(ascii: "("),
            let end = closing(UInt8(ascii: "("), UInt8(ascii: ")"), from: textEnd + 1, in: bytes)
        else { return nil }
        let attributes = String(decoding: bytes[(textEnd + 2)..<end], as: UTF8.self)
        return AttributeMarkup(range: start..<(end + 1), textRange: (start + 2)..<textEnd, attributes: attributes)
    }

    /// The offset of the bracket closing the one at `open`, skipping escaped characters and
    /// quoted strings; nil when it is never closed.
    private static func closing(_ opener: UInt8, _ closer: UInt8, from open: Int, in bytes: [UInt8]) -> Int? {
        var depth = 0
        var index = open
        var inQuotes = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if opener == UInt8(ascii: "("), byte == UInt8(ascii: "\"") { inQuotes.toggle() }
            if !inQuotes {
                if byte == opener { depth += 1 }
                if byte == closer {
                    depth -= 1
                    if depth == 0 { return index }
                }
            }
            index += 1
        }
        return nil
    }

    private static func isEscaped(_ index: Int, in bytes: [UInt8]) -> Bool {
        var backslashes = 0
        var probe = index - 1
        while probe >= 0, bytes[probe] == UInt8(ascii: "\\") {
            backslashes += 1
            probe -= 1
        }
        return backslashes % 2 == 1
    }
}
