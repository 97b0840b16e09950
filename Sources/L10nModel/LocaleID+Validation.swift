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
