/// A positioned, non-validating XML reader for exchange formats (XLIFF): the document as a flat
/// list of start tags (with attributes), end tags and text, each with its byte offset.
///
/// It checks well-formedness (matched tags, one root, quoted attributes) and decodes only the
/// five predefined entities and character references: a `<!DOCTYPE>` is refused, so no entity
/// is ever expanded from a DTD (no "billion laughs"). It never recurses: nesting is a stack.
package enum XMLReader {
    /// An attribute with its decoded value and the offset of its name.
    package struct Attribute: Sendable, Equatable {
        var name: String
        var value: String
        var offset: Int
    }

    package enum Event: Sendable, Equatable {
        case start(name: String, attributes: [Attribute], offset: Int)
        case end(name: String, offset: Int)
        /// Character data (entities, references and CDATA decoded); `offset` is its first byte.
        case text(String, offset: Int)
    }

    /// The events of UTF-8 `bytes` (a leading byte-order mark is skipped). A self-closing tag
    /// yields a start and an end event.
    static func read(_ bytes: [UInt8]) -> Result<[Event], TextSyntaxError> {
        bytes.withUnsafeBufferPointer { p in
            if let error = TextScanning.firstUnreadableByte(in: p) { return .failure(error) }
            var scanner = XMLScanner(p: p)
            do throws(TextSyntaxError) {
                try scanner.run()
                return .success(scanner.events)
            } catch {
                return .failure(error)
            }
        }
    }
}

/// The scanning state of one ``XMLReader/read(_:)``.
private struct XMLScanner: XMLByteScanning {
    let p: UnsafeBufferPointer<UInt8>
    let end: Int
    var position = 0
    var events: [XMLReader.Event] = []
    var open: [(name: String, offset: Int)] = []
    var sawRoot = false

    init(p: UnsafeBufferPointer<UInt8>) {
        self.p = p
        self.end = p.count
        if hasPrefix("\u{FEFF}") { position = 3 }
    }

    mutating func run() throws(TextSyntaxError) {
        while position < end {
            if hasPrefix("<?") {
                try skip(to: "?>", from: position + 2, unterminated: "unterminated processing instruction, expected '?>'")
            } else if hasPrefix("<!--") {
                try skip(to: "-->", from: position + 4, unterminated: "unterminated comment, expected '-->'")
            } else if hasPrefix("<!DOCTYPE") {
                throw TextSyntaxError("<!DOCTYPE> is not allowed (entities are never expanded)", at: position)
            } else if hasPrefix("<![CDATA[") {
                try readCDATA()
            } else if hasPrefix("</") {
                try readEndTag()
            } else if p[position] == lessThan {
                try readStartTag()
            } else {
                try readText()
            }
        }
        if let last = open.last {
            throw TextSyntaxError("unexpected end of file, expected </\(last.name)> to close this <\(last.name)>", at: last.offset)
        }
        guard sawRoot else { throw TextSyntaxError("unexpected end of file, expected an element", at: position) }
    }

    private mutating func readStartTag() throws(TextSyntaxError) {
        let start = position
        position += 1
        let name = readName()
        guard !name.isEmpty else { throw unexpected("expected an element name after '<'") }
        if open.isEmpty, sawRoot { throw TextSyntaxError("unexpected <\(name)> after the root element", at: start) }
        sawRoot = true
        var attributes: [XMLReader.Attribute] = []
        // The hashes of the names seen, for the duplicate check: a scan of the earlier
        // attributes per attribute is quadratic (200,000 attributes on one element, issue 28),
        // and a set of the names themselves took twice the memory. Only a repeated hash is
        // checked against the names.
        var hashes: Set<Int> = []
        while true {
            let hadSpace = skipWhitespace()
            guard position < end else { throw TextSyntaxError("unexpected end of file, expected '>' to close <\(name)>", at: start) }
            if p[position] == greaterThan {
                position += 1
                events.append(.start(name: name, attributes: attributes, offset: start))
                open.append((name, start))
                return
            }
            if hasPrefix("/>") {
                position += 2
                events.append(.start(name: name, attributes: attributes, offset: start))
                events.append(.end(name: name, offset: start))
                return
            }
            guard hadSpace else { throw unexpected("expected whitespace, '>' or '/>' in <\(name)>") }
            let attribute = try readAttribute(in: name)
            if !hashes.insert(attribute.name.hashValue).inserted, attributes.contains(where: { $0.name == attribute.name }) {
                throw TextSyntaxError("duplicate attribute '\(attribute.name)' in <\(name)>", at: attribute.offset)
            }
            attributes.append(attribute)
        }
    }

