/// Decides which comment is the translator's note of which entry.
///
/// genstrings and Xcode write the note on the lines right above the key, so that comment is the
/// note. A comment followed by a blank line is a file header or a section title (Xcode's
/// `Localizable.strings` template starts with one) and documents no entry. A comment after an
/// entry's `;` on the same line annotates that entry. Consecutive `//` lines form one note.
/// `l10n-lint:` directives are never notes; suppressions read them from the full comment list.
package struct StringsCommentAttacher: Sendable {
    private var pending: String?
    private var pendingIsLineComment = false
    private var lineBreaksSinceComment = 0
    private var isInsideEntry = false
    /// From an entry's `;` to the end of that line.
    private var isOnEntryLine = false

    mutating func lineBreak() {
        lineBreaksSinceComment += 1
        isOnEntryLine = false
        if lineBreaksSinceComment >= 2 { pending = nil }
    }

    /// A key starts: it takes the pending note, and comments until its `;` document nothing.
    mutating func entryStarted() -> String? {
        defer { pending = nil }
        isInsideEntry = true
        isOnEntryLine = false
        return pending
    }

    mutating func entryEnded() {
        isInsideEntry = false
        isOnEntryLine = true
    }

    /// Takes a comment's trimmed text; returns a note for the entry that just ended when the
    /// comment trails it on the same line.
    mutating func comment(_ text: String, isLineComment: Bool) -> String? {
        defer { lineBreaksSinceComment = 0 }
        if isInsideEntry || text.hasPrefix("l10n-lint:") { return nil }
        let note = Self.note(text)
        if isOnEntryLine { return note }
        if isLineComment, pendingIsLineComment, let previous = pending, let note, lineBreaksSinceComment == 1 {
            pending = previous + "\n" + note
        } else {
            pending = note
            pendingIsLineComment = isLineComment
        }
        return nil
    }

    /// Xcode's placeholder for a missing developer comment is no note at all.
    private static func note(_ text: String) -> String? {
        text.isEmpty || text == "No comment provided by engineer." ? nil : text
    }
}
