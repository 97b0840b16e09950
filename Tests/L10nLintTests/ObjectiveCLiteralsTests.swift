import Testing
@testable import L10nModel
@testable import L10nParsing

/// What `unused-key` learns of an Objective-C file: its `@"…"` literals, decoded, and nothing else.
@Suite struct ObjectiveCLiteralsTests {
    @Test func onlyObjectiveCStringLiteralsOutsideComments() {
        let source = #"""
            #import "Greeter.h"
            // NSLocalizedString(@"commented.out", @"")
            /* @"in.block" "also" */
            static const char *c = "c.string";
            static const unichar quote = '"';
            NSString *a(void) { return NSLocalizedString(@"greeting", @"The welcome line"); }
            NSString *b(void) { return MFLocalizedString(@"say \"hi\"\n", @"caf\u00e9 – ok"); }
            NSDictionary *d = @{@"ui": @"x.y", @"open
            """#
        #expect(ObjectiveCLiterals.literals(in: Array(source.utf8)) == ["greeting", "The welcome line", "say \"hi\"\n", "café – ok", "ui", "x.y", "open"])
    }

    @Test func invalidUTF8IsRepairedNotRefused() {
        let bytes: [UInt8] = Array(#"NSLocalizedString(@"a"#.utf8) + [0xFF] + Array(#"b", @"");"#.utf8)
        #expect(ObjectiveCLiterals.literals(in: bytes) == ["a\u{FFFD}b", ""])
    }

    /// C joins adjacent literals into one, and a macro pastes its argument after a literal:
    /// `@"keyword_" keyword` builds keys on the prefix. A literal before a selector part
    /// (`@"x" forKey:`) or punctuation builds nothing.
    @Test func adjacentLiteralsAreJoinedAndAPastedNameMakesAPrefix() {
        let source = #"""
            #define TranslateKeyword(keyword) [NSBundle.mainBundle localizedStringForKey:@"keyword_" keyword value:keyword table:@"Localizable"]
            NSString *t = NSLocalizedString(@"search." @"title" "_short", nil);
            [defaults setObject:@"dark" forKey:@"theme"];
            NSString *u = @"http://"                 host;
            """#
        let mentions = ObjectiveCLiterals.mentions(in: Array(source.utf8))
        #expect(mentions.prefixes == ["keyword_", "http://"])
        #expect(mentions.literals.isSuperset(of: ["search.title_short", "search.", "title", "_short", "dark", "theme", "Localizable"]))
    }

    @Test func aMixedAppsObjectiveCUsesItsKeys() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Localizable.xcstrings", #"{ "sourceLanguage" : "en", "strings" : { "farewell" : { }, "greeting" : { }, "keyword_file" : { }, "unused" : { } }, "version" : "1.0" }"#)
        try directory.write("App/Other.swift", "let text = String(localized: \"farewell\")\n")
        try directory.write("App/Greeter.m", "NSString *f(void) { return NSLocalizedString(@\"greeting\", @\"\"); }\n")
        try directory.write("App/Search.m", "#define TranslateKeyword(k) [NSBundle.mainBundle localizedStringForKey:@\"keyword_\" k value:k table:nil]\n")
        let outcome = CLI.run(["lint"], in: directory)
        #expect(outcome.standardOutput == "Localizable.xcstrings:1:100: note: 'unused' is used by no code of the linted project [unused-key]\n")
    }
}

/// `unused-key` and a table the code looks up with keys it builds.
@Suite struct BuiltKeyTableTests {
    @Test func aTableLookedUpWithBuiltKeysIsNotJudgedAndLintSaysSo() throws {
        let directory = try TemporaryDirectory()
        try directory.write("en.lproj/SAS.strings", "\"dog\" = \"Dog\";\n\"cat\" = \"Cat\";\n")
        try directory.write("en.lproj/Localizable.strings", "\"title\" = \"Title\";\n\"old\" = \"Old\";\n")
        try directory.write("Verification.swift", """
            enum Verification {
                static func animal(_ emoji: String) -> String { tr("SAS", emoji.lowercased()) }
                static let pet = "cat"
                static let title = NSLocalizedString("title", comment: "")
            }
            """)
        let outcome = CLI.run(["lint"], in: directory)
        #expect(outcome.standardOutput == "en.lproj/Localizable.strings:2:1: note: 'old' is used by no code of the linted project [unused-key]\n")
        #expect(outcome.standardError.contains("note: unused-key cannot judge *.lproj/SAS: the code looks it up with keys built at run time\n"))
    }
}
