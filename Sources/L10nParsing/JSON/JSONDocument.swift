import L10nModel

/// The kind of a JSON value.
public enum JSONKind: UInt8, Sendable {
    case object, array, string, number, `true`, `false`, null

    /// How an error message names a value of this kind ("expected a string, found an object").
    public var article: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .true, .false: "a boolean"
        case .null: "null"
        }
    }
}

/// One value in the flat node table. Containers are followed by their children (object members
/// as key node, value subtree); `next` is the index just past the subtree, so siblings are
/// reached without recursion and without per-container arrays.
package struct JSONNode: Sendable {
    package var start: UInt32
    var end: UInt32
    package var next: UInt32
    package var kind: JSONKind
    var hasEscapes: Bool
}

/// A parsed JSON text: immutable, shareable, order- and duplicate-preserving, with the byte
/// range of every key and value. Strings are decoded only when asked for.
public final class JSONDocument: Sendable {
    public let bytes: [UInt8]
    package let nodes: [JSONNode]
    let options: JSONParser.Options
    /// False for a depth-limited parse, whose deepest containers were recorded without children.
    let isComplete: Bool
    /// How many of those containers the parse skipped without validating their text (see
    /// ``JSONParser/parse(_:options:maximumDepth:skipsDeeperText:)``); 0 when it validated all.
    package let skippedContainers: Int

    init(bytes: [UInt8], nodes: [JSONNode], options: JSONParser.Options, isComplete: Bool, skippedContainers: Int = 0) {
        self.bytes = bytes
        self.nodes = nodes
        self.options = options
        self.isComplete = isComplete
        self.skippedContainers = skippedContainers
    }

    public var root: JSONValue { JSONValue(document: self, index: 0) }

    /// `value` with all its descendants, as the root of a document holding only its subtree
    /// (offsets stay those of the file): how a loader reads a value that a depth-limited
    /// parse (``JSONParser/parse(_:options:maximumDepth:skipsDeeperText:)``) kept shallow. The
    /// text was validated by that parse unless it skipped it; nil when the text is not valid.
    func subtree(_ value: JSONValue) -> JSONValue? {
        if isComplete { return value }
        guard case .success(let document) = JSONParser.parse(bytes, range: value.start..<value.end, options: options, maximumDepth: Int.max) else {
            return nil
        }
        return document.root
    }

    /// Number of values (keys included) in the document.
    public var nodeCount: Int { nodes.count }
}

/// A reference to one value of a ``JSONDocument``.
public struct JSONValue: Sendable {
    public let document: JSONDocument
    let index: Int

    @inline(__always) var node: JSONNode { document.nodes[index] }

    public var kind: JSONKind { node.kind }

    /// Byte offsets of the value's text (quotes and brackets included).
    public var start: Int { Int(node.start) }
    public var end: Int { Int(node.end) }

    public var isObject: Bool { kind == .object }
    public var isArray: Bool { kind == .array }
    public var isString: Bool { kind == .string }

    /// The decoded string, or nil when this is not a string.
    public var string: String? {
        let node = self.node
        guard node.kind == .string else { return nil }
        return document.bytes.withUnsafeBufferPointer { p in
            JSONStringDecoder.decode(p, from: Int(node.start) + 1, to: Int(node.end) - 1, hasEscapes: node.hasEscapes)
        }
    }

    public var bool: Bool? {
        switch kind {
        case .true: true
        case .false: false
        default: nil
        }
    }

    /// The number's literal text ("1.0", "-3e2").
    public var numberLiteral: String? {
        guard kind == .number else { return nil }
        return String(decoding: document.bytes[start..<end], as: UTF8.self)
    }

    /// The value as an integer when it is a number written without fraction or exponent.
    public var int: Int? { numberLiteral.flatMap { Int($0) } }

    public var double: Double? { numberLiteral.flatMap { Double($0) } }

