import Foundation
import Testing
@testable import L10nParsing

/// The JSON writer copies runs that need no escape whole; these pin every escape, the near
/// misses of U+2028/U+2029 (other E2 80 xx sequences pass raw) and the round trip.
@Suite struct JSONOutputTests {
    @Test func escapesExactlyWhatJSONAndJavaScriptNeed() {
        let value = "a\"b\\c\nd\re\tf\u{08}g\u{0C}h\u{01}\u{1F}i\u{2028}j\u{2029}k\u{2027}l\u{2030}m—n值🌏"
        #expect(JSONOutput.string(value).minified
            == #""a\"b\\c\nd\re\tf\bg\fh\u0001\u001fi\u2028j\u2029k"# + "\u{2027}l\u{2030}m—n值🌏\"")
    }

    @Test func runsAtTheEdgesAndEmptyStrings() {
        #expect(JSONOutput.string("").minified == #""""#)
        #expect(JSONOutput.string("\"").minified == #""\"""#)
        #expect(JSONOutput.string("\u{2028}").minified == #""\u2028""#)
        #expect(JSONOutput.string("x\u{E2}").minified == "\"x\u{E2}\"")
        #expect(JSONOutput.string("值\n").minified == "\"值\\n\"")
    }

    @Test func foundationReadsBackWhatWasWritten() throws {
        let samples = ["plain", "\u{0}\u{7F}\u{80}", "a\u{2028}\u{2029}b", "🌏\"\\/", String(repeating: "é\t", count: 300)]
        for sample in samples {
            let written = JSONOutput.array([.string(sample)]).rendered()
            let read = try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String]
            #expect(read == [sample], "\(written.debugDescription)")
        }
    }

    @Test func indentationBeyondThePaddingTable() {
        var value: JSONOutput = "x"
        for _ in 0..<20 { value = .array([value]) }
        let lines = value.rendered().split(separator: "\n")
        #expect(lines[20] == Substring(String(repeating: " ", count: 40) + "\"x\""))
        #expect(lines.last == "]")
    }
}
