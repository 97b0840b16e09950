import L10nModel

/// A team's terminology, from the configuration's `glossary`: the required translation of
/// terms per locale, and names that stay as they are in every language (brands, products).
/// Read by `glossary-term`, and by `unchanged-translation`, which spares the names.
public struct Glossary: Sendable, Equatable {
    /// Source term → locale (or language) → its accepted translations: any one of them
    /// renders the term (a noun and its verb: "publicación", "publicar").
    public var terms: [String: [LocaleID: [String]]]
    /// Terms never translated: "Lingo Pro", "iCloud".
    public var doNotTranslate: [String]

    public init(alternatives terms: [String: [LocaleID: [String]]] = [:], doNotTranslate: [String] = []) {
        self.terms = terms
        self.doNotTranslate = doNotTranslate
    }

    /// One required translation per term and locale.
    public init(terms: [String: [LocaleID: String]], doNotTranslate: [String] = []) {
        self.init(alternatives: terms.mapValues { $0.mapValues { [$0] } }, doNotTranslate: doNotTranslate)
    }

    public var isEmpty: Bool { terms.isEmpty && doNotTranslate.isEmpty }

    /// The accepted translations of `term` in `locale`: the locale's own, else its language's;
    /// empty when the glossary sets none.
    public func translations(of term: String, in locale: LocaleID) -> [String] {
        guard let byLocale = terms[term] else { return [] }
        if let own = byLocale[locale] { return own }
        let language = String(locale.identifier.prefix { $0 != "-" && $0 != "_" })
        return byLocale[LocaleID(language)] ?? []
    }
}
