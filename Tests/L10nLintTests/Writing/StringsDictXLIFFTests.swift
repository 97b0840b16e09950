import Foundation
import Testing
@testable import L10nParsing
@testable import L10nReporting
@testable import L10nCLI

/// An `.lproj` table's `.stringsdict` goes through XLIFF as Xcode's `-exportLocalizations`
/// writes it: a `<file>` of its own named by the development-language `.stringsdict`, with
/// plist-path ids (`/key:dict/NAME:dict/one:dict/:string`); import reads those ids and writes
/// the plist's `<string>` element, XML-escaped.
@Suite struct StringsDictXLIFFTests {
    static func plist(_ format: String, one: String?, other: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>%d items</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>\(format)</string>
        \t\t<key>items</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>d</string>\(one.map { "\n\t\t\t<key>one</key>\n\t\t\t<string>\($0)</string>" } ?? "")
        \t\t\t<key>other</key>
        \t\t\t<string>\(other)</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """
    }

    /// `App/{en,de}.lproj/Localizable.{strings,stringsdict}`; German lacks the `one` form.
    static func project() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("App/en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n\"bye\" = \"Bye\";\n")
        try directory.write("App/de.lproj/Localizable.strings", "\"hello\" = \"Hallo\";\n")
        try directory.write("App/en.lproj/Localizable.stringsdict", plist("%#@items@", one: "%d item", other: "%d items"))
        try directory.write("App/de.lproj/Localizable.stringsdict", plist("%#@items@", one: nil, other: "%d Dinge"))
        // German's lone `other` is reported (and so exported) only when asked for.
        try directory.write(".l10nlint.json", #"{ "rules": { "plural-variants": { "options": { "reportSingleForms": true } } } }"#)
        return directory
    }

    @Test func idsRoundTripInBothForms() {
        let cases: [(key: String, variant: String, id: String)] = [
            ("%d items", "", "/%d items:dict/NSStringLocalizedFormatKey:dict/:string"),
            ("%d items", "substitutions.items.plural.one", "/%d items:dict/items:dict/one:dict/:string"),
            ("a/b c", "device.iphone", "/a/b c:dict/NSStringDeviceSpecificRuleType:dict/iphone:dict/:string"),
            ("k", "device.mac.substitutions.n.plural.few", "/k:dict/NSStringDeviceSpecificRuleType:dict/mac:dict/n:dict/few:dict/:string"),
        ]
        for (key, variant, id) in cases {
            #expect(XcodeUnitID.stringsDict(key: key, variant: variant) == id)
            let parsed = XcodeUnitID.parse(id)
            #expect(parsed.key == key && parsed.variant.joined(separator: ".") == variant && parsed.isStringsDict, "\(id)")
        }
        // A device variant whose value has variables ends in its own format key on Xcode's side.
        let device = XcodeUnitID.parse("/k:dict/NSStringDeviceSpecificRuleType:dict/ipad:dict/NSStringLocalizedFormatKey:dict/:string")
        #expect(device.key == "k" && device.variant == ["device", "ipad"])
        let catalog = XcodeUnitID.parse("%lld files|==|substitutions.n.plural.few")
        #expect(catalog.key == "%lld files" && catalog.variant == ["substitutions", "n", "plural", "few"] && !catalog.isStringsDict)
        // A key that merely starts with a slash is a catalog key.
        #expect(XcodeUnitID.parse("/settings").key == "/settings" && !XcodeUnitID.parse("/settings").isStringsDict)
    }

    @Test func exportWritesTheStringsdictAsAFileOfItsOwnWithXcodesIds() throws {
        let directory = try Self.project()
        let export = CLI.run(["report", "--locale", "de", "--format", "xliff"], in: directory)
        #expect(export.status == .success, "\(export.standardError)")
        let files = export.standardOutput.components(separatedBy: "  <file ").dropFirst()
        try #require(files.count == 2, "\(export.standardOutput)")
        #expect(files[1].hasPrefix("original=\"App/en.lproj/Localizable.strings\" source-language=\"en\" target-language=\"de\""))
        #expect(files[1].contains("<trans-unit id=\"bye\" resname=\"bye\""))
        #expect(!files[1].contains("items"))
        #expect(files[2].hasPrefix("original=\"App/en.lproj/Localizable.stringsdict\" source-language=\"en\" target-language=\"de\""))
        #expect(files[2].contains("""
                  <trans-unit id="/%d items:dict/items:dict/other:dict/:string" resname="%d items" xml:space="preserve">
                    <source>%d items</source>
                    <target state="needs-review-l10n">%d Dinge</target>
            """))
        #expect(files[2].contains("<trans-unit id=\"/%d items:dict/NSStringLocalizedFormatKey:dict/:string\""))
        #expect(!files[2].contains("|==|") && !files[2].contains("\"bye\""))
    }

    @Test func exportThenImportWithoutEditsChangesNoByte() throws {
        let directory = try Self.project()
        #expect(CLI.run(["report", "--format", "xliff", "-o", "x.xliff"], in: directory).status == .success)
        let before = try ImportCommandTests.snapshot(directory)
        let outcome = CLI.run(["import", "x.xliff"], in: directory)
        #expect(outcome.status == .success, "\(outcome.standardError)")
        #expect(!outcome.standardOutput.contains("unknown id"), "\(outcome.standardOutput)")
        #expect(outcome.standardOutput.hasPrefix("0 updated,"), "\(outcome.standardOutput)")
        #expect(try ImportCommandTests.snapshot(directory) == before)
    }

    /// Xcode's ids name the plist's units; the new value is written as XML text inside the
    /// `<string>` element (not as a `.strings` literal, which broke the plist before).
    @Test func importsXcodesStringsdictIdsAsXMLText() throws {
        let directory = try Self.project()
        try directory.write("x.xliff", ImportCommandTests.xliff("App/en.lproj/Localizable.stringsdict", """
                  <trans-unit id="/%d items:dict/NSStringLocalizedFormatKey:dict/:string" xml:space="preserve">
                    <source>%#@items@</source>
                    <target>%#@items@</target>
                  </trans-unit>
                  <trans-unit id="/%d items:dict/items:dict/other:dict/:string" xml:space="preserve">
                    <source>%d items</source>
                    <target state="translated">%d "Dinge" &amp; &lt;mehr&gt;</target>
                  </trans-unit>
                  <trans-unit id="/%d items:dict/things:dict/other:dict/:string" xml:space="preserve">
                    <source>%d items</source>
                    <target state="translated">x</target>
                  </trans-unit>
            """, target: "de"))
        let outcome = CLI.run(["import", "x.xliff"], in: directory)
        #expect(outcome.status == .success, "\(outcome.standardError)")
        #expect(outcome.standardOutput == """
            App/de.lproj/Localizable.stringsdict: 1 updated
            x.xliff:13:7: not imported '/%d items:dict/things:dict/other:dict/:string': its de value has no substitution 'things'
            1 updated, 1 unchanged, 0 unknown

            """)
        #expect(directory.read("App/de.lproj/Localizable.stringsdict") == Self.plist("%#@items@", one: nil, other: "%d \"Dinge\" &amp; &lt;mehr&gt;"))
    }
}
