import L10nModel

/// Shared plumbing for the two JSON catalog formats: parse once, turn syntax errors and
/// duplicate keys into findings, and check value types with positioned messages.
package struct JSONCatalogReader {
    let file: SourceFile
    private(set) var findings = ParseFindings()

    init(file: SourceFile) { self.file = file }

    /// Parses the file, recording a syntax error or the duplicate keys it contains.
    mutating func parse() -> JSONDocument? {
        switch JSONParser.parse(file.text.bytes) {
        case .failure(let error):
            fail(at: error.offset, error.message)
            return nil
        case .success(let document):
            for pair in document.duplicateKeys() {
                findings.duplicates.append(
                    DuplicateKey(key: pair.duplicate.string ?? "", first: range(of: pair.first), duplicate: range(of: pair.duplicate)))
            }
            return document
        }
    }

    func range(of value: JSONValue) -> SourceRange {
        SourceRange(file: file.id, start: value.start, end: value.end)
    }

    mutating func fail(at offset: Int, _ message: String) {
        let position = file.text.position(at: offset)
        findings.failures.append(
            ParseFailure(location: SourceLocation(path: file.path, start: position, end: position), message: message))
    }

    /// Records "expected …, found …" at `value` and returns nil when it is not of `kind`.
    mutating func expect(_ kind: JSONKind, _ value: JSONValue, for what: String) -> JSONValue? {
        if value.kind == kind { return value }
        fail(at: value.start, "expected \(kind.article) for \(what), found \(value.kind.article)")
        return nil
    }

    mutating func string(_ value: JSONValue, for what: String) -> String? {
        expect(.string, value, for: what)?.string
    }

    mutating func bool(_ value: JSONValue, for what: String) -> Bool? {
        if let bool = value.bool { return bool }
        fail(at: value.start, "expected a boolean for \(what), found \(value.kind.article)")
        return nil
    }

    mutating func int(_ value: JSONValue, for what: String) -> Int? {
        if let int = value.int { return int }
        fail(at: value.start, "expected an integer for \(what), found \(value.kind == .number ? "a fraction" : value.kind.article)")
        return nil
    }

    func unit(_ value: JSONValue, text: String, state: TranslationState) -> StringUnit {
        StringUnit(value: text, state: state, range: range(of: value))
    }
}
