import L10nModel
import L10nAnalysis

/// The locales a run is about, applied to every rule's findings once, by the engine: with
/// `--locale zh-Hans` or `requiredLocales`, a finding about another translation is dropped,
/// and a locale's configured severity (`{"zh-Hans": "error", "*": "warning"}`) is the most a
/// finding about that locale can weigh, so "every other locale is only a warning" holds for
/// length, plural and format findings as it does for missing translations. Findings about no
/// locale, or about a catalog's source language (its own text, `Base`), always stay.
package struct LocaleScope: Sendable {
    private let inScope: Set<LocaleID>?
    private let excluded: Set<LocaleID>
    private let severities: [LocaleID: Severity]
    private let otherSeverity: Severity?
    /// Source language of the catalogs each file belongs to, by display path.
    private let sourceLanguages: [String: Set<LocaleID>]
    private let allSourceLanguages: Set<LocaleID>

    init(settings: LintSettings, project: Project) {
        inScope = settings.requiredLocales.map(Set.init)
        excluded = settings.excludedLocales
        severities = settings.localeSeverities
        otherSeverity = settings.otherLocalesSeverity
        var languages: [String: Set<LocaleID>] = [:]
        for catalog in project.catalogs {
            for file in catalog.files { languages[project.file(file).path, default: []].insert(catalog.sourceLanguage) }
        }
        sourceLanguages = languages
        allSourceLanguages = Set(project.catalogs.map(\.sourceLanguage) + (settings.sourceLanguage.map { [$0] } ?? []))
    }

    /// True when nothing narrows or weighs locales: every finding passes unchanged.
    var isUnrestricted: Bool { inScope == nil && excluded.isEmpty && severities.isEmpty && otherSeverity == nil }

    /// The finding as this scope reports it: nil when it is about a locale outside the scope,
    /// else with its severity capped by the locale's configured severity.
    func apply(_ diagnostic: Diagnostic) -> Diagnostic? {
        guard let name = diagnostic.locale else { return diagnostic }
        let locale = LocaleID(name)
        if locale.isBase || isSource(locale, of: diagnostic) { return diagnostic }
        if excluded.contains(locale) { return nil }
        if let inScope, !inScope.contains(locale) { return nil }
        guard let cap = severities[locale] ?? otherSeverity else { return diagnostic }
        var capped = diagnostic
        capped.severity = min(diagnostic.severity, cap)
        return capped
    }

    /// The source language of the finding's catalog; for files outside catalogs (Swift), of any.
    private func isSource(_ locale: LocaleID, of diagnostic: Diagnostic) -> Bool {
        (sourceLanguages[diagnostic.location.path] ?? allSourceLanguages).contains(locale)
    }
}
