@testable import L10nRules

extension VoiceOverCoverage {
    /// The three numbers the report prints, without the list of controls behind them.
    var counts: [Int] { [iconOnlyControls, labelled, localized] }
}
