/// "Did you mean" suggestions for mistyped names: command-line options and subcommands,
/// configuration keys, rule ids, severities, option names. One place, so every message
/// suggests the same way.
package enum DidYouMean {
    /// ` (did you mean 'rules'?)`, or "" when no candidate is close enough. `quoting` is put in
    /// front of the candidate (`--` for options).
    package static func hint(for word: String, among candidates: [String], quoting prefix: String = "") -> String {
        guard let best = closest(to: word, among: candidates) else { return "" }
        return " (did you mean '\(prefix)\(best)'?)"
    }

    /// The candidate with the smallest edit distance, if it is within a third of the word.
    package static func closest(to word: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, editDistance(word, $0)) }.min { $0.1 < $1.1 }
        guard let (best, distance) = scored, distance <= max(2, word.count / 3) else { return nil }
        return best
    }

    /// Levenshtein distance over characters.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
