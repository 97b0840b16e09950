import Foundation
import L10nModel

/// Names of languages from Foundation's ICU/CLDR data, in the forms language pickers use.
///
/// ICU names `zh-Hans` "简体中文" in Chinese (a CLDR dialect name), while pickers as often
/// compose the language with its script or region, "中文（简体）"; Apple's own lists capitalize
/// names that CLDR writes in lower case ("Français"). So a language has a set of acceptable
/// names, compared without regard to case:
/// - ICU's full name (`localizedString(forIdentifier:)`): "简体中文", "português (Brasil)";
/// - the language name with the script and region names in parentheses, ASCII "中文 (简体)" or
///   full-width "中文（简体）", where a script name that repeats the language name ("简体中文")
///   is reduced to its qualifier ("简体");
/// - the bare language name ("中文", "português");
/// - in itself, the language name with the language's own word for "language", where pickers
///   use it ("Bahasa Indonesia", "ภาษาไทย", "မြန်မာဘာသာ"; ICU itself says "Bahasa Melayu").
public enum LanguageNames {
    /// Acceptable names of `language` written in `displayLocale` (endonyms when both are the
    /// same), lowercased; empty when ICU has no name for it.
    public static func names(of language: String, in displayLocale: String) -> Set<String> {
        let display = Locale(identifier: displayLocale)
        let parts = Locale.Language(identifier: language)
        var names: Set<String> = []
        if let full = display.localizedString(forIdentifier: language) { names.insert(normalized(full)) }
        guard let code = parts.languageCode?.identifier, let base = display.localizedString(forLanguageCode: code) else {
            return names
        }
        names.insert(normalized(base))
        if let word = languageWords[code], Locale.Language(identifier: displayLocale).languageCode?.identifier == code {
            names.insert(normalized(word.isPrefix ? word.text + base : base + word.text))
        }
        var qualifiers: [String] = []
        if let script = parts.script?.identifier, let name = display.localizedString(forScriptCode: script) {
            let reduced = name.replacingOccurrences(of: base, with: "").trimmingCharacters(in: .whitespaces)
            qualifiers.append(reduced.isEmpty ? name : reduced)
        }
        if let region = parts.region?.identifier, let name = display.localizedString(forRegionCode: region) {
            qualifiers.append(name)
        }
        if !qualifiers.isEmpty {
            names.insert(normalized("\(base) (\(qualifiers.joined(separator: ", ")))"))
            names.insert(normalized("\(base)(\(qualifiers.joined(separator: ", ")))"))
            names.insert(normalized("\(base)（\(qualifiers.joined(separator: "，"))）"))
        }
        return names
    }

    /// A language's word for "language" where its name in itself is often said with it.
    /// CLDR has the word only inside its display patterns, which Foundation does not expose.
    private static let languageWords: [String: (text: String, isPrefix: Bool)] = [
        "id": ("Bahasa ", true), "ms": ("Bahasa ", true), "jv": ("Basa ", true), "su": ("Basa ", true),
        "th": ("ภาษา", true), "lo": ("ພາສາ", true), "km": ("ភាសា", true), "my": ("ဘာသာ", false),
    ]

    /// The language whose name in itself `name` is (`Svenska` → `sv`), among the languages
    /// Foundation has data for; nil when it names none. Built on first use: asked only of a
    /// label already found wrong.
    public static func language(withEndonym name: String) -> String? {
        endonymLanguages[normalized(name)]
    }

    private static let endonymLanguages: [String: String] = {
        var result: [String: String] = [:]
        for identifier in Locale.availableIdentifiers.sorted() where !identifier.contains("_") {
            for name in names(of: identifier, in: identifier) where result[name] == nil { result[name] = identifier }
        }
        return result
    }()

    /// The name a picker should show for `language`: ICU's name of it in itself.
    public static func endonym(of language: String) -> String? {
        Locale(identifier: language).localizedString(forIdentifier: language)
    }

    /// Case-folded and trimmed, for comparing a catalog value with a set of names.
    public static func normalized(_ text: String) -> String {
        text.trimmingWhitespacesAndNewlines.lowercased()
    }
}
