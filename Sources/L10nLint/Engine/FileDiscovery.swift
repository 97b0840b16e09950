import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds the localization files and Swift sources under the paths given on the command line.
/// Directory symlinks are not followed (no loops); build and dependency folders are skipped.
public enum FileDiscovery {
    public static let skippedDirectories: Set<String> = [".build", ".git", "DerivedData", "Pods", "Carthage", "node_modules", ".swiftpm"]

    public struct Result: Sendable {
        public var files: [InputFile]
        /// Paths that could not be listed or do not exist.
        public var failures: [ParseFailure]
    }

    /// `paths` may be files or directories, relative to `workingDirectory` or absolute.
    public static func discover(paths: [String], workingDirectory: String) -> Result {
        var result = Result(files: [], failures: [])
        var seen = Set<String>()
        for path in paths {
            let absolute = absolutePath(path, workingDirectory: workingDirectory)
            let display = displayPath(path, absolute: absolute, workingDirectory: workingDirectory)
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

    private static func walk(directory: String, display: String, into result: inout Result, seen: inout Set<String>) {
        var stack = [(absolute: directory, display: display)]
        while let current = stack.popLast() {
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: current.absolute).sorted()
            } catch {
                let code = access(current.absolute, R_OK) == 0 ? EIO : errno
                result.failures.append(ParseFailure(location: .file(current.display), message: "cannot read directory: \(FileReader.reason(code))"))
                continue
            }
            var subdirectories: [(absolute: String, display: String)] = []
            for name in names {
                let absolute = current.absolute.hasSuffix("/") ? current.absolute + name : current.absolute + "/" + name
                let display = current.display == "." ? name : (current.display.hasSuffix("/") ? current.display + name : current.display + "/" + name)
                var info = stat()
                guard lstat(absolute, &info) == 0 else { continue }
                let type = info.st_mode & S_IFMT
                let kind = InputFile.kind(ofPath: display)
                if type == S_IFDIR, kind == nil {
                    if !skippedDirectories.contains(name) { subdirectories.append((absolute, display)) }
                } else if type == S_IFLNK, kind == nil {
                    continue  // never follow directory links: they are how loops happen
                } else if let kind, seen.insert(absolute).inserted {
                    result.files.append(InputFile(path: display, absolutePath: absolute, kind: kind))
                }
            }
            stack.append(contentsOf: subdirectories.reversed())
        }
    }

    static func absolutePath(_ path: String, workingDirectory: String) -> String {
        let joined = path.hasPrefix("/") ? path : (workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/") + path
        return normalize(joined)
    }

    /// The path as the user would type it: relative to the working directory when inside it.
    static func displayPath(_ path: String, absolute: String, workingDirectory: String) -> String {
        let base = normalize(workingDirectory)
        if absolute == base { return "." }
        // From `/` (where Xcode may run build-tool plugins), a relative path would lose its
        // leading slash and be found nowhere: keep it absolute.
        if base == "/" { return absolute }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        if absolute.hasPrefix(prefix) { return String(absolute.dropFirst(prefix.count)) }
        return path.hasPrefix("/") ? absolute : normalize(path, keepRelative: true)
    }

    /// Removes `.` and `..` components and duplicate slashes without touching the disk.
    static func normalize(_ path: String, keepRelative: Bool = false) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            if part == "..", !keepRelative, !path.hasPrefix("/") { parts.append(part); continue }
            if part == "..", path.hasPrefix("/") { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if path.hasPrefix("/") { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }
}
