import L10nModel

/// Reports decorative SF Symbols that VoiceOver reads aloud by their raw names.
package struct SpokenSymbolNameRule: Rule {
    package static let description = RuleDescription(
        id: "spoken-symbol-name",
        name: "Spoken Symbol Name",
        summary: "A standalone SF Symbol image is neither hidden from VoiceOver nor labelled",
        rationale: """
            VoiceOver reads an `Image(systemName:)` by the symbol's name when it has no label: \
            "star fill", "chevron right", in English, in every language. Most symbols next to text \
            are decorative: hide them with `.accessibilityHidden(true)` (or use \
            `Image(decorative:)`); give meaningful ones a localized `.accessibilityLabel`.

            Only symbols named by a literal are reported (`Image(systemName: "star")`, both branches \
            of a ternary): a computed name is usually a component's icon that its caller gives a \
            meaning. Images inside a control's label (also through a view property), a `Label`'s \
            icon, a `.tabItem`, a `Text`, another view's arguments, or a container that is hidden, \
            ignores its children or labels them, are not standalone and not reported. Opt-in: \
            enable it in configuration.
            """,
        defaultSeverity: .warning,
        isEnabledByDefault: false,
        passingExamples: [
            RuleExample("RowView.swift", """
                struct RowView: View {
                    var body: some View {
                        HStack {
                            Image(systemName: "star.fill").accessibilityHidden(true)
                            Image(systemName: "bolt").accessibilityLabel("row.fast")
                            Image(decorative: "divider")
                            Label("row.title", systemImage: "star")
                            Button(action: star) { Image(systemName: "star") }.accessibilityLabel("row.star")
                            Text("\\(Image(systemName: "star")) row.rated")
                            IconBadge(icon: Image(systemName: "flame"))
                        }
                        HStack {
                            Image(systemName: "wifi")
                            Text("row.online")
                        }
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel("row.online")
                        .tabItem { Image(systemName: "house"); Text("tab.home") }
                    }
                }
                """),
        ],
        failingExamples: [
            RuleExample("RowView.swift", """
                struct RowView: View {
                    var body: some View {
                        HStack {
                            ↓Image(systemName: "chevron.right")
                                .foregroundStyle(.secondary)
                            Text("row.title")
                            ↓Image(systemName: isOn ? "checkmark.circle.fill" : "circle")
                        }
                        .toolbar {
                            ToolbarItem { ↓SwiftUI.Image(systemName: "wifi.slash") }
                        }
                    }
                }
                """, messages: [
                    "symbol 'chevron.right' is read aloud by its name; hide it with .accessibilityHidden(true) or label it",
                    "symbol 'checkmark.circle.fill' or 'circle' is read aloud by its name; hide it with .accessibilityHidden(true) or label it",
                    "symbol 'wifi.slash' is read aloud by its name; hide it with .accessibilityHidden(true) or label it",
                ]),
        ])

    package init(options: NoOptions) {}

    package func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for facts in context.project.swiftSources {
            for image in facts.standaloneImages {
                // A computed symbol (`Image(systemName: icon)`) is usually a component's icon, given meaning by its caller.
                guard case .systemName(let symbols) = image.source, !symbols.isEmpty, image.label == nil, !Self.isAccessible(image.modifiers) else {
                    continue
                }
                let name = "symbol " + symbols.map { "'\($0)'" }.joined(separator: " or ")
                diagnostics.append(context.diagnostic(
                    "\(name) is read aloud by its name; hide it with .accessibilityHidden(true) or label it", id: "readAloudByName", at: image.range))
            }
        }
        return diagnostics
    }

    private static func isAccessible(_ modifiers: [SwiftModifier]) -> Bool {
        VoiceOverLabelEvaluator.isHidden(modifiers) || modifiers.contains {
            $0.name == "accessibilityLabel" || $0.name == "accessibilityRepresentation" || $0.name == "hidden"
                || ($0.name == "accessibility" && $0.argumentLabel == "label")
                || ($0.name == "accessibilityElement" && ($0.argumentText ?? "").hasSuffix(".ignore"))
        }
    }
}
