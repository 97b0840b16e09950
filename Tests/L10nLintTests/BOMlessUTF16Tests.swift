import Foundation
import Testing
@testable import L10nModel
@testable import L10nCLI

/// Issue 28 item 21: BOM-less UTF-16 `.strings` is recognized by its structure in either byte
/// order, whatever share of the text is ASCII.
@Suite struct BOMlessUTF16Tests {
    private static func utf16(_ text: String, littleEndian: Bool) -> [UInt8] {
        text.utf16.flatMap { unit in littleEndian ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
    }

    @Test(arguments: [
        "\"一\" = \"一\";\n",
        "/* 问候语 */\n\"问候\" = \"你好，世界\";\n",
        "// 表情\n\"😀\" = \"😀🎉\";",
        "greeting = \"中文\";",
        "/* 只有注释 */\n",
    ])
    func nonLatinTextReadsInEitherByteOrder(_ text: String) throws {
        for littleEndian in [true, false] {
            let decoded = try TextDecoder.decode(Self.utf16(text, littleEndian: littleEndian), allowUTF16: true).get()
            #expect(decoded.encoding == (littleEndian ? .utf16LittleEndian : .utf16BigEndian))
            #expect(String(decoding: decoded.bytes, as: UTF8.self) == text)
        }
    }

    @Test func utf8TextStaysUTF8() throws {
        let text = "/* 问候 */\n\"hello\" = \"你好\";\n"
        let decoded = try TextDecoder.decode(Array(text.utf8), allowUTF16: true).get()
        #expect(decoded.encoding == .utf8)
        #expect(decoded.bytes == Array(text.utf8))
    }

    @Test func chineseTablesLintWithoutABOM() throws {
        let directory = try TemporaryDirectory()
        _ = try directory.write("en.lproj/Localizable.strings", Data(Self.utf16("/* 问候 */\n\"hello\" = \"Hello 😀\";\n\"one\" = \"One\";\n", littleEndian: true)))
        _ = try directory.write("zh-Hans.lproj/Localizable.strings", Data(Self.utf16("\"hello\" = \"你好 😀\";\n", littleEndian: false)))
        let lint = CLI.run(["lint", "-q"], in: directory)
        #expect(lint.standardOutput == "en.lproj/Localizable.strings:3:1: error: 'one' has no zh-Hans translation [missing-translation]\n")
        #expect(lint.status == .findings)
    }
}
