import L10nModel
import L10nRules
import L10nEngine

/// What `l10n lint` says on standard error when a rule that reads git history
/// (``RuleDescription/needsValueHistory``) could not: one note per run, naming the first file
/// and why, so a CI log shows that the check did not happen rather than that it passed.
enum ValueHistoryNotes {
    static func skipped(_ result: LintResult) -> [String] {
        let rules = result.rules.filter(\.needsValueHistory).map(\.id.rawValue)
        let project = result.project
        let unavailable = project.valueHistories.compactMap { id, history in history.unavailable.map { (project.file(id).path, $0) } }
            .sorted { $0.0 < $1.0 }
        guard !rules.isEmpty, let (path, reason) = unavailable.first else { return [] }
        let why: String
        switch reason {
        case .notARepository: why = "it is not in a git repository"
        case .shallowClone: why = "the git clone is shallow, so its history is incomplete (fetch it whole: git fetch --unshallow, or fetch-depth: 0 in actions/checkout)"
        case .notTracked: why = "git has no commit of it"
        case .gitFailed(let message): why = "git failed: \(message)"
        }
        let others = unavailable.count > 1 ? " (and \(unavailable.count - 1) other strings.json)" : ""
        return ["note: \(rules.joined(separator: ", ")) skipped for \(path.escapingControlCharacters)\(others): \(why.escapingControlCharacters)"]
    }
}
