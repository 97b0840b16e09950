/// One `%` conversion of a printf/Foundation format string, as written: `%@`, `%1$lld`,
/// `%-8.2f`, `%*d`, and Xcode 26's named `%(count)lld`. Rules compare what each one consumes,
/// never re-render it.
public struct FormatSpecifier: Sendable, Hashable {
    /// A width or precision: a literal number, or taken from an argument (`*`, `*2$`).
    public enum Amount: Sendable, Hashable {
        case fixed(Int)
        /// `*` (next argument) or `*n$` (argument n).
        case argument(position: Int?)
    }

    /// The exact text, `%` included.
    public var text: String
    /// The explicit argument number of `%n$…`, 1-based.
    public var position: Int?
    /// The name of a String Catalog named specifier (`count` in `%(count)lld`, Xcode 26): a
    /// translation refers to the source's argument by it, in any order.
    public var name: String?
    /// Flag characters in order (`-`, `+`, space, `#`, `0`, `'`).
    public var flags: String
    public var width: Amount?
    public var precision: Amount?
    public var length: LengthModifier
    /// The conversion character (`d`, `@`, `f`, …).
    public var conversion: Character

    public init(
        text: String, position: Int? = nil, name: String? = nil, flags: String = "", width: Amount? = nil,
        precision: Amount? = nil, length: LengthModifier = .none, conversion: Character
    ) {
        self.text = text
        self.position = position
        self.name = name
        self.flags = flags
        self.width = width
        self.precision = precision
        self.length = length
        self.conversion = conversion
    }

    /// What the argument must be, from the conversion and length modifier.
    public var argumentType: FormatArgumentType {
        FormatArgumentType(conversion: conversion, length: length) ?? .integer(bits: 32)
    }

    /// True for the integer conversions a plural count is written with (`d i u`, any length).
    public var isIntegerCount: Bool {
        switch conversion.asciiValue {
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "D"), UInt8(ascii: "U"): true
        default: false
        }
    }

    /// True for the floating-point conversions (`f e g a`, either case).
    public var isFloatingPoint: Bool {
        switch conversion.asciiValue {
        case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"): true
        default: false
        }
    }

    /// True for `% d`, `% s`, `% o`…: valid C, but in localized text nearly always a percent sign
    /// followed by a word ("50 % de réduction", "70% on"), so it is better treated as text.
    public var looksLikePercentSign: Bool { flags.utf8.contains(UInt8(ascii: " ")) }

    /// The specifier without position, flags, width or precision (`%lld` for `%1$-3lld`), for
    /// messages; a named one keeps its name (`%(count)lld`), which is how translators know it.
    public var canonicalText: String { "%" + (name.map { "(\($0))" } ?? "") + length.rawValue + String(conversion) }
}

/// C length modifiers. On Apple's 64-bit platforms `l`, `ll`, `q`, `z`, `t` and `j` all mean a
/// 64-bit integer, which is why `%ld` and `%lld` are interchangeable there.
public enum LengthModifier: String, Sendable, Hashable, CaseIterable {
    case none = ""
    case hh, h, l, ll, q, L, z, t, j
}

/// The kind of value a conversion reads from the argument list. Two specifiers that read the
/// same argument must agree on it, or `String(format:)` reads the wrong bytes.
public enum FormatArgumentType: Sendable, Hashable, CustomStringConvertible {
    /// Signed or unsigned integers (`d i o u x X`), by size after C promotion.
    case integer(bits: Int)
    /// `f F e E g G a A`.
    case double
    /// `Lf` and friends.
    case longDouble
    /// `c`, an `int` printed as a character.
    case character
    /// `C`, a `unichar`.
    case unichar
    /// `s`, a C string.
    case cString
    /// `S`, a `unichar` string.
    case unicharString
    /// `@`, an object.
    case object
    /// `p`.
    case pointer

    init?(conversion: Character, length: LengthModifier) {
        switch conversion {
        case "d", "i", "o", "u", "x", "X":
            switch length {
            case .l, .ll, .q, .z, .t, .j: self = .integer(bits: 64)
            case .none, .hh, .h, .L: self = .integer(bits: 32)
            }
        case "D", "U", "O": self = .integer(bits: length == .none ? 32 : 64)
        case "f", "F", "e", "E", "g", "G", "a", "A": self = length == .L ? .longDouble : .double
        case "c": self = length == .l ? .unichar : .character
        case "C": self = .unichar
        case "s": self = length == .l ? .unicharString : .cString
        case "S": self = .unicharString
        case "@": self = .object
        case "p": self = .pointer
        default: return nil
        }
    }

    /// Parses a String Catalog `formatSpecifier` / `.stringsdict` `NSStringFormatValueTypeKey`
    /// (`lld`, `d`, `@`, with or without `%`).
    public init?(specifier: String) {
        let text = specifier.hasPrefix("%") ? specifier : "%" + specifier
        guard case .specifier(let parsed)? = FormatStringParser.tokens(in: text).first?.kind,
            parsed.text == text
        else { return nil }
        self = parsed.argumentType
    }

    /// Integers of different sizes: harmless for small values on little-endian 64-bit, but wrong.
    public func isSameFamily(as other: FormatArgumentType) -> Bool {
        if case .integer = self, case .integer = other { return true }
        return self == other
    }

    public var description: String {
        switch self {
        case .integer(let bits): "\(bits)-bit integer"
        case .double: "double"
        case .longDouble: "long double"
        case .character: "character"
        case .unichar: "unichar"
        case .cString: "C string"
        case .unicharString: "unichar string"
        case .object: "object"
        case .pointer: "pointer"
        }
    }
}

/// One piece of a format string that is not plain text.
public struct FormatToken: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A conversion that reads an argument.
        case specifier(FormatSpecifier)
        /// `%%`, a literal percent sign.
        case percentLiteral
        /// `%#@name@` or `%n$#@name@`: a `.stringsdict` variable or String Catalog substitution.
        case substitution(name: String, position: Int?)
        /// `%arg` inside a String Catalog substitution's variants: that substitution's argument.
        case argumentPlaceholder
        /// A `%` that starts nothing valid (`%` at the end, `%y`, `% `).
        case invalid
    }

    /// What a token is without its parts (a specifier's flags, a substitution's name): what a
    /// walk that only skips or hides format syntax needs, at no cost of strings.
    public enum Category: Sendable, Hashable {
        case specifier, percentLiteral, substitution, argumentPlaceholder, invalid
    }

    public var kind: Kind
    /// The token's text as written.
    public var text: String
    /// UTF-8 offsets in the string that was parsed.
    public var range: Range<Int>

    public init(kind: Kind, text: String, range: Range<Int>) {
        self.kind = kind
        self.text = text
        self.range = range
    }

    public var specifier: FormatSpecifier? {
        if case .specifier(let specifier) = kind { return specifier }
        return nil
    }
}
