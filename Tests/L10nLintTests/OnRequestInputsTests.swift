import Testing
@testable import L10nModel
@testable import L10nRules
@testable import L10nEngine

/// Inputs the engine reads only for a run with a rule that asks for them: a run without such a
/// rule does not read or parse them.
@Suite struct OnRequestInputsTests {
    static let files = [
        (path: "App/Credits.plist", contents: #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><array><string>credits.title</string></array></plist>"#),
        (path: "App/en.lproj/Localizable.strings", contents: #""credits.title" = "Credits";"#),
        (path: "App/View.swift", contents: #"let title = NSLocalizedString("other.key", comment: "")"#),
    ]

    @Test func propertyListStringsAreReadForUnusedKey() {
        let result = Linter().lint(files: Self.files)
        #expect(result.project.resourceStrings == ["credits.title"])
    }

    @Test func propertyListStringsAreNotReadWithoutARuleThatAsks() {
        let rules: [any Rule] = Linter().rules.filter { !$0.description.needsResourceStrings }
        #expect(rules.count == Linter().rules.count - 1)
        #expect(Linter(rules: rules).lint(files: Self.files).project.resourceStrings.isEmpty)
    }
}
