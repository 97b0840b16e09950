import Foundation
import Testing
@testable import L10nParsing

/// A value described member by member reaches both sinks whole: the text writer writes the
/// bytes of rendering its tree (at any indentation, with prebuilt subtrees mixed in), and the
/// tree builder builds that tree.
@Suite struct JSONSinkTests {
    @Test func aDescribedValueIsWrittenAsItsTreeRenders() {
        var json = JSONTextWriter()
        json.object { json in
            json.array("empty") { _ in }
            json.object("none") { _ in }
            json.array("items") { json in
                json.int(1)
                json.object { $0.member("d", "e\n") }
                json.tree(["x": [1, 2]])
            }
            json.member("last", "é")
        }
        #expect(json.text == """
            {
              "empty": [],
              "none": {},
              "items": [
                1,
                {
                  "d": "e\\n"
                },
                {
                  "x": [
                    1,
                    2
                  ]
                }
              ],
              "last": "é"
            }
            """)
    }

    @Test func randomTreesAtEveryIndentation() {
        var generator = SplitMix64(seed: 31)
        for round in 0..<300 {
            let value = Self.randomValue(depth: 0, using: &generator)
            let indent = [0, 2, 6][round % 3]
            var text = JSONTextWriter(indent: indent)
            var tree = JSONTreeBuilder()
            Self.describe(value, to: &text, using: &generator)
            Self.describe(value, to: &tree, using: &generator)
            var expected = ""
            value.write(into: &expected, indent: indent, sortedKeys: false)
            #expect(text.text == expected, "round \(round)")
            #expect(tree.value == value, "round \(round)")
        }
    }

    /// The tree's value through the sink's calls, handing some subtrees over whole.
    private static func describe(_ value: JSONOutput, to json: inout some JSONSink, using generator: inout SplitMix64) {
        if Bool.random(using: &generator), Int.random(in: 0..<4, using: &generator) == 0 { return json.tree(value) }
        switch value {
        case .string(let text): json.string(text)
        case .int(let number): json.int(number)
        case .array(let elements):
            json.beginArray()
            for element in elements { describe(element, to: &json, using: &generator) }
            json.endArray()
        case .object(let members):
            json.beginObject()
            for (name, member) in members {
                json.key(name)
                describe(member, to: &json, using: &generator)
            }
            json.endObject()
        default: json.tree(value)
        }
    }

    private static func randomValue(depth: Int, using generator: inout SplitMix64) -> JSONOutput {
        let kind = depth >= 4 ? Int.random(in: 0..<4, using: &generator) : Int.random(in: 0..<7, using: &generator)
        let count = Int.random(in: 0..<4, using: &generator)
        switch kind {
        case 0: return .string(["", "a", "é\"\\", "值\n\u{2028}"][Int.random(in: 0..<4, using: &generator)])
        case 1: return .int(Int.random(in: -5..<500, using: &generator))
        case 2: return .bool(Bool.random(using: &generator))
        case 3: return .null
        case 4: return .array((0..<count).map { _ in randomValue(depth: depth + 1, using: &generator) })
        default: return .object((0..<count).map { index in ("k\(index)", randomValue(depth: depth + 1, using: &generator)) })
        }
    }
}
