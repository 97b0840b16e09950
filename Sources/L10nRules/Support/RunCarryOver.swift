import Foundation
import L10nModel

/// What a long-lived process (the language server) keeps of one run's per-catalog analyses for
/// the next: a value computed from a catalog alone (what `unchanged-translation` learns of each
/// locale's words) is taken again while the catalog's files hold the same bytes, so typing in a
/// Swift file does not re-read every translation. A `l10n lint` run has none: each run is its own.
package final class RunCarryOver: @unchecked Sendable {
    private struct Key: Hashable {
        var rule: RuleID
        var catalog: String
        var type: ObjectIdentifier
    }

    private let lock = NSLock()
    private var values: [Key: (fingerprint: Int, value: any Sendable)] = [:]

    package init() {}

    /// The value kept for `rule` and `catalog` when the catalog's files are what they were,
    /// else `compute()`'s, kept for the next run.
    func value<Value: Sendable>(of rule: RuleID, catalog: Catalog, in project: Project, _ compute: () -> Value) -> Value {
        let key = Key(rule: rule, catalog: catalog.path, type: ObjectIdentifier(Value.self))
        let fingerprint = Self.fingerprint(of: catalog, in: project)
        lock.lock()
        let kept = values[key]
        lock.unlock()
        if let kept, kept.fingerprint == fingerprint, let value = kept.value as? Value { return value }
        let value = compute()
        lock.lock()
        values[key] = (fingerprint, value)
        lock.unlock()
        return value
    }

    /// The catalog's files, by path and bytes, and its source language.
    private static func fingerprint(of catalog: Catalog, in project: Project) -> Int {
        var hasher = Hasher()
        hasher.combine(catalog.sourceLanguage.identifier)
        hasher.combine(catalog.entries.count)
        for id in catalog.files {
            let file = project.file(id)
            hasher.combine(file.path)
            file.text.bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
        return hasher.finalize()
    }
}
