import L10nModel

/// Shared plumbing for the two JSON catalog formats: parse once through ``JSONReader``, turn
/// its errors and the duplicate keys into findings, and build positioned string units.
package struct JSONCatalogReader {
    private(set) var json: JSONReader
    private var duplicates: [DuplicateKey] = []

    init(file: SourceFile) { json = JSONReader(file: file) }

    var file: SourceFile { json.file }

    /// Syntax and type errors (each at the start of its value) and duplicate keys.
    var findings: ParseFindings {
        let failures = json.errors.map { error in
            ParseFailure(location: SourceLocation(path: error.location.path, start: error.location.start, end: error.location.start), message: error.message)
        }
        return ParseFindings(duplicates: duplicates, failures: failures)
    }

    /// Parses the file, recording a syntax error or the duplicate keys it contains.
    mutating func parse() -> JSONDocument? {
        guard let document = json.parse() else { return nil }
        for pair in document.duplicateKeys() {
            duplicates.append(DuplicateKey(key: pair.duplicate.string ?? "", first: range(of: pair.first), duplicate: range(of: pair.duplicate)))
        }
        return document
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
