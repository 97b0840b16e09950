import L10nModel

/// A Swift symbol Xcode 26 generates for a String Catalog key: a static member of
/// `LocalizedStringResource` (`.welcomeTitle`), a function for a key whose text takes
/// arguments (`.visitsSummary(count:city:)`), inside a namespace for tables other than
/// `Localizable` (`.Discover.landmarks`). docs/generated-symbols.md gives the algorithm and
/// the evidence for each step.
package struct StringSymbol: Sendable, Hashable {
    /// One parameter of a symbol function.
    package struct Argument: Sendable, Hashable {
        /// The argument label at the call site: a named specifier's or a substitution's name,
        /// nil for a plain or positional specifier (`_ arg1`).
        package var label: String?
        /// The parameter type Xcode declares: `Int`, `UInt`, `Double`, `String`, or the
        /// specifier's conversion when it is another one.
        package var type: String
    }

    /// The table's namespace (`Discover` for `Discover.xcstrings`); nil for `Localizable`.
    package var namespace: String?
    /// The member name (`welcomeTitle`), nil when the key has nothing to name it by.
    package var name: String?
    /// Nil for a static property; the parameters of a static function otherwise.
    package var arguments: [Argument]?

    /// `.welcomeTitle`, `.Discover.landmarks`, `.visitsSummary(count:_:)`.
    package var spelled: String {
        var text = "." + (namespace.map { $0 + "." } ?? "") + (name ?? "?")
        if let arguments { text += "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")" }
        return text
    }

    /// Why the symbol cannot compile, or nil: no name, or an argument label that is no identifier.
    package var invalidity: String? {
        guard name != nil else { return "has no letters or digits to name a Swift symbol by" }
        if let bad = arguments?.compactMap(\.label).first(where: { !StringSymbols.isIdentifier($0) }) {
            return "names an argument '\(bad)', which is not a Swift identifier"
        }
        return nil
    }
}

