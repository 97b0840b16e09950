import Foundation
import Synchronization
import Testing
@testable import L10nModel
@testable import L10nParsing
@testable import L10nAnalysis
@testable import L10nRules
@testable import L10nEngine
@testable import L10nConfiguration
@testable import L10nReporting
@testable import L10nWriting
@testable import L10nCLI

/// `l10n format`: Xcode's layout, byte for byte.
@Suite struct XcodeFormatTests {
    static let compact = #"{"version":"1.1","sourceLanguage":"en","strings":{"😀 smile":{"localizations":{"zh-Hans":{"stringUnit":{"value":"微笑 😀","state":"translated"}}}},"%@ items":{},"(paren)":{"x-future":[1.50,true,null,[]]},"b/c":{"comment":"tab\there \u0001 \"q\" \\ \/ é"}}}"#

    static let expected = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "(paren)" : {
              "x-future" : [
                1.50,
                true,
                null,
                [

                ]
              ]
            },
            "%@ items" : {

            },
            "😀 smile" : {
              "localizations" : {
                "zh-Hans" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "微笑 😀"
                  }
                }
              }
            },
            "b/c" : {
              "comment" : "tab\\there \\u0001 \\"q\\" \\\\ / é"
            }
          },
          "version" : "1.1"
        }
        """

    static func format(_ text: String) throws -> String {
        try CatalogFormatter.parse(Array(text.utf8)).get().text
    }

    @Test func writesXcodesLayoutKeepingUnknownFieldsNumbersAndVersion() throws {
        #expect(try Self.format(Self.compact) == Self.expected)
    }

    @Test func formattingIsIdempotent() throws {
        let once = try Self.format(Self.compact + "\n")
        #expect(once == Self.expected + "\n")
        #expect(try CatalogFormatter.formatted(Array(once.utf8)).get() == nil)
    }

    @Test func keysSortAsXcodeSortsThem() {
        let keys = ["zebra", "Item 10", "item 2", "", "😀", "[link](x)", "%@ of %@", "(note)", "- %@", "  ⸱  ", "Apple", "#tag", "返回", "ÉCOLE", "ecole"]
        let sorted = keys.sorted(by: XcodeKeyOrder.areInIncreasingOrder)
        #expect(sorted == ["", "  ⸱  ", "- %@", "(note)", "[link](x)", "#tag", "%@ of %@", "😀", "Apple", "ecole", "ÉCOLE", "item 2", "Item 10", "zebra", "返回"])
    }

    /// Keys that differ only in case after their first words, which Foundation on Linux orders
    /// the same way round both ways: the order is antisymmetric, and formatting is idempotent
    /// whatever order the keys come in (a writer fuzzing input, issue 28).
    @Test func caseVariantsSortTheSameFromEitherOrder() throws {
        let lower = "Open System Settings to configure iCloud and enable icloud Drive."
        let upper = "Open System Settings to configure iCloud and enable iCloud Drive."
        #expect(XcodeKeyOrder.areInIncreasingOrder(lower, upper))
        #expect(!XcodeKeyOrder.areInIncreasingOrder(upper, lower))
        let one = try Self.format(#"{"sourceLanguage":"en","strings":{"\#(lower)":{},"\#(upper)":{},"a":{}},"version":"1.0"}"#)
        let other = try Self.format(#"{"sourceLanguage":"en","strings":{"\#(upper)":{},"a":{},"\#(lower)":{}},"version":"1.0"}"#)
        #expect(one == other)
        #expect(try Self.format(one) == one)
    }

    /// Pairs Xcode wrote next to each other (NetNewsWire's and linearmouse's catalogs): the
    /// lowercase one first; canonically equivalent keys are two keys, in a fixed order.
    @Test(arguments: [
        ("Find out more", "Find Out More"), ("unread", "Unread"), ("Show desktop", "Show Desktop"), ("aB", "Ab"),
        ("cafe\u{301}", "caf\u{E9}"),
    ])
    func caseVariantsSortAsXcodeWritesThem(first: String, second: String) {
        #expect(XcodeKeyOrder.areInIncreasingOrder(first, second))
        #expect(!XcodeKeyOrder.areInIncreasingOrder(second, first))
    }

    /// Foundation's forced ordering on Linux answered differently from call to call while other
    /// threads compared: the order may not depend on what else runs.
    @Test func theOrderIsTheSameOnEveryThread() {
        let keys = [
            "Open System Settings to configure iCloud and enable icloud Drive.", "Open System Settings to configure iCloud and enable iCloud Drive.",
            "Find Out More", "Find out more", "zebra", "Item 10", "item 2", "ÉCOLE", "ecole", "返回",
        ]
        let expected = keys.sorted(by: XcodeKeyOrder.areInIncreasingOrder)
        let results = Mutex<[[String]]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<50 {
                let sorted = keys.shuffled().sorted(by: XcodeKeyOrder.areInIncreasingOrder)
                results.withLock { $0.append(sorted) }
            }
        }
        #expect(results.withLock { $0.count == 400 && $0.allSatisfy { $0 == expected } })
        #expect(expected == [
            "ecole", "ÉCOLE", "Find out more", "Find Out More", "item 2", "Item 10",
            "Open System Settings to configure iCloud and enable icloud Drive.", "Open System Settings to configure iCloud and enable iCloud Drive.",
            "zebra", "返回",
        ])
    }

    @Test func duplicateKeysAreKeptInDocumentOrder() throws {
        let text = try Self.format(#"{"strings":{"b":{"comment":"2"},"a":{},"b":{"comment":"1"}}}"#)
        #expect(text.components(separatedBy: "\"b\" : ").count == 3)
        #expect(text.range(of: "\"2\"")!.lowerBound < text.range(of: "\"1\"")!.lowerBound)
    }

    @Test func refusesWhatIsNotACatalogWithItsPosition() {
        #expect(throws: JSONSyntaxError(message: "expected a String Catalog (a JSON object), found an array", offset: 1)) {
            try CatalogFormatter.parse(Array(" []".utf8)).get()
        }
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        #expect(throws: JSONSyntaxError(message: "nested more than 512 levels deep", offset: 516)) {
            try CatalogFormatter.parse(Array(("{\"a\":" + deep + "}").utf8)).get()
        }
    }

    @Test func checkListsFilesAndWritesNothingThenFormatRewritesOnlyWhatChanges() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Localizable.xcstrings", Self.compact)
        try directory.write("App/Done.xcstrings", Self.expected)
        try directory.write("App/strings.json", #"{"a":{"en":"A"}}"#)
        let check = CLI.run(["format", "--check"], in: directory)
        #expect(check.status == .findings)
        #expect(check.standardOutput == "would reformat App/Localizable.xcstrings\n")
        #expect(check.standardError == "1 of 2 catalogs would be reformatted; run 'l10n format' to fix.\n")
        #expect(directory.read("App/Localizable.xcstrings") == Self.compact)

        let doneDate = try modificationDate(directory, "App/Done.xcstrings")
        let format = CLI.run(["format", "App"], in: directory)
        #expect(format.status == .success)
        #expect(format.standardOutput == "formatted App/Localizable.xcstrings\n")
        #expect(directory.read("App/Localizable.xcstrings") == Self.expected)
        #expect(try modificationDate(directory, "App/Done.xcstrings") == doneDate)
        #expect(directory.read("App/strings.json") == #"{"a":{"en":"A"}}"#)
        #expect(CLI.run(["format", "--check"], in: directory) == CommandOutcome(status: .success))
    }

    /// The layout is a rule's: with `catalog-layout` on, `lint` reports the catalog where it
    /// first differs, `fix` applies the same rewrite `format` does, and an excluded catalog is
    /// neither reported nor written.
    @Test func catalogLayoutFindingCarriesTheRewriteFixApplies() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".l10nlint.json", #"{ "rules": { "catalog-layout": "warning", "missing-translation": "off" }, "exclude": ["Vendor/**"] }"#)
        try directory.write("App/Localizable.xcstrings", Self.compact)
        try directory.write("Vendor/Other.xcstrings", Self.compact)
        let lint = CLI.run(["lint", "--quiet"], in: directory)
        #expect(lint.status == .success)  // a warning
        #expect(lint.standardOutput == """
            App/Localizable.xcstrings:1:2: warning: the catalog differs from the layout Xcode writes from line 1 on; 'l10n format' rewrites it [catalog-layout]

            """)
        let fix = CLI.run(["fix"], in: directory)
        #expect(fix.status == .success)
        #expect(fix.standardOutput == "App/Localizable.xcstrings:\n  catalog-layout: rewritten in Xcode's layout\n")
        #expect(directory.read("App/Localizable.xcstrings") == Self.expected)
        #expect(directory.read("Vendor/Other.xcstrings") == Self.compact)
        #expect(CLI.run(["format", "--check"], in: directory) == CommandOutcome(status: .success))
    }

    @Test func malformedCatalogIsAPositionedErrorAndOthersStillFormat() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Bad.xcstrings", "{\n  \"strings\" : {\n    \"a\" : \n")
        try directory.write("Good.xcstrings", Self.compact)
        let outcome = CLI.run(["format"], in: directory)
        #expect(outcome.status == .failure)
        #expect(outcome.standardError == "Bad.xcstrings:4:1: error: unexpected end of file, expected a value [parse-error]\n")
        #expect(directory.read("Good.xcstrings") == Self.expected)
    }

    /// Every catalog in the corpus was written by Xcode: formatting must give back its bytes.
    @Test func everyCorpusCatalogIsReproducedByteForByte() throws {
        guard let corpus = PackagePaths.corpus else {
            print("skipped XcodeFormatTests corpus check: ../shared/corpus is not present")
            return
        }
        let files = FileDiscovery.discover(paths: [corpus.path], workingDirectory: corpus.path).files.filter {
            if case .xcstrings = $0.kind { return true }
            return false
        }
        #expect(files.count >= 12)
        for file in files {
            let bytes = try FileReader.read(file.absolutePath ?? file.path).get()
            let formatted = try CatalogFormatter.formatted(bytes).get()
            #expect(formatted == nil, "\(file.path) is not reproduced: \(firstDifference(bytes, formatted ?? ""))")
        }
    }

    /// `catalog-layout` compares the file with the layout as it writes it, from the parsed
    /// document: the first difference is where the formatted text first differs, for catalogs
    /// in the layout and out of it (a byte changed, added or removed at every place of a small
    /// catalog; members out of order; escapes; a missing or extra end of line; NFC and NFD keys).
    @Test func theLayoutCheckFindsTheFormattedTextsFirstDifference() throws {
        func reference(_ bytes: [UInt8]) throws -> Int? {
            guard let formatted = try CatalogFormatter.formatted(bytes).get() else { return nil }
            let other = Array(formatted.utf8)
            return zip(bytes, other).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(bytes.count, other.count)
        }
        let laidOut = Array(Self.expected.utf8)
        var texts: [[UInt8]] = [laidOut, laidOut + [0x0A], laidOut + [0x0A, 0x20], Array(Self.compact.utf8)]
        texts += [
            #"{"strings":{"cafe\#u{301}":{},"café":{}},"sourceLanguage":"en"}"#, #"{"b":1,"a":{"z":"\n\u0007","y":[{}]}}"#,
            "{\n  \"b\" : 1,\n  \"a\" : 2\n}\n", "{\n  \"a\" : 2,\n  \"b\" : 1\n}",
        ].map { Array($0.utf8) }
        for offset in laidOut.indices where laidOut[offset] != 0x0A {
            var changed = laidOut
            changed[offset] = changed[offset] == 0x20 ? 0x09 : 0x20
            texts.append(changed)
            var added = laidOut
            added.insert(0x20, at: offset)
            texts.append(added)
            var removed = laidOut
            removed.remove(at: offset)
            texts.append(removed)
        }
        var compared = 0
        for bytes in texts {
            guard case .success(let difference) = CatalogFormatter.firstDifference(bytes) else { continue }
            #expect(difference == (try reference(bytes)), "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
            compared += 1
        }
        #expect(compared > 500)
    }

    private func firstDifference(_ bytes: [UInt8], _ text: String) -> String {
        let other = Array(text.utf8)
        let index = zip(bytes, other).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(bytes.count, other.count)
        return "first difference at byte \(index): \(SourceText(bytes: bytes).position(at: index))"
    }

    private func modificationDate(_ directory: TemporaryDirectory, _ path: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: directory.path + "/" + path)[.modificationDate] as? Date
    }
}
