import L10nModel
import L10nAnalysis

/// A translation filed under another spelling of its key: found, and named in the finding.
extension MissingTranslationRule {
    /// The key the locale's translation is filed under when it spells `key`'s text with other
    /// code points (`cafe` + U+0301 for `café`, a decomposed Hangul syllable): Swift calls them
    /// equal, but a device looks keys up byte for byte and shows the source text.
    func respelling(of key: String, in locale: LocaleID, among keys: KeysNoSourceDefines) -> String? {
        // Most catalogs have no such key: the key is not hashed (as Swift hashes text, normalized).
        guard !keys.isEmpty, let respelled = keys.entries(spelling: key).first(where: { ExactKey($0.key) != ExactKey(key) && $0.translationsByLocale.index(of: locale) != nil })?.key
        else { return nil }
        // The code points the key does not have, written out: the two spellings look alike.
        let own = Set(key.unicodeScalars)
        return respelled.unicodeScalars.map { $0.isASCII || own.contains($0) ? String($0) : "\\u{\(String($0.value, radix: 16, uppercase: true))}" }.joined()
    }

    /// A catalog's keys that no source file defines (a translation's own keys), by their text
    /// as Swift compares text: where a translation filed under another spelling of a key is.
    static func keysNoSourceDefines(inCatalogAt catalog: Int, _ context: RuleContext) -> KeysNoSourceDefines {
        context.analyses.runState(of: context.ruleID, part: catalog) { KeysNoSourceDefines(context.project.catalogs[catalog]) }
    }

    /// A class: every per-key check is handed the catalog's one instance (a struct holding the
    /// entries was copied, a retain of each of its arrays, for each locale of each key).
    final class KeysNoSourceDefines: Sendable {
        private let entries: [CatalogEntry]
        private let byText: [String: [Int]]

        init(_ catalog: Catalog) {
            entries = catalog.entries
            var byText: [String: [Int]] = [:]
            for index in catalog.entries.indices where !catalog.entries[index].isSourceKey { byText[catalog.entries[index].key, default: []].append(index) }
            self.byText = byText
        }

        var isEmpty: Bool { byText.isEmpty }

        func entries(spelling key: String) -> [CatalogEntry] { (byText[key] ?? []).map { entries[$0] } }
    }
}
