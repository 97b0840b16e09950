/// The `<trans-unit id>` Xcode's `-exportLocalizations` writes, both ways: export writes it and
/// import reads it, so one type keeps the two in step.
///
/// - A String Catalog or `.strings` unit: `key`, and for a variant `key|==|plural.one`,
///   `key|==|substitutions.NAME.plural.one`, `key|==|device.iphone`.
/// - A `.stringsdict` unit: a path into the plist, each step suffixed with its type:
///   `/key:dict/NSStringLocalizedFormatKey:dict/:string` for the format string,
///   `/key:dict/NAME:dict/one:dict/:string` for a plural form of variable `NAME`, and
///   `/key:dict/NSStringDeviceSpecificRuleType:dict/iphone:dict/:string` for a device variant
///   (WWDC23 "Discover String Catalogs", and Xcode's exports in public projects).
///
/// A variant is the dot-joined selector path of ``LocalizedValue/allUnits`` (`""` for the value
/// itself). A key with characters XML cannot carry (control characters) has them written as
/// `\u{1}` and its backslashes doubled, so ids stay distinct where U+FFFD would merge them.
package enum XcodeUnitID {
    package static let catalogSeparator = "|==|"
    static let dictStep = ":dict/"
    static let stringEnd = ":string"
    static let formatKey = "NSStringLocalizedFormatKey"
    static let deviceRule = "NSStringDeviceSpecificRuleType"

    /// The id of a String Catalog or `.strings` unit.
    package static func catalog(key: String, variant: String) -> String {
        let name = escaped(key)
        return variant.isEmpty ? name : name + catalogSeparator + variant
    }

    /// The id of a `.stringsdict` unit. A device variant is written as a plain `<string>` step
    /// (its own format key, when it has variables, is read either way on import).
    package static func stringsDict(key: String, variant: String) -> String {
        let path = variant.isEmpty ? [] : variant.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var steps: [String] = path.isEmpty ? [formatKey] : []
        var index = 0
        while index + 1 < path.count {
            if path[index] == "substitutions", index + 3 < path.count {
                steps += [path[index + 1], path[index + 3]]
                index += 4
            } else {
                steps += path[index] == "device" ? [deviceRule, path[index + 1]] : [path[index + 1]]
                index += 2
            }
        }
        return "/" + escaped(key) + dictStep + steps.map { $0 + dictStep }.joined() + stringEnd
    }

    /// The key and variant path an id names: either form. For a catalog id the key is as
    /// written (``unescaped(_:)`` undoes the control-character escape when the key needs it).
    package static func parse(_ id: String) -> (key: String, variant: [String], isStringsDict: Bool) {
        if let parsed = parseStringsDict(id) { return (parsed.key, parsed.variant, true) }
        let parts = id.components(separatedBy: catalogSeparator)
        let variant = parts.count > 1 ? parts.dropFirst().joined(separator: catalogSeparator).split(separator: ".").map(String.init) : []
        return (parts[0], variant, false)
    }

    private static func parseStringsDict(_ id: String) -> (key: String, variant: [String])? {
        guard id.hasPrefix("/"), id.hasSuffix(dictStep + stringEnd) else { return nil }
        let steps = id.dropFirst().dropLast(stringEnd.count).components(separatedBy: dictStep).dropLast()
        guard let key = steps.first else { return nil }
        var variant: [String] = []
        var rest = Array(steps.dropFirst())
        while let step = rest.first {
            if step == formatKey, rest.count == 1 { break }
            guard rest.count >= 2 else { return nil }
            variant += step == deviceRule ? ["device", rest[1]] : ["substitutions", step, "plural", rest[1]]
            rest.removeFirst(2)
        }
        return (unescaped(String(key)) ?? String(key), variant)
    }

    static func escaped(_ key: String) -> String {
        guard key.unicodeScalars.contains(where: { !XMLText.isXMLCharacter($0) }) else { return key }
        var name = ""
        for scalar in key.unicodeScalars {
            if scalar == "\\" {
                name += "\\\\"
            } else if XMLText.isXMLCharacter(scalar) {
                name.unicodeScalars.append(scalar)
            } else {
                name += "\\u{" + String(scalar.value, radix: 16) + "}"
            }
        }
        return name
    }

    /// The key of an id that had characters XML cannot carry: `\u{1}` back to U+0001, `\\`
    /// back to `\`; nil when the id has no such escape.
    package static func unescaped(_ id: String) -> String? {
        guard id.contains("\\u{") else { return nil }
        var result = ""
        var scalars = id.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\\" else { result.unicodeScalars.append(scalar); continue }
            if scalars.first == "\\" {
                scalars.removeFirst()
                result += "\\"
            } else if scalars.starts(with: "u{".unicodeScalars), let close = scalars.firstIndex(of: "}"),
                let value = UInt32(String(String.UnicodeScalarView(scalars[scalars.index(scalars.startIndex, offsetBy: 2)..<close])), radix: 16),
                let decoded = Unicode.Scalar(value)
            {
                result.unicodeScalars.append(decoded)
                scalars = scalars[scalars.index(after: close)...]
            } else {
                result += "\\"
            }
        }
        return result
    }
}
