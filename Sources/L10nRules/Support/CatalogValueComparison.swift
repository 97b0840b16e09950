import Foundation
import L10nModel

/// Compares one key's per-locale values between a `strings.json` and a catalog generated from it,
/// and words each difference at the generated side, where regeneration or a fix lands.
package struct CatalogValueComparison {
    var pair: EntryPair
    var context: RuleContext

    func differences() -> [Diagnostic] {
        let source = Self.translations(of: pair.source, in: pair.sourceCatalog)
        let generated = Self.translations(of: pair.generated, in: pair.generatedCatalog)
        let key = pair.generated.key
        let sourceName = pair.sourceCatalog.path
        var diagnostics: [Diagnostic] = []
        for locale in Set(source.keys).union(generated.keys).sorted() {
            switch (source[locale], generated[locale]) {
            case (let expected?, nil):
                let related = expected.value.primaryRange ?? expected.localeRange
                diagnostics.append(context.diagnostic(
                    FindingMessage("has no \(locale) value, \(sourceName) has \(Self.describe(expected.value))", id: "missingValue", lead: .key),
                    about: FindingSubject(key: key, locale: locale), at: pair.generated.keyRange,
                    related: [(range: related, message: "\(locale) value in \(sourceName)")]))
            case (nil, let actual?):
                diagnostics.append(context.diagnostic(
                    FindingMessage("is \(Self.describe(actual.value)), \(sourceName) has no \(locale) value", id: "extraValue"),
                    about: FindingSubject(key: key, locale: locale), at: actual.value.primaryRange ?? actual.localeRange,
                    related: [(range: pair.source.keyRange, message: "key in \(sourceName)")]))
            case (let expected?, let actual?):
                diagnostics += compare(expected, actual, locale: locale)
            case (nil, nil):
                continue
            }
        }
        return diagnostics
    }

    private func compare(_ expected: Translation, _ actual: Translation, locale: LocaleID) -> [Diagnostic] {
        let want = Self.shape(of: expected.value)
        let have = Self.shape(of: actual.value)
        guard want.mapValues(\.text) != have.mapValues(\.text) else { return [] }
        let key = pair.generated.key
        let sourceName = pair.sourceCatalog.path
        let relatedRange = expected.value.primaryRange ?? expected.localeRange
        guard Set(want.keys) == Set(have.keys) else {
            return [context.diagnostic(
                FindingMessage("is \(Self.describeShape(actual.value)), \(sourceName) has \(Self.describeShape(expected.value))", id: "shapeDiffers"),
                about: FindingSubject(key: key, locale: locale), at: actual.value.primaryRange ?? actual.localeRange,
                related: [(range: relatedRange, message: "\(locale) value in \(sourceName)")])]
        }
        var diagnostics: [Diagnostic] = []
        for (path, unit) in actual.value.allUnits {
            let selector = path.joined(separator: " ")
            guard let wanted = want[selector] ?? want[""], wanted.text != unit.value else { continue }
            diagnostics.append(context.diagnostic(
                FindingMessage("is \(Self.quote(unit.value)), \(sourceName) has \(Self.quote(wanted.text))", id: "valueDiffers"),
                about: FindingSubject(key: key, locale: locale, variant: path), at: unit.range,
                related: [(range: wanted.range, message: "\(locale) value in \(sourceName)")]))
        }
        return diagnostics
    }

    // MARK: Normalized values

    /// Texts by selector path ("" for a plain value). A plural whose variants all read the same
    /// renders as that one string whatever the count, so it compares equal to the plain string
    /// (generators expand `"%lld 次练习"` into `other` alone, or into every category).
    package static func shape(of value: LocalizedValue) -> [String: (text: String, range: SourceRange)] {
        let units = value.allUnits
        var result: [String: (text: String, range: SourceRange)] = [:]
        for (path, unit) in units { result[path.joined(separator: " ")] = result[path.joined(separator: " ")] ?? (unit.value, unit.range) }
        let isUniformPlural = value.unit == nil && value.substitutions.isEmpty && value.variations?.kind == .plural
            && units.allSatisfy { $0.path.count == 1 } && Set(units.map(\.unit.value)).count == 1
        if isUniformPlural, let first = units.first { return ["": (first.unit.value, first.unit.range)] }
        return result
    }

    /// "a plain string", "plural variants one, other", "a string with substitution
    /// %#@count@ (one, other)": the shape a translator or generator would recognize.
    private static func describeShape(_ value: LocalizedValue) -> String {
        let shape = shape(of: value)
        if shape.count == 1, shape[""] != nil { return "a plain string" }
        var parts: [String] = []
        if let variations = value.variations {
            parts.append("\(variations.kind.rawValue) variants \(selectors(variations))")
        }
        for substitution in value.substitutions {
            parts.append("substitution %#@\(substitution.name)@ (\(substitution.variations.map(selectors) ?? ""))")
        }
        guard !parts.isEmpty else { return "an empty value" }
        let body = parts.joined(separator: " and ")
        return value.unit == nil ? body : "a string with \(body)"
    }

    /// Selectors in CLDR order for plural categories, else alphabetically.
    private static func selectors(_ variations: Variations) -> String {
        variations.variants.map(\.selector).sorted { lhs, rhs in
            switch (PluralCategory(rawValue: lhs), PluralCategory(rawValue: rhs)) {
            case let (left?, right?): left < right
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): lhs < rhs
            }
        }.joined(separator: ", ")
    }

    private static func describe(_ value: LocalizedValue) -> String {
        let shape = shape(of: value)
        if shape.count == 1, let plain = shape[""] { return quote(plain.text) }
        return describeShape(value)
    }

    /// A value for a one-line message: quoted, newlines escaped, long ones shortened.
    static func quote(_ text: String) -> String {
        var line = text.replacingOccurrences(of: "\n", with: "\\n")
        if line.count > 60 { line = String(line.prefix(57)) + "…" }
        return "'\(line)'"
    }

    /// Translations by locale; `Base` stands for the development language when that has none.
    package static func translations(of entry: CatalogEntry, in catalog: Catalog) -> [LocaleID: Translation] {
        var result: [LocaleID: Translation] = [:]
        for translation in entry.translations where result[translation.locale] == nil { result[translation.locale] = translation }
        if let base = result["Base"] {
            result["Base"] = nil
            if result[catalog.sourceLanguage] == nil { result[catalog.sourceLanguage] = base }
        }
        return result
    }
}

/// One key on both sides of a pairing.
package struct EntryPair {
    var source: CatalogEntry
    var sourceCatalog: Catalog
    var generated: CatalogEntry
    var generatedCatalog: Catalog
}
