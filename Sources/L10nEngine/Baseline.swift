import L10nModel
import L10nParsing

/// What identifies a finding across edits: rule, message id, file, key, locale and variant, but
/// no line or column and no wording. Inserting lines above an entry, Xcode reordering a
/// `.xcstrings` file, or a new l10n rewording its messages leaves every fingerprint unchanged.
public struct Fingerprint: Sendable, Hashable, Comparable {
    /// Which case of the rule the finding is.
    public enum Message: Sendable, Hashable, Comparable, CustomStringConvertible {
        /// The message's ``MessageID``: what fingerprints hold since baseline version 2.
        case id(MessageID)
        /// The wording with its numbers blanked (``normalize(_:)``): version 1 baselines.
        case wording(String)

        public var description: String {
            switch self {
            case .id(let id): id.rawValue
            case .wording(let text): text
            }
        }
    }

    public var rule: RuleID
    /// `/`-separated, relative to the baseline's directory (or the working directory).
    public var file: String
    public var key: String?
    public var locale: String?
    /// The variant path (`["%#@lessons@", "few"]`); empty for a plain value and in version 1.
    public var variant: [String]
    public var message: Message

    public init(rule: RuleID, file: String, key: String?, locale: String?, variant: [String] = [], message: Message) {
        self.rule = rule
        self.file = file
        self.key = key
        self.locale = locale
        self.variant = variant
        if case .wording(let text) = message { self.message = .wording(Self.normalize(text)) } else { self.message = message }
    }

    /// `diagnostic`'s fingerprint at `file`, as baseline format `version` identifies findings:
    /// by message id and variant (2), or by normalized wording (1).
    public init(of diagnostic: Diagnostic, file: String, version: Int = Baseline.formatVersion) {
        if version == 1 {
            self.init(rule: diagnostic.ruleID, file: file, key: diagnostic.key, locale: diagnostic.locale, message: .wording(diagnostic.message))
        } else {
            self.init(
                rule: diagnostic.ruleID, file: file, key: diagnostic.key, locale: diagnostic.locale, variant: diagnostic.subject.variant,
                message: .id(diagnostic.messageID))
        }
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

    /// One line for a person: the normalized wording (version 1), or the subject and the case
    /// (`'common.done' in zh-Hans: noTranslation`).
    public var summary: String {
        switch message {
        case .wording(let text): text
        case .id(let id):
            FindingMessage(id.rawValue, id: id, separator: ": ").rendered(about: FindingSubject(key: key, locale: locale, variant: variant))
        }
    }

    public static func < (lhs: Fingerprint, rhs: Fingerprint) -> Bool {
        if (lhs.file, lhs.rule.rawValue, lhs.key ?? "", lhs.locale ?? "") != (rhs.file, rhs.rule.rawValue, rhs.key ?? "", rhs.locale ?? "") {
            return (lhs.file, lhs.rule.rawValue, lhs.key ?? "", lhs.locale ?? "") < (rhs.file, rhs.rule.rawValue, rhs.key ?? "", rhs.locale ?? "")
        }
        if lhs.variant != rhs.variant { return lhs.variant.lexicographicallyPrecedes(rhs.variant) }
        return lhs.message < rhs.message
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
///
/// Version 2 identifies a finding by its message id (``MessageID``) and variant; version 1 files,
/// which hold the normalized wording instead, are still read and matched by wording.
public struct Baseline: Sendable, Equatable {
    /// The version this l10n writes.
    public static let formatVersion = 2
    /// The versions it reads.
    public static let readableVersions = 1...2

    public var fingerprints: FingerprintCounts
    /// Absolute directory the file's paths are relative to (the baseline file's own), so the
    /// baseline works from any working directory.
    public var directory: String
    /// The file's format version: how its fingerprints identify a finding.
    public var version: Int

    public init(fingerprints: FingerprintCounts, directory: String, version: Int = Baseline.formatVersion) {
        self.fingerprints = fingerprints
        self.directory = FilePaths.normalize(directory)
        self.version = version
    }

    /// A baseline of `diagnostics`, to be written into `directory`.
    public init(diagnostics: [Diagnostic], directory: String, workingDirectory: String) {
        self.init(fingerprints: FingerprintCounts([]), directory: directory)
        fingerprints = FingerprintCounts(diagnostics.map { fingerprint(of: $0, workingDirectory: workingDirectory) })
    }

    public func fingerprint(of diagnostic: Diagnostic, workingDirectory: String) -> Fingerprint {
        let absolute = FilePaths.absolutePath(diagnostic.location.path, workingDirectory: workingDirectory)
        let prefix = directory == "/" ? "/" : directory + "/"
        let file = absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
        return Fingerprint(of: diagnostic, file: file, version: version)
    }

    /// The file's text: sorted keys and entries, so regenerating an unchanged baseline gives
    /// the same bytes (no diff noise in review).
    public func rendered() -> String {
        let entries: [JSONOutput] = fingerprints.entries.map { entry in
            let print = entry.fingerprint
            let message: (String, JSONOutput?) = switch print.message {
            case .id(let id): ("case", .string(id.rawValue))
            case .wording(let text): ("message", .string(text))
            }
            return .object(dropping: [
                ("rule", .string(print.rule.rawValue)),
                ("file", .string(print.file)),
                ("key", print.key.map(JSONOutput.string)),
                ("locale", print.locale.map(JSONOutput.string)),
                ("variant", print.variant.isEmpty ? nil : .array(print.variant.map(JSONOutput.string))),
                message,
                ("count", .int(entry.count)),
            ])
        }
        let root: JSONOutput = ["tool": .string(ToolInfo.name), "version": .int(version), "entries": .array(entries)]
        return root.rendered(sortedKeys: true)
    }
}
