import L10nModel
import L10nRules

/// The ids l10n itself defines (built-in and engine rules), and the ids one typing slip away
/// from them. A schema cannot know a project's custom rule ids, so it admits any kebab-case id
/// except these near misses: `"lenght-budget": "off"` is underlined in the editor, as
/// `l10n config check` reports it, and a custom rule may not take such an id either.
enum BuiltInRuleIDs {
    static var all: [RuleID] { RuleRegistry.all.map { type in type.description.id } + EngineRules.descriptions.map { $0.id } }

    /// The built-in id `text` is one edit from (a letter or digit added, removed, replaced, or
    /// two neighbours swapped), or nil; a built-in id itself is no near miss.
    static func nearMiss(_ text: String) -> RuleID? {
        let ids = all
        guard !ids.contains(RuleID(text)) else { return nil }
        let word = Array(text.utf8)
        return ids.first { isOneEditApart(word, Array($0.rawValue.utf8)) }
    }

    /// A regular expression matching exactly the near misses of every built-in id (and the ids
    /// themselves), for the schema's `propertyNames`.
    static var nearMissPattern: String {
        let any = "[a-z0-9-]"
        var alternatives: [String] = []
        var seen = Set<String>()
        for id in all {
            let letters = id.rawValue.map(String.init)
            var forms: [String] = []
            for index in letters.indices {
                let before = letters[..<index].joined(), after = letters[(index + 1)...].joined()
                forms.append(before + any + after)  // replaced (or the id itself)
                forms.append(before + after)  // removed
                forms.append(before + any + letters[index...].joined())  // added before it
                if index + 1 < letters.count {
                    forms.append(before + letters[index + 1] + letters[index] + letters[(index + 2)...].joined())  // swapped
                }
            }
            forms.append(id.rawValue + any)  // added at the end
            for form in forms where seen.insert(form).inserted { alternatives.append(form) }
        }
        return "^(?:" + alternatives.joined(separator: "|") + ")$"
    }

    private static func isOneEditApart(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        if a.count == b.count {
            let differences = a.indices.filter { a[$0] != b[$0] }
            if differences.count == 1 { return true }
            return differences.count == 2 && differences[1] == differences[0] + 1
                && a[differences[0]] == b[differences[1]] && a[differences[1]] == b[differences[0]]
        }
        let (short, long) = a.count < b.count ? (a, b) : (b, a)
        guard long.count == short.count + 1 else { return false }
        let prefix = zip(short, long).prefix { $0 == $1 }.count
        return short[prefix...].elementsEqual(long[(prefix + 1)...])
    }
}
