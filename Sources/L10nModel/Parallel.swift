import Dispatch

/// Runs independent work on every core. Each index writes only its own slot, so the unsafe
/// buffer is never shared between two writers.
package enum Parallel {
    package static func map<Input: Sendable, Output: Sendable>(_ inputs: [Input], _ transform: @Sendable (Input) -> Output) -> [Output] {
        map(inputs, startingWith: nil, transform)
    }

    /// ``map(_:_:)`` that starts the costliest inputs first (by `cost`, an estimate), so that no
    /// long task starts last and runs alone while the other cores idle. Results keep input order.
    package static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], costliestFirst cost: (Input) -> Int, _ transform: @Sendable (Input) -> Output
    ) -> [Output] {
        map(inputs, startingWith: inputs.count > 1 ? startOrder(costs: inputs.map(cost)) : nil, transform)
    }

    /// The inputs taken in `order` (indices; input order when nil), results in input order.
    private static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], startingWith order: [Int]?, _ transform: @Sendable (Input) -> Output
    ) -> [Output] {
        guard inputs.count > 1 else { return inputs.map(transform) }
        let slots = SlotBuffer<Output>(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: inputs.count) { position in
            let index = order?[position] ?? position
            slots.store(transform(inputs[index]), at: index)
        }
        return slots.values()
    }

    /// Indices by decreasing cost, equal costs in index order: the order threads take inputs in.
    package static func startOrder(costs: [Int]) -> [Int] {
        costs.indices.sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : $0 < $1 }
    }
}

/// A buffer handed to concurrent tasks that each write only their own, distinct elements (the
/// parts of a file being read, the entries of a catalog being built).
package struct DisjointWrites<Element>: @unchecked Sendable {
    package let base: UnsafeMutablePointer<Element>

    package init(_ base: UnsafeMutablePointer<Element>) { self.base = base }
}

/// Fixed-size storage written once per slot from concurrent iterations.
private final class SlotBuffer<Value>: @unchecked Sendable {
    private let pointer: UnsafeMutablePointer<Value?>
    private let count: Int

    init(count: Int) {
        self.count = count
        pointer = .allocate(capacity: count)
        pointer.initialize(repeating: nil, count: count)
    }

    deinit {
        pointer.deinitialize(count: count)
        pointer.deallocate()
    }

    func store(_ value: Value, at index: Int) { pointer[index] = value }

    func values() -> [Value] { (0..<count).compactMap { pointer[$0] } }
}
