import Testing
@testable import L10nModel
@testable import L10nParsing
@testable import L10nAnalysis
@testable import L10nRules
@testable import L10nEngine
@testable import L10nConfiguration
@testable import L10nReporting
@testable import L10nWriting
@testable import L10nCLI

@Suite struct CountHeuristicsTests {
    private func counts(_ text: String, spare: Bool = true) -> [String] {
        CountHeuristics.countTokens(in: text, spareNonCounts: spare).map(\.text)
    }

    @Test func countsIntegersThatAgreeWithAWord() {
        #expect(counts("%lld sessions") == ["%lld"])
        #expect(counts("%lld days in a row 🔥") == ["%lld"])
        #expect(counts("Delete %d photos?") == ["%d"])
        #expect(counts("%1$lld posts from %2$lld people") == ["%1$lld", "%2$lld"])
        #expect(counts("%u unread messages") == ["%u"])
        #expect(counts("%#@lessons@ left") == ["%#@lessons@"])
        #expect(counts("%d of your images are missing alt text") == ["%d"])
        #expect(counts("%@ (%lld devices)") == ["%lld"])
        #expect(counts("+%lld more items") == ["%lld"])
        #expect(counts("Loading %d items...") == ["%d"])
        // The second number of a fraction agrees with the noun after it (recall gap, docs/precision.md).
        #expect(counts("%1$lld/%2$lld file%3$@") == ["%2$lld"])
        #expect(counts("%lld file%@") == ["%lld"])
        #expect(counts("%d/%d files") == ["%d"])
        #expect(counts("%d day ago") == ["%d"])
        #expect(counts("%d digit") == ["%d"])
        // An invariant word before a noun: the noun agrees with the number.
        #expect(counts("%lld loaded feeds") == ["%lld"])
        #expect(counts("%li open windows") == ["%li"])
        #expect(counts("%d selected items") == ["%d"])
        // Nouns that only look like participles or particles.
        #expect(counts("%d feed") == ["%d"])
        #expect(counts("%d speed") == ["%d"])
        #expect(counts("%d bed") == ["%d"])
    }

    /// Participles, adjectives and particles after the count have no plural form: a class,
    /// told by suffix (-ed, -able, -ible) or a closed list, not a list of app strings.
    @Test func sparesParticiplesAdjectivesAndParticles() {
        let spared = [
            "%lld loaded", "%li open", "%li on", "%d blocked", "%lld downloaded", "%d installed", "%lld available",
            "%d editable", "%d visible", "%d done", "%d sent", "%lld off", "%d ahead", "%lld synced of %lld",
            "%d failed to load", "%d liked your post", "%d Unread", "%d Muted",
        ]
        for text in spared {
            #expect(counts(text).isEmpty, "\(text)")
        }
    }

    @Test func sparesUnitsAndWordsThatDoNotChangeWithTheNumber() {
        // Units, and English words that end the phrase and never inflect (docs/precision.md).
        let spared = [
            "took %d ms", "%li min", "%d px wide", "%lld MB", "%d sec.", "%d km", "%d unread", "%i Unread", "+%lld more",
            "%lld selected", "%d new", "%d more...", "%d selected...", "%d ml", "%d kWh", "Receive a %d digit code via SMS", "an %d-hour flight", "%lld-day streak 🔥", "Start your %d-day trial",
            "Enter the %d digit code from one of your trusted devices:", "Enter the %1$d digit code sent to %2$@", "an %d character password",
        ]
        for text in spared {
            #expect(counts(text).isEmpty, "\(text)")
        }
    }

    @Test func sparesObviousNonCounts() {
        let spared = [
            "Level %lld", "Inbox (%lld)", "Items: %lld", "%lld", "%lld%% complete", "%lld %% done",
            "%d:%02d left", "%02d seconds", "Page %d of %d", "%lld/%lld done", "#%d", "v%d.%d", "Image, %dx%d",
            "Level %lld unlocked", "Day %d of your streak", "© %d Lingo", "Copyright %d Lingo", "%@ at %f km",
            "%x items",
            // Letters glued to the number (a unit, an ordinal, a `%` word shown as it is), and a
            // preposition right after it: no noun agrees with the number.
            "%dpx wide", "the %dth item", "won't work with ‘%quick’ candidates", "\"%@\" length should ≤ %d for a user phrase.", "%d per day",
        ]
        for text in spared {
            #expect(counts(text).isEmpty, "\(text)")
        }
    }

    @Test func checksEveryIntegerWhenAskedTo() {
        #expect(counts("Level %lld", spare: false) == ["%lld"])
        #expect(counts("%d:%02d", spare: false) == ["%d", "%02d"])
    }
}
