import L10nParsing
import Foundation

/// An open editor buffer: the text the client sent, which replaces the file on disk while open.
public struct TextDocument: Sendable, Equatable {
    public var uri: String
    public var path: String
    public var version: Int
    public var text: String

    /// A position as LSP gives it: 0-based line, UTF-16 offset in the line.
    public struct Position: Sendable, Equatable, Hashable {
        public var line: Int
        public var character: Int

        public init(line: Int, character: Int) {
            self.line = line
            self.character = character
        }

        init?(_ value: JSONOutput?) {
            guard let line = value?["line"]?.int, let character = value?["character"]?.int, line >= 0, character >= 0 else { return nil }
            self.init(line: line, character: character)
        }

        var json: JSONOutput { ["line": .int(line), "character": .int(character)] }
    }

    /// Applies one `TextDocumentContentChangeEvent`: with a range it replaces that range
    /// (incremental sync), without it the whole text (full sync). Positions past a line's end
    /// or the text's end clamp to it, as the specification asks.
    public mutating func apply(_ change: JSONOutput) -> Bool {
        guard let newText = change["text"]?.string else { return false }
        guard let range = change["range"] else {
            text = newText
            return true
        }
        guard let start = Position(range["start"]), let end = Position(range["end"]) else { return false }
        let utf16 = Array(text.utf16)
        let lower = Self.offset(of: start, in: utf16), upper = max(lower, Self.offset(of: end, in: utf16))
        text = String(decoding: utf16[..<lower], as: UTF16.self) + newText + String(decoding: utf16[upper...], as: UTF16.self)
        return true
    }

    /// The UTF-16 offset of a position in the text.
    static func offset(of position: Position, in utf16: [UInt16]) -> Int {
        var line = 0
        var index = 0
        while line < position.line, index < utf16.count {
            if utf16[index] == 10 { line += 1 }
            index += 1
        }
        guard line == position.line else { return utf16.count }
        var column = 0
        while column < position.character, index < utf16.count, utf16[index] != 10 {
            index += 1
            column += 1
        }
        return index
    }
}

/// `file://` URIs and paths, both ways, with percent-encoding.
public enum FileURI {
    public static func path(_ uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.standardizedFileURL.path
    }

    public static func uri(_ path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }
}