/// Xcode 26's naming of generated String Catalog symbols, and which keys have one.
package enum StringSymbols {
    /// The projects (as ``Catalog/project``) whose String Catalogs generate symbols: those whose
    /// Xcode project sets `STRING_CATALOG_GENERATE_SYMBOLS = YES`, and those with a catalog that
    /// already says `generatesSymbol` of a key (Xcode writes the field only where symbols are
    /// generated). One pass over the catalogs; ask ``generatesSymbols(_:in:)`` per catalog.
    package static func symbolProjects(of project: Project) -> Set<String> {
        var projects = project.stringSymbolProjects
        for catalog in project.catalogs where !projects.contains(catalog.project) && catalog.path.hasSuffix(".xcstrings") {
            if catalog.entries.contains(where: { $0.generatesSymbol != nil }) { projects.insert(catalog.project) }
        }
        return projects
    }

    /// Whether a catalog's manual keys generate symbols: a String Catalog of a project in `projects`.
    package static func generatesSymbols(_ catalog: Catalog, in projects: Set<String>) -> Bool {
        catalog.path.hasSuffix(".xcstrings") && projects.contains(catalog.project)
    }

    /// A key generates a symbol when it is managed by hand (`extractionState: manual`) and its
    /// `generatesSymbol` is not false, or when `generatesSymbol` is true.
    package static func generatesSymbol(_ entry: CatalogEntry) -> Bool {
        entry.generatesSymbol ?? (entry.extractionState == "manual")
    }

    /// The namespace of a table: nil for `Localizable`, the table name otherwise.
    package static func namespace(ofTable table: String) -> String? {
        table == "Localizable" ? nil : table
    }

    /// The symbol of `entry` in `catalog`: its name from the key, its arguments from the
    /// source-language text (the key when there is none).
    package static func symbol(of entry: CatalogEntry, in catalog: Catalog) -> StringSymbol {
        let source = entry.translations.first { $0.locale == catalog.sourceLanguage }?.value
        let text = source.flatMap(argumentText) ?? entry.key
        let arguments = self.arguments(in: text)
        return StringSymbol(namespace: namespace(ofTable: catalog.name), name: name(forKey: entry.key), arguments: arguments.isEmpty ? nil : arguments)
    }

    /// The text whose specifiers become the arguments: the unit, else the first variant's.
    private static func argumentText(_ value: LocalizedValue) -> String? {
        if let unit = value.unit { return unit.value }
        guard let variants = value.variations?.variants else { return nil }
        let preferred = variants.first { $0.selector == "other" } ?? variants.first
        return preferred.flatMap { argumentText($0.value) }
    }

    // MARK: Naming

    /// The member name Xcode derives from a key, or nil when the key has no letter or digit
    /// outside its format specifiers. Specifiers and every character that is neither a letter,
    /// a digit nor `$` separate words; the first word's leading capitals are lowercased
    /// (`CFBundleName` → `cfbundleName`); every later word starts with a capital, and a word in
    /// capitals only is capitalized (`JSON` → `Json`, `InvalidMACAddress` stays); a leading digit
    /// gets an underscore (`2023_TRIP` → `_2023Trip`).
    package static func name(forKey key: String) -> String? {
        var words: [String] = []
        var word = ""
        for piece in pieces(of: key) {
            guard case .text(let character) = piece, isWordCharacter(character) else {
                if !word.isEmpty { words.append(word); word = "" }
                continue
            }
            word.append(character)
        }
        if !word.isEmpty { words.append(word) }
        guard let first = words.first else { return nil }
        var name = lowercasingLeadingCapitals(first)
        for word in words.dropFirst() { name += capitalized(word) }
        if let initial = name.first, initial.isNumber { name = "_" + name }
        return name
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character == "$" || character.isLetter || character.isWholeNumber
    }

    private static func lowercasingLeadingCapitals(_ word: String) -> String {
        let capitals = word.prefix { $0.isUppercase }
        return capitals.lowercased() + word.dropFirst(capitals.count)
    }

    private static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        let rest = word.dropFirst()
        let allCapitals = !word.contains { $0.isLowercase }
        return first.uppercased() + (allCapitals ? rest.lowercased() : String(rest))
    }

    /// Whether `text` can be a Swift identifier as written (a letter or `_` first, then letters,
    /// digits, `_`).
    package static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first == "_" || first.isLetter else { return false }
        return text.allSatisfy { $0 == "_" || $0.isLetter || $0.isWholeNumber }
    }

    // MARK: Arguments

    /// The parameters a text's format specifiers give, in argument order: `%(name)lld` and
    /// `%#@name@` are labelled by their name, plain and positional (`%lld`, `%2$@`) specifiers
    /// are unlabelled (`_ arg1`). An argument read twice is one parameter.
    package static func arguments(in text: String) -> [StringSymbol.Argument] {
        var byPosition: [Int: StringSymbol.Argument] = [:]
        var named: [String] = []
        var namedArguments: [StringSymbol.Argument] = []
        var next = 1
        for piece in pieces(of: text) {
            guard case .specifier(let specifier) = piece else { continue }
            if let name = specifier.name {
                if !named.contains(name) {
                    named.append(name)
                    namedArguments.append(StringSymbol.Argument(label: name, type: specifier.type))
                }
                continue
            }
            let position = specifier.position ?? next
            next = position + 1
            if byPosition[position] == nil { byPosition[position] = StringSymbol.Argument(label: nil, type: specifier.type) }
        }
        return byPosition.sorted { $0.key < $1.key }.map(\.value) + namedArguments
    }

    /// A piece of a key or value: one character of text, or one format specifier.
    private enum Piece {
        case text(Character)
        case specifier(Specifier)
    }

    /// A specifier as symbol generation sees it: its name (`%(count)lld`, `%#@count@`), its
    /// explicit position (`%2$@`) and its Swift type.
    private struct Specifier {
        var name: String?
        var position: Int?
        var type: String
    }

    /// Splits `text` into characters and format specifiers (`%%` is text, a `%` that starts
    /// no specifier is text). Self-contained: the shared format parser does not read named
    /// specifiers.
    private static func pieces(of text: String) -> [Piece] {
        let characters = Array(text)
        var pieces: [Piece] = []
        var index = 0
        while index < characters.count {
            if characters[index] == "%", let (specifier, end) = specifier(characters, from: index + 1) {
                if let specifier { pieces.append(.specifier(specifier)) }
                index = end
            } else {
                pieces.append(.text(characters[index]))
                index += 1
            }
        }
        return pieces
    }

    /// The specifier after a `%` at `start - 1` and the index after it; a nil specifier for `%%`.
    private static func specifier(_ characters: [Character], from start: Int) -> (Specifier?, Int)? {
        var index = start
        guard index < characters.count else { return nil }
        if characters[index] == "%" { return (nil, index + 1) }
        if characters[index] == "#", index + 1 < characters.count, characters[index + 1] == "@" {
            guard let close = characters[(index + 2)...].firstIndex(of: "@") else { return nil }
            return (Specifier(name: String(characters[(index + 2)..<close]), position: nil, type: "Int"), close + 1)
        }
        func skip(_ allowed: (Character) -> Bool) { while index < characters.count, allowed(characters[index]) { index += 1 } }
        let digitsStart = index
        skip { $0.isASCII && $0.isWholeNumber }
        var position: Int?
        if index > digitsStart, index < characters.count, characters[index] == "$" {
            position = Int(String(characters[digitsStart..<index]))
            index += 1
        } else {
            index = digitsStart
        }
        var name: String?
        if index < characters.count, characters[index] == "(" {
            guard let close = characters[index...].firstIndex(of: ")") else { return nil }
            name = String(characters[(index + 1)..<close])
            index = close + 1
        }
        skip { "-+ #0'".contains($0) }
        skip { ($0.isASCII && $0.isWholeNumber) || $0 == "*" }
        if index < characters.count, characters[index] == "." { index += 1; skip { ($0.isASCII && $0.isWholeNumber) || $0 == "*" } }
        let lengthStart = index
        skip { "hlqLztj".contains($0) }
        let length = String(characters[lengthStart..<index])
        guard index < characters.count, "@dDiuUxXoOfFeEgGaAcCsSp".contains(characters[index]) else { return nil }
        return (Specifier(name: name, position: position, type: swiftType(conversion: characters[index], length: length)), index + 1)
    }

    private static func swiftType(conversion: Character, length: String) -> String {
        switch conversion {
        case "@": "String"
        case "d", "D", "i": length.isEmpty ? "Int32" : "Int"
        case "u", "U", "x", "X", "o", "O": length.isEmpty ? "UInt32" : "UInt"
        case "f", "F", "e", "E", "g", "G", "a", "A": "Double"
        default: "%" + length + String(conversion)
        }
    }
}
