import L10nModel

/// Where each SwiftUI control takes its label from.
extension SwiftScanContext {
    /// The control's label, and the token index where its label content ends (images before it
    /// belong to the control).
    ///
    /// - A title argument labels the control: `Button("key") { … }`, `Toggle("key", isOn:)`,
    ///   `Button("key", systemImage: "plus")` (also with `.labelStyle(.iconOnly)`).
    /// - Else a `label:` argument or trailing closure (`Button { … } label: { … }`).
    /// - Else the first trailing closure, for controls whose other closures are arguments:
    ///   `Button(action: f) { … }`, `Link(destination:) { … }`, `Toggle(isOn:) { … }`,
    ///   `NavigationLink(destination:) { … }`, `ShareLink(item:) { … }`, `Slider(value:) { … }`.
    func controlLabel(_ name: String, _ call: SwiftCallSyntax) -> (ControlLabel, Int?) {
        if let lead = call.leadingUnlabeledArgument {
            if isBlankLiteral(lead.start, lead.end) {
                return (.empty, nil)  // `Toggle("", isOn:)`
            }
            return (.title(labelExpression(lead.start, lead.end)), nil)
        }
        if let argument = call.argument(labeled: "label") {
            let judged = argument.isClosure ? content(closure: argument.start) : content(argument.start, argument.end)
            return (controlLabel(judged), argument.end)
        }
        if let closure = call.trailingClosure(labeled: "label") {
            return (controlLabel(content(closure: closure.open)), closure.close + 1)
        }
        if let first = call.trailingClosures.first, first.label == nil, firstClosureIsLabel(name, call, first) {
            return (controlLabel(content(closure: first.open)), first.close + 1)
        }
        if name == "ShareLink" { return (.system, nil) }
        // `Slider(value:in:)` without a label closure has none.
        return (SwiftUIScanner.hiddenLabelControls.contains(name) || name == "Slider" ? .empty : .unknown, nil)
    }

    private func firstClosureIsLabel(_ name: String, _ call: SwiftCallSyntax, _ closure: SwiftClosureSyntax) -> Bool {
        switch name {
        case "Button": return call.argument(labeled: "action") != nil || call.argument(labeled: "intent") != nil
        case "NavigationLink": return call.argument(labeled: "destination") != nil || call.argument(labeled: "value") != nil
        case "Link", "Toggle", "ShareLink", "Stepper", "DatePicker": return true
        case "Slider": return afterClosureHeader(closure.open + 1, closure.close) == closure.open + 1  // not `{ editing in … }`
        default: return false
        }
    }

    func label(of content: Content) -> ControlLabel { controlLabel(content) }

    private func controlLabel(_ content: Content) -> ControlLabel {
        switch content {
        case .text: .text
        case .graphics(let images): .iconOnly(images)
        case .component(let name): .component(name)
        case .empty: .empty
        case .unknown: .unknown
        }
    }

    /// The file's `View` types and static image or view members, with what they show.
    func viewComponents() -> [ViewComponent] {
        let bodies = declarations.componentBodies.map { ($0.key, $0.value) } + declarations.viewMembers.map { ($0.name, $0.body) }
        var components = bodies.sorted { $0.1 < $1.1 }.map { name, body in
            ViewComponent(name: name, body: label(of: content(closure: body)))
        }
        for member in declarations.imageMembers {
            let image = member.image.flatMap { self.image(at: $0)?.0 }
            components.append(ViewComponent(name: member.name, body: .iconOnly([image ?? SwiftImage(range: index.range(file, member.declaration, member.declaration + 1), source: .other)])))
        }
        return components
    }

    /// The file's button, toggle and label styles whose `makeBody` draws a `Text` or `Label` of
    /// its own (`Text(title)`, not `configuration.label`): a control given one shows that title,
    /// so it is not icon-only whatever its own label holds.
    func titledStyles() -> [String] {
        declarations.styleBodies.compactMap { style in
            let close = index.close(style.body)
            var cursor = style.body + 1
            while cursor < close {
                if index.isIdentifier(cursor, "Text") || index.isIdentifier(cursor, "Label"), index.kind(cursor + 1, is: .leftParen),
                    !index.kind(cursor - 1, is: .period), !index.isIdentifier(cursor + 2, "configuration")
                {
                    return style.name
                }
                cursor += 1
            }
            return nil
        }
    }
}
