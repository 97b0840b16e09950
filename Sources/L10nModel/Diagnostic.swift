/// One finding. Rules create them; the engine adjusts severity and filters; reporters render them.
public struct Diagnostic: Sendable, Hashable {
    public var ruleID: RuleID
    public var severity: Severity
    /// The whole sentence, subject first: `'paywall.title' in zh-Hans is missing`. Lowercase, no
    /// trailing period. Text output, baselines and inherited-finding matching use it as is.
    public private(set) var message: String
    /// The text the rule's message factory built, without the subject (`is missing`); the same as
    /// `message` for a finding whose sentence does not start with its subject.
    public private(set) var detail: FindingMessage
    /// What the finding is about (key, locale, variant path), as data for reporters.
    public private(set) var subject: FindingSubject
    /// Secondary places, such as the source-language value a translation was compared with.
    public var related: [RelatedLocation]
    public var location: SourceLocation
    /// The correction, when the rule knows the one right edit (see ``Fix``).
    public var fix: Fix?

    /// The catalog key the finding is about, when there is one (used for fingerprints and baselines).
    public var key: String? { subject.key }
    /// The locale the finding is about, when there is one.
    public var locale: String? { subject.locale }

    /// A finding whose message a rule's message factory built: the subject leads the sentence.
    public init(
        ruleID: RuleID, severity: Severity, message: FindingMessage, about subject: FindingSubject, location: SourceLocation,
        related: [RelatedLocation] = []
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message.rendered(about: subject)
        self.detail = message
        self.subject = subject
        self.location = location
        self.related = related
    }

    /// A finding about `subject` with a plain-string message, identified by `caller`.
    public init(
        ruleID: RuleID, severity: Severity, message: String, about subject: FindingSubject, location: SourceLocation,
        related: [RelatedLocation] = [], caller: MessageID = #function
    ) {
        self.init(
            ruleID: ruleID, severity: severity, message: FindingMessage(message, reportedBy: caller), about: subject, location: location,
            related: related)
    }

    /// A finding with a free-form message; `key` and `locale` are data only. `id` tells the
    /// message's cases apart (the calling function's name by default).
    public init(
        ruleID: RuleID, severity: Severity, message: String, id: MessageID = #function, location: SourceLocation,
        key: String? = nil, locale: String? = nil, related: [RelatedLocation] = []
    ) {
        self.init(
            ruleID: ruleID, severity: severity, message: FindingMessage(message, id: id, lead: .textOnly),
            about: FindingSubject(key: key, locale: locale), location: location, related: related)
    }

    /// The same finding carrying `fix`.
    public func fixed(by fix: Fix?) -> Diagnostic {
        var copy = self
        copy.fix = fix
        return copy
    }

    /// Which case of its rule the finding is, independent of the wording: with the rule, key,
    /// locale, variant and file, what baselines, inherited-finding folding and `--changed-since`
    /// match on.
    public var messageID: MessageID { detail.id }

    /// The same finding with its text transformed and its id kept: tests reword every message
    /// to show that nothing matches findings by their wording.
    package func rewording(_ transform: (String) -> String) -> Diagnostic {
        var copy = self
        copy.detail.text = transform(detail.text)
        copy.message = copy.detail.rendered(about: subject)
        return copy
    }

    /// The message for a row that shows the key and locale in columns (the report's worklist).
    public var messageBesideKeyAndLocale: String { detail.rendered(besideColumnsFor: subject) }

    /// Moves item `order[i]` to `i`, following each cycle of the permutation, one swap per step.
    @inlinable package static func permute<Item>(_ items: inout [Item], into order: [Int]) {
        var placed = [Bool](repeating: false, count: order.count)
        for start in order.indices where !placed[start] {
            var index = start
            placed[index] = true
            while order[index] != start {
                items.swapAt(index, order[index])
                index = order[index]
                placed[index] = true
            }
        }
    }

    /// Sorts findings (or items holding one) in ``reportOrder(_:_:)``, equal ones in their given
    /// order. Each finding's place (its path's rank, its start) is read once into plain numbers,
    /// and only findings at the same place are compared whole: comparing whole findings copied
    /// both (a dozen references each) per comparison, 40 ms of a 6 000-finding run. Inlinable,
    /// so it is specialized for each item type (its swaps too).
    @inlinable package static func sortInReportOrder<Item>(_ items: inout [Item], _ diagnostic: (Item) -> Diagnostic) {
        guard items.count > 1 else { return }
        let locations = items.map { diagnostic($0).location }
        var rank: [String: Int] = [:]
        for path in Set(locations.map(\.path)).sorted() { rank[path] = rank.count }
        let places = locations.map { ReportPlace(path: rank[$0.path, default: 0], start: $0.start) }
        let order = items.withUnsafeBufferPointer { buffer in
            places.indices.sorted { lhs, rhs in
                if places[lhs] != places[rhs] { return places[lhs] < places[rhs] }
                let left = diagnostic(buffer[lhs]), right = diagnostic(buffer[rhs])
                if reportOrder(left, right) { return true }
                return !reportOrder(right, left) && lhs < rhs
            }
        }
        permute(&items, into: order)
    }

    /// Diagnostics in ``reportOrder(_:_:)``, equal ones in their given order.
    package static func sortedInReportOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var sorted = diagnostics
        sortInReportOrder(&sorted) { $0 }
        return sorted
    }

    /// Suppressed findings in ``reportOrder(_:_:)`` of their diagnostics, equal ones in their given order.
    package static func sortedInReportOrder(_ suppressed: [SuppressedDiagnostic]) -> [SuppressedDiagnostic] {
        var sorted = suppressed
        sortInReportOrder(&sorted) { $0.diagnostic }
        return sorted
    }

    /// Deterministic report order: path, line, column, rule id, then message.
    public static func reportOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.location.path != rhs.location.path { return lhs.location.path < rhs.location.path }
        if lhs.location.start != rhs.location.start { return lhs.location.start < rhs.location.start }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        if lhs.message != rhs.message { return lhs.message < rhs.message }
        return lhs.location.end < rhs.location.end
    }
}

/// A secondary place that explains a finding.
public struct RelatedLocation: Sendable, Hashable {
    public var location: SourceLocation
    public var message: String

    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }
}

/// Where a finding is, as numbers: the first keys of report order.
@usableFromInline struct ReportPlace: Comparable {
    /// The rank of the finding's path among the sorted paths.
    @usableFromInline var path: Int
    @usableFromInline var start: SourcePosition

    @inlinable init(path: Int, start: SourcePosition) {
        self.path = path
        self.start = start
    }

    @inlinable static func < (lhs: ReportPlace, rhs: ReportPlace) -> Bool { (lhs.path, lhs.start) < (rhs.path, rhs.start) }
}
