import L10nModel
import L10nParsing

/// Every format argument one localized value reads, over its unit, every variant and every
/// substitution, with the unit each read sits in. Variants are alternatives, so the set is their
/// union: a `one` variant that omits the count ("One lesson") still reads what `other` reads.
///
/// Argument numbering follows Foundation: conversions without `n$` count from 1 in a unit;
/// `%#@name@` reads one argument (its `argNum` when the catalog declares one); inside a
/// substitution's variants `%arg` is that argument, and unnumbered conversions start at it
/// (a `.stringsdict` variant's text replaces the reference).
///
/// Named specifiers (`%(count)lld`, Xcode 26) are numbered by first use in each of the source's
/// units; a translation's names stand for the source's arguments of those names, wherever and
/// in whatever order it writes them, and a name the source lacks reads an argument of its own
/// (numbered from ``unknownNameIndex``), never one of the source's.
package struct ValueArguments {
    package struct Read {
        package var use: FormatArgumentUse
        package var unit: StringUnit
        /// Selectors leading to the unit (`["one"]`, `["%#@lessons@", "few"]`).
        package var path: [String]
    }

    /// A `%` that is probably meant as a percent sign: it starts no valid token, or a
    /// space-flagged conversion (`% d` in "50 % de réduction").
    package struct Stray {
        package var token: FormatToken
        package var unit: StringUnit
        package var path: [String]

        /// True for a space-flagged conversion, which Foundation does format.
        package var readsArgument: Bool { token.specifier != nil }
    }

    package private(set) var reads: [Read] = []
    /// `%` signs that start no valid token.
    package private(set) var strays: [Stray] = []
    /// True when some unit has a valid `%` token, so it goes through `String(format:)`.
    package private(set) var isFormat = false
    /// Every unit with the selectors leading to it, depth first.
    package private(set) var units: [(path: [String], unit: StringUnit)] = []

    /// The numbers of named arguments (`%(count)lld`): a source's by first use, a translation's
    /// names its source lacks from ``unknownNameIndex`` (empty without named specifiers).
    package private(set) var names: [String: Int] = [:]
    /// Nil for a source; a translation's: its source's ``names``.
    private let sourceNames: [String: Int]?
    /// Where a translation's names its source lacks are numbered from: far beyond any real
    /// argument list, so such a name is an extra argument, not a source's under another name.
    package static let unknownNameIndex = 10_000

    /// - Parameter sourceNames: for a translation, its source's ``names``.
    package init(_ value: LocalizedValue, sourceNames: [String: Int]? = nil) {
        self.sourceNames = sourceNames
        collect(value, path: [], firstIndex: 1, placeholder: nil)
        readPositions = Dictionary(grouping: reads.indices, by: { reads[$0].use.index })
        indices = Set(readPositions.keys)
        printedIndices = Set(reads.filter(\.use.isPrinted).map(\.use.index))
    }

    /// False for a plain value without a `%`, which reads no argument: the common case, checked
    /// without parsing.
    package static func mayReadArguments(_ value: LocalizedValue) -> Bool {
        guard value.isPlain else { return true }
        return value.unit.map { TextSearch.containsAnyByte($0.value, of: "%") } ?? false
    }

    /// Argument numbers read anywhere (stored: comparisons ask for them several times).
    package private(set) var indices: Set<Int> = []

    /// Argument numbers whose value is printed somewhere (not only used to select a variant).
    package private(set) var printedIndices: Set<Int> = []

    /// The number of a translation's name its source lacks: the same for every use of it.
    private mutating func unknownName(_ name: String) -> Int {
        if let known = names[name] { return known }
        let index = Self.unknownNameIndex + names.count
        names[name] = index
        return index
    }

    /// Positions in ``reads`` by argument number: comparisons ask for each argument's reads,
    /// and a filter per argument is quadratic in a value's arguments (60,000 `%@` in one
    /// value, issue 28). Positions, not copies: a read is about 200 bytes.
    private var readPositions: [Int: [Int]] = [:]

    /// Reads of one argument, in token order.
    package func reads(of index: Int) -> [Read] { readPositions[index]?.map { reads[$0] } ?? [] }

    private mutating func collect(
        _ value: LocalizedValue, path: [String], firstIndex: Int, placeholder: (index: Int, type: FormatArgumentType?)?
    ) {
        let declared = Dictionary(
            value.substitutions.map { ($0.name, (index: $0.argumentNumber, type: $0.formatSpecifier.flatMap(FormatArgumentType.init(specifier:)))) },
            uniquingKeysWith: { first, _ in first })
        let before = reads.count
        if let unit = value.unit {
            units.append((path, unit))
            let parsed = FormatString(unit.value, allowsArgumentPlaceholder: placeholder != nil)
            let isStray = { (token: FormatToken) in token.kind == .invalid || token.specifier?.looksLikePercentSign == true }
            // Most units have no stray '%': their parse is used as it is.
            let hasStrays = parsed.tokens.contains(where: isStray)
            let format = hasStrays ? FormatString(tokens: parsed.tokens.filter { !isStray($0) }) : parsed
            isFormat = isFormat || format.isFormat
            let uses: [FormatArgumentUse]
            if let sourceNames {
                uses = format.argumentUses(
                    firstIndex: firstIndex, placeholder: placeholder, substitution: { declared[$0] ?? (nil, nil) },
                    named: { name in sourceNames[name] ?? self.unknownName(name) })
            } else {
                uses = format.argumentUses(firstIndex: firstIndex, placeholder: placeholder, substitution: { declared[$0] ?? (nil, nil) })
                for use in uses { if let name = use.token.specifier?.name, names[name] == nil { names[name] = use.index } }
            }
            for use in uses { reads.append(Read(use: use, unit: unit, path: path)) }
            if hasStrays { strays += parsed.tokens.filter(isStray).map { Stray(token: $0, unit: unit, path: path) } }
        }
        for variant in value.variations?.variants ?? [] {
            collect(variant.value, path: path + [variant.selector], firstIndex: firstIndex, placeholder: placeholder)
        }
        // Where the unit and variants referenced each substitution.
        var referenced: [String: Int] = [:]
        for read in reads[before...] {
            if case .substitution(let name) = read.use.role, referenced[name] == nil { referenced[name] = read.use.index }
        }
        for (offset, substitution) in value.substitutions.enumerated() {
            let index = substitution.argumentNumber ?? referenced[substitution.name] ?? firstIndex + offset
            let type = declared[substitution.name]?.type ?? nil
            for variant in substitution.variations?.variants ?? [] {
                collect(
                    variant.value, path: path + ["%#@\(substitution.name)@", variant.selector], firstIndex: index,
                    placeholder: (index, type))
            }
        }
    }
}
