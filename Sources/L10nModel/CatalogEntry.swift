/// One key of a catalog with its translations in every locale that has one.
public struct CatalogEntry: Sendable, Hashable {
    public var key: String
    /// Where the key is defined (in the source-language file for `.lproj` tables).
    public var keyRange: SourceRange
    /// The developer's note to translators.
    public var comment: String?
    /// String Catalog `extractionState` (`manual`, `stale`, `extracted_with_value`, …).
    public var extractionState: String?
    /// String Catalog `generatesSymbol` (Xcode 26): false turns off the Swift symbol Xcode
    /// generates for a manually managed key; nil when the catalog does not say.
    public var generatesSymbol: Bool?
    /// False for keys marked `shouldTranslate: false`: never reported as untranslated.
    public var shouldTranslate: Bool
    /// An absolute display-width budget from `strings.json` metadata (`maxWidth`).
    public var maxWidth: Int?
    /// Translations in file order; at most one per locale.
    public var translations: [Translation]
    /// True when the source language defines the key. String Catalog keys always are (the key
    /// stands in for missing source text); a key only a translation has is an orphan.
    public var isSourceKey: Bool

    public init(
        key: String, keyRange: SourceRange, comment: String? = nil, extractionState: String? = nil,
        shouldTranslate: Bool = true, maxWidth: Int? = nil, translations: [Translation] = [],
        isSourceKey: Bool = true
    ) {
        self.isSourceKey = isSourceKey
        self.key = key
        self.keyRange = keyRange
        self.comment = comment
        self.extractionState = extractionState
        self.shouldTranslate = shouldTranslate
        self.maxWidth = maxWidth
        self.translations = translations
    }

    public func translation(for locale: LocaleID) -> Translation? {
        translations.firstIndex { $0.locale == locale }.map { translations[$0] }
    }

    /// True when some translation is in `locale`, found without copying it.
    public func hasTranslation(for locale: LocaleID) -> Bool {
        translations.contains { $0.locale == locale }
    }

    /// True when Xcode no longer finds the key in code.
    public var isStale: Bool { extractionState == "stale" }
}
