import L10nModel

extension Catalog {
    /// What translations of `entry` are compared with: the source-language value, else, for a
    /// source key without one (String Catalogs let the key stand in for the English text), the
    /// key itself as a unit at the key's range. Nil for keys only a translation defines.
    package func sourceValue(of entry: CatalogEntry) -> LocalizedValue? {
        if let translation = entry.translation(for: sourceLanguage) { return translation.value }
        guard entry.isSourceKey else { return nil }
        return LocalizedValue(unit: StringUnit(value: entry.key, state: .translated, range: entry.keyRange))
    }
}

extension Array where Element == String {
    /// ` (%#@lessons@ few)` for a finding about a variant; empty for the plain value.
    package var variantSuffix: String { isEmpty ? "" : " (\(joined(separator: " ")))" }
}
