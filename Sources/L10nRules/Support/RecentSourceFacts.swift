import L10nModel
import L10nAnalysis

/// One fact about each of the last few source texts, for a rule that asks it of every unit.
/// Units arrive entry by entry, so every translation of a key asks about the same source texts
/// in a row (a plural key's `one` and `other` in turn, for each locale): each is worked out once
/// per entry, not once per locale, and without hashing the texts.
struct RecentSourceFacts<Fact> {
    private var recent: [(range: SourceRange, fact: Fact)] = []
    /// An entry has one source text, or one per plural or device variant: four cover nearly all.
    private static var capacity: Int { 4 }

    /// The fact about `source`, worked out by `compute` from its text unless it was of late.
    mutating func fact(of source: SourceCounterpart, _ compute: (String) -> Fact) -> Fact {
        for known in recent where known.range == source.range { return known.fact }
        let fact = compute(source.text)
        if recent.count == Self.capacity { recent.removeLast() }
        recent.insert((source.range, fact), at: 0)
        return fact
    }
}
