import Foundation
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

@Suite struct StringsFileParserTests {
    typealias Support = ParserTestSupport

    private func parse(_ text: String) -> (file: SourceFile, entries: [LocaleTableEntry], findings: ParseFindings, comments: [StringsFileParser.Comment]) {
        let file = Support.file(text)
        let result = StringsFileParser.parse(file)
        return (file, result.entries, result.findings, result.comments)
    }

    @Test func readsEntriesWithCJKAndEmojiPositions() {
        let (file, entries, findings, _) = parse("""
            /* Greeting on the home screen */
            "greeting" = "你好，世界";
            "emoji😀" = "😀 好";
            "a😀" = "😀"; "b" = "字";
            """)
        #expect(findings.failures.isEmpty && findings.duplicates.isEmpty)
        #expect(entries.map(\.key) == ["greeting", "emoji😀", "a😀", "b"])
        #expect(entries.map { $0.value.unit?.value } == ["你好，世界", "😀 好", "😀", "字"])
        #expect(entries.map(\.comment) == ["Greeting on the home screen", nil, nil, nil])
        #expect(entries.map { Support.position(file, $0.keyRange) } == ["2:1", "3:1", "4:1", "4:15"])
        #expect(entries.map { Support.position(file, $0.value.unit?.range) } == ["2:14", "3:13", "4:9", "4:21"])
        #expect(file.text.position(at: entries[0].keyRange.end).description == "2:11")
        #expect(file.text.position(at: entries[1].value.unit?.range.end ?? 0).description == "3:19")
        #expect(entries.allSatisfy { $0.value.unit?.state == .translated })
    }

