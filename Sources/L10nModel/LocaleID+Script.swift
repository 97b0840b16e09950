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

    /// The region subtag (`CN` of `zh-CN`, `419` of `es-419`), if the identifier has one.
    public var region: String? {
        subtags.first { ($0.count == 2 && $0.allSatisfy(\.isLetter)) || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }?.uppercased()
    }

    /// True when a device asking for this locale takes `other`'s folder: the same language and
    /// script (CLDR's likely script when none is written) and, where both name one, the same
    /// region. `zh-CN` is served by `zh-Hans`, `zh-HK` by `zh-Hant`, `pt-BR` by `pt`; `pt-BR`
    /// is not served by `pt-PT`, nor `zh-TW` by `zh-Hans`.
    public func isServed(by other: LocaleID) -> Bool {
        guard languageCode == other.languageCode, likelyScript == other.likelyScript else { return false }
        guard let mine = region, let theirs = other.region else { return true }
        return mine == theirs
    }
}
