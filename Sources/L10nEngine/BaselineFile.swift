import Foundation
import L10nModel
import L10nParsing
import L10nConfiguration

/// Reading and writing `--baseline` files. A malformed baseline is an input error like a bad
/// configuration: positioned, exit code 2, never silently treated as empty.
extension Baseline {
    /// Version 2 entries name the message by `case` (its id) and may have a `variant`; version 1
    /// entries hold the normalized `message`.
    static func entryKeys(version: Int) -> [String] {
        version == 1 ? ["rule", "file", "key", "locale", "message", "count"] : ["rule", "file", "key", "locale", "variant", "case", "count"]
    }

    /// For a `--baseline` file that does not exist yet, the note saying so; nil when it exists.
    /// A hook or CI job set up before the first `--write-baseline` (or a clone where it was never
    /// committed) then reports every finding, which is stricter, never laxer, so it runs on and
    /// says how to record one. A file that exists but cannot be read is still an error.
    public static func missingNote(path: String, workingDirectory: String) -> String? {
        var status = stat()
        guard lstat(FilePaths.absolutePath(path, workingDirectory: workingDirectory), &status) != 0, errno == ENOENT else { return nil }
        return "note: the baseline \(path) does not exist yet, so no finding is baselined; `l10n lint --write-baseline \(path)` records today's findings"
    }

    public static func load(path: String, workingDirectory: String) throws(ConfigurationErrors) -> Baseline {
        let absolute = FilePaths.absolutePath(path, workingDirectory: workingDirectory)
        let display = FilePaths.displayPath(path, absolute: absolute, workingDirectory: workingDirectory)
        let bytes: [UInt8]
        switch FileReader.read(absolute) {
        case .success(let read): bytes = read
        case .failure(let failure): throw ConfigurationErrors([ConfigurationError(message: failure.message, location: .file(display))])
        }
        let file = SourceFile(id: FileID(0), path: display, text: SourceText(bytes: bytes))
        return try decode(file, directory: FilePaths.directory(of: absolute))
    }

    static func decode(_ file: SourceFile, directory: String) throws(ConfigurationErrors) -> Baseline {
        var reader = JSONReader(file: file)
        guard let document = reader.parse() else { throw reader.failure ?? ConfigurationErrors([]) }
        var fingerprints: [Fingerprint: Int] = [:]
        // A file without a version predates version 2.
        var version = 1
        if let root = reader.members(of: document.root, known: ["tool", "version", "entries"], in: "the baseline") {
            if let value = root["version"]?.value {
                if let number = value.int, readableVersions.contains(number) {
                    version = number
                } else {
                    reader.fail(
                        "unsupported baseline version; this l10n reads versions \(readableVersions.lowerBound) to \(readableVersions.upperBound) "
                            + "and writes version \(formatVersion) (regenerate it with --write-baseline)", at: value)
                    // The entries of an unknown version mean nothing to check.
                    throw reader.failure ?? ConfigurationErrors([])
                }
            }
            if let entries = root["entries"]?.value {
                guard reader.expect(.array, entries, "'entries'") != nil else { throw reader.failure ?? ConfigurationErrors([]) }
                for element in entries.elements {
                    if let (fingerprint, count) = decodeEntry(element, version: version, &reader) { fingerprints[fingerprint, default: 0] += count }
                }
            }
        }
        if let failure = reader.failure { throw failure }
        return Baseline(fingerprints: FingerprintCounts(counts: fingerprints), directory: directory, version: version)
    }

    private static func decodeEntry(_ element: JSONValue, version: Int, _ reader: inout JSONReader) -> (Fingerprint, Int)? {
        guard let members = reader.members(of: element, known: entryKeys(version: version), in: "a baseline entry") else { return nil }
        func text(_ key: String) -> String? { members[key].flatMap { reader.string($0.value, "'\(key)'") } }
        let messageKey = version == 1 ? "message" : "case"
        guard let rule = text("rule"), let file = text("file"), let messageText = text(messageKey) else {
            reader.fail("a baseline entry needs 'rule', 'file' and '\(messageKey)'", at: element)
            return nil
        }
        var variant: [String] = []
        if let value = members["variant"]?.value {
            guard let selectors = reader.strings(value, "'variant'") else { return nil }
            variant = selectors.map(\.text)
        }
        let message: Fingerprint.Message = version == 1 ? .wording(messageText) : .id(MessageID(messageText))
        var count = 1
        if let value = members["count"]?.value {
            guard let number = value.int, number > 0 else {
                reader.fail("'count' must be a positive integer", at: value)
                return nil
            }
            count = number
        }
        return (Fingerprint(rule: RuleID(rule), file: file, key: text("key"), locale: text("locale"), variant: variant, message: message), count)
    }
}
