import Foundation

extension LocaleID {
    /// The locale a bundle loads a `<name>.lproj` folder for. Foundation still reads Apple's older
    /// folder names, so a project that kept them is translated though its folders do not spell
    /// the catalogs' codes: `zh_CN` and `zh_TW` are Simplified and Traditional Chinese
    /// (CoreFoundation's `appleLocaleToLanguageString`), and a language's English name is its
    /// code (`English.lproj`, `Japanese.lproj`, from CLDR's names). Any other name as written.
    public init(lprojFolder name: String) {
        switch name {
        case "zh_CN": self.init("zh-Hans")
        case "zh_TW": self.init("zh-Hant")
        default: self.init(Self.codeOfEnglishLanguageName(name) ?? name)
        }
    }

    /// `ja` for `Japanese`: only a capitalized word of letters is looked up (`Base` is no language).
    private static func codeOfEnglishLanguageName(_ name: String) -> String? {
        guard name != "Base", name.count > 3, let first = name.unicodeScalars.first, ("A"..."Z").contains(first),
            name.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) })
        else { return nil }
        let english = Locale(identifier: "en")
        return Locale.LanguageCode.isoLanguageCodes.first { code in
            code.identifier.count == 2 && english.localizedString(forLanguageCode: code.identifier) == name
        }?.identifier
    }
}
