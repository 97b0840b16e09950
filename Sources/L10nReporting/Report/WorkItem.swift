import L10nModel

/// One key that needs work in one locale: everything a translator needs on one row.
public struct WorkItem: Sendable, Equatable {
    /// Why the key is on the list, from most to least work.
    public enum State: String, Sendable, CaseIterable {
        /// No translation, or a translation without any value.
        case missing
        /// A String Catalog unit still in state `new` (counted as missing).
        case new
        /// The value, or one variant of it, is the empty string.
        case empty
        /// Translated, but marked `needs_review` (counted as translated).
        case needsReview = "needs_review"
        /// Translated by machine and not reviewed (counted as translated).
        case machineTranslated = "machine_translated"
        /// Translated, but a rule found a problem (plural gap, format specifier, length, …).
        case translated

        /// Words for people (`needs review`); `rawValue` is the catalog spelling for machines.
        public var label: String {
            switch self {
            case .missing: "missing"
            case .new: "new"
            case .empty: "empty"
            case .needsReview: "needs review"
            case .machineTranslated: "machine translated"
            case .translated: "has findings"
            }
        }
    }

    /// A rule's finding about this key in this locale; `message` leaves out the key and locale
    /// the row shows (`(one) is empty`).
    public struct Finding: Sendable, Hashable {
        public var ruleID: RuleID
        public var message: String

        public init(ruleID: RuleID, message: String) {
            self.ruleID = ruleID
            self.message = message
        }
    }

    public var catalog: CatalogReference
    public var locale: LocaleID
    public var key: String
    public var state: State
    /// The developer's note to translators.
    public var comment: String?
    /// Source and target text per variant (one unit with an empty variant for plain strings).
    public var units: [WorkUnit]
    /// The absolute width budget (`maxWidth`), in display columns.
    public var maxWidth: Int?
    /// Display columns of the widest source variant (CJK and emoji count 2).
    public var sourceWidth: Int
    /// Display columns of the widest translated variant; nil without a translation.
    public var translationWidth: Int?
    /// Findings other than the ones the state already says (`missing-translation`).
    public var findings: [Finding]
    /// Where Swift sources use the key, sorted.
    public var usages: [SourceLocation]
    /// Where to edit it: the translation's value, or the key when there is no translation.
    public var location: SourceLocation?

    public init(
        catalog: CatalogReference, locale: LocaleID, key: String, state: State, comment: String? = nil,
        units: [WorkUnit], maxWidth: Int? = nil, sourceWidth: Int, translationWidth: Int? = nil,
        findings: [Finding] = [], usages: [SourceLocation] = [], location: SourceLocation? = nil
    ) {
        self.catalog = catalog
        self.locale = locale
        self.key = key
        self.state = state
        self.comment = comment
        self.units = units
        self.maxWidth = maxWidth
        self.sourceWidth = sourceWidth
        self.translationWidth = translationWidth
        self.findings = findings
        self.usages = usages
        self.location = location
    }

    /// The source text for one-line display: the plain value, or `one: …; other: …`.
    public var sourceText: String { Self.joined(units.map { ($0.variant, $0.source) }) }

    /// The current translation for one-line display; nil when no variant has one.
    public var translationText: String? {
        guard units.contains(where: { $0.target != nil }) else { return nil }
        return Self.joined(units.map { ($0.variant, $0.target ?? "") })
    }

    private static func joined(_ parts: [(variant: String, text: String)]) -> String {
        if parts.count == 1, parts[0].variant.isEmpty { return parts[0].text }
        return parts.map { $0.variant.isEmpty ? $0.text : "\(WorkUnit.shortName($0.variant)): \($0.text)" }.joined(separator: "; ")
    }
}

/// One translatable unit of a work item: a plain string, or one plural/device variant.
public struct WorkUnit: Sendable, Hashable {
    /// `""` for a plain string; `plural.one`, `device.iphone.plural.other`,
    /// `substitutions.count.plural.few` for variants (Xcode's XLIFF naming).
    public var variant: String
    public var source: String
    /// The current translation; nil when there is none.
    public var target: String?
    /// The catalog state of the target unit (`translated` for `.strings` values).
    public var targetState: TranslationState?

    public init(variant: String, source: String, target: String? = nil, targetState: TranslationState? = nil) {
        self.variant = variant
        self.source = source
        self.target = target
        self.targetState = targetState
    }

    /// `one` for `plural.one`, `count: one` for a substitution's category: what a reader needs.
    static func shortName(_ variant: String) -> String {
        let parts = variant.split(separator: ".").map(String.init)
        if parts.first == "substitutions", parts.count >= 4 { return "\(parts[1]) \(parts.last ?? "")" }
        return parts.filter { $0 != "plural" && $0 != "device" }.joined(separator: " ")
    }
}
