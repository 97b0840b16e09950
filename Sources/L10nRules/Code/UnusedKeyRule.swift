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
            no Swift file of the catalog's project (its `.l10nlint.json` directory, else the path \
            argument) reaches it by any path the scan knows:

            - a literal key in a localizing call: `Text`, the titles of `Button`, `Toggle`, \
            `Label`, …, `.navigationTitle`, `.accessibilityLabel`, `String(localized:)`, \
            `NSLocalizedString`, `LocalizedStringKey`, `LocalizedStringResource`, \
            `localizedString(forKey:)`, with or without `tableName:`/`table:`;
            - an Xcode 26 generated symbol (`Text(.welcomeTitle)`), resolved to its key;
            - the same text as any other string literal of the project: a custom view's \
            `LocalizedStringKey` parameter (`Row("Settings")`), an App Intent's or App Shortcut's \
            `LocalizedStringResource`, a SwiftGen `tr("Localizable", "key")`;
            - an interpolated literal whose literal parts frame the key: \
            `"onboarding.step\\(n)"` covers `onboarding.step1`, `onboarding.step2`, …;
            - a SwiftGen or R.swift accessor spelling the key: `L10n.Settings.title`, \
            `R.string.localizable.settingsTitle()` for `settings.title`.

            Tables used by something other than Swift code are left alone: `InfoPlist` \
            (Info.plist keys), `AppShortcuts` (App Shortcuts phrases), and Interface Builder \
            tables (keys such as `5gI-5U-AMq.title`). A generated catalog of a `strings.json` \
            pair is judged through its source.

            It runs only when the linted paths hold Swift code of the catalog's project: a \
            catalog linted alone never draws it (`l10n lint` says so in a note when some of the \
            linted projects have code and others do not). Code the scan cannot read (Objective-C, \
            keys built at run time from data) may still use a key: that is why the rule is a note \
            by default. `l10n fix --remove-unused-keys` removes the keys it reports; plain \
            `l10n fix` never does.
            """,
        defaultSeverity: .note,
        passingExamples: [
            RuleExample(files: [
                RuleExample.File("Localizable.xcstrings", """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "%lld posts" : { },
                        "onboarding.step1" : { },
                        "onboarding.step2" : { },
                        "Settings" : { },
                        "settings.title" : { },
                        "share.action" : { "extractionState" : "manual", "generatesSymbol" : true },
                        "Sign in" : { },
                        "Open Ice Cubes" : { }
                      },
                      "version" : "1.1"
                    }
                    """),
                RuleExample.File("App.swift", """
                    struct SettingsView: View {
                        let count: Int
                        let step: Int
                        var body: some View {
                            Text("Settings")
                            Text("\\(count) posts")
                            Text(LocalizedStringKey("onboarding.step\\(step)"))
                            Text(L10n.Settings.title)
                            Button(.shareAction) { share() }
                            Row("Sign in")
                        }
                    }

                    struct Row: View {
                        let title: LocalizedStringKey
                        init(_ title: LocalizedStringKey) { self.title = title }
                        var body: some View { Text(title) }
                    }

                    struct OpenApp: AppIntent {
                        static var title: LocalizedStringResource = "Open Ice Cubes"
                    }
                    """),
            ]),
            RuleExample(files: [
                RuleExample.File("Localizable.xcstrings", """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "Never used" : { }
                      },
                      "version" : "1.0"
                    }
                    """)
            ]),
            RuleExample(files: [
                RuleExample.File("InfoPlist.xcstrings", """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "NSCameraUsageDescription" : { }
                      },
                      "version" : "1.0"
                    }
                    """),
                RuleExample.File("Main.xcstrings", """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "5gI-5U-AMq.title" : { },
                        "Qp3-bd-9Ej.text" : { }
                      },
                      "version" : "1.0"
                    }
                    """),
                RuleExample.File("App.swift", """
                    struct App {}
                    """),
            ]),
        ],
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
        ])

    package init(options: NoOptions) {}

    package func check(_ context: RuleContext) -> [Diagnostic] {
        let project = context.project
        let usage = context.analyses.keyUsage
        var diagnostics: [Diagnostic] = []
        for (index, catalog) in project.catalogs.enumerated() {
            guard usage.hasCode(inProject: catalog.project), context.pairing.sourceIndex(forCatalogAt: index) == nil,
                !Self.isUsedOutsideCode(catalog)
            else { continue }
            // A blank key names nothing code could look up on purpose.
            for entry in catalog.entries where entry.isSourceKey && entry.key.contains(where: { !$0.isWhitespace })
                && !usage.isUsed(entry.key, inProject: catalog.project)
            {
                diagnostics.append(context.diagnostic(.unusedKey, about: FindingSubject(key: entry.key), at: entry.keyRange))
            }
        }
        return diagnostics
    }

    /// Tables read by Info.plist, App Shortcuts or Interface Builder rather than Swift code.
    package static func isUsedOutsideCode(_ catalog: Catalog) -> Bool {
        if ["InfoPlist", "AppShortcuts"].contains(catalog.name) { return true }
        let keys = catalog.entries.lazy.filter(\.isSourceKey).map(\.key)
        guard let first = keys.first else { return false }
        return isInterfaceBuilderKey(first) && keys.allSatisfy(isInterfaceBuilderKey)
    }

    /// `5gI-5U-AMq.title`, `Qp3-bd-9Ej.normalTitle`: an object id and a property.
    static func isInterfaceBuilderKey(_ key: String) -> Bool {
        guard let dot = key.firstIndex(of: ".") else { return false }
        let parts = key[..<dot].split(separator: "-", omittingEmptySubsequences: false)
        return parts.count == 3 && parts.map(\.count) == [3, 2, 3] && parts.allSatisfy { $0.allSatisfy { $0.isLetter || $0.isNumber } }
    }
}

extension FindingMessage {
    static let unusedKey = FindingMessage("is used by no code of the linted project", lead: .key)
}
