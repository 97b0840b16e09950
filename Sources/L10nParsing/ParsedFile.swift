import L10nModel

/// One `.strings` or `.stringsdict` file's entries, before the files of a table are merged.
package struct LocaleTableEntry: Sendable {
    var key: String
    var keyRange: SourceRange
    var value: LocalizedValue
    /// The comment written just before the entry (`/* … */` or `// …`), if any.
    var comment: String?
}

/// What parsing one file yields besides its content: duplicate keys and failures.
/// A failure stops that file; duplicates do not.
package struct ParseFindings: Sendable {
    package var duplicates: [DuplicateKey] = []
    /// `.strings` only: byte ranges (key to `;`) of definitions a later one overrides, for `l10n fix`.
    package var overriddenDefinitions: [Range<Int>] = []
    package var failures: [ParseFailure] = []
    /// Why the file is another tool's format rather than a broken one of ours: it is skipped.
    package var otherFormat: String?

    package init(duplicates: [DuplicateKey] = [], overriddenDefinitions: [Range<Int>] = [], failures: [ParseFailure] = []) {
        self.duplicates = duplicates
        self.overriddenDefinitions = overriddenDefinitions
        self.failures = failures
    }
}
