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
}
