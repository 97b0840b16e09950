import Testing
@testable import L10nModel
@testable import L10nParsing
@testable import L10nEngine
@testable import L10nRules

/// What the Xcode project calls the app is a brand, shown as it is in every language:
/// `unlocalized-text` does not ask to localize it (issue 31's unseen apps: Pearcleaner's
/// `alert.messageText = "Pearcleaner"`).
@Suite struct AppNameTests {
    static let source = """
        func showAbout() {
            let alert = NSAlert()
            alert.messageText = "Pearcleaner"
            alert.informativeText = "Pearcleaner removes leftovers"
        }
        """

    /// An application target, a test target, a configuration's display name, and one whose
    /// product is named literally (Phoenix's `PRODUCT_NAME = Phoenix` beside a target `phoenix-ios`).
    static let pbxproj = """
        // !$*UTF8*$!
        { objects = {
            A = { isa = PBXNativeTarget; name = Pearcleaner; productName = Pearcleaner; productType = "com.apple.product-type.application"; };
            B = { isa = PBXNativeTarget; name = Helper; productName = Helper; productType = "com.apple.product-type.bundle.unit-test"; };
            C = { isa = XCBuildConfiguration; buildSettings = { INFOPLIST_KEY_CFBundleDisplayName = "Pear Cleaner"; PRODUCT_NAME = "$(TARGET_NAME)"; }; };
            D = { isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = Phoenix; }; };
        }; rootObject = A; }
        """

    @Test func theProjectReadsItsApplicationNamesAndDisplayNames() throws {
        let settings = try XcodeProjectRegions.settings(in: Array(Self.pbxproj.utf8)).get()
        #expect(settings.appNames == ["Pearcleaner", "Pear Cleaner", "Phoenix"])
    }

    @Test func theAppsNameAloneIsNotReportedAndSentencesAroundItAre() throws {
        let root = try TemporaryDirectory()
        try root.write("Pearcleaner/About.swift", Self.source)
        let lint = { Linter(rules: [UnlocalizedTextRule.makeDefault()]).lint(paths: [root.path]).diagnostics.map(\.message) }
        #expect(lint().count == 2)
        try root.write("Pearcleaner.xcodeproj/project.pbxproj", Self.pbxproj)
        #expect(lint() == [
            "alert.informativeText is set to 'Pearcleaner removes leftovers', a String that is never localized; use String(localized: \"Pearcleaner removes leftovers\") and add the key",
        ])
    }

    /// Nor does `unknown-key` ask to add it to a translated table (Maccy's `Text("Maccy")`).
    @Test func theAppsNameIsNoTextATableLacks() throws {
        let root = try TemporaryDirectory()
        try root.write("Pearcleaner/en.lproj/Localizable.strings", #""Clean" = "Clean";"#)
        try root.write("Pearcleaner/ja.lproj/Localizable.strings", #""Clean" = "クリーン";"#)
        try root.write("Pearcleaner/Header.swift", "struct Header: View {\n    var body: some View { Text(\"Pearcleaner\"); Text(\"Clean\") }\n}\n")
        let lint = { Linter(rules: [UnknownKeyRule.makeDefault()]).lint(paths: [root.path]).diagnostics.map(\.message) }
        #expect(lint() == [
            "'Pearcleaner' is in no Localizable table, so every language shows it as written; add it to the development language's Localizable.strings and translate it",
        ])
        try root.write("Pearcleaner.xcodeproj/project.pbxproj", Self.pbxproj)
        #expect(lint().isEmpty)
    }
}
