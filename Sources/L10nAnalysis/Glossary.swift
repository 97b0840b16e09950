import L10nModel

/// A team's terminology, from the configuration's `glossary`: the required translation of
/// terms per locale, and names that stay as they are in every language (brands, products).
/// Read by `glossary-term`, and by `unchanged-translation`, which spares the names.
public struct Glossary: Sendable, Equatable {
    /// Source term → locale (or language) → its required translation.
    public var terms: [String: [LocaleID: String]]
    /// Terms never translated: "Lingo Pro", "iCloud".
    public var doNotTranslate: [String]

    public init(terms: [String: [LocaleID: String]] = [:], doNotTranslate: [String] = []) {
        self.terms = terms
        self.doNotTranslate = doNotTranslate
    }

    public var isEmpty: Bool { terms.isEmpty && doNotTranslate.isEmpty }

    /// The required translation of `term` in `locale`: the locale's own, else its language's.
    public func translation(of term: String, in locale: LocaleID) -> String? {
        guard let byLocale = terms[term] else { return nil }
        if let own = byLocale[locale] { return own }
        let language = String(locale.identifier.prefix { $0 != "-" && $0 != "_" })
        return byLocale[LocaleID(language)]
    }
}
