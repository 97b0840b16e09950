import Foundation

extension LocaleID {
    /// The script the locale is written in (ISO 15924, lowercased: `latn`, `cyrl`, `hans`): the
    /// script subtag when the identifier has one, else CLDR's likely script for the language
    /// (`ru` → `cyrl`, `zh-TW` → `hant`); nil for a language CLDR does not know.
    public var likelyScript: String? {
        if let written = subtags.first(where: { $0.count == 4 && $0.allSatisfy(\.isLetter) }) { return written.lowercased() }
        return Locale.Language(identifier: identifier).script?.identifier.lowercased()
    }

    /// True when both scripts are known and differ (`ru` and `en`, `ja` and `en`): text in one
    /// cannot pass for the other.
    public func isWritten(inAnotherScriptThan other: LocaleID) -> Bool {
        guard let mine = likelyScript, let theirs = other.likelyScript else { return false }
        return mine != theirs
    }
}
