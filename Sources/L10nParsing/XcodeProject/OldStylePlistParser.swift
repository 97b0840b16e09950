import L10nModel

/// A value of an old-style (OpenStep) property list, the format of `project.pbxproj`.
package enum OldStylePlist: Sendable, Equatable {
    case string(String)
    case array([OldStylePlist])
    /// Entries in file order (duplicates kept).
    case dictionary([(key: String, value: OldStylePlist)])
    /// `<0fbd77...>`: kept only as its hex text.
    case data(String)

    package static func == (lhs: OldStylePlist, rhs: OldStylePlist) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)), (.data(let a), .data(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.dictionary(let a), .dictionary(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    subscript(key: String) -> OldStylePlist? {
        guard case .dictionary(let entries) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }
}

/// Parses old-style property lists: `{ key = value; }`, `( a, b, )`, quoted and unquoted
/// strings, `<hex>` data, `//` and `/* */` comments. Iterative (an explicit stack of open
/// containers), so nesting depth cannot overflow the call stack; errors carry the byte offset.
/// Nesting is capped at ``maximumDepth`` (Xcode's files nest about six deep), so releasing a
/// parsed value cannot recurse deeply either.
package struct OldStylePlistParser {
    static let maximumDepth = 512

    private enum Frame {
        case array([OldStylePlist])
        case dictionary([(key: String, value: OldStylePlist)], key: String?)
    }

    private let bytes: [UInt8]
    private var index = 0
    private var stack: [Frame] = []

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    static func parse(_ bytes: [UInt8]) -> Result<OldStylePlist, TextSyntaxError> {
        var parser = OldStylePlistParser(bytes)
        do { return .success(try parser.document()) } catch let error as TextSyntaxError { return .failure(error) } catch {
            return .failure(TextSyntaxError("unreadable property list", at: 0))
        }
    }

    private mutating func document() throws -> OldStylePlist {
        var value = try openValue()
        while true {
            if let finished = value {
                guard var top = stack.popLast() else {
                    try skipTrivia()
                    guard index == bytes.count else { throw TextSyntaxError("expected the end of the file, found \(found)", at: index) }
                    return finished
                }
                switch top {
                case .array(var items):
                    items.append(finished)
                    try skipTrivia()
                    if peek == UInt8(ascii: ",") { index += 1 } else if peek != UInt8(ascii: ")") {
                        throw TextSyntaxError("expected ',' or ')' in an array, found \(found)", at: index)
                    }
                    top = .array(items)
                case .dictionary(var entries, let key):
                    entries.append((key: key ?? "", value: finished))
                    try skipTrivia()
                    guard peek == UInt8(ascii: ";") else { throw TextSyntaxError("expected ';' after the value of '\(key ?? "")', found \(found)", at: index) }
                    index += 1
                    top = .dictionary(entries, key: nil)
                }
                stack.append(top)
            }
            value = try continueContainer()
        }
    }

    /// Inside the innermost container: the next element (nil when a new container opened) or
    /// the container itself once it closes.
    private mutating func continueContainer() throws -> OldStylePlist? {
        try skipTrivia()
        guard let top = stack.last else { throw TextSyntaxError("expected a value, found \(found)", at: index) }
        switch top {
        case .array(let items):
            if peek == UInt8(ascii: ")") {
                index += 1
                stack.removeLast()
                return .array(items)
            }
            return try openValue()
        case .dictionary(let entries, _):
            if peek == UInt8(ascii: "}") {
                index += 1
                stack.removeLast()
                return .dictionary(entries)
            }
            guard let key = try string() else { throw TextSyntaxError("expected a key or '}' in a dictionary, found \(found)", at: index) }
            try skipTrivia()
            guard peek == UInt8(ascii: "=") else { throw TextSyntaxError("expected '=' after the key '\(key)', found \(found)", at: index) }
            index += 1
            stack[stack.count - 1] = .dictionary(entries, key: key)
            return try openValue()
        }
    }

    /// A scalar value, or nil after pushing a new container.
    private mutating func openValue() throws -> OldStylePlist? {
        try skipTrivia()
        switch peek {
        case UInt8(ascii: "{"), UInt8(ascii: "("):
            guard stack.count < Self.maximumDepth else { throw TextSyntaxError("nested deeper than \(Self.maximumDepth) levels", at: index) }
            stack.append(peek == UInt8(ascii: "{") ? .dictionary([], key: nil) : .array([]))
            index += 1
            return nil
        case UInt8(ascii: "<"):
            let start = index
            guard let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else { throw TextSyntaxError("unterminated data, no '>'", at: start) }
            index = end + 1
            return .data(String(decoding: bytes[(start + 1)..<end], as: UTF8.self))
        default:
            guard let text = try string() else { throw TextSyntaxError("expected a value, found \(found)", at: index) }
            return .string(text)
        }
    }

    /// A quoted or unquoted string; nil when none starts here.
    private mutating func string() throws -> String? {
        guard let first = peek else { return nil }
        if first == UInt8(ascii: "\"") { return try quoted() }
        let start = index
        while let byte = peek, Self.isUnquoted(byte) { index += 1 }
        return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
    }

    private mutating func quoted() throws -> String {
        let start = index
        index += 1
        var text: [UInt8] = []
        while let byte = peek {
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard let escaped = peek else { break }
                index += 1
                switch escaped {
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "t"): text.append(0x09)
                default: text.append(escaped)
                }
            default: text.append(byte)
            }
        }
        throw TextSyntaxError("unterminated string, no closing '\"'", at: start)
    }

    private mutating func skipTrivia() throws {
        while let byte = peek {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while let next = peek, next != 0x0A { index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let start = index
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                guard index + 1 < bytes.count else { throw TextSyntaxError("unterminated comment, no closing '*/'", at: start) }
                index += 2
            } else {
                return
            }
        }
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// What stands at the current offset, for messages.
    private var found: String {
        guard let byte = peek else { return "the end of the file" }
        return byte >= 0x21 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"): true
        default: byte >= 0x80
        }
    }
}

