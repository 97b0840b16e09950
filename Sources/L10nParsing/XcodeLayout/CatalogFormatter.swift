import L10nModel

/// Reads a String Catalog into an editable tree and writes it back in Xcode's layout: the one
/// entry point `format`, `fix` and `import` share, so all three produce the same bytes.
public enum CatalogFormatter {
    /// Deeper than any catalog (Xcode nests at most about ten levels); the tree is recursive, so
    /// hostile nesting is refused instead of exhausting the stack.
    static let maximumDepth = 512

    /// A catalog as the writers see it.
    public struct Parsed: Sendable {
        public var tree: JSONTree
        /// Whether the file ended with a line break after its closing brace.
        public var trailingNewline: Bool

        /// The catalog's text in Xcode's layout.
        public var text: String { XcodeJSONWriter.text(tree, trailingNewline: trailingNewline) }
    }

    /// The catalog in `bytes`, or a message with the byte offset where it is not one.
    public static func parse(_ bytes: [UInt8]) -> Result<Parsed, JSONSyntaxError> {
        document(bytes).map { Parsed(tree: JSONTree($0.document.root), trailingNewline: $0.trailingNewline) }
    }

    /// Where `bytes` first differ from the catalog in Xcode's layout, nil when they are in it.
    public static func firstDifference(_ bytes: [UInt8]) -> Result<Int?, JSONSyntaxError> {
        document(bytes).map { XcodeJSONWriter.firstDifference(from: bytes, writing: $0.document.root, trailingNewline: $0.trailingNewline) }
    }

    /// The parsed catalog, refused when it is no object or nested deeper than the writer goes.
    private static func document(_ bytes: [UInt8]) -> Result<(document: JSONDocument, trailingNewline: Bool), JSONSyntaxError> {
        let document: JSONDocument
        switch JSONParser.parse(bytes) {
        case .success(let parsed): document = parsed
        case .failure(let error): return .failure(error)
        }
        guard document.root.isObject else {
            return .failure(JSONSyntaxError(message: "expected a String Catalog (a JSON object), found \(document.root.kind.article)", offset: document.root.start))
        }
        if let deep = document.firstValue(deeperThan: maximumDepth) {
            return .failure(JSONSyntaxError(message: "nested more than \(maximumDepth) levels deep", offset: deep))
        }
        var end = bytes.count
        while end > 0, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        let newline = end > 0 && (bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D)
        return .success((document, newline))
    }

    /// The formatted text, or nil when the file already is in Xcode's layout.
    public static func formatted(_ bytes: [UInt8]) -> Result<String?, JSONSyntaxError> {
        parse(bytes).map { parsed in
            let text = parsed.text
            return text.utf8.elementsEqual(bytes) ? nil : text
        }
    }
}

extension JSONDocument {
    /// The byte offset of the first container nested deeper than `limit`, nil when none is.
    func firstValue(deeperThan limit: Int) -> Int? {
        var ends: [UInt32] = []
        for index in nodes.indices {
            while let last = ends.last, UInt32(index) >= last { ends.removeLast() }
            let node = nodes[index]
            if node.kind == .object || node.kind == .array {
                ends.append(node.next)
                if ends.count > limit { return Int(node.start) }
            }
        }
        return nil
    }
}
