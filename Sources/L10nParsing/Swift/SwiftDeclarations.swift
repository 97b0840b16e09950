import L10nModel

/// Declarations of one file the scan needs to judge labels: variable types (`let count: Int`,
/// `var title = "…"`, a parameter `icon: Image`), view-building properties, `View` types,
/// `Image`-typed static members and SwiftGen-style generated string accessors.
package struct SwiftDeclarations {
    /// Name to type name; `"?"` when the file declares the name with different types.
    var types: [String: String] = [:]
    /// View-building properties and functions (`var icon: some View { … }`,
    /// `func icon(_ name: String) -> some View { … }`): the index of their body's `{`.
    var viewBodies: [String: Int] = [:]
    /// `struct Name: View { var body: some View { … } }`: the index of `body`'s `{`.
    var componentBodies: [String: Int] = [:]
    /// The same types' whole declarations (from the name to the closing brace), to tell which
    /// view holds a control.
    var componentScopes: [(name: String, start: Int, close: Int)] = []
    /// `struct Name: ButtonStyle { func makeBody(…) -> some View { … } }` (or `ToggleStyle`,
    /// `LabelStyle`): the index of `makeBody`'s `{`.
    var styleBodies: [(name: String, body: Int)] = []
    /// View-building functions whose body sets an accessibility label (custom label modifiers
    /// such as `func iconLabel(_ key: LocalizedStringKey) -> some View`).
    var labelFunctions: [String] = []
    /// Static members that are images, by qualified name (`Icons.edit`): `static let edit =
    /// Image(…)` (the index of `Image`), `static var edit: Image` (nil), with the index of the name.
    var imageMembers: [(name: String, declaration: Int, image: Int?)] = []
    /// `static var edit: some View { … }` (or `: Image { … }`) by qualified name: the index of its body's `{`.
    var viewMembers: [(name: String, body: Int)] = []
    /// `static let close = L10n.tr("Localizable", "common.close")` by qualified name: the
    /// indices of the table and key literals.
    var accessors: [(name: String, table: Int, key: Int)] = []
    /// Names declared once in the file as a `String` with a value the scan can read
    /// (`let title = "…"`, `var title: String { "…" }`, `func title() -> String { "…" }`, the
    /// latter as `title()`): the tokens of the value. A name declared twice (a parameter, a
    /// local, another type's property, a closure parameter) is left out: which one a use
    /// reads is not known without types.
    var textValues: [String: TextValue] = [:]
    private var shadowed: Set<String> = []
    /// Computed `String` properties (`var label: String { … }`): what one returns is not known
    /// to be plain text, and is often localized already (`case .playing: return L10n.a11yPause`).
    var computedStrings: Set<String> = []
    /// Names declared as an instance of a named type: `var request = UploadRequest()`,
    /// `let request: UploadRequest`, a parameter `request: UploadRequest`; `"?"` when the file
    /// declares the name with different types.
    var instanceTypes: [String: String] = [:]
    /// The types the file declares (see ``DeclaredType``).
    var declaredTypes: [DeclaredType] = []
    /// The bodies (token ranges) of the classes the file declares as subclasses of a UIKit or
    /// AppKit class (`class RunItem: NSToolbarItem`), with that class, and of its extensions of
    /// such classes (`extension NSSavePanel`) or of those subclasses: a property set there
    /// without `self.` (`toolTip = "Run"`) is the inherited one, unless the file declares the
    /// name itself (see ``declaresVariable(_:in:)``).
    var platformSubclassBodies: [(tokens: Range<Int>, superclass: String)] = []

    /// The value tokens of a declaration followed by ``textValues``.
    struct TextValue {
        var start: Int
        var end: Int
        var shape: UnlocalizedText.Shape
    }

    init() {}

    init(_ index: SwiftTokenIndex) {
        var scopes: [TypeScope] = []
        let keywords = Self.keywords
        var position = 0
        while position + 2 < index.count {
            defer { position += 1 }
            while let last = scopes.last, last.close <= position { scopes.removeLast() }
            guard index[position].kind == .identifier else { continue }  // every declaration starts with a word
            if index.kind(position + 1, is: .colon), let name = Self.imageParameter(at: position, index) { record(name, type: "Image") }
            if index.kind(position + 1, is: .colon) || index.isIdentifier(position + 1, "in"), Self.isParameter(at: position, index) {
                shadowed.insert(index.text(position))
                if index.kind(position + 1, is: .colon), index.startsUppercase(position + 2) { recordInstance(index.text(position), type: index.text(position + 2)) }
            }
            // The rest starts with a keyword: `struct`, `enum`, `class`, `actor`, `extension`, `func`, `var`, `let`, `static`.
            guard index.contains(position, in: keywords) else { continue }
            if let scope = Self.typeScope(at: position, index) {
                if var declared = Self.declaredType(scope, keyword: position, index) {
                    declared.isNested = !scopes.isEmpty
                    declaredTypes.append(declared)
                    if declared.kind == .class, let superclass = declared.firstInherited, Self.isPlatformClass(superclass) {
                        platformSubclassBodies.append((scope.nameEnd..<scope.close, superclass))
                    }
                } else if index.isIdentifier(position, "extension"), scope.nameEnd == scope.nameStart + 1 {
                    // `extension NSSavePanel`, or of a subclass the file declared before it.
                    let name = index.text(scope.nameStart)
                    let superclass = Self.isPlatformClass(name) ? name
                        : declaredTypes.last { $0.name == name && $0.kind == .class }?.firstInherited.flatMap { Self.isPlatformClass($0) ? $0 : nil }
                    if let superclass { platformSubclassBodies.append((scope.nameEnd..<scope.close, superclass)) }
                }
                scopes.append(scope)
            }
            if let (name, body) = Self.viewBody(at: position, index) {
                viewBodies[name] = viewBodies[name] == nil ? body : -1  // -1: declared twice, ambiguous
                if index.isIdentifier(position, "func"), Self.setsLabel(body, index) { labelFunctions.append(name) }
            }
            if let (name, body) = Self.componentBody(at: position, index) {
                componentBodies[name] = body
                if let scope = scopes.last { componentScopes.append((name, scope.nameStart, scope.close)) }
            }
            if let (name, body) = Self.styleBody(at: position, index) { styleBodies.append((name, body)) }
            if index.isIdentifier(position, "static"), !scopes.isEmpty { staticMember(at: position + 1, in: scopes, index) }
            recordTextValue(at: position, index)
            guard index.isIdentifier(position, "let") || index.isIdentifier(position, "var"),
                index.kind(position + 1, is: .identifier)
            else { continue }
            if let type = Self.declaredType(at: position, index) { record(index.text(position + 1), type: type) }
            if let type = Self.instanceType(at: position, index) { recordInstance(index.text(position + 1), type: type) }
        }
        for name in shadowed { textValues[name] = nil }
        for (name, value) in textValues where value.end <= value.start { textValues[name] = nil }
    }

    /// A UIKit or AppKit class that shows text (`UIViewController`, `NSToolbarItem`, `UILabel`):
    /// not `NSObject` or `NSManagedObject`, whose subclasses' `title` is the project's own
    /// (Core Data declares it in a generated file).
    private static func isPlatformClass(_ name: String) -> Bool {
        let bytes = name.utf8
        guard bytes.count > 3, name.hasPrefix("UI") || name.hasPrefix("NS"),
            bytes.dropFirst(2).first.map({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) == true
        else { return false }
        return textShowingClassSuffixes.contains { name.hasSuffix($0) }
    }

    private static let textShowingClassSuffixes = ["Controller", "View", "Cell", "Label", "Button", "Field", "Item", "Window", "Alert", "Menu", "Bar", "Panel"]

    /// Whether the file declares `name` with `let` or `var` anywhere. Read token by token: it is
    /// asked only of a property set without `self.` in a UIKit or AppKit subclass.
    static func declaresVariable(_ name: String, in index: SwiftTokenIndex) -> Bool {
        var position = 0
        while position + 1 < index.count {
            defer { position += 1 }
            if index.kind(position + 1, is: .identifier), index.isIdentifier(position, "let") || index.isIdentifier(position, "var"),
                index.text(position + 1) == name
            {
                return true
            }
        }
        return false
    }

    /// The UIKit or AppKit class whose subclass's body holds token `position`, innermost first.
    func platformSuperclass(at position: Int) -> String? {
        platformSubclassBodies.last { $0.tokens.contains(position) }?.superclass
    }

    /// A parameter (`(title: String`, `, for title: String`) or a closure parameter (`{ title in`):
    /// a name that may shadow a constant of the same name.
    private static func isParameter(at position: Int, _ index: SwiftTokenIndex) -> Bool {
        if index.isIdentifier(position + 1, "in") {
            return index.kind(position - 1, is: .leftBrace) || index.kind(position - 1, is: .comma) || index.kind(position - 1, is: .leftParen)
        }
        guard index.kind(position + 2, is: .identifier), index.startsUppercase(position + 2) || index.isIdentifier(position + 2, "inout") else { return false }
        // `UIAlertAction(title: NSLocalizedString(…))`: an argument, a call after its label.
        if index.kind(position + 3, is: .leftParen) { return false }
        let before = index.kind(position - 1, is: .identifier) ? position - 2 : position - 1
        return index.kind(before, is: .leftParen) || index.kind(before, is: .comma)
    }

    /// `let|var name = value`, `let|var name: String = value`, `var name: String { value }`,
    /// `func name() -> String { value }` (a `return` before the value is skipped). A second
    /// declaration of the name, of any form, shadows the first.
    private mutating func recordTextValue(at position: Int, _ index: SwiftTokenIndex) {
        let isFunc = index.isIdentifier(position, "func")
        guard isFunc || index.isIdentifier(position, "let") || index.isIdentifier(position, "var"), index.kind(position + 1, is: .identifier) else { return }
        let bare = index.text(position + 1)
        let name = isFunc ? bare + "()" : bare
        if !isFunc, index.kind(position + 2, is: .colon), index.isIdentifier(position + 3, "String"), index.kind(position + 4, is: .leftBrace) {
            computedStrings.insert(bare)
        }
        guard !shadowed.contains(name), textValues[name] == nil else {
            shadowed.insert(name)
            return
        }
        var value: TextValue?
        if isFunc {
            if index.kind(position + 2, is: .leftParen), index.close(position + 2) == position + 3, index.isOperator(position + 4, "->"),
                index.isIdentifier(position + 5, "String"), index.kind(position + 6, is: .leftBrace)
            {
                value = Self.bodyValue(position + 6, shape: .function, index)
            }
        } else if index.isOperator(position + 2, "=") {
            value = TextValue(start: position + 3, end: Self.expressionEnd(from: position + 3, index), shape: .constant)
        } else if index.kind(position + 2, is: .colon), index.isIdentifier(position + 3, "String") {
            if index.isOperator(position + 4, "=") {
                value = TextValue(start: position + 5, end: Self.expressionEnd(from: position + 5, index), shape: .constant)
            } else if index.kind(position + 4, is: .leftBrace) {
                value = Self.bodyValue(position + 4, shape: .computed, index)
            }
        }
        if let value { textValues[name] = value } else { shadowed.insert(name) }
    }

    /// The one expression of a body `{ value }` or `{ return value }`; nil for longer bodies.
    private static func bodyValue(_ open: Int, shape: UnlocalizedText.Shape, _ index: SwiftTokenIndex) -> TextValue? {
        let close = index.close(open)
        let start = index.isIdentifier(open + 1, "return") ? open + 2 : open + 1
        guard start < close, expressionEnd(from: start, index) == close else { return nil }
        return TextValue(start: start, end: close, shape: shape)
    }

    /// The end of the expression starting at `start`: the first token at its level that closes
    /// an enclosing bracket, separates (`,` `;`), or starts a new line that does not continue
    /// the expression (an operator at the end of one line or the start of the next continues it).
    static func expressionEnd(from start: Int, _ index: SwiftTokenIndex) -> Int {
        var position = start
        var previous = -1
        while position < index.count, position - start < 96 {
            let token = index[position]
            if position > start, token.flags.contains(.newlineBefore), token.kind != .operator, token.kind != .period, token.kind != .colon,
                !index.kind(previous, is: .operator)
            {
                break
            }
            switch token.kind {
            case .comma, .semicolon, .rightParen, .rightBrace, .rightBracket: return position
            default: break
            }
            previous = position
            position = token.isOpeningBracket ? index.close(position) + 1 : position + 1
        }
        return min(position, index.count)
    }

    /// The keywords a declaration starts with, so other words are passed over at once.
    private static let keywords = TokenNameSet(["struct", "enum", "class", "actor", "extension", "func", "var", "let", "static"])

    private mutating func record(_ name: String, type: String) {
        if let existing = types[name], existing != type { types[name] = "?" } else { types[name] = type }
    }

    /// The type of `let name: Type`, `var name = "…"`, `let name = 3`, `let name = Image(…)`.
    private static func declaredType(at position: Int, _ index: SwiftTokenIndex) -> String? {
        if index.kind(position + 2, is: .colon), index.kind(position + 3, is: .identifier) {
            if index.kind(position + 4, is: .operator) && !index.isOperator(position + 4, "=") { return "?" }  // String?, [String]
            return index.text(position + 3)
        }
        guard index.isOperator(position + 2, "=") else { return nil }
        if index.kind(position + 3, is: .stringBegin) { return "String" }
        if index.kind(position + 3, is: .number) { return index.text(position + 3).contains(".") ? "Double" : "Int" }
        if index.isIdentifier(position + 3, "Image"), index.kind(position + 4, is: .leftParen) { return "Image" }
        return nil
    }

    /// `let|var name: Type` or `let|var name = Type(…)`: the type, when it is named (an
    /// optional or a collection is none).
    private static func instanceType(at position: Int, _ index: SwiftTokenIndex) -> String? {
        let type = position + 3
        guard index.kind(type, is: .identifier), index.startsUppercase(type) else { return nil }
        if index.kind(position + 2, is: .colon) { return index.kind(type + 1, is: .operator) && !index.isOperator(type + 1, "=") ? nil : index.text(type) }
        return index.isOperator(position + 2, "=") && index.kind(type + 1, is: .leftParen) ? index.text(type) : nil
    }

    private mutating func recordInstance(_ name: String, type: String) {
        if let known = instanceTypes[name], known != type { instanceTypes[name] = "?" } else { instanceTypes[name] = type }
    }

    /// The type a `struct`/`enum`/`class`/`actor` scope declares (nil for an extension), with
    /// the first name it inherits.
    private static func declaredType(_ scope: TypeScope, keyword: Int, _ index: SwiftTokenIndex) -> DeclaredType? {
        guard scope.nameEnd == scope.nameStart + 1, let kind = DeclaredType.Kind(rawValue: index.text(keyword)) else { return nil }
        var cursor = scope.nameEnd
        if index.isOperator(cursor, "<") {  // generic parameters: `struct Box<T: Codable>`
            while cursor < scope.close, !index.isOperator(cursor, ">") { cursor += 1 }
            cursor += 1
        }
        let inherited = index.kind(cursor, is: .colon) && index.kind(cursor + 1, is: .identifier) ? index.text(cursor + 1) : nil
        return DeclaredType(name: index.text(scope.nameStart), kind: kind, firstInherited: inherited)
    }

    /// A parameter `icon: Image` or `_ icon: Image` (not an argument `icon: Image(…)`).
    private static func imageParameter(at position: Int, _ index: SwiftTokenIndex) -> String? {
        guard index.kind(position, is: .identifier), index.kind(position + 1, is: .colon), index.isIdentifier(position + 2, "Image"),
            index.kind(position + 3, is: .comma) || index.kind(position + 3, is: .rightParen) || index.isOperator(position + 3, "=")
        else { return nil }
        let before = position - 1
        guard index.kind(before, is: .leftParen) || index.kind(before, is: .comma)
            || (index.kind(before, is: .identifier) && (index.kind(before - 1, is: .leftParen) || index.kind(before - 1, is: .comma)))
        else { return nil }
        return index.text(position)
    }

    /// A type being declared: its name's tokens and its closing brace (names are built only
    /// for the few members that are recorded).
    private struct TypeScope {
        var nameStart: Int
        var nameEnd: Int
        var close: Int
    }

    /// `static let|var name …` inside the types `scopes`: an image, a view, or a generated accessor.
    private mutating func staticMember(at position: Int, in scopes: [TypeScope], _ index: SwiftTokenIndex) {
        let isFunc = index.isIdentifier(position, "func")
        guard isFunc || index.isIdentifier(position, "let") || index.isIdentifier(position, "var"), index.kind(position + 1, is: .identifier)
        else { return }
        var name: String { (scopes.map { index.text(from: $0.nameStart, to: $0.nameEnd) } + [index.text(position + 1)]).joined(separator: ".") }
        var cursor = position + 2
        if isFunc {
            guard index.kind(cursor, is: .leftParen) else { return }
            cursor = index.close(cursor) + 1
            while cursor < index.count, cursor - position < 24, !index.kind(cursor, is: .leftBrace) { cursor += 1 }
            guard index.kind(cursor, is: .leftBrace) else { return }
            let start = index.isIdentifier(cursor + 1, "return") ? cursor + 2 : cursor + 1
            if let (table, key) = Self.generatedLookup(at: start, index) { accessors.append((name, table, key)) }
            return
        }
        if index.isOperator(cursor, "=") {
            if index.isIdentifier(cursor + 1, "Image"), index.kind(cursor + 2, is: .leftParen) {
                imageMembers.append((name, position + 1, cursor + 1))
            } else if let (table, key) = Self.generatedLookup(at: cursor + 1, index) {
                accessors.append((name, table, key))
            }
            return
        }
        guard index.kind(cursor, is: .colon) else { return }
        if index.isIdentifier(cursor + 1, "Image"), index.kind(cursor + 2, is: .leftBrace) {
            viewMembers.append((name, cursor + 2))  // `static var edit: Image { Image(…) }`: judged like a view
        } else if index.isIdentifier(cursor + 1, "Image"), !index.kind(cursor + 2, is: .period), !index.kind(cursor + 2, is: .leftParen) {
            imageMembers.append((name, position + 1, nil))
        } else if index.isIdentifier(cursor + 1, "some"), index.isIdentifier(cursor + 2, "View"), index.kind(cursor + 3, is: .leftBrace) {
            viewMembers.append((name, cursor + 3))
        }
    }

    /// `tr("Table", "key", …)` or `L10n.tr("Table", "key", …)` at `start`: SwiftGen's lookup.
    static func generatedLookup(at start: Int, _ index: SwiftTokenIndex) -> (table: Int, key: Int)? {
        var name = start
        while index.kind(name, is: .identifier), index.kind(name + 1, is: .period), index.kind(name + 2, is: .identifier) { name += 2 }
        guard index.isIdentifier(name, "tr"), index.kind(name + 1, is: .leftParen) else { return nil }
        let arguments = index.parseArguments(open: name + 1, close: index.close(name + 1))
        guard arguments.count >= 2 else { return nil }
        let table = arguments[0]
        let key = arguments[1]
        guard table.label == nil, key.label == nil, index.kind(table.start, is: .stringBegin), index.close(table.start) == table.end - 1,
            index.kind(key.start, is: .stringBegin), index.close(key.start) == key.end - 1
        else { return nil }
        return (table.start, key.start)
    }

    /// `struct Name`, `enum Name`, `class Name`, `actor Name`, `extension A.B`: its name and the
    /// index of its closing brace.
    private static func typeScope(at position: Int, _ index: SwiftTokenIndex) -> TypeScope? {
        guard index.isIdentifier(position, "struct") || index.isIdentifier(position, "enum") || index.isIdentifier(position, "class")
            || index.isIdentifier(position, "actor") || index.isIdentifier(position, "extension"),
            index.kind(position + 1, is: .identifier), !index.kind(position - 1, is: .period)
        else { return nil }
        var end = position + 1
        while index.kind(end + 1, is: .period), index.kind(end + 2, is: .identifier) { end += 2 }
        let word = position + 1  // `class func`, `class var`: not a type
        guard !(index.isIdentifier(word, "func") || index.isIdentifier(word, "var") || index.isIdentifier(word, "let")
            || index.isIdentifier(word, "subscript") || index.isIdentifier(word, "init") || index.isIdentifier(word, "case"))
        else { return nil }
        var cursor = end + 1
        while cursor < index.count, cursor - position < 64, !index.kind(cursor, is: .leftBrace), !index.kind(cursor, is: .rightBrace) {
            cursor = index.kind(cursor, is: .leftParen) ? index.close(cursor) + 1 : cursor + 1
        }
        guard index.kind(cursor, is: .leftBrace) else { return nil }
        return TypeScope(nameStart: position + 1, nameEnd: end + 1, close: index.close(cursor))
    }

    /// `var name: some View {` or `func name() -> some View {`.
    private static func viewBody(at position: Int, _ index: SwiftTokenIndex) -> (String, Int)? {
        var cursor = position + 2
        if index.isIdentifier(position, "var"), index.kind(position + 1, is: .identifier), index.kind(cursor, is: .colon) {
            cursor += 1
        } else if index.isIdentifier(position, "func"), index.kind(position + 1, is: .identifier), index.kind(cursor, is: .leftParen),
            index.isOperator(index.close(cursor) + 1, "->")
        {
            cursor = index.close(cursor) + 2
        } else {
            return nil
        }
        guard index.isIdentifier(cursor, "some"), index.isIdentifier(cursor + 1, "View"), index.kind(cursor + 2, is: .leftBrace) else { return nil }
        return (index.text(position + 1), cursor + 2)
    }

    /// `struct Name: …View… {` (also generic, `struct Name<Content: View>: View {`) with a
    /// `var body: some View {` among its members.
    private static func componentBody(at position: Int, _ index: SwiftTokenIndex) -> (String, Int)? {
        guard let header = structHeader(at: position, index), header.conformances.contains("View") else { return nil }
        guard let body = member(of: header.open, index, where: { index.isIdentifier($0, "var") && index.isIdentifier($0 + 1, "body") }) else { return nil }
        return (index.text(position + 1), body)
    }

    /// Style protocols whose `makeBody` draws a control.
    static let controlStyles: Set<String> = ["ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle"]

    /// `struct Name: ButtonStyle {` (or `ToggleStyle`, `LabelStyle`) with a
    /// `func makeBody(configuration:) -> some View {` among its members: its name and that body's `{`.
    private static func styleBody(at position: Int, _ index: SwiftTokenIndex) -> (String, Int)? {
        guard let header = structHeader(at: position, index), !header.conformances.isDisjoint(with: controlStyles) else { return nil }
        guard let body = member(of: header.open, index, where: { index.isIdentifier($0, "func") && index.isIdentifier($0 + 1, "makeBody") }) else { return nil }
        return (index.text(position + 1), body)
    }

    /// `struct Name: A, B {` (also generic): the names it conforms to and its `{`.
    private static func structHeader(at position: Int, _ index: SwiftTokenIndex) -> (conformances: Set<String>, open: Int)? {
        guard index.isIdentifier(position, "struct"), index.kind(position + 1, is: .identifier) else { return nil }
        var cursor = position + 2
        if index.isOperator(cursor, "<") {  // generic parameters: skip to the matching `>`
            var depth = 0
            while cursor < index.count, cursor - position < 48 {
                if index.isOperator(cursor, "<") { depth += 1 } else if index.kind(cursor, is: .operator), index.text(cursor).hasPrefix(">") { depth -= 1 }
                cursor += 1
                if depth <= 0 { break }
            }
        }
        guard index.kind(cursor, is: .colon) else { return nil }
        var conformances: Set<String> = []
        while cursor < index.count, cursor - position < 48, index[cursor].kind != .leftBrace {
            if index.kind(cursor, is: .identifier), index.text(cursor).hasSuffix("View") || index.text(cursor).hasSuffix("Style") {
                conformances.insert(index.text(cursor))
            }
            cursor += 1
        }
        guard !conformances.isEmpty, index.kind(cursor, is: .leftBrace) else { return nil }
        return (conformances, cursor)
    }

    /// The body `{` of the first top-level member of the type at `open` that `matches` and
    /// builds a view (`var body: some View {`, `func makeBody(…) -> some View {`).
    private static func member(of open: Int, _ index: SwiftTokenIndex, where matches: (Int) -> Bool) -> Int? {
        let close = index.close(open)
        var member = open + 1
        while member < close {
            if matches(member), let (_, body) = viewBody(at: member, index) { return body }
            member = index[member].isOpeningBracket ? index.close(member) + 1 : member + 1
        }
        return nil
    }

    /// Whether a body calls `accessibilityLabel(…)` or `accessibility(label:)` anywhere.
    private static func setsLabel(_ open: Int, _ index: SwiftTokenIndex) -> Bool {
        let close = index.close(open)
        var cursor = open + 1
        while cursor < close, cursor - open < 2048 {
            if index.isIdentifier(cursor, "accessibilityLabel") || (index.isIdentifier(cursor, "accessibility") && index.isIdentifier(cursor + 2, "label")) {
                return true
            }
            cursor += 1
        }
        return false
    }
}
