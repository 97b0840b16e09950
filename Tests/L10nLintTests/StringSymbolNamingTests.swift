import Testing
@testable import L10nModel
@testable import L10nParsing
@testable import L10nAnalysis
@testable import L10nRules
@testable import L10nEngine
@testable import L10nReporting
@testable import L10nCLI

/// Xcode 26's symbol names, checked against the keys and symbols of generated files that
/// projects committed (docs/generated-symbols.md lists the sources).
@Suite struct StringSymbolNamingTests {
    @Test(arguments: [
        ("audio.controls.openYouTube", "audioControlsOpenYouTube"),
        ("home.version.upToDate", "homeVersionUpToDate"),
        ("continued_session.subtitle", "continuedSessionSubtitle"),
        ("F_A_Title", "fATitle"),
        ("F_A_Description", "fADescription"),
        ("ALPS_DESCRIPTION", "alpsDescription"),
        ("LENÇÓIS_MARANHENSES_NAME", "lençóisMaranhensesName"),
        ("2023_TRIP_DESCRIPTION", "_2023TripDescription"),
        ("CFBundleDisplayName", "cfbundleDisplayName"),
        ("Amber Monitor", "amberMonitor"),
        ("Off", "off"),
        ("On", "on"),
        ("Retro Green CRT", "retroGreenCrt"),
        ("SPEED BOOST", "speedBoost"),
        ("Clean black-and-white visuals with glow and trails stripped back.", "cleanBlackAndWhiteVisualsWithGlowAndTrailsStrippedBack"),
        ("%lld active", "active"),
        ("Score %@, %@ %lld, %@ %lld", "score"),
        ("The JSON store changed while Snip Snap was copying it.", "theJsonStoreChangedWhileSnipSnapWasCopyingIt"),
        ("A Local store exists without a valid migration marker. Snip Snap left it in place.", "aLocalStoreExistsWithoutAValidMigrationMarkerSnipSnapLeftItInPlace"),
        ("Evaluate JavaScript with ${content}", "evaluateJavaScriptWith$Content"),
        ("AddHost.Form.Field.MacAddress.Failure.InvalidMACAddress", "addHostFormFieldMacAddressFailureInvalidMACAddress"),
        ("%(landmark)@ is contained in %(landmarkCollection)@", "isContainedIn"),
        ("Adults", "adults"),
        ("adults", "adults"),
        ("Loading…", "loading"),
    ])
    func names(_ key: String, _ symbol: String) {
        #expect(StringSymbols.name(forKey: key) == symbol)
    }

    @Test func keysWithoutLettersOrDigitsNameNothing() {
        #expect(StringSymbols.name(forKey: "×%lld") == nil)
        #expect(StringSymbols.name(forKey: "🎉") == nil)
        #expect(StringSymbols.name(forKey: "%@ / %@") == nil)
    }

    @Test func argumentsComeFromNamedSpecifiersSubstitutionsAndPositions() {
        func labels(_ text: String) -> [String?] { StringSymbols.arguments(in: text).map(\.label) }
        #expect(labels("My name is %1$(name)@") == ["name"])
        #expect(labels("%(landmark)@ is contained in %(landmarkCollection)@") == ["landmark", "landmarkCollection"])
        #expect(labels("%#@completed@ of %#@total@ in %#@galleries@") == ["completed", "total", "galleries"])
        #expect(labels("Score %@, %@ %lld, %@ %lld") == [nil, nil, nil, nil, nil])
        #expect(labels("%2$@ then %1$@, again %1$@") == [nil, nil])
        #expect(labels("100%% done") == [])
        #expect(StringSymbols.arguments(in: "Score %@, %@ %lld").map(\.type) == ["String", "String", "Int"])
        #expect(StringSymbols.arguments(in: "I am %1$(age)llu years old").map(\.type) == ["UInt"])
    }

    @Test func theProjectSettingTurnsGenerationOn() throws {
        let pbxproj = ProjectScopeTests.pbxproj.replacingOccurrences(
            of: "/* End PBXProject section */",
            with: """
                /* End PBXProject section */
                		8A1B2C3D4E5F60718293A4C0 /* Debug */ = {
                			isa = XCBuildConfiguration;
                			buildSettings = {
                				STRING_CATALOG_GENERATE_SYMBOLS = YES;
                			};
                			name = Debug;
                		};
                """)
        guard case .success(let settings) = XcodeProjectRegions.settings(in: Array(pbxproj.utf8)) else {
            Issue.record("the project does not parse")
            return
        }
        #expect(settings.generatesStringSymbols)
        #expect(settings.knownRegions == ["en", "zh-Hans", "ja"])
        guard case .success(let plain) = XcodeProjectRegions.settings(in: Array(ProjectScopeTests.pbxproj.utf8)) else { return }
        #expect(!plain.generatesStringSymbols)

        let directory = try TemporaryDirectory()
        try directory.write("App.xcodeproj/project.pbxproj", pbxproj)
        try directory.write("Localizable.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "welcome_title" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "ja" : { "stringUnit" : { "state" : "translated", "value" : "ようこそ" } },
                    "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "欢迎" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """)
        try directory.write("WelcomeView.swift", """
            struct WelcomeView: View {
                var body: some View {
                    Text(.welcomeTitle)
                    Text(.welcomTitle)
                }
            }
            """)
        let result = CLI.run(["lint", "."], in: directory)
        #expect(result.standardOutput == """
            WelcomeView.swift:4:14: note: no catalog key generates the symbol '.welcomTitle' (did you mean '.welcomeTitle', key 'welcome_title'?) [unknown-key]

            """)
    }

    /// `length-budget` holds a symbol's key to the tight band where the code constrains the symbol.
    @Test func aConstrainedSymbolConstrainsItsKey() throws {
        let linter = Linter(settings: LintSettings(requiredLocales: ["de"]), rules: [try LengthBudgetRule.make(optionsJSON: "{}")])
        let result = linter.lint(files: [
            ("Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "tab.settings" : {
                      "extractionState" : "manual",
                      "generatesSymbol" : true,
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Einstellungen und Datenschutzoptionen" } },
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "Settings" } }
                      }
                    }
                  },
                  "version" : "1.1"
                }
                """),
            ("Tabs.swift", """
                struct Tabs: View {
                    var body: some View {
                        Text(.tabSettings)
                            .lineLimit(1)
                    }
                }
                """),
        ])
        let messages = result.diagnostics.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("used with `.lineLimit(1)` at Tabs.swift:4") == true, "\(messages)")
    }

    @Test func theReportListsSymbolUsesUnderTheirKeys() {
        let linter = Linter(settings: LintSettings(), rules: [])
        let result = linter.lint(files: [
            ("Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "share.action" : {
                      "extractionState" : "manual",
                      "generatesSymbol" : true
                    },
                    "welcome_title" : {
                      "extractionState" : "manual"
                    }
                  },
                  "version" : "1.1"
                }
                """),
            ("Row.swift", """
                struct Row: View {
                    var body: some View {
                        Text(.welcomeTitle)
                            .accessibilityLabel(.shareAction)
                        Label(LocalizedStringResource.shareAction, systemImage: "square.and.arrow.up")
                        Text("welcome_title")
                    }
                }
                """),
        ])
        let usages = result.project.keyUsages()
        #expect(usages["welcome_title"]?.map { "\($0.start.line):\($0.start.column)" } == ["6:14", "3:14"])
        #expect(usages["share.action"]?.map { "\($0.start.line):\($0.start.column)" } == ["4:33", "5:38"])
    }
}
