import Foundation
@testable import L10nParsing
@testable import L10nLanguageServer

/// A language server driven in-process with real message bodies: each message is written to
/// the wire format and parsed back by the server, as over stdio.
struct LanguageServerSession {
    var server: LanguageServer
    let root: String
    private var nextID = 1

    init(root: String, configuration: String? = nil, baseline: String? = nil, initializationOptions: JSONOutput? = nil) {
        self.root = root
        server = LanguageServer(options: LanguageServer.Options(configuration: configuration, baseline: baseline, workingDirectory: root))
        var params: [(String, JSONOutput)] = [("processId", .null), ("rootUri", .string(FileURI.uri(root))), ("capabilities", [:])]
        if let initializationOptions { params.append(("initializationOptions", initializationOptions)) }
        _ = request("initialize", .object(params))
    }

    func uri(_ relativePath: String) -> String { FileURI.uri(root + "/" + relativePath) }

    /// Sends a request; returns its response (and the publications that preceded it).
    mutating func request(_ method: String, _ params: JSONOutput = .null) -> (response: JSONOutput?, published: [JSONOutput]) {
        let id = nextID
        nextID += 1
        let out = send(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params])
        return (out.first { $0["id"] == .int(id) }, out.filter { $0["method"] != nil })
    }

    /// Sends a notification, then lets the server lint; returns everything it sent.
    mutating func notify(_ method: String, _ params: JSONOutput = .null) -> [JSONOutput] {
        send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    mutating func send(_ message: JSONOutput) -> [JSONOutput] {
        sendRaw(Array(message.wire.utf8))
    }

    mutating func sendRaw(_ body: [UInt8]) -> [JSONOutput] {
        server.handle(body) + server.flush()
    }

    mutating func open(_ relativePath: String, text: String? = nil, version: Int = 1) -> [JSONOutput] {
        let contents = text ?? (try? String(contentsOfFile: root + "/" + relativePath, encoding: .utf8)) ?? ""
        return notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": .string(uri(relativePath)), "languageId": "swift", "version": .int(version), "text": .string(contents)]])
    }

    /// `rule line:column` (1-based) of each diagnostic published for a file in `messages`, nil
    /// when none was published for it.
    func findings(_ messages: [JSONOutput], for relativePath: String) -> [String]? {
        let published = messages.last { $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.string == uri(relativePath) }
        return published?["params"]?["diagnostics"]?.array?.map(Self.summary)
    }

    /// The first diagnostic published for the file in `messages`.
    func firstDiagnostic(_ messages: [JSONOutput], for relativePath: String) -> JSONOutput? {
        messages.first { $0["params"]?["uri"]?.string == uri(relativePath) }?["params"]?["diagnostics"]?.array?.first
    }

    /// The code actions offered for `diagnostic` in the file, as an editor asks: at the
    /// diagnostic's range, with it in the context.
    mutating func codeActions(_ relativePath: String, for diagnostic: JSONOutput) -> [JSONOutput] {
        request("textDocument/codeAction", [
            "textDocument": ["uri": .string(uri(relativePath))], "range": diagnostic["range"] ?? .null, "context": ["diagnostics": [diagnostic]],
        ]).response?["result"]?.array ?? []
    }

    static func summary(_ diagnostic: JSONOutput) -> String {
        let start = diagnostic["range"]?["start"]
        let line = (start?["line"]?.int ?? -1) + 1, column = (start?["character"]?.int ?? -1) + 1
        return "\(diagnostic["code"]?.string ?? "-") \(line):\(column)"
    }
}
