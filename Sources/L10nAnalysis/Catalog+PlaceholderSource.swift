import L10nModel

extension Catalog {
    /// A source text nobody translates: an instruction in place of the text (`DO NOT LOCALIZE`,
    /// an old xib's habit for a field whose value is bound at run time), or the text Interface
    /// Builder gives a new object (`Text Cell`, `Label`) under an Interface Builder key, which
    /// a data source replaces before anyone sees it.
    package func hasPlaceholderSource(_ entry: CatalogEntry) -> Bool {
        guard let text = sourceText(of: entry) ?? entry.keyAsSourceText else { return false }
        return Self.isPlaceholder(text, key: entry.key)
    }

    /// ``hasPlaceholderSource(_:)`` for a source text already read.
    package static func isPlaceholder(_ text: String, key: String) -> Bool {
        if DoNotLocalizeNote.isInstruction(text) { return true }
        // The key's shape first: a few bytes, where hashing the text reads all of it.
        guard InterfaceBuilderKey.isAnyObjectKey(key) else { return false }
        return InterfaceBuilderKey.placeholderTexts.contains(text)
    }
}
