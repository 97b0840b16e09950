import L10nModel

/// Text the scan finds shown unlocalized: arguments of SwiftUI views and of UIKit/AppKit
/// initializers, and values assigned to properties that show text.
extension SwiftUIScan {
    /// Text built from literals passed where it is shown unlocalized. SwiftUI: a literal (even
    /// interpolated) or a ternary of literals (nested ones too) is a `LocalizedStringKey`,
    /// anything else that is built from literals takes the `StringProtocol` overload.
    /// UIKit/AppKit take a `String`.
    /// - Parameter viewEnd: where the view's call ends, when its own modifiers may hide it.
    mutating func checkUnlocalized(
        _ argument: SwiftArgumentSyntax, api: String, swiftUI: Bool, viewEnd: Int? = nil, receiverType: String? = nil, storedIn: String? = nil
    ) {
        if swiftUI, context.isLiteralOrTernaryOfLiterals(argument.start, argument.end) { return }
        guard case .literal(let text, let shape, let name, let isFallback) = context.textOrigin(argument.start, argument.end) else { return }
        if let viewEnd, isHidden(viewEndingAt: viewEnd) { return }
        let isDebug = debugRanges.contains { $0.contains(argument.start) }
        var unlocalized = UnlocalizedText(
            api: api, isSwiftUI: swiftUI, expression: index.text(from: argument.start, to: argument.end), text: text, shape: shape, name: name,
            isDebugOnly: isDebug, range: index.range(context.file, argument.start, argument.end))
        unlocalized.isFallback = isFallback
        unlocalized.receiverType = receiverType == "?" ? nil : receiverType
        unlocalized.storedIn = storedIn
        facts.unlocalizedTexts.append(unlocalized)
    }

    /// Whether the view's own modifiers hide it (`.hidden()`, `.opacity(0)`): it only holds its
    /// space in the layout, and its text is never shown.
    private func isHidden(viewEndingAt end: Int) -> Bool {
        guard index.kind(index.skipDirectives(from: end), is: .period) else { return false }
        return index.parseChain(from: end).0.contains { modifier in
            (index.isIdentifier(modifier.name, "hidden") && modifier.arguments.isEmpty)
                || (index.isIdentifier(modifier.name, "opacity") && modifier.arguments.count == 1
                    && ["0", "0.0"].contains(index.text(from: modifier.arguments[0].start, to: modifier.arguments[0].end)))
        }
    }

    /// `label.text = "…"`, `alert.messageText = title`: a UIKit/AppKit property shown on screen.
    /// `inheritedFrom`: set without `self.` in a subclass of that UIKit/AppKit class.
    mutating func visitAssignment(_ property: Int, inheritedFrom superclass: String? = nil) {
        let start = property + 2
        let end = SwiftDeclarations.expressionEnd(from: start, index)
        guard start < end else { return }
        var owner = ""
        if superclass == nil, index.kind(property - 2, is: .identifier) {
            owner = index.text(property - 2) + "."
            facts.retitledNames.insert(index.text(property - 2))
        }
        let receiverType = superclass ?? (owner.isEmpty ? nil : context.declarations.instanceTypes[String(owner.dropLast())])
        // `content.body = "…"` shows text only on a notification's content.
        if let types = SwiftUIScanner.displayedPropertiesByType[index.text(property)], !types.contains(receiverType ?? "") { return }
        // A column's title shows in a header the file hides (`outlineView.headerView = nil`).
        if receiverType == "NSTableColumn", index.isIdentifier(property, "title"), hidesATableHeader { return }
        checkUnlocalized(SwiftArgumentSyntax(label: nil, start: start, end: end, isClosure: false), api: owner + index.text(property), swiftUI: false, receiverType: receiverType)
    }

    /// Whether the file sets a table's or outline's `headerView` to nil: its columns' titles are
    /// never shown.
    private var hidesATableHeader: Bool {
        var position = 0
        while position + 2 < index.count {
            defer { position += 1 }
            if index.isIdentifier(position, "headerView"), index.isOperator(position + 1, "="), index.isIdentifier(position + 2, "nil") { return true }
        }
        return false
    }

    /// `toolTip = "Run"` in `class RunItem: NSToolbarItem`: an inherited UIKit/AppKit property
    /// shown on screen, set without `self.`. Not a name the file declares itself (a local
    /// `var title`), nor a declaration, an argument or a member of something else.
    mutating func visitImplicitSelfAssignment(_ property: Int) {
        guard !index.kind(property - 1, is: .period), !index.isIdentifier(property - 1, "let"), !index.isIdentifier(property - 1, "var"),
            !index.isIdentifier(property - 1, "case"), let superclass = context.declarations.platformSuperclass(at: property),
            !SwiftDeclarations.declaresVariable(index.text(property), in: index)
        else { return }
        visitAssignment(property, inheritedFrom: superclass)
    }

    /// `UIAlertController(title: "…", message: "…", preferredStyle: .alert)`, `NSMenuItem(title:…)`.
    mutating func visitDisplayingInitializer(_ position: Int) {
        let name = index.text(position)
        guard let labels = SwiftUIScanner.displayedInitializers[name], let call = index.parseCall(name: position) else { return }
        // `let titleLabel = NSTextField(…)`, `let titleLabel: NSTextField = NSTextField(…)`.
        let declared = index.isOperator(position - 1, "=") ? (index.kind(position - 3, is: .colon) ? position - 4 : position - 2) : nil
        let storedIn = declared.flatMap { index.kind($0, is: .identifier) && (index.isIdentifier($0 - 1, "let") || index.isIdentifier($0 - 1, "var")) ? index.text($0) : nil }
        for argument in call.arguments where labels.contains(argument.label ?? "") {
            // `NSMenuItem(title: "Show Next Tab (Hidden)", …).hidden()`: there for its key equivalent.
            checkUnlocalized(argument, api: "\(name)(\(argument.label ?? ""):)", swiftUI: false, viewEnd: call.end, storedIn: storedIn)
        }
    }
}
