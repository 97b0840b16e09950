import L10nModel

/// Where the HTML report's `file:line` links go. A report attached to a CI run or mailed to a
/// translator is read away from the checkout, so a relative path goes nowhere: when the
/// repository has a known web host the links open the file there, at the commit the report was
/// made from; otherwise a flag picks an editor on the reader's machine.
public struct SourceLinks: Sendable, Equatable {
    public enum Style: Sendable, Equatable {
        /// Paths relative to where the page is written (`../App/Localizable.xcstrings#L12`).
        case relative(base: String)
        /// A web host's file view: `prefix` + repository path + `lineAnchor` + line.
        case web(prefix: String, lineAnchor: String)
        /// `vscode://file/ABS/PATH:LINE` — Visual Studio Code's URL handler.
        case vscode(root: String)
        /// Xcode has no URL handler for a line: a `file://` link (Xcode opens catalogs and Swift
        /// files by default) whose tooltip is the `xed --line N path` command.
        case xed(root: String)
    }

    public var style: Style
    /// The working directory's path inside the repository (`App/`), for web links: report
    /// paths are relative to the working directory, host paths to the repository root.
    public var repositoryPrefix: String

    public init(style: Style = .relative(base: ""), repositoryPrefix: String = "") {
        self.style = style
        self.repositoryPrefix = repositoryPrefix
    }

    /// The link for `path` (as the report prints it) at `line`.
    public func href(_ path: String, line: Int) -> String {
        let (base, separator) = parts(path)
        return base + (separator.map { $0 + "\(line)" } ?? "")
    }

    /// A link as the page's script builds it: `base`, then `lineSeparator` and the line number
    /// when the target can open at a line (`#L`, `#lines-`, `:`); one entry per file, not per row.
    public func parts(_ path: String) -> (base: String, lineSeparator: String?) {
        let absolute = path.hasPrefix("/")
        switch style {
        case .relative(let base):
            return ((absolute ? "file://" : base) + SARIFURI.percentEncodedPath(path), "#L")
        case .web(let prefix, let anchor):
            // A file outside the repository has no page on the host: linked as on disk.
            guard !absolute, let inRepository = Self.normalized(repositoryPrefix + path) else {
                return ((absolute ? "file://" : "") + SARIFURI.percentEncodedPath(path), "#L")
            }
            return (prefix + SARIFURI.percentEncodedPath(inRepository), anchor)
        case .vscode(let root):
            return ("vscode://file" + SARIFURI.percentEncodedPath(absolute ? path : Self.joined(root, path)), ":")
        case .xed(let root):
            return ("file://" + SARIFURI.percentEncodedPath(absolute ? path : Self.joined(root, path)), nil)
        }
    }

    /// The tooltip: the path and line, or for `xed` the command that opens it at the line.
    public func title(_ path: String, line: Int) -> String {
        guard case .xed(let root) = style else { return "\(path):\(line)" }
        let full = path.hasPrefix("/") ? path : Self.joined(root, path)
        return "xed --line \(line) '\(full.replacingOccurrences(of: "'", with: "'\\''"))'"
    }

    private static func joined(_ root: String, _ path: String) -> String {
        normalized((root.hasSuffix("/") ? root : root + "/") + path).map { "/" + $0 } ?? path
    }

    /// `a/./b/../c` → `a/c`; nil when the path climbs above its root.
    static func normalized(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." {
                guard parts.popLast() != nil else { return nil }
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }
}

/// A git remote URL read as a web host's address: GitHub, GitLab (also self-hosted, when its
/// host name says so) and Bitbucket, in the https, `ssh://` and scp-like (`git@host:owner/repo`)
/// forms.
public struct RepositoryRemote: Sendable, Equatable {
    public enum Host: String, Sendable { case github, gitlab, bitbucket }

    public var host: Host
    /// `https://github.com/owner/repo`: no credentials, no `.git`.
    public var webURL: String

    /// Nil for a remote on another host, or a local path.
    public init?(_ remote: String) {
        guard var text = remote.split(whereSeparator: \.isWhitespace).first.map(String.init) else { return nil }
        var hostAndPath: (host: Substring, path: Substring)
        if let scheme = text.range(of: "://") {
            let name = text[..<scheme.lowerBound].lowercased()
            guard ["https", "http", "ssh", "git", "git+ssh", "ssh+git"].contains(name) else { return nil }
            text = String(text[scheme.upperBound...])
            guard let slash = text.firstIndex(of: "/") else { return nil }
            hostAndPath = (text[..<slash], text[text.index(after: slash)...])
        } else if let colon = text.firstIndex(of: ":"), !text[..<colon].contains("/") {
            hostAndPath = (text[..<colon], text[text.index(after: colon)...])  // git@github.com:owner/repo.git
        } else {
            return nil
        }
        if let at = hostAndPath.host.lastIndex(of: "@") { hostAndPath.host = hostAndPath.host[hostAndPath.host.index(after: at)...] }
        if let port = hostAndPath.host.firstIndex(of: ":") { hostAndPath.host = hostAndPath.host[..<port] }
        let hostName = hostAndPath.host.lowercased()
        var path = hostAndPath.path.split(separator: "/").joined(separator: "/")
        if path.hasSuffix(".git") { path.removeLast(4) }
        guard path.split(separator: "/").count >= 2 else { return nil }
        if hostName.contains("github") {
            host = .github
        } else if hostName.contains("gitlab") {
            host = .gitlab
        } else if hostName.contains("bitbucket") {
            host = .bitbucket
        } else {
            return nil
        }
        // GitHub's and Bitbucket's ssh host names differ from their web ones.
        let webHost = hostName == "ssh.github.com" ? "github.com" : hostName.replacingOccurrences(of: "altssh.", with: "")
        webURL = "https://\(webHost)/\(path)"
    }

    /// Links into the file view at `revision` (a commit, or a branch when there is none).
    public func links(revision: String, repositoryPrefix: String) -> SourceLinks {
        let ref = SARIFURI.percentEncodedPath(revision)
        let style: SourceLinks.Style = switch host {
        case .github: .web(prefix: "\(webURL)/blob/\(ref)/", lineAnchor: "#L")
        case .gitlab: .web(prefix: "\(webURL)/-/blob/\(ref)/", lineAnchor: "#L")
        case .bitbucket: .web(prefix: "\(webURL)/src/\(ref)/", lineAnchor: "#lines-")
        }
        return SourceLinks(style: style, repositoryPrefix: repositoryPrefix)
    }
}
