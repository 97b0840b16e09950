/// Reports count strings without plural variants, plural variants missing categories a language
/// needs, and categories a language never selects.
struct PluralVariantsRule: Rule {
    typealias Options = PluralVariantsOptions

    static let description = RuleDescription(
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
            - numbers glued to letters, digits or `# : / . , _` (`#%d`, `v%d`, `%d:%02d`, \
            `%lld/%lld`, `%d.%d`): IDs, versions, times, fractions;
            - percentages (`%lld%%`, `%lld %%`);
            - numbers no word follows (`Level %lld`, `Inbox (%lld)`, `Items: %lld`), the usual way \
            to write a count without plurals;
            - positions (`Page %d of %d`) and numbers after a label word (`Level`, `Page`, `Step`, \
            `Chapter`, `Lesson`, `Day`, `Version`, `No.`, …) or `©`/`Copyright` (years).

            Set `spareNonCounts: false` to check every integer.

            **Missing categories** (error). Each locale's plural variants, wherever they are (top \
            level, nested in device variants, in substitutions), contain every category its \
            language selects under CLDR 45 (en, de: one other; zh, ja, ko: other; ru, uk, pl: one \
            few many other; ar: zero one two few many other; locales fall back to their \
            language, `pt-PT` → `pt`, `zh-Hant-TW` → `zh`). `zero` is always optional: \
            Foundation honours it for 0 in every language. `many` in French, Spanish, Italian, \
            Portuguese and Catalan (CLDR 42+) only selects exact millions and compact numbers \
            ("1 000 000 de sessions"); real catalogs lack it and `other` reads almost right, so \
            it is optional unless `largeNumberMany` is `warning` or `error`.

            **Unused categories** (warning): a category the language never selects (zh-Hans \
            `one`) is dead text a translator maintained for nothing. Hebrew `many` is accepted \
            (CLDR 45 dropped it, older systems still select it). A selector that is no plural \
            category at all is an error.

            Options: `requiredCategories` (language or locale → categories, replacing CLDR's), \
            `largeNumberMany` (`ignore`, `warning`, `error`), `reportUnusedCategories`, \
            `spareNonCounts`.
            """,
        defaultSeverity: .error,
        passingExamples: passingExamples,
        failingExamples: failingExamples)

    let options: Options

    init(options: Options) { self.options = options }

    func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for catalog in context.project.catalogs {
            let sourceRequirement = options.requirement(for: catalog.sourceLanguage)
            for entry in catalog.entries where !entry.isStale {
                var findings: [Diagnostic] = []
                if entry.isSourceKey, let source = catalog.sourceValue(of: entry) {
                    findings += countFindings(entry, source: source, catalog: catalog, sourceRequirement: sourceRequirement, context)
                }
                for translation in entry.translations {
                    findings += categoryFindings(entry, translation, context)
                }
                diagnostics += findings
            }
        }
        return diagnostics
    }

    // MARK: Counts without plural variants

    private func countFindings(
        _ entry: CatalogEntry, source: LocalizedValue, catalog: Catalog, sourceRequirement: PluralRequirement, _ context: RuleContext
    ) -> [Diagnostic] {
        let sourceCounts = source.hasPluralVariants
            ? [] : CountHeuristics.countTokens(in: source.unit?.value ?? "", spareNonCounts: options.spareNonCounts)
        guard source.hasPluralVariants || !sourceCounts.isEmpty else { return [] }
        if let count = sourceCounts.first, sourceRequirement.distinguishesCounts {
            let locale = catalog.sourceLanguage
            let message = "'\(entry.key)' in \(locale) uses \(count.text) as a count but has no plural variants; "
                + "\(locale) needs \(list(sourceRequirement.required))"
            return [context.diagnostic(message, at: source.primaryRange ?? entry.keyRange, key: entry.key, locale: locale)]
        }
        return entry.translations.compactMap { translation in
            guard translation.locale != catalog.sourceLanguage, !translation.value.hasPluralVariants,
                !translation.value.isEmpty
            else { return nil }
            let requirement = options.requirement(for: translation.locale)
            guard requirement.distinguishesCounts else { return nil }
            let message = "'\(entry.key)' in \(translation.locale) has no plural variants; "
                + "\(translation.locale) needs \(list(requirement.required))"
            return context.diagnostic(
                message, at: translation.value.primaryRange ?? translation.localeRange, key: entry.key, locale: translation.locale)
        }
    }

    // MARK: Categories

    private func categoryFindings(_ entry: CatalogEntry, _ translation: Translation, _ context: RuleContext) -> [Diagnostic] {
        let requirement = options.requirement(for: translation.locale)
        var findings: [Diagnostic] = []
        for (path, variations) in Self.pluralVariations(in: translation.value, path: []) {
            let subject = "'\(entry.key)' in \(translation.locale)\(path.variantSuffix)"
            let fallback = variations.variants.first?.selectorRange ?? translation.localeRange
            func report(_ message: String, at range: SourceRange, severity: Severity) {
                findings.append(context.diagnostic(message, at: range, key: entry.key, locale: translation.locale).with(severity: severity))
            }
            let present = variations.pluralCategories
            let unknown = variations.variants.filter { PluralCategory(rawValue: $0.selector) == nil }
            let missing = requirement.required.subtracting(present)
            if let first = unknown.first {
                let names = unknown.map(\.selector).joined(separator: ", ")
                let noun = unknown.count == 1 ? "a plural variant \(names) that is not a plural category" : "plural variants \(names) that are not plural categories"
                // With no real category at all, one finding says both what is wrong and what is needed.
                let needs = present.isEmpty ? "; \(translation.locale) needs \(list(requirement.required))" : ""
                report("\(subject) has \(noun)\(needs)", at: first.selectorRange, severity: context.severity)
            }
            if !missing.isEmpty, !(present.isEmpty && !unknown.isEmpty) {
                report(
                    "\(subject) lacks plural \(categoryNoun(missing)) \(list(missing)) (has \(present.isEmpty ? "none" : list(present)))",
                    at: fallback, severity: context.severity)
            }
            let largeNumber = requirement.largeNumber.subtracting(present)
            if !largeNumber.isEmpty {
                report(
                    "\(subject) lacks plural \(categoryNoun(largeNumber)) \(list(largeNumber)), used for exact millions",
                    at: fallback, severity: context.severity.lowered)
            }
            if options.reportUnusedCategories, let allowed = requirement.allowed {
                let unused = variations.variants.filter { PluralCategory(rawValue: $0.selector).map { !allowed.contains($0) } ?? false }
                if let first = unused.first {
                    let names = unused.map(\.selector).joined(separator: ", ")
                    report(
                        "\(subject) has plural \(unused.count == 1 ? "category" : "categories") \(names), which \(translation.locale) never selects",
                        at: first.selectorRange, severity: context.severity.lowered)
                }
            }
        }
        return findings
    }

    /// Every plural variation set in a value with the selectors leading to it: top level,
    /// nested in device variants, and in substitutions (`["%#@lessons@"]`).
    static func pluralVariations(in value: LocalizedValue, path: [String]) -> [(path: [String], variations: Variations)] {
        var result: [(path: [String], variations: Variations)] = []
        if let variations = value.variations {
            if variations.kind == .plural { result.append((path, variations)) }
            for variant in variations.variants {
                result += pluralVariations(in: variant.value, path: path + [variant.selector])
            }
        }
        for substitution in value.substitutions {
            let marker = path + ["%#@\(substitution.name)@"]
            guard let variations = substitution.variations else { continue }
            if variations.kind == .plural { result.append((marker, variations)) }
            for variant in variations.variants {
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

extension PluralVariantsRule {
    static let passingExamples = [
        RuleExample("strings.json", """
            {
              "practice.sessions": {
                "en": { "one": "%lld session", "other": "%lld sessions" },
                "zh-Hans": "%lld 次练习 🎯",
                "fr": { "one": "%lld séance", "other": "%lld séances" },
                "ar": { "one": "جلسة واحدة", "two": "جلستان", "few": "%lld جلسات", "many": "%lld جلسة", "other": "%lld جلسة" }
              },
              "level": { "en": "Level %lld", "zh-Hans": "第 %lld 级 🏆" },
              "progress": { "en": "%lld%% complete", "zh-Hans": "已完成 %lld%%" },
              "timer": { "en": "%d:%02d left", "zh-Hans": "剩余 %d:%02d" },
              "page": { "en": "Page %d of %d", "zh-Hans": "第 %d 页，共 %d 页" },
              "lessons": { "en": { "zero": "No lessons yet", "one": "%lld lesson", "other": "%lld lessons" } }
            }
            """),
        RuleExample("Localizable.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld lessons left" : {
                  "localizations" : {
                    "en" : {
                      "stringUnit" : { "state" : "translated", "value" : "%#@lessons@ left" },
                      "substitutions" : {
                        "lessons" : {
                          "formatSpecifier" : "lld",
                          "variations" : { "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg lesson" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg lessons" } }
                          } }
                        }
                      }
                    },
                    "ru" : { "variations" : { "device" : { "iphone" : { "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "Остался %lld урок" } },
                      "few" : { "stringUnit" : { "state" : "translated", "value" : "Осталось %lld урока" } },
                      "many" : { "stringUnit" : { "state" : "translated", "value" : "Осталось %lld уроков" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "Осталось %lld урока 📚" } }
                    } } } } } },
                    "zh-Hant-TW" : { "variations" : { "plural" : {
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "還剩 %lld 堂課" } }
                    } } }
                  }
                }
              },
              "version" : "1.0"
            }
            """),
    ]