    @Test func decodesEscapesAsFoundationDoes() {
        let (_, entries, findings, _) = parse(#"""
            "esc" = "q\"b\\c\nd\te\rf\'g";
            "unicode" = "\U00E9\UD83D\UDE00\u00E9";
            "short.hex" = "\U41\U0041BC";
            "octal" = "\101\60\7";
            "controls" = "\a\b\f\v";
            "other" = "\x\%\中";
            "line" = "a\
            b";
            """#)
        #expect(findings.failures.isEmpty)
        let values = Dictionary(uniqueKeysWithValues: entries.map { ($0.key, $0.value.unit?.value ?? "") })
        #expect(values["esc"] == "q\"b\\c\nd\te\rf'g")
        // Foundation has no lowercase `\u` escape: the text is `u00E9` on device.
        #expect(values["unicode"] == "é😀u00E9")
        #expect(values["short.hex"] == "AABC")
        #expect(values["octal"] == "A0\u{7}")
        #expect(values["controls"] == "\u{7}\u{8}\u{C}\u{B}")
        #expect(values["other"] == "x%中")
        #expect(values["line"] == "a\nb")
    }

    /// A lone `\U` surrogate cannot be held by a `String`; it is an error at the escape, as in JSON.
    @Test func loneSurrogatesAreParseErrorsAtTheEscape() throws {
        let directory = try TemporaryDirectory()
        try directory.write("en.lproj/High.strings", "\"ok\" = \"\\UD83D\\UDE00\";\n\"a\" = \"x\\UD800y\";\n")
        try directory.write("en.lproj/Low.strings", "\"b\" = \"\\UDC00\";\n")
        try directory.write("en.lproj/Short.strings", "\"c\" = \"\\Ud83dx\";\n")
        let outcome = CLI.run(["lint"], in: directory)
        #expect(outcome.status == .failure)
        #expect(outcome.standardOutput == """
            en.lproj/High.strings:2:9: error: lone high surrogate \\UD800 in string escape, expected a low surrogate [parse-error]
            en.lproj/Low.strings:1:8: error: lone low surrogate \\UDC00 in string escape [parse-error]
            en.lproj/Short.strings:1:8: error: lone high surrogate \\UD83D in string escape, expected a low surrogate [parse-error]

            """)
    }

    @Test func readsUnquotedAndSingleQuotedLiteralsAndTheShortcut() {
        let (file, entries, findings, _) = parse("""
            key.name = value;
            "k2" = unquoted_value-1;
            /path/x:y$z = "v";
            'single' = 'it\\'s';
            "Cancel";
            """)
        #expect(findings.failures.isEmpty)
        #expect(entries.map(\.key) == ["key.name", "k2", "/path/x:y$z", "single", "Cancel"])
        #expect(entries.map { $0.value.unit?.value } == ["value", "unquoted_value-1", "v", "it's", "Cancel"])
        #expect(entries.map { Support.position(file, $0.value.unit?.range) } == ["1:12", "2:8", "3:15", "4:12", "5:1"])
        #expect(entries[4].value.unit?.range == entries[4].keyRange)
    }

    @Test func acceptsWhitespaceAnywhereAndMultiLineValues() {
        let (file, entries, findings, _) = parse("\"a\"\n  =\n\t\"multi\nline 值\"\n;\r\n\"c\" = \"d\";\u{2028}\"e\"\u{2029}=\"f\";")
        #expect(findings.failures.isEmpty)
        #expect(entries.map(\.key) == ["a", "c", "e"])
        #expect(entries[0].value.unit?.value == "multi\nline 值")
        #expect(entries.map { Support.position(file, $0.keyRange) } == ["1:1", "6:1", "6:12"])
        #expect(entries.map { Support.position(file, $0.value.unit?.range) } == ["3:2", "6:7", "6:17"])
    }

    @Test func attachesTheCommentJustAboveOrAfterAnEntry() {
        let (file, entries, _, comments) = parse("""
            /*
              Localizable.strings
              Header
            */

            /* Title of the alert */
            "alert.title" = "提醒";
            // Button that closes the alert
            "alert.ok" = "好";
            // First line
            // second line
            "multi" = "x";
            /* No comment provided by engineer. */
            "none" = "y";
            "trailing" = "z"; // Shown in the toolbar
            /* Section */

            "after.section" = "w";
            "inside" /* not a note */ = "v";
            "next" = "u";
            // l10n-lint:disable-next-line placeholder-mismatch
            "directive" = "t";
            /* Kept through a directive */
            // l10n-lint:disable-next-line some-rule
            "kept" = "s";
            /* Note */ "same.line" = "r"; // extra
            """)
        #expect(entries.map(\.comment) == [
            "Title of the alert", "Button that closes the alert", "First line\nsecond line", nil,
            "Shown in the toolbar", nil, nil, nil, nil, "Kept through a directive", "Note",
        ])
        #expect(comments.count == 14)
        #expect(comments.first?.text == "Localizable.strings\n  Header")
        #expect(comments.map { Support.position(file, $0.range) }.prefix(3) == ["1:1", "6:1", "8:1"])
        let toolbar = comments.first { $0.text == "Shown in the toolbar" }
        #expect(Support.position(file, toolbar?.range) == "15:19")
        #expect(toolbar.map { file.text.position(at: $0.range.end).description } == "15:42")
        #expect(comments.filter { $0.text.hasPrefix("l10n-lint:") }.map(\.text) == [
            "l10n-lint:disable-next-line placeholder-mismatch", "l10n-lint:disable-next-line some-rule",
        ])
    }

    /// A translation's file (its notes are not the table's) keeps no note and only the comments
    /// that may be directives, at the same ranges; its entries are otherwise the same.
    @Test func aFileWithoutNotesKeepsOnlyDirectiveComments() {
        let text = """
            /* Title of the alert */
            "alert.title" = "提醒";
            // l10n-lint:disable-next-line placeholder-mismatch
            "directive" = "t"; /* mentions l10n-lint: in passing */
            "trailing" = "z"; // Shown in the toolbar
            """
        let file = Support.file(text)
        let all = StringsFileParser.parse(file)
        let translation = StringsFileParser.parse(file, keepsNotes: false)
        #expect(all.entries.map(\.comment) == ["Title of the alert", "mentions l10n-lint: in passing", "Shown in the toolbar"])
        #expect(translation.entries.map(\.comment) == [nil, nil, nil])
        #expect(translation.entries.map(\.key) == all.entries.map(\.key))
        #expect(translation.entries.map(\.value) == all.entries.map(\.value))
        #expect(translation.comments.map(\.text) == ["l10n-lint:disable-next-line placeholder-mismatch", "mentions l10n-lint: in passing"])
        #expect(translation.comments.map { Support.position(file, $0.range) } == ["3:1", "4:20"])
        #expect(all.comments.count == 4)
    }

    @Test func headerCommentSeparatedByABlankLineIsNotANote() {
        let (_, entries, _, comments) = parse("// Header\n\n\"a\" = \"b\";\n")
        #expect(entries.first?.comment == nil)
        #expect(comments.map(\.text) == ["Header"])
    }

    @Test func reportsDuplicatesAndKeepsTheLastDefinition() {
        let (file, entries, findings, _) = parse("""
            "dup" = "first";
            "other" = "o";
            "dup" = "second";
            "dup" = "third";
            "e\u{301}" = "decomposed";
            "é" = "precomposed";
            """)
        #expect(findings.failures.isEmpty)
        #expect(entries.count == 4)
        #expect(entries.map { $0.value.unit?.value } == ["third", "o", "decomposed", "precomposed"])
        #expect(Support.position(file, entries[0].keyRange) == "4:1")
        #expect(findings.duplicates.map(\.key) == ["dup", "dup"])
        #expect(findings.duplicates.map { Support.position(file, $0.first) } == ["1:1", "1:1"])
        #expect(findings.duplicates.map { Support.position(file, $0.duplicate) } == ["3:1", "4:1"])
    }

    /// A block comment ends at its first `*/`, whatever stars come before it.
    /// Values are skipped eight bytes at a time up to the first quote or backslash: one at
    /// any offset of a word is seen exactly there (the string ends, or the escape is read).
    @Test(arguments: 0..<17)
    func quotesAndEscapesAreSeenAtEveryOffset(prefix: Int) {
        let a = String(repeating: "a", count: prefix), b = String(repeating: "b", count: 11)
        let (file, entries, findings, _) = parse("\"k\" = \"\(a)\\\"\(b)\";\n\"l\" = \"\(a)\";\"m\" = '\(a)\"\(b)';\n\"n\" = \"\(a)\\n\(b)\";")
        #expect(findings.failures.isEmpty)
        #expect(entries.map(\.key) == ["k", "l", "m", "n"])
        #expect(entries.map { $0.value.unit?.value } == [a + "\"" + b, a, a + "\"" + b, a + "\n" + b])
        #expect(file.text.position(at: entries[1].value.unit?.range.end ?? 0).description == "2:\(9 + prefix)")
        #expect(file.text.position(at: entries[2].keyRange.start).description == "2:\(10 + prefix)")
    }

    @Test func blockCommentsEndAtTheFirstStarSlash() {
        let (file, entries, findings, comments) = parse("/* a * b **/\"k\" = \"v\"; /**/ /***/ /* x */ \"l\" = \"*/\";")
        #expect(Support.failures(findings).isEmpty)
        #expect(entries.map(\.key) == ["k", "l"])
        #expect(comments.map(\.text) == ["a * b *", "", "*", "x"])
        #expect(comments.map { Support.position(file, $0.range) } == ["1:1", "1:24", "1:29", "1:35"])
    }

    @Test(arguments: [
        ("\"a\" = \"b;\n", "1:7: unterminated string, expected '\"'"),
        ("\"k\" = \"v\";\n\"unterminated = 1;", "2:1: unterminated string, expected '\"'"),
        ("'a' = 'b;", "1:7: unterminated string, expected \"'\""),
        ("/* header", "1:1: unterminated comment, expected '*/'"),
        ("\"a\" = \"b\";\n  /* 注释", "2:3: unterminated comment, expected '*/'"),
        ("/* a * b ** c *", "1:1: unterminated comment, expected '*/'"),
        ("/*/", "1:1: unterminated comment, expected '*/'"),
        ("\"a\" \"b\";", "1:5: expected '=' after key, found '\"'"),
        ("\"a\" = ;", "1:7: expected a value after '=', found ';'"),
        ("\"a\" = \"b\"\n\"c\" = \"d\";", "2:1: expected ';' after value, found '\"'"),
        ("\"a\" = \"b\",\n", "1:10: expected ';' after value, found ','"),
        ("\"a\" = \"b\"", "1:10: unexpected end of file, expected ';' after value"),
        ("\"a\"", "1:4: unexpected end of file, expected '=' after key"),
        ("\"a\" = ", "1:7: unexpected end of file, expected a value after '='"),
        ("\"a\" = \"b\"; }", "1:12: expected a key, found '}'"),
        ("{ \"a\" = \"b\"; }", "1:1: expected a key, found '{'"),
        ("\"a\" = \"b\";\n中 = \"c\";", "2:1: expected a key, found '中'"),
        ("\"😀\" = (x);", "1:8: expected a value after '=', found '('"),
        ("\"a\" = \"b\";\u{7}", "1:11: expected a key, found U+0007"),
        ("\"a\" = \"b\";;\n\"c\" = \"d\";", "1:11: expected a key, found ';'"),
        (#""a" = "C:\Users";"#, "1:10: expected 1 to 4 hexadecimal digits after '\\U', found 's'"),
    ])
    func reportsSyntaxErrorsPrecisely(input: String, expected: String) {
        let (_, _, findings, _) = parse(input)
        #expect(Support.failures(findings) == [expected])
        #expect(findings.failures.first?.location.path == "zh-Hans.lproj/Localizable.strings")
    }

    /// A stray `;` after the last entry is read past, as Foundation reads it (xDrip's tables):
    /// nothing after it is lost. One before another entry stays an error (above).
    @Test func aStraySemicolonAfterTheLastEntryIsNoError() {
        let (_, entries, findings, _) = parse("\"a\" = \"b\";;\n/* end */ ;\n")
        #expect(findings.failures.isEmpty)
        #expect(entries.map(\.key) == ["a"])
    }

    @Test func reportsInvalidUTF8AndNULBytesAtTheirOffset() {
        let invalid = StringsFileParser.parse(Support.file(bytes: Array("\"a\" = \"".utf8) + [0xFF] + Array("\";".utf8)))
        #expect(Support.failures(invalid.findings) == ["1:8: invalid UTF-8 byte sequence"])
        let truncated = StringsFileParser.parse(Support.file(bytes: Array("\"中".utf8) + [0xE4, 0xB8] + Array("\" = \"x\";".utf8)))
        #expect(Support.failures(truncated.findings) == ["1:3: invalid UTF-8 byte sequence"])
        let nul = StringsFileParser.parse(Support.file(bytes: Array("\"a\" = \"b".utf8) + [0] + Array("\";".utf8)))
        #expect(Support.failures(nul.findings) == ["1:9: expected UTF-8 or UTF-16 text, found a NUL byte"])
    }

    @Test func keepsTheEntriesBeforeAFailure() {
        let (_, entries, findings, _) = parse("\"a\" = \"b\";\n\"c\" = ")
        #expect(entries.map(\.key) == ["a"])
        #expect(findings.failures.count == 1)
    }

    @Test func emptyWhitespaceAndCommentOnlyFilesAreValidAndEmpty() {
        for text in ["", "\n", "  \r\n\t", "/* only */\n// comments\n"] {
            let (_, entries, findings, _) = parse(text)
            #expect(entries.isEmpty && findings.failures.isEmpty, "\(text.debugDescription)")
        }
        #expect(parse("/* only */\n// comments\n").comments.map(\.text) == ["only", "comments"])
    }

    @Test(arguments: [true, false])
    func readsUTF16FilesWithTheSamePositions(littleEndian: Bool) throws {
        let text = "/* 注释 */\n\"key😀\" = \"值😀\";\n\"b\" = \"c\"; // 尾\n"
        var raw: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
        for unit in text.utf16 {
            raw += littleEndian ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
        let decoded = try TextDecoder.decode(raw, allowUTF16: true).get()
        #expect(decoded.encoding == (littleEndian ? .utf16LittleEndian : .utf16BigEndian))
        let file = SourceFile(id: FileID(0), path: "zh-Hans.lproj/Localizable.strings", text: SourceText(bytes: decoded.bytes), encoding: decoded.encoding)
        let utf16 = StringsFileParser.parse(file)
        let (utf8File, utf8Entries, _, _) = parse(text)
        #expect(utf16.findings.failures.isEmpty)
        #expect(utf16.entries.map(\.key) == ["key😀", "b"])
        #expect(utf16.entries.map { $0.value.unit?.value } == ["值😀", "c"])
        #expect(utf16.entries.map(\.comment) == ["注释", "尾"])
        #expect(utf16.entries.map { Support.position(file, $0.keyRange) } == ["2:1", "3:1"])
        #expect(utf16.entries.map { Support.position(file, $0.value.unit?.range) } == ["2:11", "3:7"])
        #expect(utf16.entries.map { Support.position(file, $0.value.unit?.range) }
            == utf8Entries.map { Support.position(utf8File, $0.value.unit?.range) })
    }

    @Test func neverTrapsOnTruncatedOrMutatedInput() {
        let sample = Array(#"""
            /* 注释 😀 */
            "key.一" = "值 \"q\" \U00E9 \UD83D\UDE00 \101";
            // note
            unquoted = 'single';
            "Cancel";
            """#.utf8)
        let alphabet = Array("\"'\\=;/*\n\r U0123456789中".utf8) + [0, 0xFF, 0xE2, 0x80, 0xA8]
        for bytes in Support.mutations(of: sample, alphabet: alphabet, count: 3000, seed: 42) {
            let file = Support.file(bytes: bytes)
            let (entries, findings, comments) = StringsFileParser.parse(file)
            #expect(findings.failures.count <= 1)
            #expect(Set(entries.map { Array($0.key.utf8) }).count == entries.count)
            let ranges = entries.flatMap { [$0.keyRange, $0.value.unit?.range].compactMap(\.self) } + comments.map(\.range)
            #expect(ranges.allSatisfy { 0 <= $0.start && $0.start <= $0.end && $0.end <= bytes.count })
        }
    }

    /// Real `.strings` files parse without failures. Xcode's reader is the reference: it rejects a
    /// missing `;` even after the last entry, so such a file would be genuinely malformed.
    @Test func parsesTheSharedCorpus() throws {
        guard let corpus = Support.corpusDirectory() else {
            print("StringsFileParserTests: skipped the corpus test, no shared/corpus next to the package or at /work/shared/corpus")
            return
        }
        let urls = Support.files(in: corpus, withSuffix: ".strings")
        var problems: [String] = []
        var entryCount = 0
        for url in urls {
            let raw = try [UInt8](Data(contentsOf: url))
            switch TextDecoder.decode(raw, allowUTF16: true) {
            case .failure(let failure):
                problems.append("\(url.path): \(failure.message)")
            case .success(let decoded):
                let file = SourceFile(id: FileID(0), path: url.path, text: SourceText(bytes: decoded.bytes), encoding: decoded.encoding)
                let result = StringsFileParser.parse(file)
                entryCount += result.entries.count
                problems += result.findings.failures.map { "\($0.location): \($0.message)" }
            }
        }
        print("StringsFileParserTests: \(urls.count) corpus .strings files, \(entryCount) entries")
        #expect(urls.count > 0)
        #expect(problems == [])
    }

    /// Throughput in the build's configuration; run with `L10N_BENCHMARK=1` and `-c release`:
    /// one large synthetic file, then the corpus files one by one, as the linter reads them.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["L10N_BENCHMARK"] != nil))
    func throughput() throws {
        var text = ""
        for index in 0..<400_000 {
            text += "/* Shown on screen \(index) */\n\"section.screen.key.\(index)\" = \"值 \(index): %@ 和 \\\"引号\\\" 😀\";\n\n"
        }
        var files = [Support.file(text)]
        if let corpus = Support.corpusDirectory() {
            let texts = try Support.files(in: corpus, withSuffix: ".strings").map { try [UInt8](Data(contentsOf: $0)) }
            files += (0..<20).flatMap { _ in texts.map { Support.file(bytes: $0) } }
        }
        for (name, batch) in [("synthetic", Array(files.prefix(1))), ("corpus", Array(files.dropFirst()))] where !batch.isEmpty {
            let start = ContinuousClock.now
            let entries = batch.reduce(0) { $0 + StringsFileParser.parse($1).entries.count }
            let seconds = (ContinuousClock.now - start) / .seconds(1)
            let megabytes = Double(batch.reduce(0) { $0 + $1.text.bytes.count }) / 1_000_000
            print("StringsFileParser \(name): \(Int(megabytes)) MB, \(entries) entries, \(Int(megabytes / seconds)) MB/s")
        }
    }
}
