/// A BCP 47 locale identifier as catalogs spell it (`en`, `zh-Hans`, `pt-BR`, `zh-Hant-TW`).
/// `.lproj` names such as `pt_BR` are normalized to hyphens so every format compares equal.
public struct LocaleID: Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let identifier: String

    public init(_ identifier: String) {
        self.identifier = identifier.utf8.contains(UInt8(ascii: "_")) ? String(identifier.map { $0 == "_" ? "-" : $0 }) : identifier
    }

    public init(stringLiteral value: String) { self.init(value) }

    /// `Base.lproj`'s locale: the development language's Interface Builder and table texts,
    /// which translations are compared with rather than a translation itself.
    @inlinable public var isBase: Bool { identifier.utf8.count == 4 && identifier == "Base" }

    /// A language of ISO 639's private-use range, `qaa` to `qtz`: no language a device asks for.
    /// translatewiki.net keeps its notes to translators in `qqq.lproj` (and `qqx` shows keys), beside
    /// the translations, and no app ships them.
    public var isPrivateUse: Bool {
        let code = Array(languageCode.utf8)
        return code.count == 3 && code[0] == UInt8(ascii: "q") && (UInt8(ascii: "a")...UInt8(ascii: "t")).contains(code[1])
            && (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(code[2])
    }

    /// The language subtag, lowercased (`zh` for `zh-Hant-TW`).
    public var languageCode: String {
        String(identifier.split(separator: "-", maxSplits: 1).first ?? "").lowercased()
    }

    /// The code a retired or macrolanguage code stands for now (`in` → `id`, `iw` → `he`, `ji`
    /// → `yi`, `no` → `nb`), as old projects still list them in `knownRegions` while their
    /// translations use today's; nil for any other code. Foundation on Linux keeps these as
    /// they are, so the four ISO 639 changes Apple's platforms follow are written out.
    public var currentLanguageCode: String? {
        switch languageCode {
        case "in": "id"
        case "iw": "he"
        case "ji": "yi"
        case "no": "nb"
        default: nil
        }
    }

    /// The subtags after the language (`["Hant", "TW"]`).
    public var subtags: [String] { identifier.split(separator: "-").dropFirst().map(String.init) }

    /// True for a regional variant of `base`'s language: `en-GB` or `en-AU` of `en` (or of
    /// `en-US`), `zh-Hans-SG` or `zh-SG` of `zh-Hans`. At run time a bundle falls back from such
    /// a locale to its language, so it is an override set. Scripts must agree (CLDR's likely
    /// script when none is written): `zh-TW` is no variant of `zh-Hans`, nor `sr-Latn` of `sr`.
    public func isRegionalVariant(of base: LocaleID) -> Bool {
        self != base && languageCode == base.languageCode && likelyScript == base.likelyScript
    }

    public static func < (lhs: LocaleID, rhs: LocaleID) -> Bool { lhs.identifier < rhs.identifier }
    public var description: String { identifier }
}
