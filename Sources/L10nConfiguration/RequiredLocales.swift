import L10nModel

/// `requiredLocales`: `["zh-Hans", "ja"]` (at the rules' severities) or
/// `{ "zh-Hans": "error", "ja": "warning", "*": "note" }`, where `"*"` is every other locale
/// present in the catalogs.
public struct RequiredLocales: Sendable, Equatable {
    public struct Requirement: Sendable, Equatable {
        public var locale: LocaleID
        /// nil: the rule's severity (array form).
        public var severity: ConfiguredSeverity?

        public init(locale: LocaleID, severity: ConfiguredSeverity? = nil) {
            self.locale = locale
            self.severity = severity
        }
    }

    public var listed: [Requirement]
    /// `"*"`: nil when absent (other locales are not required).
    public var others: ConfiguredSeverity?

    public init(listed: [Requirement], others: ConfiguredSeverity? = nil) {
        self.listed = listed
        self.others = others
    }
}
