import L10nModel

extension SwiftUIScanner {
    /// Keys and generated symbols used where their text cannot grow: a symbol goes through the
    /// same sweep as a key spelled like it (`.welcomeTitle`), and keeps the symbol for look-up.
    static func constrainedUses(_ facts: SwiftSourceFacts, index: SwiftTokenIndex, file: FileID) -> [ConstrainedKeyUse] {
        let symbols = Dictionary(facts.symbolReferences.map { ($0.symbol.range.start, $0.symbol) }, uniquingKeysWith: { first, _ in first })
        let spelled = facts.symbolReferences.map {
            LocalizedKeyReference(key: LocalizedKey(text: $0.symbol.spelled, segments: [], range: $0.symbol.range), source: .api($0.api))
        }
        var uses = SwiftLayoutConstraints(index: index, file: file).uses(of: facts.keyReferences + spelled)
        guard !symbols.isEmpty else { return uses }
        for position in uses.indices { uses[position].symbol = symbols[uses[position].key.range.start] }
        return uses
    }
}

/// Name sets built once.
private enum Names {
    static let controls = TokenNameSet(SwiftUIScanner.controlNames)
    static let titleInitializers = TokenNameSet(SwiftUIScanner.titleInitializers)
    static let members = TokenNameSet(SwiftUIScanner.memberNames)
    static let displayedProperties = TokenNameSet(SwiftUIScanner.displayedProperties.union(SwiftUIScanner.displayedPropertiesByType.keys))
    static let displayedInitializers = TokenNameSet(Set(SwiftUIScanner.displayedInitializers.keys))
}

