import L10nModel
import L10nParsing
import L10nAnalysis

/// Passing examples of `unused-key` (the rule's tests, and its page).
extension UnusedKeyRule {
    static let passingExamples: [RuleExample] = [
        // SwiftGen's accessors: read on (`.uppercased()`, a call on the next line), or named
        // by hand unlike the key (`welcome` for `WELCOME_MSG`).
        RuleExample(files: [
            RuleExample.File("en.lproj/Localizable.strings", #""Home.title" = "Home";\#n"Home.banner" = "New!";\#n"WELCOME_MSG" = "Welcome";\#n"#),
            RuleExample.File("Strings+Generated.swift", """
                // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen
                internal enum L10n {
                  internal enum Home {
                    internal static let banner = L10n.tr("Localizable", "Home.banner", fallback: "New!")
                    internal static let title = L10n.tr("Localizable", "Home.title", fallback: "Home")
                  }
                  internal static let welcome = L10n.tr("Localizable", "WELCOME_MSG", fallback: "Welcome")
                }
                """),
            RuleExample.File("HomeViewController.swift", """
                final class HomeViewController: UIViewController {
                    override func viewDidLoad() {
                        title = L10n.Home.title.uppercased()
                        banner.attributedText = L10n.Home.banner
                            .set(font: .preferredFont(forTextStyle: .headline))
                        greeting.text = L10n.welcome
                    }
                }
                """),
        ]),
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
                    "Open Ice Cubes" : { },
                    "status.disabled" : { },
                    "activity.send.pending" : { },
                    "Authenticating" : { }
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

                func statusTitle(_ base: String) -> String {
                    "\\(base) — \\(NSLocalizedString("status.disabled", comment: ""))"
                }

                func pending(_ symbol: String) -> NSAttributedString {
                    NSAttributedString(string: "\\(R.string.localizable.activitySendPending(symbol)) ⏳")
                }

                // `InstallationStep.authenticating.message` (another package) reads "Authenticating".
                let step: InstallationStep = .authenticating
                """),
        ]),
        // App Intents' parameter summaries: `\(\.$state)` is the key's `${state}`.
        RuleExample(files: [
            catalog("Localizable.xcstrings", keys: ["${toggle} Emoji Search ${state}", "Get ${settings} for ${type}"]),
            RuleExample.File("Intents.swift", """
                struct SetEmojiSearch: AppIntent {
                    static var parameterSummary: some ParameterSummary { Summary("\\(\\.$toggle) Emoji Search \\(\\.$state)") }
                }
                struct GetSettings: AppIntent {
                    static var parameterSummary: some ParameterSummary { Summary("Get \\(\\.$settings) for \\(\\.$type)") }
                }
                """),
        ]),
        // Keys built by concatenation, and a table read whole as a dictionary.
        RuleExample(files: [
            RuleExample.File("en.lproj/Localizable.strings", """
                "alert.clear.title" = "Clear history?";
                "alert.clear.message" = "This cannot be undone.";
                "title" = "Player";
                """),
            RuleExample.File("en.lproj/KeyBinding.strings", """
                "seek" = "Seek";
                "stop" = "Stop";
                """),
            RuleExample.File("Alerts.swift", """
                enum Alerts {
                    static func ask(_ key: String) -> (String, String) {
                        (NSLocalizedString("alert." + key + ".title", comment: ""), NSLocalizedString("alert." + key + ".message", comment: ""))
                    }
                    static var title: String { NSLocalizedString("title", comment: "") }
                    static var stop: String { NSLocalizedString("stop", tableName: "KeyBinding", comment: "") }
                    static let bindings = Bundle.main.path(forResource: "KeyBinding", ofType: "strings").flatMap(NSDictionary.init(contentsOfFile:))
                }
                """),
        ]),
        // Tables looked up with keys built at run time: any of their keys may be used.
        RuleExample(files: [
            catalog("SAS.xcstrings", keys: ["cat", "dog", "lion"]),
            catalog("Emoji.xcstrings", keys: ["heart", "rocket"]),
            RuleExample.File("Verification.swift", """
                enum Verification {
                    static func animal(_ emoji: String) -> String { NSLocalizedString(emoji.lowercased(), tableName: "SAS", comment: "") }
                    static func symbol(_ name: String) -> String { L10n.tr("Emoji", name) }
                    static let pet = "cat"
                    static let favorite = "heart"
                }
                """),
            // Interface Builder's runtime attribute `localizeTitle` looks a xib's own titles up,
            // directly or through a wrapper.
            catalog("Controls.xcstrings", keys: ["Always launch games fullscreen", "Edit"]),
            catalog("MainMenu.xcstrings", keys: ["Check for Updates…", "Quit"]),
            RuleExample.File("NSControl+Localize.swift", """
                extension NSButton {
                    @IBInspectable var localizeTitle: Bool {
                        get { false }
                        set { if newValue { title = Bundle.main.preferredLocalizedString(forKey: title, value: "No translation", table: "Controls") } }
                    }
                    func showEdit() { title = NSLocalizedString("Edit", tableName: "Controls", comment: "") }
                }
                extension NSMenuItem {
                    @IBInspectable var localizeTitle: Bool {
                        get { false }
                        set { if newValue { title = Bundle.main.localizedString(forKey: title, value: nil, table: "MainMenu") } }
                    }
                    static let quit = NSMenuItem(title: NSLocalizedString("Quit", tableName: "MainMenu", comment: ""), action: nil, keyEquivalent: "q")
                }
                """),
        ]),
        // A mixed app: Objective-C looks keys up too, read for its `@"…"` literals.
        RuleExample(files: [
            RuleExample.File("Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "greeting" : { },
                    "lang_fr_name" : { },
                    "rendering_attr_hills_description" : { },
                    "settings.title" : { },
                    "status.tooltip" : { }
                  },
                  "version" : "1.0"
                }
                """),
            RuleExample.File("SettingsView.swift", """
                struct SettingsView: View {
                    let attribute: String
                    var body: some View { Text("settings.title") }
                    // A key formatted from a template, as the interpolation `"rendering_attr_\\(attribute)_description"` is.
                    var help: String { NSLocalizedString(String(format: "rendering_attr_%@_description", attribute), comment: "") }
                }
                """),
            RuleExample.File("Greeter.m", """
                // NSLocalizedString(@"old.greeting", @"") was the greeting before.
                NSString *greeting(void) { return NSLocalizedString(@"greeting", @"The welcome line"); }
                NSString *languageName(NSString *code) { return NSLocalizedString([NSString stringWithFormat:@"lang_%@_name", code], nil); }
                NSString *tooltip(void) { return L10N_STATUS_TOOLTIP; }
                """),
            // A header's macro is where the key is looked up.
            RuleExample.File("Strings.h", """
                #define L10N_STATUS_TOOLTIP NSLocalizedString(@"status.tooltip", @"Menu bar icon tooltip")
                """),
        ]),
        RuleExample(files: [
            RuleExample.File("Widgets.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Best streak" : { }
                  },
                  "version" : "1.0"
                }
                """),
            RuleExample.File("SettingsView.swift", """
                // The widget's code is not among the linted paths: no key of the catalog is used here.
                struct SettingsView: View {
                    var body: some View { Text("Settings") }
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
            // The Settings app looks these up for Root.plist's titles; the code shares a word.
            RuleExample.File("Settings.bundle/en.lproj/Root.strings", #""Enabled" = "Enabled";\#n"Auto save on background" = "Auto save on background";\#n"#),
            RuleExample.File("App.swift", """
                struct App { let status = Text("Enabled") }
                """),
        ]),
        // Keys named outside the code: a property list the code reads its titles from, and a
        // storyboard's string runtime attribute that an `@IBInspectable` property looks up.
        RuleExample(files: [
            RuleExample.File("en.lproj/Localizable.strings", #""menu.title" = "Settings";\#n"credits.discord" = "Discord";\#n"settings.header" = "Settings";\#n"#),
            RuleExample.File("Credits.plist", """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict><key>items</key><array><dict><key>title</key><string>credits.discord</string></dict></array></dict>
                </plist>
                """),
            RuleExample.File("Main.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                    <label text="Settings" id="a1b-2c-3d4">
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="string" keyPath="localizableString" value="settings.header"/>
                        </userDefinedRuntimeAttributes>
                    </label>
                </document>
                """),
            RuleExample.File("Menu.swift", """
                let title = NSLocalizedString("menu.title", comment: "")
                """),
        ]),
        // xcstrings-tool's accessors: the table's namespace, then the key's member, also
        // after `return` and inside an interpolation.
        RuleExample(files: [
            catalog("Localizable.xcstrings", keys: ["done", "someone", "anErrorOccurred"]),
            catalog("Reply.xcstrings", keys: ["postAReply", "mentionedYou"]),
            RuleExample.File("Notifications.swift", """
                struct Row: View { var body: some View { Text("done"); Text("postAReply", tableName: "Reply") } }
                func action() -> String { String(localized: .reply.mentionedYou) }
                func failure() -> LocalizedStringResource {
                    return .localizable.anErrorOccurred
                }
                func author(_ name: String?) -> String { "\\(name ?? String(localized: .localizable.someone)) " }
                """),
        ]),
        // Literals joined by `+` are one key: Swift joins them when it compiles.
        RuleExample(files: [
            RuleExample.File("en.lproj/Localizable.strings", #""Share" = "Share";\#n"Here is a link to the app. I'm enjoying it." = "Here is a link to the app. I'm enjoying it.";\#n"#),
            RuleExample.File("Share.swift", """
                let share = NSLocalizedString("Share", comment: "")
                let message = NSLocalizedString("Here is a link to the app. "
                    + "I'm enjoying it.", comment: "Shared with the link")
                """),
        ]),
    ]

    /// A String Catalog `name` whose `keys` have no localization yet: what most of these
    /// examples need beside the code that uses (or does not use) them.
    private static func catalog(_ name: String, keys: [String]) -> RuleExample.File {
        let strings = keys.map { "\"\($0)\" : { }" }.joined(separator: ", ")
        return RuleExample.File(name, "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : { \(strings) },\n  \"version\" : \"1.0\"\n}")
    }
}
