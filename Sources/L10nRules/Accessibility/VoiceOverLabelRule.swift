import L10nModel
import L10nParsing

/// Reports icon-only controls VoiceOver cannot name in the user's language, and sliders
/// without a label and value of their own.
package struct VoiceOverLabelRule: Rule {
    package struct Options: RuleOptions, Hashable {
        /// Functions returning a localized string for a key: `localized("key")`, `L10n.tr("key")`.
        /// A name also matches as a member (`Strings.localized("key")`, `"key".localized`);
        /// `localized(key:)` names one whose key argument has a label.
        var localizationFunctions = VoiceOverCoverage.defaultLocalizationFunctions
        /// Custom modifiers that set an accessibility label (`.iconLabel("key")`).
        var labelModifiers: [String] = []
        /// Whether a `Slider` also needs `.accessibilityValue` (else VoiceOver reads a percentage).
        var requireSliderValue = true
        /// Icon views from packages outside the linted tree (`CompoundIcon`, `DesignSystem.*Icon`).
        var iconViews: [String] = []

        package init() {}
        package static let declarations: [RuleOption<Options>] = [
            RuleOption("localizationFunctions", \.localizationFunctions, summary: "Functions returning a localized string for a key; a name also matches as a member (`Strings.localized(\"key\")`), `localized(key:)` names one whose key argument has a label."),
            RuleOption("labelModifiers", \.labelModifiers, summary: "Custom modifiers that set an accessibility label (`.iconLabel(\"key\")`)."),
            RuleOption("requireSliderValue", \.requireSliderValue, summary: "Whether a `Slider` also needs `.accessibilityValue` (else VoiceOver reads a percentage)."),
            RuleOption("iconViews", \.iconViews, summary: "Icon views from packages outside the linted tree (`CompoundIcon`, `DesignSystem.*Icon`)."),
        ]
    }

    package static let description = RuleDescription(
        id: "voiceover-label",
        name: "VoiceOver Label",
        summary: "An icon-only control has no localized accessibility label, or a slider has no label and value",
        rationale: """
            VoiceOver reads a control by its label. A `Button`, `Menu`, `Link`, `NavigationLink`, \
            `Toggle`, `ShareLink`, `Picker` or `Stepper` whose label shows only an `Image` is read \
            as "button", or by the SF Symbol's raw name ("mic fill"), in every language. A \
            `Toggle`, `Picker`, `DatePicker` or `Stepper` with an empty label (`Toggle("", isOn:)`, \
            `Toggle(isOn:) { }`, `label: { EmptyView() }`) is read by its value alone ("off"); \
            `.labelsHidden()` with a real title is fine, since VoiceOver still reads the title, and so \
            is a segmented or inline `Picker`, whose segments or rows VoiceOver reads one by one, or a `Picker` in a \
            `Menu` or `.contextMenu`, whose options are menu items read by their own text (a \
            `Toggle` there with an empty label is an empty menu item, and is reported).

            A control is fine when its label has text (a title such as `Button("key", systemImage:)`, \
            also with `.labelStyle(.iconOnly)`, a `Text`, a `Label`, a titled `ProgressView`, or an \
            `.overlay { Text(…) }` on the icon, or a button, toggle or label style of the project \
            whose `makeBody` draws a `Text` of its own: `.buttonStyle(FormActionButtonStyle(title: …))`), \
            or when its own modifier \
            chain, or the image inside its label, carries `.accessibilityLabel(…)` \
            (`.accessibility(label:)`, `Image(_:label:)`, or a custom modifier: a view-building \
            function of the project that calls `accessibilityLabel`, or one named in option \
            `labelModifiers`). A label is icon-only when no branch of an `if`, `switch` or \
            `if #available` shows text: each branch is an icon, an untitled `ProgressView` or empty.

            Labels are followed, across the project's files, into view properties and helper \
            functions, `View` types whose `body` is an image (through modifiers, `Group`, `ZStack`), \
            `Image`-typed static members (`static let close = Image(…)`, `static var edit: Image`, \
            used as `Icons.edit` or `Image.close`, labelled on the spot by \
            `Image.close.accessibilityLabel(…)`), and properties or parameters typed `Image`. \
            `Image(uiImage:)` and `Image(nsImage:)` are icons too, and `Image(decorative:)` has no \
            name at all. Icon views from packages outside the linted tree are named in option \
            `iconViews` (type names, `*` globs: `["CompoundIcon", "DS*Icon"]`). A label set only \
            under `#if os(iOS)` is reported for the other platforms. A label on a container \
            (`HStack`, `Group`, a row) does not count: it propagates to every child, so a row of \
            buttons would share one name. A `View` type holding exactly one control is labelled where \
            it is used (`CloseButton().accessibilityLabel("common.close")`) when every use carries a \
            label. A `Button` drawn inside a style's `makeBody` (a `ToggleStyle` that draws a \
            checkbox button) is how another control looks, not a control of its own. A control \
            with an empty label is named by a text paired with it \
            (`.accessibilityLabeledPair(role: .content, id:in:)`), or by the title of the \
            `LabeledContent` around it (`LabeledContent("Opacity:") { Slider(…) }`).

            The label must be localizable and translated: a string literal (a \
            `LocalizedStringKey`), `Text("key")`, `String(localized:)`, `NSLocalizedString`, a \
            configured localization function (option `localizationFunctions`, default \
            `["localized", "L10n.tr"]`; `"localized(key:)"` names one whose key has an argument \
            label), or a generated accessor (SwiftGen's `L10n.Common.close`, R.swift's \
            `R.string.localizable.close()`). Its key must exist in the linted catalogs with a usable \
            translation in every required locale; both keys of `cond ? "a" : "b"` are checked, and \
            so is the key behind a SwiftGen accessor when the generated file \
            (`L10n.tr("Localizable", "common.close")`) is in the tree. \
            `Text(verbatim:)` of a literal or a plain `String` variable is reported as a note: \
            VoiceOver reads it untranslated. `Text(verbatim:)` of a string localized already \
            (`L10n.close`, `NSLocalizedString("key", …)`) is that string, checked as such. A \
            label of values and punctuation only (`"\\(name), \\(amount)"`) has nothing to translate.

            A `Slider` needs `.accessibilityLabel` (or a label closure with text) and \
            `.accessibilityValue`, or VoiceOver reads its raw position (a percentage on iOS, a \
            number on macOS) instead of what it means (option `requireSliderValue`). Controls \
            marked `.accessibilityHidden(true)` are skipped, and so are those inside a container \
            made one element that ignores its children (`.accessibilityElement()`, \
            `children: .ignore`): VoiceOver reads the container. So are controls of code only \
            the team runs, as `unlocalized-text` tells it (a debug screen, `#if DEBUG`, mock \
            data). Silence one finding with \
            `// l10n-lint:disable-next-line voiceover-label`.

            In an editor (`l10n lsp`), an icon-only control without a label offers "Add an \
            accessibility label": `.accessibilityLabel("…")` with words for what the icon usually \
            means (`trash`: "Delete"), to correct and translate. `l10n fix` never applies it: only \
            the team knows what the button does.
            """,
        defaultSeverity: .warning,
        passingExamples: VoiceOverLabelExamples.passing + VoiceOverLabelShapeExamples.passing,
        failingExamples: VoiceOverLabelExamples.failing + VoiceOverLabelShapeExamples.failing,
        corrections: [
            RuleCorrection(
                before: [
                    .init("Toolbar.swift", """
                        struct Toolbar: View {
                            var body: some View {
                                Button(action: close) { Image(systemName: "xmark.circle.fill") }
                                    .padding()
                                Button(action: remove) { Image("icon_trash") }
                            }
                        }
                        """),
                ],
                after: [
                    .init("Toolbar.swift", """
                        struct Toolbar: View {
                            var body: some View {
                                Button(action: close) { Image(systemName: "xmark.circle.fill") }
                                    .accessibilityLabel("Close")
                                    .padding()
                                Button(action: remove) { Image("icon_trash") }.accessibilityLabel("Delete")
                            }
                        }
                        """),
                ],
                applicability: .suggestion),
        ])

    let options: Options

    package init(options: Options) { self.options = options }

    package func check(_ context: RuleContext) -> [Diagnostic] {
        context.analyses.voiceOver(options).findings.map { finding in
            var diagnostic = context.diagnostic(finding.message, id: finding.id, at: finding.range)
            if finding.isNote { diagnostic.severity = .note }
            diagnostic.fix = finding.fix
            return diagnostic
        }
    }
}
