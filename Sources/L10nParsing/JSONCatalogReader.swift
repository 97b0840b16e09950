import L10nModel

/// Shared plumbing for the two JSON catalog formats: parse once through ``JSONReader``, turn
/// its errors and the duplicate keys into findings, and build positioned string units.
package struct JSONCatalogReader {
    private(set) var json: JSONReader
    private var duplicates: [DuplicateKey] = []
    /// How many containers ``subtree(_:)`` parsed (and so validated) completely.
    private(set) var subtreesRead = 0
    /// String Catalog shapes Xcode compiles but loses, in file order.
    var structureIssues: [CatalogStructureIssue] = []

    init(file: SourceFile) { json = JSONReader(file: file) }

    var file: SourceFile { json.file }

    /// Syntax and type errors (each at the start of its value) and duplicate keys.
    var findings: ParseFindings {
        let failures = json.errors.map { error in
            ParseFailure(location: SourceLocation(path: error.location.path, start: error.location.start, end: error.location.start), message: error.message)
        }
        return ParseFindings(duplicates: duplicates, failures: failures)
    }

    /// Parses the file, recording a syntax error or the duplicate keys it contains. With a
    /// `maximumDepth`, the containers at that depth are read later through ``subtree(_:)``;
    /// `skipsDeeperText` leaves their validation to it too (see ``JSONDocument/skippedContainers``).
    mutating func parse(maximumDepth: Int = Int.max, skipsDeeperText: Bool = false) -> JSONDocument? {
        guard let document = json.parse(JSONParser.Options(), maximumDepth: maximumDepth, skipsDeeperText: skipsDeeperText) else { return nil }
        recordDuplicates(of: document)
        return document
    }

    /// `value` with all its descendants (a container the depth-limited parse kept shallow),
    /// recording the duplicate keys inside it.
    mutating func subtree(_ value: JSONValue) -> JSONValue? {
        if value.document.isComplete { return value }
        guard let full = value.document.subtree(value) else {
            fail(at: value.start, "malformed JSON value")
            return nil
        }
        recordDuplicates(of: full.document)
        subtreesRead += 1
        return full
    }

    private mutating func recordDuplicates(of document: JSONDocument) {
        for pair in document.duplicateKeys() {
            duplicates.append(DuplicateKey(key: pair.duplicate.string ?? "", first: range(of: pair.first), duplicate: range(of: pair.duplicate)))
        }
    }

    /// Adds what `other` (a reader of another part of the same file) recorded, after this
    /// reader's own findings: parts read in parallel are merged back in file order.
    mutating func append(_ other: JSONCatalogReader) {
        for error in other.json.errors { json.record(error) }
        duplicates += other.duplicates
        subtreesRead += other.subtreesRead
        structureIssues += other.structureIssues
    }

    func range(of value: JSONValue) -> SourceRange { json.range(of: value) }

    mutating func fail(at offset: Int, _ message: String) { json.fail(message, atOffset: offset) }

    /// `value` when it is of `kind`, else "WHAT must be …, found …" and nil. `what` is built
    /// only for a mismatch: a large catalog reads millions of well-typed values.
    mutating func expect(_ kind: JSONKind, _ value: JSONValue, for what: @autoclosure () -> String, expected: String? = nil) -> JSONValue? {
        if value.kind == kind { return value }
        return json.expect(kind, value, what(), expected: expected)
    }

    mutating func mismatch(_ value: JSONValue, _ what: String, expected: String) { json.mismatch(value, what, expected: expected) }

    mutating func string(_ value: JSONValue, for what: @autoclosure () -> String) -> String? {
        if value.kind == .string { return value.string }
        return json.string(value, what())
    }

    mutating func bool(_ value: JSONValue, for what: @autoclosure () -> String) -> Bool? {
        if let bool = value.bool { return bool }
        return json.bool(value, what())
    }

    mutating func int(_ value: JSONValue, for what: @autoclosure () -> String) -> Int? {
        if let int = value.int { return int }
        return json.int(value, what())
    }

    func unit(_ value: JSONValue, text: String, state: TranslationState) -> StringUnit {
        StringUnit(value: text, state: state, range: range(of: value))
    }
}
