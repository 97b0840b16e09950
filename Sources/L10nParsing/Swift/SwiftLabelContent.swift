import L10nModel

/// Judging what a control's label content shows: text, only images, or something the scanner
/// cannot see into (a custom view, a variable). Walks stacks, groups, `if`/`switch` branches
/// and `ForEach` bodies with an explicit work list and a token budget.
extension SwiftScanContext {
    package enum Content {
        case text
        case graphics([SwiftImage])
        /// Exactly one custom view (`IconLabel(systemName:)`) or member (`Icons.edit`), judged
        /// where it is declared.
        case component(String)
        /// Nothing on screen: `EmptyView()`, `{ }`, an untitled `ProgressView()`.
        case empty
        case unknown
    }

    /// Views whose content is walked into.
    static let transparentContainers: Set<String> = [
        "HStack", "VStack", "ZStack", "Group", "LazyHStack", "LazyVStack", "ViewThatFits", "ForEach",
    ]
    /// Views that put text on screen.
    static let textViews: Set<String> = ["Text", "Label", "TextField", "SecureField", "LabeledContent"]
    /// Views that show no text and carry no name: an icon-only label made of them says nothing.
    static let graphicViews: Set<String> = [
        "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "UnevenRoundedRectangle", "AsyncImage",
    ]
    /// Views that neither show text nor graphics.
    static let neutralViews: Set<String> = ["Spacer", "Divider", "EmptyView"]

    /// Content of a closure (`open` is its `{`) or of a view expression `start..<end`.
    func content(closure open: Int) -> Content {
        let close = index.close(open)
        return content(afterClosureHeader(open + 1, close), close)
    }

    func content(_ start: Int, _ end: Int) -> Content {
        var work = [(start, end)]
        var images: [SwiftImage] = []
        var budget = 4096
        var sawUnknown = false
        var components: [String] = []
        while let (rangeStart, rangeEnd) = work.popLast() {
            var position = rangeStart
            while position < rangeEnd {
                budget -= 1
                guard budget > 0 else { return .unknown }
                let token = index[position]
                switch token.kind {
                case .semicolon:
                    position += 1
                case .pound:
                    let next = index.skipDirectives(from: position)
                    position = next > position ? next : position + 1
                case .stringBegin:
                    return .text
                case .identifier:
                    switch contentStep(position, rangeEnd, images: &images, work: &work) {
                    case .text: return .text
                    case .unknown:
                        sawUnknown = true
                        position = rangeEnd
                    case .next(let next): position = max(next, position + 1)
                    case .component(let name, let next):
                        components.append(name)
                        position = max(next, position + 1)
                    }
                default:
                    sawUnknown = true
                    position = rangeEnd
                }
            }
        }
        if !sawUnknown, images.isEmpty, components.count == 1 { return .component(components[0]) }
        if sawUnknown || !components.isEmpty { return .unknown }
        return images.isEmpty ? .empty : .graphics(images)
    }

    package enum ContentStep {
        case text
        case unknown
        case next(Int)
        case component(String, next: Int)
    }

    /// Keywords of a `@ViewBuilder` body: branches are pushed, locals and `case` patterns skipped.
    private func keywordStep(_ name: String, _ position: Int, _ end: Int, work: inout [(Int, Int)]) -> ContentStep? {
        switch name {
        case "if", "else", "switch", "guard":
            return .next(branchBodies(from: position, end, work: &work))
        case "let", "var":  // a local: `let name = cond ? "a" : "b"`
            var cursor = position + 1
            while cursor < end, !index.hasNewlineBefore(cursor), !index.kind(cursor, is: .semicolon) {
                cursor = index[cursor].isOpeningBracket ? index.close(cursor) + 1 : cursor + 1
            }
            return .next(cursor)
        case "case", "default":
            var cursor = position + 1
            while cursor < end, index[cursor].kind != .colon {
                cursor = index[cursor].isOpeningBracket ? index.close(cursor) + 1 : cursor + 1
            }
            return .next(cursor + 1)
        default:
            return nil
        }
    }

