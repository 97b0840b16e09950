import L10nModel
import L10nParsing

/// Builds `artifactLocation`, `region` and `physicalLocation` objects for one run, and the
/// per-file data they need (artifact indices, snippets, line hashes).
package struct SARIFLocations: Sendable {
    static let sourceRootID = "%SRCROOT%"
    /// Snippets longer than this (UTF-8 bytes) are left out: they would bloat the log and a
    /// viewer shows the file anyway.
    static let maximumSnippetBytes = 512

    /// Normalized absolute path (no trailing `/`) of the directory relative paths are relative
    /// to; absolute paths inside it are made relative to it.
    let sourceRoot: String?
    /// Loaded files by report path (first one wins), for snippets and fingerprints.
    let filesByPath: [String: SourceFile]
    /// Files listed in `run.artifacts`, by report path.
    let artifactIndexByPath: [String: Int]
    /// The files listed in `run.artifacts`, in order.
    let artifactFiles: [SourceFile]
    /// ``artifactLocation(_:)`` of every loaded file, made once: a large catalog's tens of
    /// thousands of results all point into it, and normalizing and percent-encoding its path
    /// for each was a tenth of writing them.
    private var knownLocations: [String: JSONOutput] = [:]
    /// Line hashes of the lines results point at, per path (``hashLines(_:)``).
    private var lineHashes: [String: [Int: String]] = [:]
    /// The lines already hashed per path, with a hash or past the end (so never hashed twice).
    private var hashedLines: [String: Set<Int>] = [:]

    /// `auxiliaryFiles`: files findings point into that are not part of the project (the
    /// configuration, for stale waivers), for snippets and line hashes.
    init(project: Project, auxiliaryFiles: [SourceFile] = [], sourceRoot: String?) {
        self.sourceRoot = sourceRoot
        var files: [String: SourceFile] = [:]
        for file in project.files + auxiliaryFiles where files[file.path] == nil { files[file.path] = file }
        filesByPath = files
        // Only files not stored as UTF-8 need an entry: UTF-8 is the run's defaultEncoding.
        var seen = Set<String>()
        artifactFiles = project.files.filter { $0.encoding != .utf8 && seen.insert($0.path).inserted }
        artifactIndexByPath = Dictionary(uniqueKeysWithValues: artifactFiles.enumerated().map { ($1.path, $0) })
        for path in files.keys { knownLocations[path] = makeArtifactLocation(path) }
    }

    /// `{uri, uriBaseId, index?}`: a percent-encoded path relative to `%SRCROOT%`, or an absolute
    /// `file://` URI (without a base) for a file outside the source root.
    func artifactLocation(_ path: String) -> JSONOutput {
        knownLocations[path] ?? makeArtifactLocation(path)
    }

    private func makeArtifactLocation(_ path: String) -> JSONOutput {
        let index = artifactIndexByPath[path].map(JSONOutput.int)
        if path.hasPrefix("/") {
            if let sourceRoot, path.hasPrefix(sourceRoot + "/") {
                let relative = SARIFURI.normalizedRelativePath(String(path.dropFirst(sourceRoot.count + 1)))
                return relativeLocation(relative, index: index)
            }
            return .object(dropping: [("uri", .string(SARIFURI.fileURI(absolutePath: path))), ("index", index)])
        }
        return relativeLocation(SARIFURI.normalizedRelativePath(path), index: index)
    }

    private func relativeLocation(_ path: String, index: JSONOutput?) -> JSONOutput {
        .object(dropping: [
            ("uri", .string(SARIFURI.percentEncodedPath(path))),
            ("uriBaseId", .string(Self.sourceRootID)),
            ("index", index),
        ])
    }

    /// All four of startLine/startColumn/endLine/endColumn (GitHub's table marks them
    /// required). Columns are UTF-16 code units and `endColumn` is exclusive, exactly as
    /// ``SourceLocation`` stores them. A finding at a point (a parse error, a whole file) keeps
    /// end == start: a zero-length region is SARIF's insertion point, and widening it would
    /// claim text the finding is not about. The snippet is the region's exact text, when known.
    func region(_ location: SourceLocation, to json: inout some JSONSink) {
        let start = SourcePosition(line: max(1, location.start.line), column: max(1, location.start.column))
        let end = location.end < start ? start : location.end
        json.object { json in
            json.member("startLine", start.line)
            json.member("startColumn", start.column)
            json.member("endLine", end.line)
            json.member("endColumn", end.column)
            if let snippet = snippet(path: location.path, start: start, end: end) {
                json.object("snippet") { $0.member("text", snippet) }
            }
        }
    }

    func physicalLocation(_ location: SourceLocation, to json: inout some JSONSink) {
        json.object { json in
            json.member("artifactLocation", artifactLocation(location.path))
            json.key("region")
            region(location, to: &json)
        }
    }

    private func snippet(path: String, start: SourcePosition, end: SourcePosition) -> String? {
        filesByPath[path]?.text.text(from: start, to: end, maximumBytes: Self.maximumSnippetBytes)
    }

    /// upload-sarif's `primaryLocationLineHash` for a line of a loaded file, as ``hashLines(_:)``
    /// computed it up front; nil when the file was not loaded (the action could not hash it
    /// either) or has no such line. A read, so results are written on every core at once.
    ///
    /// We hash the *decoded* text: for UTF-8 files that is what the action reads, except that a
    /// UTF-8 byte-order mark (stripped on load) changes line 1's hash; for UTF-16 `.strings`
    /// files the action hashes the raw bytes decoded as lossy UTF-8, a value that depends on
    /// byte order and BOM and is meaningless as text, so ours differs there on purpose (GitHub
    /// keeps the value we send and only logs a warning).
    func hashedLine(path: String, line: Int) -> String? {
        assert(hashedLines[path]?.contains(line) == true, "\(path):\(line) was not hashed up front")
        return lineHashes[path]?[line]
    }

    /// Computes the line hashes of these places up front, two passes per file over only the
    /// lines asked for, the files on every core.
    mutating func hashLines(_ places: some Sequence<(path: String, line: Int)>) {
        var lines: [String: Set<Int>] = [:]
        for place in places where hashedLines[place.path]?.contains(place.line) != true {
            lines[place.path, default: []].insert(place.line)
        }
        for (path, asked) in lines { hashedLines[path, default: []].formUnion(asked) }
        let files = filesByPath
        let computed = Parallel.map(Array(lines)) { path, lines in
            (path, files[path].map { PrimaryLocationLineHash.hashes(ofLines: lines, in: $0.text) } ?? [:])
        }
        for (path, hashes) in computed { lineHashes[path, default: [:]].merge(hashes) { old, _ in old } }
    }
}
