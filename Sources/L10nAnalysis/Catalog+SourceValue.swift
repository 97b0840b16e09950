import L10nModel

extension Catalog {
    /// What translations of `entry` are compared with: the source-language value, else, for a
    /// source key without one (String Catalogs let the key stand in for the English text), the
    /// key itself as a unit at the key's range. Nil for keys only a translation defines.
    package func sourceValue(of entry: CatalogEntry) -> LocalizedValue? {
        if let index = entry.translations.firstIndex(where: { $0.locale == sourceLanguage }) { return entry.translations[index].value }
        guard entry.isSourceKey, let text = entry.keyAsSourceText else { return nil }
        return LocalizedValue(unit: StringUnit(value: text, state: .translated, range: entry.keyRange))
    }
}
