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

    /// A finding with a free-form message; `key` and `locale` are data only.
    public init(
        ruleID: RuleID, severity: Severity, message: String, location: SourceLocation,
        key: String? = nil, locale: String? = nil, related: [RelatedLocation] = []
    ) {
        self.init(
            ruleID: ruleID, severity: severity, message: FindingMessage(message, lead: .textOnly),
            about: FindingSubject(key: key, locale: locale), location: location, related: related)
    }

    /// The message for a row that shows the key and locale in columns (the report's worklist).
    public var messageBesideKeyAndLocale: String { detail.rendered(besideColumnsFor: subject) }

    /// `items` sorted by `areInIncreasingOrder`, equal ones in their given order. Indices are
    /// sorted and each item moves once, and the comparator reads both items in place: a run
    /// with 100 000 findings otherwise spends more time copying findings than comparing them.
    package static func stableSorted<Item>(_ items: [Item], by areInIncreasingOrder: (Item, Item) -> Bool) -> [Item] {
        let order = items.withUnsafeBufferPointer { buffer in
            buffer.indices.sorted { lhs, rhs in
                if areInIncreasingOrder(buffer[lhs], buffer[rhs]) { return true }
                return !areInIncreasingOrder(buffer[rhs], buffer[lhs]) && lhs < rhs
            }
        }
        return order.map { items[$0] }
    }

    /// Diagnostics in ``reportOrder(_:_:)``, equal ones in their given order.
    package static func sortedInReportOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] { stableSorted(diagnostics, by: reportOrder) }

    /// Suppressed findings in ``reportOrder(_:_:)`` of their diagnostics, equal ones in their given order.
    package static func sortedInReportOrder(_ suppressed: [SuppressedDiagnostic]) -> [SuppressedDiagnostic] {
        stableSorted(suppressed) { reportOrder($0.diagnostic, $1.diagnostic) }
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
