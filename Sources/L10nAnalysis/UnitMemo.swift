import Foundation
import L10nModel

/// One analysis of unit texts (their Markdown spans), keyed by where the text sits, so each unit
/// is analysed once however many rules ask. A range names one literal, whose decoded text never
/// changes during a run, so two threads racing on a new unit compute the same value and either
/// may be kept. Sharded by range, so concurrent rules rarely wait on one another.
package final class UnitMemo<Value: Sendable>: @unchecked Sendable {
    private final class Shard {
        let lock = NSLock()
        var values: [SourceRange: Value] = [:]
    }

    private static var shardCount: Int { 64 }
    private let shards: [Shard] = (0..<UnitMemo.shardCount).map { _ in Shard() }

    package init() {}

    package func value(at range: SourceRange, _ compute: () -> Value) -> Value {
        let shard = shards[(range.start &+ range.file.rawValue &* 7919) & (Self.shardCount - 1)]
        shard.lock.lock()
        let known = shard.values[range]
        shard.lock.unlock()
        if let known { return known }
        let value = compute()
        shard.lock.lock()
        shard.values[range] = value
        shard.lock.unlock()
        return value
    }
}
