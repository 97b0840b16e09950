/// What the scanner learned from one `.swift` file: the SwiftUI controls with their labels,
/// the localized keys the code uses, standalone images, and inline suppression comments.
/// Rules read these facts; they never see Swift source text.
public struct SwiftSourceFacts: Sendable {
    public var file: FileID
    public var controls: [SwiftControl]
    /// Every string literal the code uses as a localization key, in file order.
    public var keyReferences: [LocalizedKeyReference]
    /// `Image(…)` views that are not part of a control's label or a `Label`'s icon.
    public var standaloneImages: [SwiftImage]
    /// Views whose own modifier chain sets an accessibility label (stacks, groups, rows…).
    public var labelledContainers: [LabelledContainer]
    /// `l10n-lint:` comment directives.
    public var suppressions: [SuppressionDirective]
    /// `struct Name: View` types declared here, with what their `body` shows.
    public var viewComponents: [ViewComponent]
    /// View-building functions declared here that set an accessibility label (custom label modifiers).
    public var labelModifierFunctions: [String]
    /// Keys used where their text cannot grow (`.lineLimit(1)`, a fixed width, a tab bar, a
    /// toolbar), for `length-budget`.
    public var constrainedKeys: [ConstrainedKeyUse] = []
    /// SwiftGen-style accessors declared here (`L10n.Common.close`), with the keys they read.
    public var generatedAccessors: [GeneratedAccessor] = []
    /// Xcode 26 generated String Catalog symbols the code uses (`Text(.welcomeTitle)`), in file order.
    public var symbolReferences: [LocalizedSymbolReference] = []
    /// Static members declared here in `extension LocalizedStringResource { … }` (by hand, or a
    /// checked-in generated file): members no catalog key generates, yet no mistake.
    public var declaredResourceMembers: [String] = []
    /// Enum cases declared here (`case settings(Int)`): what a leading-dot argument of the
    /// project's own initializer names (`NavigationLink(.settings(1)) { … }`), not a symbol.
    public var declaredCaseNames: [String] = []
    /// Parameters declared here with the type `LocalizedStringResource`, as `callee|label`
    /// (`row|title` for `func row(title: LocalizedStringResource)`, `Row|title` for a stored
    /// property of `struct Row`, `row|_` for an unlabelled one): a leading-dot argument there,
    /// in any file of the project, is a generated symbol.
    public var resourceParameters: [String] = []
    /// Leading-dot arguments of other calls (`Row(title: .welcomeTitle)`): generated symbols
    /// when the project declares the parameter as a `LocalizedStringResource`.
    public var symbolArguments: [LocalizedSymbolArgument] = []
    /// Text built from string literals that reaches a SwiftUI `StringProtocol` overload or a
    /// UIKit/AppKit `String` property or parameter: shown as is, never localized.
    public var unlocalizedTexts: [UnlocalizedText] = []
    /// Every string literal of the file (outside previews too), for "is this key used at all":
    /// plain texts, and the literal segments of interpolated ones (`["step.", ""]`).
    public var literalMentions: Set<String> = []
    /// Tables the code looks up with a key it builds at run time (`NSLocalizedString(name,
    /// tableName: "SAS", …)`, SwiftGen's `tr("SAS", key)`): any key of theirs may be used.
    public var tablesWithBuiltKeys: Set<String> = []
    /// Keys shown as part of a larger text: a `Text` joined to another by `+`
    /// (`Text("Name: ") + Text(name)`), a look-up inside `String(format:)` or a concatenation.
    /// Text may follow them, so a space at their edges shows.
    public var composedKeys: Set<String> = []
    public var interpolatedMentions: Set<[String]> = []
    /// Member chains under a type (`L10n.Settings.title`, `R.string.localizable.close`), without
    /// their root and lowercased to letters and digits (`settingstitle`, `close`): how SwiftGen
    /// and R.swift accessors name keys. Each leading part of a chain too (`settings`).
    public var accessorMentions: Set<String> = []
    /// Leading-dot members (`.authenticating`, `return .done`), lowercased the same way: an enum
    /// case whose name may be the key its text is looked up by, or only a case (`state ==
    /// .playing`). Enough to keep a key from being called unused, not to require it.
    public var memberMentions: Set<String> = []
    /// `ButtonStyle`, `ToggleStyle` and `LabelStyle` types declared here whose `makeBody` draws
    /// a `Text` of its own (`FormActionButtonStyle(title:)`): a control given one shows that title.
    public var titledStyles: [String] = []
    /// How often each capitalised type is called here (`CloseButton()`, `Row { … }`), so a
    /// label given where a wrapper view is used can be told to cover every use.
    public var viewUses: [String: Int] = [:]
    /// The types the file declares (not extensions), so a rule can tell a project's own data
    /// type from a UIKit or AppKit one it only uses.
    public var declaredTypes: [DeclaredType] = []
    /// Names whose shown text the file sets (`titleLabel` of `cell.titleLabel.stringValue =
    /// task.title`): a label made with a placeholder text that the code replaces.
    public var retitledNames: Set<String> = []

