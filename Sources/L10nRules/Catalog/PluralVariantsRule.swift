import L10nModel
import L10nParsing
import L10nAnalysis

/// Reports count strings without plural variants, plural variants missing categories a language
/// needs, and categories a language never selects.
package struct PluralVariantsRule: CatalogEntryRule {
    package typealias Options = PluralVariantsOptions

    package static let description = RuleDescription(
        id: "plural-variants",
        name: "Plural Variants",
        summary: "A count string lacks plural variants, or its variants lack categories the language needs",
        rationale: """
            "1 sessions" is the bug everyone sees; Russian needs four forms ("1 урок", "2 урока", \
            "5 уроков", "1,5 урока"), Arabic six. Foundation picks a plural variant by the count \
            and the language's CLDR rules, and falls back to `other` when the variant is missing.

            **Counts without plural variants** (error). A source value (for String Catalog keys \
            without a source unit, the key) that formats an integer with `%d %i %u %ld %lld %lu \
            %llu` (positional `%1$lld` too) or references `%#@name@`, while the value has no plural \
            variants: no plural `variations`, no `substitutions`, no `.stringsdict` rule, no plural \
            object in `strings.json`. Reported on the source when the source language needs \
            plurals (English: one, other), else on each translation whose language does. When the \
            source has plural variants, a translation without them is reported if its language \
            needs more than `other`. Integers that are obviously not counts are spared:

            - padded or fixed-width numbers (`%02d`, `%5d`): clock times, codes;
            - numbers glued to letters, digits or `# : . , _` (`#%d`, `v%d`, `%d:%02d`, \
            `%d.%d`) or followed by a separator and a number (`%lld/%lld`, `%d / %d`): IDs, \
            versions, times, fractions;
            - percentages (`%lld%%`, `%lld %%`);
            - numbers no word follows (`Level %lld`, `Inbox (%lld)`, `Items: %lld`), the usual way \
            to write a count without plurals, nor in their phrase (`in query %ld, after %@`);
            - positions (`Page %d of %d`, `%lld of 12 characters`, where the noun agrees with the \
            total) and numbers after a label word (`Level`, `Page`, `Step`, \
            `Chapter`, `Lesson`, `Day`, `Version`, `No.`, `Error code`, …, also after a no-break space) or \
            `©`/`Copyright` (years) or an acronym (`HTTP %d error`, `ISO %d`: a code), a \
            range's bounds (`between %ld and %ld`), and a bound whose clause names no noun \
            (`should be %lld or higher.`, `%d or more`; `%d or more files` is a count);
            - unit abbreviations (`took %d ms`, `%li min`, `%lld MB`, `%d px`, `%d dBm`, dotted letters: \
            `%lld d.p.`), which never inflect;
            - a reference in brackets (`[%lld]`, a footnote's `[^%lld]`), or a number alone in \
            parentheses, an aside (`Maximum number of colors (%lld) reached`);
            - an English word after the number that is no noun, so never takes a plural: a \
            participle (`%lld loaded`, `%d selected`, `%d done`), an adjective (`%d unread`, \
            `%d new`, `%li open`, `%d available`) or a particle (`%li on`, `+%lld more`), alone or \
            before a function word (`%lld loaded of %lld`); `%d unread messages` is a count;
            - a number after `a`/`an`, joined by a hyphen to a word, or followed by a singular \
            measure noun and the noun it modifies: a compound adjective (`a %d digit code`, \
            `%lld-day streak`, `%d-minute break`, `the %d digit code`; `%d day ago` is a count);
            - an acronym alone after the number, naming a kind (`%lu DHT`, `%d API`); `%d APIs`, \
            `%d PDF files` and `%d ITEMS` are counts;
            - numbers that start two or more lines, a list's steps (`%1$d Open…\\n%2$d Click…`);
            - a number the code fixes: every look-up of the key interpolates integer literals \
            other than 1 (`Text("Refreshes every \\(30) seconds.")`), whose one form each \
            language writes.

            A key only a `Base.lproj` table has beside the development language's own table, and \
            that the linted code never looks up, is shown by no device and not checked (see \
            `missing-translation`; `unused-key` reports it); so is a key of a table or String \
            Catalog that `unused-key` reports.

            A translation without variants whose own wording spares its number the same way is \
            right for every count, whatever its language needs: a Russian `Заметки (%d) \
            перемещены`, a Polish `Przywrócone notatki: %d`.

            A count split by hand into two keys the code picks between by `count == 1` (`%d year` \
            beside `%d years`, `1 page left` beside `%i pages left`, found as two source texts \
            that differ in the number of a noun among the three words after the count, `1 Web \
            Seed` beside `%lu Web Seeds`): the singular half is only \
            ever shown for 1 and needs no variants anywhere, and the pair is the plural of a \
            language with just one and other (English); the plural half still needs the variants \
            of languages with more (Russian: one, few, many). So do keys named for the two \
            categories (`Winners_one` beside `Winners_other`, whatever their texts). Keys split \
            by every category the code picks by the language's rules (`SendPhoto_one`, \
            `SendPhoto_few`, `SendPhoto_many`, `SendPhoto_other`: a category English never uses \
            says so, as Telegram's and i18next's keys do) are one plural: no key of it needs variants.

            Counts Foundation's automatic grammar agreement inflects need no variants: inside \
            `^[%lld day](inflect: true)` (or any agreement attribute: `agreeWithConcept`, \
            `inflectionAlternative`, `morphology`), and every count of a value where a word \
            agrees with an argument (`%lld ^[apple](agreeWithArgument: 1)`). A named count \
            (`%(count)lld days`, Xcode 26) is a count like `%lld`.

            The second number of a fraction is the count a following noun agrees with: \
            `%1$lld/%2$lld file%3$@` is checked like `%lld file%@`.

            Set `spareNonCounts: false` to check every integer.

            **Missing categories.** Each locale's plural variants, wherever they are (top \
            level, nested in device variants, in substitutions), contain every category its \
            language selects under CLDR 45 (en, de: one other; zh, ja, ko: other; ru, uk, pl: one \
            few many other; ar: zero one two few many other; locales fall back to their \
            language, `pt-PT` → `pt`, `zh-Hant-TW` → `zh`). `zero` is always optional: \
            Foundation honours it for 0 in every language. `many` in French, Spanish, Italian, \
            Portuguese and Catalan (CLDR 42+) only selects exact millions and compact numbers \
            ("1 000 000 de sessions"); real catalogs lack it and `other` reads almost right, so \
            it is optional unless `largeNumberMany` is `warning` or `error`. Categories only \
            fractional numbers select are not required when the count is an integer (`%d %ld \
            %lld %li %u`, or a `%#@name@` whose specifier is one): Czech, Slovak and Lithuanian \
            `many`, Polish, Russian, Ukrainian and Belarusian `other`. What integers select stays \
            required (ru, uk, be, cs, sk, lt `few`; cy `two`, `few`, `many`; ro `few`), except \
            where `other` is fraction-only and holds the one missing category's form: an integer \
            count reaches `other` exactly for that category's counts, so "%d відповідей" in `other` \
            beside `one` and `few` reads right for 5 (a text unlike every other variant's is \
            taken as that form; `other` repeating another variant's text is still reported).

            Severity follows what the user sees. Foundation shows `other` for a missing category, \
            so a missing category is an error only when there is no `other` to fall back on. With \
            `other` present it is a warning: the text shows, in the wrong form if the word \
            inflects. A translation that gives a single form for every count (only `other`, or no \
            variants at all) is a warning in a language with more forms than one and other (ru, \
            pl, ar: their nouns inflect after numerals). In a one/other language (en, de, da, hu, \
            tr) it is usually deliberate, so it is not reported: the noun does not change (Danish \
            "%d svar", an invariant English noun, Hungarian and Turkish nouns after any numeral), \
            or the key is only ever shown for two or more. Option `reportSingleForms` reports \
            these as notes.

            **Variants that leave out the count.** English `one` shows for 1 alone, so "One \
            file" is right there; Russian `one` also shows for 21 and 31, French, Portuguese and \
            Hindi `one` for 0, and a `few`, `many` or `other` for several numbers. A variant \
            without the count ("Остался один файл", "1 файл", "Un fichier") in such a category \
            tells a user with 21 files, or none, that there is one: an error, or a warning where \
            the only other number is 0 and the source has a `zero` variant of its own (without one, 0 is \
            likely never shown: "par semaine" for a weekly plan). Reported when the source's \
            `other` prints the count and another variant of the same set prints it too; an \
            explicit `zero` variant takes 0 from the others. A variant left in the source \
            language is `unchanged-translation`'s finding, a set that prints the count nowhere \
            `format-specifiers`'.

            **Unused categories** (opt-in, option `reportUnusedCategories`, as notes): a category \
            the language never selects (zh-Hans `one`) is dead text nobody ever sees. Hebrew \
            `many` is accepted (CLDR 45 dropped it, older systems still select it). A selector \
            that is no plural category at all is an error.

            An `.lproj` table with no development-language file shows its keys to English users \
            as they are: a key written as English with a count ("From %d chat(s)") is checked as \
            the source.

            A translation that is the source's variants copied whole (a `.stringsdict` left in \
            English) is untranslated text, one defect that `unchanged-translation` reports once; \
            its categories are not checked here, since translating it is the fix.
            """,
        defaultSeverity: .error,
        reportColumn: .pluralGaps,
        passingExamples: passingExamples,
        failingExamples: failingExamples)

    let options: Options

    /// Its findings and their related locations are units and keys of localization files.
    package static let findingsStayInLocalizationFiles = true

    package init(options: Options) { self.options = options }

    package func check(_ context: RuleContext, catalog index: Int, entries: Range<Int>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let catalog = context.project.catalogs[index]
        let sourceRequirement = options.requirement(for: catalog.sourceLanguage)
        var requirements = PluralRequirementMemo(options: options)
        let shadowed = context.analyses.shadowedBaseKeys(ofCatalogAt: index)
        // A key no code uses is `unused-key`'s one finding (remove it), not one per locale.
        let unused = UnusedKeyRule.unusedKeyFindings(forCatalogAt: index, context)
        // Nor a locale the project does not build (an `.lproj` folder `knownRegions` omits).
        let unbuilt = context.analyses.unbuiltLocales(ofCatalogAt: index)
        for entry in catalog.entries[entries]
        where !entry.isStale && (shadowed.isEmpty || !shadowed.isStale(entry, sourceLanguage: catalog.sourceLanguage)) && (unused.isEmpty || !unused.contains(entry.key)) {
            // An `.lproj` key only translations define, written as English with a count
            // ("From %d chat(s)"), is the source the code formats: a table without a
            // development-language file shows it to English users as it is.
            let source = entry.isSourceKey
                ? catalog.sourceValue(of: entry) : catalog.isLProjTable ? entry.keyAsFormatSource : nil
            if let source {
                diagnostics += countFindings(entry, source: source, catalog: catalog, at: index, sourceRequirement: sourceRequirement, &requirements, context)
            }
            // A plain value has no plural variations: most translations are checked without the source texts.
            guard entry.translations.contains(where: { !$0.value.isPlain }) else { continue }
            // The source's texts tell an integer count only where the requirement depends on it.
            var sourceTexts: [String]?
            for translation in entry.translations where !translation.value.isPlain && (unbuilt.isEmpty || !unbuilt.contains(translation.locale)) {
                diagnostics += categoryFindings(entry, translation, in: catalog, source: source, sourceTexts: &sourceTexts, &requirements, context)
            }
        }
        return diagnostics
    }

    // MARK: Counts without plural variants

    private func countFindings(
        _ entry: CatalogEntry, source: LocalizedValue, catalog: Catalog, at index: Int, sourceRequirement: PluralRequirement,
        _ requirements: inout PluralRequirementMemo, _ context: RuleContext
    ) -> [Diagnostic] {
        let sourceCounts = source.hasPluralVariants
            ? [] : CountHeuristics.countTokens(in: source.unit?.value ?? "", spareNonCounts: options.spareNonCounts)
        guard source.hasPluralVariants || !sourceCounts.isEmpty else { return [] }
        // A number the code fixes (`Text("Refreshes every \(30) seconds.")`) is no count: each
        // language writes the one form it takes.
        if !source.hasPluralVariants, context.analyses.keyUsage.hasOnlyFixedNumbers(entry.key, inProject: catalog.project) { return [] }
        // One form of a plural the code picks by category, split into keys (`SendPhoto_few`).
        let splitPairs = context.analyses.splitPluralPairs(ofCatalogAt: index)
        if !source.hasPluralVariants, splitPairs.isCategoryKey(entry.key) { return [] }
        // A key the code picks by `count == 1` beside its other half ("%d year", "%d years"):
        // the singular needs no variants anywhere, and the pair is the plural of a language with
        // just one and other; the plural half still needs the other languages' variants.
        let half = sourceCounts.count != 1 ? nil : splitPairs.half(ofKey: entry.key) ?? sourceCounts.first.flatMap { count in
            splitPairs.half(of: source.unit?.value ?? "", count: count)
        }
        if half == .singular { return [] }
        if let count = sourceCounts.first, sourceRequirement.distinguishesCounts, !(half == .plural && sourceRequirement.required == [.one, .other]) {
            let locale = catalog.sourceLanguage
            let message = FindingMessage("uses \(count.text) as a count but has no plural variants; \(locale) needs \(list(sourceRequirement.required))", id: "sourceCountWithoutVariants")
            return [context.diagnostic(message, about: FindingSubject(key: entry.key, locale: locale), at: source.primaryRange ?? entry.keyRange)]
        }
        // Most entries have no plain translation to report: the source's kind of count is needed for none.
        guard entry.translations.contains(where: { $0.locale != catalog.sourceLanguage && !$0.value.hasPluralVariants }) else { return [] }
        let integerCount = Self.integerKind(of: source.unitTexts + [entry.key]) ?? false
        return entry.translations.compactMap { translation -> Diagnostic? in
            guard translation.locale != catalog.sourceLanguage, !translation.value.hasPluralVariants,
                !translation.value.isEmpty
            else { return nil }
            let requirement = requirements.requirement(for: translation.locale, integerCount: integerCount)
            guard requirement.distinguishesCounts else { return nil }
            guard let severity = singleFormSeverity(requirement, context), !Self.isSourceCopy(translation, of: entry, in: catalog) else { return nil }
            // Worded so nothing agrees with the number ("Заметки (%i) перемещены", "Удалено: %i"):
            // one text is right for every count.
            if let text = translation.value.unit?.value, CountHeuristics.countTokens(in: text, spareNonCounts: options.spareNonCounts).isEmpty { return nil }
            let message = FindingMessage("has no plural variants; \(translation.locale) needs \(list(requirement.required))", id: "noPluralVariants")
            // One text for every count, as if it were the `other` variant.
            return context.diagnostic(
                message, about: FindingSubject(key: entry.key, locale: translation.locale), at: translation.value.primaryRange ?? translation.localeRange
            ).with(severity: severity)
        }
    }

    /// A single form for every count falls back like a lone `other`: a warning where the language
    /// has more than one and other (its nouns inflect after numerals). Where it has just one and
    /// other it is usually deliberate (Danish "svar", Hungarian and Turkish nouns after any
    /// numeral, invariant nouns, keys only ever shown for two or more): nil, no finding, unless
    /// `reportSingleForms` asks for a note.
    private func singleFormSeverity(_ requirement: PluralRequirement, _ context: RuleContext) -> Severity? {
        guard requirement.required.subtracting([.one, .other]).isEmpty else { return context.severity.lowered }
        return options.reportSingleForms ? context.severity.lowered.lowered : nil
    }

    // MARK: Categories

    private func categoryFindings(
        _ entry: CatalogEntry, _ translation: Translation, in catalog: Catalog, source: LocalizedValue?, sourceTexts: inout [String]?,
        _ requirements: inout PluralRequirementMemo, _ context: RuleContext
    ) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (path, variations) in Self.pluralVariations(in: translation.value, path: []) {
            let requirement = requirements.requirement(for: translation.locale) {
                let texts = sourceTexts ?? (source?.unitTexts ?? []) + (entry.isSourceKey ? [entry.key] : [])
                sourceTexts = texts
                return Self.isIntegerCount(path, variations, in: translation.value, source: texts)
            }
            // Each selector's category, parsed once for the questions below.
            let categories = variations.variants.map { PluralCategory(rawValue: $0.selector) }
            findings += countlessVariantFindings(variations, categories, at: path, in: translation, of: entry, catalog: catalog, context)
            // Most variation sets are complete: told without building sets or messages.
            if !Self.mayReport(categories, requirement, reportUnused: options.reportUnusedCategories) { continue }
            // The source's variants copied whole are untranslated text: unchanged-translation's one finding.
            if Self.isSourceCopy(translation, of: entry, in: catalog) { return [] }
            let subject = FindingSubject(key: entry.key, locale: translation.locale, variant: path)
            let fallback = variations.variants.first?.selectorRange ?? translation.localeRange
            func report(_ message: FindingMessage, at range: SourceRange, severity: Severity) {
                findings.append(context.diagnostic(message, about: subject, at: range).with(severity: severity))
            }
            let present = Set(categories.compactMap { $0 })
            let unknown = zip(variations.variants, categories).filter { $0.1 == nil }.map(\.0)
            let missing = requirement.required.subtracting(present)
            if let first = unknown.first {
                let names = unknown.map(\.selector).joined(separator: ", ")
                let noun = unknown.count == 1 ? "a plural variant \(names) that is not a plural category" : "plural variants \(names) that are not plural categories"
                // With no real category at all, one finding says both what is wrong and what is needed.
                let needs = present.isEmpty ? "; \(translation.locale) needs \(list(requirement.required))" : ""
                report(FindingMessage("has \(noun)\(needs)", id: "notPluralCategories"), at: first.selectorRange, severity: context.severity)
            }
            if !missing.isEmpty, !(present.isEmpty && !unknown.isEmpty),
                !Self.writesMissingFormInOther(missing, variations, categories, locale: translation.locale, requirement: requirement)
            {
                let has = "(has \(present.isEmpty ? "none" : list(present)))"
                // Foundation shows `other` for a missing category: wrong only if the word inflects.
                if present.contains(.other) {
                    let severity = present.subtracting([.zero]) == [.other] ? singleFormSeverity(requirement, context) : context.severity.lowered
                    if let severity { report(FindingMessage("lacks plural \(categoryNoun(missing)) \(list(missing)) \(has); those counts show the other variant", id: "missingCategories"), at: fallback, severity: severity) }
                } else {
                    report(FindingMessage("lacks plural \(categoryNoun(missing)) \(list(missing)) \(has)", id: "missingCategories"), at: fallback, severity: context.severity)
                }
            }
            let largeNumber = requirement.largeNumber.subtracting(present)
            if !largeNumber.isEmpty {
                report(
                    FindingMessage("lacks plural \(categoryNoun(largeNumber)) \(list(largeNumber)), used for exact millions", id: "missingLargeNumberCategories"),
                    at: fallback, severity: context.severity.lowered)
            }
            if options.reportUnusedCategories, let allowed = requirement.allowed {
                let unused = zip(variations.variants, categories).filter { $0.1.map { !allowed.contains($0) } ?? false }.map(\.0)
                if let first = unused.first {
                    let names = unused.map(\.selector).joined(separator: ", ")
                    // Dead text, never shown: worth a cleanup, not a warning.
                    report(
                        FindingMessage(
                            "has plural \(unused.count == 1 ? "category" : "categories") \(names), which \(translation.locale) never selects",
                            id: "unusedCategories"),
                        at: first.selectorRange, severity: context.severity.lowered.lowered)
                }
            }
        }
        return findings
    }

    /// True when an integer count's one missing category is written in `other`, which only
    /// fractions select in the language (Russian, Ukrainian, Polish, Belarusian): `other` then
    /// shows for exactly the counts of the missing category. A translator who wrote there a form
    /// unlike every other variant's ("файлов" beside "файл", "файла") wrote it for those counts,
    /// and they read right. The same text as another variant's is a fallback copy: reported.
    static func writesMissingFormInOther(
        _ missing: Set<PluralCategory>, _ variations: Variations, _ categories: [PluralCategory?], locale: LocaleID, requirement: PluralRequirement
    ) -> Bool {
        // `other` required means a count that may be a fraction: then `other` is its own form.
        guard missing.count == 1, !requirement.required.contains(.other), PluralCategories.fractionOnlyCategories(for: locale).contains(.other),
            let other = zip(variations.variants, categories).first(where: { $0.1 == .other })?.0.value.unitTexts
        else { return false }
        return zip(variations.variants, categories).allSatisfy { variant, category in
            category == .other || category == .zero || variant.value.unitTexts != other
        }
    }

    /// True when a translation is the source's variants copied whole (a `.stringsdict` left in
    /// English): one defect, the untranslated text, which `unchanged-translation` owns; its
    /// categories are the source language's, and translating it is the fix. Asked only where a
    /// finding would follow.
    static func isSourceCopy(_ translation: Translation, of entry: CatalogEntry, in catalog: Catalog) -> Bool {
        translation.locale != catalog.sourceLanguage && SourceUnits(entry: entry, in: catalog)?.isCopied(into: translation.value) == true
    }

    /// False when ``categoryFindings`` has nothing to say about variants with these categories
    /// (nil: a selector that is none): none unknown, none missing, none unused.
    static func mayReport(_ categories: [PluralCategory?], _ requirement: PluralRequirement, reportUnused: Bool) -> Bool {
        if categories.contains(nil) { return true }
        let present = categories.compactMap { $0 }
        if !requirement.required.allSatisfy(present.contains) || !requirement.largeNumber.allSatisfy(present.contains) { return true }
        guard reportUnused, let allowed = requirement.allowed else { return false }
        return present.contains { !allowed.contains($0) }
    }

    /// True when the count selecting `variations` is formatted as an integer: a substitution's
    /// declared specifier (`lld`), else the specifiers its variants print, else the source's.
    static func isIntegerCount(_ path: [String], _ variations: Variations, in value: LocalizedValue, source: [String]) -> Bool {
        if let marker = path.last(where: { $0.hasPrefix("%#@") }) {
            let name = String(marker.dropFirst(3).dropLast())
            if let specifier = value.substitutions.first(where: { $0.name == name })?.formatSpecifier {
                return integerKind(of: ["%" + specifier]) ?? false
            }
        }
        let texts = variations.variants.flatMap { $0.value.unitTexts }
        return integerKind(of: texts) ?? integerKind(of: source) ?? false
    }

    /// True when the texts format integers only, false when they format a floating-point
    /// number, nil when they format no number.
    static func integerKind(of texts: [String]) -> Bool? {
        var sawInteger = false
        for text in texts where TextSearch.contains(text, "%") {
            for token in FormatString(text).tokens {
                guard let specifier = token.specifier else { continue }
                if specifier.isFloatingPoint { return false }
                if specifier.isIntegerCount { sawInteger = true }
            }
        }
        return sawInteger ? true : nil
    }

    /// Every plural variation set in a value with the selectors leading to it: top level,
    /// nested in device variants, and in substitutions (`["%#@lessons@"]`).
    static func pluralVariations(in value: LocalizedValue, path: [String]) -> [(path: [String], variations: Variations)] {
        var result: [(path: [String], variations: Variations)] = []
        if let variations = value.variations {
            if variations.kind == .plural { result.append((path, variations)) }
            // A plain variant holds no variations: no path is built for it.
            for variant in variations.variants where !variant.value.isPlain {
                result += pluralVariations(in: variant.value, path: path + [variant.selector])
            }
        }
        for substitution in value.substitutions {
            let marker = path + ["%#@\(substitution.name)@"]
            guard let variations = substitution.variations else { continue }
            if variations.kind == .plural { result.append((marker, variations)) }
            for variant in variations.variants where !variant.value.isPlain {
                result += pluralVariations(in: variant.value, path: marker + [variant.selector])
            }
        }
        return result
    }

    private func list(_ categories: Set<PluralCategory>) -> String {
        categories.sorted().map(\.rawValue).joined(separator: ", ")
    }

    private func categoryNoun(_ categories: Set<PluralCategory>) -> String {
        categories.count == 1 ? "category" : "categories"
    }
}
