import Foundation

/// Locations in the package and beside it, found from this file's path so tests work from any
/// working directory.
enum PackagePaths {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared` beside the project root (optional material: tests using it skip when absent).
    static var shared: URL? {
        let shared = root.deletingLastPathComponent().appendingPathComponent("shared")
        return FileManager.default.fileExists(atPath: shared.path) ? shared : nil
    }

    static var corpus: URL? {
        shared.map { $0.appendingPathComponent("corpus") }.flatMap { FileManager.default.fileExists(atPath: $0.path) ? $0 : nil }
    }

    /// The built `l10n` executable next to the test bundle.
    static var executable: URL? {
        let candidates = [
            root.appendingPathComponent(".build/debug/l10n"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("l10n"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
