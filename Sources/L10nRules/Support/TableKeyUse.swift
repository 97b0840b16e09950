import L10nModel
import L10nAnalysis

/// Whether the linted code uses a key of one table, when its code can tell: the table's project
/// has code, and none of it looks the table up with a built key (`NSLocalizedString(name, …)`),
/// which could be any key. Rules that require or excuse a key by its use (`missing-translation`,
/// `plural-variants`) ask this, computed once per table.
package struct TableKeyUse: Sendable {
    private let usage: KeyUsage?
    private let scope: String

    init(_ catalog: Catalog, usage: KeyUsage) {
        scope = catalog.project
        self.usage = usage.hasCode(inProject: scope) && !usage.looksUpBuiltKeys(inTable: catalog.name, inProject: scope) ? usage : nil
    }

    /// Whether the code tells which of the table's keys it uses.
    package var isKnown: Bool { usage != nil }

    /// Whether the code looks `key` up; nil when it cannot tell. An enum case named like the
    /// key is no look-up (VLC's `state == .playing` beside a `Base.lproj` key `PLAYING`).
    package func isUsed(_ key: String) -> Bool? { usage?.isUsed(key, inProject: scope, countingMembers: false) }
}
