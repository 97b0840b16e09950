import Dispatch
import Foundation

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

    /// The texts of `count` items, rendered on every core a chunk of `chunkSize` items at a
    /// time, handed to `write` in item order. A report's lines written by one core while the
    /// others idled were 3% of a lint with 70,000 findings. Only `chunksInFlight` chunks
    /// are rendered at once, so the text waiting to be written stays a few megabytes.
    package static func renderInOrder(
        count: Int, chunkSize: Int = renderedChunk, chunksInFlight: Int = renderedChunksInFlight,
        _ render: @Sendable (Range<Int>) -> String, write: (String) -> Void
    ) {
        let chunks = stride(from: 0, to: count, by: chunkSize).map { $0..<min($0 + chunkSize, count) }
        for batch in stride(from: 0, to: chunks.count, by: chunksInFlight) {
            for text in map(Array(chunks[batch..<min(batch + chunksInFlight, chunks.count)]), render) { write(text) }
        }
    }

    /// Items per chunk of ``renderInOrder(count:chunkSize:chunksInFlight:_:write:)``: enough
    /// that a chunk's text dwarfs its task's cost, few enough that two cores share a small report.
    package static let renderedChunk = 500

    /// Chunks rendered at once: every core busy, with a few to spare so one slow chunk does not
    /// idle the rest.
    package static let renderedChunksInFlight = 4 * max(1, ProcessInfo.processInfo.activeProcessorCount)

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
