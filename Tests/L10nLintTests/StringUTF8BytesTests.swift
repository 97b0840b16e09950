import Foundation
import Testing
@testable import L10nModel
@testable import L10nParsing

/// Rules read values' bytes in place (``Swift/String/withUTF8Bytes(_:)``): the bytes are the
/// string's UTF-8 whatever its storage (empty, small, native, a slice made whole, from
/// Foundation), and the searches built on them answer as `String` does.
@Suite struct StringUTF8BytesTests {
    @Test func readsTheStringsOwnBytes() {
        let long = String(repeating: "Ice Cubes に聞く 🧊 ", count: 20)
        let texts = ["", "a", "**bold**", "fifteen bytes!!", "sixteen bytes!!!", long, String(long.dropFirst(3)),
                     NSString(string: "Öffne die App").description, String(decoding: [0x61, 0xFF, 0x62], as: UTF8.self)]
        for text in texts {
            #expect(text.withUTF8Bytes { Array($0) } == Array(text.utf8), "\(text.debugDescription)")
        }
        #expect(TextSearch.contains(long, "に聞く") && !TextSearch.contains("Ice", "Cubes"))
        #expect(TextSearch.containsAnyByte("a*b", of: "*_") && !TextSearch.containsAnyByte("ab", of: "*_"))
        #expect(TextSearch.containsIgnoringASCIICase("Open SETTINGS", "settings"))
    }

    /// The search finds the needle wherever an ASCII-case-insensitive comparison does: after a
    /// partial match (`aaab` in `aaaab`), at either end, never past the text.
    @Test func containsIgnoringASCIICaseIsALowercasedSearch() {
        let texts = ["", "a", "A11Y", "x.a11y", "aaaab", "aaab", "Common.Controls.Status.Media.AccessibilityLabel", "voiceOve", "VOICEOVER!", "üaccessibility"]
        let needles = ["a", "aaab", "a11y", "accessibility", "voiceover", "b"]
        for text in texts {
            for needle in needles {
                #expect(TextSearch.containsIgnoringASCIICase(text, needle) == text.lowercased().contains(needle), "\(text) \(needle)")
            }
        }
    }

    /// ``ByteSearch`` finds what a naive scan of every offset finds, from any start: after a
    /// false start (`aab` in `aaab`), at the last offset, and nothing past the end.
    @Test func byteSearchAgreesWithAScanOfEveryOffset() {
        let haystacks: [[UInt8]] = [[], Array("aaab".utf8), Array("Content-Length: 2\r\n\r\n{}".utf8), Array("Note = \"Do not localize\";".utf8), Array("ab".utf8)]
        let patterns: [[UInt8]] = [Array("aab".utf8), Array("ab".utf8), [13, 10, 13, 10], Array("\"".utf8), Array("abc".utf8), Array("b".utf8)]
        for haystack in haystacks {
            for pattern in patterns {
                for start in 0...haystack.count {
                    let scan = (start..<max(start, haystack.count - pattern.count + 1)).first { haystack[$0..<($0 + pattern.count)].elementsEqual(pattern) }
                    #expect(ByteSearch.firstIndex(of: pattern, in: haystack, from: start) == scan, "\(pattern) in \(haystack) from \(start)")
                }
            }
        }
        #expect(ByteSearch.firstIndex(of: Array("aab".utf8), in: Array("aaab".utf8)) == 1)
    }
}
