extension String {
    /// The string's UTF-8 bytes, read in place (a native or small string's bytes are
    /// contiguous; only a bridged one is copied). `var copy = text; copy.withUTF8 { … }` retained
    /// and released the string on every call: several percent of a lint whose rules ask it of
    /// every translated value.
    @inlinable
    package func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}

extension Array where Element == UInt8 {
    /// Appends `value` in decimal, as `String(value)` writes it, without making the `String`
    /// (the text and JSON reports write a line and a column for every finding).
    package mutating func appendDecimal(_ value: Int) {
        let start = count
        var rest = value.magnitude
        repeat {
            append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        if value < 0 { append(UInt8(ascii: "-")) }
        self[start...].reverse()
    }
}
