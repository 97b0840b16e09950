import Testing
@testable import L10nModel
@testable import L10nRules

/// Rules keep what they learn per locale by its slot: first-met order, the same slot for a
/// locale met again, whether the catalog has a few locales (scanned) or many (a table).
@Suite struct LocaleSlotsTests {
    @Test(arguments: [3, 64, 65, 100])
    func placesAreFirstMetOrder(count: Int) {
        let locales = (0..<count).map { LocaleID("x-\($0)") }
        var slots = LocaleSlots()
        for (index, locale) in locales.enumerated() {
            #expect(slots.slot(of: locale) == index, "\(locale) met first")
            #expect(slots.slot(of: locales[0]) == 0)
            #expect(slots.slot(of: locale) == index, "\(locale) met again")
        }
        for (index, locale) in locales.enumerated().reversed() { #expect(slots.slot(of: locale) == index) }
        #expect(slots.locales == locales)
    }
}
