import L10nModel

/// Which plural categories each language selects: CLDR 45 cardinal rules
/// (`common/supplemental/plurals.xml`), the data behind Foundation's `.stringsdict` and String
/// Catalog plural lookup. The one place this linter keeps them; a test pins known values.
///
/// Two refinements a translator needs on top of the raw table:
/// - ``largeNumberCategories``: since CLDR 42–44, French, Spanish, Italian, Portuguese and
///   Catalan select `many` only for exact millions and compact forms ("1 M", "1 000 000 de …").
///   Catalogs almost never have it and Foundation falls back to `other`, so it is optional unless
///   configured.
/// - ``legacyCategories``: categories older runtimes still select though current CLDR dropped
///   them (Hebrew `many`, dropped in CLDR 45; iOS 17 still picks it for 20, 30, …), so a catalog
///   that has them is not wrong.
/// `zero` is never required and never unused: Foundation honours an explicit `zero` variant for
/// 0 in every language.
public enum PluralCategories {
    /// The categories a language selects, or nil for a language CLDR has no rules for.
    /// Resolves `pt-PT` → `pt-PT`, `zh-Hant-TW` → `zh`, `sr-Latn` → `sr`, case-insensitively.
    public static func categories(for locale: LocaleID) -> Set<PluralCategory>? {
        for candidate in lookupCandidates(locale) {
            if let categories = byLanguage[candidate] { return categories }
        }
        return nil
    }

    /// Categories the language selects only for very large or compact numbers.
    public static func largeNumberCategories(for locale: LocaleID) -> Set<PluralCategory> {
        largeNumberMany.contains(locale.languageCode) ? [.many] : []
    }

    /// Categories only fractional numbers select (CLDR: `v != 0`, `f != 0`): Czech, Slovak and
    /// Lithuanian `many` ("1,5 souboru"), Polish, Russian, Ukrainian and Belarusian `other`
    /// ("1,5 файла"). A count formatted as an integer never reaches them.
    public static func fractionOnlyCategories(for locale: LocaleID) -> Set<PluralCategory> {
        switch locale.languageCode {
        case "cs", "sk", "lt": [.many]
        case "pl", "ru", "uk", "be": [.other]
        default: []
        }
    }

    /// Categories older Apple runtimes select though current CLDR no longer lists them.
    public static func legacyCategories(for locale: LocaleID) -> Set<PluralCategory> {
        ["he", "iw"].contains(locale.languageCode) ? [.many] : []
    }

    /// `zh-Hant-TW` → `zh-hant-tw`, `zh-hant`, `zh`.
    package static func lookupCandidates(_ locale: LocaleID) -> [String] {
        var parts = locale.identifier.lowercased().split(separator: "-").map(String.init)
        var candidates: [String] = []
        while !parts.isEmpty {
            candidates.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        return candidates
    }

    static let largeNumberMany: Set<String> = ["ca", "es", "fr", "it", "pt", "vec"]

    /// Language → categories, built from the groups below.
    static let byLanguage: [String: Set<PluralCategory>] = {
        var table: [String: Set<PluralCategory>] = [:]
        for (languages, categories) in groups {
            for language in languages.split(separator: " ") { table[String(language)] = categories }
        }
        return table
    }()

    /// CLDR 45 cardinal plural groups (legacy codes `in iw ji jw mo no sh tl` included, as CLDR
    /// lists them). Keys are lowercase BCP 47.
    static let groups: [(String, Set<PluralCategory>)] = [
        (
            "bm bo dz hnj id ig ii in ja jbo jv jw kde kea km ko lkt lo ms my nqo osa root sah ses sg su th to "
                + "tpi und vi wo yo yue zh",
            [.other]
        ),
        (
            "af ak am an as asa ast az bal bem bez bg bho bn brx ce ceb cgg chr ckb da de doi dv ee el en eo et "
                + "eu fa ff fi fil fo fur fy gl gsw gu guw ha haw hi hu hy ia io is ji jgo jmc ka kab kaj kcg kk "
                + "kkj kl kn ks ksb ku ky lb lg lij ln mas mg mgo mk ml mn mr nah nb nd ne nl nn nnh no nr nso "
                + "ny nyn om or os pa pap pcm ps rm rof rwk saq sc scn sd sdh seh si sn so sq ss ssy st sv sw "
                + "syr ta te teo ti tig tk tl tn tr ts tzm ug ur uz ve vo vun wa wae xh xog yi zu",
            [.one, .other]
        ),
        ("blo ksh lag lv prg", [.zero, .one, .other]),
        ("he iu iw naq sat se sma smi smj smn sms", [.one, .two, .other]),
        ("bs hr mo ro sh shi sr", [.one, .few, .other]),
        ("ca es fr it pt pt-pt vec", [.one, .many, .other]),
        ("dsb gd hsb sl", [.one, .two, .few, .other]),
        ("be cs lt pl ru sk uk", [.one, .few, .many, .other]),
        ("br ga gv mt", [.one, .two, .few, .many, .other]),
        ("ar ars cy kw", [.zero, .one, .two, .few, .many, .other]),
    ]
}
