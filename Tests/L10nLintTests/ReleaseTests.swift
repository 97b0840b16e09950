import Foundation
import Testing
@testable import L10nModel

/// Release binaries (issue 32): the release workflow, the Homebrew formula it writes, and
/// `Scripts/l10n-release.sh`, which the pre-commit `*-system` hooks and the Action use to run a
/// released binary. The Linux leg of the release build itself runs in CI (`.ci/run`, "release
/// binary"), where `Scripts/check-release-binary.sh` runs it under `env -i` on the sample.
@Suite struct ReleaseTests {
    static let canRunScripts = ["bash", "curl", "tar", "sha256sum"].allSatisfy { PreCommitHookTests.onPath($0) != nil }

    static var platform: String {
        #if os(macOS)
            "macos-universal"
        #elseif arch(arm64)
            "linux-aarch64"
        #else
            "linux-x86_64"
        #endif
    }

    @Test(.enabled(if: YAML.isAvailable, "needs python3 with PyYAML (pip install pre-commit)"))
    func theReleaseWorkflowBuildsWithTheScriptAndAttests() throws {
        let workflow = try #require(try YAML.load(PackagePaths.root.appendingPathComponent(".github/workflows/release.yml")) as? [String: Any])
        // PyYAML reads the key `on` as the boolean true (YAML 1.1).
        let trigger = try #require(workflow["true"] as? [String: Any])
        #expect((trigger["push"] as? [String: Any])?["tags"] as? [String] == ["v*"])
        let jobs = try #require(workflow["jobs"] as? [String: [String: Any]])
        #expect(Set(jobs.keys) == ["linux", "macos", "publish"])
        func runs(_ job: String) -> [String] { ((jobs[job]?["steps"] as? [[String: Any]]) ?? []).compactMap { $0["run"] as? String } }
        func uses(_ job: String) -> [String] { ((jobs[job]?["steps"] as? [[String: Any]]) ?? []).compactMap { $0["uses"] as? String } }
        #expect(runs("linux").contains("Scripts/build-release.sh linux ${{ matrix.arch }} dist"))
        #expect(runs("macos").contains("Scripts/build-release.sh macos dist"))
        for job in ["linux", "macos"] { #expect(runs(job).contains("Scripts/check-release-binary.sh dist/*.tar.gz"), "\(job)") }
        let matrix = try #require(((jobs["linux"]?["strategy"] as? [String: Any])?["matrix"] as? [String: Any])?["include"] as? [[String: String]])
        #expect(matrix.map { $0["arch"] } == ["x86_64", "aarch64"])
        #expect(uses("publish").contains("actions/attest-build-provenance@v2"))
        let permissions = try #require(jobs["publish"]?["permissions"] as? [String: String])
        #expect(permissions == ["contents": "write", "id-token": "write", "attestations": "write"])
        #expect(runs("publish").contains { $0.contains("Scripts/formula.sh dist > Formula/l10n.rb") })
        #expect(runs("publish").contains { $0.contains("gh release create") && $0.contains("SHA256SUMS") })
    }

    /// The checked-in formula is the script's, HEAD-only until a release; with the release's
    /// checksums it installs the binaries, per platform, and keeps --HEAD.
    @Test(.enabled(if: canRunScripts, "needs bash"))
    func theFormulaIsWrittenFromTheReleasesChecksums() throws {
        let script = PackagePaths.root.appendingPathComponent("Scripts/formula.sh").path
        let headOnly = try ProcessRunner.run("/usr/bin/env", ["bash", script])
        #expect(headOnly.status == 0)
        #expect(headOnly.standardOutput == (try ActionTests.text("Formula/l10n.rb")), "Formula/l10n.rb is stale: Scripts/formula.sh > Formula/l10n.rb")
        let dist = try TemporaryDirectory()
        let version = ToolInfo.version
        for (index, platform) in ["macos-universal", "linux-x86_64", "linux-aarch64"].enumerated() {
            try dist.write("l10n-\(version)-\(platform).tar.gz.sha256", String(repeating: "\(index)", count: 64) + "  l10n-\(version)-\(platform).tar.gz\n")
        }
        let released = try ProcessRunner.run("/usr/bin/env", ["bash", script, dist.path])
        #expect(released.status == 0)
        let formula = released.standardOutput
        for (index, platform) in ["macos-universal", "linux-x86_64", "linux-aarch64"].enumerated() {
            #expect(formula.contains("""
                url "https://github.com/l10n-lint/l10n/releases/download/v\(version)/l10n-\(version)-\(platform).tar.gz"
                """), "\(platform)")
            #expect(formula.contains("sha256 \"\(String(repeating: "\(index)", count: 64))\""))
        }
        #expect(formula.contains("  version \"\(version)\"\n"))
        #expect(formula.contains("      bin.install \"l10n\"\n"))
        #expect(formula.contains("    url \"https://github.com/l10n-lint/l10n.git\", branch: \"main\"\n"))
    }

    /// `Scripts/l10n-release.sh` with a release folder served as `file://`: the built l10n packed
    /// as a release archive is downloaded once, checked, cached and run; a release whose checksum
    /// does not match is never run (the l10n on PATH is), and no release at all falls back too.
    @Test(.enabled(if: canRunScripts && PackagePaths.executable != nil, "needs bash, curl, tar, sha256sum and a built l10n"))
    func releasedBinariesAreDownloadedCheckedCachedAndRun() throws {
        let executable = try #require(PackagePaths.executable)
        let script = PackagePaths.root.appendingPathComponent("Scripts/l10n-release.sh").path
        let scratch = try TemporaryDirectory()
        let version = ToolInfo.version
        let name = "l10n-\(version)-\(Self.platform)"
        let folder = scratch.url.appendingPathComponent("releases/v\(version)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: executable, to: folder.appendingPathComponent("\(name)/l10n"))
        let pack = "tar -czf \(name).tar.gz \(name) && sha256sum \(name).tar.gz > \(name).tar.gz.sha256 && rm -r \(name)"
        #expect(try ProcessRunner.run("/bin/bash", ["-c", pack], in: folder).status == 0)
        // A stand-in l10n on PATH, to see when the script falls back to it.
        try scratch.write("path/l10n", "#!/bin/sh\necho \"l10n from PATH $*\"\n")
        chmod(scratch.path + "/path/l10n", 0o755)
        func run(_ arguments: [String], releases: String) throws -> ProcessRunner.Result {
            let environment = [
                "PATH": scratch.path + "/path:/usr/bin:/bin", "L10N_RELEASE_URL": "file://" + releases, "L10N_CACHE": scratch.path + "/cache",
                "HOME": scratch.path,
            ]
            return try ProcessRunner.run("/bin/bash", [script] + arguments, in: scratch.url, environment: environment)
        }
        let first = try run(["--version"], releases: scratch.path + "/releases")
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardOutput.hasPrefix(version), "the released binary ran: \(first.standardOutput)")
        let cached = scratch.url.appendingPathComponent("cache/\(version)/\(Self.platform)/l10n")
        #expect(FileManager.default.isExecutableFile(atPath: cached.path))
        // Cached: the release folder is no longer needed.
        let second = try run(["--version"], releases: scratch.path + "/gone")
        #expect(second.standardOutput.hasPrefix(version))
        let installed = try run(["--install", scratch.path + "/bin"], releases: scratch.path + "/gone")
        #expect(installed.status == 0)
        #expect(FileManager.default.contentsEqual(atPath: scratch.path + "/bin/l10n", andPath: executable.path))

        // A tampered archive: the checksum does not match, so it is not run.
        try FileManager.default.removeItem(at: scratch.url.appendingPathComponent("cache"))
        try "0000000000000000000000000000000000000000000000000000000000000000  \(name).tar.gz\n"
            .write(to: folder.appendingPathComponent("\(name).tar.gz.sha256"), atomically: true, encoding: .utf8)
        let tampered = try run(["lint", "x"], releases: scratch.path + "/releases")
        #expect(tampered.standardOutput == "l10n from PATH lint x\n")
        #expect(!FileManager.default.fileExists(atPath: cached.path))
        let none = try run(["--install", scratch.path + "/other"], releases: scratch.path + "/gone")
        #expect(none.status == 1)
        #expect(none.standardError == "l10n: no released binary of \(version) for \(Self.platform)\n")
    }
}
