/// Where a String Catalog unit stands in translation. `.strings`/`.stringsdict` values have no
/// state and load as ``translated``; an empty or missing `state` is ``unspecified``.
public enum TranslationState: Sendable, Hashable, CustomStringConvertible {
    case translated
    case needsReview
    /// Xcode 26: filled in by machine translation, not yet reviewed by a person.
    case machineTranslated
    case new
    case stale
    case unspecified
    /// Boxed (`indirect`): the state then takes 8 bytes instead of 16 in every unit of a catalog.
    indirect case other(String)

    public init(rawValue: String) {
        switch rawValue {
        case "translated": self = .translated
        case "needs_review": self = .needsReview
        case "machine_translated": self = .machineTranslated
        case "new": self = .new
        case "stale": self = .stale
        case "": self = .unspecified
        default: self = .other(rawValue)
        }
    }

    public var description: String {
        switch self {
        case .translated: "translated"
        case .needsReview: "needs_review"
        case .machineTranslated: "machine_translated"
        case .new: "new"
        case .stale: "stale"
        case .unspecified: ""
        case .other(let raw): raw
        }
    }
}

/// A CLDR plural category.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Comparable {
    case zero, one, two, few, many, other

    /// The category a selector names, told by its length and first byte before one comparison
    /// (the synthesized initializer compared the selector with each name in turn: rules ask it
    /// for every variant of every plural value).
    public init?(rawValue: String) {
        let utf8 = rawValue.utf8
        let candidate: PluralCategory
        switch (utf8.count, utf8.first) {
        case (4, UInt8(ascii: "z")): candidate = .zero
        case (3, UInt8(ascii: "o")): candidate = .one
        case (3, UInt8(ascii: "t")): candidate = .two
        case (3, UInt8(ascii: "f")): candidate = .few
        case (4, UInt8(ascii: "m")): candidate = .many
        case (5, UInt8(ascii: "o")): candidate = .other
        default: return nil
        }
        guard rawValue == candidate.rawValue else { return nil }
        self = candidate
    }

    /// In ``allCases`` order (CLDR's), without searching it for both sides of every comparison.
    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool { lhs.order < rhs.order }

    private var order: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }
}

/// One translatable string: its text, its state and where its text sits.
public struct StringUnit: Sendable, Hashable {
    public var value: String
    public var state: TranslationState
    /// The value's literal in the file (quotes included).
    public var range: SourceRange

    public init(value: String, state: TranslationState, range: SourceRange) {
        self.value = value
        self.state = state
        self.range = range
    }
}

/// Alternative values chosen at run time, by plural category or by device.
public struct Variations: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case plural
        case device
    }

    public var kind: Kind
    public var variants: [Variant]

    public init(kind: Kind, variants: [Variant]) {
        self.kind = kind
        self.variants = variants
    }

    /// Plural categories present, for plural variations.
    public var pluralCategories: Set<PluralCategory> {
        guard kind == .plural else { return [] }
        return Set(variants.compactMap { PluralCategory(rawValue: $0.selector) })
    }
}

/// One case of ``Variations``: `one`, `other`, `iphone`, `mac`, …
public struct Variant: Sendable, Hashable {
    public var selector: String
    public var selectorRange: SourceRange
    public var value: LocalizedValue

    public init(selector: String, selectorRange: SourceRange, value: LocalizedValue) {
        self.selector = selector
        self.selectorRange = selectorRange
        self.value = value
    }
}

/// A `%#@name@` argument with its own plural variations (String Catalog substitutions,
/// `.stringsdict` format variables).
public struct Substitution: Sendable, Hashable {
    public var name: String
    public var nameRange: SourceRange
    public var argumentNumber: Int?
    /// The format specifier without `%` (`lld`, `f`), when declared.
    public var formatSpecifier: String?
    public var variations: Variations?

    public init(name: String, nameRange: SourceRange, argumentNumber: Int? = nil, formatSpecifier: String? = nil, variations: Variations? = nil) {
        self.name = name
        self.nameRange = nameRange
        self.argumentNumber = argumentNumber
        self.formatSpecifier = formatSpecifier
        self.variations = variations
    }
}

