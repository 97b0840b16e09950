import L10nModel

/// The tokens of one file and what every scan step needs alongside them.
package final class SwiftScanContext {
    let index: SwiftTokenIndex
    let file: FileID
    let declarations: SwiftDeclarations
    /// The file's name without its extension (`WebExtensionsDebugMenu`): one named for
    /// debugging is the team's tool throughout (``debugRanges()``).
    let fileName: String
    /// Bodies of view properties followed into as a control's label (their `{` indices).
    var labelBodies: Set<Int> = []
    /// How deep the label judgement is inside `.overlay { … }` contents (bounded).
    var overlayDepth = 0

    init(index: SwiftTokenIndex, file: FileID, declarations: SwiftDeclarations, fileName: String = "") {
        self.index = index
        self.file = file
        self.declarations = declarations
        self.fileName = fileName
    }

    /// The string literal at the `stringBegin` token `begin` as a key (the declarations alone
    /// are passed, not copied: this runs for every literal of the file).
    func literal(at begin: Int) -> LocalizedKey { index.literal(at: begin, file: file, types: declarations.types) }
}

/// Scans a Swift file into ``SwiftSourceFacts``: one linear pass over the tokens that parses
/// each control, image, labelled container and key-taking call where it starts. Nothing inside
/// a comment or a string literal (interpolations included) is ever a control or a key.
public enum SwiftUIScanner {
    /// Controls whose label the `voiceover-label` rule checks.
    public static let controlNames: Set<String> = [
        "Button", "Link", "Menu", "NavigationLink", "Toggle", "ShareLink", "Picker", "Stepper", "Slider", "DatePicker",
    ]
    /// Controls whose own label VoiceOver reads: an empty one (`Toggle("", isOn:)`) leaves them nameless.
    public static let hiddenLabelControls: Set<String> = ["Toggle", "Picker", "DatePicker", "Stepper"]
    /// Initializers whose first unnamed argument is a `LocalizedStringKey` when it is a literal.
    static let titleInitializers: Set<String> = [
        "Text", "Button", "Toggle", "Link", "Menu", "NavigationLink", "Label", "Picker", "Section", "TextField",
        "SecureField", "Stepper", "ShareLink", "DatePicker", "ColorPicker", "ProgressView", "LabeledContent", "Tab",
        "ControlGroup", "DisclosureGroup", "GroupBox", "ContentUnavailableView", "LocalizedStringKey",
        "LocalizedStringResource", "NSLocalizedString", "Gauge", "MultiDatePicker", "PhotosPicker",
    ]
    /// Modifiers whose first unnamed argument is a `LocalizedStringKey` when it is a literal.
    static let titleModifiers: Set<String> = [
        "navigationTitle", "navigationSubtitle", "help", "accessibilityLabel", "accessibilityHint", "accessibilityValue",
        "alert", "confirmationDialog", "badge",
    ]
    /// Initializers and modifiers that take a `LocalizedStringResource` as their first unnamed
    /// argument, where a leading `.member` is a generated String Catalog symbol (Xcode 26).
    /// Others (`.badge(.zero)`, `ProgressView(.linear)`…) may take other types there.
    static let symbolAPIs: Set<String> = [
        "Text", "Button", "Toggle", "Link", "Menu", "NavigationLink", "Label", "Picker", "Section", "TextField",
        "SecureField", "Stepper", "ShareLink", "DatePicker", "ColorPicker", "LabeledContent", "Tab", "ControlGroup",
        "DisclosureGroup", "GroupBox", "ContentUnavailableView", "navigationTitle", "navigationSubtitle", "help",
        "accessibilityLabel", "accessibilityHint", "accessibilityValue",
    ]
    /// Member names the scan looks at even without a literal argument.
    static var memberNames: [String] { Array(titleModifiers) + ["accessibility", "localizedString", "tabItem", "setTitle", "addButton", "setAccessibilityLabel", "setAccessibilityHelp"] }
    /// Initializers that look a key up rather than show a text: their argument is the fix, not a finding.
    static let lookupAPIs: Set<String> = ["LocalizedStringKey", "LocalizedStringResource", "NSLocalizedString"]

    public static func scan(_ file: SourceFile) -> SwiftSourceFacts {
        guard file.text.bytes.count < Int(UInt32.max) else { return SwiftSourceFacts(file: file.id) }  // token offsets are 32-bit
        let lexed = SwiftLexer.tokenize(file.text.bytes)
        let index = SwiftTokenIndex(bytes: file.text.bytes, tokens: lexed.tokens)
        let name = String(file.path.split(separator: "/").last?.split(separator: ".").first ?? "")
        let context = SwiftScanContext(index: index, file: file.id, declarations: SwiftDeclarations(index), fileName: name)
        var scan = SwiftUIScan(context: context)
        scan.run()
        var facts = scan.facts
        facts.suppressions = SuppressionComments.directives(in: lexed.comments, of: file)
        facts.labelModifierFunctions = context.declarations.labelFunctions
        facts.constrainedKeys = constrainedUses(facts, index: index, file: file.id)
        let labelBodies = context.labelBodies  // judging components must not mark their images as labels
        facts.viewComponents = context.viewComponents()
        facts.titledStyles = context.titledStyles()
        facts.generatedAccessors = context.declarations.accessors.map { accessor in
            let key = context.literal(at: accessor.key)
            let table = context.literal(at: accessor.table).text
            return GeneratedAccessor(name: accessor.name, key: key, table: table)
        }
        context.labelBodies = labelBodies
        return facts
    }
}
