import Foundation

extension LocaleID {
    private static let knownLanguageCodes: Set<String> = Set(
        Locale.LanguageCode.isoLanguageCodes.map { $0.identifier.lowercased() })

    /// True for well-formed BCP 47 identifiers (`en`, `zh-Hans`, `pt-BR`, `zh-Hant-TW`, `es-419`)
    /// whose language ICU knows. Tells a locale key from a namespace in `strings.json`.
    public static func isLocaleIdentifier(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard let language = parts.first, (2...3).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLowercase }),
            knownLanguageCodes.contains(language)
        else { return false }
        var rest = parts.dropFirst()
        if let script = rest.first, script.count == 4, script.first!.isUppercase, script.allSatisfy({ $0.isASCII && $0.isLetter }) {
            rest = rest.dropFirst()
        }
        if let region = rest.first,
            (region.count == 2 && region.allSatisfy({ $0.isASCII && $0.isUppercase }))
                || (region.count == 3 && region.allSatisfy({ $0.isASCII && $0.isNumber }))
        {
            rest = rest.dropFirst()
        }
        return rest.isEmpty
    }
}

extension LocaleID {
    /// The canonical spelling of a BCP 47 tag written in any case, with `-` or `_` between
    /// subtags (`zh-hans`, `ZH_HANS`, `pt_br` → `zh-Hans`, `pt-BR`): BCP 47 tags are
    /// case-insensitive, and people type them as they remember them. Nil when the tag is not a
    /// well-formed tag of a language ICU knows.
    public static func canonical(_ text: String) -> LocaleID? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }
        guard parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }) else { return nil }
        let spelled = parts.enumerated().map { index, part -> String in
            guard index > 0 else { return part.lowercased() }
            if part.count == 4, part.allSatisfy(\.isLetter) { return part.prefix(1).uppercased() + part.dropFirst().lowercased() }
            return part.uppercased()
        }.joined(separator: "-")
        return isLocaleIdentifier(spelled) ? LocaleID(spelled) : nil
    }
}
