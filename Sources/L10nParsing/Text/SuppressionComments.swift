import Foundation
import L10nModel


/// Reads suppression directives from comments. Works from a list of comments with their byte
/// ranges, so any format with comments (`.swift`, `.strings`) can use it.
public enum SuppressionComments {
    public static let marker = "\(markerText)"
    /// ``marker`` for byte searches.
    package static let markerText: StaticString = "l10n-lint:"

    /// Directives in the comments of a file, in file order.
    public static func directives(in comments: [SwiftComment], of file: SourceFile) -> [SuppressionDirective] {
        file.text.bytes.withUnsafeBufferPointer { bytes in
            comments.compactMap { comment in
                let body = UnsafeBufferPointer(rebasing: bytes[comment.start..<comment.end])
                guard TextSearch.contains(body, markerText) else { return nil }
                let range = SourceRange(file: file.id, start: comment.start, end: comment.end)
                return parsedDirective(text: String(decoding: body, as: UTF8.self), range: range, in: file.text)
            }
        }
    }

    /// One comment's directive (`// l10n-lint:disable rule-id`), or nil for any other comment.
    public static func directive(text: String, range: SourceRange, in source: SourceText) -> SuppressionDirective? {
        // On the bytes first: a `.strings` file has a comment on nearly every key, few directives.
        guard TextSearch.contains(text, markerText) else { return nil }
        return parsedDirective(text: text, range: range, in: source)
    }

    /// ``directive(text:range:in:)`` of a comment known to hold the marker.
    private static func parsedDirective(text: String, range: SourceRange, in source: SourceText) -> SuppressionDirective? {
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
}
