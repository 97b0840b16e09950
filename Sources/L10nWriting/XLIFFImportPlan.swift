import L10nModel
import L10nParsing
import L10nAnalysis

/// What `l10n import` does with each `<trans-unit>`: finds the catalog, entry, locale and unit
/// it names (Xcode's ids, ``XcodeUnitID``: `key|==|plural.one` for a String Catalog or
/// `.strings` unit, `/key:dict/NAME:dict/one:dict/:string` for a `.stringsdict` one) and decides whether it is unchanged, an update, or not importable.
package struct XLIFFImportPlan {
    /// One unit's outcome, with the unit's byte offset in the XLIFF.
    package enum Outcome: Equatable {
        case unchanged
        /// A new value (nil: keep the value) and the String Catalog state to write (nil: keep).
        case update(value: String?, state: String?)
        case unknown(String)
        /// Known, but this writer cannot place it; the reason is printed.
        case notImported(String)
    }

    /// A unit resolved against the project.
    package struct Resolved {
        package var unit: XLIFFDocument.Unit
        package var catalog: Int
        var key: String
        /// The entry's index in the catalog's entries, when the key is there.
        var entry: Int?
        var variant: [String]
        var locale: LocaleID
        /// The unit of the catalog for this locale and variant, when it has one.
        var existing: StringUnit?
        package var outcome: Outcome
        /// `file.xliff:line:col` of the unit, for messages.
        package var location = ""
    }

    package let project: Project
    /// Generated catalogs' sources: a unit of a generated catalog is written into its
    /// `strings.json`, so that `l10n fix` regenerates the catalog instead of reverting it.
    let pairing: CatalogPairing

    /// Each catalog's entries by key, compared by bytes as Foundation compares them (NFC `café`
    /// and NFD `café` are two keys), built once: a look-up per unit was units × entries.
    private let entriesByKey: [[ExactKey: Int]]

    package init(project: Project, pairing: CatalogPairing) {
        self.project = project
        self.pairing = pairing
        entriesByKey = project.catalogs.map { catalog in
            var index: [ExactKey: Int] = [:]
            for (position, entry) in catalog.entries.enumerated() where index[ExactKey(entry.key)] == nil { index[ExactKey(entry.key)] = position }
            return index
        }
    }

    /// The index of `key`'s entry in catalog `catalog`.
    package func entry(_ key: String, inCatalog catalog: Int) -> Int? { entriesByKey[catalog][ExactKey(key)] }

    /// What a `<file original>` names.
    package enum CatalogMatch: Equatable {
        case catalog(Int)
        case none
        /// Several catalogs match by path suffix and none exactly: their paths.
        case ambiguous([String])
    }

    /// The catalog `<file original>` names: its display path or one of its files' paths, equal
    /// or as a path suffix (Xcode writes paths relative to the project folder). An exact match
    /// wins; two suffix matches (`Localizable.xcstrings` in two targets) name no catalog.
    package func catalog(original: String) -> CatalogMatch {
        func paths(_ catalog: Catalog) -> [String] { [catalog.path] + catalog.files.map { project.file($0).path } }
        if let exact = project.catalogs.indices.first(where: { paths(project.catalogs[$0]).contains(original) }) { return .catalog(exact) }
        func matches(_ path: String) -> Bool { path.hasSuffix("/" + original) || original.hasSuffix("/" + path) }
        let candidates = project.catalogs.indices.filter { paths(project.catalogs[$0]).contains(where: matches) }
        switch candidates.count {
        case 0: return .none
        case 1: return .catalog(candidates[0])
        default: return .ambiguous(candidates.map { project.catalogs[$0].path })
        }
    }

    /// The locales of the project: every locale of every catalog.
    package var locales: Set<LocaleID> { Set(project.catalogs.flatMap(\.locales)) }

    /// The unit against the catalog `<file>` names; an edited unit of a generated catalog is
    /// resolved against its `strings.json` when that has the key. An unedited one stays
    /// unchanged even where the catalog drifted from its source (export, import: no change).
    package func resolve(_ unit: XLIFFDocument.Unit, catalog index: Int, locale: LocaleID) -> Resolved {
        let resolved = resolve(unit, in: index, locale: locale)
        guard case .update = resolved.outcome, let source = pairing.sourceIndex(forCatalogAt: index),
            entry(resolved.key, inCatalog: source) != nil
        else { return resolved }
        return resolve(unit, in: source, locale: locale)
    }

    private func resolve(_ unit: XLIFFDocument.Unit, in index: Int, locale: LocaleID) -> Resolved {
        let catalog = project.catalogs[index]
        let id = XcodeUnitID.parse(unit.id)
        var key = unit.resname ?? id.key
        if entry(key, inCatalog: index) == nil, let decoded = XcodeUnitID.unescaped(id.key) { key = decoded }
        let variant = id.variant
        var resolved = Resolved(unit: unit, catalog: index, key: key, entry: entry(key, inCatalog: index), variant: variant, locale: locale, existing: nil, outcome: .unchanged)
        guard let entry = resolved.entry.map({ catalog.entries[$0] }) else {
            resolved.outcome = .unknown("no key '\(key)' in \(catalog.path)")
            return resolved
        }
        let value = entry.translation(for: locale)?.value
        resolved.existing = value.flatMap { Self.unit(in: $0, at: variant) }
        let source = entry.translation(for: catalog.sourceLanguage)?.value
        let isPluralCategory = variant.count >= 2 && variant[variant.count - 2] == "plural" && PluralCategory(rawValue: variant[variant.count - 1]) != nil
        guard variant.isEmpty || resolved.existing != nil || isPluralCategory || source.flatMap({ Self.unit(in: $0, at: variant) }) != nil else {
            resolved.outcome = .unknown("'\(key)' has no variant '\(variant.joined(separator: "."))' in \(catalog.path)")
            return resolved
        }
        // An empty <target/> is how CAT tools leave a unit untranslated: never import it as "".
        guard let target = unit.target, !target.isEmpty else { return resolved }
        if resolved.existing == nil, let value, let conflict = Self.shapeConflict(value, variant) {
            resolved.outcome = .notImported("its \(locale) value \(conflict)")
            return resolved
        }
        resolved.outcome = Self.outcome(existing: resolved.existing, target: target, state: Self.catalogState(unit.state, qualifier: unit.stateQualifier))
        return resolved
    }

    /// A translated value with the same text is unchanged; an XLIFF state of `needs-review-*`
    /// only marks an edited value (the export marks values with findings that way, which must
    /// not change the catalog); a `translated`/`final`/`signed-off` unit approves a value in
    /// review or machine-translated (a reviewer dropped the `leveraged-mt` qualifier).
    static func outcome(existing: StringUnit?, target: String, state wanted: String?) -> Outcome {
        guard let existing else { return .update(value: target, state: wanted ?? "translated") }
        if existing.value != target { return .update(value: target, state: wanted ?? "translated") }
        if existing.state == .needsReview || existing.state == .machineTranslated, wanted == "translated" { return .update(value: nil, state: "translated") }
        return .unchanged
    }

    /// `needs-review-*` → `needs_review`; `translated` qualified `leveraged-mt` or
    /// `mt-suggestion` → `machine_translated` (Xcode 26's pair); `translated`, `final`,
    /// `signed-off` → `translated`; other states (`new`, none) say nothing.
    static func catalogState(_ state: String?, qualifier: String? = nil) -> String? {
        guard let state else { return nil }
        if state.hasPrefix("needs-review") { return "needs_review" }
        guard ["translated", "final", "signed-off"].contains(state) else { return nil }
        return state == "translated" && (qualifier == XLIFFDocument.machineTranslationQualifier || qualifier == "mt-suggestion") ? "machine_translated" : "translated"
    }

    /// The unit at a variant path (`plural one`, `substitutions count plural few`).
    static func unit(in value: LocalizedValue, at path: [String]) -> StringUnit? {
        var current = value
        var index = 0
        while index < path.count {
            if path[index] == "substitutions", index + 1 < path.count {
                guard let substitution = current.substitutions.first(where: { $0.name == path[index + 1] }),
                    let variations = substitution.variations
                else { return nil }
                current = LocalizedValue(variations: variations)
                index += 2
                continue
            }
            if path[index] == "stringSet", index + 2 == path.count {
                // App Shortcuts phrases: `stringSet.2` is the second phrase.
                guard let phrases = current.stringSet?.values, let number = Int(path[index + 1]), phrases.indices.contains(number - 1) else { return nil }
                return phrases[number - 1]
            }
            guard index + 1 < path.count, let variations = current.variations, variations.kind.rawValue == path[index],
                let variant = variations.variants.first(where: { $0.selector == path[index + 1] })
            else { return nil }
            current = variant.value
            index += 2
        }
        return current.unit
    }

    /// Why a unit at `variant` cannot be added to an existing value without changing its shape
    /// (a plain string given plural forms, or the reverse); nil when it can.
    static func shapeConflict(_ value: LocalizedValue, _ variant: [String]) -> String? {
        guard let first = variant.first else { return value.unit == nil ? "has variations" : nil }
        if first == "stringSet" {
            guard variant.count == 2, let number = Int(variant[1]), number >= 1 else { return "has no phrase '\(variant.dropFirst().joined(separator: "."))'" }
            // One phrase past the last is a new phrase; a gap would leave an empty phrase.
            if let phrases = value.stringSet?.values { return number == phrases.count + 1 ? nil : "has \(phrases.count) phrase\(phrases.count == 1 ? "" : "s"), so phrase \(number) would leave a gap" }
            return value.unit == nil && value.variations == nil ? nil : "is not a set of phrases"
        }
        if first == "substitutions" {
            let name = variant.count > 1 ? variant[1] : ""
            return value.substitutions.contains { $0.name == name } ? nil : "has no substitution '\(name)'"
        }
        guard let variations = value.variations else { return "is a plain string, not \(first) variations" }
        return variations.kind.rawValue == first ? nil : "has \(variations.kind.rawValue) variations, not \(first)"
    }

    /// The String Catalog JSON path of a variant's `stringUnit` under `localizations.LOCALE`.
    static func catalogPath(_ variant: [String]) -> [String] {
        var path: [String] = []
        var index = 0
        while index + 1 < variant.count {
            path += variant[index] == "substitutions" ? ["substitutions", variant[index + 1]] : ["variations", variant[index], variant[index + 1]]
            index += 2
        }
        return path + ["stringUnit"]
    }
}
