import L10nModel

/// Passing and failing examples of `missing-translation` (the rule's tests, and its page).
extension MissingTranslationRule {
    static let passingExamples: [RuleExample] = [
        // A fragment the code joins (`[start, reward, end].joined()`), left empty on purpose
        // by two locales whose word order needs none, while German fills it.
        RuleExample(files: [
            .init("en.lproj/Localizable.strings", #""ban.and" = "and";\#n"greeting.start" = "You gain ";\#n"#),
            .init("de.lproj/Localizable.strings", #""ban.and" = "und";\#n"greeting.start" = "Du erhältst ";\#n"#),
            .init("ja.lproj/Localizable.strings", #""ban.and" = "";\#n"greeting.start" = "";\#n"#),
            .init("zh-Hans.lproj/Localizable.strings", #""ban.and" = "";\#n"greeting.start" = "";\#n"#),
        ], requiredLocales: ["de", "ja", "zh-Hans"]),
        // `.strings` files left beside the String Catalog that replaced them (a storyboard's, in
        // `mul.lproj`): the catalog is the table a target builds.
        RuleExample(files: [
            .init("App/mul.lproj/Preferences.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "CP0-Xv-uYl.title" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Annuler" } } } }
                  },
                  "version" : "1.0"
                }
                """),
            .init("App/en.lproj/Preferences.strings", #""CP0-Xv-uYl.title" = "Cancel";\#n"#),
            .init("App/fr.lproj/Preferences.strings", ""),
        ]),
        // A `.stringsdict` variable that only consumes an argument (`%#@names@`, every variant
        // empty in English): empty in the translation too, whatever categories it lists.
        RuleExample(files: [
            .stringsDict(
                "en.lproj/Localizable.stringsdict", key: "followed_by", format: "%#@names@%#@others@",
                variables: ["names": ["one": "", "other": ""], "others": ["one": "Followed by %1$@ and one other", "other": "Followed by %1$@ and %ld others"]]),
            .stringsDict(
                "ru.lproj/Localizable.stringsdict", key: "followed_by", format: "%#@names@%#@others@",
                variables: [
                    "names": ["one": "", "few": "", "many": "", "other": ""],
                    "others": ["one": "Подписаны %1$@ и ещё %ld", "few": "Подписаны %1$@ и ещё %ld", "many": "Подписаны %1$@ и ещё %ld", "other": "Подписаны %1$@ и ещё %ld"],
                ]),
        ]),
        RuleExample("strings.json", """
            {
              "common.back": { "en": "Back", "zh-Hans": "返回" },
              "brand.name": { "en": "Lingo 🦜", "shouldTranslate": false },
              "score.percent": { "en": "%lld%%" },
              "info.icon": { "en": "ⓘ" },
              "player.controls": { "en": "▶︎ ⋯" }
            }
            """),
        RuleExample("Localizable.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Color" : {
                  "localizations" : {
                    "en-GB" : { "stringUnit" : { "state" : "translated", "value" : "Colour" } },
                    "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "颜色" } }
                  }
                },
                "Done" : {
                  "localizations" : {
                    "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "完成" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """),
        RuleExample("AppShortcuts.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Start a lesson in ${applicationName}" : {
                  "localizations" : {
                    "en" : { "stringSet" : { "state" : "translated", "values" : [ "Start a lesson in ${applicationName}" ] } },
                    "zh-Hans" : { "stringSet" : { "state" : "translated", "values" : [ "在${applicationName}中开始课程", "用${applicationName}上课" ] } }
                  }
                }
              },
              "version" : "1.0"
            }
            """),
        RuleExample("Localizable.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Done" : {
                  "localizations" : {
                    "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "完成" } }
                  }
                },
                "Old label" : { "extractionState" : "stale" },
                "" : { "localizations" : { "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "" } } } }
              },
              "version" : "1.0"
            }
            """, requiredLocales: ["zh-Hans"]),
        RuleExample("Localizable.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld packages" : {
                  "localizations" : {
                    "zh-Hans" : {
                      "variations" : {
                        "plural" : {
                          "one" : { "stringUnit" : { "state" : "new", "value" : "%lld packages" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld 个软件包" } }
                        }
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """),
        // The app's name kept in every language: a locale without it shows Info.plist's, the same.
        RuleExample("InfoPlist.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "CFBundleDisplayName" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Mac Mouse Fix" } },
                    "en" : { "stringUnit" : { "state" : "new", "value" : "Mac Mouse Fix" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """, requiredLocales: ["de", "fr"]),
        // A locale of another script writes the name its own way: the others show Info.plist's name, the brand.
        RuleExample("InfoPlist.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "CFBundleDisplayName" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Lingo" } },
                    "ja" : { "stringUnit" : { "state" : "translated", "value" : "リンゴ" } }
                  }
                },
                "NSCameraUsageDescription" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Scan a word to look it up" } },
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "Scannez un mot pour le chercher" } },
                    "ja" : { "stringUnit" : { "state" : "translated", "value" : "単語をスキャンして調べます" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """, requiredLocales: ["fr", "ja"]),
        // A required locale the tables spell otherwise: a device asking for zh-CN takes zh-Hans, zh-TW and zh-HK zh-Hant.
        RuleExample(files: [
            .init("en.lproj/Localizable.strings", #""done" = "Done";"#),
            .init("zh-Hans.lproj/Localizable.strings", #""done" = "完成";"#),
            .init("zh-Hant.lproj/Localizable.strings", #""done" = "完成";"#),
        ], requiredLocales: ["zh-CN", "zh-TW", "zh-HK"]),
        // translatewiki.net's notes to translators (`qqq`, a private-use language) are no translation.
        RuleExample(files: [
            .init("en.lproj/Localizable.strings", #""export" = "Export %@";\#n"title" = "Library";\#n"#),
            .init("de.lproj/Localizable.strings", #""export" = "%@ exportieren";\#n"title" = "Bibliothek";\#n"#),
            .init("qqq.lproj/Localizable.strings", #""export" = "Button label. The argument is the file name.\#n\#nKeep it short.";\#n"#),
        ]),
        // A table the team never localized, beside translated ones: it falls back to English by design.
        RuleExample(files: [
            .init("en.lproj/Localizable.strings", #""done" = "Done";"#),
            .init("fr.lproj/Localizable.strings", #""done" = "Terminé";"#),
            .init("en.lproj/Untranslated.strings", #""debug.title" = "Debug menu";"#),
        ], requiredLocales: ["fr"]),
        // Interface Builder placeholders the code replaces, marked "Do not localize" (Xcode
        // exports the Localizer Hint as the comment's `Note`), and a comment that says only that.
        RuleExample(files: [
            .init("en.lproj/Main.strings", """
                /* Class = "NSTextFieldCell"; title = "Warning Label"; ObjectID = "kYn-pW-tq6"; Note = "Do not localize"; */
                "kYn-pW-tq6.title" = "Warning Label";
                /* Class = "NSButtonCell"; title = "Add"; ObjectID = "Ab1-cd-EF2"; */
                "Ab1-cd-EF2.title" = "Add";
                /* DNL */
                "build.label" = "Build 1234";

                """),
            .init("fr.lproj/Main.strings", #""Ab1-cd-EF2.title" = "Ajouter";\#n"#),
        ], requiredLocales: ["fr"]),
        // `.strings` files left behind by a migration to a String Catalog of the same name,
        // without a development-language file: the catalog is the table, they are not built.
        // And an `InfoPlist` table without one: a locale lacking a key shows Info.plist's value.
        RuleExample(files: [
            .init("Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Skip" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Überspringen" } } } }
                  },
                  "version" : "1.0"
                }
                """),
            .init("bg.lproj/Localizable.strings", #""Skip" = "Пропусни";\#n"#),
            .init("ar.lproj/InfoPlist.strings", #""CFBundleName" = "لوب";\#n"#),
            .init("Onboarding.swift", """
                let skip = Button("Skip") {}
                let name = Bundle.main.object(forInfoDictionaryKey: "CFBundleName") as? String
                """),
        ], requiredLocales: ["de"]),
        // Interface Builder's table of a `.xib` (its English is the `.xib`'s), which code seems to
        // look up by building `"\(id).title"`: that look-up is another table's.
        RuleExample(files: [
            .init("de.lproj/MainMenu.strings", #""4sb-4s-VLi.title" = "Beenden";\#n"Xz5-n4-O0W.title" = "Alter Eintrag";\#n"1000.title" = "Über";\#n"#),
            .init("ru.lproj/MainMenu.strings", #""4sb-4s-VLi.title" = "Выйти";\#n"#),
            .init("MenuItem.swift", #"let title = identifier.map { NSLocalizedString("\($0.rawValue).title", comment: "") }"#),
        ], requiredLocales: ["de", "ru"]),
        // Texts nobody sees or translates: Interface Builder's placeholder of a table column's
        // cell (a data source fills it), and an instruction written in place of a bound value.
        RuleExample(files: [
            .init("en.lproj/Prompt.strings", """
                /* Class = "NSTextFieldCell"; title = "Text Cell"; ObjectID = "43"; */
                "43.title" = "Text Cell";
                /* Class = "NSTextFieldCell"; title = "DO NOT LOCALIZE"; ObjectID = "179"; */
                "179.title" = "DO NOT LOCALIZE";
                /* Class = "NSButtonCell"; title = "Install"; ObjectID = "44"; */
                "44.title" = "Install";

                """),
            .init("fr.lproj/Prompt.strings", #""43.title" = "";\#n"44.title" = "Installer";\#n"#),
        ], requiredLocales: ["fr"]),
        // An app's copyright line: a locale without it shows Info.plist's, as Apple's apps do;
        // and a value the build fills in (`$(PRODUCT_NAME)`).
        RuleExample(files: [
            .init("en.lproj/InfoPlist.strings", #""NSHumanReadableCopyright" = "© 2026 Lingo Labs";\#n"NSCameraUsageDescription" = "Lingo records your answers";\#n"CFBundleName" = "$(PRODUCT_NAME)";\#n"#),
            .init("de.lproj/InfoPlist.strings", #""NSCameraUsageDescription" = "Lingo nimmt deine Antworten auf";\#n"CFBundleName" = "Lingo";\#n"#),
            .init("fr.lproj/InfoPlist.strings", #""NSCameraUsageDescription" = "Lingo enregistre vos réponses";\#n"#),
        ], requiredLocales: ["de", "fr"]),
    ]

    static let failingExamples: [RuleExample] = [
        // An empty fragment one locale alone leaves out, or a name, is missing.
        RuleExample(files: [
            .init("en.lproj/Localizable.strings", #""ban.and" = "and";\#n"country.romania" = "Romania";\#n"#),
            .init("de.lproj/Localizable.strings", #""ban.and" = "und";\#n"country.romania" = "Rumänien";\#n"#),
            .init("ja.lproj/Localizable.strings", #""ban.and" = ↓"";\#n"country.romania" = "ルーマニア";\#n"#),
            .init("zh-Hans.lproj/Localizable.strings", #""ban.and" = "和";\#n"country.romania" = ↓"";\#n"#),
            .init("zh-Hant.lproj/Localizable.strings", #""ban.and" = "和";\#n"country.romania" = ↓"";\#n"#),
        ], requiredLocales: ["de", "ja", "zh-Hans", "zh-Hant"], messages: [
            "'ban.and' in ja is empty", "'country.romania' in zh-Hans is empty", "'country.romania' in zh-Hant is empty",
        ]),
        // A table file spelled with other case than the table's other locales: never read on a
        // device, which finds files by exact name (its keys are the other spelling's).
        RuleExample(files: [
            .init("App/Base.lproj/infoPlist.strings", #"↓"NSCameraUsageDescription" = "Used to scan codes";\#n"#),
            .init("App/en.lproj/InfoPlist.strings", #""NSCameraUsageDescription" = "Used to scan codes";\#n"#),
            .init("App/ar.lproj/InfoPlist.strings", #""NSCameraUsageDescription" = "يُستخدم لمسح الرموز";\#n"#),
            .init("App/de.lproj/InfoPlist.strings", #""NSCameraUsageDescription" = "Zum Scannen von Codes";\#n"#),
        ], messages: ["infoPlist.strings is spelled InfoPlist.strings in the table's other locales: a device finds table files by exact name, so none of its keys is read"]),
        // Nothing translated yet: the locale was never started, however few its keys.
        RuleExample(files: [
            .init("en.lproj/Localizable.strings", #"↓"done" = "Done";"#),
        ], requiredLocales: ["fr"], messages: ["'done' has no fr translation"]),
        RuleExample("strings.json", """
            {
              "common.back": { "en": "Back", "zh-Hans": "返回" },
              ↓"common.done": { "en": "Done 🎉" },
              "common.save": { "en": "Save", "zh-Hans": ↓"" },
              "settings.title": { "en": "Settings", "zh-Hans": ↓"settings.title" }
            }
            """, messages: [
                "'common.done' has no zh-Hans translation",
                "'common.save' in zh-Hans is empty",
                "'settings.title' in zh-Hans is its own key, a placeholder rather than a translation",
            ]),
        RuleExample(files: [
            .init("en.lproj/Main.strings", """
                "1tx-W0-xDw.title" = "Library";
                "4Kp-3m-aZc.title" = "Settings";
                """),
            .init("fr.lproj/Main.strings", """
                "1tx-W0-xDw.title" = ↓"1tx-W0-xDw.title";
                "4Kp-3m-aZc.title" = "Réglages";
                """),
        ], requiredLocales: ["fr"], messages: ["'1tx-W0-xDw.title' in fr is its own key, a placeholder rather than a translation"]),
        // The same text in other code points: `e` and a combining accent for `é`.
        RuleExample(files: [
            .init("en.lproj/Menu.strings", """
                ↓"café" = "Café";
                "tea" = "Tea";
                """),
            .init("fr.lproj/Menu.strings", """
                "cafe\u{301}" = "Café crème";
                "tea" = "Thé";
                """),
        ], requiredLocales: ["fr"], messages: [
            "'café' has no fr translation: fr has it under 'cafe\\u{301}', the same text in other code points, and a device looks keys up byte for byte",
        ]),
        RuleExample("Localizable.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld lessons" : {
                  "localizations" : {
                    "zh-Hans" : { "stringUnit" : { "state" : "new", "value" : ↓"%lld 节课" } }
                  }
                },
                ↓"Start recording 🎙" : {
                  "comment" : "录音按钮"
                }
              }
            }
            """, requiredLocales: ["zh-Hans"], messages: [
                "'%lld lessons' in zh-Hans is marked new (not translated yet)",
                "'Start recording 🎙' has no zh-Hans translation",
            ]),
        RuleExample(files: [
            .init("Resources/strings.json", """
                {
                  ↓"home.title": { "en": "Home 🏠" },
                  "home.done": { "en": "Done", "zh-Hans": "完成" }
                }
                """),
            .init("Resources/Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "home.done" : { "localizations" : { "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "完成" } } } },
                    "home.title" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Home 🏠" } } } }
                  },
                  "version" : "1.0"
                }
                """),
        ], messages: ["'home.title' has no zh-Hans translation"]),
        RuleExample("Design/strings.json", """
            {
              "common.back": { "en": "Back", "zh-Hans": "返回" },
              ↓"common.close": { "zh-Hans": "关闭 ✖️", "ja": "閉じる" }
            }
            """, requiredLocales: ["zh-Hans"], messages: ["'common.close' has no en source text (only zh-Hans, ja define it)"]),
        RuleExample("AppShortcuts.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Practice with ${applicationName}" : {
                  "localizations" : {
                    "ja" : { "stringSet" : { "state" : "new", "values" : [ ↓"${applicationName}で練習" ] } },
                    "zh-Hans" : { "stringSet" : ↓{ "state" : "translated", "values" : [ ] } }
                  }
                }
              },
              "version" : "1.0"
            }
            """, messages: [
                "'Practice with ${applicationName}' in ja (phrase 1) is marked new (not translated yet)",
                "'Practice with ${applicationName}' in zh-Hans has no value",
            ]),
        RuleExample("Localizable.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                ↓"Color" : {
                  "localizations" : {
                    "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "颜色" } }
                  }
                },
                "Done" : {
                  "localizations" : {
                    "en-GB" : { "stringUnit" : { "state" : "translated", "value" : "Done" } },
                    "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "完成" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """, options: #"{ "requireSourceVariants": true }"#, messages: ["'Color' has no en-GB translation"]),
        RuleExample(files: [
            .init("Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Done" : { "localizations" : {
                      "ja" : { "stringUnit" : { "state" : "translated", "value" : "完了" } },
                      "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "完成" } }
                    } },
                    ↓"Back" : { "localizations" : { "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "返回" } } } }
                  },
                  "version" : "1.0"
                }
                """),
            .init("Settings.xcstrings", """
                ↓{
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Sound" : { "localizations" : { "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "声音" } } } },
                    "Vibration" : { "localizations" : { "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "振动" } } } },
                    "%lld%%" : { }
                  },
                  "version" : "1.0"
                }
                """),
        ], options: #"{ "groupAbsentLocaleFrom": 2 }"#, messages: [
            "'Back' has no ja translation",
            "Settings has no ja translation at all: 2 keys to translate",
        ], isShiftable: false),
        RuleExample("locale-major.strings.json", """
            {
              "en": { "settings": { ↓"title": "Settings", "done": "Done" } },
              "zh-Hans": { "settings": { "done": "完成 ✅" } }
            }
            """, messages: ["'settings.title' has no zh-Hans translation"]),
        // Another region of the language does not serve it: a device asking for pt-BR never takes pt-PT.
        RuleExample(files: [
            .init("en.lproj/Localizable.strings", #"↓"done" = "Done";"#),
            .init("pt-PT.lproj/Localizable.strings", #""done" = "Concluído";"#),
        ], requiredLocales: ["pt-BR", "pt-PT"], messages: ["'done' has no pt-BR translation"]),
        // A locale barely started (1 key of 11: under a tenth) is one finding at its table, not ten.
        RuleExample(files: [
            .init("en.lproj/Localizable.strings", #""a" = "Apple"; "b" = "Bean"; "c" = "Corn"; "d" = "Date"; "e" = "Eel"; "f" = "Fig"; "g" = "Gum"; "h" = "Ham"; "i" = "Ice"; "j" = "Jam"; "k" = "Kale";"#),
            .init("de.lproj/Localizable.strings", #""a" = "Apfel"; "b" = "Bohne"; "c" = "Mais"; "d" = "Dattel"; "e" = "Aal"; "f" = "Feige"; "g" = "Gummi"; "h" = "Schinken"; "i" = "Eis"; "j" = "Marmelade"; "k" = "Grünkohl";"#),
            .init("enm.lproj/Localizable.strings", #"↓"a" = "Appel";"#),
        ], messages: ["Localizable has barely started its enm translation: 1 of 11 keys translated"], isShiftable: false),
        // A name a locale of the source's script translates is text: the others need it too.
        RuleExample("InfoPlist.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                ↓"CFBundleDisplayName" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Open in Lingo" } },
                    "es" : { "stringUnit" : { "state" : "translated", "value" : "Abrir en Lingo" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """, requiredLocales: ["es", "fr"], messages: ["'CFBundleDisplayName' has no fr translation"]),
        // No development-language table: the English is the code's (`Button("Export")`), and
        // the keys it looks up are the ones every locale needs.
        RuleExample(files: [
            .init("it.lproj/Localizable.strings", #""Save" = "Salva";\#n"#),
            .init("zh-Hans.lproj/Localizable.strings", #""Save" = "保存";\#n↓"Export" = "导出";\#n"Old title" = "旧标题";\#n"#),
            .init("Toolbar.swift", """
                struct Toolbar: View {
                    var body: some View { HStack { Button("Save") {}; Button("Export") {} } }
                }
                """),
        ], requiredLocales: ["it", "zh-Hans"], messages: ["'Export' has no it translation"]),
        // A development-language table holding only `"" = "";` defines no key: the English is
        // still the code's. A name every translation keeps (`FreeBSD`) reads right untranslated.
        RuleExample(files: [
            .init("en.lproj/Localizable.strings", #""" = "";\#n"#),
            .init("de.lproj/Localizable.strings", #""Open Settings" = "Einstellungen öffnen";\#n"#),
            .init("fr.lproj/Localizable.strings", #""Open Settings" = "Ouvrir les réglages";\#n↓"Close Window" = "Fermer la fenêtre";\#n"FreeBSD" = "FreeBSD";\#n"#),
            .init("Window.swift", """
                struct WindowBar: View {
                    var body: some View { HStack { Button("Open Settings") {}; Button("Close Window") {}; Text("FreeBSD") } }
                }
                """),
        ], requiredLocales: ["de", "fr"], messages: ["'Close Window' has no de translation"]),
        // The development language has only a `.stringsdict` (its plural keys): the rest of its
        // English is the code's too.
        RuleExample(files: [
            .stringsDict("en.lproj/Localizable.stringsdict", key: "↓%lld images", format: "%#@images@", variable: "images", plurals: ["one": "%lld image", "other": "%lld images"]),
            .init("de.lproj/Localizable.strings", #""Sort" = "Sortieren";\#n↓"Add to Queue" = "Zur Warteschlange";\#n"#),
            .stringsDict("de.lproj/Localizable.stringsdict", key: "%lld images", format: "%#@images@", variable: "images", plurals: ["one": "%lld Bild", "other": "%lld Bilder"]),
            .init("fr.lproj/Localizable.strings", #""Sort" = "Trier";\#n"#),
            .init("Queue.swift", """
                struct QueueBar: View {
                    let count: Int
                    var body: some View { HStack { Button("Sort") {}; Button("Add to Queue") {}; Text(String(localized: "\\(count) images")) } }
                }
                """),
        ], requiredLocales: ["de", "fr"], messages: ["'Add to Queue' has no fr translation", "'%lld images' has no fr translation"]),
        // `Base.lproj` beside `en.lproj`: a device reads `en.lproj`, and a key only Base has is
        // stale unless the code looks it up (with its English as the default, as SwiftGen does).
        // An enum case named like a key (`.playing`) is no look-up of `PLAYING`.
        RuleExample(files: [
            .init("Base.lproj/Localizable.strings", #""DONE" = "Done";\#n"OLD_TITLE" = "Old title";\#n↓"PLAYER_TITLE" = "Player";\#n"PLAYING" = "Playing";\#n"#),
            .init("en.lproj/Localizable.strings", #""DONE" = "Done";\#n↓"TITLE" = "Title";\#n"#),
            .init("fr.lproj/Localizable.strings", #""DONE" = "Terminé";\#n"#),
            .init("Strings.swift", """
                enum L10n {
                    static let done = L10n.tr("Localizable", "DONE", fallback: "Done")
                    static let title = L10n.tr("Localizable", "TITLE", fallback: "Title")
                    static let playerTitle = L10n.tr("Localizable", "PLAYER_TITLE", fallback: "Player")
                }
                func isActive(_ state: PlayerState) -> Bool { state == .playing }
                func header() -> String { L10n.playerTitle }
                """),
        ], requiredLocales: ["fr"], messages: ["'PLAYER_TITLE' has no fr translation", "'TITLE' has no fr translation"]),
        // An `InfoPlist` value every locale keeps (a plug-in's brand, a URL template): a locale
        // without it shows Info.plist's own, the same text. One a locale changes is text.
        RuleExample(files: [
            .init("en.lproj/InfoPlist.strings", #""FriendlyName" = "Instapaper";\#n"SearchURL" = "https://www.wikipedia.org/?q=$Term$";\#n↓"Tooltip" = "Save to Instapaper";\#n"#),
            .init("de.lproj/InfoPlist.strings", #""FriendlyName" = "Instapaper";\#n"SearchURL" = "https://www.wikipedia.org/?q=$Term$";\#n"Tooltip" = "In Instapaper sichern";\#n"#),
            .init("fr.lproj/InfoPlist.strings", #""FriendlyName" = "Instapaper";\#n"SearchURL" = "https://www.wikipedia.org/?q=$Term$";\#n"Tooltip" = "Enregistrer dans Instapaper";\#n"#),
        ], requiredLocales: ["de", "fr", "ja"], messages: ["'Tooltip' has no ja translation"]),
    ]
}
