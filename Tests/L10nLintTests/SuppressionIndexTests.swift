import Foundation
import Testing
@testable import L10nModel
@testable import L10nEngine

/// The indexed suppression look-up answers exactly as the linear scan it replaces (issue 28
/// item 17: one file with 100 000 `disable-next-line` comments was quadratic).
@Suite struct SuppressionIndexTests {
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func answersAsTheScanOnRandomDirectives(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let rules: [RuleID] = ["missing-translation", "voiceover-label", "unknown-key"]
        var directives: [SuppressionDirective] = []
        var line = 1
        for _ in 0..<Int.random(in: 0...60, using: &random) {
            line += Int.random(in: 0...3, using: &random)
            let kind = [SuppressionDirective.Kind.disableNextLine, .disable, .enable].randomElement(using: &random)!
            let named = rules.filter { _ in Bool.random(using: &random) }
            let end = line + (kind == .disableNextLine ? Int.random(in: 0...1, using: &random) : 0)
            directives.append(SuppressionDirective(kind: kind, rules: named, line: line, endLine: end, range: SourceRange(file: FileID(0), start: 0, end: 0)))
        }
        let index = SuppressionIndex(directives)
        for rule in rules + ["parse-error"] {
            for query in 0...(line + 3) {
                #expect(index.suppressor(of: rule, line: query) == InlineSuppressions.suppressor(of: rule, line: query, among: directives), "\(rule) at \(query)")
            }
        }
    }
}
