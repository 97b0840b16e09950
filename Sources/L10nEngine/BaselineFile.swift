import L10nModel
import L10nParsing

/// Reading and writing `--baseline` files. A malformed baseline is an input error like a bad
/// configuration: positioned, exit code 2, never silently treated as empty.
extension Baseline {
    static let entryKeys = ["rule", "file", "key", "locale", "message", "count"]

    public static func load(path: String, workingDirectory: String) throws(ConfigurationErrors) -> Baseline {
        let absolute = FileDiscovery.absolutePath(path, workingDirectory: workingDirectory)
        let display = FileDiscovery.displayPath(path, absolute: absolute, workingDirectory: workingDirectory)
        let bytes: [UInt8]
        switch FileReader.read(absolute) {
        case .success(let read): bytes = read
        case .failure(let failure): throw ConfigurationErrors([ConfigurationError(message: failure.message, location: .file(display))])
        }
        let file = SourceFile(id: FileID(0), path: display, text: SourceText(bytes: bytes))
        return try decode(file, directory: ProjectLoader.directory(of: absolute))
    }

    static func decode(_ file: SourceFile, directory: String) throws(ConfigurationErrors) -> Baseline {
        let document: JSONDocument
        switch JSONParser.parse(file.text.bytes) {
        case .success(let parsed): document = parsed
        case .failure(let error):
            let position = file.text.position(at: error.offset)
            throw ConfigurationErrors([ConfigurationError(message: error.message, location: SourceLocation(path: file.path, start: position, end: position))])
        }
        var reader = ConfigurationReader(file: file)
        var fingerprints: [Fingerprint: Int] = [:]
        if let root = reader.members(of: document.root, known: ["tool", "version", "entries"], in: "the baseline") {
            if let version = root["version"]?.value, version.int != formatVersion {
                reader.fail("unsupported baseline version; this l10n writes version \(formatVersion) (regenerate it with --write-baseline)", at: version)
            }
            if let entries = root["entries"]?.value {
                guard entries.isArray else {
                    reader.fail("'entries' must be an array, found \(entries.kind.article)", at: entries)
                    throw ConfigurationErrors(reader.errors)
                }
                for element in entries.elements {
                    if let (fingerprint, count) = decodeEntry(element, &reader) { fingerprints[fingerprint, default: 0] += count }
                }
            }
        }
        guard reader.errors.isEmpty else { throw ConfigurationErrors(reader.errors.sorted { $0.location < $1.location }) }
        return Baseline(fingerprints: FingerprintCounts(counts: fingerprints), directory: directory)
    }

    private static func decodeEntry(_ element: JSONValue, _ reader: inout ConfigurationReader) -> (Fingerprint, Int)? {
        guard let members = reader.members(of: element, known: entryKeys, in: "a baseline entry") else { return nil }
        func text(_ key: String) -> String? { members[key].flatMap { reader.string($0.value, "'\(key)'") } }
        guard let rule = text("rule"), let file = text("file"), let message = text("message") else {
            reader.fail("a baseline entry needs 'rule', 'file' and 'message'", at: element)
            return nil
        }
        var count = 1
        if let value = members["count"]?.value {
            guard let number = value.int, number > 0 else {
                reader.fail("'count' must be a positive integer", at: value)
                return nil
            }
            count = number
        }
        return (Fingerprint(rule: RuleID(rule), file: file, key: text("key"), locale: text("locale"), message: message), count)
    }
}
