
/// An editable JSON value: the writers' model. Built from the positioned ``JSONDocument`` so
/// every field a catalog holds survives an edit, known to us or not (the String Catalog format
/// is not published and gains fields), and numbers keep their literal text (`"version" : "1.0"`
/// is a string, but a future numeric field must not become `1.0e0`).
public indirect enum JSONTree: Sendable, Equatable {
    case object([Member])
    case array([JSONTree])
    case string(String)
    /// The literal as written.
    case number(String)
    case bool(Bool)
    case null

    /// One object member. Duplicates are kept: formatting never drops data.
    public struct Member: Sendable, Equatable {
        public var key: String
        public var value: JSONTree

        public init(_ key: String, _ value: JSONTree) {
            self.key = key
            self.value = value
        }
    }

    /// Copies a parsed value. This recurses once per nesting level, so callers refuse hostile
    /// nesting first (``CatalogFormatter`` allows 512 levels; catalogs use about ten).
    public init(_ value: JSONValue) {
        switch value.kind {
        case .object: self = .object(value.members.map { Member($0.key.string ?? "", JSONTree($0.value)) })
        case .array: self = .array(value.elements.map(JSONTree.init))
        case .string: self = .string(value.string ?? "")
        case .number: self = .number(value.numberLiteral ?? "0")
        case .true: self = .bool(true)
        case .false: self = .bool(false)
        case .null: self = .null
        }
    }

    /// The members of an object, nil for any other kind.
    public var members: [Member]? {
        if case .object(let members) = self { return members }
        return nil
    }

    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The first member named `key`, nil when absent or when this is not an object. Names
    /// compare by their bytes, as Foundation compares a catalog's keys: NFC `café` and NFD
    /// `café` are two members (Swift's `==` would take one for the other).
    public subscript(key: String) -> JSONTree? {
        get { members?.first { Self.same($0.key, key) }?.value }
        set {
            guard case .object(var members) = self else { return }
            if let index = members.firstIndex(where: { Self.same($0.key, key) }) {
                if let newValue { members[index].value = newValue } else { members.remove(at: index) }
            } else if let newValue {
                members.append(Member(key, newValue))
            }
            self = .object(members)
        }
    }

    static func same(_ name: String, _ key: String) -> Bool { name.utf8.elementsEqual(key.utf8) }

    /// The value at a path of object keys, nil when a step is missing.
    public subscript(path path: [String]) -> JSONTree? {
        get {
            var current: JSONTree? = self
            for key in path { current = current?[key] }
            return current
        }
        set {
            guard let first = path.first else {
                if let newValue { self = newValue }
                return
            }
            guard path.count > 1 else {
                self[first] = newValue
                return
            }
            guard var child = self[first] ?? (newValue == nil ? nil : .object([])) else { return }
            child[path: Array(path.dropFirst())] = newValue
            self[first] = child
        }
    }

    /// Edits an object's members in place, without copying them (a catalog's `strings` object
    /// holds every key: a copy per edit made an import of many units quadratic). Nothing happens
    /// to a value that is not an object.
    public mutating func editMembers(_ body: (inout [Member]) -> Void) {
        guard case .object(var members) = self else { return }
        self = .null
        body(&members)
        self = .object(members)
    }
}
