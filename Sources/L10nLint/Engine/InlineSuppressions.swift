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
    /// The comment's first and last line (1-based).
    public var line: Int
    public var endLine: Int
    /// The comment, for reporting a directive that suppresses nothing.
    public var range: SourceRange

    public init(kind: Kind, rules: [RuleID], line: Int, endLine: Int, range: SourceRange) {
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
        if let reason = body.firstRange(of: " --") { body = body[..<reason.lowerBound] }
        let words = body.split { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "*" }
        guard let command = words.first, let kind = SuppressionDirective.Kind(rawValue: String(command)) else { return nil }
        let rules = words.dropFirst().map { RuleID(String($0)) }
        return SuppressionDirective(
            kind: kind, rules: rules.contains("all") ? [] : rules,
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

    /// Findings not suppressed by a directive in their own file.
    static func apply(_ diagnostics: [Diagnostic], project: Project) -> [Diagnostic] {
        var byPath: [String: [SuppressionDirective]] = [:]
        for facts in project.swiftSources where !facts.suppressions.isEmpty {
            byPath[project.file(facts.file).path] = facts.suppressions
        }
        guard !byPath.isEmpty else { return diagnostics }
        return diagnostics.filter { diagnostic in
            guard let directives = byPath[diagnostic.location.path] else { return true }
            return suppressor(of: diagnostic.ruleID, line: diagnostic.location.start.line, among: directives) == nil
        }
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
