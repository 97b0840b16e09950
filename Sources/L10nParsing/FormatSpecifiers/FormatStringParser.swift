/// Splits a printf/Foundation format string into its `%` tokens: conversions with flags, width,
/// precision (`*` and `*n$` included), length modifiers and positions; Xcode 26's named
/// `%(name)lld`; `%%`; `%#@name@` substitution references; and, inside String Catalog
/// substitutions, `%arg`.
///
/// The grammar is ASCII, so the parser walks UTF-8 bytes and never allocates for text without
/// a `%` (most strings), which matters on 100 MB catalogs.
public enum FormatStringParser {
    /// - Parameter allowsArgumentPlaceholder: true for the variants of a String Catalog
    ///   substitution, where `%arg` stands for the substitution's own argument (elsewhere it is
    ///   `%a`, a hexadecimal double, followed by "rg").
    public static func tokens(in string: String, allowsArgumentPlaceholder: Bool = false) -> [FormatToken] {
        return string.withUTF8Bytes { bytes in
            guard TextSearch.containsByte(bytes, percent) else { return [] }
            var scanner = Scanner(bytes: bytes, allowsArgumentPlaceholder: allowsArgumentPlaceholder)
            return scanner.scanAll()
        }
    }

    /// Calls `body` with the UTF-8 range of each token that is not `.invalid`, in order, without
    /// building the tokens: what a scan that only skips format syntax (numbers in a value) needs.
    public static func forEachValidTokenRange(in string: String, allowsArgumentPlaceholder: Bool = false, _ body: (Range<Int>) -> Void) {
        forEachToken(in: string, allowsArgumentPlaceholder: allowsArgumentPlaceholder) { category, range in
            guard category != .invalid else { return }
            body(range)
        }
    }

    /// Calls `body` with each token's category and UTF-8 range, in order, without building the
    /// tokens or their parts (a scanner of the same bytes that hides format syntax: Markdown).
    public static func forEachToken(in string: String, allowsArgumentPlaceholder: Bool = false, _ body: (FormatToken.Category, Range<Int>) -> Void) {
        string.withUTF8Bytes { forEachToken(inUTF8: $0, allowsArgumentPlaceholder: allowsArgumentPlaceholder, body) }
    }

    /// ``forEachToken(in:allowsArgumentPlaceholder:_:)`` over a text's UTF-8 bytes, for a
    /// caller that already reads them.
    package static func forEachToken(
        inUTF8 bytes: UnsafeBufferPointer<UInt8>, allowsArgumentPlaceholder: Bool = false, _ body: (FormatToken.Category, Range<Int>) -> Void
    ) {
        guard TextSearch.containsByte(bytes, percent) else { return }
        var scanner = Scanner(bytes: bytes, allowsArgumentPlaceholder: allowsArgumentPlaceholder)
        scanner.scanAll { scanned, range in body(scanned.category, range) }
    }

    /// Calls `body` with the UTF-8 bytes of each token, in order, without making a string of
    /// them (a comparison of two values' tokens: `format-specifiers`' signatures).
    package static func forEachTokenText(in string: String, allowsArgumentPlaceholder: Bool = false, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        string.withUTF8Bytes { bytes in
            forEachToken(inUTF8: bytes, allowsArgumentPlaceholder: allowsArgumentPlaceholder) { _, range in body(UnsafeBufferPointer(rebasing: bytes[range])) }
        }
    }

    /// False when no token of the text can hold a digit: every `%` is followed by an ASCII
    /// letter, `@` or `%` (`%@`, `%ld`, `%arg`, `%%`). A token's digits are its position, flags,
    /// width, precision, `(name)` or `#@name@`, which come right after its `%`; letters there
    /// are only a length and a conversion.
    package static func tokensMayHoldDigits(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while let found = bytes[index...].firstIndex(of: percent) {
            guard found + 1 < bytes.count else { return false }
            let next = bytes[found + 1]
            guard (0x61...0x7A).contains(next | 0x20) || next == UInt8(ascii: "@") || next == percent else { return true }
            index = found + 2
        }
        return false
    }

    static let percent = UInt8(ascii: "%")
}

/// A token as offsets into the bytes scanned: no text is copied until a caller asks for a
/// ``FormatToken``. The walks that only skip or compare format syntax (`format-specifiers`'
/// signatures, a value's numbers, Markdown) never build a specifier's strings, which were most
/// of the cost of scanning `%@` (about 1,000 instructions with them, on every value).
private enum ScannedToken {
    case specifier(ScannedSpecifier)
    case percentLiteral
    case substitution(name: Range<Int>, position: Int?)
    case argumentPlaceholder
    case invalid

