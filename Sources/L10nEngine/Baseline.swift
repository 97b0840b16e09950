import L10nModel
import L10nParsing

/// What identifies a finding across edits: rule, file, key, locale and the message with its
/// numbers blanked, but no line or column. Inserting lines above an entry, or Xcode reordering
/// a `.xcstrings` file, leaves every fingerprint unchanged.
public struct Fingerprint: Sendable, Hashable, Comparable {
    public var rule: RuleID
    /// `/`-separated, relative to the baseline's directory (or the working directory).
    public var file: String
    public var key: String?
    public var locale: String?
    /// ``normalize(_:)``d.
    public var message: String

    public init(rule: RuleID, file: String, key: String?, locale: String?, message: String) {
        self.rule = rule
        self.file = file
        self.key = key
        self.locale = locale
        self.message = Self.normalize(message)
    }

    /// Digit runs become `#`: messages cite line numbers ("first at line 12") and counts,
    /// which move with unrelated edits; the key and locale already tell findings apart.
    public static func normalize(_ message: String) -> String {
        var result = ""
        var inDigits = false
        for scalar in message.unicodeScalars {
            let isDigit = ("0"..."9").contains(scalar)
            if isDigit, !inDigits { result.append("#") }
            if !isDigit { result.unicodeScalars.append(scalar) }
            inDigits = isDigit
        }
        return result
    }

    public static func < (lhs: Fingerprint, rhs: Fingerprint) -> Bool {
        (lhs.file, lhs.rule.rawValue, lhs.key ?? "", lhs.locale ?? "", lhs.message)
            < (rhs.file, rhs.rule.rawValue, rhs.key ?? "", rhs.locale ?? "", rhs.message)
    }
}

/// Fingerprints with occurrence counts. Matching takes at most `count` findings per
/// fingerprint, so a moved finding stays matched while a new duplicate of it does not.
public struct FingerprintCounts: Sendable, Equatable {
    public private(set) var counts: [Fingerprint: Int] = [:]

    public init(_ fingerprints: [Fingerprint] = []) {
        for fingerprint in fingerprints { counts[fingerprint, default: 0] += 1 }
    }

    public init(counts: [Fingerprint: Int]) { self.counts = counts }

    /// Splits items into matched and unmatched (in their order) and returns what is left of
    /// the counts: entries that matched nothing, or fewer findings than they count.
    public func match<Item>(_ items: [Item], fingerprint: (Item) -> Fingerprint) -> (matched: [Item], unmatched: [Item], left: FingerprintCounts) {
        var remaining = counts
        var matched: [Item] = []
        var unmatched: [Item] = []
        for item in items {
            let print = fingerprint(item)
            if let count = remaining[print], count > 0 {
                remaining[print] = count - 1
                matched.append(item)
            } else {
                unmatched.append(item)
            }
        }
        return (matched, unmatched, FingerprintCounts(counts: remaining.filter { $0.value > 0 }))
    }

    public var isEmpty: Bool { counts.isEmpty }

    /// Sorted, for stable output.
    public var entries: [(fingerprint: Fingerprint, count: Int)] {
        counts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}

/// A `--baseline` file: the findings a project has accepted for now, so a linter can be adopted
/// on a codebase with history and only new problems fail the build.
public struct Baseline: Sendable, Equatable {
    public static let formatVersion = 1

    public var fingerprints: FingerprintCounts
    /// Absolute directory the file's paths are relative to (the baseline file's own), so the
    /// baseline works from any working directory.
    public var directory: String

    public init(fingerprints: FingerprintCounts, directory: String) {
        self.fingerprints = fingerprints
        self.directory = FileDiscovery.normalize(directory)
    }

    /// A baseline of `diagnostics`, to be written into `directory`.
    public init(diagnostics: [Diagnostic], directory: String, workingDirectory: String) {
        self.init(fingerprints: FingerprintCounts([]), directory: directory)
        fingerprints = FingerprintCounts(diagnostics.map { fingerprint(of: $0, workingDirectory: workingDirectory) })
    }

    public func fingerprint(of diagnostic: Diagnostic, workingDirectory: String) -> Fingerprint {
        let absolute = FileDiscovery.absolutePath(diagnostic.location.path, workingDirectory: workingDirectory)
        let prefix = directory == "/" ? "/" : directory + "/"
        let file = absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
        return Fingerprint(rule: diagnostic.ruleID, file: file, key: diagnostic.key, locale: diagnostic.locale, message: diagnostic.message)
    }

    /// The file's text: sorted keys and entries, so regenerating an unchanged baseline gives
    /// the same bytes (no diff noise in review).
    public func rendered() -> String {
        let entries: [JSONOutput] = fingerprints.entries.map { entry in
            .object(dropping: [
                ("rule", .string(entry.fingerprint.rule.rawValue)),
                ("file", .string(entry.fingerprint.file)),
                ("key", entry.fingerprint.key.map(JSONOutput.string)),
                ("locale", entry.fingerprint.locale.map(JSONOutput.string)),
                ("message", .string(entry.fingerprint.message)),
                ("count", .int(entry.count)),
            ])
        }
        let root: JSONOutput = ["tool": .string(ToolInfo.name), "version": .int(Self.formatVersion), "entries": .array(entries)]
        return root.rendered(sortedKeys: true)
    }
}
