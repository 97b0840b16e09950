import Foundation
import L10nModel

/// A JSON value to write: reporters build these instead of `[String: Any]`, and the writer's
/// output is byte-stable (members in the order given, or sorted when asked).
public indirect enum JSONOutput: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null
    case array([JSONOutput])
    /// Members in the order written.
    case object([(String, JSONOutput)])

    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONOutput...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONOutput)...) { self = .object(elements) }

    public static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): a == b
        case (.int(let a), .int(let b)): a == b
        case (.double(let a), .double(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    /// An object without the members whose value is nil.
    public static func object(dropping members: [(String, JSONOutput?)]) -> JSONOutput {
        .object(members.compactMap { name, value in value.map { (name, $0) } })
    }

    /// Serializes with two-space indentation and a trailing newline.
    public func rendered(sortedKeys: Bool = false) -> String {
        var output = ""
        write(into: &output, indent: 0, sortedKeys: sortedKeys)
        output += "\n"
        return output
    }

    /// Writes `self` to `output` with the array member marked `.string(marker)` written by
    /// `elements`: the same bytes as rendering the whole tree, without holding a tree of every
    /// element (a report's 100 000 findings) or their whole text. `indent` is the marked
    /// member's. Elements are rendered in chunks on every core (each element's text depends on
    /// it alone), `chunksInFlight` at a time, and each chunk goes to `output` as soon as the
    /// ones before it have: the report is never in memory as a whole.
    package func write<Element: Sendable, Output: TextOutputStream>(
        sortedKeys: Bool = false, streaming elements: [Element], at marker: String, indent: Int, to output: inout Output,
        chunkSize: Int = Parallel.renderedChunk, chunksInFlight: Int = Parallel.renderedChunksInFlight,
        _ element: @Sendable (Element) -> JSONOutput
    ) {
        write(
            sortedKeys: sortedKeys, streaming: elements, at: marker, indent: indent, to: &output, chunkSize: chunkSize, chunksInFlight: chunksInFlight
        ) { item, json in json.tree(element(item)) }
    }

    /// ``write(sortedKeys:streaming:at:indent:to:chunkSize:chunksInFlight:_:)`` with each
    /// element written by `element` straight to text, without a tree of it.
    package func write<Element: Sendable, Output: TextOutputStream>(
        sortedKeys: Bool = false, streaming elements: [Element], at marker: String, indent: Int, to output: inout Output,
        chunkSize: Int = Parallel.renderedChunk, chunksInFlight: Int = Parallel.renderedChunksInFlight,
        _ element: @Sendable (Element, inout JSONTextWriter) -> Void
    ) {
        let whole = rendered(sortedKeys: sortedKeys)
        var quoted: [UInt8] = []
        Self.writeString(marker, into: &quoted)
        guard let place = whole.range(of: String(decoding: quoted, as: UTF8.self)) else { return output.write(whole) }
        output.write(String(whole[..<place.lowerBound]))
        if elements.isEmpty {
            output.write("[]")
        } else {
            output.write("[")
            Parallel.renderInOrder(count: elements.count, chunkSize: chunkSize, chunksInFlight: chunksInFlight) { chunk in
                var json = JSONTextWriter(continuingArrayAt: indent, hasElements: chunk.lowerBound > 0, sortedKeys: sortedKeys)
                for index in chunk { element(elements[index], &json) }
                return json.text
            } write: { output.write($0) }
            output.write("\n" + String(repeating: " ", count: indent) + "]")
        }
        output.write(String(whole[place.upperBound...]))
    }

    /// On one line, with a space after `,` and `:`: `{"zh-Hans": [1, 2]}` (defaults in comments
    /// and documentation).
    public var compact: String {
        switch self {
        case .array(let elements): "[" + elements.map(\.compact).joined(separator: ", ") + "]"
        case .object(let members):
            "{" + members.map { name, value in JSONOutput.string(name).compact + ": " + value.compact }.joined(separator: ", ") + "}"
        default: rendered().dropLast().description
        }
    }

    /// On one line without spaces: `{"zh-Hans":[1,2]}` (the language server's wire, the HTML
    /// report's embedded data, where every byte counts).
    public var minified: String {
        var output: [UInt8] = []
        writeMinified(into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    private func writeMinified(into output: inout [UInt8]) {
        switch self {
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                element.writeMinified(into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                Self.writeString(member.0, into: &output)
                output.append(UInt8(ascii: ":"))
                member.1.writeMinified(into: &output)
            }
            output.append(UInt8(ascii: "}"))
        case .string(let value): Self.writeString(value, into: &output)
        default: output += compact.utf8
        }
    }

    /// Appends `self`, its first line at `indent`: through ``JSONTextWriter``, the one writer of
    /// this layout.
    func write(into output: inout String, indent: Int, sortedKeys: Bool) {
        var writer = JSONTextWriter(indent: indent, sortedKeys: sortedKeys)
        writer.write(self, appendingTo: &output)
    }

    /// Appends `value` as a JSON string literal to UTF-8 `output`: runs that need no escape are
    /// appended whole (a report writes a million strings; scalar by scalar was most of a SARIF
    /// run, and appending to a `String` cost hundreds of instructions an append).
    static func writeString(_ value: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        if value.utf8.withContiguousStorageIfAvailable({ appendEscaped($0, to: &output) }) == nil {
            Array(value.utf8).withUnsafeBufferPointer { appendEscaped($0, to: &output) }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// `bytes` escaped, each run that needs no escape copied whole.
    private static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var run = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard mayNeedEscape(byte) else {
                index += 1
                continue
            }
            let escape: String
            var width = 1
            switch byte {
            case 0x22: escape = "\\\""
            case 0x5C: escape = "\\\\"
            case 0x0A: escape = "\\n"
            case 0x0D: escape = "\\r"
            case 0x09: escape = "\\t"
            case 0x08: escape = "\\b"
            case 0x0C: escape = "\\f"
            case 0xE2:
                // U+2028 and U+2029 (E2 80 A8/A9): valid JSON, but line breaks to JavaScript.
                guard index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 else {
                    index += 1
                    continue
                }
                escape = hexEscape(bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029)
                width = 3
            default: escape = hexEscape(UInt32(byte))
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
            output += escape.utf8
            index += width
            run = index
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<bytes.count]))
    }

    /// A control character, `"`, `\` or the lead byte of U+2028/U+2029 (``writeString(_:into:)``
    /// decides on the bytes that follow).
    private static func mayNeedEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0xE2
    }

    private static func hexEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
