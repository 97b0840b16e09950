/// Decodes the body of an already-validated JSON string literal.
package enum JSONStringDecoder {
    static func decode(_ p: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, hasEscapes: Bool) -> String {
        if !hasEscapes {
            return String(decoding: UnsafeBufferPointer(rebasing: p[start..<end]), as: UTF8.self)
        }
        var output: [UInt8] = []
        output.reserveCapacity(end - start)
        var index = start
        while index < end {
            let byte = p[index]
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                index += 1
                continue
            }
            let escaped = p[index + 1]
            index += 2
            switch escaped {
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = UInt32(hex4(p, index))
                index += 4
                if (0xD800...0xDBFF).contains(scalar), index + 5 < end + 1, p[index] == UInt8(ascii: "\\") {
                    let low = UInt32(hex4(p, index + 2))
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                }
                output.append(contentsOf: UTF8.encode(Unicode.Scalar(scalar) ?? "\u{FFFD}")!)
            default: output.append(escaped)  // " \ /
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    @inline(__always)
    static func hex4(_ p: UnsafeBufferPointer<UInt8>, _ index: Int) -> UInt16 {
        var value: UInt16 = 0
        for offset in 0..<4 {
            value = value << 4 | UInt16(hexValue(p[index + offset]) ?? 0)
        }
        return value
    }

    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