/// The languages an Xcode project ships: `knownRegions` of its `PBXProject` object.
package enum XcodeProjectRegions {
    /// What the linter reads from a `project.pbxproj`.
    package struct Settings: Sendable, Equatable {
        /// `knownRegions` minus `Base`, in file order.
        package var knownRegions: [LocaleID] = []
        /// Some build configuration sets `STRING_CATALOG_GENERATE_SYMBOLS = YES` (Xcode 26):
        /// the String Catalogs of its targets generate Swift symbols for their manual keys.
        package var generatesStringSymbols = false
        /// Some build configuration sets `BUILD_ONLY_KNOWN_LOCALIZATIONS = YES` (Xcode 26.2): a
        /// String Catalog's languages outside `knownRegions` are not built. Without it every
        /// language a catalog holds ships, listed or not.
        package var buildsOnlyKnownLocalizations = false
        /// The `SDKROOT`s its build configurations name (`iphoneos`, `macosx`): a project
        /// naming only `macosx` builds a Mac app, whose tab and toolbar items size to content.
        package var sdkRoots: Set<String> = []
        /// What the app is called: its application targets' names and product names, and the
        /// names its build configurations give (`INFOPLIST_KEY_CFBundleDisplayName`, `PRODUCT_NAME`).
        /// A brand, shown as it is in every language.
        package var appNames: Set<String> = []
    }

    /// `knownRegions` minus `Base`, in file order; an empty list when the project declares none.
    package static func knownRegions(in bytes: [UInt8]) -> Result<[LocaleID], TextSyntaxError> {
        settings(in: bytes).map(\.knownRegions)
    }

    /// The project's regions and whether it generates String Catalog symbols, from one parse.
    package static func settings(in bytes: [UInt8]) -> Result<Settings, TextSyntaxError> {
        OldStylePlistParser.parse(bytes).map { root in
            var settings = Settings()
            guard case .dictionary(let objects)? = root["objects"] else { return settings }
            var sawProject = false
            for (_, object) in objects {
                if !sawProject, object["isa"] == .string("PBXProject") {
                    sawProject = true
                    guard case .array(let regions)? = object["knownRegions"] else { continue }
                    // Region names are `.lproj` folder names (`English`, `zh_CN` in older projects).
                    var seen = Set<LocaleID>()
                    settings.knownRegions = regions.compactMap { region in
                        guard case .string(let name) = region, name != "Base" else { return nil }
                        let locale = LocaleID(lprojFolder: name)
                        return seen.insert(locale).inserted ? locale : nil
                    }
                } else if object["isa"] == .string("XCBuildConfiguration") {
                    if object["buildSettings"]?["STRING_CATALOG_GENERATE_SYMBOLS"] == .string("YES") { settings.generatesStringSymbols = true }
                    if object["buildSettings"]?["BUILD_ONLY_KNOWN_LOCALIZATIONS"] == .string("YES") { settings.buildsOnlyKnownLocalizations = true }
                    if case .string(let root)? = object["buildSettings"]?["SDKROOT"] { settings.sdkRoots.insert(root) }
                    // The name the build gives the product (`PRODUCT_NAME = Phoenix`), and the
                    // one the home screen shows.
                    for setting in ["INFOPLIST_KEY_CFBundleDisplayName", "INFOPLIST_KEY_CFBundleName", "PRODUCT_NAME"] {
                        if case .string(let name)? = object["buildSettings"]?[setting], !name.hasPrefix("$(") { settings.appNames.insert(name) }
                    }
                } else if object["isa"] == .string("PBXNativeTarget"), object["productType"] == .string("com.apple.product-type.application") {
                    for field in ["name", "productName"] {
                        if case .string(let name)? = object[field], !name.hasPrefix("$(") { settings.appNames.insert(name) }
                    }
                }
            }
            return settings
        }
    }
}