    private mutating func readAttribute(in element: String) throws(TextSyntaxError) -> XMLReader.Attribute {
        let offset = position
        let name = readName()
        guard !name.isEmpty else { throw unexpected("expected an attribute name, '>' or '/>' in <\(element)>") }
        skipWhitespace()
        guard position < end, p[position] == UInt8(ascii: "=") else { throw unexpected("expected '=' after attribute '\(name)'") }
        position += 1
        skipWhitespace()
        guard position < end, p[position] == quote || p[position] == apostrophe else {
            throw unexpected("expected a quoted value for attribute '\(name)'")
        }
        let delimiter = p[position]
        position += 1
        var buffer: [UInt8] = []
        while position < end, p[position] != delimiter {
            let byte = p[position]
            if byte == lessThan { throw TextSyntaxError("'<' is not allowed in an attribute value", at: position) }
            if byte == ampersand {
                try appendEntity(to: &buffer)
            } else {
                // Attribute-value normalization: raw whitespace becomes a space.
                buffer.append(byte == 0x09 || byte == 0x0A || byte == 0x0D ? space : byte)
                position += 1
            }
        }
        guard position < end else { throw TextSyntaxError("unterminated value of attribute '\(name)'", at: offset) }
        position += 1
        return XMLReader.Attribute(name: name, value: String(decoding: buffer, as: UTF8.self), offset: offset)
    }

    private mutating func readEndTag() throws(TextSyntaxError) {
        let start = position
        position += 2
        let name = readName()
        skipWhitespace()
        guard position < end, p[position] == greaterThan else { throw unexpected("expected '>' to close </\(name)>") }
        position += 1
        guard let last = open.last else { throw TextSyntaxError("unexpected </\(name)>, no element is open", at: start) }
        guard last.name == name else { throw TextSyntaxError("expected </\(last.name)>, found </\(name)>", at: start) }
        open.removeLast()
        events.append(.end(name: name, offset: start))
    }

    private mutating func readText() throws(TextSyntaxError) {
        let start = position
        var buffer: [UInt8] = []
        while position < end, p[position] != lessThan {
            let byte = p[position]
            if byte == ampersand {
                try appendEntity(to: &buffer)
            } else if byte == 0x0D {
                // End-of-line normalization: CR LF and lone CR become LF.
                buffer.append(0x0A)
                position += position + 1 < end && p[position + 1] == 0x0A ? 2 : 1
            } else {
                buffer.append(byte)
                position += 1
            }
        }
        try appendText(buffer, at: start)
    }

    private mutating func readCDATA() throws(TextSyntaxError) {
        let start = position
        let bodyStart = position + 9
        try skip(to: "]]>", from: bodyStart, unterminated: "unterminated CDATA section, expected ']]>'")
        try appendText(Array(p[bodyStart..<(position - 3)]), at: start)
    }

    private mutating func appendText(_ bytes: [UInt8], at offset: Int) throws(TextSyntaxError) {
        if open.isEmpty {
            guard bytes.allSatisfy(TextScanning.isASCIIWhitespace) else {
                throw TextSyntaxError("text outside the root element", at: offset)
            }
            return
        }
        let text = String(decoding: bytes, as: UTF8.self)
        if case .text(let previous, let previousOffset)? = events.last {
            events[events.count - 1] = .text(previous + text, offset: previousOffset)
        } else {
            events.append(.text(text, offset: offset))
        }
    }

    private mutating func readName() -> String {
        let start = position
        while position < end {
            let byte = p[position]
            if byte == slash || byte == greaterThan || byte == lessThan || byte == UInt8(ascii: "=") || byte == quote
                || byte == apostrophe || TextScanning.isASCIIWhitespace(byte)
            {
                break
            }
            position += 1
        }
        return TextScanning.string(p, start..<position)
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = position
        while position < end, TextScanning.isASCIIWhitespace(p[position]) { position += 1 }
        return position > start
    }

    private func unexpected(_ expectation: String) -> TextSyntaxError {
        guard position < end else { return TextSyntaxError("unexpected end of file, \(expectation)", at: position) }
        return TextSyntaxError("\(expectation), found \(TextScanning.describeCharacter(p, at: position))", at: position)
    }
}

private let lessThan = UInt8(ascii: "<")
private let greaterThan = UInt8(ascii: ">")
private let slash = UInt8(ascii: "/")
private let ampersand = UInt8(ascii: "&")
private let quote = UInt8(ascii: "\"")
private let apostrophe = UInt8(ascii: "'")
private let space = UInt8(ascii: " ")
