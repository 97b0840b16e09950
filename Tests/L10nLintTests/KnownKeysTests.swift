import Foundation
import Testing
@testable import L10nModel
@testable import L10nParsing
@testable import L10nEngine

/// A translation's `.strings` file takes its table's development-language keys instead of a copy
/// each, and reads every other key exactly as without them.
@Suite struct KnownKeysTests {
    typealias Support = ParserTestSupport

    private static let source = #"""
        "settings.notifications.title" = "Notifications";
        "Delete all downloaded lessons?" = "Delete all downloaded lessons?";
        "café.menu.description.long" = "Café menu";
        """#

    private static func knownKeys() -> KnownKeys {
        let file = Support.file(source, path: "en.lproj/Localizable.strings")
        let entries = StringsFileParser.parse(file).entries
        return KnownKeys([LocaleTableFile(table: LProjTable(directory: "", name: "Localizable"), locale: "en", file: file.id, isPlural: false, entries: entries)])
    }

    /// A German translation's file parsed with the table's known keys and without them.
    private static func parsedWithAndWithout(_ keys: KnownKeys, _ text: String) -> (
        withKeys: (entries: [LocaleTableEntry], findings: ParseFindings, comments: [StringsFileParser.Comment]),
        without: (entries: [LocaleTableEntry], findings: ParseFindings, comments: [StringsFileParser.Comment]),
        file: SourceFile
    ) {
        let file = Support.file(text, path: "de.lproj/Localizable.strings")
        return (StringsFileParser.parse(file, keepsNotes: false, knownKeys: keys), StringsFileParser.parse(file, keepsNotes: false), file)
    }

    /// Where a native string's bytes are: equal for two strings only when they share storage.
    private static func storage(_ text: String?) -> UnsafeRawPointer? {
        text?.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
    }

    @Test func findsKeysByTheirBytesOnly() {
        let keys = Self.knownKeys()
        func lookUp(_ text: String) -> String? { Array(text.utf8).withUnsafeBufferPointer { keys.index(spelledBy: $0).map { keys[$0] } } }
        #expect(lookUp("settings.notifications.title") == "settings.notifications.title")
        #expect(lookUp("Delete all downloaded lessons?") == "Delete all downloaded lessons?")
        #expect(lookUp("settings.notifications") == nil)
        #expect(lookUp("") == nil)
        // The same text in other code points is another key on device: not found.
        let decomposed = "cafe\u{301}.menu.description.long"
        #expect(lookUp("café.menu.description.long").map { Array($0.utf8) } == Array("café.menu.description.long".utf8))
        #expect(lookUp(decomposed) == nil)
        #expect(!keys.isEmpty)
        #expect(KnownKeys([]).isEmpty)
    }

    @Test func translationEntriesShareKnownKeysAndReadTheRestAsWritten() {
        let keys = Self.knownKeys()
        let (withKeys, without, _) = Self.parsedWithAndWithout(keys, #"""
            "settings.notifications.title" = "Benachrichtigungen";
            "Delete all downloaded lessons?" = "Alle geladenen Lektionen löschen?";
            "cafe\#u{301}.menu.description.long" = "Café-Menü";
            "settings.notifications.\U0074itle.escaped" = "Titel";
            unquoted.key.not.in.the.source.table = "Wert";
            """#)
        #expect(withKeys.findings.failures.isEmpty)
        #expect(withKeys.entries.map { Array($0.key.utf8) } == without.entries.map { Array($0.key.utf8) })
        #expect(withKeys.entries.map(\.keyRange) == without.entries.map(\.keyRange))
        #expect(withKeys.entries.map { $0.value.unit?.value } == without.entries.map { $0.value.unit?.value })
        #expect(withKeys.entries[3].key == "settings.notifications.title.escaped")
        #expect(withKeys.entries[4].key == "unquoted.key.not.in.the.source.table")
        // The first two are the source's strings (a parse without them has copies of its own).
        #expect(Self.storage(withKeys.entries[0].key) != nil)
        #expect(Self.storage(withKeys.entries[0].key) == Self.storage(keyString(keys, "settings.notifications.title")))
        #expect(Self.storage(withKeys.entries[1].key) == Self.storage(keyString(keys, "Delete all downloaded lessons?")))
        #expect(Self.storage(without.entries[0].key) != Self.storage(keyString(keys, "settings.notifications.title")))
        #expect(Array(withKeys.entries[2].key.utf8) == Array("cafe\u{301}.menu.description.long".utf8))
    }

    /// A known key's place stands for it in the file's duplicate search: a key written twice,
    /// once with an escape, three times, or not known at all is found and reported as without.
    @Test func duplicatesAreFoundWhicheverWayTheKeyIsWritten() {
        let (withKeys, without, translation) = Self.parsedWithAndWithout(Self.knownKeys(), #"""
            "settings.notifications.title" = "Benachrichtigungen";
            "settings.notifications.\U0074itle" = "Mitteilungen";
            "Delete all downloaded lessons?" = "Löschen?";
            "new.key" = "Neu";
            "Delete all downloaded lessons?" = "Alle löschen?";
            new.key = "Neu 2";
            "Delete all downloaded lessons?" = "Wirklich alle löschen?";
            """#)
        #expect(withKeys.entries.map(\.key) == ["settings.notifications.title", "Delete all downloaded lessons?", "new.key"])
        #expect(withKeys.entries.map { $0.value.unit?.value } == ["Mitteilungen", "Wirklich alle löschen?", "Neu 2"])
        #expect(withKeys.entries.map(\.keyRange) == without.entries.map(\.keyRange))
        #expect(withKeys.findings.duplicates == without.findings.duplicates)
        #expect(withKeys.findings.overriddenDefinitions == without.findings.overriddenDefinitions)
        // Every later definition is a duplicate of the first, which each override leaves in place.
        let lines = withKeys.findings.duplicates.map { (translation.text.position(at: $0.first.start).line, translation.text.position(at: $0.duplicate.start).line) }
        #expect(lines.map(\.0) == [1, 3, 4, 3])
        #expect(lines.map(\.1) == [2, 5, 6, 7])
        #expect(withKeys.findings.overriddenDefinitions.map { translation.text.position(at: $0.lowerBound).line } == [1, 3, 4, 5])
    }

    /// An escaped key is its decoded text, never a known key that its bytes happen to spell.
    @Test func anEscapedKeyIsItsDecodedText() {
        let source = Support.file(#"""
            "x\\\"y" = "Backslash and quote";
            """#, path: "en.lproj/Localizable.strings")
        let sourceEntries = StringsFileParser.parse(source).entries
        #expect(sourceEntries.map(\.key) == [#"x\"y"#])
        let keys = KnownKeys([LocaleTableFile(table: LProjTable(directory: "", name: "Localizable"), locale: "en", file: source.id, isPlural: false, entries: sourceEntries)])
        let (withKeys, without, _) = Self.parsedWithAndWithout(keys, #"""
            "x\"y" = "Quote";
            "x\\\"y" = "Backslash and quote";
            """#)
        #expect(withKeys.entries.map(\.key) == [#"x"y"#, #"x\"y"#])
        #expect(withKeys.entries.map(\.key) == without.entries.map(\.key))
        #expect(withKeys.findings.duplicates.isEmpty)
    }

    @Test func bytesCompareEightAtATime() {
        func equal(_ a: String, _ b: String) -> Bool {
            Array(a.utf8).withUnsafeBufferPointer { x in Array(b.utf8).withUnsafeBufferPointer { y in ByteWord.equal(x, y) } }
        }
        #expect(equal("", ""))
        #expect(equal("settings.notifications.title", "settings.notifications.title"))
        #expect(!equal("settings.notifications.title", "settings.notifications.titlE"))
        #expect(!equal("settings.notifications.title", "Settings.notifications.title"))
        #expect(!equal("abcdefgh", "abcdefgi"))
        #expect(!equal("abc", "abcd"))
        #expect(ExactKey("café") == ExactKey("café"))
        #expect(ExactKey("café") != ExactKey("cafe\u{301}"))
    }

    private func keyString(_ keys: KnownKeys, _ text: String) -> String? {
        Array(text.utf8).withUnsafeBufferPointer { keys.index(spelledBy: $0).map { keys[$0] } }
    }
}