    private func contentStep(_ position: Int, _ end: Int, images: inout [SwiftImage], work: inout [(Int, Int)]) -> ContentStep {
        let name = index.text(position)
        if let step = keywordStep(name, position, end, work: &work) { return step }
        if let body = viewBody(named: name, at: position) {  // `closeIcon`, `icon()`: a view property of this file
            let after = index.kind(position + 1, is: .leftParen) ? index.close(position + 1) + 1 : position + 1
            let (chain, next) = index.parseChain(from: after)
            // `placeholder.overlay { Text(…) }`: the text on it labels the control.
            if overlayShowsText(chain) { return .text }
            work.append((afterClosureHeader(body + 1, index.close(body)), index.close(body)))
            labelBodies.insert(body)
            return .next(next)
        }
        if let (image, next) = imageValue(position) {
            images.append(image)
            return .next(next)
        }
        guard index.isCallSite(position) || (index.startsUppercase(position) && index.kind(position + 1, is: .period)) else {
            return .unknown
        }
        if let step = silentStep(name, position) { return step }
        if Self.textViews.contains(name) { return .text }
        if name == "Image", let (image, chain, next) = imageCall(at: position) {
            if overlayShowsText(chain) { return .text }
            images.append(image)
            return .next(next)
        }
        if name == "Color" || Self.graphicViews.contains(name) {
            let (chain, next) = viewChain(position)
            if overlayShowsText(chain) { return .text }
            images.append(SwiftImage(range: index.range(file, position, position + 1), source: .other))
            return .next(next)
        }
        if Self.neutralViews.contains(name) { return .next(viewChain(position).1) }
        if Self.transparentContainers.contains(name), let call = index.parseCall(name: position) {
            for closure in call.trailingClosures.reversed() {
                work.append((afterClosureHeader(closure.open + 1, closure.close), closure.close))
            }
            let (modifiers, chainEnd) = index.parseChain(from: call.end)
            if overlayShowsText(modifiers) { return .text }
            if modifiers.contains(where: { isLabelModifier($0) }) {
                // The stack inside the label names itself: the control reads that name.
                images.append(SwiftImage(range: index.range(file, position, position + 1), source: .other, modifiers: modifierFacts(modifiers)))
            }
            return .next(chainEnd)
        }
        if let (member, modifiers, next) = memberReference(position) {
            return labelledView(position, modifiers, next: next, images: &images) ?? .component(member, next: next)
        }
        if index.startsUppercase(position), index.isCallSite(position), let call = index.parseCall(name: position) {
            let (modifiers, chainEnd) = index.parseChain(from: call.end)
            return labelledView(position, modifiers, next: chainEnd, images: &images) ?? .component(name, next: chainEnd)
        }
        return .unknown
    }

    /// A view the label shows (a custom view, `Image.close`) whose own modifiers give it text:
    /// an `.overlay { Text(…) }`, or an accessibility label that names it (kept as an image
    /// with that label). Nil when they give none: the view is judged by what it draws.
    private func labelledView(_ position: Int, _ modifiers: [SwiftCallSyntax], next: Int, images: inout [SwiftImage]) -> ContentStep? {
        if overlayShowsText(modifiers) { return .text }
        guard modifiers.contains(where: { isLabelModifier($0) }) else { return nil }
        images.append(SwiftImage(range: index.range(file, position, position + 1), source: .other, modifiers: modifierFacts(modifiers)))
        return .next(next)
    }

    /// The body of a view property (`closeIcon`) or function (`icon()`) used as a whole statement.
    private func viewBody(named name: String, at position: Int) -> Int? {
        guard !index.startsUppercase(position), let body = declarations.viewBodies[name], body >= 0 else { return nil }
        guard !index.kind(position - 1, is: .period) else { return nil }  // `model.icon` is someone else's
        return body
    }

    /// `if cond { … } else if … { … } else { … }` or `switch x { … }`: pushes every body.
    private func branchBodies(from position: Int, _ end: Int, work: inout [(Int, Int)]) -> Int {
        var cursor = position + 1
        while cursor < end, index[cursor].kind != .leftBrace {
            cursor = index[cursor].isOpeningBracket && index[cursor].kind != .leftBrace ? index.close(cursor) + 1 : cursor + 1
        }
        guard cursor < end else { return end }
        let close = index.close(cursor)
        work.append((cursor + 1, close))
        return close + 1
    }

    /// Skips a closure's `params in` header when it has one on its first line.
    func afterClosureHeader(_ start: Int, _ end: Int) -> Int {
        var position = start
        while position < end, position - start < 24 {
            if position > start, index.hasNewlineBefore(position) { break }
            if index.isIdentifier(position, "in") { return position + 1 }
            if index[position].isOpeningBracket { position = index.close(position) + 1; continue }
            position += 1
        }
        return start
    }

