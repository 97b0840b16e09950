import L10nParsing
import Foundation
import L10nModel
import L10nEngine

/// The server's state and its answer to each message. Transport-free: ``handle(_:)`` takes one
/// body and returns the messages to send, ``flush()`` lints what changed and returns the
/// diagnostics to publish. The stdio loop (``StdioServer``) and the tests drive it the same way.
///
/// Edits are batched: every message already received is handled before the project is linted
/// again, so a burst of keystrokes costs one lint, and requests that read the model (hover,
/// definition) lint first when an edit is pending.
public struct LanguageServer {
    /// How the server was started: `l10n lsp --config FILE --baseline FILE`.
    public struct Options: Sendable {
        public var configuration: String?
        public var baseline: String?
        /// Where the process runs: the root when the client names none.
        public var workingDirectory: String

        public init(configuration: String? = nil, baseline: String? = nil, workingDirectory: String) {
            self.configuration = configuration
            self.baseline = baseline
            self.workingDirectory = workingDirectory
        }
    }

    private enum Phase { case starting, running, shutDown }

    private let options: Options
    private var phase = Phase.starting
    /// Set by `exit`: 0 after `shutdown`, else 1 (as the specification asks).
    public private(set) var exitCode: Int32?
    var session: EditorSession?
    /// Open buffers by absolute path.
    private(set) var documents: [String: TextDocument] = [:]
    /// The last run, once the workspace is loaded.
    private(set) var model: EditorIndex?
    private var needsLint = false
    /// What each URI shows now, so only changed files are published again.
    private var published: [String: [JSONOutput]] = [:]

    public init(options: Options) { self.options = options }

    // MARK: Messages

    /// Handles one message body; returns what to send back (a response, errors).
    public mutating func handle(_ body: [UInt8]) -> [JSONOutput] {
        switch JSONRPC.decode(body) {
        case .failure(let failure): return [JSONRPC.error(failure)]
        case .success(.response): return []
        case .success(.notification(let method, let params)):
            return notify(method, params)
        case .success(.request(let id, let method, let params)):
            let answer: JSONOutput
            switch request(method, params) {
            case .success(let result): answer = JSONRPC.response(id: id, result: result)
            case .failure(let failure): answer = JSONRPC.error(JSONRPC.Failure(id: id, code: failure.code, message: failure.message))
            }
            // A request that read the model linted first: its publications go out before it.
            return takePendingPublications() + [answer]
        }
    }

    /// A request's failure, before the id is attached.
    struct RequestFailure: Error {
        var code: JSONRPC.ErrorCode
        var message: String
    }

    private mutating func request(_ method: String, _ params: JSONOutput) -> Result<JSONOutput, RequestFailure> {
        if method == "initialize" {
            guard phase == .starting, session == nil else { return .failure(RequestFailure(code: .invalidRequest, message: "the server is already initialized")) }
            initialize(params)
            return .success(Self.initializeResult)
        }
        switch phase {
        case .starting: return .failure(RequestFailure(code: .serverNotInitialized, message: "'\(method)' before 'initialize'"))
        case .shutDown: return .failure(RequestFailure(code: .invalidRequest, message: "'\(method)' after 'shutdown'"))
        case .running: break
        }
        if method == "shutdown" {
            phase = .shutDown
            return .success(.null)
        }
        guard let feature = Feature(rawValue: method) else {
            return .failure(RequestFailure(code: .methodNotFound, message: "unsupported method '\(method)'"))
        }
        guard let uri = params["textDocument"]?["uri"]?.string, let path = FileURI.path(uri) else {
            return .failure(RequestFailure(code: .invalidParams, message: "'\(method)' needs params.textDocument.uri, a file URI"))
        }
        if needsLint { relint() }
        guard let model else { return .success(.null) }
        let position = TextDocument.Position(params["position"])
        return .success(model.answer(feature, path: path, position: position, params: params, document: documents[path]))
    }

