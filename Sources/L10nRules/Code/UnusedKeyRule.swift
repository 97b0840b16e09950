import L10nModel
import L10nParsing
import L10nAnalysis

/// Reports catalog keys that no code of the linted project uses: how catalogs rot.
package struct UnusedKeyRule: Rule {
    package static let description = RuleDescription(
        id: "unused-key",
        name: "Unused Key",
        summary: "A catalog key that no code of the linted project uses",
        rationale: """
            Keys outlive the screens that used them: translators keep translating them, and the \
            catalog grows with text nobody sees. The rule reports a source key of a catalog when \
            no Swift or Objective-C file of the catalog's project (its `.l10nlint.json` directory, else the path \
            argument) reaches it by any path the scan knows:

            - a literal key in a localizing call: `Text`, the titles of `Button`, `Toggle`, \
            `Label`, …, `.navigationTitle`, `.accessibilityLabel`, `String(localized:)`, \
            `NSLocalizedString`, `LocalizedStringKey`, `LocalizedStringResource`, \
            `localizedString(forKey:)`, with or without `tableName:`/`table:`;
            - an Xcode 26 generated symbol (`Text(.welcomeTitle)`), resolved to its key;
            - the same text as any other string literal of the project: a custom view's \
            `LocalizedStringKey` parameter (`Row("Settings")`), an App Intent's or App Shortcut's \
            `LocalizedStringResource`, a hand-written `tr("Localizable", "key")`;
            - an interpolated literal whose literal parts frame the key: \
            `"onboarding.step\\(n)"` covers `onboarding.step1`, `onboarding.step2`, …, and an \
            App Intents summary (`Summary("Get \\(\\.$settings)")`) is its key `Get ${settings}`;
            - a SwiftGen or R.swift accessor spelling the key: `L10n.Settings.title`, \
            `R.string.localizable.settingsTitle()` for `settings.title`, also read on \
            (`L10n.Settings.title.uppercased()`), or any accessor declared with \
            `tr("Localizable", "key")` that code names. The generated file's own \
            `tr("Localizable", "key")` is no use: an accessor no code reads is dead;
            - any `@"…"` literal of the project's Objective-C (`*.m`, `*.mm`, a header's macros in `*.h`): \
            `NSLocalizedString(@"key", @"")`, a project's own macro;
            - an enum case spelled like the key (`.authenticating` for `Authenticating`): a case \
            whose name is its text's key, read by a package outside the linted paths or through \
            its raw value;
            - a string of a property list among the linted paths (a preferences list whose \
            titles the code localizes, `Credits.plist` read by `loadSpecifiersFromPlistName:`), \
            or a storyboard's or xib's string runtime attribute (IBLocalizable's \
            `localizableString`, a project's own `xibLocKey`), which an `@IBInspectable` \
            property looks up.

            A mention counts whatever table the code names: a key is unused only when no table's \
            look-up could reach it. Literals in interpolations count (`"\\(NSLocalizedString("key", \
            comment: ""))…"`).

            An `.lproj` table's key that only translations define (the development language's \
            was renamed or removed, the translations kept) is judged too, and named as such. \
            A key built by concatenation frames keys as an interpolated one does \
            (`"alert." + name + ".title"`), and so does a format literal written as a key, without \
            whitespace (`[NSString stringWithFormat:@"lang_%@_name", code]`, \
            `String(format: "rendering_%@", name)`). A table the code looks up with a key it builds (`NSLocalizedString(name, tableName: \
            "SAS", comment: "")`, `Bundle.main.localizedString(forKey: title, value: nil, table: "SAS")`, SwiftGen's \
            `tr("SAS", key)`) is not judged: any of its keys may \
            be asked for; so is a table the code reads whole (`Bundle.main.path(forResource: \
            "KeyBinding", ofType: "strings")`). Tables used by something other than Swift code are left alone: `InfoPlist` \
            (Info.plist keys), `AppShortcuts` (App Shortcuts phrases), and Interface Builder \
            tables (keys such as `5gI-5U-AMq.title`). A `Settings.bundle`'s tables are judged by \
            the bundle's panes instead (`Root.plist` and child panes, whose `Title`, `Titles`, \
            `ShortTitles` and `FooterText` the Settings app looks up in the pane's `StringsTable`): \
            a key no pane names is never shown, an option renamed or removed, or the template's \
            "Group" and "none given". A generated catalog of a `strings.json` \
            pair is judged through its source.

            It runs only when the linted paths hold the code that uses the catalog: Swift or Objective-C files \
            of its project, at least one of which uses one of its keys. A catalog linted alone \
            never draws it; a catalog whose code is elsewhere (a widget's, a package's table, \
            linted beside unrelated code) is not judged, and `l10n lint` says so in a note. Code the scan cannot read (keys built \
            at run time from data) may still use a key: that is why the rule is a note \
            by default. `l10n fix --remove-unused-keys` removes the keys it reports; plain \
            `l10n fix` never does.
            """,
        defaultSeverity: .note,
        passingExamples: passingExamples,
        failingExamples: [
            RuleExample(files: [
                RuleExample.File("Localizable.xcstrings", """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        ↓"Old banner" : { },
                        "Settings" : { },
                        ↓"settings.legacy" : { "extractionState" : "stale" }
                      },
                      "version" : "1.0"
                    }
                    """),
                RuleExample.File("SettingsView.swift", """
                    struct SettingsView: View {
                        var body: some View {
                            Text("Settings")
                        }
                    }
                    """),
            ], messages: [
                "'Old banner' is used by no code of the linted project",
                "'settings.legacy' is used by no code of the linted project",
            ]),
            // A Settings bundle's table beside its pane: an option renamed, the old title left.
            RuleExample(files: [
                RuleExample.File("Settings.bundle/Root.plist", """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0">
                    <dict>
                      <key>PreferenceSpecifiers</key>
                      <array>
                        <dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>Editor</string><key>FooterText</key><string>Applies to new windows</string></dict>
                        <dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Restart Vim or dash after closing</string><key>Key</key><string>restart_vim</string></dict>
                        <dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Title</key><string>Toolbar color</string><key>Titles</key><array><string>Default</string><string>Blue</string></array></dict>
                      </array>
                    </dict>
                    </plist>
                    """),
                RuleExample.File("Settings.bundle/en.lproj/Root.strings", #""Editor" = "Editor";\#n"Applies to new windows" = "Applies to new windows";\#n"Restart Vim or dash after closing" = "Restart Vim or dash after closing";\#n↓"Restart Vim after closing" = "Restart Vim after closing";\#n"Toolbar color" = "Toolbar color";\#n"Default" = "Default";\#n"Blue" = "Blue";\#n"#),
                RuleExample.File("Settings.bundle/de.lproj/Root.strings", #""Editor" = "Editor";\#n"Applies to new windows" = "Gilt für neue Fenster";\#n"Restart Vim or dash after closing" = "Vim oder dash nach dem Schließen neu starten";\#n"Toolbar color" = "Farbe der Symbolleiste";\#n"Default" = "Standard";\#n"Blue" = "Blau";\#n"#),
            ], messages: ["'Restart Vim after closing' is shown by no item of its Settings.bundle's panes"]),
            // A key the development language's table no longer has, left in the translations'.
            RuleExample(files: [
                RuleExample.File("en.lproj/Localizable.strings", #""Done" = "Done";\#n"system_settings_name" = "System Settings";\#n"#),
                RuleExample.File("de.lproj/Localizable.strings", #""Done" = "Fertig";\#n"system_settings_name" = "Systemeinstellungen";\#n↓"system_preferences_name" = "Systemeinstellungen";\#n"#),
                RuleExample.File("fr.lproj/Localizable.strings", #""Done" = "Terminé";\#n"system_settings_name" = "Réglages Système";\#n"system_preferences_name" = "Préférences Système";\#n"#),
                RuleExample.File("Settings.swift", "let title = NSLocalizedString(\"system_settings_name\", comment: \"\")\nlet done = Text(\"Done\")\n"),
            ], messages: ["'system_preferences_name' is only in the de, fr tables, not the development language's, and no code of the linted project uses it"]),
            // A SwiftGen accessor no code reads: its own `tr(…)` in the generated file is no use.
            RuleExample(files: [
                RuleExample.File("en.lproj/Localizable.strings", #""Home.title" = "Home";\#n↓"Home.old" = "Old";\#n"#),
                RuleExample.File("Strings+Generated.swift", """
                    internal enum L10n {
                      internal enum Home {
                        internal static let old = L10n.tr("Localizable", "Home.old", fallback: "Old")
                        internal static let title = L10n.tr("Localizable", "Home.title", fallback: "Home")
                      }
                    }
                    """),
                RuleExample.File("HomeViewController.swift", "final class HomeViewController: UIViewController {\n    override func viewDidLoad() { title = L10n.Home.title }\n}\n"),
            ], messages: ["'Home.old' is used by no code of the linted project"]),
        ],
        corrections: [
            // `l10n fix --remove-unused-keys` only; the catalog is written in Xcode's layout.
            RuleCorrection(
                before: [
                    RuleExample.File("Localizable.xcstrings", """
                        {
                          "sourceLanguage" : "en",
                          "strings" : {
                            "Old banner" : {
                              "localizations" : {
                                "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "旧横幅 🎌" } }
                              }
                            },
                            "Settings" : {
                              "localizations" : {
                                "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "设置" } }
                              }
                            }
                          },
                          "version" : "1.0"
                        }
                        """),
                    RuleExample.File("SettingsView.swift", """
                        struct SettingsView: View {
                            var body: some View {
                                Text("Settings")
                            }
                        }
                        """),
                ],
                after: [
                    RuleExample.File("Localizable.xcstrings", """
                        {
                          "sourceLanguage" : "en",
                          "strings" : {
                            "Settings" : {
                              "localizations" : {
                                "zh-Hans" : {
                                  "stringUnit" : {
                                    "state" : "translated",
                                    "value" : "设置"
                                  }
                                }
                              }
                            }
                          },
                          "version" : "1.0"
                        }
                        """),
                ],
                applicability: .onRequest),
        ])
        .needing(\.needsResourceStrings)

    package init(options: NoOptions) {}

    package func check(_ context: RuleContext) -> [Diagnostic] {
        let project = context.project
        let usage = context.analyses.keyUsage
        var diagnostics: [Diagnostic] = []
        for (index, catalog) in project.catalogs.enumerated() where context.pairing.sourceIndex(forCatalogAt: index) == nil {
            guard let unused = Self.unusedEntries(catalog, usage, project) else { continue }
            let isSettingsTable = project.settingsPaneTitles(of: catalog) != nil
            for entry in unused {
                // On request only: code the run did not read (another package, keys built from data) may use it.
                let fix = Fix(
                    "Remove '\(entry.key)'", edits: [.removeKey(catalog: project.file(entry.keyRange.file).path, key: entry.key)],
                    applicability: .onRequest)
                let message: FindingMessage =
                    isSettingsTable ? .unshownSettingsKey : entry.isSourceKey ? .unusedKey : .translationOnlyKey(in: entry.translations.map(\.locale))
                diagnostics.append(context.diagnostic(message, about: FindingSubject(key: entry.key), at: entry.keyRange).fixed(by: fix))
            }
        }
        return diagnostics
    }

    /// True when the run's `unused-key` reports the keys of the catalog at `index` that no code
    /// uses (it runs, and it can judge the catalog): a rule that would say the same of a key
    /// (`translation-state`'s stale note) leaves it to this rule's finding, whose fix removes
    /// the key.
    package static func reportsUnusedKeys(ofCatalogAt index: Int, _ context: RuleContext) -> Bool {
        reportedUnusedKeys(ofCatalogAt: index, context) != nil
    }

    /// The keys of the catalog at `index` this run's `unused-key` reports, nil when it does not
    /// judge the catalog; decided once per catalog. Rules that ask for work on a key read them
    /// through ``unusedKeyFindings(forCatalogAt:_:)``: a key no code shows needs removing, not
    /// translating (a table shared with an Android app holds hundreds).
    package static func reportedUnusedKeys(ofCatalogAt index: Int, _ context: RuleContext) -> Set<String>? {
        guard context.analyses.runs(Self.self), context.pairing.sourceIndex(forCatalogAt: index) == nil else { return nil }
        return context.analyses.runState(of: description.id, part: index) {
            JudgedCatalog(unusedKeys: unusedEntries(context.project.catalogs[index], context.analyses.keyUsage, context.project).map { Set($0.map(\.key)) })
        }.unusedKeys
    }

    /// The keys of the catalog at `index` that are this run's `unused-key` findings and need no
    /// translating: a table or String Catalog of its own. Not a design system's `strings.json`
    /// nor a catalog generated from one: keys are added there ahead of the code that will show
    /// them, for translators to start on.
    package static func unusedKeyFindings(forCatalogAt index: Int, _ context: RuleContext) -> Set<String> {
        guard context.project.catalogs[index].role != .source, context.pairing.sourceIndex(forCatalogAt: index) == nil else { return [] }
        return reportedUnusedKeys(ofCatalogAt: index, context) ?? []
    }

    /// ``reportedUnusedKeys(ofCatalogAt:_:)``'s verdict, typed so that it is this rule's own run state.
    private struct JudgedCatalog: Sendable { var unusedKeys: Set<String>? }

    /// Why the rule cannot judge a catalog, for `l10n lint`'s note.
    package enum Undecided {
        /// The linted paths hold no Swift or Objective-C file of the catalog's project.
        case noCode
        /// The project's code uses none of the catalog's keys: its own code (a widget, a
        /// package, another target) is not among the linted paths.
        case noKeyUsed
        /// The code looks the table up with keys it builds at run time (`tr("SAS", key)`).
        case keysBuiltAtRunTime
    }

    /// Why a catalog cannot be judged; nil when it can (or when it is not Swift's to judge).
    package static func undecided(_ catalog: Catalog, _ usage: KeyUsage, _ project: Project) -> Undecided? {
        guard !isUsedOutsideCode(catalog), !judgedKeys(catalog).isEmpty else { return nil }
        guard usage.hasCode(inProject: catalog.project) else { return .noCode }
        if usage.looksUpBuiltKeys(inTable: catalog.name, inProject: catalog.project) { return .keysBuiltAtRunTime }
        return unusedEntries(catalog, usage, project) == nil ? .noKeyUsed : nil
    }

    /// The source keys no code uses; nil when the catalog cannot be judged (see ``undecided``).
    /// A `Settings.bundle` table whose panes were read is judged by them instead: the Settings
    /// app shows the keys its panes name, and no other.
    private static func unusedEntries(_ catalog: Catalog, _ usage: KeyUsage, _ project: Project) -> [CatalogEntry]? {
        let isUsed: (String) -> Bool
        if let titles = project.settingsPaneTitles(of: catalog) {
            isUsed = titles.contains
        } else {
            guard usage.hasCode(inProject: catalog.project), !isUsedOutsideCode(catalog),
                !usage.looksUpBuiltKeys(inTable: catalog.name, inProject: catalog.project)
            else { return nil }
            // A key a property list or a storyboard's runtime attribute names is read from there.
            isUsed = { usage.isUsed($0, inProject: catalog.project) || project.resourceStrings.contains($0) }
        }
        let keys = judgedKeys(catalog)
        let unused = keys.filter { !isUsed($0.key) }
        return unused.count < keys.count ? unused : nil
    }

    /// Source keys (a blank key names nothing code could look up on purpose), and an `.lproj`
    /// table's keys only translations define: left behind when the development language's
    /// key was renamed or removed, they are dead unless code looks them up.
    private static func judgedKeys(_ catalog: Catalog) -> [CatalogEntry] {
        catalog.entries.filter { ($0.isSourceKey || catalog.isLProjTable) && $0.key.contains(where: { !$0.isWhitespace }) }
    }

    /// Tables read by Info.plist, App Shortcuts, a Settings bundle's property lists (the
    /// Settings app looks their titles up) or Interface Builder rather than Swift code.
    package static func isUsedOutsideCode(_ catalog: Catalog) -> Bool {
        if catalog.isInfoPlist || catalog.name == "AppShortcuts" || isInSettingsBundle(catalog.directory) { return true }
        let keys = catalog.entries.lazy.map(\.key)
        guard let first = keys.first else { return false }
        return InterfaceBuilderKey.isAnyObjectKey(first) && keys.allSatisfy(InterfaceBuilderKey.isAnyObjectKey)
    }

    /// `App/Settings.bundle` (or a directory inside it): an iOS app's Settings pane.
    static func isInSettingsBundle(_ directory: String) -> Bool {
        directory.split(separator: "/").contains { $0 == "Settings.bundle" }
    }

}

extension FindingMessage {
    static var unusedKey: FindingMessage { FindingMessage("is used by no code of the linted project", lead: .key) }
    static func translationOnlyKey(in locales: [LocaleID]) -> FindingMessage {
        let names = locales.map(\.identifier).sorted()
        let listed = names.count > 5 ? names.prefix(5).joined(separator: ", ") + " and \(names.count - 5) more" : names.joined(separator: ", ")
        let tables = names.count == 1 ? "the \(listed) table" : "the \(listed) tables"
        return FindingMessage("is only in \(tables), not the development language's, and no code of the linted project uses it", lead: .key)
    }
    static var unshownSettingsKey: FindingMessage { FindingMessage("is shown by no item of its Settings.bundle's panes", lead: .key) }
}