    public init(
        file: FileID, controls: [SwiftControl] = [], keyReferences: [LocalizedKeyReference] = [],
        standaloneImages: [SwiftImage] = [], labelledContainers: [LabelledContainer] = [], suppressions: [SuppressionDirective] = [],
        viewComponents: [ViewComponent] = [], labelModifierFunctions: [String] = []
    ) {
        self.viewComponents = viewComponents
        self.labelModifierFunctions = labelModifierFunctions
        self.file = file
        self.controls = controls
        self.keyReferences = keyReferences
        self.standaloneImages = standaloneImages
        self.labelledContainers = labelledContainers
        self.suppressions = suppressions
    }
}

/// Text built from literals where it is shown unlocalized: `Text(title)` with `let title =
/// "Settings"`, `label.text = "Settings"`, `Text("Hello " + name)`.
public struct UnlocalizedText: Sendable, Hashable {
    /// How the value was built from literals.
    public enum Shape: String, Sendable, Hashable {
        /// A literal passed where a `String` is taken (UIKit/AppKit).
        case literal
        /// An interpolated literal stored in a `String`.
        case interpolation
        case concatenation
        case ternary
        /// A `let`/`var` constant initialized from literals.
        case constant
        /// A computed property returning literals.
        case computed
        /// A function without parameters returning literals.
        case function
        /// A literal whose case is changed (`"Select a Category".uppercased()`): a `String`.
        case caseMapped
    }

    /// The API taking the text, as its overload reads: `Text(_:)`, `.navigationTitle(_:)`,
    /// `UILabel.text`, `setTitle(_:for:)`, `UIAlertController(title:)`.
    public var api: String
    /// SwiftUI takes a `StringProtocol` overload (the fix is a key); UIKit/AppKit a `String`.
    public var isSwiftUI: Bool
    /// The argument as written (`title`, `"Hello " + name`).
    public var expression: String
    /// The literal words shown (`Settings`; `Hello …` for an interpolation).
    public var text: String
    public var shape: Shape
    /// The constant, property or function followed (`title`), if any.
    public var name: String?
    /// Under `#if DEBUG`: never shipped.
    public var isDebugOnly: Bool
    /// The text is the fallback of a `??` (`name ?? "Unknown"`, maybe inside the constant or
    /// property followed): the fix localizes the fallback, since the value is data.
    public var isFallback = false
    /// The argument (or assigned value).
    public var range: SourceRange
    /// For an assignment, the type of the receiver (`request` in `request.title = …`) when the
    /// file declares it (`var request = UploadRequest()`, `request: UploadRequest`).
    public var receiverType: String?
    /// For an initializer's argument, the name its result is stored in (`titleLabel` of `let
    /// titleLabel = NSTextField(labelWithString: "Title")`).
    public var storedIn: String?

    public init(api: String, isSwiftUI: Bool, expression: String, text: String, shape: Shape, name: String?, isDebugOnly: Bool, range: SourceRange) {
        self.api = api
        self.isSwiftUI = isSwiftUI
        self.expression = expression
        self.text = text
        self.shape = shape
        self.name = name
        self.isDebugOnly = isDebugOnly
        self.range = range
    }
}

/// A localization key as the code spells it. An interpolated literal (`"streak \(days)"`) is a
/// key with format specifiers in place of the interpolations (`streak %lld`); `segments` keeps
/// the literal text between them, so a catalog key can be matched whatever specifier it uses.
public struct LocalizedKey: Sendable, Hashable, CustomStringConvertible {
    /// The key looked up at run time, with a best-guess specifier per interpolation.
    public var text: String
    /// Segments of an interpolated literal; empty otherwise (saves an array per plain key).
    private var interpolatedSegments: [String]
    /// Where the literal is, quotes included.
    public var range: SourceRange
    /// Every interpolation is an integer literal other than 1 (`"every \(30) seconds"`): the
    /// number is fixed in the code, so its `%lld` is no count that changes.
    public var interpolatesFixedNumbers = false

