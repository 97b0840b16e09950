import Foundation

/// Headless Chromium for the HTML report's browser tests, when installed.
enum Chromium {
    static let executable: URL? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .map(URL.init(fileURLWithPath:))
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}
