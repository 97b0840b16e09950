import Testing
@testable import L10nLint

@Suite struct CountHeuristicsTests {
    private func counts(_ text: String, spare: Bool = true) -> [String] {
        CountHeuristics.countTokens(in: text, spareNonCounts: spare).map(\.text)
    }

    @Test func countsIntegersThatAgreeWithAWord() {
        #expect(counts("%lld sessions") == ["%lld"])
        #expect(counts("%lld-day streak 🔥") == ["%lld"])
        #expect(counts("Delete %d photos?") == ["%d"])
        #expect(counts("%1$lld posts from %2$lld people") == ["%1$lld", "%2$lld"])
        #expect(counts("%u unread") == ["%u"])
        #expect(counts("%#@lessons@ left") == ["%#@lessons@"])
        #expect(counts("%d of your images are missing alt text") == ["%d"])
        #expect(counts("%@ (%lld devices)") == ["%lld"])
        #expect(counts("+%lld more") == ["%lld"])
    }

    @Test func sparesObviousNonCounts() {
        let spared = [
            "Level %lld", "Inbox (%lld)", "Items: %lld", "%lld", "%lld%% complete", "%lld %% done",
            "%d:%02d left", "%02d seconds", "Page %d of %d", "%lld/%lld done", "#%d", "v%d.%d", "Image, %dx%d",
            "Level %lld unlocked", "Day %d of your streak", "© %d Lingo", "Copyright %d Lingo", "%@ at %f km",
            "%x items",
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
