import L10nModel
import L10nAnalysis

/// How many icon-only controls VoiceOver can name, for `l10n report`: found, labelled, and
/// labelled with a localized key that every linted catalog defines and translates.
public struct VoiceOverCoverage: Sendable, Hashable {
    /// Icon-only controls (a `Button`, `Menu`, `Toggle`, … whose label shows only images) and
    /// controls with an empty label (`Toggle("", isOn:)`), not counting controls hidden from
    /// VoiceOver: exactly the controls `voiceover-label` judges, sliders aside.
    public var iconOnlyControls: Int
    /// Those with an accessibility label of their own (or on their image).
    public var labelled: Int
    /// Those whose label is a localized key present and translated in every required locale.
    public var localized: Int

    /// Functions that return a localized string for a key, as configuration names them by default.
    public static let defaultLocalizationFunctions = ["localized", "L10n.tr"]

    public init(iconOnlyControls: Int = 0, labelled: Int = 0, localized: Int = 0) {
        self.iconOnlyControls = iconOnlyControls
        self.labelled = labelled
        self.localized = localized
    }

    /// Coverage of a loaded project, judged as the `voiceover-label` rule judges it.
    public init(
        project: Project, settings: LintSettings = LintSettings(),
        localizationFunctions: [String] = VoiceOverCoverage.defaultLocalizationFunctions, labelModifiers: [String] = []
    ) {
        var options = VoiceOverLabelRule.Options()
        options.localizationFunctions = localizationFunctions
        options.labelModifiers = labelModifiers
        let pairing = CatalogPairing(catalogs: project.catalogs, configured: settings.catalogPairs)
        self = SharedAnalyses(project: project, settings: settings, pairing: pairing).voiceOver(options).coverage
    }

    /// Adds one control's verdict.
    mutating func count(_ verdict: VoiceOverLabelEvaluator.Verdict) {
        switch verdict {
        case .notApplicable: return
        case .unlabelled, .labelledOnlyWhen: iconOnlyControls += 1
        case .labelled(_, _, let isVerified):
            iconOnlyControls += 1
            labelled += 1
            if isVerified { localized += 1 }
        }
    }

    /// Labelled share, 0…1 (1 when there is nothing to label).
    public var labelledFraction: Double { iconOnlyControls == 0 ? 1 : Double(labelled) / Double(iconOnlyControls) }
    /// Localized share, 0…1 (1 when there is nothing to label).
    public var localizedFraction: Double { iconOnlyControls == 0 ? 1 : Double(localized) / Double(iconOnlyControls) }
}
