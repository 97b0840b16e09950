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

/// The `L10nBuildInfo` plugin writes the checkout's commit into the built `l10n`, so
/// `l10n --version` names it.
@Suite struct BuildInfoTests {
    @Test func builtExecutableNamesTheCommitItWasBuiltFrom() throws {
        guard let executable = PackagePaths.executable else {
            print("BuildInfoTests: skipped, the l10n executable is not built")
            return
        }
        guard let head = ProcessRunner.output("/usr/bin/env", ["git", "-C", PackagePaths.root.path, "rev-parse", "--short=12", "HEAD"]),
            !head.isEmpty
        else {
            print("BuildInfoTests: skipped, git or the checkout's history is not available")
            return
        }
        let version = ProcessRunner.output(executable.path, ["--version"])
        #expect(version == "\(ToolInfo.version) (commit \(head))")
    }
}