    public init(text: String, segments: [String], range: SourceRange) {
        self.text = text
        self.interpolatedSegments = segments.count > 1 ? segments : []
        self.range = range
    }

    /// Literal text around the interpolations (`["streak ", ""]`); `[text]` without any.
    public var segments: [String] { interpolatedSegments.isEmpty ? [text] : interpolatedSegments }

    public var isInterpolated: Bool { !interpolatedSegments.isEmpty }

    /// Whether some segment shows a character other than whitespace (a blank literal names no
    /// key). Checked on every literal the scanner meets, so an ASCII byte that is not whitespace
    /// answers at once: it always starts a character (or follows a non-space prepended mark).
    public var hasVisibleText: Bool {
        func visible(_ segment: String) -> Bool {
            segment.utf8.contains { $0 < 0x80 && !(0x09...0x0D).contains($0) && $0 != 0x20 } || segment.contains { !$0.isWhitespace }
        }
        return interpolatedSegments.isEmpty ? visible(text) : interpolatedSegments.contains(where: visible)
    }
    public var description: String { text }
}

/// One use of a localization key in code.
public struct LocalizedKeyReference: Sendable, Hashable {
    public enum Source: Sendable, Hashable {
        /// A SwiftUI initializer or modifier that takes a `LocalizedStringKey`
        /// (`Text`, `Button`, `.navigationTitle`, `.accessibilityLabel`, …), or Foundation's
        /// `String(localized:)`, `NSLocalizedString`, `LocalizedStringKey`, `LocalizedStringResource`.
        case api(String)
        /// A call `name("literal", …)` or member `"literal".name` that is not a known API: a
        /// localization function only when configuration says so (`localized`, `L10n.tr`).
        case function(String)
    }

    public var key: LocalizedKey
    public var source: Source
    /// The table named in the call (`tableName:`, `table:`), when there is one.
    public var table: String?

    public init(key: LocalizedKey, source: Source, table: String? = nil) {
        self.key = key
        self.source = source
        self.table = table
    }
}

/// A generated String Catalog symbol as code spells it: `.welcomeTitle`, `.Discover.landmarks`,
/// `.visitsSummary(count: n, city: c)` where a `LocalizedStringResource` is expected.
public struct LocalizedSymbol: Sendable, Hashable {
    /// The member name: `welcomeTitle`.
    public var name: String
    /// The table namespace before it (`Discover`), nil for `Localizable`.
    public var namespace: String?
    /// Nil for a property; the argument labels of a call otherwise (nil for an unlabelled one).
    public var argumentLabels: [String?]?
    /// From the leading `.` to the name's end.
    public var range: SourceRange

    public init(name: String, namespace: String? = nil, argumentLabels: [String?]? = nil, range: SourceRange) {
        self.name = name
        self.namespace = namespace
        self.argumentLabels = argumentLabels
        self.range = range
    }

    /// `.welcomeTitle`, `.Discover.landmarks`, `.visitsSummary(count:_:)`.
    public var spelled: String {
        var text = "." + (namespace.map { $0 + "." } ?? "") + name
        if let argumentLabels { text += "(" + argumentLabels.map { ($0 ?? "_") + ":" }.joined() + ")" }
        return text
    }
}

/// One use of a generated symbol, with the API it is passed to (`Text`, `String(localized:)`).
public struct LocalizedSymbolReference: Sendable, Hashable {
    public var symbol: LocalizedSymbol
    public var api: String

    public init(symbol: LocalizedSymbol, api: String) {
        self.symbol = symbol
        self.api = api
    }
}

/// A leading-dot argument of a call the scanner does not know: `callee|label` names the
/// parameter (as ``SwiftSourceFacts/resourceParameters``).
public struct LocalizedSymbolArgument: Sendable, Hashable {
    public var parameter: String
    public var symbol: LocalizedSymbol

    public init(parameter: String, symbol: LocalizedSymbol) {
        self.parameter = parameter
        self.symbol = symbol
    }
}

extension SwiftSourceFacts {
    /// Every generated symbol the file uses: in SwiftUI and Foundation APIs, and as arguments of
    /// parameters the project declares as `LocalizedStringResource` (`resourceParameters`).
    public func symbolUses(resourceParameters: Set<String>) -> [LocalizedSymbolReference] {
        guard !resourceParameters.isEmpty, !symbolArguments.isEmpty else { return symbolReferences }
        let arguments = symbolArguments.filter { resourceParameters.contains($0.parameter) }
            .map { LocalizedSymbolReference(symbol: $0.symbol, api: String($0.parameter.prefix { $0 != "|" })) }
        return (symbolReferences + arguments).sorted { $0.symbol.range.start < $1.symbol.range.start }
    }
}

