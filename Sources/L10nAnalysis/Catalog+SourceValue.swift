import L10nModel
import L10nParsing

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

extension CatalogEntry {
    /// The key of an `.lproj` entry only translations define, as the source it stands for when
    /// it is English text with format arguments (`"Cannot find VM with ID: %@"`): a table keyed by
    /// English text often has no development-language entry (`Text("… \(id)")` shows the key
    /// in English), and the key is then what the code formats. Nil for an identifier key.
    package var keyAsFormatSource: LocalizedValue? {
        guard TextSearch.containsAnyByte(key, of: "%"), TextSearch.containsAnyByte(key, of: " "), !InterfaceBuilderKey.isObjectKey(key),
            key.unicodeScalars.contains(where: { $0.properties.isAlphabetic }),
            FormatString(key).tokens.contains(where: { $0.specifier != nil })
        else { return nil }
        return LocalizedValue(unit: StringUnit(value: key, state: .translated, range: keyRange))
    }
}
