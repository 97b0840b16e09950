import Foundation
import Synchronization
import L10nAnalysis

/// A once-per-catalog fact read in parts of the catalog's entries by every core that asks for
/// it: each asker reads parts no one has taken, then waits for the rest, and the parts' results
/// are joined once, in entry order. A rule's chunks of a catalog all ask for such a fact as they
/// start; read whole by the first, it kept the other cores waiting (a tenth of a lint of one
/// large catalog, with one core busy).
///
/// The reading and joining are passed by each caller (the same functions every time), so the
/// walk holds no closure that could hold its owner.
final class SharedEntryWalk<Part: Sendable, Joined: Sendable>: Sendable {
    /// The entries of each part, in order.
    let parts: [Range<Int>]
    private let results: [Once<Part>]
    /// How many parts askers have taken.
    private let taken = Mutex(0)
    private let joined = Once<Joined>()

    /// `entries` in up to two parts per core, each of at least `fewestPerPart` entries (one part
    /// when there are fewer): a part is worth handing to a core.
    init(entries: Range<Int>, fewestPerPart: Int = 256) {
        let count = entries.count
        let partCount = max(1, min(2 * ProcessInfo.processInfo.activeProcessorCount, count / fewestPerPart))
        parts = (0..<partCount).map { part in
            entries.lowerBound + count * part / partCount..<entries.lowerBound + count * (part + 1) / partCount
        }
        results = parts.map { _ in Once() }
    }

    /// Reads parts no one has taken until none is left.
    func help(reading read: (Range<Int>) -> Part) {
        while true {
            let next = taken.withLock { taken -> Int in
                defer { taken += 1 }
                return taken
            }
            guard next < parts.count else { return }
            _ = results[next].value { read(parts[next]) }
        }
    }

    /// The parts' results joined: read by this caller where no one took them (after helping),
    /// waited for where another core is reading them.
    func value(reading read: (Range<Int>) -> Part, joining join: ([Part]) -> Joined) -> Joined {
        help(reading: read)
        return joined.value { join(parts.indices.map { index in results[index].value { read(parts[index]) } }) }
    }
}
