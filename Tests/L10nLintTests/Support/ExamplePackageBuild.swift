import Foundation

/// A package under `Examples/` built by `swift build`, as a slow test does only when its
/// environment flag is `1` (set by `.ci/run`); `<flag>_SCRATCH` may name a build directory to
/// reuse between runs. Nil, after printing why, when the flag is not set.
struct ExamplePackageBuild {
    var package: URL
    var scratch: String
    /// Keeps the default scratch directory alive as long as the build is used.
    private let temporary: TemporaryDirectory

    init?(_ name: String, flag: String, suite: String) throws {
        let environment = ProcessInfo.processInfo.environment
        guard environment[flag] == "1" else {
            print("\(suite): skipped, set \(flag)=1 to build Examples/\(name) (slow)")
            return nil
        }
        package = PackagePaths.root.appendingPathComponent("Examples/\(name)")
        temporary = try TemporaryDirectory()
        scratch = environment[flag + "_SCRATCH"] ?? temporary.path + "/build"
    }

    func build() throws -> ProcessRunner.Result {
        try ProcessRunner.run("/usr/bin/env", ["swift", "build", "--package-path", package.path, "--scratch-path", scratch], in: package)
    }
}
