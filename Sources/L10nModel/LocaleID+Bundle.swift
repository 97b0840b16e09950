import Foundation

extension LocaleID {
    /// The locale a bundle loads a `<name>.lproj` folder for. Foundation still reads Apple's older
    /// folder names, so a project that kept them is translated though its folders do not spell
    /// the catalogs' codes: `zh_CN` and `zh_TW` are Simplified and Traditional Chinese
    /// (CoreFoundation's `appleLocaleToLanguageString`), and a language's English name is its
    /// code (`English.lproj`, `Japanese.lproj`, from CLDR's names), and so is a three-letter
    /// code that has a two-letter one (`bos.lproj` is `bs`). Any other name as written.
    public init(lprojFolder name: String) {
        switch name {
        case "zh_CN": self.init("zh-Hans")
        case "zh_TW": self.init("zh-Hant")
        default: self.init(Self.codeOfEnglishLanguageName(name) ?? Self.withTwoLetterLanguage(name))
        }
    }

    /// The locale of the `.lproj` folder a file is directly in (`fr.lproj/Main.strings`); nil
    /// for a file outside one.
    public init?(lprojFolderOf path: String) {
        guard let folder = path.split(separator: "/").dropLast().last, folder.hasSuffix(".lproj") else { return nil }
        self.init(lprojFolder: String(folder.dropLast(".lproj".count)))
    }

    /// `bs` for `bos`, `en-GB` for `eng-GB`: a three-letter ISO 639-2 code that has a two-letter
    /// one is that language (CoreFoundation canonicalizes a bundle's localizations so; translation
    /// platforms write `bos.lproj`). Three-letter codes without one (`fil`, `yue`) stay.
    private static func withTwoLetterLanguage(_ name: String) -> String {
        let language = name.prefix { $0 != "-" && $0 != "_" }
        guard language.count == 3, language.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) }) else { return name }
        let canonical = Locale.identifier(.bcp47, from: String(language))
        guard canonical.count == 2 else { return name }
        return canonical + name.dropFirst(3)
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