/// A String Catalog `stringSet`: several phrases for one key, all of them valid (App Shortcuts
/// catalogs list the ways a user may say a shortcut to Siri). Each phrase is a unit with the
/// set's state, so every rule that walks ``LocalizedValue/allUnits`` checks each phrase.
public struct StringSet: Sendable, Hashable {
    public var state: TranslationState
    public var values: [StringUnit]
    /// The `stringSet` object, to point at when it has no phrase.
    public var range: SourceRange

    public init(state: TranslationState, values: [StringUnit], range: SourceRange) {
        self.state = state
        self.values = values
        self.range = range
    }
}

/// The value of a key in one locale: a plain unit, a set of phrases, variations (nestable),
/// substitutions, or a mix, as String Catalogs allow. Every format loads into this one shape.
public struct LocalizedValue: Sendable, Hashable {
    public var unit: StringUnit?
    /// String set, variations and substitutions, boxed: most values are one plain unit, and a
    /// large catalog holds a million values, so the rare parts cost one pointer (nil when absent).
    private var rare: RareParts?

    public init(unit: StringUnit? = nil, stringSet: StringSet? = nil, variations: Variations? = nil, substitutions: [Substitution] = []) {
        self.unit = unit
        self.rare = RareParts.make(stringSet: stringSet, variations: variations, substitutions: substitutions)
    }

    /// A plain value, the shape of nearly every value a parser makes: nothing else to weigh
    /// (the general initializer above cost some 250 instructions for each `.strings` entry).
    public init(unit: StringUnit) {
        self.unit = unit
        self.rare = nil
    }

    public var stringSet: StringSet? {
        get { rare?.stringSet }
        set { rare = RareParts.make(stringSet: newValue, variations: variations, substitutions: substitutions) }
    }

    public var variations: Variations? {
        get { rare?.variations }
        set { rare = RareParts.make(stringSet: stringSet, variations: newValue, substitutions: substitutions) }
    }

    public var substitutions: [Substitution] {
        get { rare?.substitutions ?? [] }
        set { rare = RareParts.make(stringSet: stringSet, variations: variations, substitutions: newValue) }
    }

    /// True when the value selects by plural category somewhere (variations or substitutions).
    public var hasPluralVariants: Bool {
        if let variations {
            if variations.kind == .plural { return true }
            if variations.variants.contains(where: { $0.value.hasPluralVariants }) { return true }
        }
        return substitutions.contains { $0.variations?.kind == .plural }
    }

    /// Every string unit, depth first, with the path of selectors leading to it
    /// (`["one"]`, `["%#@count@", "other"]`, `["phrase 2"]` for a string set's second phrase),
    /// so rules can name the variant.
    public var allUnits: [(path: [String], unit: StringUnit)] {
        // Most values are one plain unit: no recursion, no path arrays.
        if isPlain { return unit.map { [([], $0)] } ?? [] }
        var result: [(path: [String], unit: StringUnit)] = []
        result.reserveCapacity(4)  // a plural value's one and other, without growing
        _ = visitUnits { path, unit in
            result.append((path, unit))
            return true
        }
        return result
    }

    /// ``allUnits`` one by one, without building the array: rules visit every unit of a catalog,
    /// and most values are one plain unit.
    public func forEachUnit(_ body: (_ path: [String], _ unit: StringUnit) -> Void) {
        if isPlain {
            if let unit { body([], unit) }
            return
        }
        _ = visitUnits { path, unit in
            body(path, unit)
            return true
        }
    }

    /// The first unit of ``allUnits`` that satisfies `predicate`, found without building the array.
    public func firstUnit(where predicate: (_ path: [String], _ unit: StringUnit) -> Bool) -> (path: [String], unit: StringUnit)? {
        if isPlain { return unit.flatMap { predicate([], $0) ? ([], $0) : nil } }
        var found: (path: [String], unit: StringUnit)?
        _ = visitUnits { path, unit in
            guard predicate(path, unit) else { return true }
            found = (path, unit)
            return false
        }
        return found
    }

