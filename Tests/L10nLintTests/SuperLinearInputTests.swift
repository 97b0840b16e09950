import Foundation
import Testing
@testable import L10nModel
@testable import L10nParsing
@testable import L10nCLI

/// Issue 28's super-linear reproductions at their reported sizes. Each asserts the exact
/// result; the time limit only turns a hang (an hour or more on the quadratic code) into a
/// failure, far above what the linear code takes in a debug build. Growth is measured in the
/// benchmark (`l10n-benchmark`, "scaling" rows), not here.
@Suite struct SuperLinearInputTests {
    /// Item 13: 60,000 `%@` in a 180 KB value, a translation that reads one of them as `%d`.
    @Test(.timeLimit(.minutes(1))) func sixtyThousandFormatArgumentsInOneValue() throws {
        let directory = try TemporaryDirectory()
        let source = String(repeating: "%@ ", count: 60_000)
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
    @Test(.timeLimit(.minutes(1))) func twoHundredThousandAttributesOnOneElement() throws {
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
}
