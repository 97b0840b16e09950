import Foundation

/// Writes JSON exactly as Xcode writes String Catalogs, so a catalog a script produced does not
/// turn into a thousand-line diff the first time someone opens the project.
///
/// The layout was measured on real Xcode-written catalogs (`../shared/corpus`): two-space
/// indentation, `"key" : value`, members sorted by ``XcodeKeyOrder`` at every level, an empty
/// object as `{`, an empty line and the closing brace at the object's indentation, `/` and
/// non-ASCII characters written as they are, and only `"`, `\` and control characters escaped.
public enum XcodeJSONWriter {
    /// The text of `tree`; `trailingNewline` because Xcode versions differ (some end with `}`,
    /// some with `}\n`), so formatting keeps what the file had.
    public static func text(_ tree: JSONTree, trailingNewline: Bool) -> String {
        var output: [UInt8] = []
        write(tree, indent: 0, into: &output)
        if trailingNewline { output.append(0x0A) }
        return String(decoding: output, as: UTF8.self)
    }

    private static func write(_ tree: JSONTree, indent: Int, into output: inout [UInt8]) {
        switch tree {
        case .object(let members):
            writeContainer(XcodeKeyOrder.sorted(members), open: "{", close: "}", indent: indent, into: &output) { member, output in
                appendString(member.key, to: &output)
                output.append(contentsOf: " : ".utf8)
                write(member.value, indent: indent + 2, into: &output)
            }
        case .array(let elements):
            writeContainer(elements, open: "[", close: "]", indent: indent, into: &output) { element, output in
                write(element, indent: indent + 2, into: &output)
            }
        case .string(let text): appendString(text, to: &output)
        case .number(let literal): output.append(contentsOf: literal.utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .null: output.append(contentsOf: "null".utf8)
        }
    }

    /// One item a line, indented two more than the brackets; empty: `{`, an empty line, `}`.
    private static func writeContainer<Item>(
        _ items: [Item], open: Unicode.Scalar, close: Unicode.Scalar, indent: Int, into output: inout [UInt8],
        item writeItem: (Item, inout [UInt8]) -> Void
    ) {
        output.append(UInt8(ascii: open))
        output.append(0x0A)
        if items.isEmpty { output.append(0x0A) }
        for (index, item) in items.enumerated() {
            output.append(contentsOf: repeatElement(0x20, count: indent + 2))
            writeItem(item, &output)
            if index < items.count - 1 { output.append(UInt8(ascii: ",")) }
            output.append(0x0A)
        }
        output.append(contentsOf: repeatElement(0x20, count: indent))
        output.append(UInt8(ascii: close))
    }

    /// `"`, `\` and the control characters (`\n`, `\r`, `\t`, `\b`, `\f`, else `\u00xx`) are
    /// escaped, as Foundation's JSON writer does; nothing else is.
    package static func appendString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case 0x22: output.append(contentsOf: [0x5C, 0x22])
            case 0x5C: output.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: output.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: output.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: output.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0x08: output.append(contentsOf: [0x5C, UInt8(ascii: "b")])
            case 0x0C: output.append(contentsOf: [0x5C, UInt8(ascii: "f")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                output.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}

/// The order Xcode gives catalog keys: Finder's (`localizedStandardCompare`), not code points,
/// so `""` comes first, then whitespace, punctuation (`- %@` before `(active)` before `[link]`
/// before `%@`), symbols and emoji, digits by numeric value (`5W5` before `20O`), Latin letters
/// case-insensitively, then other scripts (Chinese after Latin). Measured on every corpus catalog:
/// zero disagreements. The locale is fixed (English, which the root collation also gives) so the
/// output never depends on the machine running the formatter.
public enum XcodeKeyOrder {
    private static let locale = Locale(identifier: "en")
    /// Without `.forcedOrdering`: on Linux, Foundation answers a forced (or case-sensitive)
    /// comparison of long keys that differ only in case inconsistently: the same way round both
    /// ways, and differently from call to call when threads compare at once (a sort by it is
    /// not idempotent; found by fuzzing the writer, then by a flaky test). Keys this order
    /// calls the same are ordered by ``caseOrder(_:_:)`` instead.
    private static let options: String.CompareOptions = [.caseInsensitive, .numeric, .widthInsensitive]

    public static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
        if lhs.isEmpty || rhs.isEmpty { return lhs.isEmpty && !rhs.isEmpty }
        switch lhs.compare(rhs, options: options, range: nil, locale: locale) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: return caseOrder(lhs, rhs)
        }
    }

    /// Keys that differ only in case (or width): at the first character that differs, the
    /// lowercase one first, as Xcode writes them ("unread" before "Unread", "Find out more"
    /// before "Find Out More" in NetNewsWire's catalogs, "Show desktop" before "Show Desktop"
    /// in linearmouse's); then by scalars. Lexicographic over a total order of characters, so a
    /// strict total order: deterministic whatever order the keys come in.
    static func caseOrder(_ lhs: String, _ rhs: String) -> Bool {
        for (left, right) in zip(lhs, rhs) where left != right {
            let (foldedLeft, foldedRight) = (String(left).lowercased(), String(right).lowercased())
            if foldedLeft != foldedRight { return foldedLeft.unicodeScalars.lexicographicallyPrecedes(foldedRight.unicodeScalars) }
            if left.isLowercase != right.isLowercase { return left.isLowercase }
            return left.unicodeScalars.lexicographicallyPrecedes(right.unicodeScalars)
        }
        // Canonically equivalent keys (NFC and NFD `café`) are two keys: by their scalars.
        return lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars)
    }

    /// Members sorted stably (duplicate keys keep their document order).
    static func sorted(_ members: [JSONTree.Member]) -> [JSONTree.Member] {
        if members.count < 2 { return members }
        return members.enumerated().sorted { a, b in
            if a.element.key == b.element.key { return a.offset < b.offset }
            return areInIncreasingOrder(a.element.key, b.element.key)
        }.map(\.element)
    }
}
