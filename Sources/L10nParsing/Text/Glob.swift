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

    /// Longer patterns are a configuration error: no real path or key needs one, and a
    /// pattern of 300 000 `**` segments is an attack on the matcher.
    public static let maximumLength = 1024

    public let pattern: String
    public let kind: Kind
    /// Path patterns: the segments (`./` and duplicate slashes removed). Key patterns: one.
    private let segments: [[Character]]

    public init(_ pattern: String, kind: Kind) {
        self.pattern = pattern
        self.kind = kind
        switch kind {
        case .path:
            // `**/**` matches what `**` matches: collapsing keeps the state count small.
            var collapsed: [[Character]] = []
            for segment in pattern.split(separator: "/") where segment != "." {
                if segment == "**", collapsed.last == ["*", "*"] { continue }
                collapsed.append(Array(segment))
            }
            segments = collapsed
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
            return matchSegments(parts)
        }
    }

    /// True when the pattern matches `parts` or a leading directory of it. Dynamic
    /// programming over the set of part positions reachable after each segment, so ten `**`
    /// against a 60-deep path costs segments × parts steps, not an exponential search.
    private func matchSegments(_ parts: [[Character]]) -> Bool {
        var reachable = [Bool](repeating: false, count: parts.count + 1)
        reachable[0] = true
        for segment in segments {
            var next = [Bool](repeating: false, count: parts.count + 1)
            if segment == ["*", "*"] {
                guard let first = reachable.firstIndex(of: true) else { return false }
                for index in first...parts.count { next[index] = true }
            } else {
                var any = false
                for index in parts.indices where reachable[index] && Self.match(segment, parts[index]) {
                    next[index + 1] = true
                    any = true
                }
                if !any { return false }
            }
            reachable = next
        }
        return reachable.contains(true)  // matched a directory prefix or the whole path
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
