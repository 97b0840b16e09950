import Foundation

/// A custom rule's regular expression, matched with a step budget per value. The shape check
/// (``RegexBacktrackingCheck``) refuses the exponential shapes it can see, but not polynomial
/// ones (`^.*.*.*.*.*.*.*.*=$` takes minutes on a 45-character near-miss) nor every disguise, and
/// Swift `Regex` neither takes a limit nor honours task cancellation. ICU (`NSRegularExpression`)
/// calls back during a long match, so matching stops after a fixed amount of work and the rule
/// reports that it gave up instead of stalling CI on a hostile `.l10nlint.json`.
struct BoundedPattern {
    /// Where the first match is, or that the budget ran out first.
    enum Outcome: Equatable {
        case match(Range<String.Index>)
        case noMatch
        case gaveUp
    }

    /// ICU calls back once per start position it tries and about every 10,000 steps of one
    /// attempt; beyond one call per position, this many calls (a few hundred ms on a loaded
    /// machine) is far more than any reasonable pattern needs on one value.
    static let extraCallbacks = 256

    let expression: NSRegularExpression

    /// nil when ICU cannot compile `pattern` (the configuration reports why).
    init?(_ pattern: String) {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return nil }
        self.expression = expression
    }

    /// Why ICU cannot compile `pattern`, or nil when it can. ICU says only "invalid", so the
    /// reason is Swift `Regex`'s parser's when it has one (`expected ']'`).
    static func compileError(_ pattern: String) -> String? {
        guard (try? NSRegularExpression(pattern: pattern)) == nil else { return nil }
        do {
            _ = try Regex(pattern)
            return "ICU (NSRegularExpression) does not accept this syntax"
        } catch {
            return "\(error)"
        }
    }

    func firstMatch(in value: String) -> Outcome {
        let budget = value.utf16.count + 1 + Self.extraCallbacks
        var callbacks = 0
        var found: NSRange?
        var gaveUp = false
        expression.enumerateMatches(in: value, options: [.reportProgress], range: NSRange(value.startIndex..., in: value)) { result, _, stop in
            if let result {
                found = result.range
                stop.pointee = true
                return
            }
            callbacks += 1
            if callbacks > budget {
                gaveUp = true
                stop.pointee = true
            }
        }
        if let found, let range = Range(found, in: value) { return .match(range) }
        return gaveUp ? .gaveUp : .noMatch
    }
}
