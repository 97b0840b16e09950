/// Reports icon-only controls VoiceOver cannot name in the user's language, and sliders
/// without a label and value of their own.
struct VoiceOverLabelRule: Rule {
    struct Options: RuleOptions {
        /// Functions returning a localized string for a key: `localized("key")`, `L10n.tr("key")`.
        /// A name also matches as a member (`Strings.localized("key")`, `"key".localized`).
        var localizationFunctions = VoiceOverCoverage.defaultLocalizationFunctions
        /// Custom modifiers that set an accessibility label (`.iconLabel("key")`).
        var labelModifiers: [String] = []
        /// Whether a `Slider` also needs `.accessibilityValue` (else VoiceOver reads a percentage).
        var requireSliderValue = true

        init() {}
        static let optionNames = ["localizationFunctions", "labelModifiers", "requireSliderValue"]

        mutating func decode(from decoder: inout OptionsDecoder) throws(ConfigurationError) {
            if let names = try decoder.strings("localizationFunctions") { localizationFunctions = names }
            if let names = try decoder.strings("labelModifiers") { labelModifiers = names }
            if let flag = try decoder.bool("requireSliderValue") { requireSliderValue = flag }
        }
    }

    static let description = RuleDescription(
        id: "voiceover-label",
        name: "VoiceOver Label",
        summary: "An icon-only control has no localized accessibility label, or a slider has no label and value",
        rationale: """
            VoiceOver reads a control by its label. A `Button`, `Menu`, `Link`, `NavigationLink`, \
            `Toggle`, `ShareLink`, `Picker` or `Stepper` whose label shows only an `Image` is read \
            as "button", or by the SF Symbol's raw name ("mic fill"), in every language.

            A control is fine when its label has text (a title such as `Button("key", systemImage:)`, \
            also with `.labelStyle(.iconOnly)`, a `Text` or a `Label`), or when its own modifier \
            chain, or the image inside its label, carries `.accessibilityLabel(…)` \
            (`.accessibility(label:)`, `Image(_:label:)`, or a custom modifier: a view-building \
            function of the project that calls `accessibilityLabel`, or one named in option \
            `labelModifiers`). Labels are followed into view properties and helper functions of the \
            same file and into custom views declared anywhere in the project \
            (`Button(action: f) { IconLabel(systemName: "plus") }`). A label set only under \
            `#if os(iOS)` is reported for the other platforms. A label on a container (`HStack`, \
            `Group`, a row) does not count: it propagates to every child, so a row of buttons \
            would share one name.

            The label must be localizable and translated: a string literal (a \
            `LocalizedStringKey`), `Text("key")`, `String(localized:)`, `NSLocalizedString`, or a \
            configured localization function (option `localizationFunctions`, default \
            `["localized", "L10n.tr"]`). Its key must exist in the linted catalogs with a usable \
            translation in every required locale; both keys of `cond ? "a" : "b"` are checked. \
            `Text(verbatim:)` or a plain `String` variable is reported as a note: VoiceOver reads it \
            untranslated.

            A `Slider` needs `.accessibilityLabel` (or a label closure with text) and \
            `.accessibilityValue`, or VoiceOver reads only a percentage (option `requireSliderValue`). \
            Controls marked `.accessibilityHidden(true)` are skipped. Silence one finding with \
            `// l10n-lint:disable-next-line voiceover-label`.
            """,
        defaultSeverity: .warning,
        passingExamples: VoiceOverLabelExamples.passing,
        failingExamples: VoiceOverLabelExamples.failing)

    let options: Options

    init(options: Options) { self.options = options }

    func check(_ context: RuleContext) -> [Diagnostic] {
        let evaluator = VoiceOverLabelEvaluator(
            context: context, localizationFunctions: options.localizationFunctions, labelModifiers: options.labelModifiers)
        var diagnostics: [Diagnostic] = []
        for facts in context.project.swiftSources {
            for control in facts.controls {
                if control.name == "Slider" {
                    if let diagnostic = slider(control, evaluator, context) { diagnostics.append(diagnostic) }
                } else if let diagnostic = iconOnly(control, evaluator, context) {
                    diagnostics.append(diagnostic)
                }
            }
        }
        return diagnostics
    }

    private func iconOnly(_ control: SwiftControl, _ evaluator: VoiceOverLabelEvaluator, _ context: RuleContext) -> Diagnostic? {
        let subject = "icon-only " + evaluator.describe(control)
        switch evaluator.evaluate(control) {
        case .notApplicable:
            return nil
        case .unlabelled:
            return context.diagnostic(subject + " has no accessibility label" + containerNote(control, context), at: control.range)
        case .labelledOnlyWhen(let condition):
            return context.diagnostic(subject + " has an accessibility label only when \(condition)", at: control.range)
        case .labelled(let problems, let notLocalizable, _):
            if !problems.isEmpty {
                let extra = notLocalizable.map { "; it is not localizable: \($0)" } ?? ""
                return context.diagnostic(subject + " has accessibility label " + problems.joined(separator: "; ") + extra, at: control.range)
            }
            guard let notLocalizable else { return nil }
            var diagnostic = context.diagnostic(subject + " has an accessibility label that is not localizable: " + notLocalizable, at: control.range)
            diagnostic.severity = .note
            return diagnostic
        }
    }

    private func slider(_ control: SwiftControl, _ evaluator: VoiceOverLabelEvaluator, _ context: RuleContext) -> Diagnostic? {
        guard !VoiceOverLabelEvaluator.isHidden(control.modifiers) else { return nil }
        let label = evaluator.label(of: control.modifiers)
        let hasLabel = label != nil || control.label == .text
        if !hasLabel, let condition = evaluator.conditionalLabel(of: control.modifiers) {
            return context.diagnostic("Slider has an accessibility label only when \(condition)", at: control.range)
        }
        let hasValue = !options.requireSliderValue || control.modifiers.contains { $0.name == "accessibilityValue" || ($0.name == "accessibility" && $0.argumentLabel == "value") }
        switch (hasLabel, hasValue) {
        case (false, false): return context.diagnostic("Slider has no accessibility label or value" + containerNote(control, context), at: control.range)
        case (false, true): return context.diagnostic("Slider has no accessibility label" + containerNote(control, context), at: control.range)
        case (true, false): return context.diagnostic("Slider has no accessibility value, so VoiceOver reads only a percentage", at: control.range)
        case (true, true): break
        }
        guard let label, case .labelled(let problems, let notLocalizable, _) = evaluator.judge(label) else { return nil }
        if !problems.isEmpty { return context.diagnostic("Slider has accessibility label " + problems.joined(separator: "; "), at: control.range) }
        guard let notLocalizable else { return nil }
        var diagnostic = context.diagnostic("Slider has an accessibility label that is not localizable: " + notLocalizable, at: control.range)
        diagnostic.severity = .note
        return diagnostic
    }

    private func containerNote(_ control: SwiftControl, _ context: RuleContext) -> String {
        guard let container = control.enclosingLabelledContainers.last else { return "" }
        let line = context.project.location(of: container.range).start.line
        return " of its own; the label on the enclosing \(container.name) (line \(line)) is given to every child alike"
    }
}
