/// A shell-style pattern from configuration: `**`, `*` and `?`, nothing else, so every
/// character but those three is literal (keys are full of `.`, `[` and `(`).
///
/// Two flavours, because paths and keys are different things:
/// - ``Kind/path``: matched segment by segment. `*` and `?` never cross `/`; a `**` segment
///   matches any number of directories, including none. Patterns are anchored at the
///   configuration file's directory (write `**/*.xcstrings` for "at any depth"), and a pattern
///   that matches a directory matches everything inside it (`Vendor` = `Vendor/**`).
/// - ``Kind/key``: the whole key; `*` (and `**`) matches any run of characters, dots and
///   slashes included, since keys have no hierarchy the linter could rely on.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        case path
        case key
    }

    public let pattern: String
    public let kind: Kind
    /// Path patterns: the segments (`./` and duplicate slashes removed). Key patterns: one.
    private let segments: [[Character]]

    public init(_ pattern: String, kind: Kind) {
        self.pattern = pattern
        self.kind = kind
        switch kind {
        case .path:
            segments = pattern.split(separator: "/").filter { $0 != "." }.map { Array($0) }
        case .key:
            segments = [Array(pattern)]
        }
    }

    public var description: String { pattern }

    /// Path globs: `path` is relative to the configuration's directory, `/`-separated.
    public func matches(_ text: String) -> Bool {
        switch kind {
        case .key:
            return Self.match(segments[0], Array(text))
        case .path:
            let parts = text.split(separator: "/").filter { $0 != "." }.map { Array($0) }
            return matchSegments(0, parts, 0)
        }
    }

    /// True when the pattern matches `parts[partIndex...]` or a leading directory of it.
    private func matchSegments(_ patternIndex: Int, _ parts: [[Character]], _ partIndex: Int) -> Bool {
        if patternIndex == segments.count { return true }  // matched a directory prefix or the whole path
        let segment = segments[patternIndex]
        if segment == ["*", "*"] {
            for next in partIndex...parts.count where matchSegments(patternIndex + 1, parts, next) { return true }
            return false
        }
        guard partIndex < parts.count, Self.match(segment, parts[partIndex]) else { return false }
        return matchSegments(patternIndex + 1, parts, partIndex + 1)
    }

    /// Wildcard matching with one backtrack point (linear in practice). Path segments never
    /// contain `/`, so `*` needs no special case for it.
    static func match(_ pattern: [Character], _ text: [Character]) -> Bool {
        var p = 0, t = 0
        var starP = -1, starT = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "*" {
                while p < pattern.count, pattern[p] == "*" { p += 1 }
                starP = p
                starT = t
            } else if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if starP >= 0 {
                starT += 1
                t = starT
                p = starP
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