    /// The first unit of ``allUnits`` that satisfies `predicate`, for a test of the units alone:
    /// no path is built (a path is an array per variant, some 2,000 instructions a plural value).
    public func firstUnitIgnoringPath(where predicate: (_ unit: StringUnit) -> Bool) -> StringUnit? {
        if isPlain { return unit.flatMap { predicate($0) ? $0 : nil } }
        var found: StringUnit?
        _ = visitUnitsIgnoringPath { unit in
            guard predicate(unit) else { return true }
            found = unit
            return false
        }
        return found
    }

    /// ``forEachUnit(_:)`` without the paths, for a walk that reads none.
    public func forEachUnitIgnoringPath(_ body: (_ unit: StringUnit) -> Void) {
        _ = visitUnitsIgnoringPath { unit in
            body(unit)
            return true
        }
    }

    /// The texts of ``allUnits``, in order, without their paths.
    public var unitTexts: [String] {
        if isPlain { return unit.map { [$0.value] } ?? [] }
        var texts: [String] = []
        texts.reserveCapacity(4)
        forEachUnitIgnoringPath { texts.append($0.value) }
        return texts
    }

    /// The unit at `path` (see ``allUnits``), if the value has one there.
    public func unit(at path: [String]) -> StringUnit? {
        if isPlain { return path.isEmpty ? unit : nil }
        return unit(at: path[...])
    }

    /// ``unit(at:)`` walking down the path: only variants whose selector is the next element can
    /// hold the unit, visited in ``allUnits`` order, so the first match is the same.
    /// By index into the boxed parts, as ``visitUnits(path:_:)``: iterating copied every variant.
    private func unit(at path: ArraySlice<String>) -> StringUnit? {
        guard let selector = path.first else { return unit }
        guard let rare else { return nil }
        let rest = path.dropFirst()
        if rest.isEmpty, let phrases = rare.stringSet?.values, selector.hasPrefix("phrase ") {
            if let index = phrases.indices.first(where: { Self.phraseSelector($0) == selector }) { return phrases[index] }
        }
        if let variants = rare.variations?.variants {
            for index in variants.indices where variants[index].selector == selector {
                if let unit = variants[index].value.unit(at: rest) { return unit }
            }
        }
        guard selector.hasPrefix("%#@"), let variantSelector = rest.first else { return nil }
        for substitution in rare.substitutions where "%#@\(substitution.name)@" == selector {
            guard let variants = substitution.variations?.variants else { continue }
            for index in variants.indices where variants[index].selector == variantSelector {
                if let unit = variants[index].value.unit(at: rest.dropFirst()) { return unit }
            }
        }
        return nil
    }

    /// One unit or none, and no variants, phrases or substitutions: most values.
    public var isPlain: Bool { rare == nil }

    /// Calls `body` with every unit in ``allUnits`` order until it returns false; false when it did.
    private func visitUnits(_ body: (_ path: [String], _ unit: StringUnit) -> Bool) -> Bool {
        visitUnits(path: [String](), body)
    }

    /// ``visitUnits(_:)`` without the paths, in the same order: no selector is made.
    private func visitUnitsIgnoringPath(_ body: (_ unit: StringUnit) -> Bool) -> Bool {
        visitUnits(path: NoUnitPath()) { body($1) }
    }

    /// By index into the boxed parts (iterating copied every variant, a retain per string), and
    /// one new array per path (`path + [selector]` made two), or none for a walk without paths.
    private func visitUnits<Path: UnitPath>(path: Path, _ body: (_ path: Path, _ unit: StringUnit) -> Bool) -> Bool {
        if let unit, !body(path, unit) { return false }
        guard let rare else { return true }
        if let phrases = rare.stringSet?.values {
            for index in phrases.indices where !body(path.appending(Self.phraseSelector(index)), phrases[index]) { return false }
        }
        if let variants = rare.variations?.variants, !Self.visit(variants, path: path, body) { return false }
        for substitution in rare.substitutions {
            guard let variants = substitution.variations?.variants else { continue }
            if !Self.visit(variants, path: path.appending("%#@\(substitution.name)@"), body) { return false }
        }
        return true
    }

