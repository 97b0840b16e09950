import Foundation
import L10nModel

/// Country and region names as CLDR gives them (Foundation's `Locale`), so a place's name a
/// locale writes as English does ("Puerto Rico" in Spanish, "Isle of Man" in German) is known
/// to be that locale's own name, not English left untranslated.
package enum RegionNames {
    /// Region codes by their English name ("Puerto Rico" → `PR`), built once.
    private static let byEnglishName = Once<[String: String]>()
    private static let names = OnceMap<String, String?>()

    /// Whether `text` is a region's English name that `locale` also writes so.
    package static func isOwnName(_ text: String, in locale: LocaleID) -> Bool {
        let codes = byEnglishName.value {
            let english = Locale(identifier: "en")
            var codes: [String: String] = [:]
            for region in Locale.Region.isoRegions {
                if let name = english.localizedString(forRegionCode: region.identifier), codes[name] == nil { codes[name] = region.identifier }
            }
            return codes
        }
        guard let code = codes[text] else { return false }
        let name = names.value(for: locale.identifier + "\u{1F}" + code) { Locale(identifier: locale.identifier).localizedString(forRegionCode: code) }
        return name == text
    }
}