    /// How many members (object) or elements (array) the value has, without decoding any;
    /// sizes the arrays a loader fills from it.
    var childCount: Int {
        let node = self.node
        guard node.kind == .object || node.kind == .array else { return 0 }
        let step = node.kind == .object ? 1 : 0
        var count = 0
        var index = self.index + 1
        document.nodes.withUnsafeBufferPointer { nodes in
            while index < Int(node.next) {
                index = Int(nodes[index + step].next)
                count += 1
            }
        }
        return count
    }

    /// Object members in document order, duplicates included.
    public var members: JSONMembers { JSONMembers(object: self) }

    /// Array elements in document order.
    public var elements: JSONElements { JSONElements(array: self) }

    /// The first member named `key` (document order).
    public subscript(key: String) -> JSONValue? {
        key.withUTF8Bytes { member(named: $0) }
    }

    /// The first member named `name`, for loaders that look up fixed names (`"value"`, `"state"`).
    func member(_ name: StaticString) -> JSONValue? {
        name.withUTF8Buffer { member(named: $0) }
    }

    private func member(named wanted: UnsafeBufferPointer<UInt8>) -> JSONValue? {
        for member in members where member.key.stringEquals(wanted) {
            return member.value
        }
        return nil
    }

    /// Compares this string value with `wanted` without decoding it (escapes fall back to decoding).
    public func stringEquals(_ wanted: String) -> Bool {
        wanted.withUTF8Bytes { stringEquals($0) }
    }

    /// True when this is a string spelled `name`: compares bytes, so a member name is matched
    /// without building a `String` for it (a catalog has millions).
    func isString(_ name: StaticString) -> Bool {
        name.withUTF8Buffer { stringEquals($0) }
    }

    func stringEquals(_ wanted: UnsafeBufferPointer<UInt8>) -> Bool {
        let node = self.node
        guard node.kind == .string else { return false }
        if node.hasEscapes { return string.map { Array($0.utf8).elementsEqual(wanted) } ?? false }
        let length = Int(node.end) - Int(node.start) - 2
        guard length == wanted.count else { return false }
        return document.bytes.withUnsafeBufferPointer { p in
            var index = 0
            let base = Int(node.start) + 1
            while index < length {
                if p[base + index] != wanted[index] { return false }
                index += 1
            }
            return true
        }
    }
}

/// One object member: its key (a string value, with its own range) and its value.
public struct JSONMember: Sendable {
    public let key: JSONValue
    public let value: JSONValue
}

public struct JSONMembers: Sequence, Sendable {
    let object: JSONValue

    public struct Iterator: IteratorProtocol {
        let document: JSONDocument
        var index: Int
        let end: Int

        public mutating func next() -> JSONMember? {
            guard index < end else { return nil }
            let key = JSONValue(document: document, index: index)
            let value = JSONValue(document: document, index: index + 1)
            index = Int(document.nodes[index + 1].next)
            return JSONMember(key: key, value: value)
        }
    }

    public func makeIterator() -> Iterator {
        guard object.kind == .object else { return Iterator(document: object.document, index: 0, end: 0) }
        return Iterator(document: object.document, index: object.index + 1, end: Int(object.node.next))
    }
}

public struct JSONElements: Sequence, Sendable {
    let array: JSONValue

    public struct Iterator: IteratorProtocol {
        let document: JSONDocument
        var index: Int
        let end: Int

        public mutating func next() -> JSONValue? {
            guard index < end else { return nil }
            let value = JSONValue(document: document, index: index)
            index = Int(document.nodes[index].next)
            return value
        }
    }

    public func makeIterator() -> Iterator {
        guard array.kind == .array else { return Iterator(document: array.document, index: 0, end: 0) }
        return Iterator(document: array.document, index: array.index + 1, end: Int(array.node.next))
    }
}

extension SourceFile {
    /// Where a value of this file's JSON document sits, for positioned messages.
    func location(of value: JSONValue) -> SourceLocation {
        SourceLocation(path: path, start: text.position(at: value.start), end: text.position(at: value.end))
    }
}
