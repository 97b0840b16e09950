extension BinaryInteger {
    /// Upper-case hexadecimal digits, zero-padded to at least `width`: how messages name a code
    /// point (`U+200B`), a UTF-16 unit (`\U00E9`) or a byte (`0x0A`). One spelling for every message.
    package func hexDigits(_ width: Int) -> String {
        let digits = String(self, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