    private mutating func notify(_ method: String, _ params: JSONOutput) -> [JSONOutput] {
        if method == "exit" {
            exitCode = phase == .shutDown ? 0 : 1
            return []
        }
        guard phase == .running else { return [] }
        switch method {
        case "initialized": needsLint = true
        case "textDocument/didOpen":
            guard let item = params["textDocument"], let uri = item["uri"]?.string, let path = FileURI.path(uri), let text = item["text"]?.string else { break }
            documents[path] = TextDocument(uri: uri, path: path, version: item["version"]?.int ?? 0, text: text)
            needsLint = needsLint || Self.isLinted(path)
        case "textDocument/didChange":
            guard let uri = params["textDocument"]?["uri"]?.string, let path = FileURI.path(uri), var document = documents[path] else { break }
            for change in params["contentChanges"]?.array ?? [] { _ = document.apply(change) }
            document.version = params["textDocument"]?["version"]?.int ?? document.version + 1
            documents[path] = document
            needsLint = needsLint || Self.isLinted(path)
        case "textDocument/didSave":
            guard let uri = params["textDocument"]?["uri"]?.string, let path = FileURI.path(uri) else { break }
            if let text = params["text"]?.string { documents[path]?.text = text }
            changedOnDisk([path])
        case "textDocument/didClose":
            guard let uri = params["textDocument"]?["uri"]?.string, let path = FileURI.path(uri) else { break }
            documents[path] = nil
            needsLint = needsLint || Self.isLinted(path)
        case "workspace/didChangeWatchedFiles":
            changedOnDisk((params["changes"]?.array ?? []).compactMap { $0["uri"]?.string.flatMap(FileURI.path) })
        case "workspace/didChangeConfiguration":
            session?.reload()
            needsLint = true
        default: break  // $/cancelRequest, $/setTrace and unknown notifications need no answer
        }
        return []
    }

    /// Files written (saved, or changed by git or a generator): settings files reload the
    /// configuration; any file l10n reads means a new run.
    private mutating func changedOnDisk(_ paths: [String]) {
        if paths.contains(where: { session?.isSettingsFile($0) ?? false }) {
            session?.reload()
            needsLint = true
        }
        if paths.contains(where: Self.isLinted) { needsLint = true }
    }

    static func isLinted(_ path: String) -> Bool { InputFile.kind(ofPath: path) != nil }

    private mutating func initialize(_ params: JSONOutput) {
        let root =
            params["workspaceFolders"]?.array?.first?["uri"]?.string.flatMap(FileURI.path)
            ?? params["rootUri"]?.string.flatMap(FileURI.path)
            ?? params["rootPath"]?.string
            ?? options.workingDirectory
        let settings = params["initializationOptions"]
        session = EditorSession(
            root: root, explicitConfiguration: settings?["config"]?.string ?? options.configuration,
            baselinePath: settings?["baseline"]?.string ?? options.baseline)
        phase = .running
    }

    static let initializeResult: JSONOutput = [
        "capabilities": [
            "positionEncoding": "utf-16",
            "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
            "hoverProvider": true,
            "definitionProvider": true,
            "referencesProvider": true,
            "codeActionProvider": ["codeActionKinds": ["quickfix"]],
            "completionProvider": ["triggerCharacters": ["\"", "."]],
        ],
        "serverInfo": ["name": .string(ToolInfo.name), "version": .string(ToolInfo.version)],
    ]

    // MARK: Linting

    /// Lints when something changed; returns the `publishDiagnostics` for files whose
    /// diagnostics differ from what the client shows.
    public mutating func flush() -> [JSONOutput] {
        guard needsLint, phase == .running else { return [] }
        relint()
        return takePendingPublications()
    }

    /// Lints the project with the open buffers and queues the publications.
    private mutating func relint() {
        needsLint = false
        guard let session else { return }
        var overlays: [String: [UInt8]] = [:]
        for (path, document) in documents where Self.isLinted(path) { overlays[path] = document.bytes }
        let result = session.lint(overlays: overlays)
        model = EditorIndex(result: result, session: session)
        let current = DiagnosticConversion.byURI(result, settingsErrors: session.settingsErrors, absolute: session.absolute)
        var messages: [JSONOutput] = []
        let open = documents.keys.filter(Self.isLinted).map(FileURI.uri)
        for uri in Set(current.keys).union(published.keys).union(open).sorted() {
            let diagnostics = current[uri] ?? []
            let document = FileURI.path(uri).flatMap { documents[$0] }
            let version = document?.version
            // An edited buffer is always answered (the client learns its new version was
            // linted); any other file only when its findings changed.
            guard published[uri] != diagnostics || (document != nil && publishedVersions[document?.path ?? ""] != version) else { continue }
            // The client's own spelling of an open file's URI.
            var params: [(String, JSONOutput)] = [("uri", .string(document?.uri ?? uri))]
            if let version { params.append(("version", .int(version))) }
            params.append(("diagnostics", .array(diagnostics)))
            messages.append(JSONRPC.notification(method: "textDocument/publishDiagnostics", params: .object(params)))
        }
        published = current
        publishedVersions = [:]
        for document in documents.values { publishedVersions[document.path] = document.version }
        pendingPublications += messages
    }

    /// The version of each open buffer (by path) when its diagnostics were last published.
    private var publishedVersions: [String: Int] = [:]

    /// Publications of the last lint not yet sent.
    private var pendingPublications: [JSONOutput] = []

    private mutating func takePendingPublications() -> [JSONOutput] {
        defer { pendingPublications = [] }
        return pendingPublications
    }
}
