import Foundation
import Testing
@testable import L10nModel
@testable import L10nParsing
@testable import L10nCLI

/// `.strings` tables written as property lists (binary, as Xcode compiles them; XML), which
/// Foundation reads like the text format.
@Suite struct StringsPlistTests {
    static func binary(_ table: [String: String]) throws -> Data {
        try PropertyListSerialization.data(fromPropertyList: table, format: .binary, options: 0)
    }

    @Test func binaryAndXMLTablesAreReadLikeText() throws {
        let directory = try TemporaryDirectory()
        try directory.write("en.lproj/Localizable.strings", "\"done\" = \"Done\";\n\"title\" = \"Title\";\n")
        try directory.write("de.lproj/Localizable.strings", try Self.binary(["done": "Fertig"]))
        try directory.write("fr.lproj/Localizable.strings", """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>done</key>
            \t<string>Terminé</string>
            \t<key>title</key>
            \t<string>Title</string>
            </dict>
            </plist>
            """)
        let outcome = CLI.run(["lint"], in: directory)
        #expect(outcome.status == .findings, "a valid table is no parse error: \(outcome.standardOutput)")
        #expect(outcome.standardOutput == """
            en.lproj/Localizable.strings:2:1: error: 'title' has no de translation [missing-translation]

            """)
    }

    @Test func aFixNeverEditsAPropertyListTable() throws {
        let directory = try TemporaryDirectory()
        try directory.write("en.lproj/Localizable.strings", "\"label\" = \"Name: \";\n")
        let binary = try Self.binary(["label": "Name:"])
        try directory.write("de.lproj/Localizable.strings", binary)
        #expect(CLI.run(["lint"], in: directory).standardOutput
            == "de.lproj/Localizable.strings:1:1: warning: 'label' in de lacks the source's trailing whitespace [whitespace-parity]\n")
        let fix = CLI.run(["fix"], in: directory)
        #expect(fix.standardError.contains("de.lproj/Localizable.strings: refused fix: a .strings file written as a property list is not edited\n"))
        #expect(try Data(contentsOf: directory.url.appendingPathComponent("de.lproj/Localizable.strings")) == binary)
    }

    /// Foundation's binary reader crashes on some malformed lists; this one must not.
    @Test func damagedBinaryListsNeverCrash() throws {
        let list = [UInt8](try Self.binary(["done": "Fertig", "title": "Titel ✓ – 标题", "count": "%lld Einträge", "": "leer"]))
        #expect(BinaryPlistStrings(list)?.table()?.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value ?? "-")" }
            == ["=leer", "count=%lld Einträge", "done=Fertig", "title=Titel ✓ – 标题"])
        var generator = SystemRandomNumberGenerator()
        for round in 0..<20_000 {
            var damaged = list
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                damaged[Int.random(in: 8..<damaged.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            if round % 5 == 0 { damaged = Array(damaged.prefix(Int.random(in: 8..<damaged.count, using: &generator))) }
            _ = BinaryPlistStrings(damaged)?.table()
        }
    }

    @Test func onlyAPropertyListIsTakenForOne() {
        #expect(StringsPlistReader.isPropertyList(Array("bplist00".utf8) + [0, 1]))
        #expect(StringsPlistReader.isPropertyList([0xEF, 0xBB, 0xBF] + Array("\n <?xml version=\"1.0\"?>".utf8)))
        #expect(!StringsPlistReader.isPropertyList(Array("/* <note> */\n\"a\" = \"<b>\";".utf8)))
        #expect(!StringsPlistReader.isPropertyList(Array("\"a\" = \"b\";".utf8)))
    }
}
