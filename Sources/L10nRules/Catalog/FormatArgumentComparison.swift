import L10nModel
import L10nParsing
import L10nAnalysis

/// What the code passes for a key: the source value's arguments, plus, when the key itself is a
/// format string (String Catalog keys extracted from `Text("\(count) posts")` read
/// `%lld posts`), the key's. A source value may leave out an argument the key has ("starred"
/// for `notifications.label.favorite %lld`) and a translation may still use it.
struct SourceArguments {
    let value: ValueArguments
    let key: ValueArguments?
    /// Every argument the code is known to pass.
    let indices: Set<Int>
    /// The numbers of the named arguments (`%(count)lld`), the value's before the key's.
    let names: [String: Int]

    init(entry: CatalogEntry, value: LocalizedValue) {
        self.value = ValueArguments(value)
        key = Self.keyArguments(of: entry)
        indices = self.value.indices.union(key?.indices ?? [])
        names = self.value.names.merging(key?.names ?? [:]) { own, _ in own }
    }

    /// The key's arguments when the key is a format string. A key without a '%' reads no
    /// argument: most keys, checked without parsing.
    private static func keyArguments(of entry: CatalogEntry) -> ValueArguments? {
        guard TextSearch.containsAnyByte(entry.key, of: "%") else { return nil }
        let arguments = ValueArguments(LocalizedValue(unit: StringUnit(value: entry.key, state: .translated, range: entry.keyRange)))
        return arguments.isFormat ? arguments : nil
    }

    var isFormat: Bool { value.isFormat || key != nil }

    /// Reads of an argument: the source value's, else the key's.
    func reads(of index: Int) -> [ValueArguments.Read] {
        let own = value.reads(of: index)
        return own.isEmpty ? key?.reads(of: index) ?? [] : own
    }

    /// True when every read of the argument is a `%@` glued to the end of a word (`app%@`,
    /// `file%3$@`): the English plural suffix ("s" or ""), which other languages do not need.
    func isPluralSuffix(_ index: Int) -> Bool {
        let reads = reads(of: index)
        return !reads.isEmpty && reads.allSatisfy { read in
            guard read.use.token.specifier?.conversion == "@" else { return false }
            let bytes = read.unit.value.utf8
            let range = read.use.token.range
            let before = range.lowerBound > 0 ? bytes[bytes.index(bytes.startIndex, offsetBy: range.lowerBound - 1)] : nil
            let after = range.upperBound < bytes.count ? bytes[bytes.index(bytes.startIndex, offsetBy: range.upperBound)] : nil
            return before.map(Self.isASCIILetter) == true && after.map(Self.isASCIILetter) != true
        }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }

    var hasPositions: Bool {
        [value.reads, key?.reads ?? []].contains { $0.contains { $0.use.token.specifier?.position != nil } }
    }
}

/// Compares what one translation reads with what the source reads.
struct ArgumentComparison {
    package struct Finding {
        /// The variant the message is about, empty for the plain value.
        var path: [String]
        var message: FindingMessage
        /// Nil for the translation's first unit.
        var range: SourceRange?
        var isLesser = false
    }

    let key: String
    let locale: LocaleID
    let source: SourceArguments
    let translation: ValueArguments
    /// Whether messages number arguments (`%2$@`): when either side reads more than one or
    /// numbers them. Stored, as are ``labels``: every described argument asks, and a scan per
    /// argument is quadratic in a value's arguments (issue 28).
    private let isNumbered: Bool
    /// The names of named arguments by number, the least name first.
    private let labels: [Int: String]

    init(key: String, locale: LocaleID, source: SourceArguments, translation: ValueArguments) {
        self.key = key
        self.locale = locale
        self.source = source
        self.translation = translation
        isNumbered = max(source.indices.count, translation.indices.count) > 1 || source.hasPositions
            || translation.reads.contains { $0.use.token.specifier?.position != nil }
        labels = source.names.reduce(into: [:]) { labels, name in
            if labels[name.value].map({ name.key < $0 }) ?? true { labels[name.value] = name.key }
        }
    }

