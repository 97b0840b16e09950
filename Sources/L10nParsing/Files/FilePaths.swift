import Foundation

/// Path arithmetic on strings, without touching the disk (but ``isRegularFile(_:)``): how a
/// path given on the command line or in `.l10nlint.json` is anchored, normalized and shown.
/// Below every stage that names files, so configuration, discovery, loading and reporting
/// spell a path the same way.
package enum FilePaths {
    /// True for a path that exists and is not a directory: a file argument, not a project root.
    package static func isRegularFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// `path` anchored at `workingDirectory` (unless it is absolute), normalized.
    package static func absolutePath(_ path: String, workingDirectory: String) -> String {
        let joined = path.hasPrefix("/") ? path : (workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/") + path
        return normalize(joined)
    }

    /// The path as the user would type it: relative to the working directory when inside it.
    package static func displayPath(_ path: String, absolute: String, workingDirectory: String) -> String {
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
    package static func normalize(_ path: String, keepRelative: Bool = false) -> String {
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

    /// The directory part of a path ("" for a bare name): where a configuration's globs are
    /// anchored, and the folder a file belongs to.
    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }
}
