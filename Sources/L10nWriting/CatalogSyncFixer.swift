import L10nModel
import L10nParsing
import L10nRules

/// Makes a generated String Catalog match the `strings.json` it is generated from, the fix for
/// `catalog-sync` that has exactly one right answer: missing keys added, changed values updated
/// (plural objects written as plural `variations`), keys removed from the source removed; every
/// other entry and field left as it was. `strings.json` is never written.
package struct CatalogSyncFixer {
    var source: Catalog
    var generated: Catalog
    /// Keys that another catalog generated from the same source defines: not missing here.
    var keysElsewhere: Set<String>
    /// How many catalogs are generated from the source (a missing key has no single home when
    /// there are several).
    var generatedCount: Int
    /// The keys whose `catalog-sync` findings were reported (nil: every key). A key that a
    /// waiver, a suppression or the baseline keeps out of the report is not touched.
    var keys: Set<String>?

    package enum Outcome: Equatable {
        case unchanged
        /// The new tree and one line per change.
        case changed(JSONTree, [String])
        /// Nothing written: the fix would lose data.
        case refused(String)
    }

    package func fix(_ tree: JSONTree) -> Outcome {
        // Keys compare by bytes, as Foundation compares them: NFC and NFD `café` are two keys.
        var sourceEntries: [ExactKey: CatalogEntry] = [:]
        for entry in source.entries where entry.isSourceKey { sourceEntries[ExactKey(entry.key)] = sourceEntries[ExactKey(entry.key)] ?? entry }
        let keys = keys.map { Set($0.map(ExactKey.init)) }
        let keysElsewhere = Set(keysElsewhere.map(ExactKey.init))
        var tree = tree
        var changes: [String] = []
        var present = Set<ExactKey>()
        for entry in generated.entries {
            present.insert(ExactKey(entry.key))
            guard keys?.contains(ExactKey(entry.key)) ?? true else { continue }
            guard let sourceEntry = sourceEntries[ExactKey(entry.key)] else {
                tree[path: ["strings", entry.key]] = nil
                changes.append("removed '\(entry.key)' (not in \(source.path))")
                continue
            }
            let wanted = CatalogValueComparison.translations(of: sourceEntry, in: source)
            let have = CatalogValueComparison.translations(of: entry, in: generated)
            if let extra = have.keys.sorted().first(where: { wanted[$0] == nil }) {
                return .refused("'\(entry.key)' has a \(extra) translation that \(source.path) lacks; add it there first, then run 'l10n fix' again")
            }
            for (locale, translation) in wanted.sorted(by: { $0.key < $1.key }) {
                let current = have[locale].map { CatalogValueComparison.shape(of: $0.value).mapValues(\.text) }
                let target = CatalogValueComparison.shape(of: translation.value).mapValues(\.text)
                guard current != target else { continue }
                // The refusal holds at every level of a value: a device or plural variant, or a
                // substitution, that only the catalog has would be replaced by the source's value.
                // (A plain string is always replaceable: the source's value says the same.)
                let lost = (current ?? [:]).keys.filter { !$0.isEmpty && target[$0] == nil }.sorted()
                if !lost.isEmpty {
                    let noun = lost.count == 1 ? "variant" : "variants"
                    return .refused(
                        "'\(entry.key)' in \(locale) has the \(noun) \(lost.map { "'\($0)'" }.joined(separator: ", ")) that \(source.path) lacks; add them there first, then run 'l10n fix' again")
                }
                let name = Self.localizationKey(for: locale, in: tree[path: ["strings", entry.key, "localizations"]])
                let path = ["strings", entry.key, "localizations", name]
                tree[path: path] = Self.localization(translation.value, replacing: tree[path: path])
                changes.append("\(current == nil ? "added" : "updated") '\(entry.key)' in \(locale)")
            }
        }
        for entry in source.entries where entry.isSourceKey && !present.contains(ExactKey(entry.key)) && !keysElsewhere.contains(ExactKey(entry.key))
            && keys?.contains(ExactKey(entry.key)) ?? true
        {
            guard generatedCount == 1 else {
                changes.append("not added '\(entry.key)': \(generatedCount) catalogs are generated from \(source.path), add it to one of them")
                continue
            }
            tree[path: ["strings", entry.key]] = Self.newEntry(entry, in: source)
            changes.append("added '\(entry.key)'")
        }
        return changes.isEmpty ? .unchanged : .changed(tree, changes)
    }

    /// The name the catalog already uses for the locale (`zh_Hans` or `zh-Hans`), else the
    /// identifier.
    private static func localizationKey(for locale: LocaleID, in localizations: JSONTree?) -> String {
        localizations?.members?.first { LocaleID($0.key) == locale }?.key ?? locale.identifier
    }

    /// A new entry as a generator writes it: comment, `extractionState: manual`, values.
    private static func newEntry(_ entry: CatalogEntry, in source: Catalog) -> JSONTree {
        var members: [JSONTree.Member] = []
        if let comment = entry.comment { members.append(.init("comment", .string(comment))) }
        members.append(.init("extractionState", .string("manual")))
        let localizations = CatalogValueComparison.translations(of: entry, in: source).sorted { $0.key < $1.key }.map {
            JSONTree.Member($0.key.identifier, localization($0.value.value, replacing: nil))
        }
        members.append(.init("localizations", .object(localizations)))
        if !entry.shouldTranslate { members.append(.init("shouldTranslate", .bool(false))) }
        return .object(members)
    }

    /// The localization object for `value`, keeping the fields of `old` that are not values.
    static func localization(_ value: LocalizedValue, replacing old: JSONTree?) -> JSONTree {
        let valueFields: Set<String> = ["stringUnit", "variations", "substitutions"]
        var members = (old?.members ?? []).filter { !valueFields.contains($0.key) }
        members += valueMembers(value)
        return .object(members)
    }

    private static func valueMembers(_ value: LocalizedValue) -> [JSONTree.Member] {
        var members: [JSONTree.Member] = []
        if let unit = value.unit {
            let state = unit.state.description.isEmpty ? "translated" : unit.state.description
            members.append(.init("stringUnit", .object([.init("state", .string(state)), .init("value", .string(unit.value))])))
        }
        if let variations = value.variations {
            let variants = variations.variants.map { JSONTree.Member($0.selector, .object(valueMembers($0.value))) }
            members.append(.init("variations", .object([.init(variations.kind.rawValue, .object(variants))])))
        }
        return members
    }

    package init(source: Catalog, generated: Catalog, keysElsewhere: Set<String>, generatedCount: Int, keys: Set<String>? = nil) {
        self.source = source
        self.generated = generated
        self.keysElsewhere = keysElsewhere
        self.generatedCount = generatedCount
        self.keys = keys
    }
}
