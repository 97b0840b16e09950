import Testing
@testable import L10nLint

@Suite struct JSONParserTests {
    @Test func placeholder() { #expect(true) }
}
