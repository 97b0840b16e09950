/// Where one key stands in one locale, as a translator counts it. The one classification the
/// `translation-state` rule and the translators' report (its state column) both use, so their
/// numbers agree.
public enum TranslationStatus: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Done: every unit has text and none waits for review.
    case translated
    /// Translated, but some unit is marked `needs_review` (the source changed since).
    case needsReview = "needs_review"
    /// Translated by machine (Xcode 26's `machine_translated`) and not reviewed since.
    case machineTranslated = "machine_translated"
    /// Some unit is marked `new`: created, not translated yet.
    case new
    /// Some unit of the value is the empty string.
    case empty
    /// The locale has no value for the key, or a value without any unit (nothing to show:
    /// the app falls back to the source, as `missing-translation` reports it).
    case missing
    /// Xcode marks the key `extractionState: stale`: no code uses it any more.
    case stale
    /// The key is marked `shouldTranslate: false`.
    case doNotTranslate = "do_not_translate"

    /// True for the states that leave work for a translator.
    public var needsWork: Bool {
        switch self {
        case .needsReview, .machineTranslated, .new, .empty, .missing: true
        case .translated, .stale, .doNotTranslate: false
        }
    }

    /// Report order: done first, then work, then keys outside the count.
    public static func < (lhs: TranslationStatus, rhs: TranslationStatus) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

extension CatalogEntry {
    /// The key's status in `locale`. Key-level states (stale, do not translate) come first, then
    /// the worst unit: `new` before empty before `needs_review` before `machine_translated`.
    public func status(in locale: LocaleID) -> TranslationStatus {
        if isStale { return .stale }
        if !shouldTranslate { return .doNotTranslate }
        guard let index = translations.firstIndex(where: { $0.locale == locale }) else { return .missing }
        return status(of: translations[index])
    }

    /// The status of one of the entry's translations, without looking it up again by locale.
    public func status(of translation: Translation) -> TranslationStatus {
        if isStale { return .stale }
        if !shouldTranslate { return .doNotTranslate }
        return translation.value.status
    }
}

extension LocalizedValue {
    /// The value's status, from its units' states and texts.
    public var status: TranslationStatus {
        // Read in place, not bound: a bound unit is a copy (a retain of its text) per call.
        if isPlain, let state = unit?.state {
            if state == .new { return .new }
            if unit?.value.isEmpty == true { return .empty }
            return Self.reviewStatus(needsReview: state == .needsReview, machineTranslated: state == .machineTranslated)
        }
        // One walk, stopping at a unit marked new.
        var (hasUnits, hasEmpty, needsReview, machineTranslated) = (false, false, false, false)
        let new = firstUnitIgnoringPath { unit in
            hasUnits = true
            hasEmpty = hasEmpty || unit.value.isEmpty
            needsReview = needsReview || unit.state == .needsReview
            machineTranslated = machineTranslated || unit.state == .machineTranslated
            return unit.state == .new
        }
        if new != nil { return .new }
        if !hasUnits { return .missing }
        if hasEmpty { return .empty }
        return Self.reviewStatus(needsReview: needsReview, machineTranslated: machineTranslated)
    }

    /// A value with text everywhere: a unit to review outranks a machine translation.
    private static func reviewStatus(needsReview: Bool, machineTranslated: Bool) -> TranslationStatus {
        needsReview ? .needsReview : machineTranslated ? .machineTranslated : .translated
    }
}
