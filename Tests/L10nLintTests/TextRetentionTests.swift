import Foundation
import Testing
@testable import L10nModel
@testable import L10nEngine
@testable import L10nConfiguration
@testable import L10nParsing

/// Lint and report let a large file's text go once it is parsed (the peak memory of a 100 MB
/// catalog is its model, not its bytes twice over); what they find must not change.
@Suite struct TextRetentionTests {
    private func lint(_ path: String, _ retention: ProjectLoader.TextRetention) -> LintResult {
        var linter = Linter()
        linter.textRetention = retention
        return linter.lint(paths: [path], workingDirectory: PackagePaths.root.path)
    }

    /// Every file of the bundled example read on demand finds exactly what it finds in memory.
    @Test func theExampleFindsTheSameWhenReadOnDemand() {
        let memory = lint("strings", .inMemory)
        let onDemand = lint("strings", .onDemand(fromSize: 0))
        #expect(memory.diagnostics.count > 20)
        #expect(onDemand.diagnostics == memory.diagnostics)
        #expect(onDemand.project.parseFailures == memory.project.parseFailures)
        #expect(memory.project.files.allSatisfy { !$0.text.readsOnDemand })
        // UTF-16 `.strings` tables are transcoded: only UTF-8 texts can be read again.
        let readAgain = onDemand.project.files.filter(\.text.readsOnDemand)
        #expect(readAgain.count == onDemand.project.files.filter { $0.encoding == .utf8 && $0.text.byteCount > 0 }.count)
        #expect(readAgain.count > 5)
    }

    /// Thousands of entries, an error in the last: the first pass gives back the pages of the
    /// entries it built before it meets the error, and the file read again reports it where it is.
    @Test func anErrorAfterDiscardedPagesIsReportedFromTheFileReadAgain() throws {
        let directory = try TemporaryDirectory()
        var catalog = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
        for index in 0..<3_000 {
            let value = index == 2_990 ? "bad \\q escape" : "value \(index) 👍"
            catalog += "    \"key\(index)\" : { \"localizations\" : { \"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(value)\" } } } },\n"
        }
        catalog += "    \"last\" : { }\n  },\n  \"version\" : \"1.0\"\n}\n"
        try directory.write("Localizable.xcstrings", "\u{FEFF}" + catalog)
        let memory = lint(directory.path, .inMemory)
        let onDemand = lint(directory.path, .onDemand(fromSize: 0))
        let failures = onDemand.project.parseFailures.map { "\($0.location.start): \($0.message)" }
        #expect(failures == ["2994:104: invalid escape sequence '\\q'"])
        #expect(onDemand.project.parseFailures == memory.project.parseFailures)
        #expect(onDemand.diagnostics == memory.diagnostics)
    }

    /// Only read-only commands ask for it, for every file of a page or more (a legacy project's
    /// tables are small files); a plain linter (fix, import) keeps every text.
    @Test func lintAndReportReadFilesOnDemand() throws {
        #expect(Linter().textRetention == .inMemory)
        #expect(Configuration(directory: "/").linter(workingDirectory: "/").textRetention == .filesOnDemand)
        #expect(ProjectLoader.TextRetention.filesOnDemand == .onDemand(fromSize: 4096))
    }

    /// Files are kept open only while the budget of descriptors lasts; past it a text stays in
    /// memory, and a file let go gives its descriptor back.
    @Test func filesAreKeptOpenWithinTheBudget() throws {
        let directory = try TemporaryDirectory()
        let path = Array(try directory.write("Localizable.strings", "\"a\" = \"b\";").path.utf8)
        let budget = DescriptorBudget(limit: 2)
        func open() -> OpenFile? {
            let descriptor = PathAccess.open(path, O_RDONLY)
            if let file = OpenFile.keeping(descriptor, within: budget) { return file }
            close(descriptor)
            return nil
        }
        var kept = [open(), open()]
        #expect(kept.allSatisfy { $0 != nil })
        #expect(open() == nil, "a third file is past the budget")
        kept.removeFirst()
        // The second file stays open meanwhile: only the first one's descriptor is free.
        try withExtendedLifetime(kept) {
            let third = try #require(open(), "the first file's descriptor was given back")
            var byte: UInt8 = 0
            #expect(withUnsafeMutableBytes(of: &byte) { third.read(into: $0, at: 1) } == 1)
            #expect(byte == UInt8(ascii: "a"))
        }
        #expect([12, 64, 100, 128, 256, 1_024, 20_000].map(DescriptorBudget.limit(forProcessLimit:)) == [0, 0, 36, 64, 128, 512, 10_000])
    }

    /// The file stays open from the size asked for, and keeps reading what was linted even when
    /// an editor saves a new file over it.
    @Test func aLargeFileIsKeptOpenAndReadsWhatWasLinted() throws {
        let directory = try TemporaryDirectory()
        let url = try directory.write("Localizable.xcstrings", "0123456789")
        let path = Array(url.path.utf8)
        #expect(try FileReader.read(bytes: path, keepsOpenFrom: 11).get().openFile == nil)
        let contents = try FileReader.read(bytes: path, keepsOpenFrom: 10).get()
        let file = try #require(contents.openFile)
        #expect(contents.bytes == Array("0123456789".utf8))
        try directory.write("replacement", "abcdefghij")
        #expect(rename(directory.url.appendingPathComponent("replacement").path, url.path) == 0)
        let text = SourceText(bytes: contents.bytes, source: file.skipping(2)).readingOnDemand()
        #expect(text.bytes(in: 0..<5) == Array("23456".utf8))
        #expect(text.bytes(in: 6..<12) == Array("89".utf8) + [0, 0])
    }
}
