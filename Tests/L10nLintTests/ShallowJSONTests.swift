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

/// The depth-limited parse a large catalog is read with: it validates as much as a full parse,
/// and an entry read later through `subtree` is exactly what a full parse had.
@Suite struct ShallowJSONTests {
    static let text = #"{"a": {"x": [1, {"y": "\u00e9"}], "x": 2}, "b": [], "c": "s", "d": {"e": {"f": null}}}"#

    /// Kind and byte range of every value of `value`'s subtree, in document order.
    static func outline(_ value: JSONValue) -> [String] {
        var result = ["\(value.kind) \(value.start)..<\(value.end)"]
        for member in value.members { result += outline(member.key) + outline(member.value) }
        for element in value.elements { result += outline(element) }
        return result
    }

    @Test func recordsOnlyDownToTheDepthAndSubtreeRestoresTheRest() throws {
        let bytes = Array(Self.text.utf8)
        let full = try JSONParser.parse(bytes).get()
        let shallow = try JSONParser.parse(bytes, options: .init(), maximumDepth: 1).get()
        // Root, four keys and four values; `a` and `d` without their children.
        #expect(shallow.nodeCount == 9)
        let a = try #require(shallow.root["a"])
        #expect(Array(a.members).isEmpty)
        #expect(a.start == 6 && a.end == 41)
        for name in ["a", "b", "c", "d"] {
            let value = try #require(shallow.root[name])
            let restored = try #require(shallow.subtree(value))
            let original = try #require(full.root[name])
            #expect(Self.outline(restored) == Self.outline(original), "\(name)")
        }
        let restoredA = try #require(shallow.subtree(a))
        #expect(restoredA["x"]?.elements.map(\.kind) == [.number, .object])
        // The full document needs no second parse.
        #expect(full.subtree(full.root)?.document === full)
    }

    @Test func aDeepSyntaxErrorIsReportedAsByAFullParse() {
        for broken in [#"{"a": {"b": [1, {"c": tru}]}}"#, #"{"a": {"b": "\ud800"}}"#, #"{"a": {"b": [1 2]}}"#, #"{"a": {"b": "é"#] {
            let bytes = Array(broken.utf8)
            guard case .failure(let full) = JSONParser.parse(bytes),
                case .failure(let shallow) = JSONParser.parse(bytes, options: .init(), maximumDepth: 1)
            else {
                Issue.record("\(broken) parsed")
                continue
            }
            #expect(shallow == full, "\(broken)")
        }
    }

    @Test func duplicateKeysInsideAShallowContainerAreFoundInItsSubtree() throws {
        let bytes = Array(Self.text.utf8)
        let shallow = try JSONParser.parse(bytes, options: .init(), maximumDepth: 1).get()
        #expect(shallow.duplicateKeys().isEmpty)
        let shallowA = try #require(shallow.root["a"])
        let a = try #require(shallow.subtree(shallowA))
        #expect(a.document.duplicateKeys().map { [$0.first.start, $0.duplicate.start] } == [[7, 34]])
    }
}