/// The state of one file's scan.
package struct SwiftUIScan {
    let context: SwiftScanContext
    var facts: SwiftSourceFacts
    /// Images with the innermost bracket around them (nil at the top level).
    private var images: [(image: SwiftImage, position: Int, enclosing: Int?)] = []
    /// Labelled containers still open: their token span.
    private var openContainers: [(container: LabelledContainer, end: Int)] = []
    /// Ends of the open containers that combine their children with a text into one element.
    private var combiningContainers: [Int] = []
    /// Ends of the open containers made one element that ignores its children
    /// (`.accessibilityElement()`), their modifiers' views (`.background(Button…)`) included.
    private var ignoringContainers: [Int] = []
    /// Token ranges of the open `Menu` calls and `.contextMenu` modifiers (their items are menu items).
    private var menus: [Range<Int>] = []
    /// Token ranges of the open `LabeledContent` calls with a title.
    private var labeledContents: [Range<Int>] = []
    /// Images before this token index belong to a control's label, a `Label`, a hidden container…
    private var silentUntil = 0
    private var referencedLiterals: Set<Int> = []
    /// Code before this token index is a preview (`#Preview { … }`, a `PreviewProvider`): never shipped, not scanned.
    private var previewUntil = 0
    /// Token ranges of `#if` branches only development builds compile (`#if DEBUG`, `#if false`…).
    let debugRanges: [Range<Int>]

    init(context: SwiftScanContext) {
        self.context = context
        self.index = context.index
        self.facts = SwiftSourceFacts(file: context.file)
        self.debugRanges = context.debugRanges()
    }

    let index: SwiftTokenIndex
    // The name sets, read once per file rather than through their lazy globals for every token.
    private let controls = Names.controls
    private let titleInitializers = Names.titleInitializers
    private let members = Names.members
    private let displayedProperties = Names.displayedProperties
    private let displayedInitializers = Names.displayedInitializers

    mutating func run() {
        var open: [Int] = []
        var position = 0
        while position < index.count {
            while let top = open.last, index.close(top) <= position { open.removeLast() }
            while let top = openContainers.last, top.end <= position { openContainers.removeLast() }
            while let top = combiningContainers.last, top <= position { combiningContainers.removeLast() }
            while let top = ignoringContainers.last, top <= position { ignoringContainers.removeLast() }
            if !menus.isEmpty { menus.removeAll { $0.upperBound <= position } }
            if !labeledContents.isEmpty { labeledContents.removeAll { $0.upperBound <= position } }
            let token = index[position]
            // A literal inside an interpolation is no key the scan reads, yet may name one.
            if token.kind == .stringBegin, token.flags.contains(.inString) { recordMention(position) }
            if token.kind == .period, token.flags.contains(.inString) { recordLeadingDotMentions(position) }
            // So may a generated accessor (`"\(R.string.localizable.sendPending(symbol))"`).
            if token.kind == .identifier, token.flags.contains(.inString) { recordAccessorMention(position) }
            if !token.flags.contains(.inString), position >= previewUntil {
                switch token.kind {
                case .identifier:
                    if index.isIdentifier(position, "case") { recordCaseNames(after: position) }
                    if index.isIdentifier(position, "PreviewProvider") {
                        skipPreviewType(position)
                    } else if index.isIdentifier(position, "LocalizedStringResource"),
                        index.kind(position + 1, is: .period) || index.isIdentifier(position - 1, "extension")
                    {
                        visitResourceType(position)
                    } else {
                        recordAccessorMention(position)
                        visitIdentifier(position, enclosing: open.last)
                        if index.kind(position + 1, is: .operator), index.contains(position, in: displayedProperties), index.isOperator(position + 1, "=") {
                            visitImplicitSelfAssignment(position)
                        }
                    }
                case .stringBegin:
                    recordMention(position)
                    visitLiteral(position)
                case .period:
                    if index.isOperator(position + 2, "="), index.contains(position + 1, in: displayedProperties) { visitAssignment(position + 1) }
                    recordLeadingDotMentions(position)
                    visitLeadingDot(position, enclosing: open.last)
                case .colon: visitParameterType(position, enclosing: open.last)
                case .pound: if index.isPound(position, "#Preview") { previewUntil = index.callEnd(name: position) }
                default: break
                }
            }
            if token.isOpeningBracket { open.append(position) }
            position += 1
        }
        facts.declaredTypes = context.declarations.declaredTypes
        // A control's label, or a static member (`static let close = Image(…)`): its users decide.
        let labelBodies = context.labelBodies.map { ($0, index.close($0)) } + context.declarations.viewMembers.map { ($0.body, index.close($0.body)) }
        let memberImages = Set(context.declarations.imageMembers.compactMap(\.image))
        facts.standaloneImages = images.compactMap { entry in
            if labelBodies.contains(where: { $0.0 < entry.position && entry.position < $0.1 }) || memberImages.contains(entry.position) { return nil }
            guard let enclosing = entry.enclosing else { return entry.image }
            return index[enclosing].kind == .leftBrace ? entry.image : nil  // an argument is someone else's business
        }
    }

    /// `struct Row_Previews: PreviewProvider { … }`: skips the type's body.
    private mutating func skipPreviewType(_ position: Int) {
        guard index.kind(position - 1, is: .colon) || index.kind(position - 1, is: .comma) else { return }
        var cursor = position + 1
        while cursor < index.count, cursor - position < 16, index[cursor].kind != .leftBrace { cursor += 1 }
        if index.kind(cursor, is: .leftBrace) { previewUntil = index.close(cursor) + 1 }
    }

    private mutating func visitIdentifier(_ position: Int, enclosing: Int?) {
        let next = position + 1
        guard next < index.count else { return }
        let nextKind = index[next].kind
        guard (nextKind == .leftParen && !index.hasNewlineBefore(next)) || nextKind == .leftBrace else { return }
        let isUppercase = index.startsUppercase(position)
        // `f("key")` or `f(key: "key")`: a candidate localization function.
        let literalArgument = nextKind == .leftParen
            && (index.kind(next + 1, is: .stringBegin) || (index.kind(next + 2, is: .colon) && index.kind(next + 3, is: .stringBegin)))
        // `preferredLocalizedString(forKey: title, …, table: "Controls")`: a table looked up with a built key.
        let keyedArgument = nextKind == .leftParen && index.isIdentifier(next + 1, "forKey") && index.kind(next + 2, is: .colon)
        if index.kind(position - 1, is: .period), !(isUppercase && index.isIdentifier(position - 2, "SwiftUI")) {
            if index.isIdentifier(position, "contextMenu") { menus.append(position..<index.callEnd(name: position)) }
            // Names built once only for known modifiers and literal-taking calls.
            if literalArgument || index.contains(position, in: members) {
                visitMember(position, name: index.text(position))
            } else if keyedArgument {
                recordBuiltKeyTable(position)
            }
            return
        }
        guard index.isCallSite(position) else { return }
        guard isUppercase else {
            if literalArgument, let call = index.parseCall(name: position) { addFunctionReference(call, path: index.text(position)) }
            if keyedArgument { recordBuiltKeyTable(position) }
            return
        }
        if index.contains(position, in: controls) {
            visitControl(position, name: index.text(position))
        } else if index.isIdentifier(position, "Image") {
            if let (image, _) = context.image(at: position), position >= silentUntil {
                images.append((image, position, enclosing))
            }
        } else if index.isIdentifier(position, "String") {
            if let call = index.parseCall(name: position), let argument = call.argument(labeled: "localized") {
                addReferences(argument, source: .api("String(localized:)"), table: context.literalText(call.argument(labeled: "table")), symbols: true)
            }
        } else if index.contains(position, in: titleInitializers) {
            visitTitled(position, name: index.text(position))
        } else {
            if index.contains(position, in: displayedInitializers) { visitDisplayingInitializer(position) }
            facts.viewUses[index.text(position), default: 0] += 1
            inspectContainer(position, callEnd: index.callEnd(name: position))
        }
    }

    /// `Text("key")`, `Label("key", systemImage:)`, `Section("key")`, `NSLocalizedString("key", …)`.
    private mutating func visitTitled(_ position: Int, name: String) {
        guard let call = index.parseCall(name: position) else { return }
        if let lead = call.leadingUnlabeledArgument {
            let table = context.literalText(call.argument(labeled: name == "NSLocalizedString" || name == "Text" ? "tableName" : "table"))
            if name == "NSLocalizedString", let table, !context.isLiteral(lead.start, lead.end) { facts.tablesWithBuiltKeys.insert(table) }
            let symbols = SwiftUIScanner.symbolAPIs.contains(name) && !SwiftScanContext.formatsAValue(call)
            addReferences(lead, source: .api(name), table: table, symbols: symbols)
            if name == "Text", index.isOperator(position - 1, "+") || index.isOperator(index.parseChain(from: call.end).1, "+"), context.isLiteral(lead.start, lead.end) {
                facts.composedKeys.insert(context.literal(at: lead.start).text)
            }
            if !SwiftUIScanner.lookupAPIs.contains(name), !(name == "Text" && SwiftScanContext.formatsAValue(call)) {
                checkUnlocalized(lead, api: name + "(_:)", swiftUI: true, viewEnd: name == "Text" ? call.end : nil)
            }
        }
        if name == "Label" || name == "Text" { silentUntil = max(silentUntil, call.end) }
        // `LabeledContent("Opacity:") { Slider(…) }`: the title names the content's control.
        if name == "LabeledContent", call.leadingUnlabeledArgument != nil || combinesText(position) { labeledContents.append(position..<call.end) }
    }

    /// A view with a modifier chain: a labelled container, or one hiding what it contains.
    private mutating func inspectContainer(_ position: Int, callEnd: Int, chain parsed: [SwiftCallSyntax]? = nil) {
        let chain: [SwiftCallSyntax]
        if let parsed {
            chain = parsed
        } else {
            guard index.kind(index.skipDirectives(from: callEnd), is: .period) else { return }
            chain = index.parseChain(from: callEnd).0
        }
        var isSilent = false
        for modifier in chain {
            if context.isLabelModifier(modifier) {
                let label = modifier.arguments.first.map { context.labelExpression($0.start, $0.end) }
                let range = index.range(context.file, index.callStart(position), position + 1)
                let container = LabelledContainer(name: index.text(position), range: range, label: label)
                facts.labelledContainers.append(container)
                openContainers.append((container, callEnd))
                isSilent = true
            } else if index.isIdentifier(modifier.name, "accessibilityHidden") || index.isIdentifier(modifier.name, "accessibilityElement")
                || index.isIdentifier(modifier.name, "accessibilityRepresentation")
            {
                let argument = modifier.arguments.first.map { index.text(from: $0.start, to: $0.end) } ?? ""
                // `.accessibilityElement()` ignores its children, as `children: .ignore` says.
                let ignoresChildren = argument.hasSuffix(".ignore") || (modifier.arguments.isEmpty && index.isIdentifier(modifier.name, "accessibilityElement"))
                if argument == "true" || ignoresChildren || index.isIdentifier(modifier.name, "accessibilityRepresentation") {
                    isSilent = true
                }
                // So does a container hidden from VoiceOver (`.accessibilityHidden(true)`): none of its controls is read.
                let hidesChildren = argument == "true" && index.isIdentifier(modifier.name, "accessibilityHidden")
                if parsed == nil, ignoresChildren || hidesChildren { ignoringContainers.append(chain.last?.end ?? callEnd) }
                if parsed == nil, argument.hasSuffix(".combine"), combinesText(position) { combiningContainers.append(callEnd) }
            }
        }
        if isSilent { silentUntil = max(silentUntil, callEnd) }
    }

    private mutating func visitControl(_ position: Int, name: String) {
        guard let call = index.parseCall(name: position) else { return }
        let (chain, _) = index.parseChain(from: call.end)
        let (label, region) = context.controlLabel(name, call)
        if let lead = call.leadingUnlabeledArgument {
            addReferences(lead, source: .api(name), table: nil, symbols: SwiftUIScanner.symbolAPIs.contains(name))
            checkUnlocalized(lead, api: name + "(_:)", swiftUI: true)
        }
        if let region { silentUntil = max(silentUntil, region) }
        // A `Button` drawn by a style's `makeBody` is how another control looks, not a control of its own.
        if context.declarations.styleBodies.contains(where: { $0.body < position && position < index.close($0.body) }) {
            inspectContainer(position, callEnd: call.end, chain: chain)
            return
        }
        var control = SwiftControl(
            name: name, range: index.range(context.file, index.callStart(position), position + 1), label: label,
            modifiers: context.modifierFacts(chain), enclosingLabelledContainers: openContainers.map(\.container))
        control.isCombinedWithText = !combiningContainers.isEmpty
        control.isInElementIgnoringChildren = !ignoringContainers.isEmpty
        control.isInMenu = menus.contains { $0.contains(position) }
        control.isInLabeledContent = labeledContents.contains { $0.contains(position) }
        control.isDebugOnly = debugRanges.contains { $0.contains(position) }
        if name == "Menu" { menus.append(position..<call.end) }
        control.enclosingView = context.declarations.componentScopes.last { $0.start < position && position < $0.close }?.name
        control.callEnd = index.range(context.file, position, call.end).end
        facts.controls.append(control)
        inspectContainer(position, callEnd: call.end, chain: chain)
    }

    /// Whether the container at `position` shows a text among its children (`HStack { Text("Wi-Fi"); Toggle(…) }`),
    /// judged as a label's content is, or a view held in a variable (`HStack { label; Toggle("", …) }`):
    /// what that shows is not known, and beside a control it is most often the row's title.
    private func combinesText(_ position: Int) -> Bool {
        guard let call = index.parseCall(name: position) else { return false }
        let followed = context.labelBodies  // judging a container must not mark its images as labels
        defer { context.labelBodies = followed }
        return call.trailingClosures.contains { closure in
            switch context.content(closure: closure.open) {
            case .text: return true
            case .unknown: return context.showsViewVariable(closure.open)
            default: return false
            }
        }
    }

    /// A modifier or member call: `.navigationTitle("key")`, `.accessibility(label:)`, `L10n.tr("key")`.
    private mutating func visitMember(_ position: Int, name: String) {
        guard let call = index.parseCall(name: position) else { return }
        // `L10n.Menu.help(appName)`: a function of a type (a generated accessor), not the modifier.
        let isTypeMember = index.kind(position - 1, is: .period) && index.kind(position - 2, is: .identifier) && index.startsUppercase(position - 2)
        if SwiftUIScanner.titleModifiers.contains(name), !isTypeMember {
            if let lead = call.leadingUnlabeledArgument {
                addReferences(lead, source: .api(name), table: nil, symbols: SwiftUIScanner.symbolAPIs.contains(name))
                checkUnlocalized(lead, api: "." + name + "(_:)", swiftUI: true)
            }
        } else if name == "setTitle", let lead = call.leadingUnlabeledArgument, call.argument(labeled: "for") != nil {
            checkUnlocalized(lead, api: "setTitle(_:for:)", swiftUI: false)
        } else if name == "setAccessibilityLabel" || name == "setAccessibilityHelp", let lead = call.leadingUnlabeledArgument {
            checkUnlocalized(lead, api: name + "(_:)", swiftUI: false)  // AppKit's NSAccessibility
        } else if name == "addButton", let title = call.argument(labeled: "withTitle") {
            checkUnlocalized(title, api: "addButton(withTitle:)", swiftUI: false)  // NSAlert's buttons
        } else if name == "accessibility" {
            for argument in call.arguments where ["label", "hint", "value"].contains(argument.label ?? "") {
                addReferences(argument, source: .api("accessibility(\(argument.label ?? ""):)"), table: nil, symbols: true)
            }
        } else if name == "localizedString", let key = call.argument(labeled: "forKey") {
            if let table = context.tableWithBuiltKey(name, call) { facts.tablesWithBuiltKeys.insert(table) }
            addReferences(key, source: .api("localizedString(forKey:)"), table: context.literalText(call.argument(labeled: "table")))
        } else if name == "path" || name == "url", let table = context.literalText(call.argument(labeled: "forResource")),
            context.literalText(call.argument(labeled: name == "path" ? "ofType" : "withExtension")) == "strings"
        {
            // A table read whole (`NSDictionary(contentsOfFile:)`): any of its keys may be asked for.
            facts.tablesWithBuiltKeys.insert(table)
        } else if name == "tabItem" {
            silentUntil = max(silentUntil, call.end)
        } else if !index.kind(position - 1, is: .period) || index.kind(position - 2, is: .identifier) {
            // Not a method of a literal or a call's result: `"powered_by".localized("De.Fi")`
            // formats its receiver's text (the key, read with the literal) with its arguments.
            var start = position
            while index.kind(start - 1, is: .period), index.kind(start - 2, is: .identifier) { start -= 2 }
            addFunctionReference(call, path: index.text(from: start, to: position + 1))
        }
    }

    /// `"key".localized`: a candidate localization function on a literal.
    private mutating func visitLiteral(_ position: Int) {
        let close = index.close(position)
        guard index.kind(close + 1, is: .period), index.kind(close + 2, is: .identifier), !index.hasNewlineBefore(close + 1) else { return }
        let key = context.literal(at: position)
        add(LocalizedKeyReference(key: key, source: .function(index.text(close + 2))))
    }

    /// A call whose `forKey:` is no literal, a wrapper of `localizedString(forKey:value:table:)`.
    private mutating func recordBuiltKeyTable(_ position: Int) {
        if let call = index.parseCall(name: position), let table = context.tableWithBuiltKey(index.text(position), call) { facts.tablesWithBuiltKeys.insert(table) }
    }

    private mutating func addFunctionReference(_ call: SwiftCallSyntax, path: String) {
        if let table = context.tableWithBuiltKey(path, call) { facts.tablesWithBuiltKeys.insert(table) }
        guard let (function, argument) = context.localizationCall(path, call) else { return }
        let key = context.literal(at: argument.start)
        add(LocalizedKeyReference(key: key, source: .function(function)))
    }

    /// `Row(title: .welcomeTitle)`, `row(.welcomeTitle)`: a leading-dot argument of a call
    /// this scan does not know, kept in case the project declares the parameter a resource.
    private mutating func visitLeadingDot(_ position: Int, enclosing: Int?) {
        guard let open = enclosing, index.kind(open, is: .leftParen), index.kind(position + 1, is: .identifier), index.kind(open - 1, is: .identifier)
        else { return }
        let label: String
        if index.kind(position - 1, is: .colon), index.kind(position - 2, is: .identifier) {
            label = index.text(position - 2)
        } else if index.kind(position - 1, is: .leftParen) || index.kind(position - 1, is: .comma) {
            label = "_"
        } else {
            return
        }
        guard let (symbol, after) = context.symbol(at: position), after == index.close(open) || index.kind(after, is: .comma),
            !referencedLiterals.contains(symbol.range.start)
        else { return }
        facts.symbolArguments.append(LocalizedSymbolArgument(parameter: index.text(open - 1) + "|" + label, symbol: symbol))
    }

    /// `title: LocalizedStringResource` as a function parameter (`func row(title: …)`) or a
    /// stored property of a struct (its memberwise initializer's parameter).
    private mutating func visitParameterType(_ position: Int, enclosing: Int?) {
        guard index.isIdentifier(position + 1, "LocalizedStringResource"), !index.kind(position + 2, is: .period), index.kind(position - 1, is: .identifier),
            let open = enclosing
        else { return }
        let name = position - 1
        if index.kind(open, is: .leftParen) {
            // `func row(title: …)`, `func row(_ title: …)`, `func row(for title: …)`
            guard index.kind(open - 1, is: .identifier), index.isIdentifier(open - 2, "func") else { return }
            let label = index.kind(name - 1, is: .identifier) ? index.text(name - 1) : index.text(name)
            facts.resourceParameters.append(index.text(open - 1) + "|" + label)
        } else if index.isOperator(position + 2, "="), let (symbol, _) = context.symbol(at: position + 3) {
            addSymbol(symbol, api: "LocalizedStringResource")  // `let title: LocalizedStringResource = .welcomeTitle`
        } else if index.kind(open, is: .leftBrace), index.isIdentifier(name - 1, "let") || index.isIdentifier(name - 1, "var"),
            !index.isIdentifier(name - 2, "static"), !index.kind(position + 2, is: .leftBrace)
        {
            // `struct Row: View { let title: LocalizedStringResource … }`: a stored property
            var cursor = open - 1
            while cursor > 0, open - cursor < 16, !index.isIdentifier(cursor, "struct") { cursor -= 1 }
            guard index.isIdentifier(cursor, "struct"), index.kind(cursor + 1, is: .identifier) else { return }
            facts.resourceParameters.append(index.text(cursor + 1) + "|" + index.text(name))
        }
    }

    /// `LocalizedStringResource.welcomeTitle`: a generated symbol named through its type;
    /// `extension LocalizedStringResource { static var … }`: members declared by hand.
    private mutating func visitResourceType(_ position: Int) {
        if index.isIdentifier(position - 1, "extension") {
            declaredMembers(ofExtensionAt: position)
        } else if !index.kind(position - 1, is: .period), let (symbol, _) = context.symbol(at: position + 1) {
            addSymbol(symbol, api: "LocalizedStringResource")
        }
    }

    /// The static members and nested types an `extension LocalizedStringResource { … }` declares
    /// at its top level.
    private mutating func declaredMembers(ofExtensionAt position: Int) {
        var open = position + 1
        while open < index.count, open - position < 24, index[open].kind != .leftBrace { open += 1 }
        guard index.kind(open, is: .leftBrace) else { return }
        let close = index.close(open)
        var cursor = open + 1
        while cursor < close {
            if index[cursor].isOpeningBracket {
                cursor = index.close(cursor) + 1
                continue
            }
            let declares = index.isIdentifier(cursor, "var") || index.isIdentifier(cursor, "let") || index.isIdentifier(cursor, "func")
                || index.isIdentifier(cursor, "enum") || index.isIdentifier(cursor, "struct")
            if declares, index.kind(cursor + 1, is: .identifier) { facts.declaredResourceMembers.append(index.text(cursor + 1)) }
            cursor += 1
        }
    }

    private mutating func addSymbol(_ symbol: LocalizedSymbol, api: String) {
        guard referencedLiterals.insert(symbol.range.start).inserted else { return }
        facts.symbolReferences.append(LocalizedSymbolReference(symbol: symbol, api: api))
    }

    private mutating func addReferences(_ argument: SwiftArgumentSyntax, source: LocalizedKeyReference.Source, table: String?, symbols: Bool = false) {
        if context.isLiteral(argument.start, argument.end) {  // the common case, without expression parsing
            let key = context.literal(at: argument.start)
            if key.hasVisibleText { add(LocalizedKeyReference(key: key, source: source, table: table)) }
            return
        }
        // Not a ternary of literals: the keys are part of what the expression builds.
        let isComposed = !context.isLiteralOrTernaryOfLiterals(argument.start, argument.end)
        for alternative in context.labelExpression(argument.start, argument.end).alternatives {
            switch alternative {
            case .key(let key, let ownTable):
                if isComposed { facts.composedKeys.insert(key.text) }
                add(LocalizedKeyReference(key: key, source: source, table: ownTable ?? table))
            case .call(let function, let key): add(LocalizedKeyReference(key: key, source: .function(function)))
            case .symbol(let symbol) where symbols:
                if case .api(let api) = source { addSymbol(symbol, api: api) }
            default: break
            }
        }
    }

    private mutating func add(_ reference: LocalizedKeyReference) {
        guard referencedLiterals.insert(reference.key.range.start).inserted else { return }
        facts.keyReferences.append(reference)
    }
}
