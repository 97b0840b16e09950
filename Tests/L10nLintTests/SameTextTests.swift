import Testing
@testable import L10nModel

/// `isSameText(as:)` answers as `==` does (canonical equivalence), whichever way it decides.
@Suite struct SameTextTests {
    static let pairs: [(String, String)] = [
        ("Hello", "Hello"), ("Hello", "Hallo"), ("Hello", "Hello!"), ("", ""), ("", "a"), ("a", ""),
        ("café", "cafe\u{301}"), ("cafe\u{301}", "café"), ("cafe", "cafe\u{301}"), ("cafe\u{301}", "cafe"),
        ("e\u{301}\u{323}", "e\u{323}\u{301}"), ("ẹ́", "e\u{323}\u{301}"), ("x\u{301}", "x"),
        ("K", "\u{212A}"), ("\u{212A}elvin", "Kelvin"), ("Å", "\u{212B}"), ("A\u{30A}", "\u{212B}"),
        ("ok;", "ok\u{37E}"), ("保存", "保存"), ("保存", "保留"), ("Save", "保存"), ("保存 1", "保存 2"),
        ("한", "\u{1112}\u{1161}\u{11AB}"), ("가", "가나"), ("%@ items", "%@ éléments"),
    ]

    @Test(arguments: pairs.indices)
    func answersAsEquality(_ index: Int) {
        let (left, right) = Self.pairs[index]
        #expect(left.isSameText(as: right) == (left == right), "\(left.debugDescription) vs \(right.debugDescription)")
        #expect(right.isSameText(as: left) == (right == left))
    }

    @Test func canonicallyEqualSpellingsAreTheSameText() {
        #expect("café".isSameText(as: "cafe\u{301}"))
        #expect("K".isSameText(as: "\u{212A}"))
        #expect(!"Hello".isSameText(as: "Hallo"))
        #expect(!"Hello".isSameText(as: "Hello "))
    }
}