    var category: FormatToken.Category {
        switch self {
        case .specifier: .specifier
        case .percentLiteral: .percentLiteral
        case .substitution: .substitution
        case .argumentPlaceholder: .argumentPlaceholder
        case .invalid: .invalid
        }
    }

    /// The token's kind with its parts' texts, the token being `range` of `bytes`.
    func kind(in bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>) -> FormatToken.Kind {
        func text(_ range: Range<Int>) -> String { Scanner.string(bytes, range) }
        switch self {
        case .specifier(let scanned):
            return .specifier(FormatSpecifier(
                text: text(range), position: scanned.position, name: scanned.name.map(text), flags: text(scanned.flags),
                width: scanned.width, precision: scanned.precision, length: scanned.length,
                conversion: Character(Unicode.Scalar(scanned.conversion))))
        case .percentLiteral: return .percentLiteral
        case .substitution(let name, let position): return .substitution(name: text(name), position: position)
        case .argumentPlaceholder: return .argumentPlaceholder
        case .invalid: return .invalid
        }
    }
}

/// A ``FormatSpecifier`` as offsets into the bytes scanned.
private struct ScannedSpecifier {
    var position: Int?
    var name: Range<Int>?
    var flags: Range<Int>
    var width: FormatSpecifier.Amount?
    var precision: FormatSpecifier.Amount?
    var length: LengthModifier
    var conversion: UInt8
}

