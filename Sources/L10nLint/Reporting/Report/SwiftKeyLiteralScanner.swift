/// Finds where Swift sources use catalog keys, as plain string literals exactly equal to a key
/// (`Text("paywall.headline")`, `.accessibilityLabel("share.progress")`).
///
/// A stand-in for the Swift scanner's facts: one pass over each `.swift` file's bytes, no
/// regular expressions, skipping comments; literals with escapes or interpolation are never
/// keys here. Pass real usages through ``TranslationReport/Options/keyUsages`` instead when
/// the scanner provides them.
enum SwiftKeyLiteralScanner {
    static func usages(in project: Project, keys: Set<String>) -> [String: [SourceLocation]] {
        guard !keys.isEmpty else { return [:] }
        var result: [String: [SourceLocation]] = [:]
        for file in project.files where file.path.hasSuffix(".swift") {
            for literal in literals(in: file.text.bytes) {
                let text = String(decoding: file.text.bytes[literal.content], as: UTF8.self)
                guard keys.contains(text) else { continue }
                let position = file.text.position(at: literal.start)
                result[text, default: []].append(SourceLocation(path: file.path, start: position, end: position))
            }
        }
        return result
    }

    /// Single-line literals without backslashes: where the opening quote is and the content.
    static func literals(in bytes: [UInt8]) -> [(start: Int, content: Range<Int>)] {
        let quote = UInt8(ascii: "\""), slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
        let backslash = UInt8(ascii: "\\"), newline = UInt8(ascii: "\n")
        var found: [(start: Int, content: Range<Int>)] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == slash, index + 1 < bytes.count, bytes[index + 1] == slash {
                index = (bytes[index...].firstIndex(of: newline) ?? bytes.count)
            } else if byte == slash, index + 1 < bytes.count, bytes[index + 1] == star {
                index = end(of: [star, slash], in: bytes, from: index + 2)
            } else if byte == quote, index + 2 < bytes.count, bytes[index + 1] == quote, bytes[index + 2] == quote {
                index = end(of: [quote, quote, quote], in: bytes, from: index + 3)
            } else if byte == quote {
                var cursor = index + 1
                var plain = true
                while cursor < bytes.count, bytes[cursor] != quote, bytes[cursor] != newline {
                    if bytes[cursor] == backslash {
                        plain = false
                        cursor += 1
                    }
                    cursor += 1
                }
                if plain, cursor < bytes.count, bytes[cursor] == quote { found.append((index, index + 1..<cursor)) }
                index = cursor + 1
            } else {
                index += 1
            }
        }
        return found
    }

    /// The offset just past the next `terminator`, or the end.
    private static func end(of terminator: [UInt8], in bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index + terminator.count <= bytes.count {
            if bytes[index] == terminator[0], Array(bytes[index..<index + terminator.count]) == terminator {
                return index + terminator.count
            }
            index += 1
        }
        return bytes.count
    }
}
