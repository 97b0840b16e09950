import L10nModel
import L10nModel

/// Applies the suppression directives found in comments (``SuppressionComments``) to findings.
package enum InlineSuppressions {
    /// The directive that suppresses a finding of `rule` on `line`, if any (its index).
    public static func suppressor(of rule: RuleID, line: Int, among directives: [SuppressionDirective]) -> Int? {
        var region: Int?
        for (offset, directive) in directives.enumerated() where directive.applies(to: rule) {
            switch directive.kind {
            case .disableNextLine:
                if directive.endLine + 1 == line { return offset }
            case .disable:
                if directive.line <= line { region = offset }
            case .enable:
                if directive.line <= line { region = nil }
            }
        }
        return region
    }

    /// Splits findings into those reported and those a directive in their own file suppresses,
    /// and finds the directives that suppressed nothing although every rule they name ran.
    package static func partition(_ diagnostics: [Diagnostic], project: Project, ranRules: Set<RuleID>) -> Partition {
        var byPath: [String: (file: FileID, directives: [SuppressionDirective])] = [:]
        for (file, directives) in project.suppressionDirectives {
            byPath[project.file(file).path] = (file, directives)
        }
        var partition = Partition()
        guard !byPath.isEmpty else {
            partition.kept = diagnostics
            return partition
        }
        var used: [FileID: Set<Int>] = [:]
        for diagnostic in diagnostics {
            guard let entry = byPath[diagnostic.location.path],
                let index = suppressor(of: diagnostic.ruleID, line: diagnostic.location.start.line, among: entry.directives)
            else {
                partition.kept.append(diagnostic)
                continue
            }
            used[entry.file, default: []].insert(index)
            let suppression = Suppression(origin: .inline, justification: entry.directives[index].reason)
            partition.suppressed.append(SuppressedDiagnostic(diagnostic: diagnostic, suppression: suppression))
        }
        for (file, directives) in project.suppressionDirectives.sorted(by: { $0.key < $1.key }) {
            for (index, directive) in directives.enumerated() where directive.kind != .enable && !(used[file]?.contains(index) ?? false) {
                if directive.rules.allSatisfy(ranRules.contains) { partition.unused.append(directive) }
            }
        }
        return partition
    }

    /// The outcome of ``partition(_:project:ranRules:)``.
    package struct Partition {
        package var kept: [Diagnostic] = []
        package var suppressed: [SuppressedDiagnostic] = []
        package var unused: [SuppressionDirective] = []
    }
}
