import Foundation
import Testing
@testable import L10nModel
@testable import L10nParsing
@testable import L10nCLI

/// Issue 28's super-linear reproductions at (or near) their reported sizes. Each asserts the
/// exact result; on the quadratic code each runs for an hour or more, which the CI job's
/// timeout fails. No timing is asserted: growth is measured in the benchmark
/// (`l10n-benchmark --only scaling`, n and 2n).
@Suite struct SuperLinearInputTests {
    /// Item 13: 60,000 `%@` in a 180 KB value, a translation that reads one of them as `%d`.
    @Test func sixtyThousandFormatArgumentsInOneValue() throws {
        let directory = try TemporaryDirectory()
        let source = String(repeating: "%@ ", count: 59_999) + "%@"
        let translation = String(repeating: "%@ ", count: 59_999) + "%3$d"
        try directory.write("strings.json", #"{"k":{"en":"\#(source)","fr":"\#(translation)"}}"#)
        let column = #"{"k":{"en":""#.utf8.count + source.utf8.count + #"","fr":"#.utf8.count + 1
        let lint = CLI.run(["lint", "-q"], in: directory)
        #expect(lint.status == .findings)
        #expect(lint.standardOutput == """
            strings.json:1:\(column): error: 'k' in fr formats argument 3 as %3$d, source as %3$@ [format-specifiers]
            strings.json:1:\(column): error: 'k' in fr has 59999 format arguments, source has 60000 (missing %60000$@) [format-specifiers]

            """)
    }

    /// Item 15: 200,000 attributes on one element; a duplicate at the end is still found, at its offset.
    @Test func twoHundredThousandAttributesOnOneElement() throws {
        let attributes = (0..<200_000).map { " a\($0)=\"\($0)\"" }.joined()
        let head = #"<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2""# + attributes
        let valid = try XLIFFDocument.parse(Array((head + "></xliff>").utf8)).get()
        #expect(valid.files.isEmpty)
        let duplicate = head + #" a199998="again"></xliff>"#
        guard case .failure(let error) = XLIFFDocument.parse(Array(duplicate.utf8)) else {
            Issue.record("a duplicate attribute after 200,000 others is an error")
            return
        }
        #expect(error == TextSyntaxError("duplicate attribute 'a199998' in <xliff>", at: head.utf8.count + 1))
    }

    /// Item 16: one key with 50,000 localizations; the one needing review and the one marked
    /// new are found, and the report counts every locale.
    @Test func oneKeyWithFiftyThousandLocalizations() throws {
        let directory = try TemporaryDirectory()
        func unit(_ state: String, _ value: String) -> String { #"{"stringUnit":{"state":"\#(state)","value":"\#(value)"}}"# }
        let translated = (0..<50_000).map { #""zz-\#(String($0, radix: 16))":"# + unit("translated", "Hola") }.joined(separator: ",")
        let text = #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":"# + unit("translated", "Hello") + ","
            + translated + #","zz-r":"# + unit("needs_review", "Hola") + #","zz-n":"# + unit("new", "") + "}}}}"
        try directory.write("Localizable.xcstrings", text)
        /// The column of the value right after the only `marker`.
        func column(after marker: String) -> Int { text.utf8.count - text.components(separatedBy: marker).last!.utf8.count + 1 }
        let review = column(after: #""needs_review","value":"#)
        let new = column(after: #""new","value":"#)
        let lint = CLI.run(["lint", "-q"], in: directory)
        #expect(lint.status == .findings)
        #expect(lint.standardOutput == """
            Localizable.xcstrings:1:\(review): warning: 'k' in zz-r needs review [translation-state]
            Localizable.xcstrings:1:\(new): error: 'k' in zz-n is marked new (not translated yet) [missing-translation]

            """)
        let report = CLI.run(["report", "--format", "json"], in: directory)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.standardOutput.utf8)) as? [String: Any])
        #expect((json["locales"] as? [Any])?.count == 50_002)
    }
}