    func findings() -> [Finding] {
        guard source.isFormat else { return plainSourceFindings() }
        var findings: [Finding] = []
        // A '%' that starts nothing where the translation misses an argument is that argument
        // mistyped (`@%` for `%@` in right-to-left text): one defect, the count's finding. So is
        // a stray specifier there (`% @`, a space a machine translation put in `%@`).
        let missing = missingArguments()
        let missesArguments = !missing.isEmpty
        let mistyped = missesArguments ? translation.strays.filter { !$0.readsArgument }.count : 0
        let misspelled = missesArguments ? translation.strays.filter(\.readsArgument).map { "'\($0.token.text)'" } : []
        if var counts = countFinding(missing: missing) {
            if mistyped > 0 {
                counts.message.text += mistyped == 1
                    ? "; its one '%' that starts no format specifier is likely the missing one mistyped"
                    : "; its \(mistyped) '%' that start no format specifier are likely the missing ones mistyped"
            }
            if !misspelled.isEmpty {
                counts.message.text += "; its \(misspelled.joined(separator: ", ")) "
                    + (misspelled.count == 1 ? "is likely the missing one mistyped" : "are likely the missing ones mistyped")
            }
            findings.append(counts)
        }
        findings += typeFindings()
        findings += unprintedFindings()
        if source.value.strays.isEmpty, !missesArguments {
            findings += translation.strays.map { stray in
                let what = stray.readsArgument
                    ? "'\(stray.token.text)', which formats an argument"
                    : "a '%' that starts no format specifier"
                return Finding(path: stray.path, message: FindingMessage("has \(what); write %% for a percent sign", id: "strayPercent"), range: stray.unit.range, isLesser: true)
            }
        }
        return findings
    }

    /// A source without arguments is not formatted, so its `%` are text; only unmistakable
    /// specifiers in the translation are extra arguments.
    private func plainSourceFindings() -> [Finding] {
        let extra = translation.reads.filter { read in
            guard let specifier = read.use.token.specifier else { return read.use.role != .placeholder }
            return specifier.flags.isEmpty && specifier.width == nil
        }
        guard let first = extra.first else { return [] }
        let indices = Set(extra.map(\.use.index)).sorted()
        let list = indices.map { describe(translation.reads(of: $0), index: $0) }.joined(separator: ", ")
        return [Finding(
            path: first.path, message: FindingMessage("has \(plural(indices.count, "format argument")), source has 0 (extra \(list))", id: "argumentsInPlainSource"),
            range: first.unit.range)]
    }

    /// Extra arguments, and arguments the source prints that the translation never reads, in one finding.
    private func countFinding(missing: [Int]) -> Finding? {
        let extra = translation.indices.subtracting(source.indices).sorted()
        guard !extra.isEmpty || !missing.isEmpty else { return nil }
        var parts: [String] = []
        if !extra.isEmpty { parts.append("extra " + extra.map { describe(translation.reads(of: $0), index: $0) }.joined(separator: ", ")) }
        if !missing.isEmpty { parts.append("missing " + missing.map { describe(source.reads(of: $0), index: $0) }.joined(separator: ", ")) }
        let firstExtra = extra.first.flatMap { translation.reads(of: $0).first }
        return Finding(
            path: firstExtra?.path ?? [],
            message: FindingMessage("has \(plural(translation.indices.count, "format argument")), "
                + "source has \(source.indices.count) (\(parts.joined(separator: ", ")))", id: "argumentCountDiffers"),
            range: firstExtra?.unit.range)
    }

