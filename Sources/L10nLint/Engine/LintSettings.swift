/// Project-wide settings every rule may consult. Typed; built from command-line flags and
/// configuration before linting starts.
public struct LintSettings: Sendable, Equatable {
    /// Locales that must be complete; nil means every locale present in the linted catalogs.
    public var requiredLocales: [LocaleID]?
    /// Overrides every catalog's declared source language.
    public var sourceLanguage: LocaleID?

    public init(requiredLocales: [LocaleID]? = nil, sourceLanguage: LocaleID? = nil) {
        self.requiredLocales = requiredLocales
        self.sourceLanguage = sourceLanguage
    }
}
