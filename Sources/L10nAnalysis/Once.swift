import Foundation

/// A value computed on first use, exactly once, whichever thread asks first; the others wait
/// for it. What the run's index stage hands to rules that run concurrently.
package final class Once<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?

    package init() {}

    package func value(_ compute: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let stored { return stored }
        let value = compute()
        stored = value
        return value
    }

    /// The value when it was computed, without computing it.
    package var computed: Value? {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}

/// Values computed once per key (rule options, a catalog's index): each key has its own
/// ``Once``, so computing one value never blocks readers of another.
package final class OnceMap<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var boxes: [Key: Once<Value>] = [:]

    package init() {}

    package func value(for key: Key, _ compute: () -> Value) -> Value {
        box(for: key).value(compute)
    }

    /// True when no value was asked for yet.
    package var isEmpty: Bool {
        lock.lock()
        defer { lock.unlock() }
        return boxes.isEmpty
    }

    private func box(for key: Key) -> Once<Value> {
        lock.lock()
        defer { lock.unlock() }
        if let box = boxes[key] { return box }
        let box = Once<Value>()
        boxes[key] = box
        return box
    }
}
