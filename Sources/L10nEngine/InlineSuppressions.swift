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
        var indices: [FileID: SuppressionIndex] = [:]
        for diagnostic in diagnostics {
            guard let entry = byPath[diagnostic.location.path] else {
                partition.kept.append(diagnostic)
                continue
            }
            if indices[entry.file] == nil { indices[entry.file] = SuppressionIndex(entry.directives) }
            guard let index = indices[entry.file]?.suppressor(of: diagnostic.ruleID, line: diagnostic.location.start.line) else {
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

/// One file's directives indexed for ``InlineSuppressions/suppressor(of:line:among:)``'s answer
/// without a pass over every directive per finding (100 000 `disable-next-line` comments and
/// as many findings in one file were quadratic): next-line directives by the line they cover,
/// region directives per rule and for every rule, in line order, found by binary search.
struct SuppressionIndex {
    private var nextLine: [Int: [Int]] = [:]
    private var regionsByRule: [RuleID: [Int]] = [:]
    private var regionsForEveryRule: [Int] = []
    private let directives: [SuppressionDirective]
    /// Comments come in file order; directives in another order are answered by the scan.
    private let isInLineOrder: Bool

    init(_ directives: [SuppressionDirective]) {
        self.directives = directives
        isInLineOrder = zip(directives, directives.dropFirst()).allSatisfy { $0.line <= $1.line }
        for (offset, directive) in directives.enumerated() {
            switch directive.kind {
            case .disableNextLine: nextLine[directive.endLine + 1, default: []].append(offset)
            case .disable, .enable:
                if directive.rules.isEmpty {
                    regionsForEveryRule.append(offset)
                } else {
                    for rule in Set(directive.rules) { regionsByRule[rule, default: []].append(offset) }
                }
            }
        }
    }

    /// The same answer as the linear scan: the first next-line directive for the line, else the
    /// last region directive at or before the line (a `disable`, or nothing after an `enable`).
    func suppressor(of rule: RuleID, line: Int) -> Int? {
        guard isInLineOrder else { return InlineSuppressions.suppressor(of: rule, line: line, among: directives) }
        if let first = nextLine[line]?.first(where: { directives[$0].applies(to: rule) }) { return first }
        let candidates = [lastRegion(in: regionsByRule[rule] ?? [], atOrBefore: line), lastRegion(in: regionsForEveryRule, atOrBefore: line)]
        guard let last = candidates.compactMap({ $0 }).max() else { return nil }
        return directives[last].kind == .disable ? last : nil
    }

    /// The last of `offsets` (directives in order) whose line is at most `line`. Directives come
    /// in file order, and the scan's "last in order with line ≤ L" is then the last such one.
    private func lastRegion(in offsets: [Int], atOrBefore line: Int) -> Int? {
        var low = 0, high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if directives[offsets[middle]].line <= line { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : offsets[low - 1]
    }
}
