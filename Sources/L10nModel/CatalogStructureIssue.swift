/// A String Catalog shape that Xcode compiles but loses: part of it never reaches the app, or
/// disappears when Xcode exports or imports localizations. The loader records each one where it
/// is; `catalog-structure` reports them.
public struct CatalogStructureIssue: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// An object beside `strings` at the top level (an entry pasted one level too high).
        case outsideStrings(name: String)
        /// A localization (or variant) with both a `stringUnit` and `variations`.
        case unitAndVariations
        /// `variations` with both `plural` and `device` at one level.
        case pluralAndDevice
        /// `substitutions` with no `stringUnit` (and no variations) whose text references them.
        case substitutionsWithoutUnit
        /// No top-level `version`.
        case missingVersion
    }

    public var kind: Kind
    /// Where: the member's name, or the catalog's opening brace for a missing version.
    public var range: SourceRange
    /// The entry and localization it is in; nil for the catalog's own shape.
    public var key: String?
    public var locale: LocaleID?

    public init(kind: Kind, range: SourceRange, key: String? = nil, locale: LocaleID? = nil) {
        self.kind = kind
        self.range = range
        self.key = key
        self.locale = locale
    }
}
