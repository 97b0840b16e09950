import L10nModel
import L10nParsing

/// Judges one control's VoiceOver label: shared by the `voiceover-label` rule and the
/// coverage figure, so the report and the findings always agree.
package struct VoiceOverLabelEvaluator {
    package enum Verdict {
        /// Not an icon-only control, hidden from VoiceOver, or labelled by the system.
        case notApplicable
        /// Icon-only without a label of its own.
        case unlabelled
        /// Icon-only with a label only under an `#if` condition (and none in its `#else`).
        case labelledOnlyWhen(String)
        /// Icon-only with a label; `problems` name keys that are missing or untranslated;
        /// `notLocalizable` says why the label cannot be translated; `isVerified` when every
        /// alternative is a key that exists and is translated.
        case labelled(problems: [String], notLocalizable: String?, isVerified: Bool)
    }

    let context: RuleContext
    /// Catalog keys per project (``Project/swiftSourceProjects``): a Swift file's labels are
    /// looked up in its own project's catalogs only, as `unknown-key` does.
    let keys: [String: CatalogKeyIndex]
    let functions: LocalizationFunctions
    let labelModifiers: Set<String>
    let symbols: SwiftSymbolTable
    /// Configured icon views from packages outside the tree (`iconViews`).
    let iconViews: [Glob]

    init(context: RuleContext, options: VoiceOverLabelRule.Options) {
        self.context = context
        var keys: [String: CatalogKeyIndex] = [:]
        for facts in context.project.swiftSources {
            let scope = context.project.swiftSourceProjects[facts.file] ?? ""
            if keys[scope] == nil { keys[scope] = context.analyses.keyIndex(scope: scope) }
        }
        self.keys = keys
        self.functions = LocalizationFunctions(options.localizationFunctions)
        self.symbols = context.project.swiftSymbols
        self.labelModifiers = Set(options.labelModifiers).union(symbols.labelModifiers)
        self.iconViews = options.iconViews.map { Glob($0, kind: .key) }
    }

    /// The images a control's label shows when it shows nothing else (following custom views
    /// and image members through the project's symbols, and configured icon views).
    func iconOnlyImages(_ control: SwiftControl) -> [SwiftImage]? {
        var label = control.label
        for _ in 0..<4 {
            switch label {
            case .iconOnly(let images): return images
            case .component(let name):
                if let body = symbols.views[name] {
                    label = body
                } else if iconViews.contains(where: { $0.matches(name) }) {
                    return [SwiftImage(range: control.range, source: .other)]
                } else {
                    return nil
                }
            default: return nil
            }
        }
        return nil
    }

    func evaluate(_ control: SwiftControl) -> Verdict {
        guard control.name != "Slider", !Self.isHidden(control.modifiers), !control.isCombinedWithText, !control.isInElementIgnoringChildren, !control.isDebugOnly, !showsStyleTitle(control) else { return .notApplicable }
        let images: [SwiftImage]
        if let shown = iconOnlyImages(control) {
            images = shown
        } else if control.label == .empty, SwiftUIScanner.hiddenLabelControls.contains(control.name), !Self.readsItsItems(control),
            !(control.name == "Picker" && control.isInMenu), !control.isInLabeledContent
        {
            images = []
        } else {
            return .notApplicable
        }
        if let label = label(of: control.modifiers) ?? images.lazy.compactMap({ $0.label ?? self.label(of: $0.modifiers) }).first {
            return judge(label, in: control.range.file)
        }
        if let condition = conditionalLabel(of: control.modifiers) { return .labelledOnlyWhen(condition) }
        // `struct CloseButton: View { … Button { Image(…) } … }` used as `CloseButton().accessibilityLabel("Close")`.
        if let view = control.enclosingView, let use = symbols.useSiteLabel(of: view) {
            return judge(use.label ?? LabelExpression(range: use.range, alternatives: [.dynamic]), in: use.range.file)
        }
        return .unlabelled
    }

    /// A button, toggle or label style of the project that draws a title of its own
    /// (`.buttonStyle(FormActionButtonStyle(title: …))`): the control shows text.
    private func showsStyleTitle(_ control: SwiftControl) -> Bool {
        control.modifiers.contains { modifier in
            SwiftScanContext.styleModifiers.contains(modifier.name) && modifier.argumentText.map(symbols.titledStyles.contains) == true
        }
    }

    /// The label a modifier chain always sets: `.accessibilityLabel(…)`, `.accessibility(label:)`,
    /// a configured custom modifier (a `.accessibilityRepresentation` counts as labelled). A label
    /// under `#if` counts when the `#else` branch sets one too.
    func label(of modifiers: [SwiftModifier]) -> LabelExpression? {
        let labels = modifiers.filter(isLabel)
        let conditions = Set(labels.compactMap(\.condition))
        let chosen = labels.first { $0.condition == nil }
            ?? labels.first { label in conditions.contains { $0 == "!(\(label.condition ?? ""))" } }
        guard let chosen else { return nil }
        return chosen.argument ?? LabelExpression(range: chosen.range, alternatives: [.dynamic])
    }

    /// The condition of a label that only some `#if` branch sets.
    func conditionalLabel(of modifiers: [SwiftModifier]) -> String? {
        modifiers.first { isLabel($0) && $0.condition != nil }?.condition
    }

    private func isLabel(_ modifier: SwiftModifier) -> Bool {
        modifier.name == "accessibilityLabel" || modifier.name == "accessibilityRepresentation" || labelModifiers.contains(modifier.name)
            || (modifier.name == "accessibility" && modifier.argumentLabel == "label")
            // `.accessibilityLabeledPair(role: .content, id: "mode", in: ns)`: a visible text paired as its label.
            || (modifier.name == "accessibilityLabeledPair" && modifier.argumentText?.contains(".content") == true)
    }

    /// A segmented, palette, inline or radio-group `Picker`: VoiceOver reads each segment or
    /// row by its own text, the picker's label is not what it speaks.
    static func readsItsItems(_ control: SwiftControl) -> Bool {
        control.modifiers(named: "pickerStyle").contains { style in
            ["segmented", "palette", "inline", "radioGroup", "SegmentedPickerStyle", "PalettePickerStyle", "InlinePickerStyle", "RadioGroupPickerStyle"]
                .contains { style.argumentText?.contains($0) == true }
        }
    }

    static func isHidden(_ modifiers: [SwiftModifier]) -> Bool {
        modifiers.contains { ($0.name == "accessibilityHidden" && $0.argumentText == "true") || ($0.name == "accessibility" && $0.argumentLabel == "hidden" && $0.argumentText == "true") }
    }

    /// The verdict on a label set in Swift file `file`, whose keys and generated accessors are
    /// looked up in that file's project.
    func judge(_ label: LabelExpression, in file: FileID) -> Verdict {
        let scope = context.project.swiftSourceProjects[file] ?? ""
        let keys = keys[scope] ?? CatalogKeyIndex([])
        var problems: [String] = []
        var notLocalizable: String?
        var isVerified = !keys.isEmpty
        for alternative in label.alternatives {
            switch alternative {
            case .key(let key, _) where key.isInterpolated && !key.segments.contains(where: { $0.contains(where: \.isLetter) }):
                // `"\(name), \(amount)"`: values and punctuation, nothing to translate; SwiftUI
                // reads the values as the code formats them.
                isVerified = false
            case .key(let key, let table):
                if let problem = problem(key, table: table, keys) { problems.append(problem); isVerified = false }
            case .call(let function, let key) where functions.matches(function):
                if let problem = problem(key, table: nil, keys) { problems.append(problem); isVerified = false }
            case .verbatim:
                notLocalizable = "Text(verbatim:)"
                isVerified = false
            case .plainString(let name):
                notLocalizable = "'\(name)' is a plain String"
                isVerified = false
            case .accessor(let name):
                if let generated = symbols.accessor(name, in: scope) {
                    if let problem = problem(generated.key, table: generated.table, keys, accessor: name) { problems.append(problem); isVerified = false }
                } else {
                    isVerified = false  // localized, but without the generated file its key is unknown
                }
            case .symbol(let symbol):
                let hits = context.analyses.symbolIndex(scope: scope).lookup(symbol).map { CatalogKeyIndex.Hit(catalog: $0.catalog, entry: $0.entry) }
                if let problem = problem(symbol, hits, scope: scope) { problems.append(problem); isVerified = false } else if hits.isEmpty { isVerified = false }
            case .call, .dynamic:
                isVerified = false
            }
        }
        return .labelled(problems: problems, notLocalizable: notLocalizable, isVerified: isVerified)
    }

    /// Why a key cannot label anything in every required locale, or nil when it can.
    private func problem(_ key: LocalizedKey, table: String?, _ keys: CatalogKeyIndex, accessor: String? = nil) -> String? {
        guard !keys.isEmpty else { return nil }
        let hits = keys.lookup(key, table: table)
        let name = accessor.map { "\($0) ('\(key.text)')" } ?? "'\(key.text)'"
        guard !hits.isEmpty else {
            if let table, keys.tableNames.contains(table) { return "\(name), which table '\(table)' does not define" }
            return "\(name), which no catalog defines"
        }
        let missing = KeyTranslations.problems(hits, context: context)
        guard !missing.isEmpty else { return nil }
        return "\(name) with " + missing.map(\.reason).joined(separator: ", ")
    }

    /// Why a generated symbol cannot label anything in every required locale: no key generates
    /// it (in a project whose catalogs generate symbols), or its key lacks translations.
    private func problem(_ symbol: LocalizedSymbol, _ hits: [CatalogKeyIndex.Hit], scope: String) -> String? {
        guard let key = hits.first?.entry.key else {
            let index = context.analyses.symbolIndex(scope: scope)
            guard index.generatesSymbols, symbol.namespace.map(index.namespaces.contains) ?? true,
                !context.analyses.declaredResourceMembers.contains(symbol.namespace ?? symbol.name)
            else { return nil }
            return "\(symbol.spelled), which no catalog key generates"
        }
        let missing = KeyTranslations.problems(hits, context: context)
        guard !missing.isEmpty else { return nil }
        return "\(symbol.spelled) ('\(key)') with " + missing.map(\.reason).joined(separator: ", ")
    }

    /// `Button showing 'mic.fill'`, `Menu showing image 'logo'`, `Button showing IconLabel`, or just `Button`.
    func describe(_ control: SwiftControl) -> String {
        guard let images = iconOnlyImages(control) else {
            return control.label == .empty ? "\(control.name) with an empty label" : control.name
        }
        if images.isEmpty || images.allSatisfy({ $0.source == .decorative }) {
            if case .component(let name) = control.label { return "icon-only \(control.name) showing \(name)" }
            return "icon-only \(control.name)" + (images.isEmpty ? "" : " showing only a decorative image")
        }
        return "icon-only " + describeImages(control, images)
    }

    private func describeImages(_ control: SwiftControl, _ images: [SwiftImage]) -> String {
        let symbols = images.flatMap(\.symbols)
        if !symbols.isEmpty { return "\(control.name) showing " + symbols.map { "'\($0)'" }.joined(separator: " or ") }
        let assets = images.compactMap { image -> String? in
            if case .asset(let name?) = image.source { return name }
            return nil
        }
        if !assets.isEmpty { return "\(control.name) showing image " + assets.map { "'\($0)'" }.joined(separator: " or ") }
        if case .component(let name) = control.label { return "\(control.name) showing \(name)" }
        return control.name
    }
}
