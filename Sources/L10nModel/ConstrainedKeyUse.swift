/// A localization key used where its text cannot grow: a single line, a fixed width, a tab bar
/// or a toolbar. `length-budget` holds such keys to the tight ratio band, because there a long
/// translation truncates instead of wrapping.
public struct ConstrainedKeyUse: Sendable, Hashable {
    /// The key as the code spells it.
    public var key: LocalizedKey
    /// The table named in the call, when there is one.
    public var table: String?
    /// What constrains it, as it follows "used" in a message: "with `.lineLimit(1)`",
    /// "in `.frame(width: 80)`", "in a tab item", "in a toolbar".
    public var constraint: String
    /// Where the constraint is written (the modifier or the container's name).
    public var range: SourceRange
    /// The generated String Catalog symbol the code uses instead of a literal key (`key` then
    /// spells the symbol): the key is the one that generates it.
    public var symbol: LocalizedSymbol?
    /// Which kind of place: how much room the text has there depends on it.
    public var kind: Kind

    /// The places where text cannot wrap.
    public enum Kind: Sendable, Hashable {
        /// `.lineLimit(1)`: one line, as wide as the row around it.
        case singleLine
        /// A control with a fixed width and height.
        case fixedFrame
        /// A tab bar item, or an option of a segmented picker: a share of a bar. A Mac sizes
        /// these to their labels.
        case barItem
    }

    package init(key: LocalizedKey, table: String?, constraint: String, range: SourceRange, kind: Kind = .singleLine) {
        self.key = key
        self.table = table
        self.constraint = constraint
        self.range = range
        self.kind = kind
    }
}
