import L10nModel
import L10nParsing
import L10nAnalysis

/// Passing and failing examples of `plural-variants` (the rule's tests, and its page).
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
              "lessons": { "en": { "zero": "No lessons yet", "one": "%lld lesson", "other": "%lld lessons" } },
              "answers": {
                "en": { "one": "%d answer", "other": "%d answers" },
                "cs": { "one": "%d odpověď", "few": "%d odpovědi", "other": "%d odpovědí" },
                "ru": { "one": "%d ответ", "few": "%d ответа", "many": "%d ответов" },
                "uk": { "one": "%d відповідь", "few": "%d відповіді", "other": "%d відповідей" }
              },
              "upload.time": { "en": "Took %d ms", "zh-Hans": "用时 %d 毫秒" },
              "signal": { "en": "%d dBm", "uk": "%d дБм" },
              "precision": { "en": "%lld d.p.", "zh-Hans": "%lld 位小数" },
              "passcode.progress": { "en": "%lld of 12 characters entered", "zh-Hans": "已输入 %lld/12 个字符" },
              "cite": { "en": "Cite the source as [^%lld] or [%lld].", "zh-Hans": "引用来源时写作 [^%lld] 或 [%lld]。" },
              "colors.limit": { "en": "Maximum number of colors (%lld) reached.", "zh-Hans": "已达到颜色数量上限（%lld）。" },
              "script.failed": { "en": "The script returned %d. Please check its output.", "zh-Hans": "脚本返回了 %d。请检查其输出。" },
              "volume.muted": { "en": "Volume: %d (Muted)", "zh-Hans": "音量：%d（已静音）" },
              "practice.streak": { "en": "%lld-day streak 🔥", "zh-Hans": "连续 %lld 天 🔥" },
              "inbox.unread": { "en": "%d unread", "zh-Hans": "%d 条未读" },
              "feeds.loaded": { "en": "%lld loaded", "zh-Hans": "已加载 %lld 个" },
              "windows.open": { "en": "%li open", "zh-Hans": "%li 个已打开" },
              "filters.on": { "en": "%li on", "zh-Hans": "%li 个已开启" },
              "sync.done": { "en": "%lld synced of %lld", "zh-Hans": "已同步 %lld / %lld" },
              "files.left": {
                "en": { "one": "One file left", "other": "%lld files left" },
                "de": { "one": "Eine Datei übrig", "other": "%lld Dateien übrig" },
                "fr": { "zero": "Aucun fichier", "one": "Il reste un fichier", "other": "Il reste %lld fichiers" },
                "pt-BR": { "one": "Resta um arquivo", "other": "Restam %lld arquivos" },
                "ar": { "zero": "لا ملفات", "one": "ملف واحد متبقٍ", "two": "ملفان متبقيان", "few": "%lld ملفات متبقية", "many": "%lld ملفًا متبقيًا", "other": "%lld ملف متبقٍ" }
              },
              "replies": {
                "en": { "one": "%d reply", "other": "%d replies" },
                "da": { "other": "%d svar" },
                "zh-Hans": { "one": "%d 条回复", "other": "%d 条回复" }
              },
              "verify.code": { "en": "Enter a %d digit code", "zh-Hans": "输入 %d 位验证码" },
              "visits": { "en": "^[%lld visit](inflect: true) 📍", "de": "^[%lld Besuch](inflect: true)", "ru": "^[%lld визит](inflect: true)" },
              "apples": { "en": "%lld ^[apple](agreeWithArgument: 1)", "es": "%lld ^[manzana](agreeWithArgument: 1)" },
              "query.cancelled": { "en": "Cancelled in query %ld, after %@", "zh-Hans": "已在第 %ld 个查询中取消，在 %@ 之后" },
              "port.range": { "en": "Port must be between %ld and %ld.", "zh-Hans": "端口必须介于 %ld 和 %ld 之间。" },
              "sync.progress": { "en": "Syncing (%d / %d) in %@", "zh-Hans": "正在同步（%d / %d），位于 %@" },
              "webdav.error": { "en": "The server returned an HTTP %d error.", "zh-Hans": "服务器返回了 HTTP %d 错误。" },
              "import.version": { "en": "Stored with version\\u00A0%ld and cannot be imported.", "zh-Hans": "以版本 %ld 存储，无法导入。" }
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
        // A `.stringsdict` left in English: untranslated text, unchanged-translation's one finding.
        RuleExample(files: [
            .stringsDict("en.lproj/Localizable.stringsdict", key: "lessons.left", format: "%#@lessons@ left", variable: "lessons", plurals: englishLessons),
            .stringsDict("ru.lproj/Localizable.stringsdict", key: "lessons.left", format: "%#@lessons@ left", variable: "lessons", plurals: englishLessons),
        ]),
        RuleExample("strings.json", """
            {
              "lessons": { "en": { "one": "%lld lesson", "other": "%lld lessons" }, "uk": "%lld lessons" }
            }
            """),
        // A count split by hand, the code picking a key by `count == 1`: in English and German the
        // pair is the plural, and the singular half is only ever shown for 1.
        RuleExample(files: [
            .init("en.lproj/Localizable.strings", #""age.year" = "%d year";\#n"age.years" = "%d years";\#n"pages.one" = "1 page left";\#n"pages.other" = "%i pages left";\#n"#),
            .init("de.lproj/Localizable.strings", #""age.year" = "%d Jahr";\#n"age.years" = "%d Jahre";\#n"pages.one" = "1 Seite übrig";\#n"pages.other" = "%i Seiten übrig";\#n"#),
            .init("ru.lproj/Localizable.strings", #""age.year" = "1 год";\#n"#),
        ]),
        // An error's code, and a bound whose clause names no noun.
        RuleExample("strings.json", """
            {
              "error.code": { "en": "Error code %d while reading %@", "de": "Fehlercode %d beim Lesen von %@" },
              "password.length": { "en": "The password length should be %lld or higher.", "de": "Die Passwortlänge sollte %lld oder mehr betragen." }
            }
            """),
        // Keys named for their category: a pair whose texts do not tell it (bold, no number in the
        // singular), and a plural the code picks by each language's categories.
        RuleExample(files: [
            .init(
                "en.lproj/Localizable.strings",
                #""Winners_one" = "among **%d** winner";\#n"Winners_other" = "among **%d** winners";\#n"SendPhoto_one" = "Send Photo";\#n"SendPhoto_few" = "Send %d Photos";\#n"SendPhoto_many" = "Send %d Photos";\#n"SendPhoto_other" = "Send %d Photos";\#n"#),
            .init("ru.lproj/Localizable.strings", #""SendPhoto_few" = "Отправить %d фото";\#n"SendPhoto_other" = "Отправить %d фото";\#n"#),
        ]),
        // Translations worded so nothing agrees with the number: in parentheses, after a colon.
        RuleExample("strings.json", """
            {
              "notes.trashed": { "en": { "one": "%d note trashed", "other": "%d notes trashed" }, "ru": "Заметки (%d) перемещены в корзину." },
              "notes.restored": { "en": { "one": "%d note restored", "other": "%d notes restored" }, "pl": "Przywrócone notatki: %d" }
            }
            """),
        // A key only a `Base.lproj` table has beside `en.lproj`'s, which the code never looks up:
        // no device shows it.
        RuleExample(files: [
            .init("Base.lproj/Localizable.strings", #""DONE" = "Done";\#n"MINUTES" = "%ld minutes";\#n"#),
            .init("en.lproj/Localizable.strings", #""DONE" = "Done";\#n"#),
            .init("Done.swift", #"let done = NSLocalizedString("DONE", comment: "")"#),
        ]),
        // A kind named by an acronym after the number ("%lu DHT"), a participle in -ing, and a
        // pair split by hand whose noun has a word before it (`Web Seed` / `Web Seeds`).
        RuleExample(files: [
            .init(
                "en.lproj/Localizable.strings",
                #""peers.dht" = "%lu DHT";\#n"transfers.active" = "%lu Downloading";\#n"seeds.one" = "1 Web Seed";\#n"seeds.other" = "%lu Web Seeds";\#n"#),
        ]),
        // A pair split by hand whose verb agrees with the noun too.
        RuleExample(files: [
            .init("en.lproj/Localizable.strings", #""1 channel was checked." = "1 channel was checked.";\#n"%d channels were checked." = "%d channels were checked.";\#n"#),
        ]),
        // Numbers that start lines are a list's steps, not counts.
        RuleExample("strings.json", """
            {
              "import.steps": { "en": "%1$d Open **%2$@**\\n%3$d Click **Export**\\n%4$d Save the file", "de": "%1$d Öffne **%2$@**\\n%3$d Klicke auf **Exportieren**\\n%4$d Speichere die Datei" }
            }
            """),
        // A number the code fixes is no count: each language writes the one form it takes.
        RuleExample(files: [
            .init("en.lproj/Localizable.strings", #""Refreshes every %lld seconds." = "Refreshes every %lld seconds.";\#n"#),
            .init("Settings.swift", "let refresh = Text(\"Refreshes every \\(30) seconds.\")"),
        ]),
    ]

    private static let englishLessons: KeyValuePairs = ["one": "%lld lesson", "other": "%lld lessons"]

    static let failingExamples = [
        RuleExample("strings.json", """
            {
              "sync.progress": { "en": ↓"%1$lld/%2$lld file%3$@", "zh-Hans": "%1$lld/%2$lld 个文件%3$@" },
              "feeds.loaded": { "en": ↓"%lld loaded feeds", "zh-Hans": "已加载 %lld 个订阅源" },
              "answers": {
                "en": { "one": "%d answer", "other": "%d answers" },
                "da": { "other": "%d svar" },
                "cs": { ↓"one": "%d odpověď", "other": "%d odpovědí" }
              }
            }
            """, messages: [
                "'sync.progress' in en uses %2$lld as a count but has no plural variants; en needs one, other",
                "'feeds.loaded' in en uses %lld as a count but has no plural variants; en needs one, other",
                "'answers' in cs lacks plural category few (has one, other); those counts show the other variant",
            ]),
        RuleExample("strings.json", """
            {
              "answers": {
                "en": { "one": "%d answer", "other": "%d answers" },
                "da": { ↓"other": "%d svar" },
                "zh-Hans": { ↓"one": "%d 个回答", "other": "%d 个回答" }
              }
            }
            """, options: #"{"reportSingleForms": true, "reportUnusedCategories": true}"#, messages: [
                "'answers' in da lacks plural category one (has other); those counts show the other variant",
                "'answers' in zh-Hans has plural category one, which zh-Hans never selects",
            ]),
        RuleExample("strings.json", """
            {
              "practice.streak": { "en": ↓"%lld days in a row 🔥", "zh-Hans": "连续 %lld 天 🔥" },
              "practice.sessions": {
                "en": { "one": "%lld session", "other": "%lld sessions" },
                "ru": ↓"%lld занятий",
                "uk": { ↓"one": "%lld заняття", "other": "%lld занять" },
                "zh-Hans": { "one": "%lld 次练习", "other": "%lld 次练习" }
              }
            }
            """, messages: [
                "'practice.streak' in en uses %lld as a count but has no plural variants; en needs one, other",
                "'practice.sessions' in ru has no plural variants; ru needs one, few, many",
                "'practice.sessions' in uk lacks plural categories few, many (has one, other); those counts show the other variant",
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
                "'%lld photos' in pl (%#@photos@) lacks plural category many (has one, few, other); those counts show the other variant",
                "'%lld photos' in ar (iphone) lacks plural categories two, few, many (has one, other); those counts show the other variant",
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
                "'followers' in he lacks plural categories two, many (has one, other); those counts show the other variant",
            ]),
        RuleExample(files: [
            .init("en.lproj/Localizable.strings", """
                "photos.count" = ↓"%d photos 📷";
                """),
            .stringsDict("en.lproj/Localizable.stringsdict", key: "lessons.left", format: "%#@lessons@ left", variable: "lessons", plurals: englishLessons),
            .stringsDict(
                "ru.lproj/Localizable.stringsdict", key: "lessons.left", format: "Осталось %#@lessons@", variable: "lessons",
                plurals: ["↓one": "%lld урок", "other": "%lld уроков 📚"]),
        ], messages: [
            "'photos.count' in en uses %d as a count but has no plural variants; en needs one, other",
            "'lessons.left' in ru (%#@lessons@) lacks plural categories few, many (has one, other); those counts show the other variant",
        ]),
        // The plural half of a count split by hand or by keys named `one` and `other`: Russian
        // needs more forms than the pair gives.
        RuleExample(files: [
            .init("en.lproj/Localizable.strings", #""age.year" = "%d year";\#n"age.years" = "%d years";\#n"Winners_one" = "among **%d** winner";\#n"Winners_other" = "among **%d** winners";\#n"#),
            .init("ru.lproj/Localizable.strings", #""age.year" = "1 год";\#n"age.years" = ↓"%d года";\#n"Winners_other" = ↓"среди **%d** победителей";\#n"#),
        ], messages: ["'age.years' in ru has no plural variants; ru needs one, few, many", "'Winners_other' in ru has no plural variants; ru needs one, few, many"]),
        // A title in capitals: the word before the number is no acronym.
        RuleExample("strings.json", """
            {
              "trash.empty": { "en": ↓"DELETE ALL %d ITEMS", "zh-Hans": "删除全部 %d 项" }
            }
            """, messages: ["'trash.empty' in en uses %d as a count but has no plural variants; en needs one, other"]),
        // The plural half of a pair split by hand with a word before its noun: Russian still
        // needs its forms; an acronym in the plural (`URLs`) is a count.
        RuleExample(files: [
            .init("en.lproj/Localizable.strings", #""seeds.one" = "1 Web Seed";\#n"seeds.other" = "%lu Web Seeds";\#n"links" = ↓"%lu URLs";\#n"#),
            .init("ru.lproj/Localizable.strings", #""seeds.one" = "1 веб-сид";\#n"seeds.other" = ↓"%lu веб-сидов";\#n"#),
        ], messages: [
            "'links' in en uses %lu as a count but has no plural variants; en needs one, other",
            "'seeds.other' in ru has no plural variants; ru needs one, few, many",
        ]),
        // A number the code computes in one look-up of the key is a count, whatever the others fix.
        RuleExample(files: [
            .init("en.lproj/Localizable.strings", #""Deleted %lld photos" = ↓"Deleted %lld photos";\#n"#),
            .init("Photos.swift", "let few = Text(\"Deleted \\(2) photos\")\nlet all = Text(\"Deleted \\(photos.count) photos\")"),
        ], messages: ["'Deleted %lld photos' in en uses %lld as a count but has no plural variants; en needs one, other"]),
        // A table without a development-language file: its English key is the source shown.
        RuleExample(files: [
            .init("de.lproj/Localizable.strings", #"↓"From %d chat(s)" = "Von %d Chat(s)";\#n"Chats" = "Chats";\#n"#),
            .init("ru.lproj/Localizable.strings", #""From %d chat(s)" = "Из %d чатов";\#n"#),
        ], messages: ["'From %d chat(s)' in en uses %d as a count but has no plural variants; en needs one, other"]),
        // A variant without the count in a category of several numbers: 21 files read "one file".
        RuleExample("strings.json", """
            {
              "files.left": {
                "en": { "zero": "No files left", "one": "One file left", "other": "%lld files left" },
                "ru": { "one": ↓"Остался один файл", "few": "Осталось %lld файла", "many": "Осталось %lld файлов" },
                "fr": { "one": ↓"Il reste un fichier", "other": "Il reste %lld fichiers" },
                "uk": { "one": "Залишився %lld файл", "few": ↓"Залишилося кілька файлів", "many": "Залишилося %lld файлів" }
              }
            }
            """, messages: [
                "'files.left' in ru (one) leaves out the count, but ru shows this variant for 1, 21, 31, …",
                "'files.left' in fr (one) leaves out the count, but fr shows this variant for 0 and 1",
                "'files.left' in uk (few) leaves out the count, but uk shows this variant for 2, 3, 4, …",
            ]),
    ]
}
