import L10nModel
import L10nParsing
import L10nAnalysis

/// Plural variants that leave the count out in a category that shows for more than one number.
///
/// English `one` shows for 1 alone, so "One file" is right there; Russian `one` shows for 1, 21
/// and 31, French `one` for 0 and 1, Russian `few` for 2, 3, 4 and 22. A variant written without
/// the count ("Один файл", "1 файл", "Un fichier") then tells a user with 21 files, or none,
/// that there is one (French `one` only where the source has a `zero` of its own, so shows a
/// count of 0). Reported where the source prints the count for these numbers (its
/// `other`) and a sibling variant prints it too, so the translator meant the count to show; a
/// set that prints it nowhere is `format-specifiers`' finding, a variant left in the source
/// language `unchanged-translation`'s.
extension PluralVariantsRule {
    func countlessVariantFindings(
        _ variations: Variations, _ categories: [PluralCategory?], at path: [String], in translation: Translation, of entry: CatalogEntry,
        catalog: Catalog, _ context: RuleContext
    ) -> [Diagnostic] {
        // A variant without `%` prints no argument: most sets have none, told by one byte scan each.
        let countless = zip(variations.variants, categories).filter { variant, category in
            guard category != nil, variant.value.isPlain, let text = variant.value.unit?.value else { return false }
            return !text.isEmpty && !TextSearch.containsAnyByte(text, of: "%")
        }
        guard !countless.isEmpty,
            variations.variants.contains(where: { $0.value.unitTexts.contains(where: Self.printsArgument) }),
            let source = SourceUnits(entry: entry, in: catalog),
            let sourceOther = source.counterpart(of: path + ["other"]), Self.printsArgument(sourceOther.text)
        else { return [] }
        // Foundation shows an explicit `zero` variant for 0 in every language: no other variant shows for 0 then.
        let hasZero = categories.contains(.zero)
        var findings: [Diagnostic] = []
        for (variant, category) in countless {
            guard let category, let text = variant.value.unit?.value, source.counterpart(of: path + [variant.selector])?.text != text,
                var numbers = PluralCategories.integers(selecting: category, in: translation.locale, limit: 4)
            else { continue }
            if hasZero, category != .zero { numbers.removeAll { $0 == 0 } }
            guard numbers.count > 1 else { continue }
            // Only 0 besides 1 (French, Portuguese, Hindi `one`): wrong only where the app shows a
            // count of 0, which the source says by a `zero` variant of its own; a membership
            // "per week" or a list of attachments is never 0.
            if numbers == [0, 1], !source.hasUnit(at: path + ["zero"]) { continue }
            let severity = numbers == [0, 1] ? context.severity.lowered : context.severity
            let message = FindingMessage.countlessVariant(locale: translation.locale, numbers: numbers)
            let subject = FindingSubject(key: entry.key, locale: translation.locale, variant: path + [variant.selector])
            findings.append(context.diagnostic(message, about: subject, at: variant.value.unit?.range ?? variant.selectorRange).with(severity: severity))
        }
        return findings
    }

    /// True when the text reads a format argument (`%lld`, `%arg`, `%#@name@`), so prints a value.
    static func printsArgument(_ text: String) -> Bool {
        TextSearch.containsAnyByte(text, of: "%") && FormatString(text, allowsArgumentPlaceholder: true).readsArguments
    }
}

extension FindingMessage {
    /// `numbers`: the first few the variant's category selects (a fourth means there are more).
    static func countlessVariant(locale: LocaleID, numbers: [Int]) -> FindingMessage {
        let shown = numbers.prefix(3).map(String.init)
        let list = numbers.count > 3 ? shown.joined(separator: ", ") + ", …" : shown.dropLast().joined(separator: ", ") + " and " + (shown.last ?? "")
        return FindingMessage("leaves out the count, but \(locale) shows this variant for \(list)")
    }
}
