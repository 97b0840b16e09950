import Foundation
import L10nModel

/// A locale named in configuration (`zh-Hans`, `ja`, `zh-Hant-TW`) matched against the locales
/// catalogs use. Catalogs spell the same language many ways (`zh-Hans`, `zh-CN`, `zh`; `zh-Hant`,
/// `zh-TW`, `zh-HK`), so matching goes through CLDR's likely subtags: `zh-Hant` matches `zh-HK`
/// because both maximize to script `Hant`; `ja` matches `ja-JP`.
public struct LocalePattern: Sendable, Hashable {
    public let identifier: String
    private let language: String
    private let script: String?
    private let region: String?
    /// How specific the pattern is, so the most specific per-locale setting wins.
    public let specificity: Int

    public init(_ identifier: String) {
        self.identifier = identifier
        let parts = Self.parts(of: identifier, maximized: false)
        language = parts.language
        script = parts.script
        region = parts.region
        specificity = (script == nil ? 0 : 1) + (region == nil ? 0 : 2)
    }

    /// True when `locale` is the pattern's language and, where the pattern names them, its
    /// script and region (after filling in likely subtags).
    public func matches(_ locale: LocaleID) -> Bool {
        if locale.identifier == identifier { return true }
        let candidate = Self.parts(of: locale.identifier, maximized: true)
        guard candidate.language == language else { return false }
        if let script, candidate.script != script { return false }
        if let region, candidate.region != region { return false }
        return true
    }

    /// The most specific pattern that matches `locale`.
    public static func bestMatch(for locale: LocaleID, in patterns: [LocalePattern]) -> LocalePattern? {
        patterns.filter { $0.matches(locale) }.max { $0.specificity < $1.specificity }
    }

    private static func parts(of identifier: String, maximized: Bool) -> (language: String, script: String?, region: String?) {
        let language = Locale.Language(identifier: identifier)
        let filled = maximized ? Locale.Language(identifier: language.maximalIdentifier) : language
        let code = filled.languageCode?.identifier ?? LocaleID(identifier).languageCode
        return (code.lowercased(), filled.script?.identifier, filled.region?.identifier)
    }
}
