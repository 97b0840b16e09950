import Foundation
import L10nModel
import L10nParsing
import L10nAnalysis

/// The index stage of one lint run: what several rules and the report need about the loaded
/// project (the pairing, key look-ups, per-catalog key positions, VoiceOver verdicts) and about
/// each unit (its Markdown spans), computed
/// at most once per run and then shared. Thread-safe: rules run concurrently, and each value is
/// computed by the first rule that asks while the others wait for it (see ``Once``).
package final class SharedAnalyses: Sendable {
    /// Which generated catalog comes from which `strings.json`, for every rule alike.
    package let pairing: CatalogPairing
    package let project: Project
    private let keyIndexes = OnceMap<String?, CatalogKeyIndex>()
    private let entryPositions = OnceMap<Int, [String: Int]>()
    private let memos = MemoStore()
    private let markdownSpans = UnitMemo<MarkdownInline>()
    private let literals = UnitMemo<InlineLiterals>()

    package init(project: Project, pairing: CatalogPairing) {
        self.project = project
        self.pairing = pairing
    }

    /// Look-ups of code keys in the catalogs of one project (``Catalog/project``), or in every
    /// catalog when `scope` is nil.
    package func keyIndex(scope: String? = nil) -> CatalogKeyIndex {
        keyIndexes.value(for: scope) {
            CatalogKeyIndex(scope.map { scope in project.catalogs.filter { $0.project == scope } } ?? project.catalogs)
        }
    }

    /// The entry of the catalog at `catalog` with this key (the first, when a key repeats).
    package func entry(withKey key: String, inCatalogAt catalog: Int) -> CatalogEntry? {
        let positions = entryPositions.value(for: catalog) {
            Dictionary(project.catalogs[catalog].entries.enumerated().map { ($0.element.key, $0.offset) }, uniquingKeysWith: { first, _ in first })
        }
        return positions[key].map { project.catalogs[catalog].entries[$0] }
    }

    /// The Markdown of a unit's text (or of a key standing in for its source text) at `range`:
    /// parsed once per run, for every Markdown rule and both sides of each comparison.
    package func markdown(_ text: String, at range: SourceRange) -> MarkdownInline {
        markdownSpans.value(at: range) { MarkdownInline(parsing: text) }
    }

    /// The numbers and addresses of a unit's text (or of a key standing in for its source
    /// text) outside its Markdown link destinations, read once per run for `number-parity` and
    /// `url-parity` and both sides of each comparison.
    package func inlineLiterals(_ text: String, at range: SourceRange) -> InlineLiterals {
        literals.value(at: range) { inlineLiterals(once: text, at: range) }
    }

    /// The same analysis, not kept: for a text one rule reads once (a translation, where the
    /// memo's locking and storage cost more than the analysis: 480 000 units in a large catalog).
    package func inlineLiterals(once text: String, at range: SourceRange) -> InlineLiterals {
        let destinations = TextSearch.contains(text, "](")
            ? markdown(text, at: range).links.map { $0.destinationOffset..<($0.destinationOffset + $0.destination.utf8.count) } : []
        return InlineLiterals(text, linkDestinations: destinations)
    }

    /// A higher layer's analysis (the VoiceOver verdicts of the rule's options), computed once
    /// per key and value type.
    package func memo<Key: Hashable & Sendable, Value: Sendable>(_ key: Key, _ compute: () -> Value) -> Value {
        memos.value(key, compute)
    }

    /// The first analysis of this type any consumer asked for, if one did.
    package func firstMemo<Value: Sendable>(of type: Value.Type) -> Value? { memos.first(of: type) }
}

/// Type-keyed storage behind ``SharedAnalyses/memo(_:_:)``.
private final class MemoStore: @unchecked Sendable {
    private struct Key: Hashable, @unchecked Sendable {
        var type: ObjectIdentifier
        var key: AnyHashable
    }

    private let lock = NSLock()
    private var boxes: [Key: Once<any Sendable>] = [:]
    private var order: [Key] = []

    func value<K: Hashable & Sendable, Value: Sendable>(_ key: K, _ compute: () -> Value) -> Value {
        let box = box(for: Key(type: ObjectIdentifier(Value.self), key: AnyHashable(key)))
        if let value = box.value({ compute() }) as? Value { return value }
        return compute()
    }

    func first<Value: Sendable>(of type: Value.Type) -> Value? {
        lock.lock()
        let box = order.first { $0.type == ObjectIdentifier(type) }.flatMap { boxes[$0] }
        lock.unlock()
        return box?.computed as? Value
    }

    private func box(for key: Key) -> Once<any Sendable> {
        lock.lock()
        defer { lock.unlock() }
        if let box = boxes[key] { return box }
        let box = Once<any Sendable>()
        boxes[key] = box
        order.append(key)
        return box
    }
}
