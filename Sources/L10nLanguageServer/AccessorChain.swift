import L10nModel

/// Member chains in Swift text (`L10n.Settings.title`, `R.string.localizable.close`), for
/// hover, definition and references on generated accessors: the scan records the accessors a
/// project declares, not every place code names them, and an editor asks about one position.
/// Comments and string literals are skipped.
enum AccessorChain {
    struct Found: Equatable {
        var text: String
        var start: Int
        var end: Int
    }

    /// Every chain of two or more names whose first name starts uppercase (a type).
    static func all(in bytes: [UInt8]) -> [Found] {
        var found: [Found] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index += 2
            } else if byte == UInt8(ascii: "\"") {
                index = skipString(bytes, from: index)
            } else if isIdentifier(byte), index == 0 || (!isIdentifier(bytes[index - 1]) && bytes[index - 1] != UInt8(ascii: ".")) {
                let end = chainEnd(bytes, from: index)
                if isUppercase(byte), bytes[index..<end].contains(UInt8(ascii: ".")) {
                    found.append(Found(text: String(decoding: bytes[index..<end], as: UTF8.self), start: index, end: end))
                }
                index = end
            } else {
                index += 1
            }
        }
        return found
    }

    /// The chain holding `offset`, from its first name to its last.
    static func chain(in bytes: [UInt8], at offset: Int) -> Found? {
        guard offset >= 0, offset < bytes.count, isIdentifier(bytes[offset]) || bytes[offset] == UInt8(ascii: ".") else { return nil }
        var start = offset
        while start > 0, isIdentifier(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: ".") { start -= 1 }
        while start < offset, bytes[start] == UInt8(ascii: ".") { start += 1 }
        let end = chainEnd(bytes, from: start)
        guard start < end, end > offset else { return nil }
        return Found(text: String(decoding: bytes[start..<end], as: UTF8.self), start: start, end: end)
    }

    /// The accessor a chain names: the chain itself, or the longest run of its names that is
    /// one (`L10n.Settings.title.uppercased` names `L10n.Settings.title`).
    static func resolve(_ chain: String, _ accessors: [String: GeneratedAccessor]) -> GeneratedAccessor? {
        if let accessor = accessors[chain] { return accessor }
        let names = chain.split(separator: ".")
        guard names.count > 2 else { return nil }
        for length in stride(from: names.count - 1, through: 2, by: -1) {
            for first in 0...(names.count - length) {
                if let accessor = accessors[names[first..<(first + length)].joined(separator: ".")] { return accessor }
            }
        }
        return nil
    }

    private static func chainEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var end = start
        while end < bytes.count {
            if isIdentifier(bytes[end]) {
                end += 1
            } else if bytes[end] == UInt8(ascii: "."), end + 1 < bytes.count, isIdentifier(bytes[end + 1]) {
                end += 1
            } else {
                break
            }
        }
        return end
    }

    /// The index after the string literal opening at `start` (`"…"` or `"""…"""`).
    private static func skipString(_ bytes: [UInt8], from start: Int) -> Int {
        let quote = UInt8(ascii: "\"")
        let isBlock = start + 2 < bytes.count && bytes[start + 1] == quote && bytes[start + 2] == quote
        var index = start + (isBlock ? 3 : 1)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if byte == quote {
                if !isBlock { return index + 1 }
                if index + 2 < bytes.count, bytes[index + 1] == quote, bytes[index + 2] == quote { return index + 3 }
            }
            if byte == 0x0A, !isBlock { return index + 1 }
            index += 1
        }
        return index
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "_")
    }

    private static func isUppercase(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
}
