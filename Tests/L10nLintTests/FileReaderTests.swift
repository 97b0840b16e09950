import Foundation
import Testing
@testable import L10nEngine
@testable import L10nParsing

/// `FileReader` reads the size `fstat` reports, then on to the end in case the file grew: a
/// file the system reports as empty (Linux's /proc) must come back whole from that second loop.
@Suite struct FileReaderTests {
    @Test func aFileReportedEmptyIsReadToItsEnd() throws {
        let path = "/proc/version"
        var info = stat()
        guard stat(path, &info) == 0, info.st_size == 0, let expected = FileManager.default.contents(atPath: path), !expected.isEmpty else {
            print("skipped: no \(path) reported as empty on this system")
            return
        }
        #expect(try FileReader.read(bytes: Array(path.utf8)).get() == Array(expected))
        #expect(try FileReader.read(bytes: Array(path.utf8), inPartsFrom: 0).get() == Array(expected))
        #expect(FileReader.read(bytes: Array(path.utf8), maximumSize: expected.count) == .failure(FileReader.tooLarge))
    }
}
