import Foundation
import Testing
@testable import L10nParsing
@testable import L10nLanguageServer

/// The base protocol and JSON-RPC layer, byte for byte.
@Suite struct LanguageServerProtocolTests {
    @Test func framesBodiesWithTheirByteLength() {
        #expect(String(decoding: MessageFramer.frame("{\"a\":\"é\"}"), as: UTF8.self) == "Content-Length: 10\r\n\r\n{\"a\":\"é\"}")
    }

    @Test func readsMessagesSplitAnywhereAndBackToBack() throws {
        let stream = Array("Content-Length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}content-length:8\r\n\r\n[1,\"é\"]".utf8)
        for split in [1, 5, 30, 84, 86, stream.count] {
            var framer = MessageFramer()
            var bodies: [String] = []
            framer.append(stream[..<split])
            while let body = try framer.next() { bodies.append(String(decoding: body, as: UTF8.self)) }
            framer.append(stream[split...])
            while let body = try framer.next() { bodies.append(String(decoding: body, as: UTF8.self)) }
            #expect(bodies == ["{}", "[1,\"é\"]"], "split at \(split)")
            #expect(!framer.hasPartialMessage)
        }
    }

    @Test func rejectsAHeaderWithoutContentLength() {
        var framer = MessageFramer()
        framer.append(Array("Content-Type: x\r\n\r\n{}".utf8))
        #expect(throws: MessageFramer.Failure(message: "message header without Content-Length")) { _ = try framer.next() }
        var other = MessageFramer()
        other.append(Array("Content-Length: -3\r\n\r\n".utf8))
        #expect(throws: MessageFramer.Failure(message: "invalid Content-Length '-3'")) { _ = try other.next() }
    }

    @Test func writesCompactJSONOnTheWire() {
        let message = JSONRPC.response(id: 7, result: ["a": [1, true, .null], "b": "x\"\n"])
        #expect(message.wire == #"{"jsonrpc":"2.0","id":7,"result":{"a":[1,true,null],"b":"x\"\n"}}"#)
    }

    @Test func decodesRequestsNotificationsAndResponses() {
        #expect(
            JSONRPC.decode(Array(#"{"jsonrpc":"2.0","id":"a1","method":"shutdown"}"#.utf8))
                == .success(.request(id: "a1", method: "shutdown", params: .null)))
        #expect(
            JSONRPC.decode(Array(#"{"jsonrpc":"2.0","method":"exit","params":{"x":1.5}}"#.utf8))
                == .success(.notification(method: "exit", params: ["x": .double(1.5)])))
        #expect(JSONRPC.decode(Array(#"{"jsonrpc":"2.0","id":3,"result":null}"#.utf8)) == .success(.response(id: 3)))
    }

    @Test func answersGarbageWithJSONRPCErrorsAndKeepsServing() throws {
        let directory = try TemporaryDirectory()
        var session = LanguageServerSession(root: directory.path)
        let garbage = session.sendRaw(Array("{not json".utf8))
        #expect(garbage.count == 1)
        #expect(garbage.first?["id"] == .null)
        #expect(garbage.first?["error"]?["code"] == .int(-32700))
        #expect(garbage.first?["error"]?["message"]?.string?.hasPrefix("invalid JSON at byte 1: ") == true)
        #expect(session.sendRaw(Array("[1,2]".utf8)).map(\.wire) == [#"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"a message must be a JSON object"}}"#])
        #expect(session.sendRaw(Array(#"{"id":{},"method":"x"}"#.utf8)).map(\.wire) == [#"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"'id' must be a number or a string"}}"#])
        #expect(session.request("textDocument/frobnicate", [:]).response?.wire == #"{"jsonrpc":"2.0","id":2,"error":{"code":-32601,"message":"unsupported method 'textDocument/frobnicate'"}}"#)
        #expect(session.request("textDocument/hover", ["position": ["line": 0, "character": 0]]).response?.wire == #"{"jsonrpc":"2.0","id":3,"error":{"code":-32602,"message":"'textDocument/hover' needs params.textDocument.uri, a file URI"}}"#)
        // Still serving: shutdown answers, then exit with 0.
        #expect(session.request("shutdown").response?.wire == #"{"jsonrpc":"2.0","id":4,"result":null}"#)
        #expect(session.request("textDocument/hover").response?["error"]?["code"] == .int(-32600))
        _ = session.notify("exit")
        #expect(session.server.exitCode == 0)
    }

    @Test func refusesRequestsBeforeInitializeAndExitsWithOneWithoutShutdown() {
        var server = LanguageServer(options: LanguageServer.Options(workingDirectory: "/"))
        let early = server.handle(Array(#"{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":{}}"#.utf8))
        #expect(early.map(\.wire) == [#"{"jsonrpc":"2.0","id":1,"error":{"code":-32002,"message":"'textDocument/hover' before 'initialize'"}}"#])
        _ = server.handle(Array(#"{"jsonrpc":"2.0","method":"exit"}"#.utf8))
        #expect(server.exitCode == 1)
    }

    @Test func initializeAnnouncesWhatTheServerDoes() throws {
        var server = LanguageServer(options: LanguageServer.Options(workingDirectory: "/"))
        let reply = server.handle(Array(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{}}}"#.utf8))
        #expect(reply.map(\.wire) == [
            #"{"jsonrpc":"2.0","id":0,"result":{"capabilities":{"positionEncoding":"utf-16","textDocumentSync":{"openClose":true,"change":2,"save":{"includeText":false}},"hoverProvider":true,"definitionProvider":true,"referencesProvider":true,"codeActionProvider":{"codeActionKinds":["quickfix"]},"completionProvider":{"triggerCharacters":["\"","."]}},"serverInfo":{"name":"l10n","version":"0.1.0"}}}"#
        ])
        let again = server.handle(Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#.utf8))
        #expect(again.first?["error"]?["code"] == .int(-32600))
    }

    @Test func appliesIncrementalChangesInUTF16() {
        var document = TextDocument(uri: "file:///a.swift", path: "/a.swift", version: 1, text: "let a = \"😀x\"\nText(\"b\")\n")
        // Replace the x after the emoji (two UTF-16 units), then insert on line 2.
        let appliedFirst = document.apply(["range": ["start": ["line": 0, "character": 11], "end": ["line": 0, "character": 12]], "text": "y"])
        #expect(appliedFirst)
        let appliedSecond = document.apply(["range": ["start": ["line": 1, "character": 6], "end": ["line": 1, "character": 7]], "text": "c.d"])
        #expect(appliedSecond)
        #expect(document.text == "let a = \"😀y\"\nText(\"c.d\")\n")
        // Past the end of a line clamps to it; full sync replaces everything.
        let appliedPastEnd = document.apply(["range": ["start": ["line": 0, "character": 99], "end": ["line": 0, "character": 99]], "text": ";"])
        #expect(appliedPastEnd)
        #expect(document.text == "let a = \"😀y\";\nText(\"c.d\")\n")
        let appliedFull = document.apply(["text": "new"])
        #expect(appliedFull)
        #expect(document.text == "new")
    }
}
