import Foundation
import L10nModel

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
        var order = XcodeKeyOrder.Memo()
        write(tree, indent: 0, into: &output, order: &order)
        if trailingNewline { output.append(0x0A) }
        return String(decoding: output, as: UTF8.self)
    }

    /// Where `bytes` first differ from `value` written in Xcode's layout (their length, when
    /// one is the other's start), nil when they are that text. Written from the parsed document
    /// as it is read and compared byte by byte, stopping at the first difference: neither an
    /// editable tree nor the text is made (a catalog's tree weighed seven times its bytes).
    static func firstDifference(from bytes: [UInt8], writing value: JSONValue, trailingNewline: Bool) -> Int? {
        bytes.withUnsafeBufferPointer { expected in
            var output = ComparingOutput(expected: expected)
            var order = XcodeKeyOrder.Memo()
            write(value, indent: 0, into: &output, order: &order)
            if trailingNewline { output.append(0x0A) }
            return output.difference ?? (output.position == expected.count ? nil : output.position)
        }
    }

    private static func write<Value: XcodeWritableValue, Output: XcodeOutput>(
        _ value: Value, indent: Int, into output: inout Output, order: inout XcodeKeyOrder.Memo
    ) {
        switch value.writable {
        case .object(let members):
            writeContainer(order.sorted(members), open: "{", close: "}", indent: indent, into: &output) { member, output in
                appendEscaped(member.key, to: &output)
                output.append(contentsOf: " : ".utf8)
                write(member.value, indent: indent + 2, into: &output, order: &order)
            }
        case .array(let elements):
            writeContainer(elements, open: "[", close: "]", indent: indent, into: &output) { element, output in
                write(element, indent: indent + 2, into: &output, order: &order)
            }
        case .string(let text): appendEscaped(text, to: &output)
        case .literal(let literal): output.append(contentsOf: literal.utf8)
        }
    }

    /// One item a line, indented two more than the brackets; empty: `{`, an empty line, `}`.
    private static func writeContainer<Item, Output: XcodeOutput>(
        _ items: [Item], open: Unicode.Scalar, close: Unicode.Scalar, indent: Int, into output: inout Output,
        item writeItem: (Item, inout Output) -> Void
    ) {
        output.append(UInt8(ascii: open))
        output.append(0x0A)
        if items.isEmpty { output.append(0x0A) }
        for (index, item) in items.enumerated() {
            // A comparison that found its difference has nothing more to read.
            if output.isFinished { return }
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
        appendEscaped(text, to: &output)
    }

    /// The runs between bytes to escape go out whole (a copy, or one comparison with the file):
    /// byte by byte they were a fifth of `catalog-layout`'s check.
    private static func appendEscaped<Output: XcodeOutput>(_ text: String, to output: inout Output) {
        output.append(UInt8(ascii: "\""))
        text.withUTF8Bytes { bytes in
            var runStart = 0
            for offset in bytes.indices {
                let byte = bytes[offset]
                guard byte == 0x22 || byte == 0x5C || byte < 0x20 else { continue }
                output.append(run: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
                runStart = offset + 1
                switch byte {
                case 0x22: output.append(contentsOf: [0x5C, 0x22])
                case 0x5C: output.append(contentsOf: [0x5C, 0x5C])
                case 0x0A: output.append(contentsOf: [0x5C, UInt8(ascii: "n")])
                case 0x0D: output.append(contentsOf: [0x5C, UInt8(ascii: "r")])
                case 0x09: output.append(contentsOf: [0x5C, UInt8(ascii: "t")])
                case 0x08: output.append(contentsOf: [0x5C, UInt8(ascii: "b")])
                case 0x0C: output.append(contentsOf: [0x5C, UInt8(ascii: "f")])
                default:
                    let hex = Array("0123456789abcdef".utf8)
                    output.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
                }
            }
            output.append(run: UnsafeBufferPointer(rebasing: bytes[runStart...]))
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

    /// The order's answers for short keys, kept for one catalog's writing: a catalog asks the
    /// same few pairs (its locales, `state` and `value`) for every entry, and each answer from
    /// Foundation cost some 8,000 instructions (it makes a `CFLocale` each time). Keys are
    /// kept by their bytes: canonically equivalent keys are ordered apart.
    struct Memo {
        private struct Pair: Hashable {
            var lhs: ExactKey
            var rhs: ExactKey
        }

        private var answers: [Pair: Bool] = [:]
        /// Longer keys (a catalog's own keys, each compared with its neighbours once) are not kept.
        private static let longestKept = 16

        mutating func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
            guard lhs.utf8.count <= Self.longestKept, rhs.utf8.count <= Self.longestKept else { return XcodeKeyOrder.areInIncreasingOrder(lhs, rhs) }
            let pair = Pair(lhs: ExactKey(lhs), rhs: ExactKey(rhs))
            if let known = answers[pair] { return known }
            let answer = XcodeKeyOrder.areInIncreasingOrder(lhs, rhs)
            answers[pair] = answer
            return answer
        }

        /// Members sorted stably (duplicate keys keep their document order); as they are when
        /// they already are in order, as a catalog Xcode wrote is.
        mutating func sorted<Value>(_ members: [(key: String, value: Value)]) -> [(key: String, value: Value)] {
            if members.count < 2 || members.indices.dropFirst().allSatisfy({ !areInIncreasingOrder(members[$0].key, members[$0 - 1].key) }) {
                return members
            }
            return members.enumerated().sorted { a, b in
                if a.element.key == b.element.key { return a.offset < b.offset }
                return areInIncreasingOrder(a.element.key, b.element.key)
            }.map(\.element)
        }

        /// A tree's members in that order (the fuzz target checks the writer's order with it).
        mutating func sortedMembers(_ members: [JSONTree.Member]) -> [JSONTree.Member] {
            sorted(members.map { (key: $0.key, value: $0.value) }).map { JSONTree.Member($0.key, $0.value) }
        }
    }
}

/// A JSON value ``XcodeJSONWriter`` writes: the editable tree, or a parsed document read in place.
protocol XcodeWritableValue {
    var writable: XcodeWritable<Self> { get }
}

/// What the writer needs of a value.
enum XcodeWritable<Value> {
    case object([(key: String, value: Value)])
    case array([Value])
    case string(String)
    /// A number as written, `true`, `false` or `null`.
    case literal(String)
}

extension JSONTree: XcodeWritableValue {
    var writable: XcodeWritable<JSONTree> {
        switch self {
        case .object(let members): .object(members.map { (key: $0.key, value: $0.value) })
        case .array(let elements): .array(elements)
        case .string(let text): .string(text)
        case .number(let literal): .literal(literal)
        case .bool(let value): .literal(value ? "true" : "false")
        case .null: .literal("null")
        }
    }
}

extension JSONValue: XcodeWritableValue {
    /// As ``JSONTree/init(_:)`` reads it.
    var writable: XcodeWritable<JSONValue> {
        switch kind {
        case .object: .object(members.map { (key: $0.key.string ?? "", value: $0.value) })
        case .array: .array(Array(elements))
        case .string: .string(string ?? "")
        case .number: .literal(numberLiteral ?? "0")
        case .true: .literal("true")
        case .false: .literal("false")
        case .null: .literal("null")
        }
    }
}

/// Where the writer puts its bytes.
protocol XcodeOutput {
    mutating func append(_ byte: UInt8)
    mutating func append<Bytes: Sequence<UInt8>>(contentsOf bytes: Bytes)
    /// A run of a text's bytes, written as they are.
    mutating func append(run bytes: UnsafeBufferPointer<UInt8>)
    /// True when nothing more need be written.
    var isFinished: Bool { get }
}

extension Array: XcodeOutput where Element == UInt8 {
    mutating func append(run bytes: UnsafeBufferPointer<UInt8>) { append(contentsOf: bytes) }
    var isFinished: Bool { false }
}

/// Compares what is written with `expected`, remembering where they first differ.
struct ComparingOutput: XcodeOutput {
    let expected: UnsafeBufferPointer<UInt8>
    /// How many bytes matched.
    private(set) var position = 0
    private(set) var difference: Int?

    init(expected: UnsafeBufferPointer<UInt8>) { self.expected = expected }

    mutating func append(_ byte: UInt8) {
        guard difference == nil else { return }
        if position < expected.count, expected[position] == byte { position += 1 } else { difference = position }
    }

    mutating func append<Bytes: Sequence<UInt8>>(contentsOf bytes: Bytes) {
        for byte in bytes { append(byte) }
    }

    /// Compared at once where the file has as many bytes left and they are the same.
    mutating func append(run bytes: UnsafeBufferPointer<UInt8>) {
        guard difference == nil, let base = bytes.baseAddress else { return }
        if let expectedBase = expected.baseAddress, bytes.count <= expected.count - position, memcmp(base, expectedBase + position, bytes.count) == 0 {
            position += bytes.count
        } else {
            for byte in bytes { append(byte) }
        }
    }

    var isFinished: Bool { difference != nil }
}
