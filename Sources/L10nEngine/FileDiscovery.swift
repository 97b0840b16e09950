import Foundation
import L10nModel
import L10nParsing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds the localization files and Swift sources under the paths given on the command line.
/// Directory symlinks are not followed (no loops); build and dependency folders are skipped.
public enum FileDiscovery {
    /// Build and dependency folders, and `Preview Content`, the development assets of Xcode's
    /// app template (`DEVELOPMENT_ASSET_PATHS`): mock data and previews no release build holds.
    public static let skippedDirectories: Set<String> = [".build", ".git", "DerivedData", "Pods", "Carthage", "node_modules", ".swiftpm", "Preview Content"]
    /// Built bundles a repository vendors (`Sparkle.framework`, and the helper apps and XPC
    /// services inside one: `Installer.xpc/Contents/MacOS/Updater.app`): their `.lproj` tables
    /// are another project's, translated and used by its binary, not the app's to fix. And
    /// Xcode's localization exports (`en-US.xcloc`, from Export Localizations): a snapshot of
    /// the catalogs for translators, built into no app (`l10n import` reads them when named).
    /// Walked when a path names one.
    public static let skippedBundleExtensions = [".framework", ".xcframework", ".app", ".appex", ".xpc", ".xcloc"]

    /// Whether a walk passes by the directory `name`.
    public static func skips(directory name: String) -> Bool {
        skippedDirectories.contains(name) || skippedBundleExtensions.contains { name.hasSuffix($0) }
    }

    public struct Result: Sendable {
        public var files: [InputFile]
        /// Paths that could not be listed or do not exist.
        public var failures: [ParseFailure]
        /// `*.xcodeproj/project.pbxproj` files met on the way (their `knownRegions` are a
        /// project's default required locales); `.xcodeproj` bundles are not walked further.
        public var xcodeProjects: [(path: String, absolutePath: String)] = []
        /// The property lists of each `Settings.bundle` met (`Root.plist`, child panes): which
        /// keys of the bundle's tables the Settings app shows.
        public var settingsPanes: [(path: String, absolutePath: String)] = []
        /// The other property lists, storyboards and xibs met: the keys they name
        /// (``Project/resourceStrings``).
        public var resources: [(path: String, absolutePath: String)] = []
    }

    /// `paths` may be files or directories, relative to `workingDirectory` or absolute.
    public static func discover(paths: [String], workingDirectory: String) -> Result {
        var result = Result(files: [], failures: [])
        var seen = Set<String>()
        for path in paths {
            let absolute = FilePaths.absolutePath(path, workingDirectory: workingDirectory)
            let display = FilePaths.displayPath(path, absolute: absolute, workingDirectory: workingDirectory)
            var info = stat()
            guard stat(absolute, &info) == 0 else {
                result.failures.append(ParseFailure(location: .file(display), message: "cannot read path: \(FileReader.reason(errno))"))
                continue
            }
            if (info.st_mode & S_IFMT) == S_IFDIR, InputFile.kind(ofPath: display) == nil {
                walk(directory: absolute, display: display, into: &result, seen: &seen)
            } else if let kind = InputFile.kind(ofPath: display), seen.insert(absolute).inserted {
                result.files.append(InputFile(path: display, absolutePath: absolute, kind: kind))
            }
        }
        return result
    }

    /// Whether the link at `path` leads to a file to read: not to a directory (links are how
    /// loops happen), and for source code not to nothing (a header generated at build time, a
    /// submodule not checked out: `include/config.h -> ../png/config.h`). A localization file's
    /// dangling link is read, and reported.
    private static func isLinkToFile(_ path: String, of kind: InputFile.Kind?) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return !isSourceCode(kind) }
        return (info.st_mode & S_IFMT) != S_IFDIR
    }

    /// Swift and Objective-C files: read for their strings, never malformed to the linter.
    private static func isSourceCode(_ kind: InputFile.Kind?) -> Bool {
        switch kind {
        case .swift?, .objectiveC?: return true
        default: return false
        }
    }

    /// A directory still to list: its raw bytes (for the system), its absolute path and its
    /// display path (names that are not UTF-8 escaped, for people and for globs).
    private struct Pending {
        var bytes: [UInt8]
        var absolute: String
        var display: String

        func child(_ name: [UInt8]) -> Pending {
            let text = PathAccess.displayName(name)
            let separator = bytes.last == UInt8(ascii: "/") ? "" : "/"
            return Pending(
                bytes: bytes + Array(separator.utf8) + name, absolute: absolute + separator + text,
                display: display == "." ? text : (display.hasSuffix("/") ? display + text : display + "/" + text))
        }
    }

    /// Lists directories with raw names (never via `String`), so no file is skipped in silence:
    /// every entry named like an input is returned, or reported when its type cannot be read.
    private static func walk(directory: String, display: String, into result: inout Result, seen: inout Set<String>) {
        var stack = [Pending(bytes: Array(directory.utf8), absolute: directory, display: display)]
        while let current = stack.popLast() {
            let entries: [PathAccess.Entry]
            switch PathAccess.list(current.bytes) {
            case .success(let listed): entries = listed
            case .failure(let error):
                result.failures.append(ParseFailure(location: .file(current.display), message: "cannot read directory: \(FileReader.reason(error.code))"))
                continue
            }
            var subdirectories: [Pending] = []
            for entry in entries {
                let child = current.child(entry.name)
                let kind = InputFile.kind(ofPath: child.display)
                switch entry.type {
                case .failure(let error):
                    if kind != nil { result.failures.append(ParseFailure(location: .file(child.display), message: "cannot read file: \(FileReader.reason(error.code))")) }
                case .success(let type) where type == S_IFDIR && child.display.hasSuffix(".xcodeproj"):
                    let project = child.absolute + "/project.pbxproj"
                    if access(project, R_OK) == 0 { result.xcodeProjects.append((child.display + "/project.pbxproj", project)) }
                case .success(let type) where type == S_IFDIR && (kind == nil || isSourceCode(kind)):
                    // Also a folder named like source code (`Reachability.swift`, a vendored
                    // package); one named like a localization file is reported, read as a file.
                    if !skips(directory: PathAccess.displayName(entry.name)) { subdirectories.append(child) }
                case .success(let type) where type == S_IFLNK && (kind == nil || !isLinkToFile(child.absolute, of: kind)):
                    continue  // never follow directory links (they are how loops happen), nor a source file's link to nothing
                case .success(let type) where kind == nil:
                    guard type == S_IFREG else { continue }
                    if SettingsBundles.isPane(child.display) {
                        result.settingsPanes.append((child.display, child.absolute))
                    } else if ResourceStrings.isResource(child.display) {
                        result.resources.append((child.display, child.absolute))
                    }
                case .success:
                    guard let kind, seen.insert(child.absolute).inserted else { continue }
                    let raw = Array(child.absolute.utf8) == child.bytes ? nil : child.bytes
                    result.files.append(InputFile(path: child.display, absolutePath: child.absolute, kind: kind, rawPath: raw))
                }
            }
            stack.append(contentsOf: subdirectories.reversed())
        }
    }
}
