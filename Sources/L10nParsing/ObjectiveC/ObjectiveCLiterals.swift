import L10nModel

/// The `@"…"` literals of an Objective-C source, for "is this key used at all": a mixed app
/// looks keys up from Objective-C too (`NSLocalizedString(@"key", @"")`, a project's own
/// macro), which the Swift scan never sees, so `unused-key` called them unused. Nothing else of
/// the file is read: comments, C strings and character literals are passed by, and a file that
/// is not UTF-8 gives its literals repaired (never a parse error: the file is only gleaned).
package enum ObjectiveCLiterals {
    /// The file's facts: its literals as ``SwiftSourceFacts/literalMentions``, nothing else.
    package static func scan(_ file: SourceFile) -> SwiftSourceFacts {
        var facts = SwiftSourceFacts(file: file.id)
        facts.literalMentions = literals(in: file.text.bytes)
        return facts
    }

    /// The decoded text of every `@"…"` literal of `bytes`.
    package static func literals(in bytes: [UInt8]) -> Set<String> {
        var found = Set<String>()
        var index = 0
        func byte(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "*"):
                index += 2
                while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && byte(index + 1) == UInt8(ascii: "/")) { index += 1 }
                index += 2
            case UInt8(ascii: "@") where byte(index + 1) == UInt8(ascii: "\""):
                let (text, end) = literal(in: bytes, from: index + 2)
                found.insert(text)
                index = end
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                index = literal(in: bytes, from: index + 1, closing: bytes[index]).end
            default:
                index += 1
            }
        }
        return found
    }

    /// The literal opening before `start`, decoded (C's escapes), and the index after its close
    /// (or the line's end, for one left open).
    private static func literal(in bytes: [UInt8], from start: Int, closing: UInt8 = UInt8(ascii: "\"")) -> (text: String, end: Int) {
        var text: [UInt8] = []
        var index = start
        while index < bytes.count {
            let current = bytes[index]
            if current == closing { return (String(decoding: text, as: UTF8.self), index + 1) }
            if current == UInt8(ascii: "\n") { break }
            guard current == UInt8(ascii: "\\"), index + 1 < bytes.count else {
                text.append(current)
                index += 1
                continue
            }
            let escaped = bytes[index + 1]
            index += 2
            switch escaped {
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "0"): text.append(0)
            case UInt8(ascii: "u"), UInt8(ascii: "U"):
                let digits = escaped == UInt8(ascii: "u") ? 4 : 8
                let hex = bytes[index..<min(bytes.count, index + digits)]
                if hex.count == digits, let value = UInt32(String(decoding: hex, as: UTF8.self), radix: 16), let scalar = Unicode.Scalar(value) {
                    text.append(contentsOf: Array(String(Character(scalar)).utf8))
                    index += digits
                }
            default: text.append(escaped)  // \" \\ \' and the rest: the character itself
            }
        }
        return (String(decoding: text, as: UTF8.self), index)
    }
}
