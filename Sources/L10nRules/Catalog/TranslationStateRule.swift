import L10nModel
import L10nParsing

/// Options of ``TranslationStateRule``.
package struct TranslationStateOptions: RuleOptions {
    /// How a `machine_translated` unit is reported: teams that ship machine translation on
    /// purpose lower it to a note or accept it.
    package enum MachineTranslated: String, Sendable, Equatable, CaseIterable, OptionChoice {
        case warning, note, accept
    }

    var machineTranslated = MachineTranslated.warning

    package init() {}

    package static let declarations: [RuleOption<TranslationStateOptions>] = [
        RuleOption(
            "machineTranslated", \.machineTranslated,
            summary: "How `machine_translated` units are reported: `warning` (the rule's severity), `note` (one level lower) or `accept` (not reported)."),
    ]
}

/// Reports String Catalog states that ask for attention: translations to review, machine
/// translations nobody reviewed, stale keys, source text still marked new.
package struct TranslationStateRule: CatalogEntryRule {
    package static let description = RuleDescription(
        id: "translation-state",
        name: "Translation State",
        summary: "A String Catalog marks a translation needs_review or machine_translated, a key stale, or source text new",
        rationale: """
            Xcode records where each string stands. These states ship silently unless someone \
            looks, so the rule surfaces them:

            - **warning** `needs_review`: the source text changed after the translation was \
            made (or a tool pre-filled it); users see a translation nobody checked. Review it and \
            mark it translated. One finding per key and locale, counting the variants to review.
            - **warning** `machine_translated` (Xcode 26): machine translation nobody reviewed. \
            Review it and mark it translated; a team that ships machine translation on purpose \
            sets `machineTranslated` to `note` or `accept`. A key with units in both states is \
            reported once, as needing review.
            - **note** `extractionState: stale`: no code uses the key any more (Xcode found it \
            in no build). It still costs translators time; delete it, or mark it `manual` if it \
            is looked up dynamically. Not reported when the linted Swift code uses the key \
            (code Xcode's extraction did not read: under `#if DEBUG`, in a package module), \
            nor when `unused-key` runs and judges the catalog: it reports the key, with a fix.
            - **note** `new` in the source language: the text was added but not confirmed, so \
            translators may not have been asked yet. Skipped where Xcode writes `new` itself: \
            keys extracted from Interface Builder files (`extracted_with_value`), and source units \
            that only number the key's arguments (`%1$@ of %2$@` for the key `%@ of %@`) or, \
            in a variant Xcode made for "Vary by Plural", still hold the key's text, keys a \
            translator has answered (a translation done or waiting for review: the key was sent; \
            Crowdin leaves the source `new`), and \
            catalogs where (nearly) every source unit is `new` (90% of at least 5): a script wrote \
            them that way, so the state says nothing about any one key.

            Translations still marked `new` are untranslated, which `missing-translation` reports. \
            Stale keys are not checked for review. `.strings`, `.stringsdict` and `strings.json` \
            have no states, so only String Catalogs produce findings. The same classification \
            (`CatalogEntry.status(in:)`) feeds the translators' report.
            """,
        defaultSeverity: .warning,
        reportColumn: .translationState,
        passingExamples: [
            RuleExample(files: [
                RuleExample.File("Localizable.xcstrings", """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "Reset onboarding" : {
                          "extractionState" : "stale",
                          "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Onboarding zurücksetzen" } } }
                        }
                      },
                      "version" : "1.0"
                    }
                    """),
                RuleExample.File("DebugMenu.swift", """
                    struct DebugMenu: View {
                        var body: some View {
                            #if DEBUG
                            Button("Reset onboarding") { Onboarding.reset() }
                            #endif
                        }
                    }
                    """),
            ]),
            RuleExample("Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Stop recording" : {
                      "extractionState" : "manual",
                      "localizations" : {
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "Stop recording" } },
                        "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "停止录音 🎙" } }
                      }
                    },
                    "%@ of %@" : {
                      "comment" : "Xcode wrote the numbered source unit itself",
                      "localizations" : {
                        "en" : { "stringUnit" : { "state" : "new", "value" : "%1$@ of %2$@" } },
                        "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ / %2$@ 📄" } }
                      }
                    },
                    "%lld votes" : {
                      "comment" : "Vary by Plural: Xcode filled the other variant with the key",
                      "localizations" : {
                        "en" : { "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld vote" } },
                          "other" : { "stringUnit" : { "state" : "new", "value" : "%lld votes" } }
                        } } },
                        "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "%lld 票" } }
                      }
                    },
                    "Smaller" : {
                      "comment" : "Still new in English, yet a translator has answered",
                      "localizations" : {
                        "en" : { "stringUnit" : { "state" : "new", "value" : "Smaller" } },
                        "fr" : { "stringUnit" : { "state" : "new", "value" : "Smaller" } },
                        "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "缩小" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
            RuleExample("Generated.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "home.title" : { "localizations" : {
                      "en" : { "stringUnit" : { "state" : "new", "value" : "Home" } },
                      "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "主页" } }
                    } },
                    "lesson.start" : { "localizations" : {
                      "en" : { "stringUnit" : { "state" : "new", "value" : "Start lesson" } },
                      "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "开始上课" } }
                    } },
                    "lesson.next" : { "localizations" : {
                      "en" : { "stringUnit" : { "state" : "new", "value" : "Next lesson" } },
                      "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "下一课" } }
                    } },
                    "profile.title" : { "localizations" : {
                      "en" : { "stringUnit" : { "state" : "new", "value" : "Profile" } },
                      "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "个人资料" } }
                    } },
                    "settings.title" : { "localizations" : {
                      "en" : { "stringUnit" : { "state" : "new", "value" : "Settings" } },
                      "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "设置" } }
                    } }
                  },
                  "version" : "1.0"
                }
                """),
        ],
        failingExamples: [
            RuleExample("Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "recording.stop" : {
                      "localizations" : {
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "Stop recording" } },
                        "zh-Hans" : { "stringUnit" : { "state" : "needs_review", "value" : ↓"停止 🎙" } }
                      }
                    },
                    ↓"legacy.unused" : {
                      "extractionState" : "stale",
                      "localizations" : {
                        "zh-Hans" : { "stringUnit" : { "state" : "needs_review", "value" : "旧标签" } }
                      }
                    },
                    "paywall.headline" : {
                      "localizations" : {
                        "en" : { "stringUnit" : { "state" : "new", "value" : ↓"Unlock all lessons ✨" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """, messages: [
                    "'recording.stop' in zh-Hans needs review",
                    "'legacy.unused' is stale: no code uses it",
                    "'paywall.headline' in en is marked new (source text not confirmed)",
                ]),
            RuleExample("Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%lld lessons" : {
                      "localizations" : {
                        "ru" : {
                          "variations" : {
                            "plural" : {
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld урок" } },
                              "few" : { "stringUnit" : { "state" : "needs_review", "value" : ↓"%lld урока" } },
                              "many" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld уроков" } },
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld урока 📚" } }
                            }
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """, messages: ["'%lld lessons' in ru needs review (2 of 4 variants: few, many)"]),
            RuleExample("Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Start lesson" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "machine_translated", "value" : ↓"Lektion starten ▶︎" } }
                      }
                    }
                  },
                  "version" : "1.1"
                }
                """, messages: ["'Start lesson' in de is machine-translated and not reviewed"]),
        ])

    let options: TranslationStateOptions

    /// Its findings and their related locations are units and keys of localization files.
    package static let findingsStayInLocalizationFiles = true

    package init(options: TranslationStateOptions) { self.options = options }

    package func check(_ context: RuleContext, catalog index: Int, entries: Range<Int>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let catalog = context.project.catalogs[index]
        let marksEverySourceNew = context.analyses.runState(of: context.ruleID, part: index) { Self.marksEverySourceNew(catalog) }
        // A locale the project does not build (an `.lproj` folder `knownRegions` omits) is read by no one.
        let unbuilt = context.analyses.unbuiltLocales(ofCatalogAt: index)
        // Read in place: an entry or a translation bound to a name is a copy (a retain of each
        // of its strings), and nearly every translation is translated, decided without one.
        catalog.entries.withUnsafeBufferPointer { all in
            for position in entries {
                check(all[position], in: catalog, at: index, skipping: unbuilt, marksEverySourceNew: marksEverySourceNew, context, into: &diagnostics)
            }
        }
        return diagnostics
    }

    /// One entry's findings: a stale key, or each built locale's translation by its state.
    private func check(
        _ entry: CatalogEntry, in catalog: Catalog, at index: Int, skipping unbuilt: Set<LocaleID>, marksEverySourceNew: Bool,
        _ context: RuleContext, into diagnostics: inout [Diagnostic]
    ) {
        if entry.isStale {
            // Xcode marks a key stale when its last extraction found it in no code; code it
            // does not extract (under `#if DEBUG`, in a package the app's build does not
            // read) may still use it, and the linted code tells.
            // A key no code uses is `unused-key`'s finding when that rule judges the
            // catalog: the same note twice would be noise, and that one's fix removes it.
            let usage = context.analyses.keyUsage
            if !(usage.hasCode(inProject: catalog.project) && usage.isUsed(entry.key, inProject: catalog.project)),
                !UnusedKeyRule.reportsUnusedKeys(ofCatalogAt: index, context) {
                diagnostics.append(context.diagnostic(FindingMessage("is stale: no code uses it", id: "stale", lead: .key), about: FindingSubject(key: entry.key), at: entry.keyRange)
                    .with(severity: context.severity.lowered))
            }
            return
        }
        entry.translations.withUnsafeBufferPointer { translations in
            for position in translations.indices where unbuilt.isEmpty || !unbuilt.contains(translations[position].locale) {
                let isSource = translations[position].locale == catalog.sourceLanguage
                if isSource, marksEverySourceNew { continue }
                if let finding = finding(entry, translations[position], isSource: isSource, context) {
                    diagnostics.append(finding)
                }
            }
        }
    }

    /// True when a tool wrote the catalog marking (nearly) every source unit `new`: then the
    /// state is the tool's habit, not a key whose text nobody confirmed. At least 90% of at
    /// least 5 source units.
    static func marksEverySourceNew(_ catalog: Catalog) -> Bool {
        var (units, new) = (0, 0)
        for entry in catalog.entries where !entry.isStale {
            guard let source = entry.translations.first(where: { $0.locale == catalog.sourceLanguage }) else { continue }
            source.value.forEachUnitIgnoringPath { unit in
                units += 1
                if unit.state == .new { new += 1 }
            }
        }
        return units >= 5 && Double(new) >= 0.9 * Double(units)
    }

    /// Decides with ``CatalogEntry/status(in:)``, the classification the translators' report
    /// counts with, so a key the report calls "needs review" is the one reported here.
    private func finding(_ entry: CatalogEntry, _ translation: Translation, isSource: Bool, _ context: RuleContext) -> Diagnostic? {
        let status = entry.status(of: translation)
        guard status == .new || status == .needsReview || status == .machineTranslated else { return nil }
        let subject = FindingSubject(key: entry.key, locale: translation.locale)
        let units = translation.value.allUnits
        switch status {
        case .new:
            // Translations still `new` are missing-translation's. Xcode marks text it extracted from
            // Interface Builder files `new` in the source language for good (the nib is the source
            // of truth), so those keys are skipped; so are the units it fills in itself: a
            // variant of "Vary by Plural" still holding the key's text, the key with its
            // arguments numbered.
            guard isSource, entry.extractionState != "extracted_with_value",
                let new = units.first(where: { $0.unit.state == .new && !(!$0.path.isEmpty && $0.unit.value == entry.key) }),
                !Self.isNumberedKey(new.unit.value, of: entry.key), !Self.isAnsweredByATranslator(entry, source: translation.locale)
            else { return nil }
            return context.diagnostic(FindingMessage("is marked new (source text not confirmed)", id: "sourceMarkedNew"), about: subject, at: new.unit.range)
                .with(severity: context.severity.lowered)
        case .needsReview:
            let toReview = units.filter { $0.unit.state == .needsReview }
            guard let first = toReview.first else { return nil }
            return context.diagnostic(FindingMessage("needs review" + Self.variants(toReview, of: units), id: "needsReview"), about: subject, at: first.unit.range)
        case .machineTranslated:
            let machine = units.filter { $0.unit.state == .machineTranslated }
            guard let first = machine.first, options.machineTranslated != .accept else { return nil }
            let message = "is machine-translated and not reviewed" + Self.variants(machine, of: units)
            let diagnostic = context.diagnostic(FindingMessage(message, id: "machineTranslated"), about: subject, at: first.unit.range)
            return options.machineTranslated == .note ? diagnostic.with(severity: context.severity.lowered) : diagnostic
        case .translated, .empty, .missing, .stale, .doNotTranslate:
            return nil
        }
    }

    /// Whether a translator has answered for `entry` (a translation whose units are all
    /// translated or waiting for review): the key was sent, so a `new` source unit is the tool's
    /// leftover (Crowdin writes it), not a question still open. The locales not yet done are
    /// `missing-translation`'s.
    static func isAnsweredByATranslator(_ entry: CatalogEntry, source: LocaleID) -> Bool {
        entry.translations.contains { translation in
            guard translation.locale != source else { return false }
            var isAnswered = true
            translation.value.forEachUnitIgnoringPath { unit in if unit.state != .translated && unit.state != .needsReview { isAnswered = false } }
            return isAnswered
        }
    }

    /// ` (2 of 4 variants: few, many)` for a value with variants; nothing for a plain string.
    private static func variants(_ selected: [(path: [String], unit: StringUnit)], of units: [(path: [String], unit: StringUnit)]) -> String {
        guard units.count > 1 else { return "" }
        let names = selected.map { $0.path.isEmpty ? "format" : $0.path.joined(separator: " ") }.joined(separator: ", ")
        return " (\(selected.count) of \(units.count) variants: \(names))"
    }

    /// True when `value` is the key with its arguments numbered (`%1$@ of %2$@` for `%@ of %@`):
    /// Xcode writes that source unit itself, marked `new`, for keys with several arguments.
    static func isNumberedKey(_ value: String, of key: String) -> Bool {
        guard value != key else { return false }
        let tokens = FormatStringParser.tokens(in: value)
        guard tokens.contains(where: { $0.specifier?.position != nil }) else { return false }
        var bytes = Array(value.utf8)
        for token in tokens.reversed() {
            guard token.specifier?.position != nil, let dollar = token.text.utf8.firstIndex(of: UInt8(ascii: "$")) else { continue }
            let length = token.text.utf8.distance(from: token.text.utf8.startIndex, to: dollar)  // "%2" before "$"
            bytes.removeSubrange((token.range.lowerBound + 1)...(token.range.lowerBound + length))
        }
        return String(decoding: bytes, as: UTF8.self) == key
    }
}
