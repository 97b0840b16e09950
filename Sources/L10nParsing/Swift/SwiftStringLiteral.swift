import L10nModel

/// Decodes string literal tokens into the text (and localization key) they stand for.
extension SwiftTokenIndex {
    /// The literal starting at the `stringBegin` token `begin`: its decoded segments around
    /// interpolations, and the key with a format specifier per interpolation (guessed from the
    /// variable `types` the file declares, ``SwiftDeclarations/types``).
    func literal(at begin: Int, file: FileID, types: [String: String]) -> LocalizedKey {
        let close = self.close(begin)
        let token = tokens[begin]
        // Fast path: `"plain text"` without escapes.
        if close == begin + 2, close < count, tokens[begin + 1].kind == .stringSegment, !token.flags.contains(.multiline) {
            let segment = tokens[begin + 1]
            if !bytes[segment.start..<segment.end].contains(UInt8(ascii: "\\")) {
                return LocalizedKey(
                    text: String(decoding: bytes[segment.start..<segment.end], as: UTF8.self), segments: [],
                    range: SourceRange(file: file, start: token.start, end: tokens[close].end))
            }
        }
        let hashes = countHashes(token)
        let isMultiline = token.flags.contains(.multiline)
        let indent = isMultiline && close < count ? closingIndent(tokens[close]) : 0
        var segments: [String] = []
        var specifiers: [String] = []
        var current: [UInt8] = []
        var atLineStart = false
        var fixedNumbers = true
        var index = begin + 1
        while index < close {
            let part = tokens[index]
            if part.kind == .stringSegment {
                decode(part.start, part.end, hashes: hashes, multiline: isMultiline, indent: indent, atLineStart: &atLineStart, into: &current)
                index += 1
            } else if part.kind == .interpolationBegin {
                segments.append(String(decoding: current, as: UTF8.self))
                current = []
                let end = self.close(index)
                specifiers.append(specifier(interpolation: index + 1, end: end, types: types))
                fixedNumbers = fixedNumbers && specifiers.last == "%lld" && end == index + 2 && kind(index + 1, is: .number) && text(index + 1) != "1"
                index = end + 1
            } else {
                index += 1
            }
        }
        segments.append(String(decoding: current, as: UTF8.self))
        if isMultiline {
            if segments[0].hasPrefix("\n") { segments[0].removeFirst() } else if segments[0].hasPrefix("\r\n") { segments[0].removeFirst(2) }
            if segments[segments.count - 1].hasSuffix("\n") { segments[segments.count - 1].removeLast() }
        }
        var text = segments[0]
        for (offset, specifier) in specifiers.enumerated() { text += specifier + segments[offset + 1] }
        let end = close < count ? tokens[close].end : bytes.count
        var key = LocalizedKey(text: text, segments: segments, range: SourceRange(file: file, start: token.start, end: end))
        key.interpolatesFixedNumbers = fixedNumbers && key.isInterpolated
        return key
    }

    private func countHashes(_ token: SwiftToken) -> Int {
        var hashes = 0
        while token.start + hashes < token.end, bytes[token.start + hashes] == UInt8(ascii: "#") { hashes += 1 }
        return hashes
    }

    /// Whitespace before a multi-line literal's closing delimiter: stripped from every line.
    private func closingIndent(_ token: SwiftToken) -> Int {
        var index = token.start
        while index > 0, bytes[index - 1] == UInt8(ascii: " ") || bytes[index - 1] == UInt8(ascii: "\t") { index -= 1 }
        guard index == 0 || bytes[index - 1] == UInt8(ascii: "\n") else { return 0 }
        return token.start - index
    }

    private func decode(
        _ start: Int, _ end: Int, hashes: Int, multiline: Bool, indent: Int, atLineStart: inout Bool, into out: inout [UInt8]
    ) {
        var index = start
        while index < end {
            if multiline, atLineStart {
                var skipped = 0
                while skipped < indent, index < end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
                    index += 1
                    skipped += 1
                }
                atLineStart = false
                continue
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), escapeHashesMatch(index + 1, hashes, end) {
                index = decodeEscape(at: index + 1 + hashes, end: end, into: &out, atLineStart: &atLineStart)
                continue
            }
            out.append(byte)
            if byte == UInt8(ascii: "\n") { atLineStart = true }
            index += 1
        }
    }

    private func escapeHashesMatch(_ index: Int, _ hashes: Int, _ end: Int) -> Bool {
        guard index + hashes < end else { return false }
        for offset in 0..<hashes where bytes[index + offset] != UInt8(ascii: "#") { return false }
        return true
    }

    /// Decodes the escape whose character is at `index`; returns the index after it.
    private func decodeEscape(at index: Int, end: Int, into out: inout [UInt8], atLineStart: inout Bool) -> Int {
        guard index < end else { return end }
        switch bytes[index] {
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "0"): out.append(0x00)
        case UInt8(ascii: "\n"):  // line continuation in a multi-line literal
            atLineStart = true
            return index + 1
        case UInt8(ascii: "u"):
            guard index + 1 < end, bytes[index + 1] == UInt8(ascii: "{") else { return index + 1 }
            var cursor = index + 2
            var value: UInt32 = 0
            while cursor < end, cursor < index + 12, let digit = Self.hexValue(bytes[cursor]) {
                value = value &* 16 &+ UInt32(digit)
                cursor += 1
            }
            if cursor < end, bytes[cursor] == UInt8(ascii: "}") { cursor += 1 }
            out.append(contentsOf: Array(String(Character(Unicode.Scalar(value) ?? "\u{FFFD}")).utf8))
            return cursor
        default: out.append(bytes[index])
        }
        return index + 1
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The format specifier SwiftUI's `LocalizedStringKey` uses for an interpolation: an
    /// explicit `specifier:`, else one guessed from the declared type of a plain variable.
    private func specifier(interpolation start: Int, end: Int, types: [String: String]) -> String {
        let arguments = parseArguments(open: start - 1, close: end)
        if let explicit = arguments.first(where: { $0.label == "specifier" }) {
            // A plain `"%.1f"`; anything fancier is not guessed (and never recursed into).
            guard explicit.end == explicit.start + 3, kind(explicit.start + 1, is: .stringSegment) else { return "%@" }
            let segment = tokens[explicit.start + 1]
            return String(decoding: bytes[segment.start..<segment.end], as: UTF8.self)
        }
        guard arguments.count == 1, let value = arguments.first, value.label == nil else { return "%@" }
        // A number literal: `\(30)` is an `Int`, `\(2.5)` a `Double`.
        if value.end == value.start + 1, kind(value.start, is: .number) {
            return bytes[tokens[value.start].start..<tokens[value.start].end].allSatisfy { (0x30...0x39).contains($0) || $0 == UInt8(ascii: "_") } ? "%lld" : "%lf"
        }
        var name = value.start
        if isIdentifier(name, "self"), kind(name + 1, is: .period) { name += 2 }
        guard name == value.end - 1, kind(name, is: .identifier), let type = types[text(name)] else { return "%@" }
        switch type {
        case "Int", "Int64": return "%lld"
        case "Int32", "Int16", "Int8": return "%d"
        case "UInt", "UInt64": return "%llu"
        case "UInt32", "UInt16", "UInt8": return "%u"
        case "Double", "CGFloat": return "%lf"
        case "Float": return "%f"
        default: return "%@"
        }
    }
}
