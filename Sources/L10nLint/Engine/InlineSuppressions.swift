import Foundation

/// A `l10n-lint:` directive in a comment:
///
/// ```swift
/// // l10n-lint:disable-next-line voiceover-label
/// // l10n-lint:disable voiceover-label unknown-key -- icons explained on screen
/// // l10n-lint:enable voiceover-label
/// ```
///
/// Rule ids are separated by spaces or commas; none (or `all`) means every rule; text after
/// ` -- ` is a reason and ignored.
public struct SuppressionDirective: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case disable
        case enable
        case disableNextLine = "disable-next-line"
    }

    public var kind: Kind
    /// The rules named; empty for every rule.
    public var rules: [RuleID]
    /// Text after ` -- `: why the finding is accepted (SARIF's `justification`).
    public var reason: String?
    /// The comment's first and last line (1-based).
    public var line: Int
    public var endLine: Int
    /// The comment, for reporting a directive that suppresses nothing.
    public var range: SourceRange

    public init(kind: Kind, rules: [RuleID], reason: String? = nil, line: Int, endLine: Int, range: SourceRange) {
        self.reason = reason
        self.kind = kind
        self.rules = rules
        self.line = line
        self.endLine = endLine
        self.range = range
    }

    public func applies(to rule: RuleID) -> Bool { rules.isEmpty || rules.contains(rule) }
}

/// Parses suppression directives from comments and applies them to findings. Works from a list
/// of comments with their byte ranges, so any format with comments (`.swift`, `.strings`) can use it.
public enum InlineSuppressions {
    public static let marker = "l10n-lint:"

    /// Directives in the comments of a file, in file order.
    public static func directives(in comments: [SwiftComment], of file: SourceFile) -> [SuppressionDirective] {
        comments.compactMap { comment in
            let bytes = file.text.bytes[comment.start..<comment.end]
            guard contains(bytes, marker) else { return nil }
            let range = SourceRange(file: file.id, start: comment.start, end: comment.end)
            return directive(text: String(decoding: bytes, as: UTF8.self), range: range, in: file.text)
        }
    }

    /// One comment's directive (`// l10n-lint:disable rule-id`), or nil for any other comment.
    public static func directive(text: String, range: SourceRange, in source: SourceText) -> SuppressionDirective? {
        var body = Substring(text)
        if body.hasPrefix("/*") { body = body.dropFirst(2); if body.hasSuffix("*/") { body = body.dropLast(2) } }
        while body.hasPrefix("/") { body = body.dropFirst() }
        body = body.drop { $0 == " " || $0 == "\t" || $0 == "*" }
        guard body.hasPrefix(marker) else { return nil }
        body = body.dropFirst(marker.count)
        var reason: String?
        if let separator = body.firstRange(of: " --") {
            let text = body[separator.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
            reason = text.hasSuffix("*/") ? String(text.dropLast(2)).trimmingCharacters(in: .whitespaces) : text
            if reason?.isEmpty == true { reason = nil }
            body = body[..<separator.lowerBound]
        }
        let words = body.split { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "*" }
        guard let command = words.first, let kind = SuppressionDirective.Kind(rawValue: String(command)) else { return nil }
        let rules = words.dropFirst().map { RuleID(String($0)) }
        return SuppressionDirective(
            kind: kind, rules: rules.contains("all") ? [] : rules, reason: reason,
            line: source.position(at: range.start).line, endLine: source.position(at: range.end).line, range: range)
    }

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
    static func partition(_ diagnostics: [Diagnostic], project: Project, ranRules: Set<RuleID>) -> Partition {
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
    struct Partition {
        var kept: [Diagnostic] = []
        var suppressed: [SuppressedDiagnostic] = []
        var unused: [SuppressionDirective] = []
    }

    private static func contains(_ bytes: ArraySlice<UInt8>, _ needle: String) -> Bool {
        let pattern = Array(needle.utf8)
        guard bytes.count >= pattern.count else { return false }
        var start = bytes.startIndex
        while start + pattern.count <= bytes.endIndex {
            if bytes[start] == pattern[0], bytes[start..<(start + pattern.count)].elementsEqual(pattern) { return true }
            start += 1
        }
        return false
    }
}
