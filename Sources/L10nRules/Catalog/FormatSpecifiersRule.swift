import L10nModel
import L10nParsing
import L10nAnalysis

/// Reports translations whose format arguments differ from the source's: missing, extra, or read
/// as another type.
package struct FormatSpecifiersRule: CatalogEntryRule {
    package static let description = RuleDescription(
        id: "format-specifiers",
        name: "Format Specifiers",
        summary: "A translation's format arguments differ from the source's in number or type",
        rationale: """
            `String(format:)`, `String(localized:)` and SwiftUI's `Text` fill a translation's `%@`, \
            `%lld` and `%#@name@` with the arguments the code passes for the *source* text. A \
            translation that reads an argument as another type crashes (`%@` given an integer) or \
            prints garbage (`%d` given a double); one that reads an extra argument reads past the \
            end of the list; one that drops an argument silently loses the name, count or price \
            the user needed.

            Each translation is compared argument by argument with the source value (for String \
            Catalog keys without a source unit, the key). Positions are honoured, so `%2$@ %1$@` \
            may reorder the source's `%@ %@`, and `%%` is a literal percent sign. Plural and \
            device variants are alternatives, so what a value reads is the union over its \
            variants: a `one` variant may omit the count ("One lesson"), but no variant may \
            read an argument the source lacks or read one as another type. Inside String \
            Catalog substitutions `%arg` is the substitution's own argument (`argNum`, typed by \
            `formatSpecifier`); `.stringsdict` variables read theirs with ordinary conversions.

            When the key itself is a format string (Xcode extracts `Text("\\(count) posts")` as \
            `%lld posts`), its arguments are what the code passes too: the English value may \
            leave one out ("starred" for `notifications.favorited %lld`) and a translation may \
            still use it, for instance to pick a plural variant. An argument the source reads \
            only to pick a variant (`%#@count@` whose variants print a pre-formatted `%2$@`) may \
            be left out by a translation that needs no plural, and so may an English plural \
            suffix at the end of the arguments (`%lld app%@`, where the code passes "s" or ""): \
            `%lld 앱` is right, since Foundation ignores unused trailing arguments. Dropping a \
            suffix in the middle (`%lld file%@ in %@` → `%lld 파일, %@`) without positional \
            specifiers shifts the arguments after it and stays an error.

            - **error**: an extra argument, a missing one the source prints, or a different type \
            (`%@` for `%lld`, `%f` for `%d`); a translation that reads the count only to pick a \
            plural variant but never prints it while the source does.
            - **warning**: the same integer at another size (`%d` for `%lld`: wrong for values \
            beyond 32 bits), or, in a format string, a `%` that starts no specifier or a \
            space-flagged one (`% d` in "50 % de réduction" formats an argument): write `%%`. \
            In a translation that misses an argument, such a `%` is that argument mistyped \
            (`@%`, `% @`): one error, which says so.

            **Named arguments** (Xcode 26: `%(count)lld`, `%(city)@`, with flags, width and \
            length as usual) are compared by name: a translation may write them in any order, \
            and one that drops, adds, renames or retypes a named argument is reported with its \
            name. Xcode numbers a source's named arguments by their first use, counting them \
            with the unnamed ones (`%(count)lld in %@` reads `count` as argument 1 and `%@` as \
            2), and a name that recurs reads the same argument again; so a translation may also \
            write a named argument positionally (`%1$lld` for `count`). A named argument may \
            carry its number (`%2$(newName)@`, as catalogs of Xcode 26 and Crowdin write one a \
            translation reorders): the number is the argument. In a translation a name \
            stands for the source's argument of that name wherever it is, and a name the source \
            lacks is an extra argument. Mixing named and unnamed specifiers in one string is \
            legal but fragile: the unnamed ones keep their sequential numbers.

            When the source has no format argument at all its `%` signs are plain text (the code \
            does not format it), so only unmistakable specifiers in the translation (`%@`, \
            `%lld`, `%1$@`, no flags or width) are reported: "50 % de réduction" is fine there. \
            An `.lproj` key that only translations define, written as English text with format \
            arguments (`"Cannot find VM with ID: %@"`, in a table keyed by English text whose \
            development-language file lacks it), is what the code formats and what English \
            shows: its translations are compared with the key, unless no code uses it \
            (`unused-key`). The singular half of a count split by hand into two keys (`%d year` beside `%d \
            years`, see `plural-variants`) is shown for 1 only: its translation may leave the \
            count out (`1 год`). Empty translations are left to `missing-translation`.
            """,
        defaultSeverity: .error,
        reportColumn: .formatErrors,
        passingExamples: [
            // A plural form English leaves empty on purpose, which Polish fills (the
            // `key-plural-N` scheme of tables shared with Android).
            RuleExample(files: [
                .init("en.lproj/Localizable.strings", #""minutes_ago" = "%d minutes ago";\#n"minutes_ago-plural-2" = "";\#n"#),
                .init("pl.lproj/Localizable.strings", #""minutes_ago" = "%d minuty temu";\#n"minutes_ago-plural-2" = "%d minut temu";\#n"#),
            ]),
            RuleExample("strings.json", """
                {
                  "greeting": { "en": "Hello, %1$@! You have %2$lld points", "zh-Hans": "%1$@，你好！你有 %2$lld 积分 🎉" },
                  "discount": { "en": "Save 50%", "fr": "Économisez 50 % 🏷" },
                  "progress": { "en": "%lld%% done", "zh-Hans": "已完成 %lld%%" },
                  "lessons": {
                    "en": { "one": "One lesson left", "other": "%lld lessons left" },
                    "zh-Hans": "还剩 %ld 节课"
                  },
                  "apps.count": { "en": "%lld app%@", "ko": "%lld 앱" }
                }
                """),
            RuleExample("Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%lld posts from %lld people" : {
                      "localizations" : {
                        "zh-Hans" : {
                          "stringUnit" : { "state" : "translated", "value" : "%#@posts@来自 %#@people@" },
                          "substitutions" : {
                            "people" : {
                              "argNum" : 2, "formatSpecifier" : "lld",
                              "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg 人 👥" } } } }
                            },
                            "posts" : {
                              "argNum" : 1, "formatSpecifier" : "lld",
                              "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg 条嘟文" } } } }
                            }
                          }
                        }
                      }
                    },
                    "Visits" : {
                      "extractionState" : "manual",
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "%2$@: %1$lld Besuche" } },
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "%(count)lld visits to %(city)@" } },
                        "fr" : { "stringUnit" : { "state" : "translated", "value" : "À %(city)@ : %(count)lld visites 🗼" } }
                      }
                    },
                    "rename" : {
                      "extractionState" : "manual",
                      "localizations" : {
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "Rename %1$(oldName)@ to %2$(newName)@" } },
                        "ja" : { "stringUnit" : { "state" : "translated", "value" : "%2$(newName)@に%1$(oldName)@の名前を変更" } }
                      }
                    },
                    "notifications.favorited %lld" : {
                      "comment" : "The key's %lld is the count the code passes; English does not print it",
                      "localizations" : {
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "starred ⭐️" } },
                        "fr" : {
                          "stringUnit" : { "state" : "translated", "value" : "%#@count@" },
                          "substitutions" : {
                            "count" : {
                              "formatSpecifier" : "lld",
                              "variations" : { "plural" : {
                                "one" : { "stringUnit" : { "state" : "translated", "value" : "a aimé" } },
                                "other" : { "stringUnit" : { "state" : "translated", "value" : "ont aimé" } }
                              } }
                            }
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
            // The singular half of a count split by hand (the code picks "%d year" by `count == 1`).
            RuleExample(files: [
                .init("en.lproj/Localizable.strings", #""age.year" = "%d year";\#n"age.years" = "%d years";\#n"#),
                .init("ru.lproj/Localizable.strings", #""age.year" = "1 год";\#n"age.years" = "%d г.";\#n"#),
            ]),
        ],
        failingExamples: [
            RuleExample("strings.json", """
                {
                  "welcome": { "en": "Welcome to Lingo, %@!", "zh-Hans": ↓"欢迎来到 Lingo！🎉" },
                  "streak": { "en": "%lld-day streak", "zh-Hans": ↓"连续 %@ 天 🔥" },
                  "score": { "en": "Score: %lld", "ja": ↓"スコア：%d" },
                  "share": { "en": "Share", "zh-Hans": ↓"分享给 %@" },
                  "files.in": { "en": "%lld file%@ in %@", "ko": ↓"%lld 파일, %@" }
                }
                """, messages: [
                    "'welcome' in zh-Hans has 0 format arguments, source has 1 (missing %@)",
                    "'streak' in zh-Hans formats argument 1 as %@, source as %lld",
                    "'score' in ja formats argument 1 as %d (32-bit integer), source as %lld (64-bit integer)",
                    "'share' in zh-Hans has 1 format argument, source has 0 (extra %@)",
                    "'files.in' in ko has 2 format arguments, source has 3 (missing %3$@)",
                ]),
            RuleExample("strings.json", """
                {
                  "reorder": { "en": "%1$@ invited %2$@", "ja": ↓"%2$@ が %3$@ を招待しました" },
                  "days": {
                    "en": { "one": "%lld day", "other": "%lld days" },
                    "ru": { "one": "%lld день", "few": ↓"%lld дня %@", "many": "%lld дней", "other": "%lld дня" }
                  }
                }
                """, messages: [
                    "'reorder' in ja has 2 format arguments, source has 2 (extra %3$@, missing %1$@)",
                    "'days' in ru (few) has 2 format arguments, source has 1 (extra %2$@)",
                ]),
            RuleExample("Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%lld followers" : {
                      "localizations" : {
                        "zh-Hans" : {
                          "stringUnit" : { "state" : "translated", "value" : "%#@followers@" },
                          "substitutions" : {
                            "followers" : {
                              "formatSpecifier" : "lld",
                              "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : ↓"关注者 👀" } } } }
                            }
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """, messages: ["'%lld followers' in zh-Hans (%#@followers@ other) never prints argument 1 (%lld), source does"]),
            RuleExample("Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Visits" : {
                      "extractionState" : "manual",
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : ↓"%(count)@ Besuche in %(city)@" } },
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "%(count)lld visits to %(city)@" } },
                        "es" : { "stringUnit" : { "state" : "translated", "value" : ↓"%(count)lld visitas a %(town)@" } },
                        "ja" : { "stringUnit" : { "state" : "translated", "value" : ↓"%(city)@ 訪問 🗾" } }
                      }
                    },
                    "rename" : {
                      "extractionState" : "manual",
                      "localizations" : {
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "Rename %1$(oldName)@ to %2$(newName)@" } },
                        "ja" : { "stringUnit" : { "state" : "translated", "value" : ↓"%1$(oldName)@の名前を変更" } }
                      }
                    }
                  },
                  "version" : "1.1"
                }
                """, messages: [
                    "'Visits' in de formats argument 'count' as %(count)@, source as %(count)lld",
                    "'Visits' in es has 2 format arguments, source has 2 (extra %(town)@, missing %(city)@)",
                    "'Visits' in ja has 1 format argument, source has 2 (missing %(count)lld)",
                    "'rename' in ja has 1 format argument, source has 2 (missing %(newName)@)",
                ]),
            RuleExample(files: [
                .stringsDict("en.lproj/Localizable.stringsdict", key: "lessons.left", format: "%#@lessons@ left", variable: "lessons", plurals: ["one": "One lesson", "other": "%lld lessons"]),
                .stringsDict("zh-Hans.lproj/Localizable.stringsdict", key: "lessons.left", format: "还剩 %#@lessons@", variable: "lessons", plurals: ["other": "↓%@ 节课 📚"]),
            ], messages: ["'lessons.left' in zh-Hans (%#@lessons@ other) formats argument 1 as %@, source as %lld"]),
            // Keyed by English text with no development-language entry: the key is the source.
            RuleExample(files: [
                .init("en.lproj/Localizable.strings", #""" = "";\#n"#),
                .init("zh-HK.lproj/Localizable.strings", #""Cannot find VM with ID: %@" = ↓"無法透過此 ID 找到虛擬機：";\#n"settings.title" = "設定 %@";\#n"#),
                .init("Server.swift", #"let message = String(format: NSLocalizedString("Cannot find VM with ID: %@", comment: ""), id)"#),
            ], messages: ["'Cannot find VM with ID: %@' in zh-HK has 0 format arguments, source has 1 (missing %@)"]),
            // `@%` for `%@`, as right-to-left editing turns it: the missing argument, mistyped.
            RuleExample("strings.json", """
                {
                  "chains": { "en": "%@ unlocked of %@", "fa": ↓"@% باز شده از @%" }
                }
                """, messages: [
                    "'chains' in fa has 0 format arguments, source has 2 (missing %1$@, %2$@); its 2 '%' that start no format specifier are likely the missing ones mistyped",
                ]),
            // `% @`: a space a machine translation put in `%@`. One defect, not a stray as well.
            RuleExample("strings.json", """
                {
                  "expired": { "en": "Expired on %@", "es": ↓"Caducó el % @" }
                }
                """, messages: ["'expired' in es has 0 format arguments, source has 1 (missing %@); its '% @' is likely the missing one mistyped"]),
        ])

    /// Its findings and their related locations are units and keys of localization files.
    package static let findingsStayInLocalizationFiles = true

    package init(options: NoOptions) {}

    package func check(_ context: RuleContext, catalog index: Int, entries: Range<Int>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let catalog = context.project.catalogs[index]
        // Read in place: an entry or a translation bound to a name is a copy (a retain of each
        // of its strings), and nearly every translation matches its source's signature.
        var unusedKeys: Set<String>?
        catalog.entries.withUnsafeBufferPointer { all in
            for position in entries where all[position].shouldTranslate && !all[position].isStale {
                if all[position].isSourceKey {
                    check(all[position], in: catalog, at: index, context, into: &diagnostics)
                } else if catalog.isLProjTable, let keySource = all[position].keyAsFormatSource {
                    // A key no code shows is `unused-key`'s to remove, not this rule's to compare.
                    let unused = unusedKeys ?? UnusedKeyRule.unusedKeyFindings(forCatalogAt: index, context)
                    unusedKeys = unused
                    if !unused.contains(all[position].key) { check(all[position], keySource: keySource, in: catalog, at: index, context, into: &diagnostics) }
                }
            }
        }
        return diagnostics
    }

    /// One entry's findings: each translation whose arguments differ from the source's.
    private func check(
        _ entry: CatalogEntry, keySource: LocalizedValue? = nil, in catalog: Catalog, at index: Int, _ context: RuleContext, into diagnostics: inout [Diagnostic]
    ) {
        // An empty source says nothing of the arguments: a slot English leaves empty on
        // purpose, which languages with more plural forms fill (`key-plural-2` = "").
        guard let sourceValue = keySource ?? catalog.sourceValue(of: entry), !(sourceValue.isEmpty && catalog.hasEmptySource(entry)) else { return }
        // Parsed for the first translation that needs it: most sources and translations have no '%'.
        let sourceMayBeFormat = ValueArguments.mayReadArguments(sourceValue) || TextSearch.containsAnyByte(entry.key, of: "%")
        var parsedSource: SourceArguments?
        var sourceSignature: FormatSignature?
        let sourceRange = sourceValue.primaryRange ?? entry.keyRange
        entry.translations.withUnsafeBufferPointer { translations in
            // Empty translations are missing-translation's to report.
            for position in translations.indices where translations[position].locale != catalog.sourceLanguage && !translations[position].value.isEmpty {
                // Against a source without arguments, only a translation that reads some is wrong.
                if !sourceMayBeFormat, !ValueArguments.mayReadArguments(translations[position].value) { continue }
                // The source's specifiers in the source's places read the same arguments the same way.
                let signature = sourceSignature ?? FormatSignature(sourceValue)
                sourceSignature = signature
                if signature.matches(translations[position].value) { continue }
                let translation = translations[position]
                let source = parsedSource ?? SourceArguments(entry: entry, value: sourceValue)
                parsedSource = source
                if !source.isFormat, !ValueArguments.mayReadArguments(translation.value) { continue }
                // The singular half of a count split by hand ("%d year" beside "%d years") is
                // shown for 1 only: "1 год" may leave the count out.
                if !ValueArguments.mayReadArguments(translation.value), Self.isSingularHalf(sourceValue, in: catalog, at: index, context) { continue }
                let comparison = ArgumentComparison(
                    key: entry.key, locale: translation.locale, source: source,
                    translation: ValueArguments(translation.value, sourceNames: source.names))
                let fallback = translation.value.primaryRange ?? translation.localeRange
                diagnostics += comparison.findings().map { finding in
                    context.diagnostic(
                        finding.message, about: FindingSubject(key: entry.key, locale: translation.locale, variant: finding.path),
                        at: finding.range ?? fallback,
                        related: [(sourceRange, "source value")]
                    ).with(severity: finding.isLesser ? context.severity.lowered : context.severity)
                }
            }
        }
    }

    /// A plain source whose one argument is a count, the singular half of a pair the code picks
    /// between by `count == 1` (``SplitPluralPairs``).
    private static func isSingularHalf(_ source: LocalizedValue, in catalog: Catalog, at index: Int, _ context: RuleContext) -> Bool {
        guard source.isPlain, let text = source.unit?.value, FormatString(text).tokens.count == 1,
            let count = CountHeuristics.countTokens(in: text, spareNonCounts: true).first
        else { return false }
        return context.analyses.splitPluralPairs(ofCatalogAt: index).half(of: text, count: count) == .singular
    }
}
