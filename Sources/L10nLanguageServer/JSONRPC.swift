import L10nParsing

/// JSON-RPC 2.0 as LSP uses it. Values are ``JSONOutput`` both ways: incoming bodies are read
/// by the project's own parser (``JSONParser``) into the same tree the server writes, so one
/// value type carries requests, results and tests' expected messages.
public enum JSONRPC {
    /// A request or notification id: a number or a string, echoed back as it came.
    public typealias ID = JSONOutput

    public enum Message: Sendable, Equatable {
        case request(id: ID, method: String, params: JSONOutput)
        case notification(method: String, params: JSONOutput)
        /// A reply to a request the server sent (`client/registerCapability`...): ignored.
        case response(id: ID)
    }

    /// Error codes of JSON-RPC and LSP.
    public enum ErrorCode: Int, Sendable {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case internalError = -32603
        case serverNotInitialized = -32002
        case requestFailed = -32803
    }

    /// A message that cannot be handled, answered with an error (id null when unknown).
    public struct Failure: Error, Sendable, Equatable {
        public var id: ID
        public var code: ErrorCode
        public var message: String
    }

    /// Reads one body into a message, or the error to answer with.
    public static func decode(_ body: [UInt8]) -> Result<Message, Failure> {
        let document: JSONDocument
        switch JSONParser.parse(body) {
        case .success(let parsed): document = parsed
        case .failure(let error):
            return .failure(Failure(id: .null, code: .parseError, message: "invalid JSON at byte \(error.offset): \(error.message)"))
        }
        let value = JSONOutput(document.root)
        guard case .object = value else { return .failure(Failure(id: .null, code: .invalidRequest, message: "a message must be a JSON object")) }
        let id = value["id"]
        if let id, !id.isValidID { return .failure(Failure(id: .null, code: .invalidRequest, message: "'id' must be a number or a string")) }
        guard let methodValue = value["method"] else {
            if let id, value["result"] != nil || value["error"] != nil { return .success(.response(id: id)) }
            return .failure(Failure(id: id ?? .null, code: .invalidRequest, message: "a message must have a 'method'"))
        }
        guard let method = methodValue.string else {
            return .failure(Failure(id: id ?? .null, code: .invalidRequest, message: "'method' must be a string"))
        }
        let params = value["params"] ?? .null
        if let id { return .success(.request(id: id, method: method, params: params)) }
        return .success(.notification(method: method, params: params))
    }

    public static func response(id: ID, result: JSONOutput) -> JSONOutput {
        ["jsonrpc": "2.0", "id": id, "result": result]
    }

    public static func error(_ failure: Failure) -> JSONOutput {
        ["jsonrpc": "2.0", "id": failure.id, "error": ["code": .int(failure.code.rawValue), "message": .string(failure.message)]]
    }

    public static func notification(method: String, params: JSONOutput) -> JSONOutput {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }
}

extension JSONOutput {
    /// The parsed value as a tree: numbers without fraction or exponent become `.int`.
    public init(_ value: JSONValue) {
        switch value.kind {
        case .object: self = .object(value.members.map { ($0.key.string ?? "", JSONOutput($0.value)) })
        case .array: self = .array(value.elements.map { JSONOutput($0) })
        case .string: self = .string(value.string ?? "")
        case .number: self = value.int.map(JSONOutput.int) ?? .double(value.double ?? 0)
        case .true: self = .bool(true)
        case .false: self = .bool(false)
        case .null: self = .null
        }
    }

    /// The member named `key` of an object (the last, if repeated); nil otherwise.
    public subscript(key: String) -> JSONOutput? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.0 == key }?.1
    }

    public var string: String? {
        guard case .string(let value) = self else { return nil }
        return value
    }

    public var int: Int? {
        switch self {
        case .int(let value): value
        case .double(let value) where value.rounded() == value && abs(value) < 1e15: Int(value)
        default: nil
        }
    }

    public var bool: Bool? {
        guard case .bool(let value) = self else { return nil }
        return value
    }

    public var array: [JSONOutput]? {
        guard case .array(let elements) = self else { return nil }
        return elements
    }

    var isValidID: Bool {
        switch self {
        case .int, .string: true
        case .double(let value): value.rounded() == value
        default: false
        }
    }

    /// One line, no spaces: what goes on the wire.
    public var wire: String { minified }
}