    static let failingExamples = [
        RuleExample("strings.json", """
            {
              "practice.streak": { "en": ↓"%lld-day streak 🔥", "zh-Hans": "连续 %lld 天 🔥" },
              "practice.sessions": {
                "en": { "one": "%lld session", "other": "%lld sessions" },
                "ru": ↓"%lld занятий",
                "uk": { ↓"one": "%lld заняття", "other": "%lld занять" },
                "zh-Hans": { ↓"one": "%lld 次练习", "other": "%lld 次练习" }
              }
            }
            """, messages: [
                "'practice.streak' in en uses %lld as a count but has no plural variants; en needs one, other",
                "'practice.sessions' in ru has no plural variants; ru needs one, few, many, other",
                "'practice.sessions' in uk lacks plural categories few, many (has one, other)",
                "'practice.sessions' in zh-Hans has plural category one, which zh-Hans never selects",
            ]),
        RuleExample("Localizable.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                ↓"Delete %d photos?" : {
                  "localizations" : { "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "删除 %d 张照片？🗑" } } }
                },
                "%lld photos" : {
                  "localizations" : {
                    "en" : { "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld photo" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld photos" } },
                      ↓"several" : { "stringUnit" : { "state" : "translated", "value" : "%lld photos 📷" } }
                    } } },
                    "pl" : {
                      "stringUnit" : { "state" : "translated", "value" : "%#@photos@" },
                      "substitutions" : {
                        "photos" : {
                          "argNum" : 1, "formatSpecifier" : "lld",
                          "variations" : { "plural" : {
                            ↓"one" : { "stringUnit" : { "state" : "translated", "value" : "%arg zdjęcie" } },
                            "few" : { "stringUnit" : { "state" : "translated", "value" : "%arg zdjęcia" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg zdjęcia" } }
                          } }
                        }
                      }
                    },
                    "ar" : { "variations" : { "device" : { "iphone" : { "variations" : { "plural" : {
                      ↓"one" : { "stringUnit" : { "state" : "translated", "value" : "صورة واحدة" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld صورة" } }
                    } } } } } }
                  }
                }
              },
              "version" : "1.0"
            }
            """, messages: [
                "'Delete %d photos?' in en uses %d as a count but has no plural variants; en needs one, other",
                "'%lld photos' in en has a plural variant several that is not a plural category",
                "'%lld photos' in pl (%#@photos@) lacks plural category many (has one, few, other)",
                "'%lld photos' in ar (iphone) lacks plural categories two, few, many (has one, other)",
            ]),
        RuleExample("strings.json", """
            {
              "followers": {
                "en": { "one": "%lld follower", "other": "%lld followers" },
                "fr": { ↓"one": "%lld abonné", "other": "%lld abonnés 👥" },
                "he": { ↓"one": "עוקב אחד", "other": "%lld עוקבים" }
              }
            }
            """, options: #"{"largeNumberMany": "warning", "requiredCategories": {"he": ["one", "two", "many", "other"]}}"#, messages: [
                "'followers' in fr lacks plural category many, used for exact millions",
                "'followers' in he lacks plural categories two, many (has one, other)",
            ]),
        RuleExample(files: [
            .init("en.lproj/Localizable.strings", """
                "photos.count" = ↓"%d photos 📷";
                """),
            .init("en.lproj/Localizable.stringsdict", stringsDict(key: "lessons.left", format: "%#@lessons@ left", plurals: """
                      <key>one</key>
                      <string>%lld lesson</string>
                      <key>other</key>
                      <string>%lld lessons</string>
                """)),
            .init("ru.lproj/Localizable.stringsdict", stringsDict(key: "lessons.left", format: "Осталось %#@lessons@", plurals: """
                      <key>↓one</key>
                      <string>%lld урок</string>
                      <key>other</key>
                      <string>%lld уроков 📚</string>
                """)),
        ], messages: [
            "'photos.count' in en uses %d as a count but has no plural variants; en needs one, other",
            "'lessons.left' in ru (%#@lessons@) lacks plural categories few, many (has one, other)",
        ]),
    ]

    /// A one-key `.stringsdict` with one plural variable, for the examples.
    private static func stringsDict(key: String, format: String, plurals: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
          <key>\(key)</key>
          <dict>
            <key>NSStringLocalizedFormatKey</key>
            <string>\(format)</string>
            <key>lessons</key>
            <dict>
              <key>NSStringFormatSpecTypeKey</key>
              <string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key>
              <string>lld</string>
        \(plurals)
            </dict>
          </dict>
        </dict>
        </plist>
        """
    }
}