/// One pass over the bytes of a format string.
private struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let allowsArgumentPlaceholder: Bool
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>, allowsArgumentPlaceholder: Bool) {
        self.bytes = bytes
        self.allowsArgumentPlaceholder = allowsArgumentPlaceholder
    }

    mutating func scanAll() -> [FormatToken] {
        var tokens: [FormatToken] = []
        let bytes = self.bytes
        scanAll { scanned, range in
            tokens.append(FormatToken(kind: scanned.kind(in: bytes, range: range), text: Self.string(bytes, range), range: range))
        }
        return tokens
    }

    /// Calls `body` with each token and its range, in order.
    mutating func scanAll(_ body: (ScannedToken, Range<Int>) -> Void) {
        while index < bytes.count {
            guard bytes[index] == FormatStringParser.percent else {
                index += 1
                continue
            }
            let start = index
            index += 1
            let scanned = scanToken()
            body(scanned, start..<index)
        }
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Scans what follows a `%`; on return `index` is just past the token.
    private mutating func scanToken() -> ScannedToken {
        if current == FormatStringParser.percent {
            index += 1
            return .percentLiteral
        }
        // Most tokens are a conversion right after the `%` (`%@`, `%d`): nothing else to read.
        if let byte = current, Self.conversions.contains(byte), !(allowsArgumentPlaceholder && byte == UInt8(ascii: "a")) {
            let conversion = index
            index += 1
            return .specifier(ScannedSpecifier(
                position: nil, name: nil, flags: conversion..<conversion, width: nil, precision: nil, length: .none, conversion: byte))
        }
        let position = scanPosition()
        if let name = scanSubstitutionName() { return .substitution(name: name, position: position) }
        if position == nil, allowsArgumentPlaceholder, matches("arg") {
            index += 3
            return .argumentPlaceholder
        }
        // `%(name)` (or `%1$(name)`, numbered as Xcode 26 writes it when a translation
        // reorders) then the usual flags, width, precision, length and conversion. Not a named
        // specifier unless all of it is: "%(approx.)" stays what it was.
        let afterPosition = index
        let name = scanName()
        if name != nil, let named = scanConversion(position: position, name: name) { return named }
        index = afterPosition
        return scanConversion(position: position, name: nil) ?? .invalid
    }

    /// Flags, width, precision, length and conversion; nil (with `index` past the offending
    /// character, as the token shows it) when no conversion ends them.
    private mutating func scanConversion(position: Int?, name: Range<Int>?) -> ScannedToken? {
        let flags = scanFlags()
        let width = scanAmount()
        var precision: FormatSpecifier.Amount?
        if current == UInt8(ascii: ".") {
            index += 1
            precision = scanAmount() ?? .fixed(0)
        }
        let length = scanLength()
        guard let byte = current, Self.conversions.contains(byte) else {
            // Take the offending character along (unless it is whitespace or missing) so the
            // token shows what was written: `%y`, not `%`.
            if let byte = current, byte > 0x20, byte < 0x80 { index += 1 }
            return nil
        }
        index += 1
        return .specifier(ScannedSpecifier(
            position: position, name: name, flags: flags, width: width, precision: precision, length: length, conversion: byte))
    }

    /// `(name)` where the name is a Swift-style identifier (ASCII letters, digits, `_`, not
    /// starting with a digit), as Xcode's argument labels are; nil and `index` unchanged otherwise.
    private mutating func scanName() -> Range<Int>? {
        guard current == UInt8(ascii: "(") else { return nil }
        var probe = index + 1
        while probe < bytes.count, Self.isNameByte(bytes[probe], first: probe == index + 1) { probe += 1 }
        guard probe > index + 1, probe < bytes.count, bytes[probe] == UInt8(ascii: ")") else { return nil }
        let name = (index + 1)..<probe
        index = probe + 1
        return name
    }

    private static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"): true
        case UInt8(ascii: "0")...UInt8(ascii: "9"): !first
        default: false
        }
    }

    static let conversions = ASCIIByteSet("diouxXDUOfFeEgGaAcCsSp@")
    static let flagBytes = ASCIIByteSet("-+ #0'")

    private func matches(_ literal: String) -> Bool {
        var probe = index
        for byte in literal.utf8 {
            guard probe < bytes.count, bytes[probe] == byte else { return false }
            probe += 1
        }
        return true
    }

    private func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Digits at `index` as a number, without moving; nil when there are none.
    private func peekNumber() -> (value: Int, end: Int)? {
        var probe = index
        var value = 0
        while probe < bytes.count, isDigit(bytes[probe]), value < 1_000_000 {
            value = value * 10 + Int(bytes[probe] - UInt8(ascii: "0"))
            probe += 1
        }
        return probe == index ? nil : (value, probe)
    }

    /// `n$` where n ≥ 1.
    private mutating func scanPosition() -> Int? {
        guard let (value, end) = peekNumber(), end < bytes.count, bytes[end] == UInt8(ascii: "$"), value > 0 else { return nil }
        index = end + 1
        return value
    }

    /// `#@name@`, leaving `index` unchanged when it is not one.
    private mutating func scanSubstitutionName() -> Range<Int>? {
        guard matches("#@") else { return nil }
        var probe = index + 2
        while probe < bytes.count, bytes[probe] != UInt8(ascii: "@") {
            let byte = bytes[probe]
            guard byte > 0x20, byte != FormatStringParser.percent else { return nil }
            probe += 1
        }
        guard probe < bytes.count, probe > index + 2 else { return nil }
        let name = (index + 2)..<probe
        index = probe + 1
        return name
    }

    private mutating func scanFlags() -> Range<Int> {
        let start = index
        while let byte = current, Self.flagBytes.contains(byte) { index += 1 }
        return start..<index
    }

    /// A width or precision: digits, `*` or `*n$`.
    private mutating func scanAmount() -> FormatSpecifier.Amount? {
        if current == UInt8(ascii: "*") {
            index += 1
            return .argument(position: scanPosition())
        }
        guard let (value, end) = peekNumber() else { return nil }
        index = end
        return .fixed(value)
    }

    private mutating func scanLength() -> LengthModifier {
        guard let byte = current else { return .none }
        let next = index + 1 < bytes.count ? bytes[index + 1] : nil
        switch byte {
        case UInt8(ascii: "h"):
            index += next == byte ? 2 : 1
            return next == byte ? .hh : .h
        case UInt8(ascii: "l"):
            index += next == byte ? 2 : 1
            return next == byte ? .ll : .l
        case UInt8(ascii: "q"): index += 1; return .q
        case UInt8(ascii: "L"): index += 1; return .L
        case UInt8(ascii: "z"): index += 1; return .z
        case UInt8(ascii: "t"): index += 1; return .t
        case UInt8(ascii: "j"): index += 1; return .j
        default: return .none
        }
    }
}

/// A set of ASCII bytes as two bit masks: a look-up per byte of every format token, where a
/// `Set<UInt8>` hashed each byte.
struct ASCIIByteSet: Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    init(_ members: String) {
        for byte in members.utf8 where byte < 0x80 {
            if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
        }
    }

    func contains(_ byte: UInt8) -> Bool {
        byte < 64 ? low & (1 << UInt64(byte)) != 0 : byte < 128 && high & (1 << UInt64(byte - 64)) != 0
    }
}
