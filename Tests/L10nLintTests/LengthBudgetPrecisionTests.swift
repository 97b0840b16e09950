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
        let rule = try LengthBudgetRule.make(optionsJSON: options)
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
        // Opt-in: labels wrap, so a ratio alone is no default finding.
        #expect(try findings(files).isEmpty)
        let reported = try findings(files, options: #"{"extremeRatios": true}"#)
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
                    PinnedView().tabItem { Text("Unpin") }
                }
            }
            """
        let files = [("Localizable.xcstrings", catalog([("Unpin", "ja", "ピン留めを解除する")])), ("Views/Row.swift", view)]
        let reported = try findings(files)
        #expect(reported == [
            "Localizable.xcstrings:4:97: 'Unpin' in ja is 18 columns wide, its source 5: ratio 0.28 is below the band 0.36–2.25 around 0.9 "
                + "and the key is used in a tab item at Row.swift:3: the translation overflows a layout sized for en",
        ])
        // One line of a row holds 18 columns: `.lineLimit(1)` reports only wide translations.
        let row = view.replacingOccurrences(of: "PinnedView().tabItem { Text(\"Unpin\") }", with: "Text(\"Unpin\").lineLimit(1)")
        #expect(try findings([files[0], ("Views/Row.swift", row)]).isEmpty)
        // A tab's share of the bar holds 14 columns (five tabs of an iPhone's): 5 / 14 = 0.357,
        // below the band, fits.
        #expect(try findings([("Localizable.xcstrings", catalog([("Unpin", "ja", "ピン留めを解除")])), ("Views/Row.swift", view)]).isEmpty)
    }

    /// The false classes of issue 27: a frame on a dialog, toolbar labels, tooltips, a Mac's tab
    /// items, an Interface Builder object id standing in for the source, a needs_review unit.
    @Test func onlyConstraintsThatStopWrappingAreReported() throws {
        let long = "Alle Lektionen und Notizen als PDF-Dokument exportieren"
        let catalogText = catalog([("Export", "de", long)])
        let dialog = """
            VStack { Text("Export") }.frame(width: 300, height: 200)
            HStack { }.toolbar { ToolbarItem { Button("Export") { } } }
            Button("Other") { }.help("Export")
            """
        #expect(try findings([("Localizable.xcstrings", catalogText), ("Dialog.swift", dialog)]).isEmpty)
        // A Mac app (every SDKROOT macosx) sizes tab items to their labels.
        let tabs = "TabView { Pane().tabItem { Text(\"Export\") } }"
        let mac = "objects = { A = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = macosx; }; }; };"
        let root = try TemporaryDirectory()
        try root.write("Localizable.xcstrings", catalogText)
        try root.write("Tabs.swift", tabs)
        let lint = { Linter(rules: [LengthBudgetRule.makeDefault()]).lint(paths: [root.path]).diagnostics }
        #expect(lint().count == 1)
        try root.write("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{ \(mac) rootObject = A; }")
        #expect(lint().isEmpty)
        // A unit to review is translation-state's; an object id is not a source text.
        let review = catalogText.replacingOccurrences(of: "\"translated\"", with: "\"needs_review\"")
        #expect(try findings([("Localizable.xcstrings", review), ("Tabs.swift", tabs)]).isEmpty)
        let nib = catalog([("SXx-HZ-GkB.title", "de", long)])
        #expect(try findings([("Main.xcstrings", nib)], options: #"{"extremeRatios": true}"#).isEmpty)
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
            Button("sized.button") { }.frame(width: 80, height: 32)
            VStack { Text("dialog.text") }.frame(width: 280, height: 200)
            Picker("picker.title", selection: $x) { Text("segment.one") }.pickerStyle(.segmented)
            Picker("menu.title", selection: $x) { Text("menu.option") }
            HStack { Button("tip.button") { }.help("tip.text") }.lineLimit(1)
            """
        let file = SourceFile(id: FileID(0), path: "View.swift", text: SourceText(source))
        let facts = SwiftUIScanner.scan(file)
        let uses = facts.constrainedKeys.map { "\($0.key.text) \($0.constraint) \(file.text.position(at: $0.range.start).line)" }
        #expect(uses == [
            "tab.feed in a tab item 2", "tab.search in a tab item 3", "row.title with `.lineLimit(1)` 11", "row.subtitle with `.lineLimit(1)` 11",
            "label.button with `.lineLimit(1)` 12", "sized.button in `.frame(width: 80, height: 32)` 17", "segment.one in a segmented picker 19",
            "tip.button with `.lineLimit(1)` 21",
        ])
    }

    @Test func corpusBlowUpsAreFoundAndStandardLabelsAreNot() throws {
        guard let corpus = PackagePaths.corpus else {
            print("skipped corpusBlowUpsAreFoundAndStandardLabelsAreNot: ../shared/corpus is not present")
            return
        }
        let rule = try LengthBudgetRule.make(optionsJSON: #"{"extremeRatios": true}"#)
        let lint = { (app: String) in
            Linter(rules: [rule]).lint(paths: [corpus.appendingPathComponent(app).path]).diagnostics
        }
        // By default, nothing in the corpus: it has no Swift code to show a constraint, and no
        // translation says only a fragment of a long source.
        let defaults = Linter(rules: [LengthBudgetRule.makeDefault()]).lint(paths: [corpus.path]).diagnostics
        #expect(defaults.isEmpty)
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
