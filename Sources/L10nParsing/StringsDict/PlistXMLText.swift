/// Text content and the markup that is not elements: comments, processing instructions,
/// `<!DOCTYPE>`, CDATA sections and entities.
extension PlistXMLScanner: XMLByteScanning {
    /// Skips whitespace, comments, processing instructions and (before the root) `<!DOCTYPE>`:
    /// everything XML allows between elements.
    mutating func skipMisc() throws(TextSyntaxError) {
        while position < end {
            if TextScanning.isASCIIWhitespace(p[position]) {
                position += 1
            } else if hasPrefix("<?") {
                try skip(to: "?>", from: position + 2, unterminated: "unterminated processing instruction, expected '?>'")
            } else if hasPrefix("<!--") {
                try skip(to: "-->", from: position + 4, unterminated: "unterminated comment, expected '-->'")
            } else if hasPrefix("<!DOCTYPE"), stack.isEmpty, root == nil {
                try skipDoctype()
            } else {
                return
            }
        }
    }

    /// Reads the text of a `<string>`, `<key>` or scalar up to its end tag, decoding entities and
    /// CDATA. Returns the text and the range of its raw bytes (between the two tags).
    mutating func readText(of element: PlistElement, startingAt elementStart: Int) throws(TextSyntaxError) -> (String, Range<Int>) {
        let contentStart = position
        var buffer: [UInt8] = []
        var usesBuffer = false
        var runStart = position
        while position < end {
            let byte = p[position]
            if byte != ampersand, byte != lessThan {
                position += 1
                continue
            }
            let markupStart = position
            if hasPrefix("</") {
                let text = usesBuffer
                    ? String(decoding: buffer + UnsafeBufferPointer(rebasing: p[runStart..<position]), as: UTF8.self)
                    : TextScanning.string(p, contentStart..<position)
                position += 2
                let name = readName()
                _ = try finishTag(name, isEndTag: true)
                guard name == element.rawValue else {
                    throw TextSyntaxError("expected </\(element.rawValue)>, found </\(name)>", at: markupStart)
                }
                return (text, contentStart..<markupStart)
            }
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: p[runStart..<position]))
            usesBuffer = true
            if byte == ampersand {
                try appendEntity(to: &buffer)
            } else if hasPrefix("<![CDATA[") {
                let bodyStart = position + 9
                try skip(to: "]]>", from: bodyStart, unterminated: "unterminated CDATA section, expected ']]>'")
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: p[bodyStart..<(position - 3)]))
            } else if hasPrefix("<!--") {
                try skip(to: "-->", from: position + 4, unterminated: "unterminated comment, expected '-->'")
            } else if hasPrefix("<?") {
                try skip(to: "?>", from: position + 2, unterminated: "unterminated processing instruction, expected '?>'")
            } else {
                position += 1
                let name = readName()
                guard !name.isEmpty else {
                    throw TextSyntaxError("unescaped '<', expected '&lt;' or </\(element.rawValue)>", at: markupStart)
                }
                throw TextSyntaxError("expected </\(element.rawValue)>, found <\(name)>", at: markupStart)
            }
            runStart = position
        }
        let name = element.rawValue
        throw TextSyntaxError("unexpected end of file, expected </\(name)> to close this <\(name)>", at: elementStart)
    }

    /// `<!DOCTYPE …>`, including an internal subset in brackets and quoted identifiers.
    private mutating func skipDoctype() throws(TextSyntaxError) {
        let start = position
        position += 9
        var depth = 0
        while position < end {
            switch p[position] {
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let quote = p[position]
                position += 1
                while position < end, p[position] != quote { position += 1 }
            case UInt8(ascii: ">") where depth <= 0:
                position += 1
                return
            default: break
            }
            position += 1
        }
        throw TextSyntaxError("unterminated <!DOCTYPE>, expected '>'", at: start)
    }
}

private let ampersand = UInt8(ascii: "&")
private let lessThan = UInt8(ascii: "<")
