import Foundation
import L10nLint
import L10nLanguageServer

/// `l10n lsp` as an editor sees it: a child process on pipes with real framing; the time from
/// writing a `didChange` to reading the `publishDiagnostics` for that version of the buffer.
final class LanguageServerClient {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    /// Writes go through their own queue, as an editor's do: a large `didOpen` must not block
    /// reading the diagnostics the server is writing meanwhile (both pipes would fill).
    private let writer = DispatchQueue(label: "lsp-client-writer")
    private var framer = MessageFramer()
    private var nextID = 1

    init?(executable: String, root: String) {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["lsp"]
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        request("initialize", ["processId": .null, "rootUri": .string(FileURI.uri(root)), "capabilities": [:]])
        notify("initialized", [:])
    }

    func notify(_ method: String, _ params: JSONOutput) {
        send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    @discardableResult
    func request(_ method: String, _ params: JSONOutput) -> JSONOutput? {
        let id = nextID
        nextID += 1
        send(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params])
        return receive { $0["id"] == .int(id) }
    }

    private func send(_ message: JSONOutput) {
        let data = Data(MessageFramer.frame(message.wire))
        let handle = input.fileHandleForWriting
        writer.async { handle.write(data) }
    }

    /// Reads messages until one satisfies `wanted`; nil when the server is gone.
    func receive(until wanted: (JSONOutput) -> Bool) -> JSONOutput? {
        while true {
            while let body = try? framer.next() {
                guard case .success(let document) = JSONParser.parse(body) else { continue }
                let message = JSONOutput(document.root)
                if wanted(message) { return message }
            }
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { return nil }
            framer.append(data)
        }
    }

    func waitForDiagnostics(uri: String, version: Int) -> Bool {
        receive { $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.string == uri && $0["params"]?["version"]?.int == version } != nil
    }

    func stop() {
        request("shutdown", .null)
        notify("exit", .null)
        process.waitUntilExit()
    }
}

/// Latencies of one file's edits, in seconds.
struct EditLatency {
    var open: Double
    var median: Double
    var worst: Double
    var edits: Int

    /// Opens `file` in a server rooted at `root`, then types: `edits` incremental changes that
    /// insert and delete a space at the start of the file, each waited for.
    static func measure(executable: String, root: String, file: String, edits: Int) -> EditLatency? {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8), let client = LanguageServerClient(executable: executable, root: root) else { return nil }
        defer { client.stop() }
        let uri = FileURI.uri(file)
        let start = DispatchTime.now().uptimeNanoseconds
        client.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "plaintext", "version": 1, "text": .string(text)]])
        guard client.waitForDiagnostics(uri: uri, version: 1) else { return nil }
        let open = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        var times: [Double] = []
        for version in 2..<(2 + edits) {
            let at: JSONOutput = ["line": 0, "character": 0]
            let end: JSONOutput = version % 2 == 0 ? at : ["line": 0, "character": 1]
            let change: JSONOutput = ["range": ["start": at, "end": end], "text": version % 2 == 0 ? " " : ""]
            let begin = DispatchTime.now().uptimeNanoseconds
            client.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": .int(version)], "contentChanges": [change]])
            guard client.waitForDiagnostics(uri: uri, version: version) else { return nil }
            times.append(Double(DispatchTime.now().uptimeNanoseconds - begin) / 1e9)
        }
        times.sort()
        return EditLatency(open: open, median: times[times.count / 2], worst: times.last ?? 0, edits: edits)
    }

    var summary: String {
        String(format: "median %.1f ms, worst %.1f ms over %d edits (open: %.1f ms)", median * 1000, worst * 1000, edits, open * 1000)
    }
}

/// The app in `directory` with the most bytes of Swift and catalogs, and its Swift file with the
/// most localizing calls (`Text(`).
func largestApp(in directory: String) -> (root: String, swiftFile: String)? {
    let apps = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).map { directory + "/" + $0 }.filter { !FilePaths.isRegularFile($0) }
    var best: (root: String, bytes: Int, swift: String?, calls: Int)?
    for app in apps {
        var bytes = 0, swift: String?, calls = 0
        let enumerator = FileManager.default.enumerator(atPath: app)
        while let path = enumerator?.nextObject() as? String {
            guard InputFile.kind(ofPath: path) != nil, let data = FileManager.default.contents(atPath: app + "/" + path) else { continue }
            bytes += data.count
            if path.hasSuffix(".swift") {
                let count = String(decoding: data, as: UTF8.self).components(separatedBy: "Text(").count - 1
                if count > calls { (swift, calls) = (app + "/" + path, count) }
            }
        }
        if bytes > best?.bytes ?? -1 { best = (app, bytes, swift, calls) }
    }
    guard let best, let swift = best.swift else { return nil }
    return (best.root, swift)
}

/// The issue 33 latencies: an edit in the bundled sample's Swift, in the largest app of
/// `../shared/apps`, and in a 2 MB catalog.
func languageServerLatencies(executable: String, packageRoot: String, scratch: URL, targets: inout Targets) {
    guard FileManager.default.isExecutableFile(atPath: executable) else {
        print("l10n lsp: skipped, the l10n executable is not built next to the benchmark")
        return
    }
    let edits = 21
    if let sample = EditLatency.measure(executable: executable, root: packageRoot + "/strings", file: packageRoot + "/strings/Lingo/Views/PracticeView.swift", edits: edits) {
        print("l10n lsp, Swift edit in the sample: " + sample.summary)
        targets.check("lsp: Swift edit in the sample <= 50 ms", String(format: "%.1f ms", sample.median * 1000), sample.median <= 0.05)
    }
    let apps = URL(fileURLWithPath: packageRoot).deletingLastPathComponent().appendingPathComponent("shared/apps").path
    if let app = largestApp(in: apps), let latency = EditLatency.measure(executable: executable, root: app.root, file: app.swiftFile, edits: edits) {
        let name = URL(fileURLWithPath: app.root).lastPathComponent
        print("l10n lsp, Swift edit in \(name) (\(URL(fileURLWithPath: app.swiftFile).lastPathComponent)): " + latency.summary)
        targets.check("lsp: Swift edit in the largest app <= 100 ms", String(format: "%.1f ms", latency.median * 1000), latency.median <= 0.1)
    } else {
        print("l10n lsp, largest app: skipped, \(apps) not found")
    }
    // A catalog of about 2 MB, alone in its project.
    let directory = scratch.appendingPathComponent("lsp-catalog")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let probe = CatalogGenerator(keys: 1_000, locales: 12).render().utf8.count
    let catalog = CatalogGenerator(keys: 1_000 * 2_000_000 / probe, locales: 12).render()
    let file = directory.appendingPathComponent("Localizable.xcstrings")
    guard (try? Data(catalog.utf8).write(to: file)) != nil,
        let latency = EditLatency.measure(executable: executable, root: directory.path, file: file.path, edits: edits)
    else { return }
    print(String(format: "l10n lsp, edit in a %.1f MB catalog: ", Double(catalog.utf8.count) / 1e6) + latency.summary)
    targets.check("lsp: edit in a 2 MB catalog <= 250 ms", String(format: "%.1f ms", latency.median * 1000), latency.median <= 0.25)
}
