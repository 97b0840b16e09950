/// Where a reporter writes JSON member by member: straight to text (``JSONTextWriter``), the
/// way a report's tens of thousands of results are written without a tree of each, or into a
/// ``JSONOutput`` tree (``JSONTreeBuilder``) for the small parts and the tests. One function
/// describes a value once and both get it.
///
/// Inside an object, ``key(_:)`` names the member whose value is written next; inside an array
/// values follow one another.
package protocol JSONSink {
    mutating func key(_ name: String)
    mutating func string(_ value: String)
    mutating func int(_ value: Int)
    /// A value already built as a tree (a cached location, a rare part).
    mutating func tree(_ value: JSONOutput)
    mutating func beginObject()
    mutating func endObject()
    mutating func beginArray()
    mutating func endArray()
}

extension JSONSink {
    package mutating func object(_ body: (inout Self) -> Void) {
        beginObject()
        body(&self)
        endObject()
    }

    package mutating func array(_ body: (inout Self) -> Void) {
        beginArray()
        body(&self)
        endArray()
    }

    package mutating func object(_ name: String, _ body: (inout Self) -> Void) {
        key(name)
        object(body)
    }

    package mutating func array(_ name: String, _ body: (inout Self) -> Void) {
        key(name)
        array(body)
    }

    package mutating func member(_ name: String, _ value: String) {
        key(name)
        string(value)
    }

    package mutating func member(_ name: String, _ value: Int) {
        key(name)
        int(value)
    }

    package mutating func member(_ name: String, _ value: JSONOutput) {
        key(name)
        tree(value)
    }
}

/// Writes JSON text as it is described: two-space indentation, members in the order written
/// (`sortedKeys` sorts the members of ``tree(_:)`` values only). ``JSONOutput`` renders through
/// it, so a described value and its tree are the same bytes.
package struct JSONTextWriter: JSONSink {
    /// What was written, as UTF-8: appending to bytes costs a copy, to a `String` hundreds of
    /// instructions (a SARIF result is some 300 appends).
    private var bytes: [UInt8] = []
    package var text: String { String(decoding: bytes, as: UTF8.self) }
    /// The indentation of the first value written (its continuation lines are indented from it).
    private let indent: Int
    private let sortedKeys: Bool
    /// For each open object or array, whether it has a member or element yet.
    private var hasContent: [Bool] = []
    /// True between a key and its value.
    private var afterKey = false

    package init(indent: Int = 0, sortedKeys: Bool = false) {
        self.indent = indent
        self.sortedKeys = sortedKeys
    }

    /// Writes elements of an array whose `[` is already written, on a line indented `indent`
    /// (the first one after the `[`, or after earlier elements when `hasElements`); the caller
    /// closes it. One writer per chunk of a streamed report.
    package init(continuingArrayAt indent: Int, hasElements: Bool, sortedKeys: Bool = false) {
        self.init(indent: indent, sortedKeys: sortedKeys)
        hasContent = [hasElements]
    }

    /// The indentation of the innermost open container's members.
    private var memberIndent: Int { indent + 2 * hasContent.count }

    /// The separator and padding before a member or an element of the open container.
    private mutating func startEntry() {
        guard !hasContent.isEmpty else { return }
        if hasContent[hasContent.count - 1] { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "\n"))
        hasContent[hasContent.count - 1] = true
        pad(memberIndent)
    }

    private mutating func pad(_ width: Int) {
        if width <= Self.spaces.count {
            Self.spaces.withUnsafeBufferPointer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<width])) }
        } else {
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: width))
        }
    }

    /// The indentation of the depths reports reach, appended as one copy.
    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    /// Before a value: right after its key in an object, else as the next element.
    private mutating func startValue() {
        if afterKey {
            afterKey = false
        } else {
            startEntry()
        }
    }

    package mutating func key(_ name: String) {
        startEntry()
        JSONOutput.writeString(name, into: &bytes)
        bytes += ": ".utf8
        afterKey = true
    }

    package mutating func string(_ value: String) {
        startValue()
        JSONOutput.writeString(value, into: &bytes)
    }

    package mutating func int(_ value: Int) {
        startValue()
        bytes.appendDecimal(value)
    }

    package mutating func tree(_ value: JSONOutput) {
        switch value {
        case .string(let text): string(text)
        case .int(let number): int(number)
        case .double(let number): literal(number.isFinite ? String(number) : "null")
        case .bool(let flag): literal(flag ? "true" : "false")
        case .null: literal("null")
        case .array(let elements):
            beginArray()
            for element in elements { tree(element) }
            endArray()
        case .object(let members):
            beginObject()
            for (name, member) in sortedKeys ? members.sorted(by: { $0.0 < $1.0 }) : members {
                key(name)
                tree(member)
            }
            endObject()
        }
    }

    /// Writes `value` after what `output` holds, as ``tree(_:)`` does.
    package mutating func write(_ value: JSONOutput, appendingTo output: inout String) {
        tree(value)
        output += text
        bytes.removeAll(keepingCapacity: true)
    }

    private mutating func literal(_ value: String) {
        startValue()
        bytes += value.utf8
    }

    package mutating func beginObject() { begin("{") }
    package mutating func endObject() { end("}") }
    package mutating func beginArray() { begin("[") }
    package mutating func endArray() { end("]") }

    private mutating func begin(_ bracket: String) {
        startValue()
        bytes += bracket.utf8
        hasContent.append(false)
    }

    /// An empty container closes on its line (`{}`), a full one on a line of its own.
    private mutating func end(_ bracket: String) {
        let hadContent = hasContent.removeLast()
        if hadContent {
            bytes.append(UInt8(ascii: "\n"))
            pad(memberIndent)
        }
        bytes += bracket.utf8
    }
}

/// Builds the ``JSONOutput`` tree of what is described.
package struct JSONTreeBuilder: JSONSink {
    private enum Container {
        case object([(String, JSONOutput)])
        case array([JSONOutput])
    }

    /// The value described, once its outermost container is closed (or a lone value written).
    package private(set) var value: JSONOutput?
    private var open: [Container] = []
    private var pendingKeys: [String] = []

    package init() {}

    private mutating func add(_ item: JSONOutput) {
        guard let container = open.popLast() else { return value = item }
        switch container {
        case .object(var members):
            members.append((pendingKeys.removeLast(), item))
            open.append(.object(members))
        case .array(var elements):
            elements.append(item)
            open.append(.array(elements))
        }
    }

    package mutating func key(_ name: String) { pendingKeys.append(name) }
    package mutating func string(_ value: String) { add(.string(value)) }
    package mutating func int(_ value: Int) { add(.int(value)) }
    package mutating func tree(_ value: JSONOutput) { add(value) }
    package mutating func beginObject() { open.append(.object([])) }
    package mutating func beginArray() { open.append(.array([])) }

    package mutating func endObject() {
        guard case .object(let members) = open.popLast() else { preconditionFailure("endObject without beginObject") }
        add(.object(members))
    }

    package mutating func endArray() {
        guard case .array(let elements) = open.popLast() else { preconditionFailure("endArray without beginArray") }
        add(.array(elements))
    }
}