/// What an accessibility label (or a control's title) evaluates to, as far as the code shows.
public enum LabelValue: Sendable, Hashable {
    /// A localizable key: a string literal where SwiftUI takes a `LocalizedStringKey`,
    /// `Text("key")`, `String(localized:)`, `NSLocalizedString`, `LocalizedStringKey("key")`.
    case key(LocalizedKey, table: String?)
    /// `name("key")` or `"key".name`: localized when `name` is a configured localization function.
    case call(function: String, key: LocalizedKey)
    /// `Text(verbatim:)`: shown as is, never localized.
    case verbatim
    /// A variable declared (in this file) as a plain `String`, or a literal without text.
    case plainString(name: String)
    /// A generated accessor (`L10n.Common.close`, `Strings.close`, `R.string.localizable.close()`):
    /// localized, and checked like a literal when the project holds the generated file.
    case accessor(String)
    /// A generated String Catalog symbol (`.shareAction`, `.Discover.landmarks`): localized,
    /// and checked like a literal against the key that generates it.
    case symbol(LocalizedSymbol)
    /// Something the scanner cannot evaluate (a property, a function result, a `LocalizedStringKey` variable).
    case dynamic
}

/// An expression giving a label, with its alternatives: both branches of a ternary, every
/// operand of `Text + Text`.
public struct LabelExpression: Sendable, Hashable {
    public var range: SourceRange
    public var alternatives: [LabelValue]

    public init(range: SourceRange, alternatives: [LabelValue]) {
        self.range = range
        self.alternatives = alternatives
    }
}

/// A modifier in a view's chain: `.accessibilityLabel(Text("key"))`, `.labelStyle(.iconOnly)`.
public struct SwiftModifier: Sendable, Hashable {
    public var name: String
    public var range: SourceRange
    /// The first argument's label (`label` in `.accessibility(label:)`), if any.
    public var argumentLabel: String?
    /// The first argument, read as a label expression.
    public var argument: LabelExpression?
    /// The first argument's source text, for short arguments of `accessibility…` modifiers
    /// (`true`, `.ignore`) and `pickerStyle` (`.segmented`), to read flags; for `buttonStyle`,
    /// `toggleStyle` and `labelStyle`, the style's type (`FormActionButtonStyle`).
    public var argumentText: String?
    /// The `#if` condition the modifier is under in the chain (`os(iOS)`, `!(os(iOS))` for the
    /// `#else` branch), nil when it always applies.
    public var condition: String?

    public init(
        name: String, range: SourceRange, argumentLabel: String? = nil, argument: LabelExpression? = nil, argumentText: String? = nil,
        condition: String? = nil
    ) {
        self.name = name
        self.range = range
        self.argumentLabel = argumentLabel
        self.argument = argument
        self.argumentText = argumentText
        self.condition = condition
    }
}

/// An `Image(…)` view.
public struct SwiftImage: Sendable, Hashable {
    public enum Source: Sendable, Hashable {
        /// `Image(systemName:)`; the symbol names the argument can take (both ternary branches), empty when computed.
        case systemName([String])
        /// `Image("asset")`; nil when the name is computed.
        case asset(String?)
        /// `Image(decorative:)`: hidden from VoiceOver.
        case decorative
        /// `Image(uiImage:)`, `Image(.resource)`, …
        case other
    }

    public var range: SourceRange
    public var source: Source
    /// `Image(_:label:)`'s label.
    public var label: LabelExpression?
    public var modifiers: [SwiftModifier]

    public init(range: SourceRange, source: Source, label: LabelExpression? = nil, modifiers: [SwiftModifier] = []) {
        self.range = range
        self.source = source
        self.label = label
        self.modifiers = modifiers
    }

    /// SF Symbol names, when known.
    public var symbols: [String] {
        if case .systemName(let names) = source { return names }
        return []
    }
}

