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

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a run writes never replaces what it reads (compared by file identity, not by path
/// text), two outputs never share a file, and devices and pipes are written, not replaced.
@Suite struct OutputSafetyTests {
    static let catalog = CommandLineTests.goodCatalog

    /// `root/proj/strings.json` plus `root/proj/up -> ..`, so `up/proj/strings.json` is the input.
    private func symlinkedProject() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("proj/strings.json", Self.catalog)
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/proj/up", withDestinationPath: "..")
        return directory
    }

    @Test func everyOutputOptionRefusesAnInputReachedThroughASymlinkedFolder() throws {
        let directory = try symlinkedProject()
        let cases: [([String], String)] = [
            (["lint", "--output", "up/proj/strings.json"], "report"),
            (["lint", "--report", "json:up/proj/strings.json"], "report"),
            (["lint", "--write-baseline", "up/proj/strings.json"], "baseline"),
            (["report", "--output", "up/proj/strings.json"], "report"),
        ]
        for (arguments, role) in cases {
            let outcome = CLI.run(arguments, in: directory, subdirectory: "proj")
            let noun = arguments[0] == "report" ? "one of the input files" : "one of the linted input files"
            #expect(outcome.status == .failure, "\(arguments)")
            #expect(outcome.standardError == "error: refusing to write the \(role) to 'up/proj/strings.json': it is \(noun)\n", "\(arguments)")
            #expect(directory.read("proj/strings.json") == Self.catalog, "\(arguments)")
        }
    }

    @Test func aHardLinkToAnInputIsRefused() throws {
        let directory = try TemporaryDirectory()
        try directory.write("strings.json", Self.catalog)
        #expect(link(directory.path + "/strings.json", directory.path + "/alias.txt") == 0)
        let outcome = CLI.run(["lint", "strings.json", "-o", "alias.txt"], in: directory)
        #expect(outcome.status == .failure)
        #expect(outcome.standardError == "error: refusing to write the report to 'alias.txt': it is one of the linted input files\n")
        #expect(directory.read("strings.json") == Self.catalog)
    }

    @Test func theConfigurationAndTheBaselineInUseAreProtected() throws {
        let directory = try TemporaryDirectory()
        try directory.write("strings.json", Self.catalog)
        try directory.write(".l10nlint.json", "{}\n")
        #expect(CLI.run(["lint", "--write-baseline", "b.json"], in: directory).status == .success)
        let baseline = directory.read("b.json")
        let configuration = CLI.run(["lint", "--report", "sarif:./.l10nlint.json"], in: directory)
        #expect(configuration.status == .failure)
        #expect(configuration.standardError == "error: refusing to write the report to './.l10nlint.json': it is the configuration file in use\n")
        #expect(directory.read(".l10nlint.json") == "{}\n")
        let report = CLI.run(["report", "-o", ".l10nlint.json"], in: directory)
        #expect(report.standardError == "error: refusing to write the report to '.l10nlint.json': it is the configuration file in use\n")
        let inUse = CLI.run(["lint", "--baseline", "b.json", "-o", "./b.json"], in: directory)
        #expect(inUse.status == .failure)
        #expect(inUse.standardError == "error: refusing to write the report to './b.json': it is the baseline in use\n")
        #expect(directory.read("b.json") == baseline)
        let same = CLI.run(["lint", "--baseline", "b.json", "--write-baseline", "./b.json"], in: directory)
        #expect(same.standardError == "error: '--baseline' and '--write-baseline' name the same file; to refresh a baseline, give only '--write-baseline'\n")
    }

    @Test func twoOutputsNamingOneFileAreRefusedBeforeAnythingIsWritten() throws {
        let directory = try TemporaryDirectory()
        try directory.write("strings.json", Self.catalog)
        let baseline = CLI.run(["lint", "--write-baseline", "out.json", "--output", "out.json"], in: directory)
        #expect(baseline.status == .failure)
        #expect(baseline.standardError == "error: '--write-baseline out.json' and '--output out.json' name the same file; give each output its own file\n")
        #expect(directory.read("out.json") == nil)
        let reports = CLI.run(["lint", "-o", "r.json", "--report", "sarif:./r.json"], in: directory)
        #expect(reports.standardError == "error: '--output r.json' and '--report sarif:./r.json' name the same file; give each output its own file\n")
        try FileManager.default.createDirectory(atPath: directory.path + "/out", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/link", withDestinationPath: "out")
        let linked = CLI.run(["lint", "--report", "json:out/r.json", "--report", "sarif:link/r.json", "-q"], in: directory)
        #expect(linked.status == .failure)
        #expect(linked.standardError == "error: '--report json:out/r.json' and '--report sarif:link/r.json' name the same file; give each output its own file\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path + "/out") == [])
    }

    @Test func devicesAndPipesAreWrittenInPlaceNeverReplaced() throws {
        let directory = try TemporaryDirectory()
        try directory.write("strings.json", Self.catalog)
        let expected = "strings.json:3:3: error: 'common.done' has no zh-Hans translation [missing-translation]\n"
        let null = CLI.run(["lint", "--output", "/dev/null"], in: directory)
        #expect(null.status == .findings)
        var info = stat()
        #expect(stat("/dev/null", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR, "/dev/null must stay a device")
        if FileManager.default.fileExists(atPath: "/dev/full") {
            let full = CLI.run(["lint", "--output", "/dev/full"], in: directory)
            #expect(full.status == .failure)
            #expect(full.standardError == "error: cannot write '/dev/full': no space left on device\n")
            #expect(stat("/dev/full", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR, "/dev/full must stay a device")
        }
        let fifo = directory.path + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let copy = directory.url.appendingPathComponent("read.txt")
        let reader = Thread { try? Data(Self.readToEnd(fifo)).write(to: copy) }
        reader.start()
        let piped = CLI.run(["lint", "--output", "fifo"], in: directory)
        #expect(piped.status == .findings)
        for _ in 0..<200 where directory.read("read.txt") == nil { usleep(10_000) }
        #expect(directory.read("read.txt") == expected)
        #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO, "the FIFO must stay a FIFO")
    }

    /// Blocking reads until the writer closes (FileManager may give up on an empty FIFO).
    private static func readToEnd(_ path: String) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { return bytes }
            bytes += chunk[..<count]
        }
    }

    @Test func reportFilesKeepTheModeTheyReplaceElseTheUmasks() throws {
        let directory = try TemporaryDirectory()
        try directory.write("strings.json", Self.catalog)
        let mask = umask(0o027)
        defer { umask(mask) }
        #expect(CLI.run(["lint", "-o", "new.txt", "--report", "json:existing.json", "--write-baseline", "b.json"], in: directory).status == .success)
        var info = stat()
        #expect(stat(directory.path + "/new.txt", &info) == 0 && info.st_mode & 0o777 == 0o640)
        #expect(stat(directory.path + "/b.json", &info) == 0 && info.st_mode & 0o777 == 0o640)
        #expect(chmod(directory.path + "/existing.json", 0o604) == 0)
        #expect(CLI.run(["lint", "--report", "json:existing.json"], in: directory).status == .findings)
        #expect(stat(directory.path + "/existing.json", &info) == 0 && info.st_mode & 0o777 == 0o604)
    }

    @Test func aSymlinkedReportKeepsItsLinkAndTheTargetIsReplaced() throws {
        let directory = try TemporaryDirectory()
        try directory.write("strings.json", Self.catalog)
        try directory.write("reports/r.txt", "old\n")
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/r.txt", withDestinationPath: "reports/r.txt")
        #expect(CLI.run(["lint", "-o", "r.txt"], in: directory).status == .findings)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory.path + "/r.txt") == "reports/r.txt")
        #expect(directory.read("reports/r.txt")?.hasSuffix("[missing-translation]\n") == true)
    }
}

/// The executable's standard streams: a failed write is one line and exit code 2, not a crash.
@Suite struct StandardStreamTests {
    @Test func aFullStandardOutputIsAOneLineErrorAndExitTwo() throws {
        guard let executable = PackagePaths.executable, let full = FileHandle(forWritingAtPath: "/dev/full") else {
            print("skipped StandardStreamTests: needs the built l10n executable and /dev/full")
            return
        }
        let directory = try TemporaryDirectory()
        try directory.write("strings.json", CommandLineTests.goodCatalog)
        let process = Process()
        process.executableURL = executable
        process.arguments = ["lint", "."]
        process.currentDirectoryURL = directory.url
        let err = Pipe()
        process.standardOutput = full
        process.standardError = err
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 2)
        #expect(stderr == """
            Found 1 error, 0 warnings and 0 notes in 1 file.
            error: cannot write to standard output: no space left on device

            """)
    }
}