    /// The source's printed arguments the translation reads not, in order. Foundation ignores
    /// unused trailing arguments: a translation may drop an English plural suffix at the end
    /// (`%lld app%@` → `%lld 앱`). Dropping a middle one shifts the rest.
    private func missingArguments() -> [Int] {
        let lastRead = translation.indices.max() ?? 0
        return source.value.printedIndices.subtracting(translation.indices).filter { !($0 > lastRead && source.isPluralSuffix($0)) }.sorted()
    }

    /// One finding per argument the translation reads as another type than the source.
    private func typeFindings() -> [Finding] {
        var findings: [Finding] = []
        for index in translation.indices.intersection(source.indices).sorted() {
            let sourceReads = source.reads(of: index).filter { $0.use.type != nil }
            let expected = sourceReads.compactMap(\.use.type)
            guard let wanted = expected.first,
                let wrong = translation.reads(of: index).first(where: { $0.use.type.map { !expected.contains($0) } ?? false }),
                let type = wrong.use.type
            else { continue }
            let isSize = type.isSameFamily(as: wanted)
            let written = describe([wrong], index: index) + (isSize ? " (\(type))" : "")
            let original = describe(sourceReads, index: index) + (isSize ? " (\(wanted))" : "")
            findings.append(Finding(
                path: wrong.path, message: FindingMessage("formats argument \(label(index)) as \(written), source as \(original)", id: "argumentTypeDiffers"),
                range: wrong.unit.range, isLesser: isSize))
        }
        return findings
    }

    /// Arguments the source prints that the translation reads only to select a plural variant.
    private func unprintedFindings() -> [Finding] {
        let unprinted = source.value.printedIndices.intersection(translation.indices).subtracting(translation.printedIndices)
        return unprinted.sorted().map { index in
            // Point at the variants that would show the number: the substitution's own units.
            let variant = firstVariant(of: index)
            let path = variant?.path ?? translation.reads(of: index).first?.path ?? []
            let described = describe(source.value.reads(of: index), index: index, numbered: false)
            return Finding(
                path: path, message: FindingMessage("never prints argument \(label(index)) (\(described)), source does", id: "argumentNotPrinted"),
                range: variant?.range ?? translation.reads(of: index).first?.unit.range)
        }
    }

    /// The first unit of the substitution that reads `index`, with its path.
    private func firstVariant(of index: Int) -> (range: SourceRange, path: [String])? {
        for read in translation.reads(of: index) {
            guard case .substitution(let name) = read.use.role else { continue }
            let marker = "%#@\(name)@"
            return translation.units.first { $0.path.contains(marker) }.map { ($0.unit.range, $0.path) }
        }
        return nil
    }

    /// How `reads` write the argument, for messages: `%lld`, numbered `%2$lld` when arguments are.
    private func describe(_ reads: [ValueArguments.Read], index: Int, numbered: Bool? = nil) -> String {
        let read = reads.first { $0.use.isPrinted && $0.use.type != nil } ?? reads.first { $0.use.type != nil } ?? reads.first
        let base = read?.use.token.specifier?.canonicalText ?? read?.use.type?.canonicalSpecifier ?? read?.use.token.text ?? "%@"
        // A named argument is known by its name, not its number.
        guard numbered ?? isNumbered, base.hasPrefix("%"), read?.use.token.specifier?.name == nil else { return base }
        return "%\(index)$" + base.dropFirst()
    }

    /// An argument as messages name it: `'count'` for a named one, else its number.
    private func label(_ index: Int) -> String {
        labels[index].map { "'\($0)'" } ?? "\(index)"
    }

    private func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}

extension FormatArgumentType {
    /// The usual way to write the type, for messages.
    var canonicalSpecifier: String {
        switch self {
        case .integer(let bits): bits == 64 ? "%lld" : "%d"
        case .double: "%f"
        case .longDouble: "%Lf"
        case .character: "%c"
        case .unichar: "%C"
        case .cString: "%s"
        case .unicharString: "%S"
        case .object: "%@"
        case .pointer: "%p"
        }
    }
}