/// What a control shows as its label.
public enum ControlLabel: Sendable, Hashable {
    /// A title argument: `Button("key") { … }`, `Label`-style `Button("key", systemImage:)`.
    case title(LabelExpression)
    /// Label content that includes text (`Text`, `Label`, a string).
    case text
    /// Label content that shows only images or shapes.
    case iconOnly([SwiftImage])
    /// Label content that is one custom view (`IconLabel(systemName:)`), resolved against the
    /// project's ``ViewComponent``s.
    case component(String)
    /// The system supplies the label (`ShareLink(item:)` says "Share").
    case system
    /// No content at all: `Toggle("", isOn:)`, `Toggle(isOn:) { }`, `label: { EmptyView() }`,
    /// or a `Toggle`, `Picker`, `DatePicker`, `Stepper` given no label.
    case empty
    /// Content the scanner cannot judge (a custom view it does not know, a variable).
    case unknown
}

/// A SwiftUI control and what makes it accessible.
public struct SwiftControl: Sendable, Hashable {
    /// The type name as written: `Button`, `Menu`, `Slider`, or a configured custom control.
    public var name: String
    /// The control's first token (`Button`, or `SwiftUI` in `SwiftUI.Button`).
    public var range: SourceRange
    public var label: ControlLabel
    /// The control's own modifier chain, in order (modifiers under `#if` included).
    public var modifiers: [SwiftModifier]
    /// Containers around the control that set an accessibility label of their own.
    public var enclosingLabelledContainers: [LabelledContainer]
    /// Inside a container whose `.accessibilityElement(children: .combine)` merges it with a
    /// text (`HStack { Text("Wi-Fi"); Toggle("", isOn: $on) }`): VoiceOver reads the element
    /// with that text, so the control is named by it.
    public var isCombinedWithText = false
    /// Inside a container made one element that ignores its children (`.accessibilityElement()`,
    /// `children: .ignore`), or hidden with its content (`.accessibilityHidden(true)`): VoiceOver
    /// never reaches the control.
    public var isInElementIgnoringChildren = false
    /// Inside a `Menu`'s or `.contextMenu`'s content: a `Picker` there shows its options as
    /// menu items, each read by its own text, and no label of its own.
    public var isInMenu = false
    /// The content of a `LabeledContent` with a title (`LabeledContent("Opacity:") { Slider(…) }`):
    /// a control with an empty label is named by that title.
    public var isInLabeledContent = false
    /// The `View` type whose declaration holds the control (`struct CloseButton: View`): a label
    /// given where that view is used (`CloseButton().accessibilityLabel(…)`) names its one control.
    public var enclosingView: String?
    /// In code only the team runs (a debug screen, `#if DEBUG`, mock data: the scan's debug
    /// ranges): no user's VoiceOver reaches it.
    public var isDebugOnly = false
    /// The byte offset just after the control's call (its arguments and trailing closures):
    /// where a code action adds a modifier (`.accessibilityLabel(…)`). Nil when not scanned.
    public var callEnd: Int?

    public init(name: String, range: SourceRange, label: ControlLabel, modifiers: [SwiftModifier] = [], enclosingLabelledContainers: [LabelledContainer] = []) {
        self.name = name
        self.range = range
        self.label = label
        self.modifiers = modifiers
        self.enclosingLabelledContainers = enclosingLabelledContainers
    }

    public func modifiers(named name: String) -> [SwiftModifier] { modifiers.filter { $0.name == name } }
}

/// A custom view type and what its `body` shows, so a control labelled with it elsewhere
/// (`Button(action: f) { IconLabel(systemName: "plus") }`) can be judged.
public struct ViewComponent: Sendable, Hashable {
    public var name: String
    /// `.iconOnly`, `.text`, `.unknown` (or another `.component`).
    public var body: ControlLabel

    public init(name: String, body: ControlLabel) {
        self.name = name
        self.body = body
    }
}

/// A view that is not a control but carries `.accessibilityLabel` (an `HStack`, a `Group`, a row).
public struct LabelledContainer: Sendable, Hashable {
    public var name: String
    public var range: SourceRange
    public var label: LabelExpression?

    public init(name: String, range: SourceRange, label: LabelExpression?) {
        self.name = name
        self.range = range
        self.label = label
    }
}

/// A type a Swift file declares: `struct Podcast`, `class Episode: NSObject`.
public struct DeclaredType: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case `struct`, `enum`, `class`, actor
    }

    public var name: String
    public var kind: Kind
    /// The first name after the colon: a class's superclass, when it has one (else a protocol).
    public var firstInherited: String?
    /// Declared inside another type (`Mapping.Button`): its name means it only there.
    public var isNested: Bool

    public init(name: String, kind: Kind, firstInherited: String?, isNested: Bool = false) {
        self.name = name
        self.kind = kind
        self.firstInherited = firstInherited
        self.isNested = isNested
    }
}
