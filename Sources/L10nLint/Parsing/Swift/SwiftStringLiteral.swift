/// Decodes string literal tokens into the text (and localization key) they stand for.
extension SwiftTokenIndex {
    /// The literal starting at the `stringBegin` token `begin`: its decoded segments around
    /// interpolations, and the key with a format specifier per interpolation.
    func literal(at begin: Int, file: FileID, declarations: SwiftDeclarations) -> LocalizedKey {
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
                specifiers.append(specifier(interpolation: index + 1, end: end, declarations: declarations))
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
        return LocalizedKey(text: text, segments: segments, range: SourceRange(file: file, start: token.start, end: end))
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
    private func specifier(interpolation start: Int, end: Int, declarations: SwiftDeclarations) -> String {
        let arguments = parseArguments(open: start - 1, close: end)
        if let explicit = arguments.first(where: { $0.label == "specifier" }) {
            // A plain `"%.1f"`; anything fancier is not guessed (and never recursed into).
            guard explicit.end == explicit.start + 3, kind(explicit.start + 1, is: .stringSegment) else { return "%@" }
            let segment = tokens[explicit.start + 1]
            return String(decoding: bytes[segment.start..<segment.end], as: UTF8.self)
        }
        guard arguments.count == 1, let value = arguments.first, value.label == nil else { return "%@" }
        var name = value.start
        if isIdentifier(name, "self"), kind(name + 1, is: .period) { name += 2 }
        guard name == value.end - 1, kind(name, is: .identifier), let type = declarations.types[text(name)] else { return "%@" }
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

/// Variable types declared in a file (`let count: Int`, `var title = "…"`), for guessing
/// interpolation specifiers and telling a plain `String` label from a localized one.
struct SwiftDeclarations {
    /// Name to type name; `"?"` when the file declares the name with different types.
    var types: [String: String] = [:]
    /// View-building properties and functions (`var icon: some View { … }`,
    /// `func icon(_ name: String) -> some View { … }`): the index of their body's `{`.
    var viewBodies: [String: Int] = [:]
    /// `struct Name: View { var body: some View { … } }`: the index of `body`'s `{`.
    var componentBodies: [String: Int] = [:]
    /// View-building functions whose body sets an accessibility label (custom label modifiers
    /// such as `func iconLabel(_ key: LocalizedStringKey) -> some View`).
    var labelFunctions: [String] = []

    init() {}

    init(_ index: SwiftTokenIndex) {
        var position = 0
        while position + 2 < index.count {
            defer { position += 1 }
            if let (name, body) = Self.viewBody(at: position, index) {
                viewBodies[name] = viewBodies[name] == nil ? body : -1  // -1: declared twice, ambiguous
                if index.isIdentifier(position, "func"), Self.setsLabel(body, index) { labelFunctions.append(name) }
            }
            if let (name, body) = Self.componentBody(at: position, index) { componentBodies[name] = body }
            guard index.isIdentifier(position, "let") || index.isIdentifier(position, "var"),
                index.kind(position + 1, is: .identifier)
            else { continue }
            let name = index.text(position + 1)
            var type: String?
            if index.kind(position + 2, is: .colon), index.kind(position + 3, is: .identifier) {
                type = index.text(position + 3)
                if index.kind(position + 4, is: .operator) && !index.isOperator(position + 4, "=") { type = "?" }  // String?, [String]
            } else if index.isOperator(position + 2, "=") {
                if index.kind(position + 3, is: .stringBegin) { type = "String" }
                if index.kind(position + 3, is: .number) { type = index.text(position + 3).contains(".") ? "Double" : "Int" }
            }
            guard let type else { continue }
            if let existing = types[name], existing != type { types[name] = "?" } else { types[name] = type }
        }
    }

    /// `var name: some View {` or `func name() -> some View {`.
    private static func viewBody(at position: Int, _ index: SwiftTokenIndex) -> (String, Int)? {
        var cursor = position + 2
        if index.isIdentifier(position, "var"), index.kind(position + 1, is: .identifier), index.kind(cursor, is: .colon) {
            cursor += 1
        } else if index.isIdentifier(position, "func"), index.kind(position + 1, is: .identifier), index.kind(cursor, is: .leftParen),
            index.isOperator(index.close(cursor) + 1, "->")
        {
            cursor = index.close(cursor) + 2
        } else {
            return nil
        }
        guard index.isIdentifier(cursor, "some"), index.isIdentifier(cursor + 1, "View"), index.kind(cursor + 2, is: .leftBrace) else { return nil }
        return (index.text(position + 1), cursor + 2)
    }

    /// `struct Name: …View… {` with a `var body: some View {` among its members.
    private static func componentBody(at position: Int, _ index: SwiftTokenIndex) -> (String, Int)? {
        guard index.isIdentifier(position, "struct"), index.kind(position + 1, is: .identifier), index.kind(position + 2, is: .colon) else { return nil }
        var cursor = position + 3
        var conformsToView = false
        while cursor < index.count, cursor - position < 24, index[cursor].kind != .leftBrace {
            if index.isIdentifier(cursor, "View") { conformsToView = true }
            cursor += 1
        }
        guard conformsToView, index.kind(cursor, is: .leftBrace) else { return nil }
        let close = index.close(cursor)
        var member = cursor + 1
        while member < close {
            if index.isIdentifier(member, "var"), index.isIdentifier(member + 1, "body"), let (_, body) = viewBody(at: member, index) {
                return (index.text(position + 1), body)
            }
            member = index[member].isOpeningBracket ? index.close(member) + 1 : member + 1
        }
        return nil
    }

    /// Whether a body calls `accessibilityLabel(…)` or `accessibility(label:)` anywhere.
    private static func setsLabel(_ open: Int, _ index: SwiftTokenIndex) -> Bool {
        let close = index.close(open)
        var cursor = open + 1
        while cursor < close, cursor - open < 2048 {
            if index.isIdentifier(cursor, "accessibilityLabel") || (index.isIdentifier(cursor, "accessibility") && index.isIdentifier(cursor + 2, "label")) {
                return true
            }
            cursor += 1
        }
        return false
    }
}
