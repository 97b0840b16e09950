import L10nModel
import L10nParsing
import L10nAnalysis
import L10nRules
import L10nConfiguration

/// Where a ``Configuration`` becomes engine input: the rule list with options and severities,
/// ``LintSettings`` and the file filter. The only place that reads configuration for the
/// engine, so what `l10n rules` shows and what `l10n lint` runs cannot disagree. In the engine,
/// not the configuration: configuration is typed decoding and never sees the engine.
extension Configuration {
    /// One rule as configured: built-in, engine or custom.
    public struct RuleState: Sendable {
        public var description: RuleDescription
        public var isEnabled: Bool
        /// The effective severity: configured, else the rule's default.
        public var severity: Severity
        /// True when `severity` comes from configuration (the engine must apply it).
        public var isSeverityConfigured: Bool
    }

    /// Every rule a run may report, in listing order: built-in rules (registry order), custom
    /// rules (file order), then the engine's own findings.
    public var ruleStates: [RuleState] {
        let builtIn = RuleRegistry.descriptions.map { state($0, enabledByDefault: $0.isEnabledByDefault) }
        let custom = customRules.map { state($0.ruleDescription, enabledByDefault: true) }
        let engine = EngineRules.descriptions.map { state($0, enabledByDefault: true) }
        return builtIn + custom + engine
    }

    /// Configuring a rule in any way but `"off"` enables it (also a rule off by default).
    private func state(_ description: RuleDescription, enabledByDefault: Bool) -> RuleState {
        let setting = rules[description.id]
        let configured = setting?.severity?.severity
        let isEnabled = setting.map { $0.severity != .off } ?? enabledByDefault
        return RuleState(
            description: description, isEnabled: isEnabled, severity: configured ?? description.defaultSeverity,
            isSeverityConfigured: configured != nil)
    }

    /// The configured linter for a run from `workingDirectory`.
    public func linter(workingDirectory: String) -> Linter {
        var settings = LintSettings(sourceLanguage: sourceLanguage)
        apply(requiredLocales, to: &settings)
        var enabled: [any Rule] = []
        let states = Dictionary(ruleStates.map { ($0.description.id, $0) }, uniquingKeysWith: { first, _ in first })
        for type in RuleRegistry.all {
            let id = type.description.id
            guard let state = states[id], state.isEnabled else { continue }
            enabled.append(rules[id]?.rule ?? type.makeDefault())
        }
        for definition in customRules where states[definition.id]?.isEnabled ?? true {
            enabled.append(CustomRule(options: definition))
        }
        for state in states.values where state.isSeverityConfigured { settings.ruleSeverities[state.description.id] = state.severity }
        // Absolute, so they mean the same file whatever the working directory and however the
        // linted paths are spelled; the linter matches them to the loaded catalogs.
        settings.catalogPairs = catalogPairs.map { pair in
            CatalogPair(
                source: FilePaths.absolutePath(pair.source, workingDirectory: directory),
                generated: FilePaths.absolutePath(pair.generated, workingDirectory: directory))
        }
        settings.glossary = glossary
        var linter = Linter(settings: settings, rules: enabled)
        linter.fileFilter = FileFilter(directory: directory, include: include, exclude: exclude)
        linter.unusedSuppressionSeverity = engineSeverity(EngineRules.unusedSuppression)
        // Lint and report only read: a file's text need not stay beside its model.
        linter.textRetention = .filesOnDemand
        return linter
    }

    /// `["zh-Hans"]` requires exactly those; `{"zh-Hans": "error", "*": "warning"}` requires
    /// every locale present (but those set to `"off"`), each at its severity.
    private func apply(_ required: RequiredLocales?, to settings: inout LintSettings) {
        guard let required else { return }
        for requirement in required.listed {
            if let severity = requirement.severity?.severity { settings.localeSeverities[requirement.locale] = severity }
            if requirement.severity == .off { settings.excludedLocales.insert(requirement.locale) }
        }
        if let others = required.others?.severity {
            settings.requiredLocales = nil
            settings.otherLocalesSeverity = others
        } else {
            settings.requiredLocales = required.listed.filter { $0.severity != .off }.map(\.locale)
        }
    }

    /// The severity of an engine finding (`unused-ignore`), nil when configured off.
    func engineSeverity(_ description: RuleDescription) -> Severity? {
        switch rules[description.id]?.severity {
        case .off: nil
        case .on(let severity): severity
        case nil: description.defaultSeverity
        }
    }
}
