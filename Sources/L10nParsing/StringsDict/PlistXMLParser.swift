import L10nModel

/// A positioned reader for Apple's XML property lists (`.stringsdict`, `Info.plist`).
///
/// Foundation's `XMLParser` and `PropertyListSerialization` lose every position, so this reads
/// the small XML subset plists use: the `<?xml?>` declaration, `<!DOCTYPE>`, comments, CDATA,
/// the five predefined entities and character references, attributes (ignored), self-closing
/// elements. It never recurses while parsing; nesting is capped at ``maximumDepth`` (as
/// Foundation caps its old-style plists) so that freeing the tree cannot exhaust the stack.
package enum PlistXMLParser {
    static let maximumDepth = 512

    /// Parses UTF-8 text (without a byte-order mark). NUL bytes and invalid UTF-8 are errors.
    static func parse(_ p: UnsafeBufferPointer<UInt8>) -> Result<PlistDocument, TextSyntaxError> {
        if p.count >= 6, Array(p[0..<6]) == Array("bplist".utf8) {
            return .failure(TextSyntaxError("expected an XML property list, found a binary property list", at: 0))
        }
        if let error = TextScanning.firstUnreadableByte(in: p) { return .failure(error) }
        var scanner = PlistXMLScanner(p: p)
        do throws(TextSyntaxError) {
            let root = try scanner.parseDocument()
            return .success(PlistDocument(root: root, duplicateKeys: scanner.duplicateKeys))
        } catch {
            return .failure(error)
        }
    }
}

/// The elements of the plist DTD.
package enum PlistElement: String, Sendable {
    case plist, dict, array, key, string, integer, real, `true`, `false`, date, data
}

/// A `<plist>`, `<dict>` or `<array>` whose end tag has not been read yet.
package struct OpenPlistElement {
    var element: PlistElement
    var start: Int
    /// Array elements, or the one value of a `<plist>`.
    var items: [PlistValue] = []
    var entries: [PlistDictEntry] = []
    /// A `<key>` read in a `<dict>`, waiting for its value.
    var pendingKey: (text: String, range: Range<Int>)?
    /// Built only for large dicts, see `firstDefinition(of:at:in:)`.
    var firstKeyRanges: [ExactKey: Range<Int>] = [:]
}

