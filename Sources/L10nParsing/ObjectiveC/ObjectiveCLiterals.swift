import L10nModel

/// The `@"…"` literals of an Objective-C source, for "is this key used at all": a mixed app
/// looks keys up from Objective-C too (`NSLocalizedString(@"key", @"")`, a project's own
/// macro), which the Swift scan never sees, so `unused-key` called them unused. Nothing else of
/// the file is read: comments, C strings and character literals are passed by, and a file that
/// is not UTF-8 gives its literals repaired (never a parse error: the file is only gleaned).
package enum ObjectiveCLiterals {
    /// The file's facts: its literals as ``SwiftSourceFacts/literalMentions``, and the key
    /// prefixes it builds on as ``SwiftSourceFacts/interpolatedMentions``, nothing else.
    package static func scan(_ file: SourceFile) -> SwiftSourceFacts {
        var facts = SwiftSourceFacts(file: file.id)
        let mentions = mentions(in: file.text.bytes)
        facts.literalMentions = mentions.literals
        facts.interpolatedMentions = Set(mentions.prefixes.map { [$0, ""] })
        return facts
    }

    /// The decoded text of every `@"…"` literal of `bytes`.
    package static func literals(in bytes: [UInt8]) -> Set<String> { mentions(in: bytes).literals }

    /// Every `@"…"` literal of `bytes`, decoded, with adjacent literals joined as C joins them
    /// (`@"keyword_" @"file"` is also `keyword_file`); and the literals a key is built on: one
    /// followed by a name that is no selector part (`@"keyword_" keyword` in a macro's body,
    /// where the argument is pasted after it) is a prefix of keys the code looks up.
    package static func mentions(in bytes: [UInt8]) -> (literals: Set<String>, prefixes: Set<String>) {
        var found = Set<String>()
        var prefixes = Set<String>()
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
                var (text, end) = literal(in: bytes, from: index + 2)
                found.insert(text)
                // `@"a" @"b"`, `@"a" "b"`: one literal to the compiler.
                while true {
                    let next = skipSpace(in: bytes, from: end)
                    let opening = byte(next) == UInt8(ascii: "@") && byte(next + 1) == UInt8(ascii: "\"") ? next + 2 : byte(next) == UInt8(ascii: "\"") ? next + 1 : nil
                    guard let opening else { break }
                    let (piece, after) = literal(in: bytes, from: opening)
                    found.insert(piece)
                    text += piece
                    found.insert(text)
                    end = after
                }
                if !text.isEmpty, isPastedName(in: bytes, at: skipSpace(in: bytes, from: end)) { prefixes.insert(text) }
                index = end
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                index = literal(in: bytes, from: index + 1, closing: bytes[index]).end
            default:
                index += 1
            }
        }
        return (found, prefixes)
    }

    /// Past spaces, tabs, line breaks and a macro's line continuations.
    private static func skipSpace(in bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "\\")].contains(bytes[index]) { index += 1 }
        return index
    }

    /// A name at `start` that is not a selector part (`forKey:`) nor a keyword argument.
    private static func isPastedName(in bytes: [UInt8], at start: Int) -> Bool {
        func isNameByte(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "_") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) }
        guard start < bytes.count, isNameByte(bytes[start]), !(bytes[start] >= UInt8(ascii: "0") && bytes[start] <= UInt8(ascii: "9")) else { return false }
        var end = start
        while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
        let after = skipSpace(in: bytes, from: end)
        return after >= bytes.count || bytes[after] != UInt8(ascii: ":")
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
