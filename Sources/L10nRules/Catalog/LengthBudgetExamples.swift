import Foundation
import L10nModel
import L10nParsing
import L10nAnalysis

/// Passing and failing examples of `length-budget` (the rule's tests, and its page).
extension LengthBudgetRule {
    static let passingExamples: [RuleExample] = [
        RuleExample("strings.json", """
            {
              "recording.start": { "en": "Start recording", "zh-Hans": "开始录音", "maxWidth": 20 },
              "practice.playModelAnswer": { "en": "Play model answer", "zh-Hans": "播放示范回答" },
              "common.done": { "en": "Done", "zh-Hans": "好，完成" },
              "recording.stop": { "en": "Stop recording", "zh-Hans": "停止" },
              "profile.edit": { "en": "Edit Info", "zh-Hans": "编辑个人资料", "ja": "プロフィールを編集", "de": "Profil bearbeiten" },
              "settings.title": { "en": "Settings", "de": "Einstellungen", "fr": "Réglages" },
              "brand.name": { "en": "Lingo 🦜", "zh-Hans": "Lingo 🦜" },
              "accessibility.record.hint": { "en": "Record", "zh-Hans": "开始录制你的回答，再次轻点即可停止" },
              "about.message.9": { "en": "You have looped so many times that we have lost count!", "it": "-" }
            }
            """),
        RuleExample("Localizable.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Your **daily** goal: %lld minutes" : {
                  "localizations" : {
                    "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "每日目标：%lld 分钟" } },
                    "ja" : { "stringUnit" : { "state" : "translated", "value" : "**毎日**の目標：%lld 分" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """),
        RuleExample(files: [
            RuleExample.File("Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Share" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Teile deinen Lernfortschritt mit deinen Freunden" } } } },
                    "Export" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Als PDF-Dokument mit allen Notizen exportieren" } } } },
                    "Export all" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Alle Lektionen als PDF-Dokument exportieren" } } } }
                  },
                  "version" : "1.0"
                }
                """),
            RuleExample.File("ExportDialog.swift", """
                struct ExportDialog: View {
                    var body: some View {
                        VStack {
                            Text("Share")
                            Button("Export") { export() }.help("Export all")
                        }
                        .frame(width: 300, height: 200)
                        .toolbar { ToolbarItem { Button("Export") { export() } } }
                    }
                }
                """),
        ]),
        RuleExample(files: [
            RuleExample.File("App/Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Save" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Alle Änderungen an diesem Dokument speichern" } } } }
                  },
                  "version" : "1.0"
                }
                """),
            RuleExample.File("Packages/Kit/Sources/Kit/Resources/Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Save" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern" } } } }
                  },
                  "version" : "1.0"
                }
                """),
            RuleExample.File("Packages/Kit/Sources/Kit/SaveRow.swift", """
                struct SaveRow: View {
                    var body: some View { Text("Save", bundle: .module).lineLimit(1) }
                }
                """),
        ]),
        RuleExample("Main.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "SXx-HZ-GkB.title" : {
                  "extractionState" : "extracted_with_value",
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Einstellungen für die Synchronisierung aller Geräte" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """, options: #"{"extremeRatios": true}"#),
    ]

    static let failingExamples: [RuleExample] = [
        RuleExample("strings.json", """
            {
              "share.progress": { "en": "Share", "zh-Hans": ↓"分享我的学习进度和成就给朋友们" },
              "share.title": { "en": "Share", "de": ↓"Teile deinen Lernfortschritt mit deinen Freunden" }
            }
            """, options: #"{"extremeRatios": true}"#, messages: [
                "'share.progress' in zh-Hans is 30 columns wide, its source 5: ratio 0.17 is far below the band 0.80–3.20 around 1.6, the translation overflows a layout sized for en",
                "'share.title' in de is 48 columns wide, its source 5: ratio 0.10 is far below the band 0.43–1.48 around 0.8, the translation overflows a layout sized for en",
            ]),
        RuleExample(files: [
            RuleExample.File("Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Start recording" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : ↓"Aufnahme starten und die erste Antwort speichern" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
            RuleExample.File("RecordButton.swift", """
                struct RecordButton: View {
                    var body: some View {
                        Button("Start recording", action: start).lineLimit(1)
                    }
                }
                """),
        ], messages: [
            "'Start recording' in de is 48 columns wide, its source 15: ratio 0.31 is below the band 0.43–1.48 around 0.8 "
                + "and the key is used with `.lineLimit(1)` at RecordButton.swift:3: the translation overflows a layout sized for en",
        ]),
        RuleExample("Localizable.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Start your first speaking lesson now and hear how your pronunciation improves!" : {
                  "localizations" : {
                    "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : ↓"开始" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """, messages: [
                "'Start your first speaking lesson now and hear how your pronunciation improves!' in zh-Hans is 4 columns wide, its source 78: "
                    + "ratio 19.5 is over ten times the usual 1.6, the translation says only part of its source",
            ]),
        RuleExample(files: [
            RuleExample.File("Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Beginner" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : ↓"Anfängerinnen und Anfänger" } } } },
                    "Record" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : ↓"Aufnahme starten" } } } }
                  },
                  "version" : "1.0"
                }
                """),
            RuleExample.File("LevelPicker.swift", """
                struct LevelPicker: View {
                    var body: some View {
                        Picker("Level", selection: $level) { Text("Beginner").tag(0) }.pickerStyle(.segmented)
                        Button("Record") { record() }.frame(width: 88, height: 32)
                    }
                }
                """),
        ], messages: [
            "'Beginner' in de is 26 columns wide, its source 8: ratio 0.31 is below the band 0.43–1.48 around 0.8 "
                + "and the key is used in a segmented picker at LevelPicker.swift:3: the translation overflows a layout sized for en",
            "'Record' in de is 16 columns wide, its source 6: ratio 0.38 is below the band 0.43–1.48 around 0.8 "
                + "and the key is used in `.frame(width: 88, height: 32)` at LevelPicker.swift:4: the translation overflows a layout sized for en",
        ]),
        RuleExample(files: [
            RuleExample.File("Resources/strings.json", """
                {
                  "recording.start": { "en": ↓"Start recording", "zh-Hans": "开始录音", "maxWidth": 12 }
                }
                """),
            RuleExample.File("Resources/Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "recording.start" : {
                      "localizations" : {
                        "en" : { "stringUnit" : { "state" : "translated", "value" : ↓"Start a recording" } },
                        "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "开始录音" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
        ], messages: [
            "'recording.start' in en is 17 columns wide, over its maxWidth of 12",
            "'recording.start' in en is 15 columns wide, over its maxWidth of 12",
        ]),
        RuleExample("Localizable.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Play model answer" : {
                  "localizations" : {
                    "zh-HK" : { "stringUnit" : { "state" : "translated", "value" : "播放示範答案" } }
                  }
                },
                "Share your progress with your friends 🎉" : {
                  "localizations" : {
                    "zh-HK" : { "stringUnit" : { "state" : "translated", "value" : ↓"分享 🎉" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """, options: #"{"targetLocales": ["zh-Hant"], "layoutLocales": ["zh-Hant"], "locales": {"zh-Hant": {"minRatio": 1.2, "maxRatio": 2.4}}, "maxWidths": {"Play model answer": 17}}"#,
            messages: [
                "'Share your progress with your friends 🎉' in zh-HK is 7 columns wide, its source 40: ratio 5.71 is far above the band 1.20–2.40 around 1.6, en overflows a layout sized for zh-HK",
            ]),
    ]
}
