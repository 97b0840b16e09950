import Testing
@testable import L10nModel

/// `Diagnostic.stableSort` swaps items into place along the sorted permutation's cycles: the
/// result must be the stable order, whatever the cycles.
@Suite struct StableSortTests {
    @Test(arguments: [0, 1, 2, 7, 100, 1_000])
    func equalsTheStableOrder(count: Int) {
        var generator = SystemRandomNumberGenerator()
        let items = (0..<count).map { index in (key: Int.random(in: 0..<max(1, count / 3), using: &generator), tag: "item \(index)") }
        var sorted = items
        Diagnostic.stableSort(&sorted) { $0.key < $1.key }
        let expected = items.enumerated().sorted { ($0.element.key, $0.offset) < ($1.element.key, $1.offset) }.map(\.element)
        #expect(sorted.map(\.tag) == expected.map(\.tag))
    }

    @Test func reversedInputIsOneSwapPerMisplacedItem() {
        var items = Array((0..<9).reversed())
        Diagnostic.stableSort(&items, by: <)
        #expect(items == Array(0..<9))
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