    private static func visit<Path: UnitPath>(_ variants: [Variant], path: Path, _ body: (_ path: Path, _ unit: StringUnit) -> Bool) -> Bool {
        for index in variants.indices where !variants[index].value.visitUnits(path: path.appending(variants[index].selector), body) {
            return false
        }
        return true
    }

    /// The path element of a string set's phrase: `phrase 1`, `phrase 2`, …
    public static func phraseSelector(_ index: Int) -> String { "phrase \(index + 1)" }

    /// The value's texts are all empty or it has none.
    public var isEmpty: Bool { isPlain ? unit?.value.isEmpty ?? true : firstUnitIgnoringPath { !$0.value.isEmpty } == nil }

    /// The state a translator would see: the worst state among the units
    /// (`new` before `needs_review` before anything else).
    public var effectiveState: TranslationState {
        if isPlain { return unit?.state ?? .unspecified }
        var states: [TranslationState] = []
        forEachUnitIgnoringPath { states.append($0.state) }
        if states.contains(.new) { return .new }
        if states.contains(.needsReview) { return .needsReview }
        if states.contains(.stale) { return .stale }
        return states.first ?? .unspecified
    }

    /// A range to point at: the unit, else the first variant's unit (or an empty string set).
    public var primaryRange: SourceRange? { isPlain ? unit?.range : firstUnitIgnoringPath { _ in true }?.range ?? stringSet?.range }
}

/// What a walk of a value's units carries down to each unit: the selectors leading to it, or
/// nothing for a walk that reads no path (its selectors are then never made).
private protocol UnitPath {
    func appending(_ selector: @autoclosure () -> String) -> Self
}

extension Array: UnitPath where Element == String {
    /// A new array with room for exactly one more (`self + [selector]` made two).
    fileprivate func appending(_ selector: @autoclosure () -> String) -> [String] {
        var result: [String] = []
        result.reserveCapacity(count + 1)
        result += self
        result.append(selector())
        return result
    }
}

private struct NoUnitPath: UnitPath {
    func appending(_ selector: @autoclosure () -> String) -> NoUnitPath { self }
}

/// One locale's translation of an entry.
public struct Translation: Sendable, Hashable {
    public var locale: LocaleID
    /// Where the locale is named (the `"zh-Hans"` key, or the key line in that locale's `.strings` file).
    public var localeRange: SourceRange
    public var value: LocalizedValue

    public init(locale: LocaleID, localeRange: SourceRange, value: LocalizedValue) {
        self.locale = locale
        self.localeRange = localeRange
        self.value = value
    }
}

/// The boxed, rarely present parts of a ``LocalizedValue``. Immutable (a setter makes a new
/// box), so values stay plain value types; never empty, so equal values have equal boxes or none.
private final class RareParts: Sendable, Hashable {
    let stringSet: StringSet?
    let variations: Variations?
    let substitutions: [Substitution]

    private init(stringSet: StringSet?, variations: Variations?, substitutions: [Substitution]) {
        self.stringSet = stringSet
        self.variations = variations
        self.substitutions = substitutions
    }

    static func make(stringSet: StringSet?, variations: Variations?, substitutions: [Substitution]) -> RareParts? {
        if stringSet == nil, variations == nil, substitutions.isEmpty { return nil }
        return RareParts(stringSet: stringSet, variations: variations, substitutions: substitutions)
    }

    static func == (lhs: RareParts, rhs: RareParts) -> Bool {
        lhs === rhs || (lhs.stringSet == rhs.stringSet && lhs.variations == rhs.variations && lhs.substitutions == rhs.substitutions)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(stringSet)
        hasher.combine(variations)
        hasher.combine(substitutions)
    }
}
