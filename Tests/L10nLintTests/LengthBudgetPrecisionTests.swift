import Testing
@testable import L10nModel
@testable import L10nParsing
@testable import L10nAnalysis
@testable import L10nRules
@testable import L10nEngine
@testable import L10nConfiguration
@testable import L10nReporting
@testable import L10nWriting
@testable import L10nCLI

/// `length-budget` on the false and true classes found on real apps (docs/precision.md).
@Suite struct LengthBudgetPrecisionTests {
    private func findings(_ files: [(path: String, contents: String)], options: String = "{}") throws -> [String] {
        let rule = try LengthBudgetRule.make(options: OptionsDecoder.parse(options, ruleID: "length-budget").get())
        return ruleFindings(rule, files, withPath: true)
    }

    private func catalog(_ pairs: [(key: String, locale: String, value: String)]) -> String {
        let strings = pairs.map { pair in
            """
                "\(pair.key)" : { "localizations" : { "\(pair.locale)" : { "stringUnit" : { "state" : "translated", "value" : "\(pair.value)" } } } }
            """
        }
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\(strings.joined(separator: ",\n"))\n  },\n  \"version\" : \"1.0\"\n}"
    }

    @Test func shorterTranslationsOverflowNothingUnlessTheLayoutIsSizedFromThem() throws {
        let files = [("Localizable.xcstrings", catalog([("Stop recording", "zh-Hans", "停止")]))]
        #expect(try findings(files).isEmpty)
        #expect(try findings(files, options: #"{"layoutLocales": ["zh-Hans"]}"#) == [])  // 3.5 is not far above 3.2
        let long = [("Localizable.xcstrings", catalog([("Stop recording and save the answer", "zh-Hans", "停止")]))]
        let reported = try findings(long, options: #"{"layoutLocales": ["zh-Hans"]}"#)
        #expect(reported == [
            "Localizable.xcstrings:4:131: 'Stop recording and save the answer' in zh-Hans is 4 columns wide, its source 34: "
                + "ratio 8.50 is far above the band 0.80–3.20 around 1.6, en overflows a layout sized for zh-Hans",
        ])
    }

    @Test func standardTranslationsAreNotFlaggedByTheRatioAlone() throws {
        let files = [("Localizable.xcstrings", catalog([
            ("Edit Info", "zh-Hans", "编辑个人资料"), ("Revert to Saved", "zh-Hans", "复原到上次存储的版本"),
            ("Unpin", "ja", "ピン留めを解除"), ("Get Help", "zh-Hant", "取得輔助說明"),
            ("Settings", "de", "Einstellungen"), ("Unpin", "uz", "Biriktirishni olib tashlash"),
        ]))]
        #expect(try findings(files).isEmpty)
    }

    @Test func europeanBlowUpsAreFound() throws {
        let files = [("Localizable.xcstrings", catalog([
            ("Use Hold", "de", "Drücken, halten, Tasten kombinieren oder ziehen"),
            ("Share", "fr", "Partagez vos progrès avec vos amis"),
            ("Continue", "es", "Continuar con la configuración de la cuenta"),
            ("Mute", "ru", "Отключить звук для всех уведомлений"),
        ]))]
        let reported = try findings(files)
        #expect(reported == [
            "Localizable.xcstrings:4:100: 'Use Hold' in de is 47 columns wide, its source 8: ratio 0.17 is far below the band 0.43–1.48 around 0.8, the translation overflows a layout sized for en",
            "Localizable.xcstrings:5:97: 'Share' in fr is 34 columns wide, its source 5: ratio 0.15 is far below the band 0.43–1.48 around 0.8, the translation overflows a layout sized for en",
            "Localizable.xcstrings:6:100: 'Continue' in es is 43 columns wide, its source 8: ratio 0.19 is far below the band 0.43–1.48 around 0.8, the translation overflows a layout sized for en",
            "Localizable.xcstrings:7:96: 'Mute' in ru is 35 columns wide, its source 4: ratio 0.11 is far below the band 0.43–1.48 around 0.8, the translation overflows a layout sized for en",
        ])
    }

    @Test func constrainedKeysAreHeldToTheBandAndSayWhy() throws {
        let view = """
            struct Row: View {
                var body: some View {
                    Text("Unpin").lineLimit(1)
                }
            }
            """
        let files = [("Localizable.xcstrings", catalog([("Unpin", "ja", "ピン留めを解除")])), ("Views/Row.swift", view)]
        // 5 / 14 = 0.357: printed with enough digits to fall outside the band 0.36–2.25.
        let reported = try findings(files)
        #expect(reported == [
            "Localizable.xcstrings:4:97: 'Unpin' in ja is 14 columns wide, its source 5: ratio 0.357 is below the band 0.360–2.250 around 0.9 "
                + "and the key is used with `.lineLimit(1)` at Row.swift:3: the translation overflows a layout sized for en",
        ])
    }

    @Test func scannerFindsConstrainedPlaces() {
        let source = """
            TabView {
                FeedView().tabItem { Label("tab.feed", systemImage: "house") }
                Tab("tab.search", systemImage: "magnifyingglass") { Text("search.body") }
            }
            .toolbar {
                ToolbarItem { Button("toolbar.done") { done() } }
                Menu("toolbar.more") { Button("menu.item") { } }
                Button("toolbar.share") { share = true }.sheet(isPresented: $share) { Text("sheet.body") }
                    .alert("alert.title", isPresented: $failed) { Button("alert.ok") { } }
            }
            HStack { Text("row.title"); Text("row.subtitle") }.font(.body).lineLimit(1)
            Button { } label: { Label("label.button", systemImage: "plus") }.lineLimit(1)
            Button("fixed.button") { }.frame(width: 80)
            Text("wide.text").frame(maxWidth: .infinity)
            Text("window.text").frame(width: 600)
            Text("free.text")
            """
        let file = SourceFile(id: FileID(0), path: "View.swift", text: SourceText(source))
        let facts = SwiftUIScanner.scan(file)
        let uses = facts.constrainedKeys.map { "\($0.key.text) \($0.constraint) \(file.text.position(at: $0.range.start).line)" }
        #expect(uses == [
            "tab.feed in a tab item 2", "tab.search in a tab item 3", "toolbar.done in a toolbar 6", "toolbar.more in a toolbar 5",
            "toolbar.share in a toolbar 5", "row.title with `.lineLimit(1)` 11", "row.subtitle with `.lineLimit(1)` 11",
            "label.button with `.lineLimit(1)` 12", "fixed.button in `.frame(width: 80)` 13",
        ])
    }

    @Test func corpusBlowUpsAreFoundAndStandardLabelsAreNot() throws {
        guard let corpus = PackagePaths.corpus else {
            print("skipped corpusBlowUpsAreFoundAndStandardLabelsAreNot: ../shared/corpus is not present")
            return
        }
        let lint = { (app: String) in
            Linter(rules: [LengthBudgetRule.makeDefault()]).lint(paths: [corpus.appendingPathComponent(app).path]).diagnostics
        }
        // "Use Hold, Then Press" became a 100-column sentence in every language: 5–6× in de, fr, es, ru.
        let linearmouse = lint("linearmouse__linearmouse").filter { $0.key == "Use Hold, Then Press" }.compactMap(\.locale)
        #expect(Set(["de", "fr", "es", "ru"]).isSubset(of: Set(linearmouse)))
        // "Edit Info" / "编辑个人资料"-style standard labels, and either direction of "Notifications" / "通知".
        let iceCubes = lint("Dimillian__IceCubesApp")
        let eastAsian = iceCubes.filter { finding in
            guard let locale = finding.locale else { return false }
            return locale.hasPrefix("zh") || locale == "ja" || locale == "ko"
        }
        #expect(eastAsian.isEmpty)
    }
}
