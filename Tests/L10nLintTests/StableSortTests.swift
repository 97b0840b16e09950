import Testing
@testable import L10nModel

/// `Diagnostic.sortInReportOrder` sorts indices, then swaps the items into place along the
/// sorted permutation's cycles (`permute`): the result must be the stable order, whatever the cycles.
@Suite struct StableSortTests {
    /// A finding on `line` of one file, all else equal: findings on one line tie in report order.
    private static func finding(line: Int) -> Diagnostic {
        let start = SourcePosition(line: line, column: 1)
        return Diagnostic(
            ruleID: RuleID("missing-translation"), severity: .warning, message: "message",
            location: SourceLocation(path: "a.strings", start: start, end: start))
    }

    @Test(arguments: [0, 1, 2, 7, 100, 1_000])
    func equalsTheStableOrder(count: Int) {
        var generator = SystemRandomNumberGenerator()
        let items = (0..<count).map { index in
            (key: Int.random(in: 1...max(1, count / 3), using: &generator), tag: "item \(index)")
        }
        var sorted = items.map { (finding: Self.finding(line: $0.key), tag: $0.tag) }
        Diagnostic.sortInReportOrder(&sorted) { $0.finding }
        let expected = items.enumerated().sorted { ($0.element.key, $0.offset) < ($1.element.key, $1.offset) }.map(\.element)
        #expect(sorted.map(\.tag) == expected.map(\.tag))
        #expect(sorted.map(\.finding.location.start.line) == expected.map(\.key))
    }

    @Test func reversedInputIsOneSwapPerMisplacedItem() {
        var items = (1...9).reversed().map { Self.finding(line: $0) }
        Diagnostic.sortInReportOrder(&items) { $0 }
        #expect(items.map(\.location.start.line) == Array(1...9))
    }

    /// `permute` puts item `order[i]` at `i` for every shape of permutation: the identity, one
    /// long cycle, two-cycles with a fixed point, and random ones.
    @Test func permuteFollowsEveryCycle() {
        var generator = SplitMix64(seed: 0x5E_17)
        var orders: [[Int]] = [[], [0], Array(0..<9), Array((0..<9).reversed()), Array(1..<9) + [0], [1, 0, 3, 2, 4, 6, 5]]
        orders += (0..<200).map { count in Array(0..<(count % 40)).shuffled(using: &generator) }
        for order in orders {
            let original = order.indices.map { "item \($0)" }
            var items = original
            Diagnostic.permute(&items, into: order)
            #expect(items == order.map { original[$0] }, "order \(order)")
        }
    }

    /// Report order by plain keys (path rank, start) with whole comparisons only for ties must be
    /// exactly the stable sort by `reportOrder`, including paths that are equal only canonically.
    @Test(arguments: [0, 1, 2, 50, 2_000])
    func reportOrderByPlacesEqualsTheStableReportOrder(count: Int) {
        var generator = SystemRandomNumberGenerator()
        let paths = ["b.xcstrings", "a/Localizable.strings", "a-b.strings", "caf\u{E9}.strings", "cafe\u{301}.strings", "A.strings"]
        let items = (0..<count).map { index in
            let start = SourcePosition(line: Int.random(in: 1...4, using: &generator), column: Int.random(in: 1...3, using: &generator))
            let end = SourcePosition(line: start.line, column: start.column + Int.random(in: 0...2, using: &generator))
            return Diagnostic(
                ruleID: RuleID(["missing-translation", "plural-variants"][Int.random(in: 0...1, using: &generator)]),
                severity: .warning, message: "message \(Int.random(in: 0...2, using: &generator)) #\(index % 3)",
                location: SourceLocation(path: paths[Int.random(in: 0..<paths.count, using: &generator)], start: start, end: end),
                key: "item \(index)")
        }
        var sorted = items
        Diagnostic.sortInReportOrder(&sorted) { $0 }
        let expected = items.enumerated().sorted { lhs, rhs in
            if Diagnostic.reportOrder(lhs.element, rhs.element) { return true }
            return !Diagnostic.reportOrder(rhs.element, lhs.element) && lhs.offset < rhs.offset
        }.map(\.element)
        #expect(sorted.map(\.key) == expected.map(\.key))
        #expect(Diagnostic.sortedInReportOrder(items).map(\.key) == expected.map(\.key))
    }
}
