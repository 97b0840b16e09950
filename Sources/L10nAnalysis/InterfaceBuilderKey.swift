import L10nModel

/// Keys Xcode gives the texts of storyboards and xibs: an object id and a property
/// (`5gI-5U-AMq.title`, `Qp3-bd-9Ej.normalTitle`). In a String Catalog such a key has no
/// source-language value: the text is in the storyboard, and Xcode copies it into the entry's
/// comment (`Class = "NSMenuItem"; title = "\tDefault"; ObjectID = "Nop-cj-93Q";`). The key is
/// therefore no source text, as a key of code is.
package enum InterfaceBuilderKey {
    /// `5gI-5U-AMq.title`: ASCII letter-or-digit groups of 3, 2 and 3, a dot, a property.
    /// By bytes: every key of a catalog without source values is asked.
    package static func isObjectKey(_ key: String) -> Bool {
        isGeneratedObjectKey(key)
    }

    /// Either kind of Interface Builder key: a generated object id's or an old xib's numeric one.
    package static func isAnyObjectKey(_ key: String) -> Bool {
        isObjectKey(key) || isNumericObjectKey(key)
    }

    /// An old xib's numeric object id and a property (`43.title`, `179.placeholderString`).
    package static func isNumericObjectKey(_ key: String) -> Bool {
        guard let first = key.utf8.first, (0x30...0x39).contains(first), let dot = key.utf8.firstIndex(of: UInt8(ascii: ".")) else { return false }
        let id = key.utf8[..<dot], property = key.utf8[key.utf8.index(after: dot)...]
        return id.allSatisfy { (0x30...0x39).contains($0) } && !property.isEmpty && property.allSatisfy { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
    }

    /// Texts Interface Builder gives a new object, which the code or a data source replaces
    /// before anyone sees it: a table column's `Text Cell`, a new label's `Label`.
    package static let placeholderTexts: Set<String> = [
        "Text Cell", "Table View Cell", "Label", "Multi-line Label", "Button", "Item", "Item 1", "Item 2", "Item 3", "Box",
    ]

    private static func isGeneratedObjectKey(_ key: String) -> Bool {
        var utf8 = key.utf8.makeIterator()
        for position in 0..<11 {
            guard let byte = utf8.next() else { return false }
            switch position {
            case 3, 6: guard byte == UInt8(ascii: "-") else { return false }
            case 10: guard byte == UInt8(ascii: ".") else { return false }
            default:
                guard (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) else { return false }
            }
        }
        return utf8.next() != nil
    }

    /// The source text of an object key, from Xcode's comment (`title = "…";` for a key ending
    /// in `.title`); nil when the comment does not give it.
    package static func sourceText(ofKey key: String, comment: String?) -> String? {
        guard let comment, let dot = key.firstIndex(of: ".") else { return nil }
        let property = key[key.index(after: dot)...]
        let lead = Array((property + " = \"").utf8)
        let bytes = Array(comment.utf8)
        var start = 0
        while start + lead.count <= bytes.count {
            // The property's name at the start or after `; `, so `title` is not found in `subtitle`.
            if bytes[start..<(start + lead.count)].elementsEqual(lead), start == 0 || bytes[start - 1] == UInt8(ascii: " ") {
                return quoted(bytes, from: start + lead.count)
            }
            start += 1
        }
        return nil
    }

    /// The text up to the closing quote, `\"`, `\\`, `\n`, `\t` decoded; nil when it never closes.
    private static func quoted(_ bytes: [UInt8], from start: Int) -> String? {
        var text: [UInt8] = []
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { return String(decoding: text, as: UTF8.self) }
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                let escaped = bytes[index + 1]
                text.append(escaped == UInt8(ascii: "n") ? 0x0A : escaped == UInt8(ascii: "t") ? 0x09 : escaped)
                index += 2
                continue
            }
            text.append(byte)
            index += 1
        }
        return nil
    }
}

extension CatalogEntry {
    /// What stands in for a source key's missing source-language value: the key itself (a
    /// String Catalog key of code is its English text), or for an Interface Builder object key
    /// the text Xcode's comment gives; nil when there is none.
    package var keyAsSourceText: String? {
        InterfaceBuilderKey.isObjectKey(key) ? InterfaceBuilderKey.sourceText(ofKey: key, comment: comment) : key
    }
}
