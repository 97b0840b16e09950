import Foundation
import L10nModel
import L10nParsing
import L10nAnalysis

/// Reports text built from string literals that reaches the screen through an API that never
/// localizes it: SwiftUI's `StringProtocol` overloads, UIKit/AppKit `String` properties.
package struct UnlocalizedTextRule: Rule {
    package struct Options: RuleOptions {
        /// Brand names and other words the team never translates.
        var untranslatable: [String] = []

        package init() {}
        package static let declarations: [RuleOption<Options>] = [
            RuleOption("untranslatable", \.untranslatable, summary: "Words the team never translates (brand names, product names): a text made only of them, digits and punctuation is not reported."),
        ]
    }

    package static let description = RuleDescription(
        id: "unlocalized-text",
        name: "Unlocalized Text",
        summary: "Text built from string literals reaches the screen through an API that never localizes it",
        rationale: """
            SwiftUI localizes a string literal passed to `Text`, `Button`, `.navigationTitle`, … \
            because the literal becomes a `LocalizedStringKey`. Pass the same text through a \
            `String` (a constant, a computed property, a concatenation) and Swift picks the \
            `StringProtocol` overload instead: the text is shown as is, in every language, and \
            Xcode never extracts it. UIKit and AppKit take a `String` everywhere \
            (`label.text`, `setTitle(_:for:)`, `addButton(withTitle:)`, `UIAlertController(title:message:)`, \
            `NSAlert.messageText`, `NSMenuItem(title:)`, `accessibilityLabel`, \
            `setAccessibilityLabel(_:)`, a toolbar \
            item's `paletteLabel`, a notification content's `body`, an open or save panel's \
            `message`, a toolbar item's `label`, the last three when the file declares the \
            receiver as one), so a literal there is never localized either; so is one set \
            without `self.` in a subclass of a UIKit or AppKit view, control, controller, item or \
            window, or in an extension of one (`toolTip = "Run"`), unless the file declares the \
            name itself.

            What the rule follows, within one file: string literals (interpolated ones too, when \
            their literal part has a letter), `+` concatenations, ternaries and `??` fallbacks, \
            a literal whose case is changed (`"Select a Category".uppercased()`, `.capitalized`, \
            `.localizedUppercase`: localize first, then change the case, or use `.textCase(_:)`), \
            and names the file declares once as a `String` built that way: `let`/`var` \
            constants (`let title = "Settings"`, `static let`), computed properties \
            (`var title: String { "Settings" }`) and functions without parameters \
            (`func title() -> String { "Settings" }`), up to three levels deep. What it does not \
            follow: other files, parameters, properties set elsewhere, model data, user input, \
            server text, and names declared twice in the file (a parameter or a local of the \
            same name may shadow the constant). An unknown value is never reported.

            Not reported: a literal (or ternary of literals) where SwiftUI takes a key, \
            `Text(verbatim:)`, formatted values (`Text(date, style:)`, `Text(n, format:)`), text \
            without a word to translate (two letters or more, or one of a script written without \
            spaces; a word spelled like a brand, `FFmpeg`, `iCloud`, is none: `"\\(version)+g\\(sha)"`, \
            `"FFmpeg \\(version)"`; a unit after a value is one: `"\\(current) mA"`), identifiers and symbol names (`star.fill`, `cell_id`, `camelCase`, one \
            lowercase word), URLs and e-mail addresses, `accessibilityIdentifier`, log and print \
            calls, `#Preview` and preview providers, tests (files under a `…Tests` folder or named \
            `…Tests.swift`), code only development builds compile (`#if DEBUG`, `#if NIGHTLY || \
            DEBUG`, the `#else` of `#if !DEBUG`, `#if false`; flags named with `DEBUG`, `NIGHTLY`, \
            `INTERNAL`, `DEV`, `DEVELOPMENT`, `STAGING`, `REVIEW`, `ALPHA` or `QA`, and code built \
            without a release flag: `#if !RELEASE`, `!APPSTORE`, `!PRODUCTION`), the team's \
            debugging tools and test doubles (a type, function or property with the word "debug" \
            or "mock" in its name, `SyncDebugMenu`, `func setupDebugMenu()`, `MockDataDriver`, \
            and files so named; not `Debugger`, `Mockup`), values already localized \
            (`String(localized:)`, `NSLocalizedString`, `.localized`, SwiftGen's `L10n`), and \
            text made only of words listed in the `untranslatable` option (brand names), of \
            Apple's platform names (`"macOS \\(version)"`) and of \
            what the Xcode project calls the app (its application targets' names and display \
            names: `alert.messageText = "Pearcleaner"`), and a `Text` or a menu item its own \
            modifiers hide (`.hidden()`, `.opacity(0)`: it only holds space in the layout, or is \
            there for its key equivalent).

            Fix: pass a key (`Text(LocalizedStringKey(title))`, or declare the constant as \
            `LocalizedStringKey`/`LocalizedStringResource`), or build the value with \
            `String(localized:)`; then add the key to the catalog. A `??` fallback (`name ?? \
            "Unknown"`, also inside the property followed) is data with a text for when it is \
            missing: localize the fallback (`name ?? String(localized: "Unknown")`), since a key \
            made of the value would never be found.
            """,
        defaultSeverity: .warning,
        passingExamples: [
            RuleExample(files: [
                RuleExample.File("ProfileView.swift", """
                    struct ProfileView: View {
                        let user: User
                        let title: LocalizedStringKey = "Profile"
                        var body: some View {
                            Text("Settings")
                            Text("Hello \\(user.name)")
                            Text(isOn ? "On" : "Off")
                            Text(isHovering ? "Version \\(version ?? "Unknown")" : (count > 99 ? "Lost count" : "Looped \\(count) times"))
                            Text(step == 1 ? "First" : step == 2 ? "Second" : "Later")
                            Text(user.displayName)
                            Text(verbatim: "Lingo")
                            Text(Date.now, style: .time)
                            Text(title)
                            Text(String(localized: "Profile"))
                            Label(user.handle, systemImage: "person")
                            Text(separator)
                                .accessibilityIdentifier(identifier)
                            Button(brand) { open() }
                            Text(os)
                            Text(tagConfiguration).monospaced()
                            Text(user.subtitle ?? "Placeholder")
                                .hidden()
                        }
                        let separator = " · "
                        let identifier = "profile_header"
                        let brand = "Lingo"
                        let os = "iOS \\(version)"
                        let tagConfiguration = "- platform: tag\\n  tag_id: \\(identifier)"
                        func log() { print("Profile shown") }
                        func about(_ label: UILabel) { label.text = "FFmpeg \\(version)"; label.text = "\\(version)+g\\(sha)"; label.text = "© \\(year) Lingo Labs Inc."; label.text = "{\\"id\\": \\(id)}" }
                        func fields(_ key: NSTextField, _ bytes: NSTextField) { key.placeholderString = "XXXX-XXXX-XXXX"; bytes.placeholderString = "11 FF 00 1B ..." }
                        var appName: String { Bundle.main.object(forInfoDictionaryKey: "CFBundleName") as? String ?? "Acme Labs" }
                        func helpItem() -> some View { Button(L10n.Menu.help(appName)) { openHelp() } }
                    }

                    struct Card: View {
                        let greeting = "Welcome back"
                        var body: some View { row(greeting: user.greeting) }
                        // The parameter shadows the constant: which one `greeting` reads is not known.
                        func row(greeting: String) -> some View { Text(greeting) }
                    }

                    #if DEBUG
                    struct DebugMenu: View {
                        let debugTitle = "Debug"
                        var body: some View { Text(debugTitle) }
                    }
                    #endif

                    // Branches only development builds compile, read as Swift reads the condition.
                    struct Diagnostics: View {
                        let beta = " (Beta)"
                        var body: some View {
                            #if NIGHTLY || DEBUG
                            Text("Diagnostics" + beta)
                            #endif
                            #if !DEBUG && !INTERNAL_BUILD
                            EmptyView()
                            #else
                            Text("Reset onboarding" + beta)
                            #endif
                            #if false
                            Text("Old layout" + beta)
                            #endif
                        }
                    }

                    #Preview {
                        let name = "Preview user"
                        Text(name)
                    }
                    """),
            ], options: #"{ "untranslatable": ["Lingo"] }"#),
            // A title set on the project's own types (a request sent to a server, a model) is
            // data: the project declares them, and no UIKit or AppKit type is among their roots.
            RuleExample(files: [
                RuleExample.File("Upload.swift", """
                    struct Files_FileUploadRequest { var title = "" }
                    final class Episode: NSObject { var title: String? }
                    class DownloadedEpisode: Episode {}

                    func request(for episode: Episode) -> Files_FileUploadRequest {
                        var request = Files_FileUploadRequest()
                        request.title = episode.title ?? "No Title"
                        return request
                    }

                    func placeholder(_ stored: DownloadedEpisode) { stored.title = "Untitled episode" }
                    // Core Data declares `title` in a generated file; a local is no property.
                    final class Note: NSManagedObject { func reset() { title = "Untitled" } }
                    final class NoteCell: UITableViewCell { func prepare() { var text = ""; text = "None"; use(text) } }
                    func prototype(_ column: NSTableColumn) { let cell = NSTextFieldCell(); cell.stringValue = "Text Cell"; column.dataCell = cell }
                    // A column of an outline whose header is hidden: its title never shows.
                    func outline(_ outlineView: NSOutlineView) { outlineView.headerView = nil; let column = NSTableColumn(identifier: .init("Cell")); column.title = "Cell" }

                    // A label made with a placeholder whose text the code sets before it shows.
                    final class EpisodeRow: NSView {
                        private let titleLabel = NSTextField(labelWithString: "Episode title")
                        var title: String {
                            get { titleLabel.stringValue }
                            set { titleLabel.stringValue = newValue }
                        }
                    }
                    """),
            ]),
            // The team's own tools: a type, function or file named for debugging, code built
            // only for review or without the release flag, and a menu item hidden but for its
            // key equivalent.
            RuleExample(files: [
                RuleExample.File("SyncDebugMenu.swift", """
                    final class SyncMenu: NSMenu {
                        func addResetItem() { addItem(NSMenuItem(title: "Reset Sync State", action: nil, keyEquivalent: "")) }
                    }
                    """),
                RuleExample.File("TopShelfDataDriver.swift", """
                    final class MockTopShelfDataDriver {
                        func items() -> [TVTopShelfSectionedItem] { let item = TVTopShelfSectionedItem(identifier: "1"); item.title = "Super Mario Bros."; return [item] }
                    }
                    """),
                RuleExample.File("MainMenu.swift", """
                    final class InAppPurchasesDebugView: NSView {
                        let hint = NSTextField(labelWithString: "Sandbox purchases only")
                    }
                    extension MainMenu {
                        func setupDebugMenu() -> NSMenu {
                            let menu = NSMenu(title: "")
                            menu.addItem(NSMenuItem(title: "Autofill Debug Script", action: nil, keyEquivalent: ""))
                            return menu
                        }
                        func tabItems() -> [NSMenuItem] {
                            [NSMenuItem(title: "Show Next Tab (Hidden)", action: #selector(showNextTab), keyEquivalent: "]").hidden()]
                        }
                    }
                    #if DEBUG || REVIEW
                    let reviewAlert = NSAlert(); reviewAlert.messageText = "Review build"
                    #endif
                    #if !RELEASE
                    func environmentChanged() { let alert = UIAlertController(title: "Environment changed", message: nil, preferredStyle: .alert) }
                    #endif
                    """),
            ]),
        ],
        failingExamples: [
            RuleExample(files: [
                RuleExample.File("SettingsView.swift", """
                    struct SettingsView: View {
                        let count: Int
                        let name: String
                        let header = "Account"
                        static let footer = "Changes are saved automatically"
                        var caption: String { "Signed in" }
                        func prompt() -> String { return "Your name" }
                        var body: some View {
                            Text(↓header)
                            Text(↓Self.footer)
                            Section(↓caption) { }
                            TextField(↓prompt(), text: $name)
                            Text(↓count == 1 ? singular : "Many items")
                            Text(↓"Hello " + name)
                            Button(↓summary) { }
                                .navigationTitle(↓header)
                                .accessibilityLabel(↓name ?? "Unknown")
                        }
                        let singular = "One item"
                        var summary: String { "\\(count) items" }
                    }

                    // A condition that also holds in a shipped build, and the other branch of `#if DEBUG`.
                    struct AboutView: View {
                        var body: some View {
                            #if DEBUG || os(macOS)
                            Text(↓"Version " + version)
                            #endif
                            #if DEBUG
                            EmptyView()
                            #else
                            Text(↓"Build " + build)
                            #endif
                            Text(↓displayName)  // the name is data: only the fallback is text
                        }
                        var displayName: String { account.name ?? "Anonymous" }
                    }
                    """),
                RuleExample.File("AlertController.swift", """
                    final class AlertController: UIViewController {
                        func show() {
                            titleLabel.text = ↓"Welcome"
                            saveButton.setTitle(↓"Save", for: .normal)
                            let alert = UIAlertController(title: ↓"Delete post?", message: ↓"This cannot be undone", preferredStyle: .alert)
                            alert.addAction(UIAlertAction(title: ↓"Delete", style: .destructive))
                            let item = NSMenuItem(title: ↓"Preferences...", action: nil, keyEquivalent: ",")
                            panel.messageText = ↓"Export finished"
                            closeButton.accessibilityLabel = ↓"Close"
                            panel.addButton(withTitle: ↓"Open System Settings")
                            cell.accessibilityIdentifier = "post_cell"
                            titleLabel.text = "%@"
                            sizeLabel.text = ↓"\\(size)B"  // French writes "o" for bytes
                            nameLabel.text = ↓user.name ?? "Anonymous"  // the name is data: only the fallback is text
                        }
                    }
                    """),
            ], messages: [
                "titleLabel.text is set to 'Welcome', a String that is never localized; use String(localized: \"Welcome\") and add the key",
                "setTitle(_:for:) is set to 'Save', a String that is never localized; use String(localized: \"Save\") and add the key",
                "UIAlertController(title:) is set to 'Delete post?', a String that is never localized; use String(localized: \"Delete post?\") and add the key",
                "UIAlertController(message:) is set to 'This cannot be undone', a String that is never localized; use String(localized: \"This cannot be undone\") and add the key",
                "UIAlertAction(title:) is set to 'Delete', a String that is never localized; use String(localized: \"Delete\") and add the key",
                "NSMenuItem(title:) is set to 'Preferences...', a String that is never localized; use String(localized: \"Preferences...\") and add the key",
                "panel.messageText is set to 'Export finished', a String that is never localized; use String(localized: \"Export finished\") and add the key",
                "closeButton.accessibilityLabel is set to 'Close', a String that is never localized; use String(localized: \"Close\") and add the key",
                "addButton(withTitle:) is set to 'Open System Settings', a String that is never localized; use String(localized: \"Open System Settings\") and add the key",
                "sizeLabel.text is set to '…B' (\"\\(size)B\"), a String that is never localized; use String(localized:) and add the key",
                "nameLabel.text is set to 'Anonymous', a String that is never localized; use user.name ?? String(localized: \"Anonymous\") and add the key",
                "Text(_:) gets a String, not a key: 'Account' (the constant 'header') takes the StringProtocol overload and is never localized; pass Text(LocalizedStringKey(header)) or build it with String(localized:)",
                "Text(_:) gets a String, not a key: 'Changes are saved automatically' (the constant 'footer') takes the StringProtocol overload and is never localized; pass Text(LocalizedStringKey(Self.footer)) or build it with String(localized:)",
                "Section(_:) gets a String, not a key: 'Signed in' (the computed property 'caption') takes the StringProtocol overload and is never localized; pass Section(LocalizedStringKey(caption)) or build it with String(localized:)",
                "TextField(_:) gets a String, not a key: 'Your name' (the function 'prompt()') takes the StringProtocol overload and is never localized; pass TextField(LocalizedStringKey(prompt())) or build it with String(localized:)",
                "Text(_:) gets a String, not a key: 'One item' (a ternary) takes the StringProtocol overload and is never localized; pass Text(LocalizedStringKey(count == 1 ? singular : \"Many items\")) or build it with String(localized:)",
                "Text(_:) gets a String, not a key: 'Hello ' (a concatenation) takes the StringProtocol overload and is never localized; pass Text(LocalizedStringKey(\"Hello \" + name)) or build it with String(localized:)",
                "Button(_:) gets a String, not a key: '… items' (the computed property 'summary') takes the StringProtocol overload and is never localized; pass Button(LocalizedStringKey(summary)) or build it with String(localized:)",
                ".navigationTitle(_:) gets a String, not a key: 'Account' (the constant 'header') takes the StringProtocol overload and is never localized; pass .navigationTitle(LocalizedStringKey(header)) or build it with String(localized:)",
                ".accessibilityLabel(_:) gets a String, not a key: its fallback 'Unknown' (a literal) takes the StringProtocol overload and is never localized; localize the fallback: ?? String(localized: \"Unknown\")",
                "Text(_:) gets a String, not a key: 'Version ' (a concatenation) takes the StringProtocol overload and is never localized; pass Text(LocalizedStringKey(\"Version \" + version)) or build it with String(localized:)",
                "Text(_:) gets a String, not a key: 'Build ' (a concatenation) takes the StringProtocol overload and is never localized; pass Text(LocalizedStringKey(\"Build \" + build)) or build it with String(localized:)",
                "Text(_:) gets a String, not a key: its fallback 'Anonymous' (the computed property 'displayName') takes the StringProtocol overload and is never localized; localize the fallback: ?? String(localized: \"Anonymous\")",
            ]),
            // A project's own subclass of a UIKit view shows its title.
            RuleExample(files: [
                RuleExample.File("Badge.swift", """
                    final class BadgeLabel: UILabel {}

                    func makeBadge() -> BadgeLabel {
                        let badge = BadgeLabel()
                        badge.text = ↓"New episode"
                        return badge
                    }
                    """),
            ], messages: ["badge.text is set to 'New episode', a String that is never localized; use String(localized: \"New episode\") and add the key"]),
            // An argument `title: NSLocalizedString(…)` declares no parameter `title` that would
            // hide the constant.
            RuleExample(files: [
                RuleExample.File("Promo.swift", """
                    func showPromo(on controller: UIViewController) {
                        let title = "\\(emoji) Summer Sale!"
                        let alert = UIAlertController(title: ↓title, message: nil, preferredStyle: .alert)
                        alert.addAction(UIAlertAction(title: NSLocalizedString("ok", comment: ""), style: .default))
                        controller.present(alert, animated: true)
                    }
                    """),
            ], messages: ["UIAlertController(title:) is set to '… Summer Sale!' (title), a String that is never localized; use String(localized:) and add the key"]),
            // A notification's body and a panel's message show text on the types that have them.
            RuleExample(files: [
                RuleExample.File("Reminder.swift", """
                    func remind() {
                        let content = UNMutableNotificationContent()
                        content.body = ↓"Open the app to review your channels."
                        let panel = NSOpenPanel()
                        panel.message = ↓"Choose a preset file"
                        var request = URLRequest(url: url)
                        request.body = "{}"
                    }
                    """),
            ], messages: [
                "content.body is set to 'Open the app to review your channels.', a String that is never localized; use String(localized: \"Open the app to review your channels.\") and add the key",
                "panel.message is set to 'Choose a preset file', a String that is never localized; use String(localized: \"Choose a preset file\") and add the key",
            ]),
            // Inherited properties set without `self.` in a UIKit or AppKit subclass, a toolbar
            // item's labels, and AppKit's accessibility setters.
            RuleExample(files: [
                RuleExample.File("StartTaskToolbarItem.swift", """
                    final class StartTaskToolbarItem: NSToolbarItem {
                        init() {
                            super.init(itemIdentifier: .init("start"))
                            label = ↓"Start Task"
                            toolTip = ↓"Run the selected task"
                            view?.setAccessibilityLabel(↓"Start")
                        }
                    }
                    extension NSSavePanel { func configure() { prompt = ↓"Export" } }
                    """),
            ], messages: [
                "label is set to 'Start Task', a String that is never localized; use String(localized: \"Start Task\") and add the key",
                "toolTip is set to 'Run the selected task', a String that is never localized; use String(localized: \"Run the selected task\") and add the key",
                "setAccessibilityLabel(_:) is set to 'Start', a String that is never localized; use String(localized: \"Start\") and add the key",
                "prompt is set to 'Export', a String that is never localized; use String(localized: \"Export\") and add the key",
            ]),
            // Changing a literal's case makes it a String: localize first, then change the case.
            RuleExample(files: [
                RuleExample.File("CategoryPicker.swift", """
                    struct CategoryPicker: View {
                        var body: some View {
                            Text(↓"Select a Category".uppercased())
                            Text(↓"Featured".capitalized).navigationTitle(↓"Categories".localizedUppercase)
                        }
                        func style(_ label: UILabel) { label.text = ↓"Done".uppercased() }
                    }
                    """),
            ], messages: [
                "Text(_:) gets a String, not a key: 'Select a Category' (a literal whose case is changed) takes the StringProtocol overload and is never localized; pass Text(\"Select a Category\").textCase(.uppercase) or build it with String(localized:)",
                "Text(_:) gets a String, not a key: 'Featured' (a literal whose case is changed) takes the StringProtocol overload and is never localized; pass Text(String(localized: \"Featured\").capitalized) or build it with String(localized:)",
                ".navigationTitle(_:) gets a String, not a key: 'Categories' (a literal whose case is changed) takes the StringProtocol overload and is never localized; pass .navigationTitle(String(localized: \"Categories\").localizedUppercase) or build it with String(localized:)",
                "label.text is set to 'Done' (\"Done\".uppercased()), a String that is never localized; use String(localized: \"Done\").uppercased() and add the key",
            ]),
            // A debugger's own views ship: "Debugger" is no debugging word; a release build shows
            // what `#if RELEASE` holds.
            RuleExample(files: [
                RuleExample.File("DebuggerView.swift", """
                    final class DebuggerPanel: NSView {
                        let status = NSTextField(labelWithString: ↓"Attach to a process")
                    }
                    #if RELEASE
                    func rateApp() { let alert = UIAlertController(title: ↓"Enjoying the app?", message: nil, preferredStyle: .alert) }
                    #endif
                    """),
            ], messages: [
                "NSTextField(labelWithString:) is set to 'Attach to a process', a String that is never localized; use String(localized: \"Attach to a process\") and add the key",
                "UIAlertController(title:) is set to 'Enjoying the app?', a String that is never localized; use String(localized: \"Enjoying the app?\") and add the key",
            ]),
        ])

    let options: Options

    package init(options: Options) { self.options = options }

    package func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let project = context.project
        // The team's words, and what each project's Xcode project calls the app.
        var untranslatableByProject: [String: [String]] = [:]
        func untranslatable(in scope: String) -> [String] {
            if let known = untranslatableByProject[scope] { return known }
            let words = Self.untranslatableWords(options.untranslatable + (project.appNames[scope] ?? []))
            untranslatableByProject[scope] = words
            return words
        }
        // A `title` set on the project's own model or request type is data, not text on screen.
        let declaredTypes = context.analyses.declaredTypes
        // A label made with a placeholder whose text the code sets (`titleLabel.stringValue = …`).
        let retitled = project.swiftSources.reduce(into: Set<String>()) { $0.formUnion($1.retitledNames) }
        for facts in project.swiftSources where !facts.unlocalizedTexts.isEmpty {
            let path = project.file(facts.file).path, scope = project.swiftSourceProjects[facts.file] ?? ""
            guard !Self.isTestFile(path), !project.isInUnlocalizedNestedProject(path, scope: scope) else { continue }
            let untranslatable = untranslatable(in: scope)
            for text in facts.unlocalizedTexts where !text.isDebugOnly && Self.isProse(text.text, untranslatable: untranslatable) {
                if let receiver = text.receiverType, declaredTypes.isDataType(receiver) { continue }
                if let stored = text.storedIn, retitled.contains(stored) { continue }
                // Interface Builder's placeholder, copied into code (`cell.stringValue = "Text
                // Cell"` on a column's prototype cell): a data source replaces it.
                if text.shape == .literal, InterfaceBuilderKey.placeholderTexts.contains(text.text) { continue }
                diagnostics.append(context.diagnostic(Self.message(text), about: .none, at: text.range))
            }
        }
        return diagnostics
    }

    /// Files of test targets: `…Tests/…`, `…Tests.swift`, `…UITests/…`.
    static func isTestFile(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        if parts.dropLast().contains(where: { $0.hasSuffix("Tests") || $0 == "Tests" }) { return true }
        return parts.last.map { $0.hasSuffix("Tests.swift") || $0.hasSuffix("Test.swift") } ?? false
    }

    /// Apple's operating systems and devices, which Apple's own localizations never translate:
    /// `"macOS \(version)"` is a name and a number in every language, and so is "Apple Watch".
    static let platformNames = [
        "iOS", "iPadOS", "macOS", "watchOS", "tvOS", "visionOS", "Apple Watch", "Apple TV", "Apple Vision Pro", "Apple Pay", "Face ID", "Touch ID",
    ]
}
