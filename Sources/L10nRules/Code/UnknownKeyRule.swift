import L10nModel
import L10nParsing

/// Reports keys used in code that no linted catalog defines, in projects whose keys are
/// identifiers (`settings.title`) rather than English text.
package struct UnknownKeyRule: Rule {
    package struct Options: RuleOptions {
        /// Functions returning a localized string for a key (see `voiceover-label`).
        var localizationFunctions = VoiceOverCoverage.defaultLocalizationFunctions
        /// The share of catalog keys that must look like identifiers for the rule to run.
        var minimumIdentifierKeyShare = 0.5

        package init() {}
        package static let declarations: [RuleOption<Options>] = [
            RuleOption("localizationFunctions", \.localizationFunctions, summary: "Functions returning a localized string for a key (`localized(\"key\")`, `L10n.tr(\"key\")`), as for `voiceover-label`."),
            RuleOption("minimumIdentifierKeyShare", \.minimumIdentifierKeyShare, .atLeast(0), summary: "The share of catalog keys (0 to 1) that must look like identifiers for the rule to run."),
        ]
    }

    package static let description = RuleDescription(
        id: "unknown-key",
        name: "Unknown Key",
        summary: "Code uses a localization key that no linted catalog defines",
        rationale: """
            When a key is missing from every catalog, the app shows the key itself: \
            `settings.notifications.title` on screen, in every language. The rule reads the keys \
            that code passes where SwiftUI and Foundation localize: `Text("key")`, titles of \
            `Button`, `Toggle`, `Label`, `Picker`, `Section`, …, `.navigationTitle`, \
            `.accessibilityLabel`, `String(localized:)`, `NSLocalizedString`, \
            `LocalizedStringKey`, and configured localization functions (option \
            `localizationFunctions`, default `["localized", "L10n.tr"]`). A `tableName:`/`table:` \
            argument restricts the lookup to that table.

            It runs only when most catalog keys look like identifiers (dotted words or \
            `UPPER_SNAKE_CASE`, option \
            `minimumIdentifierKeyShare`), and it only reports keys that look like identifiers: in \
            projects keyed by English text, Xcode adds keys to String Catalogs at build time and \
            the text is its own fallback.

            A project that keeps its texts in `.lproj` tables only (no String Catalog, no \
            `strings.json`) has no such step: English text that `Text`, a control's title or \
            `NSLocalizedString` shows, and that no table holds, is shown in English in every \
            language. It is reported when the table it is looked up in is translated; an acronym \
            alone (`URL`), the app's or Apple's names (`Apple Watch`), a template to type \
            (`{{ now() }}`) and tests' texts are not.

            An interpolated literal is a different key: `Text("streak \\(days)")` looks up \
            `streak %lld`, not `streak`. Define the key with its format specifiers, or pass the \
            value as a format argument.

            Xcode 26 generated symbols are checked in every project whose String Catalogs \
            generate them (see `generated-symbol`): `Text(.welcomeTitle)`, \
            `String(localized: .onboardingHint)`, `.accessibilityLabel(.shareAction)`, \
            `LocalizedStringResource.x`, a function `.visitsSummary(count:city:)` whose labels \
            come from the named specifiers, a table's namespace `.Discover.landmarks`. A symbol \
            no manual key generates is reported with the nearest one; so is a call whose \
            argument labels are not the key's. Only places that take a `LocalizedStringResource` \
            are read (`.font(.title)` is no symbol): SwiftUI's and Foundation's, and the \
            project's own parameters and stored properties of that type (`Row(title: .x)`). \
            Members declared by hand in `extension LocalizedStringResource`, enum cases the \
            project declares (its own initializer takes them: `NavigationLink(.settings(1)) { … }`) \
            and symbols under a namespace that is no table are left alone. A `String` key with an \
            interpolation (`NSLocalizedString("pref.hint_\\(level)", comment: "")`) is built at run \
            time: it is reported only when no key starts and ends with its literal parts. The naming algorithm: docs/generated-symbols.md.
            """,
        defaultSeverity: .note,
        passingExamples: [
            RuleExample(files: [
                RuleExample.File("strings.json", """
                    {
                      "settings.title": { "en": "Settings", "zh-Hans": "设置" },
                      "settings.hint_1": { "en": "Ask before saving", "zh-Hans": "保存前询问" },
                      "powered_by": { "en": "Powered by %@", "zh-Hans": "由 %@ 提供" },
                      "practice.streak %lld": { "en": "%lld-day streak", "zh-Hans": "连续 %lld 天" }
                    }
                    """),
                RuleExample.File("SettingsView.swift", """
                    struct SettingsView: View {
                        let days: Int
                        var body: some View {
                            Text("settings.title")
                            Text("practice.streak \\(days)")
                            Text("Lingo")  // not an identifier key: a brand name
                            Text("example.com")
                            // Text("settings.removed")
                            Text(verbatim: "debug.build")
                            let caption = "settings.caption"  // a plain string, never looked up
                            let hint = NSLocalizedString("settings.hint_\\(level)", comment: "")  // a String key built at run time
                            Text("powered_by".localized("De.Fi"))  // the receiver is the key, formatted with a brand
                        }
                    }
                    """),
            ]),
            RuleExample(files: [
                symbolCatalog,
                RuleExample.File("WelcomeView.swift", """
                    struct WelcomeView: View {
                        var body: some View {
                            Text(.welcomeTitle)
                                .font(.title)
                                .padding(.horizontal)
                            Text(.now, style: .time)
                            Text(.visitsSummary(count: visits, city: city))
                            Label(.shareAction, systemImage: "square.and.arrow.up")
                            Text(LocalizedStringResource.onboardingHint)
                            Text(.Widgets.title)  // not a table of this project
                            Text(.appName)  // declared by hand below
                            ProgressView(.linear)
                            Row(title: .welcomeTitle, style: .plain)
                            Color(.systemBackground)
                            NavigationLink(.settings(1)) { Text(.welcomeTitle) }  // the project's own initializer
                        }
                    }

                    enum Page: Hashable { case settings(Int), about }

                    extension NavigationLink where Destination == Never {
                        init(_ page: Page, @ViewBuilder label: () -> Label) { self.init(value: page, label: label) }
                    }

                    struct Row: View {
                        let title: LocalizedStringResource
                        var style: RowStyle
                        var body: some View { Text(title) }
                    }

                    extension LocalizedStringResource {
                        static var appName: LocalizedStringResource { "Lingo" }
                    }
                    """),
            ]),
            RuleExample(files: [
                RuleExample.File("Localizable.xcstrings", """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "Settings" : { },
                        "Done" : { }
                      },
                      "version" : "1.0"
                    }
                    """),
                RuleExample.File("SettingsView.swift", """
                    struct SettingsView: View {
                        var body: some View {
                            Text("settings.title")  // English-text keys: the project is not identifier-keyed
                        }
                    }
                    """),
            ]),
        ],
        failingExamples: [
            // `.lproj` tables only: nothing adds the English text the code shows to them.
            RuleExample(files: [
                RuleExample.File("en.lproj/Localizable.strings", #""Size" = "Size";\#n"#),
                RuleExample.File("ja.lproj/Localizable.strings", #""Size" = "サイズ";\#n"#),
                RuleExample.File("AboutView.swift", """
                    struct AboutView: View {
                        var body: some View {
                            Text("Size")
                            Text(↓"Created by Runju & Die2")
                            Text(verbatim: "v2.1")
                            Text("URL")  // an acronym alone
                            Text("Apple Watch")  // Apple's own name
                            TextField("{{ now() }}", text: $template)  // a template to type
                        }
                    }
                    """),
                RuleExample.File("AboutViewTests.swift", "func testHeader() { _ = Text(\"This is a header\") }\n"),
            ], messages: ["'Created by Runju & Die2' is in no Localizable table, so every language shows it as written; add it to the development language's Localizable.strings and translate it"]),
            RuleExample(files: [
                symbolCatalog,
                RuleExample.File("Discover.xcstrings", """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "Landmarks" : {
                          "extractionState" : "manual"
                        }
                      },
                      "version" : "1.1"
                    }
                    """),
                RuleExample.File("WelcomeView.swift", """
                    struct WelcomeView: View {
                        var body: some View {
                            Text(.welcomeTitle)
                            Text(↓.welcomTitle)
                            Text(.Discover.landmarks)
                            Text(↓.Discover.landmark)
                            Text(.visitsSummary(count: visits, city: city))
                            Text(↓.visitsSummary(count: visits))
                            Button(↓.shareAktion) { share() }
                            let hint = String(localized: ↓.onboardingHnt)
                            let resource = LocalizedStringResource.onboardingHint
                            Text(↓.legacyBanner)
                        }
                    }
                    """),
                RuleExample.File("Row.swift", """
                    struct Row: View {
                        let title: LocalizedStringResource
                        var body: some View { Text(title) }
                    }

                    func badge(_ text: LocalizedStringResource) -> some View { Text(text) }

                    struct Screen: View {
                        let footer: LocalizedStringResource = ↓.onboardingHin
                        var body: some View {
                            Row(title: .welcomeTitle)
                            Row(title: ↓.welcomeTitel)
                            badge(↓.shareActon)
                        }
                    }
                    """),
            ], messages: [
                "no catalog key generates the symbol '.onboardingHin' (did you mean '.onboardingHint', key 'onboarding_hint'?)",
                "no catalog key generates the symbol '.welcomeTitel' (did you mean '.welcomeTitle', key 'welcome_title'?)",
                "no catalog key generates the symbol '.shareActon' (did you mean '.shareAction', key 'share.action'?)",
                "no catalog key generates the symbol '.welcomTitle' (did you mean '.welcomeTitle', key 'welcome_title'?)",
                "no catalog key generates the symbol '.Discover.landmark' (did you mean '.Discover.landmarks', key 'Landmarks'?)",
                "'visits.summary' generates '.visitsSummary(count:city:)', not '.visitsSummary(count:)'",
                "no catalog key generates the symbol '.shareAktion' (did you mean '.shareAction', key 'share.action'?)",
                "no catalog key generates the symbol '.onboardingHnt' (did you mean '.onboardingHint', key 'onboarding_hint'?)",
                "no catalog key generates the symbol '.legacyBanner'",
            ]),
            RuleExample(files: [
                RuleExample.File("strings.json", """
                    {
                      "settings.title": { "en": "Settings", "zh-Hans": "设置" },
                      "settings.done": { "en": "Done", "zh-Hans": "完成" },
                      "practice.streak": { "en": "%lld-day streak", "zh-Hans": "连续 %lld 天" }
                    }
                    """),
                RuleExample.File("SettingsView.swift", """
                    struct SettingsView: View {
                        let days: Int
                        var body: some View {
                            Text(↓"settings.subtitle")
                            Text(↓"practice.streak \\(days)")
                            Button(isOn ? "settings.done" : ↓"settings.undo") { toggle() }
                            Toggle(↓"settings.sound", isOn: $sound)
                                .navigationTitle(↓"settings.titel")
                            let name = String(localized: ↓"settings.name")
                            let other = NSLocalizedString(↓"settings.other", comment: "")
                            let custom = localized(↓"settings.custom")
                            let member = ↓"settings.member".localized
                            let ignored = print("settings.printed")
                            Text(↓"settings.title", tableName: "Settings")
                        }
                    }
                    """),
                RuleExample.File("Settings.strings.json", """
                    {
                      "settings.header": { "en": "Header", "zh-Hans": "标题" }
                    }
                    """),
            ], messages: [
                "'settings.subtitle' is not defined in any catalog",
                "'practice.streak %lld' is not defined in any catalog: the interpolation is part of the key (the catalogs define 'practice.streak')",
                "'settings.undo' is not defined in any catalog",
                "'settings.sound' is not defined in any catalog",
                "'settings.titel' is not defined in any catalog",
                "'settings.name' is not defined in any catalog",
                "'settings.other' is not defined in any catalog",
                "'settings.custom' is not defined in any catalog",
                "'settings.member' is not defined in any catalog",
                "'settings.title' is not defined in table 'Settings'",
            ]),
            // Keys in capitals joined by underscores are identifiers too; one capitalised word may be text.
            RuleExample(files: [
                .init("en.lproj/Localizable.strings", #""OPEN_SETTINGS" = "Open Settings";\#n"CANCEL" = "Cancel";\#n"#),
                .init("LibraryView.swift", """
                    let titles = [NSLocalizedString("OPEN_SETTINGS", comment: ""), NSLocalizedString(↓"UPLOAD_FILE", comment: ""), NSLocalizedString("LIBRARY", comment: "")]
                    """),
            ], messages: ["'UPLOAD_FILE' is not defined in any catalog"]),
        ])

    /// A String Catalog whose manual keys generate Xcode 26 symbols (`generatesSymbol` says so).
    private static let symbolCatalog = RuleExample.File("Localizable.xcstrings", """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "legacy.banner" : {
              "extractionState" : "manual",
              "generatesSymbol" : false
            },
            "onboarding_hint" : {
              "extractionState" : "manual"
            },
            "share.action" : {
              "extractionState" : "manual"
            },
            "visits.summary" : {
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%(count)lld visits in %(city)@"
                  }
                }
              }
            },
            "Welcome" : {

            },
            "welcome_title" : {
              "extractionState" : "manual"
            }
          },
          "version" : "1.1"
        }
        """)

    let options: Options

    package init(options: Options) { self.options = options }

    package func check(_ context: RuleContext) -> [Diagnostic] {
        let functions = LocalizationFunctions(options.localizationFunctions)
        var diagnostics: [Diagnostic] = []
        // Keys are looked up in the Swift source's own project (one index per project): its
        // identifier keys when most of its keys are identifiers, and its text keys when it keeps
        // its texts in translated `.lproj` tables only (see `translatedTextTables`).
        var scopes: [String: (identifiers: Bool, textTables: Set<String>)] = [:]
        for facts in context.project.swiftSources {
            let scope = context.project.swiftSourceProjects[facts.file] ?? ""
            let keys = context.analyses.keyIndex(scope: scope)
            let checked = scopes[scope] ?? (
                !keys.isEmpty && Self.identifierShare(keys.sourceKeys) >= options.minimumIdentifierKeyShare, Self.translatedTextTables(context.project, scope: scope)
            )
            scopes[scope] = checked
            let symbols = context.analyses.keyUsage.symbolUses[facts.file] ?? []
            if !symbols.isEmpty { diagnostics += symbolFindings(symbols, index: context.analyses.symbolIndex(scope: scope), context: context) }
            guard checked.identifiers || !checked.textTables.isEmpty else { continue }
            for reference in facts.keyReferences {
                if case .function(let name) = reference.source, !functions.matches(name) { continue }
                guard Self.looksLikeIdentifier(reference.key.segments[0].trimmingSpaces) else {
                    // English text a translated table lacks: no build step adds it.
                    if case .api = reference.source, checked.textTables.contains(reference.table ?? "Localizable"),
                        keys.lookup(reference.key, table: reference.table).isEmpty, Self.isShownText(reference.key.text, in: facts, scope: scope, context)
                    {
                        diagnostics.append(context.diagnostic(.textInNoTable(reference.table ?? "Localizable"), about: FindingSubject(key: reference.key.text), at: reference.key.range))
                    }
                    continue
                }
                guard checked.identifiers, keys.lookup(reference.key, table: reference.table).isEmpty else { continue }
                // A `String` key with an interpolation is built at run time (`NSLocalizedString("pref.hint_\(n)")`):
                // a key its literal parts frame may be the one asked for.
                if reference.key.isInterpolated, case .api(let api) = reference.source, Self.stringKeyAPIs.contains(api),
                    keys.sourceKeys.contains(where: { Self.isFramed($0, by: reference.key.segments) })
                {
                    continue
                }
                diagnostics.append(context.diagnostic(message(reference, keys), about: FindingSubject(key: reference.key.text), at: reference.key.range))
            }
        }
        return diagnostics
    }

    /// Whether a text key no table holds is English a user reads: prose with a lowercase word
    /// (not an acronym alone, `"URL"`), not only the app's or Apple's names, and not in a test.
    private static func isShownText(_ text: String, in facts: SwiftSourceFacts, scope: String, _ context: RuleContext) -> Bool {
        guard text.contains(where: \.isLowercase), !UnlocalizedTextRule.isTestFile(context.project.file(facts.file).path) else { return false }
        return UnlocalizedTextRule.isProse(text, untranslatable: UnlocalizedTextRule.untranslatableWords(context.project.appNames[scope] ?? []))
    }

    /// The tables of project `scope` translated into another language, when the project keeps
    /// its texts in `.lproj` tables only: no String Catalog or `strings.json` to which Xcode or a
    /// converter adds the texts the code shows, so a text key none of them holds is shown as
    /// written, in English, in every language. Empty otherwise.
    private static func translatedTextTables(_ project: Project, scope: String) -> Set<String> {
        let catalogs = project.catalogs.filter { $0.project == scope }
        guard catalogs.allSatisfy(\.isLProjTable) else { return [] }
        let translated = catalogs.filter { catalog in !catalog.isInfoPlist && catalog.locales.contains { $0 != catalog.sourceLanguage && $0.identifier != "Base" } }
        return Set(translated.map(\.name))
    }

    /// Look-ups whose key is a plain `String`: an interpolation in it is text, not a format argument.
    private static let stringKeyAPIs: Set<String> = ["NSLocalizedString", "localizedString(forKey:)"]

    /// Whether `key` starts with the first literal part and ends with the last.
    private static func isFramed(_ key: String, by segments: [String]) -> Bool {
        guard let first = segments.first, let last = segments.last else { return false }
        return key.count > first.count + last.count && key.hasPrefix(first) && key.hasSuffix(last)
    }

    /// Generated symbols (Xcode 26) no key generates, in a project whose catalogs generate
    /// symbols; and calls whose argument labels are not the ones the key's specifiers give. A
    /// namespace that is no table, or a member declared by hand, is someone else's.
    private func symbolFindings(_ references: [LocalizedSymbolReference], index: StringSymbolIndex, context: RuleContext) -> [Diagnostic] {
        guard index.generatesSymbols else { return [] }
        let declared = context.analyses.declaredResourceMembers
        var diagnostics: [Diagnostic] = []
        for reference in references {
            let symbol = reference.symbol
            let hits = index.lookup(symbol)
            if let hit = hits.first {
                guard !hits.contains(where: { $0.symbol.arguments?.map(\.label) == symbol.argumentLabels }) else { continue }
                diagnostics.append(context.diagnostic(.generatesOtherSymbol(hit.symbol.spelled, symbol.spelled), about: FindingSubject(key: hit.entry.key), at: symbol.range))
                continue
            }
            guard symbol.namespace.map(index.namespaces.contains) ?? true, !declared.contains(symbol.namespace ?? symbol.name) else { continue }
            let nearest = index.nearest(to: symbol).map { " (did you mean '\($0.symbol.spelled)', key '\($0.entry.key)'?)" } ?? ""
            diagnostics.append(context.diagnostic(.noKeyGenerates(symbol.spelled, nearest), about: .none, at: symbol.range))
        }
        return diagnostics
    }

    private func message(_ reference: LocalizedKeyReference, _ keys: CatalogKeyIndex) -> FindingMessage {
        let key = reference.key
        if let table = reference.table, keys.tableNames.contains(table) { return FindingMessage("is not defined in table '\(table)'", id: "notInTable", lead: .key) }
        let base = key.segments[0].trimmingSpaces
        if key.isInterpolated, keys.contains(base) {
            return FindingMessage("is not defined in any catalog: the interpolation is part of the key (the catalogs define '\(base)')", id: "interpolationInKey", lead: .key)
        }
        return FindingMessage("is not defined in any catalog", id: "notDefined", lead: .key)
    }

    static func identifierShare(_ keys: [String]) -> Double {
        guard !keys.isEmpty else { return 0 }
        return Double(keys.lazy.filter(looksLikeIdentifier).count) / Double(keys.count)
    }

    /// Dotted words (`settings.title`, `onboarding.page_1.body`; not `example.com` or `icon.png`),
    /// or capitals joined by underscores (`UPLOAD_FILE`, `ERROR_CODE_2`).
    static func looksLikeIdentifier(_ key: String) -> Bool {
        if isScreamingSnakeCase(key) { return true }
        let parts = key.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, let last = parts.last, !notKeySuffixes.contains(last.lowercased()) else { return false }
        return parts.allSatisfy { part in
            guard let first = part.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
            return part.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" }
        }
    }

    /// Words of capitals and digits joined by `_`, each starting with a capital: no text is written
    /// so (`UPLOAD_FILE`); one word alone (`CANCEL`, `OK`) may be text.
    private static func isScreamingSnakeCase(_ key: String) -> Bool {
        let parts = key.utf8.split(separator: UInt8(ascii: "_"), omittingEmptySubsequences: false)
        return parts.count >= 2 && parts.allSatisfy { part in
            guard let first = part.first, (0x41...0x5A).contains(first) else { return false }
            return part.allSatisfy { (0x41...0x5A).contains($0) || (0x30...0x39).contains($0) }
        }
    }

    private static let notKeySuffixes: Set<String> = [
        "com", "org", "net", "io", "app", "dev", "png", "jpg", "jpeg", "gif", "pdf", "json", "txt", "html", "plist", "mp3",
        "mp4", "mov", "m4a", "wav", "caf", "zip", "svg", "ttf", "otf", "swift", "strings",
    ]
}

extension FindingMessage {
    static func noKeyGenerates(_ symbol: String, _ suggestion: String) -> FindingMessage {
        FindingMessage("no catalog key generates the symbol '\(symbol)'\(suggestion)", lead: .textOnly)
    }

    /// English text a project keeping its texts in translated `.lproj` tables never added to them.
    static func textInNoTable(_ table: String) -> FindingMessage {
        FindingMessage("is in no \(table) table, so every language shows it as written; add it to the development language's \(table).strings and translate it", lead: .key)
    }

    static func generatesOtherSymbol(_ generated: String, _ used: String) -> FindingMessage {
        FindingMessage("generates '\(generated)', not '\(used)'", lead: .key)
    }
}

extension String {
    /// Without leading and trailing spaces (no Foundation needed).
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
