import L10nModel

/// Which category each whole number selects: CLDR 45 cardinal rules read for integers (`v = 0`,
/// so `i = n` and the fraction operands are 0). A plural variant that leaves the count out
/// ("Один файл", "Un fichier") is right only if its category selects one number: Russian `one`
/// also shows for 21, French `one` for 0. Only what this asks needs the per-number rules, so
/// they are written for the languages whose rules are known here; any other language is nil.
extension PluralCategories {
    /// The category `count` (≥ 0) selects, or nil for a language whose integer rules are not
    /// written here. `pt-PT` selects `one` for 1 only; `pt` (Brazil) for 0 and 1.
    public static func category(ofInteger count: Int, in locale: LocaleID) -> PluralCategory? {
        integerRule(for: locale)?.category(of: count)
    }

    /// Up to `limit` numbers below 1,000 that `category` selects, smallest first: what a
    /// message names (`one` in ru: 1, 21, 31). Nil where the rules are not written here.
    public static func integers(selecting category: PluralCategory, in locale: LocaleID, limit: Int = 3) -> [Int]? {
        guard let rule = integerRule(for: locale) else { return nil }
        var found: [Int] = []
        for count in 0..<1_000 where rule.category(of: count) == category {
            found.append(count)
            if found.count == limit { break }
        }
        return found
    }

    private static func integerRule(for locale: LocaleID) -> IntegerRule? {
        integerRules[locale.identifier.lowercased().hasPrefix("pt-pt") ? "pt-pt" : locale.languageCode]
    }

    /// The shapes CLDR's integer rules take, each named for the languages that have it.
    private enum IntegerRule {
        /// `one` is 1 (en, de, es, it, pt-PT, …); `many` in es, it, ca, pt-PT only for exact millions.
        case oneIsOne(millionsAreMany: Bool)
        /// `one` is 0 and 1 (fr, pt, hi, fa, bn, hy, zu, …).
        case zeroAndOneAreOne(millionsAreMany: Bool)
        /// `one` ends in 1 but not 11; `few` ends in 2–4 but not 12–14; the rest `many` (ru, uk,
        /// be) or `other` (hr, sr, bs).
        case eastSlavic(rest: PluralCategory)
        case polish
        /// cs, sk: 1 `one`, 2–4 `few`.
        case czech
        case lithuanian
        /// lv, prg: `zero` ends in 0 or 11–19, `one` ends in 1 but not 11.
        case latvian
        /// is, mk: `one` ends in 1 but not 11.
        case endsInOne
        /// fil, tl, ceb: `one` unless the number ends in 4, 6 or 9.
        case filipino
        /// sl, dsb, hsb: by the last two digits, 1 `one`, 2 `two`, 3–4 `few`.
        case slovenian
        case romanian
        case arabic
        case welsh
        case irish
        case scottishGaelic
        case maltese
        /// he, se, iu and the Sami languages: 1 `one`, 2 `two`.
        case oneTwo
        /// lag, ksh, blo: 0 `zero`, 1 `one`.
        case zeroOne
        /// shi: 0 and 1 `one`, 2–10 `few`.
        case tachelhit
        /// zh, ja, ko, …: every number is `other`.
        case otherOnly

        func category(of n: Int) -> PluralCategory {
            let last = n % 10, lastTwo = n % 100
            switch self {
            case .oneIsOne(let millions): return n == 1 ? .one : millions && n != 0 && n % 1_000_000 == 0 ? .many : .other
            case .zeroAndOneAreOne(let millions): return n <= 1 ? .one : millions && n % 1_000_000 == 0 ? .many : .other
            case .eastSlavic(let rest):
                if last == 1, lastTwo != 11 { return .one }
                return (2...4).contains(last) && !(12...14).contains(lastTwo) ? .few : rest
            case .polish:
                if n == 1 { return .one }
                return (2...4).contains(last) && !(12...14).contains(lastTwo) ? .few : .many
            case .czech: return n == 1 ? .one : (2...4).contains(n) ? .few : .other
            case .lithuanian:
                if (11...19).contains(lastTwo) { return .other }
                return last == 1 ? .one : last >= 2 ? .few : .other
            case .latvian:
                if last == 0 || (11...19).contains(lastTwo) { return .zero }
                return last == 1 ? .one : .other
            case .endsInOne: return last == 1 && lastTwo != 11 ? .one : .other
            case .filipino: return [4, 6, 9].contains(last) ? .other : .one
            case .slovenian: return lastTwo == 1 ? .one : lastTwo == 2 ? .two : (3...4).contains(lastTwo) ? .few : .other
            case .romanian: return n == 1 ? .one : n == 0 || (1...19).contains(lastTwo) ? .few : .other
            case .arabic:
                switch n {
                case 0: return .zero
                case 1: return .one
                case 2: return .two
                default: return (3...10).contains(lastTwo) ? .few : (11...99).contains(lastTwo) ? .many : .other
                }
            case .welsh:
                switch n {
                case 0: return .zero
                case 1: return .one
                case 2: return .two
                case 3: return .few
                case 6: return .many
                default: return .other
                }
            case .irish: return n == 1 ? .one : n == 2 ? .two : (3...6).contains(n) ? .few : (7...10).contains(n) ? .many : .other
            case .scottishGaelic:
                if n == 1 || n == 11 { return .one }
                if n == 2 || n == 12 { return .two }
                return (3...10).contains(n) || (13...19).contains(n) ? .few : .other
            case .maltese:
                if n == 1 { return .one }
                if n == 2 { return .two }
                return n == 0 || (3...10).contains(lastTwo) ? .few : (11...19).contains(lastTwo) ? .many : .other
            case .oneTwo: return n == 1 ? .one : n == 2 ? .two : .other
            case .zeroOne: return n == 0 ? .zero : n == 1 ? .one : .other
            case .tachelhit: return n <= 1 ? .one : n <= 10 ? .few : .other
            case .otherOnly: return .other
            }
        }
    }

    /// Language → integer rule. The one/other languages not listed as 0-and-1 or as special
    /// select `one` for 1 alone; languages with other shapes (br, gv, kw) are left out.
    private static let integerRules: [String: IntegerRule] = {
        var table: [String: IntegerRule] = [:]
        func add(_ languages: String, _ rule: IntegerRule) {
            for language in languages.split(separator: " ") { table[String(language)] = rule }
        }
        for (languages, categories) in groups {
            if categories == [.other] { add(languages, .otherOnly) }
            if categories == [.one, .other] { add(languages, .oneIsOne(millionsAreMany: false)) }
        }
        add("ak am as bho bn doi fa ff gu guw hi hy kab kn ln mg nso pa si ti wa zu", .zeroAndOneAreOne(millionsAreMany: false))
        add("fr pt", .zeroAndOneAreOne(millionsAreMany: true))
        add("ca es it pt-pt vec", .oneIsOne(millionsAreMany: true))
        add("ru uk be", .eastSlavic(rest: .many))
        add("bs hr sh sr", .eastSlavic(rest: .other))
        add("pl", .polish)
        add("cs sk", .czech)
        add("lt", .lithuanian)
        add("lv prg", .latvian)
        add("is mk", .endsInOne)
        add("ceb fil tl", .filipino)
        add("sl dsb hsb", .slovenian)
        add("ro mo", .romanian)
        add("ar ars", .arabic)
        add("cy", .welsh)
        add("ga", .irish)
        add("gd", .scottishGaelic)
        add("mt", .maltese)
        add("he iw iu naq sat se sma smi smj smn sms", .oneTwo)
        add("blo ksh lag", .zeroOne)
        add("shi", .tachelhit)
        return table
    }()
}
