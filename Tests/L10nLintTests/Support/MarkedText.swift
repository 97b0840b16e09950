@testable import L10nModel
@testable import L10nParsing
@testable import L10nAnalysis
@testable import L10nRules
@testable import L10nEngine
@testable import L10nConfiguration
@testable import L10nReporting
@testable import L10nWriting
@testable import L10nCLI

/// Text with `↓` markers removed, and where each marker stood (1-based line, UTF-16 column).
struct MarkedText {
    var text: String
    var markers: [SourcePosition]

    init(_ marked: String) {
        var text = ""
        var markers: [SourcePosition] = []
        var line = 1
        var column = 1
        for character in marked {
            if character == RuleExample.marker {
                markers.append(SourcePosition(line: line, column: column))
                continue
            }
            text.append(character)
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += character.utf16.count
            }
        }
        self.text = text
        self.markers = markers
    }
}

/// Moves a file's content down by one line of CJK + emoji text, in a way its format allows
/// (a comment, or a metadata member in JSON). Nil when the text cannot take such a line.
enum ExampleShifter {
    static let line = "中文注释 🎉 テスト ✅ 👨‍👩‍👧"

    static func shift(_ text: String, path: String) -> String? {
        if path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h") { return "// \(line)\n" + text }
        if path.hasSuffix(".strings") { return "/* \(line) */\n" + text }
        if path.hasSuffix(".stringsdict") || path.hasSuffix(".plist") || path.hasSuffix(".storyboard") || path.hasSuffix(".xib") {
            guard text.hasPrefix("<?xml"), let newline = text.firstIndex(of: "\n") else { return "<!-- \(line) -->\n" + text }
            return String(text[...newline]) + "<!-- \(line) -->\n" + String(text[text.index(after: newline)...])
        }
        if path.hasSuffix(".json") || path.hasSuffix(".xcstrings") {
            guard text.hasPrefix("{\n") else { return nil }
            return "{\n  \"$comment\" : \"\(line)\"," + text.dropFirst()
        }
        return nil
    }
}
