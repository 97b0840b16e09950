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
}