    /// The modifier chain of a view expression starting at `position` (`Color.red.opacity(0.5)`,
    /// `Circle().fill(.tint)`), and the index after it.
    func viewChain(_ position: Int) -> ([SwiftCallSyntax], Int) {
        var cursor = position + 1
        while index.kind(cursor, is: .period), index.kind(cursor + 1, is: .identifier), !index.hasNewlineBefore(cursor) { cursor += 2 }
        let callEnd = index.kind(cursor, is: .leftParen) || index.kind(cursor, is: .leftBrace)
            ? (index.parseCall(name: cursor - 1)?.end ?? cursor) : cursor
        return index.parseChain(from: callEnd)
    }

    /// An `Image(…)` call with its modifiers; returns the image and the index after its chain.
    func image(at position: Int) -> (SwiftImage, Int)? {
        imageCall(at: position).map { ($0.0, $0.2) }
    }

    /// An `Image(…)` call: the image, its parsed modifier chain, and the index after the chain.
    func imageCall(at position: Int) -> (SwiftImage, [SwiftCallSyntax], Int)? {
        guard let call = index.parseCall(name: position), call.hasParentheses else { return nil }
        let (modifiers, chainEnd) = index.parseChain(from: call.end)
        var source = SwiftImage.Source.other
        var label: LabelExpression?
        if let systemName = call.argument(labeled: "systemName") {
            source = .systemName(symbolNames(systemName.start, systemName.end))
        } else if call.argument(labeled: "decorative") != nil {
            source = .decorative
        } else if let lead = call.leadingUnlabeledArgument, !index.kind(lead.start, is: .period) {
            source = .asset(literalText(lead))
        }
        if let argument = call.argument(labeled: "label") { label = labelExpression(argument.start, argument.end) }
        let image = SwiftImage(range: index.range(file, index.callStart(position), position + 1), source: source, label: label, modifiers: modifierFacts(modifiers))
        return (image, modifiers, chainEnd)
    }

    /// Every literal a `systemName:` argument can evaluate to (both ternary branches);
    /// empty when any alternative is computed.
    private func symbolNames(_ start: Int, _ end: Int) -> [String] {
        var names: [String] = []
        for alternative in labelExpression(start, end).alternatives {
            guard case .key(let key, _) = alternative, !key.isInterpolated else { return [] }
            names.append(key.text)
        }
        return names
    }

    func isLabelModifier(_ call: SwiftCallSyntax) -> Bool {
        let name = index.text(call.name)
        return name == "accessibilityLabel" || (name == "accessibility" && call.arguments.first?.label == "label")
    }

    /// Accessibility modifiers whose first argument is a text: a leading `.` there is a generated symbol.
    static let textModifiers: Set<String> = ["accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibility"]

    /// Facts for a modifier chain: names, first arguments as label expressions, short argument text.
    /// Modifiers that give a control a style, whose type ``SwiftModifier/argumentText`` names.
    package static let styleModifiers: Set<String> = ["buttonStyle", "toggleStyle", "labelStyle"]

    func modifierFacts(_ calls: [SwiftCallSyntax]) -> [SwiftModifier] {
        calls.map { call in
            var modifier = SwiftModifier(name: index.text(call.name), range: index.range(file, call.first, call.end), condition: call.condition)
            guard let first = call.arguments.first, !first.isClosure, first.start < first.end else { return modifier }
            modifier.argumentLabel = first.label
            // Only arguments that can be labels: literals and names (`Text(…)`, `title`), not
            // `.borderless`, `4` or `$binding`.
            let kind = index[first.start].kind
            if kind == .stringBegin || (kind == .identifier && index.firstByte(first.start) != UInt8(ascii: "$"))
                || (kind == .period && Self.textModifiers.contains(modifier.name))  // `.accessibilityLabel(.shareAction)`
            {
                modifier.argument = labelExpression(first.start, first.end)
            }
            if Self.styleModifiers.contains(modifier.name), kind == .identifier {
                // `.buttonStyle(FormActionButtonStyle(title: …))`, `.toggleStyle(Kit.CheckStyle())`: the style's type.
                var name = first.start
                while index.kind(name + 1, is: .period), index.kind(name + 2, is: .identifier) { name += 2 }
                modifier.argumentText = index.text(name)
            } else if modifier.name.hasPrefix("accessibility") || modifier.name == "hidden" || modifier.name == "pickerStyle",
                index[first.end - 1].end - index[first.start].start <= 48
            {
                modifier.argumentText = index.text(from: first.start, to: first.end)
            }
            return modifier
        }
    }
}
