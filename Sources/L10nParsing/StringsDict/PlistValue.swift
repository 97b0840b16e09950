import L10nModel

/// One value of an XML property list with the bytes of its element, so `.stringsdict` findings
/// can point at the exact `<string>`. Scalars keep their text as written; nothing here needs
/// them as numbers or dates.
package struct PlistValue: Sendable {
    package enum Content: Sendable {
        /// Entries in document order, duplicate keys included (Foundation keeps the last one).
        case dict([PlistDictEntry])
        case array([PlistValue])
        case string(String)
        case integer(String)
        case real(String)
        case bool(Bool)
        case date(String)
        case data(String)
    }

    var content: Content
    /// From the `<` of the start tag to the `>` of the end tag (or of `<tag/>`).
    var range: Range<Int>

    /// How messages name the element: `<dict>`.
    var elementName: String {
        switch content {
        case .dict: "<dict>"
        case .array: "<array>"
        case .string: "<string>"
        case .integer: "<integer>"
        case .real: "<real>"
        case .bool(let value): value ? "<true/>" : "<false/>"
        case .date: "<date>"
        case .data: "<data>"
        }
    }

    var string: String? {
        if case .string(let text) = content { return text }
        return nil
    }

    var dictEntries: [PlistDictEntry]? {
        if case .dict(let entries) = content { return entries }
        return nil
    }
}

/// A `<key>` of a `<dict>` and the value that follows it.
package struct PlistDictEntry: Sendable {
    var key: String
    /// The key's text between `<key>` and `</key>` (entities as written).
    var keyRange: Range<Int>
    var value: PlistValue
}

extension Array where Element == PlistDictEntry {
    /// One entry per key, at the place of its first definition, holding the last definition:
    /// how `NSDictionary` reads a `<dict>` with duplicate keys.
    var lastDefinitions: [PlistDictEntry] {
        var result: [PlistDictEntry] = []
        result.reserveCapacity(count)
        guard count >= 16 else {
            // Small dicts (nearly all) are cheaper to search than to hash.
            for entry in self {
                let key = ExactKey(entry.key)
                if let index = result.firstIndex(where: { ExactKey($0.key) == key }) {
                    result[index] = entry
                } else {
                    result.append(entry)
                }
            }
            return result
        }
        var indexByKey: [ExactKey: Int] = [:]
        for entry in self {
            if let index = indexByKey[ExactKey(entry.key)] {
                result[index] = entry
            } else {
                indexByKey[ExactKey(entry.key)] = result.count
                result.append(entry)
            }
        }
        return result
    }

    /// The value Foundation would return for `key` (the last definition).
    func last(_ key: String) -> PlistValue? {
        last { $0.key == key }?.value
    }
}

/// A parsed XML property list: its root value and the keys defined twice in one `<dict>`.
/// The model's duplicate key, named apart from ``PlistDocument/DuplicateKey`` (a module
/// qualifier would not compile where the fuzz targets build every source as one module).
private typealias TableDuplicateKey = DuplicateKey

extension PlistDocument {
    /// `file` read as an XML property list, its duplicate keys added to `findings`; nil (the
    /// failure added) when it is not well-formed. What `.stringsdict` and XML `.strings` files share.
    static func read(_ file: SourceFile, into findings: inout ParseFindings) -> PlistDocument? {
        switch file.text.bytes.withUnsafeBufferPointer({ PlistXMLParser.parse($0) }) {
        case .failure(let error):
            findings.failures.append(file.parseFailure(error))
            return nil
        case .success(let document):
            func range(_ bytes: Range<Int>) -> SourceRange { SourceRange(file: file.id, start: bytes.lowerBound, end: bytes.upperBound) }
            findings.duplicates = document.duplicateKeys.map { TableDuplicateKey(key: $0.key, first: range($0.first), duplicate: range($0.duplicate)) }
            return document
        }
    }
}

package struct PlistDocument: Sendable {
    package struct DuplicateKey: Sendable, Hashable {
        var key: String
        var first: Range<Int>
        var duplicate: Range<Int>
    }

    var root: PlistValue
    var duplicateKeys: [DuplicateKey]
}
