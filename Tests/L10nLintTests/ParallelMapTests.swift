import Foundation
import Testing
@testable import L10nModel

/// `Parallel.map(_:costliestFirst:_:)` starts the costliest inputs first but returns results
/// in input order, each input transformed exactly once.
@Suite struct ParallelMapTests {
    private final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Int] = []
        func record(_ value: Int) { lock.withLock { values.append(value) } }
        var all: [Int] { lock.withLock { values } }
    }

    @Test func resultsKeepInputOrderAndEachInputRunsOnce() {
        let inputs = Array(0..<200)
        let calls = Calls()
        let results = Parallel.map(inputs, costliestFirst: { ($0 * 37) % 200 }) { value -> String in
            calls.record(value)
            return "#\(value)"
        }
        #expect(results == inputs.map { "#\($0)" })
        #expect(calls.all.sorted() == inputs)
    }

    @Test func costliestStartFirstAndEqualCostsInInputOrder() {
        #expect(Parallel.startOrder(costs: [3, 9, 1, 9, Int.max, 0, 3]) == [4, 1, 3, 0, 6, 2, 5])
        #expect(Parallel.startOrder(costs: []) == [])
    }
}
