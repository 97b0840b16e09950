import Foundation
import Synchronization
import Testing
@testable import L10nModel
@testable import L10nRules
@testable import L10nEngine

/// A once-per-catalog fact read in parts by every core that asks says what one walk says.
@Suite struct SharedEntryWalkTests {
    @Test func partsCoverTheEntriesInOrderWithoutGaps() {
        for count in [0, 1, 255, 256, 511, 512, 1_000, 10_000] {
            let walk = SharedEntryWalk<Int, Int>(entries: 3..<3 + count, fewestPerPart: 256)
            #expect(walk.parts.first?.lowerBound == 3, "\(count)")
            #expect(walk.parts.last?.upperBound == 3 + count, "\(count)")
            #expect(zip(walk.parts, walk.parts.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound }, "\(count)")
            #expect(walk.parts.count == max(1, min(2 * ProcessInfo.processInfo.activeProcessorCount, count / 256)), "\(count)")
        }
    }

    /// Eight askers at once: each part is read once, and every asker gets the join of all parts in order.
    @Test func concurrentAskersReadEachPartOnceAndGetTheJoinInOrder() {
        let walk = SharedEntryWalk<[Int], [Int]>(entries: 0..<4_096, fewestPerPart: 16)
        let reads = Mutex([Range<Int>]())
        let read = { @Sendable (entries: Range<Int>) -> [Int] in
            reads.withLock { $0.append(entries) }
            return Array(entries)
        }
        let joined = Parallel.map(Array(0..<8)) { _ in walk.value(reading: read) { $0.flatMap { $0 } } }
        for result in joined { #expect(result == Array(0..<4_096)) }
        #expect(reads.withLock { $0.sorted { $0.lowerBound < $1.lowerBound } } == walk.parts)
    }

    /// `unchanged-translation`'s kept shares added up from parts of one entry each are the
    /// shares counted in one walk: counts, first kept value, kept texts, untranslated locales.
    @Test func keptSharesJoinedFromPartsAreTheOneWalkShares() {
        var strings: [String: [String: String]] = [:]
        for index in 0..<40 {
            var values = ["en": "Open item \(index)", "de": "Öffne \(index)"]
            values["nb"] = "Open item \(index)"  // an untranslated copy: most of its values kept
            if index % 7 == 0 { values["fr"] = "Open item \(index)" }
            if index % 3 == 0 { values["ja"] = index % 2 == 0 ? "Open item \(index)" : "開く \(index)" }
            strings["key\(String(format: "%02d", index))"] = values
        }
        let json = String(decoding: try! JSONSerialization.data(withJSONObject: strings, options: [.sortedKeys]), as: UTF8.self)
        let catalog = Linter(rules: []).lint(files: [("strings.json", json)]).project.catalogs[0]
        typealias Shares = UnchangedTranslationRule.KeptShares
        let whole = Shares(catalog)
        let joined = Shares(joining: catalog.entries.indices.map { Shares.tally(catalog, entries: $0..<$0 + 1) }, source: catalog.sourceLanguage)
        #expect(whole.untranslatedLocales == ["nb"])
        #expect(joined.untranslatedLocales == whole.untranslatedLocales)
        #expect(Set(joined.counts.keys) == Set(whole.counts.keys))
        for (locale, count) in whole.counts {
            #expect(joined.counts[locale]?.values == count.values, "\(locale)")
            #expect(joined.counts[locale]?.kept == count.kept, "\(locale)")
            #expect(joined.counts[locale]?.firstKept == count.firstKept, "\(locale)")
        }
        #expect(whole.counts["fr"]?.kept == 6)
        #expect(whole.counts["ja"].map { ($0.values, $0.kept) }! == (14, 7))
        #expect(joined.keptTexts == whole.keptTexts)
        #expect(whole.keptTexts["fr"] == (0..<40).filter { $0 % 7 == 0 }.map { "Open item \($0)" })
    }
}
