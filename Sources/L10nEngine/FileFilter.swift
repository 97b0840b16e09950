import L10nParsing

/// Configuration's `include` / `exclude`: which discovered files are loaded at all. Excluded
/// files are never parsed, so a broken vendored catalog cannot fail the run.
public struct FileFilter: Sendable {
    /// Absolute, normalized directory the globs are relative to.
    public var directory: String
    /// Empty: every file.
    public var include: [Glob]
    public var exclude: [Glob]

    public init(directory: String, include: [Glob], exclude: [Glob]) {
        self.directory = FilePaths.normalize(directory)
        self.include = include
        self.exclude = exclude
    }

    /// A file outside ``directory`` matches no glob: it is loaded only when nothing is
    /// included explicitly.
    public func includes(absolutePath: String) -> Bool {
        guard let relative = relativePath(absolutePath) else { return include.isEmpty }
        if !include.isEmpty, !include.contains(where: { $0.matches(relative) }) { return false }
        return !exclude.contains { $0.matches(relative) }
    }

    /// The path relative to ``directory``, or nil when it is outside.
    public func relativePath(_ absolutePath: String) -> String? {
        let path = FilePaths.normalize(absolutePath)
        if path == directory { return "." }
        let prefix = directory == "/" ? "/" : directory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }
}
