import L10nModel
import L10nRules
import L10nEngine
import L10nReporting

/// What `l10n lint` says on standard error when `unused-key` cannot decide: the linted paths
/// hold Swift code, but none of some catalog's project (another app, a package linted on its
/// own). A catalog linted without any code stays silent: nobody asked about code.
enum UnusedKeyNotes {
    static func undecided(_ result: LintResult) -> [String] {
        let project = result.project
        guard result.rules.contains(where: { $0.id == UnusedKeyRule.description.id }), !project.swiftSources.isEmpty else { return [] }
        let withCode = Set(project.swiftSources.map { project.swiftSourceProjects[$0.file] ?? "" })
        let undecided = project.catalogs.filter { !withCode.contains($0.project) && !UnusedKeyRule.isUsedOutsideCode($0) }
        // One note per project: a legacy app has a table per screen.
        var seen: Set<String> = []
        return undecided.filter { seen.insert($0.project).inserted }.map { first in
            let others = undecided.count { $0.project == first.project } - 1
            let more = others > 0 ? " (and \(TextReporter.plural(others, "other catalog")) of its project)" : ""
            return "note: unused-key cannot judge \(first.path)\(more): the linted paths hold no Swift code of its project; lint the catalogs with the code that uses them"
        }
    }
}
