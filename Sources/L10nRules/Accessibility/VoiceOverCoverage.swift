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
    /// Every counted control, in source order: what the report lists under the percentages.
    public var controls: [Control] = []

    /// One icon-only control and how VoiceOver would read it.
    public struct Control: Sendable, Hashable {
        public enum Status: String, Sendable, CaseIterable {
            /// No accessibility label: VoiceOver reads the image name, or nothing.
            case unlabelled
            /// A label only under an `#if` condition.
            case conditional
            /// A label that is not (or not yet) a translated key.
            case labelled
            /// A label whose key exists and is translated in every required locale.
            case localized
        }

        /// `Button showing 'trash'`.
        public var name: String
        public var location: SourceLocation
        public var status: Status

        public init(name: String, location: SourceLocation, status: Status) {
            self.name = name
            self.location = location
            self.status = status
        }
    }

    /// Functions that return a localized string for a key, as configuration names them by default.
    public static let defaultLocalizationFunctions = ["localized", "L10n.tr"]

    public init(iconOnlyControls: Int = 0, labelled: Int = 0, localized: Int = 0, controls: [Control] = []) {
        self.iconOnlyControls = iconOnlyControls
        self.labelled = labelled
        self.localized = localized
        self.controls = controls
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

    /// Adds one control's verdict; `control` names and places it for the list.
    mutating func count(_ verdict: VoiceOverLabelEvaluator.Verdict, control: @autoclosure () -> (name: String, location: SourceLocation)) {
        let status: Control.Status
        switch verdict {
        case .notApplicable: return
        case .unlabelled: status = .unlabelled
        case .labelledOnlyWhen: status = .conditional
        case .labelled(_, _, let isVerified): status = isVerified ? .localized : .labelled
        }
        iconOnlyControls += 1
        if status == .labelled || status == .localized { labelled += 1 }
        if status == .localized { localized += 1 }
        let (name, location) = control()
        controls.append(Control(name: name, location: location, status: status))
    }

    /// Labelled share, 0…1 (1 when there is nothing to label).
    public var labelledFraction: Double { iconOnlyControls == 0 ? 1 : Double(labelled) / Double(iconOnlyControls) }
    /// Localized share, 0…1 (1 when there is nothing to label).
    public var localizedFraction: Double { iconOnlyControls == 0 ? 1 : Double(localized) / Double(iconOnlyControls) }
}
