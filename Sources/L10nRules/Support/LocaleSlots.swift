import L10nModel

/// The distinct locales a walk over units meets, each given a slot (0, 1, …) in the order first
/// met: a rule keeps what it learns per locale in an array by slot instead of hashing a
/// `LocaleID` for every unit. Units come entry by entry with their locales in the same order,
/// so a locale is looked for first after the one found last: an equal identifier compares
/// without a call into the runtime, and the scan from the start compared every locale before it.
struct LocaleSlots {
    private(set) var locales: [LocaleID] = []
    /// Where the next locale is looked for first.
    private var next = 0
    /// Every slot by locale, for a walk that meets more locales than a scan should pass.
    private var slots: [LocaleID: Int] = [:]
    private static let scanned = 64

    /// The slot of `locale`, a new one when it was not met before.
    mutating func slot(of locale: LocaleID) -> Int {
        // Most often the one after the last found: one comparison, no slice to search.
        if next < locales.count, locales[next] == locale {
            let found = next
            next = found + 1 == locales.count ? 0 : found + 1
            return found
        }
        if locales.count <= Self.scanned {
            // From `next` to the end, then from the start: the locales are distinct, so the
            // order of the search cannot change which one is found.
            if let found = locales[next...].firstIndex(of: locale) ?? locales[..<next].firstIndex(of: locale) {
                next = found + 1 == locales.count ? 0 : found + 1
                return found
            }
        } else if let found = slots[locale] {
            return found
        }
        slots[locale] = locales.count
        locales.append(locale)
        return locales.count - 1
    }

    /// The locales with their slots, by identifier.
    var sorted: [(locale: LocaleID, slot: Int)] {
        locales.enumerated().map { (locale: $0.element, slot: $0.offset) }.sorted { $0.locale.identifier < $1.locale.identifier }
    }
}
