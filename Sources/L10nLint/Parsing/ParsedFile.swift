/// One `.strings` or `.stringsdict` file's entries, before the files of a table are merged.
struct LocaleTableEntry: Sendable {
    var key: String
    var keyRange: SourceRange
    var value: LocalizedValue
    /// The comment written just before the entry (`/* … */` or `// …`), if any.
    var comment: String?
}

/// What parsing one file yields besides its content: duplicate keys and failures.
/// A failure stops that file; duplicates do not.
struct ParseFindings: Sendable {
    var duplicates: [DuplicateKey] = []
    /// `.strings` only: byte ranges (key to `;`) of definitions a later one overrides, for `l10n fix`.
    var overriddenDefinitions: [Range<Int>] = []
    var failures: [ParseFailure] = []
}
