/// The edit a finding carries, as ruff's `Fix` and swift-syntax's `FixIt`: the rule that finds a
/// problem with one right correction says what to change, and `l10n fix` (or an editor's code
/// action) applies the fixes of the findings that were reported. So whatever keeps a finding out
/// of the report (a file the configuration excludes, a rule set to `"off"`, an
/// `l10n-lint:disable` comment, an `ignore` entry, the baseline) keeps its file unwritten, with
/// no second pipeline to keep in step.
///
/// Most edits name what changes in a catalog's terms (a key of a file): the writing stage turns
/// them into bytes in the file's own layout and encoding, and refuses an edit that would lose
/// data. ``Edit/replace(file:start:end:text:)`` is plain text, for a change that is a span.
public struct Fix: Sendable, Hashable {
    /// Whether `l10n fix` applies the fix by itself (ruff's safe and unsafe fixes).
    public enum Applicability: Sendable, Hashable, Comparable {
        /// The fix has one right answer: applied by `l10n fix`.
        case always
        /// Right unless something the run did not see depends on the text (code outside the
        /// linted paths): applied only when asked (`l10n fix --remove-unused-keys`).
        case onRequest
        /// A starting point a person completes (the words of a label for an icon): offered as an
        /// editor's code action, never applied by `l10n fix` (ruff's display-only fixes).
        case suggestion
    }

    /// One change to one file, by display path (as findings name files).
    public enum Edit: Sendable, Hashable {
        /// Make `key` of the generated String Catalog at `catalog` what its `strings.json` says:
        /// added, updated or removed (`catalog-sync`).
        case syncKey(catalog: String, key: String)
        /// Remove the definition of `key` that the definition whose key starts at byte `offset`
        /// overrides, in a `.strings` file (`duplicate-key`: Foundation keeps the last).
        case removeOverriddenDefinition(file: String, key: String, offset: Int)
        /// Remove `key` from the String Catalog at `catalog` (`unused-key`).
        case removeKey(catalog: String, key: String)
        /// Replace bytes `start..<end` of the file's text (UTF-8, as loaded) with `text`: a
        /// value's literal rewritten, as ruff's `Edit`. The file keeps its encoding.
        case replace(file: String, start: Int, end: Int, text: String)
        /// Make the value literal at bytes `start..<end` (a unit's range) read `value`, written
        /// in the file's own syntax: a JSON string in `strings.json` and String Catalogs, a
        /// quoted literal in `.strings`, a `<string>` element in `.stringsdict`. A rule states
        /// the text; the writing stage knows the escapes.
        case setValue(file: String, start: Int, end: Int, value: String)
        /// Rewrite the String Catalog at `catalog` in the layout Xcode writes (`catalog-layout`,
        /// `l10n format`), after any other edit of the same run.
        case formatCatalog(catalog: String)

        /// The file the edit writes.
        public var path: String {
            switch self {
            case .syncKey(let catalog, _), .removeKey(let catalog, _), .formatCatalog(let catalog): catalog
            case .removeOverriddenDefinition(let file, _, _), .replace(let file, _, _, _), .setValue(let file, _, _, _): file
            }
        }
    }

    /// What the fix does, for a person choosing it (an editor's code action title).
    public var title: String
    public var edits: [Edit]
    public var applicability: Applicability

    public init(_ title: String, edits: [Edit], applicability: Applicability = .always) {
        self.title = title
        self.edits = edits
        self.applicability = applicability
    }
}
