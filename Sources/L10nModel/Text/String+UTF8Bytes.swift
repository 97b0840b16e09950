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
