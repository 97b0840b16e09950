import L10nModel
import L10nAnalysis

/// Passing and failing examples of `unchanged-translation` (the rule's tests, and its page).
extension UnchangedTranslationRule {
    static let passingExamples: [RuleExample] = [
        RuleExample("strings.json", """
            {
              "common.ok": { "en": "OK", "de": "OK" },
              "config.none": { "en": "N/A", "fr": "N/A", "de": "k. A." },
              "account.email": { "en": "Email", "de": "Email" },
              "music.service": { "en": "Apple Music", "de": "Apple Music" },
              "score": { "en": "%lld / %lld", "de": "%lld / %lld" },
              "paywall.plan": { "en": "Lingo Pro yearly", "de": "Lingo Pro yearly" },
              "debug.menu": { "en": "Show debug menu", "de": "Show debug menu", "shouldTranslate": false },
              "color.title": { "en": "Pick a color", "en-GB": "Pick a color", "de": "Wähle eine Farbe" },
              "device.name": { "en": "iPhone", "ru": "iPhone", "ja": "iPhone" },
              "app.name": { "en": "Mastodon", "ru": "Mastodon" },
              "login.face": { "en": "Face ID", "ru": "Face ID" },
              "tap.default": { "en": "homebrew/core", "ru": "homebrew/core", "ja": "homebrew/core" }
            }
            """, options: #"{ "glossary": ["Lingo Pro", "yearly"] }"#),
        RuleExample("strings.json", """
            {
              "plan.teams": { "en": "Lingo for teams", "de": "Lingo for teams" }
            }
            """, glossary: #"{ "doNotTranslate": ["Lingo for teams"] }"#, Glossary(doNotTranslate: ["Lingo for teams"])),
        // A measure reads the same in every language (`640px`: "Standard" alone is a French
        // cognate); Chinese and Russian write a key's printed name in Latin letters.
        RuleExample("strings.json", """
            {
              "resolution.standard": { "en": "Standard (640px)", "fr": "Standard (640px)", "de": "Standard (640 px)" },
              "video.rate": { "en": "60 fps (2160p)", "fr": "60 fps (2160p)" },
              "key.return": { "en": "Return", "zh-Hans": "Return", "ru": "Return" },
              "key.capsLock": { "en": "Caps Lock", "ja": "Caps Lock" }
            }
            """),
        // A unit abbreviation is written in Latin letters in Japanese and Chinese too; a word's
        // edge hyphen belongs to the arrow beside it (`Software->DDC`): Spanish writes `software`.
        RuleExample(files: [
            .init("en.lproj/Localizable.strings", #""rate" = "kbps";\#n"mode" = "(Software->DDC)";\#n"hint" = "Dim by software";\#n"#),
            .init("ja.lproj/Localizable.strings", #""rate" = "kbps";\#n"mode" = "(ソフトウェア->DDC)";\#n"hint" = "ソフトウェアで暗くする";\#n"#),
            .init("es.lproj/Localizable.strings", #""rate" = "kbps";\#n"mode" = "(Software->DDC)";\#n"hint" = "Atenuar por software";\#n"#),
        ], requiredLocales: ["ja", "es"]),
        // A Chinese source: Simplified Chinese and Japanese share its ideographs.
        RuleExample("Localizable.xcstrings", """
            {
              "sourceLanguage" : "zh-Hant",
              "strings" : {
                "PENDING_DATE" : { "localizations" : {
                  "zh-Hant" : { "stringUnit" : { "state" : "translated", "value" : "待查日期" } },
                  "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "待查日期" } },
                  "ja" : { "stringUnit" : { "state" : "translated", "value" : "照会日" } } } },
                "FIND_DATE" : { "localizations" : {
                  "zh-Hant" : { "stringUnit" : { "state" : "translated", "value" : "查找${month}月${day}日" } },
                  "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "查找${month}月${day}日" } } } },
                "SOLAR_TIME" : { "localizations" : {
                  "zh-Hant" : { "stringUnit" : { "state" : "translated", "value" : "太陽時" } },
                  "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "太阳时" } },
                  "ja" : { "stringUnit" : { "state" : "translated", "value" : "太陽時" } } } }
              },
              "version" : "1.0"
            }
            """),
        // A name Latin-script locales keep and others write their own way (Spanish's spelling
        // outvoted); the app's spoken name, a brand even with a lowercase word.
        RuleExample(files: [
            .init("strings.json", """
                {
                  "block.sora": { "en": "Sora Sompeng", "de": "Sora Sompeng", "nl": "Sora Sompeng", "es": "Sora Sompen",
                    "ja": "ソラ・ソンペン", "ru": "Сора Сомпенг", "zh-Hans": "索朗桑朋", "ko": "소라 솜펭" }
                }
                """),
            .init("en.lproj/InfoPlist.strings", #""CFBundleSpokenName" = "Cot editor";\#n"#),
            .init("de.lproj/InfoPlist.strings", #""CFBundleSpokenName" = "Cot editor";\#n"#),
            .init("fr.lproj/InfoPlist.strings", #""CFBundleSpokenName" = "Cot editor";\#n"#),
            .init("ja.lproj/InfoPlist.strings", #""CFBundleSpokenName" = "コットエディタ";\#n"#),
        ], requiredLocales: ["de", "fr", "ja"]),
        // A name in another script than the source's: no English left untranslated.
        RuleExample("strings.json", """
            {
              "plugin.name": { "en": "PChome 個人新聞台", "fr": "PChome 個人新聞台", "sv": "PChome 個人新聞台" }
            }
            """),
        // A controller's button labels: letters, digits and glyphs every locale shows as they
        // are are no sign of an untranslated copy.
        RuleExample(files: [
            .init("en.lproj/ControlLabels.strings", controllerGlyphs + """
                "Menu" = "Menu";
                "Power" = "Power";
                "Reset" = "Reset";
                "Pause" = "Pause";
                "Rewind" = "Rewind";
                """),
            .init("ru.lproj/ControlLabels.strings", controllerGlyphs + """
                "Menu" = "Меню";
                "Power" = "Питание";
                "Reset" = "Сброс";
                "Pause" = "Пауза";
                "Rewind" = "Перемотка назад";
                """),
        ]),
        // A rate reads the same in every language, and so do search keywords (Spotlight's
        // `MDItemKeywords`), which a locale may add to.
        RuleExample(files: [
            .init("en.lproj/Localizable.strings", #""KB/s" = "KB/s";\#n"%ld KB/s" = "%ld KB/s";\#n"Speed" = "Speed";\#n"L/h" = "L/h";\#n"#),
            .init("de.lproj/Localizable.strings", #""KB/s" = "KB/s";\#n"%ld KB/s" = "%ld KB/s";\#n"Speed" = "Geschwindigkeit";\#n"L/h" = "L/h";\#n"#),
            .init("fr.lproj/Localizable.strings", #""KB/s" = "Ko/s";\#n"%ld KB/s" = "%ld Ko/s";\#n"Speed" = "Vitesse";\#n"#),
            .init("en.lproj/InfoPlist.strings", #""MDItemKeywords" = "torrent,torrents,magnet,bt";\#n"#),
            .init("de.lproj/InfoPlist.strings", #""MDItemKeywords" = "torrent,torrents,magnet,bt";\#n"#),
        ]),
        // A copyright line kept in English, as Apple's apps keep theirs.
        RuleExample(files: [
            .init("en.lproj/InfoPlist.strings", #""NSHumanReadableCopyright" = "Copyright © 2026 Lingo Labs. All rights reserved.";\#n"#),
            .init("fr.lproj/InfoPlist.strings", #""NSHumanReadableCopyright" = "Copyright © 2026 Lingo Labs. All rights reserved.";\#n"#),
            .init("ja.lproj/InfoPlist.strings", #""NSHumanReadableCopyright" = "Copyright © 2026 Lingo Labs. All rights reserved.";\#n"#),
        ]),
        // A place's name the locale writes as English does (CLDR's names), dimensions, and a
        // cognate beside a range of letters.
        RuleExample("strings.json", """
            {
              "region.pr": { "en": "Puerto Rico", "es": "Puerto Rico", "fr": "Porto Rico", "it": "Porto Rico", "pt": "Porto Rico" },
              "size": { "en": "%1$@ x %2$@ x %3$@ %4$@", "fr": "%1$@ x %2$@ x %3$@ %4$@" },
              "sort.az": { "en": "Name: A-Z", "de": "Name: A-Z", "fr": "Nom : A-Z" },
              "unit.mgdl": { "en": "mg/dL", "de": "mg/dL", "fr": "mg/dL", "ru": "мг/дл" },
              "unit.mmol": { "en": "mmol/L", "de": "mmol/L", "fr": "mmol/L", "ru": "ммоль/л" },
              "sort.za": { "en": "Name: Z–A", "de": "Name: Z–A", "fr": "Nom : Z–A" }
            }
            """),
    ]

    /// A game controller's button labels, the same in every language.
    private static let controllerGlyphs = """
        "A" = "A";
        "B" = "B";
        "X" = "X";
        "Y" = "Y";
        "L1" = "L1";
        "R1" = "R1";
        "L2" = "L2";
        "R2" = "R2";
        "1" = "1";
        "#" = "#";
        "✕" = "✕";
        "◯" = "◯";

        """

    static let failingExamples: [RuleExample] = [
        RuleExample("Localizable.xcstrings", """
            {
              "sourceLanguage" : "zh-Hant",
              "strings" : {
                "OPEN_SETTINGS" : { "localizations" : {
                  "zh-Hant" : { "stringUnit" : { "state" : "translated", "value" : "開啟設定" } },
                  "en" : { "stringUnit" : { "state" : "translated", "value" : ↓"開啟設定" } } } }
              },
              "version" : "1.0"
            }
            """, messages: ["'OPEN_SETTINGS' in en is the zh-Hant source text unchanged: '開啟設定'"]),
        RuleExample("strings.json", """
            {
              "compose.reply": { "en": "Reply to %@", "ru": ↓"Reply to %@", "de": "Antworten an %@" },
              "compose.hint": { "en": "What's on your mind? 🤔", "fr": ↓"What's on your mind? 🤔" },
              "tab.bookmarks": { "en": "Bookmarks", "ru": ↓"Bookmarks", "de": "Lesezeichen", "ja": "ブックマーク" },
              "post.edit": { "en": "Edit Post", "ja": ↓"Edit Post", "de": "Beitrag bearbeiten", "fr": "Modifier le message" },
              "post.delete": { "en": "Delete", "zh-Hans": ↓"Delete", "de": "Löschen" }
            }
            """, messages: [
                "'compose.reply' in ru is the en source text unchanged: 'Reply to %@'",
                "'compose.hint' in fr is the en source text unchanged: 'What's on your mind? 🤔'",
                "'tab.bookmarks' in ru is the en source text unchanged: 'Bookmarks'",
                "'post.edit' in ja is the en source text unchanged: 'Edit Post'",
                "'post.delete' in zh-Hans is the en source text unchanged: 'Delete'",
            ]),
        RuleExample("Localizable.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld new posts" : {
                  "localizations" : {
                    "fr" : { "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld nouveau message" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : ↓"%lld new posts" } }
                    } } }
                  }
                }
              },
              "version" : "1.0"
            }
            """, messages: ["'%lld new posts' in fr (other) is the en source text unchanged: '%lld new posts'"]),
        RuleExample("strings.json", """
            {
              "lessons.left": {
                "en": { "one": "%lld lesson left", "other": "%lld lessons left" },
                "ru": { "one": ↓"%lld lesson left", "other": "%lld lessons left" },
                "de": { "one": "Noch %lld Lektion", "other": "Noch %lld Lektionen" }
              }
            }
            """, messages: [
                "'lessons.left' in ru is the en source text unchanged in every variant: '%lld lesson left' (one), '%lld lessons left' (other)",
            ]),
        RuleExample("strings.json", """
            {
              "a": { "en": "Add a note", "ca": ↓"Add a note", "de": "Notiz hinzufügen" },
              "b": { "en": "Delete the note", "ca": "Delete the note", "de": "Notiz löschen" },
              "c": { "en": "Share the note", "ca": "Share the note", "de": "Notiz teilen" },
              "d": { "en": "Pin the note", "ca": "Pin the note", "de": "Notiz anheften" },
              "e": { "en": "Move to folder", "ca": "Move to folder", "de": "In Ordner verschieben" },
              "f": { "en": "Rename the folder", "ca": "Rename the folder", "de": "Ordner umbenennen" },
              "g": { "en": "Show all notes", "ca": "Mostra totes les notes", "de": "Alle Notizen zeigen" },
              "h": { "en": "Search notes", "ca": "Search notes", "de": "Notizen suchen" },
              "i": { "en": "Sort by date", "ca": "Sort by date", "de": "Nach Datum sortieren" },
              "j": { "en": "Sort by title", "ca": "Ordena per títol", "de": "Nach Titel sortieren" }
            }
            """, messages: [
                "8 of 10 ca values of strings are the en source text unchanged: an untranslated export or fallback copy; 'l10n report --locale ca' lists them",
            ]),
        // A phrase around a name ("In" is no name's word): every locale's vote counts, and most changed it.
        RuleExample("strings.json", """
            {
              "menu.rosetta": { "en": "Open In Rosetta", "de": ↓"Open In Rosetta", "es": ↓"Open In Rosetta", "fr": ↓"Open In Rosetta",
                "pl": "Otwórz w Rosetta", "ja": "Rosettaで開く", "ru": "Открыть в Rosetta", "ko": "Rosetta로 열기", "uk": "Відкрити в Rosetta" }
            }
            """, messages: [
                "'menu.rosetta' in de is the en source text unchanged: 'Open In Rosetta'",
                "'menu.rosetta' in es is the en source text unchanged: 'Open In Rosetta'",
                "'menu.rosetta' in fr is the en source text unchanged: 'Open In Rosetta'",
            ]),
    ]
}
