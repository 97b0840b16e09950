/// What the XML readers (`.stringsdict`/plist and XLIFF) share at the byte level: prefixes,
/// skipping to a terminator, and the entities they decode.
package protocol XMLByteScanning {
    var p: UnsafeBufferPointer<UInt8> { get }
    var end: Int { get }
    var position: Int { get set }
}

extension XMLByteScanning {
    /// Decodes `&lt; &gt; &amp; &quot; &apos; &#123; &#x1F600;` at the current `&`.
    mutating func appendEntity(to buffer: inout [UInt8]) throws(TextSyntaxError) {
        let start = position
        var index = start + 1
        while index < end, index - start <= 32, p[index] != semicolon, p[index] != ampersand, p[index] != lessThan,
            !TextScanning.isASCIIWhitespace(p[index])
        {
            index += 1
        }
        guard index < end, p[index] == semicolon, index > start + 1 else {
            throw TextSyntaxError("unescaped '&', expected an entity such as '&amp;'", at: start)
        }
        let name = TextScanning.string(p, (start + 1)..<index)
        position = index + 1
        guard let decoded = XMLEntities.decode(name) else {
            if name.hasPrefix("#") {
                throw TextSyntaxError("invalid character reference '&\(name);', expected a Unicode scalar value", at: start)
            }
            throw TextSyntaxError("unknown entity '&\(name);', expected &lt; &gt; &amp; &quot; &apos; or &#…;", at: start)
        }
        buffer.append(contentsOf: decoded)
    }

    /// Moves past the first `terminator` at or after `index`; the error points at the construct.
    mutating func skip(to terminator: StaticString, from index: Int, unterminated message: String) throws(TextSyntaxError) {
        let start = position
        position = index
        while position < end {
            if hasPrefix(terminator) {
                position += terminator.utf8CodeUnitCount
                return
            }
            position += 1
        }
        throw TextSyntaxError(message, at: start)
    }

    @inline(__always)
    func hasPrefix(_ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard position + count <= end else { return false }
        let bytes = prefix.utf8Start
        for offset in 0..<count where p[position + offset] != bytes[offset] { return false }
        return true
    }
}

/// The five predefined entities and character references, shared by the XML readers.
package enum XMLEntities {
    /// The UTF-8 bytes `&name;` stands for (`name` without `&` and `;`), nil when it is not a
    /// predefined entity or a valid reference to a non-NUL scalar.
    static func decode(_ name: String) -> [UInt8]? {
        switch name {
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "amp": return [UInt8(ascii: "&")]
        case "quot": return [UInt8(ascii: "\"")]
        case "apos": return [UInt8(ascii: "'")]
        default:
            guard name.hasPrefix("#"), let scalar = characterReference(name.utf8.dropFirst()), scalar.value != 0,
                let encoded = UTF8.encode(scalar)
            else { return nil }
            return Array(encoded)
        }
    }

    /// `123` or `x1F600` (without `&#` and `;`) as a scalar; nil for surrogates and overflow.
    static func characterReference(_ digits: Substring.UTF8View) -> Unicode.Scalar? {
        let isHex = digits.first == UInt8(ascii: "x")
        let body = isHex ? digits.dropFirst() : digits
        guard !body.isEmpty else { return nil }
        var value: UInt32 = 0
        for byte in body {
            let digit: UInt8?
            if isHex {
                digit = JSONStringDecoder.hexValue(byte)
            } else {
                digit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? byte - UInt8(ascii: "0") : nil
            }
            guard let digit else { return nil }
            value = value * (isHex ? 16 : 10) + UInt32(digit)
            if value > 0x10FFFF { return nil }
        }
        return Unicode.Scalar(value)
    }
}


private let ampersand = UInt8(ascii: "&")
private let lessThan = UInt8(ascii: "<")
private let semicolon = UInt8(ascii: ";")