/// The scanning state; one instance per parse. Text content lives in `PlistXMLText.swift`.
package struct PlistXMLScanner {
    package let p: UnsafeBufferPointer<UInt8>
    package let end: Int
    package var position = 0
    var stack: [OpenPlistElement] = []
    var root: PlistValue?
    var duplicateKeys: [PlistDocument.DuplicateKey] = []

    init(p: UnsafeBufferPointer<UInt8>) {
        self.p = p
        self.end = p.count
    }

    mutating func parseDocument() throws(TextSyntaxError) -> PlistValue {
        while true {
            try skipMisc()
            guard position < end else { break }
            guard p[position] == lessThan else { throw unexpected(expectation) }
            if position + 1 < end, p[position + 1] == slash {
                try readEndTag()
            } else {
                try readStartTag()
            }
        }
        if let open = stack.last {
            let name = open.element.rawValue
            throw TextSyntaxError("unexpected end of file, expected </\(name)> to close this <\(name)>", at: open.start)
        }
        guard let root else { throw TextSyntaxError("unexpected end of file, expected a property list", at: position) }
        return root
    }

    /// What may come next where markup or text is not allowed, for "expected …, found …".
    var expectation: String {
        guard let top = stack.last else {
            return root == nil ? "expected a property list" : "expected end of file after the property list"
        }
        switch top.element {
        case .plist: return top.items.isEmpty ? "expected a value in <plist>" : "expected </plist>"
        case .array: return "expected a value or </array>"
        default:
            guard let key = top.pendingKey else { return "expected <key> or </dict>" }
            return "expected a value for key '\(key.text)'"
        }
    }

    // MARK: - Tags

    private mutating func readStartTag() throws(TextSyntaxError) {
        let start = position
        position += 1
        let name = readName()
        guard let element = PlistElement(rawValue: name) else {
            if name.isEmpty { throw unexpected("expected an element name after '<'") }
            if name.hasPrefix("!") { throw TextSyntaxError("\(expectation), found '<\(name.prefix(8))'", at: start) }
            throw TextSyntaxError("unknown element <\(name)>, expected a property list element", at: start)
        }
        let selfClosing = try finishTag(name, isEndTag: false)
        try checkPlacement(of: element, at: start)
        if element == .plist, selfClosing {
            throw TextSyntaxError("expected a value in <plist>, found <plist/>", at: start)
        }
        switch element {
        case .plist, .dict, .array:
            guard !selfClosing else { return close(OpenPlistElement(element: element, start: start)) }
            guard stack.count < PlistXMLParser.maximumDepth else {
                throw TextSyntaxError("nesting too deep, expected at most \(PlistXMLParser.maximumDepth) nested elements", at: start)
            }
            stack.append(OpenPlistElement(element: element, start: start))
        case .true, .false:
            if !selfClosing {
                let (text, _) = try readText(of: element, startingAt: start)
                if !text.allSatisfy(\.isWhitespace) {
                    throw TextSyntaxError("expected </\(name)> right after <\(name)>, found text", at: start)
                }
            }
            deliver(PlistValue(content: .bool(element == .true), range: start..<position))
        default:
            let (text, textRange) = selfClosing ? ("", position..<position) : try readText(of: element, startingAt: start)
            deliver(element, text: text, textRange: textRange, range: start..<position)
        }
    }

    private mutating func readEndTag() throws(TextSyntaxError) {
        let start = position
        position += 2
        let name = readName()
        _ = try finishTag(name, isEndTag: true)
        guard let top = stack.last else { throw TextSyntaxError("\(expectation), found </\(name)>", at: start) }
        guard name == top.element.rawValue else {
            throw TextSyntaxError("expected </\(top.element.rawValue)>, found </\(name)>", at: start)
        }
        if top.element == .plist, top.items.isEmpty {
            throw TextSyntaxError("expected a value in <plist>, found </plist>", at: start)
        }
        if let key = top.pendingKey {
            throw TextSyntaxError("expected a value for key '\(key.text)', found </\(name)>", at: start)
        }
        close(stack.removeLast())
    }

    /// A container's end: its value goes to the parent (or becomes the root).
    private mutating func close(_ open: OpenPlistElement) {
        let range = open.start..<position
        switch open.element {
        case .plist:
            root = open.items.first
        case .dict:
            deliver(PlistValue(content: .dict(open.entries), range: range))
        default:
            deliver(PlistValue(content: .array(open.items), range: range))
        }
    }

    /// Rejects an element where the DTD allows none of its kind, before reading its content.
    private func checkPlacement(of element: PlistElement, at start: Int) throws(TextSyntaxError) {
        let isKey = element == .key
        let allowed: Bool
        if element == .plist {
            allowed = stack.isEmpty && root == nil
        } else if let top = stack.last {
            switch top.element {
            case .plist: allowed = top.items.isEmpty && !isKey
            case .dict: allowed = (top.pendingKey == nil) == isKey
            default: allowed = !isKey
            }
        } else {
            allowed = root == nil && !isKey
        }
        if !allowed {
            let found = element == .true || element == .false ? "<\(element.rawValue)/>" : "<\(element.rawValue)>"
            throw TextSyntaxError("\(expectation), found \(found)", at: start)
        }
    }

    private mutating func deliver(_ element: PlistElement, text: String, textRange: Range<Int>, range: Range<Int>) {
        let content: PlistValue.Content
        switch element {
        case .key:
            return acceptKey(text, range: textRange)
        case .integer: content = .integer(text)
        case .real: content = .real(text)
        case .date: content = .date(text)
        case .data: content = .data(text)
        default: content = .string(text)
        }
        deliver(PlistValue(content: content, range: range))
    }

    private mutating func acceptKey(_ text: String, range: Range<Int>) {
        let top = stack.count - 1
        guard top >= 0 else { return }
        if let first = firstDefinition(of: ExactKey(text), at: range, in: top) {
            duplicateKeys.append(PlistDocument.DuplicateKey(key: text, first: first, duplicate: range))
        }
        stack[top].pendingKey = (text, range)
    }

    /// Where `key` was first defined in the open dict `top`, if it was. Nearly every plist dict
    /// is small and searched linearly; a large one gets an index when it outgrows that.
    private mutating func firstDefinition(of key: ExactKey, at range: Range<Int>, in top: Int) -> Range<Int>? {
        let linearLimit = 16
        if stack[top].entries.count < linearLimit {
            return stack[top].entries.first { ExactKey($0.key) == key }?.keyRange
        }
        if stack[top].firstKeyRanges.isEmpty {
            for entry in stack[top].entries where stack[top].firstKeyRanges[ExactKey(entry.key)] == nil {
                stack[top].firstKeyRanges[ExactKey(entry.key)] = entry.keyRange
            }
        }
        if let first = stack[top].firstKeyRanges[key] { return first }
        stack[top].firstKeyRanges[key] = range
        return nil
    }

    /// Hands a complete value to the open container (placement was checked at its start tag).
    private mutating func deliver(_ value: PlistValue) {
        let top = stack.count - 1
        guard top >= 0 else {
            root = value
            return
        }
        if stack[top].element == .dict, let key = stack[top].pendingKey {
            stack[top].entries.append(PlistDictEntry(key: key.text, keyRange: key.range, value: value))
            stack[top].pendingKey = nil
        } else {
            stack[top].items.append(value)
        }
    }

    /// An element name: everything up to whitespace, `/`, `>` or `<`.
    mutating func readName() -> String {
        let start = position
        while position < end {
            let byte = p[position]
            if byte == slash || byte == greaterThan || byte == lessThan || TextScanning.isASCIIWhitespace(byte) { break }
            position += 1
        }
        return TextScanning.string(p, start..<position)
    }

    /// Skips attributes up to `>` or `/>`; returns whether the tag closed itself.
    mutating func finishTag(_ name: String, isEndTag: Bool) throws(TextSyntaxError) -> Bool {
        var expectation: String { "expected '>' to close <\(isEndTag ? "/" : "")\(name)>" }
        while position < end {
            switch p[position] {
            case greaterThan:
                position += 1
                return false
            case slash where position + 1 < end && p[position + 1] == greaterThan:
                position += 2
                return true
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let quote = p[position]
                position += 1
                while position < end, p[position] != quote { position += 1 }
                position += 1
            case lessThan:
                throw unexpected(expectation)
            default:
                position += 1
            }
        }
        throw TextSyntaxError("unexpected end of file, \(expectation)", at: min(position, end))
    }

    // MARK: - Errors

    /// An error at the current position that names what was found there.
    func unexpected(_ expectation: String) -> TextSyntaxError {
        guard position < end else { return TextSyntaxError("unexpected end of file, \(expectation)", at: position) }
        return TextSyntaxError("\(expectation), found \(TextScanning.describeCharacter(p, at: position))", at: position)
    }
}

private let lessThan = UInt8(ascii: "<")
private let greaterThan = UInt8(ascii: ">")
private let slash = UInt8(ascii: "/")
