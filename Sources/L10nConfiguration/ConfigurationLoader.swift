import Foundation
import L10nModel
import L10nParsing

/// Finds and reads `.l10nlint.json`: JSON with `//` and `/* */` comments and trailing commas
/// (JSONC, as editors write it), parsed by our own positioned parser, checked completely (every
/// error of the file in one run).
public enum ConfigurationLoader {
    public static let fileName = ".l10nlint.json"

    /// The nearest `.l10nlint.json` in `directory` or one of its parents, like git finds
    /// `.git`: a command run in a subfolder still uses the project's configuration, and the
    /// engine's project scopes take the nearest one's folder as the project a file belongs to.
    public static func find(from directory: String) -> String? {
        var current = FilePaths.normalize(directory)
        while true {
            let candidate = (current == "/" ? "" : current) + "/" + fileName
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            guard current != "/", let slash = current.lastIndex(of: "/") else { return nil }
            current = slash == current.startIndex ? "/" : String(current[..<slash])
        }
    }

    /// The nearest `.l10nlint.json` at or above a linted path (its directory, for a file).
    public static func find(forPath path: String, workingDirectory: String) -> String? {
        let absolute = FilePaths.absolutePath(path, workingDirectory: workingDirectory)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else { return nil }
        return find(from: isDirectory.boolValue ? absolute : FilePaths.directory(of: absolute))
    }

    /// `explicitPath`, else the nearest `.l10nlint.json` at or above the first of `paths` that
    /// has one (as git, ruff and ESLint find theirs), else at or above the working directory,
    /// else the built-in defaults: what `l10n lint` and `l10n lsp` both apply.
    public static func resolve(explicitPath: String?, paths: [String] = [], workingDirectory: String) throws(ConfigurationErrors) -> Configuration {
        let found = paths.lazy.compactMap { find(forPath: $0, workingDirectory: workingDirectory) }.first
        guard let path = explicitPath ?? found ?? find(from: workingDirectory) else { return Configuration(directory: workingDirectory) }
        return try load(path: path, workingDirectory: workingDirectory)
    }

    /// Reads and decodes a configuration file. `path` may be relative to `workingDirectory`;
    /// errors name it as the user would (relative when inside the working directory).
    public static func load(path: String, workingDirectory: String) throws(ConfigurationErrors) -> Configuration {
        let absolute = FilePaths.absolutePath(path, workingDirectory: workingDirectory)
        let display = FilePaths.displayPath(path, absolute: absolute, workingDirectory: workingDirectory)
        switch FileReader.read(absolute) {
        case .failure(let failure):
            throw ConfigurationErrors([ConfigurationError(message: failure.message, location: .file(display))])
        case .success(let bytes):
            guard case .success(let decoded) = TextDecoder.decode(bytes, allowUTF16: false) else {
                throw ConfigurationErrors([ConfigurationError(message: "the configuration is not valid UTF-8", location: .file(display))])
            }
            let file = SourceFile(id: FileID(0), path: display, text: SourceText(bytes: decoded.bytes))
            return try decode(file, directory: FilePaths.directory(of: absolute))
        }
    }

    /// Decodes configuration text; `directory` is where its globs and paths are anchored.
    public static func decode(_ file: SourceFile, directory: String) throws(ConfigurationErrors) -> Configuration {
        var reader = JSONReader(file: file)
        guard let document = reader.parse(.jsonc) else { throw reader.failure ?? ConfigurationErrors([]) }
        var decoder = ConfigurationDecoder(reader: reader, configuration: Configuration(path: file.path, directory: directory))
        decoder.decodeRoot(document.root)
        if let failure = decoder.reader.failure { throw failure }
        decoder.configuration.file = file
        return decoder.configuration
    }
}
